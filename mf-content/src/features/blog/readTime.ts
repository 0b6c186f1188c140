/** SPEC §2/§9: the read time shown on posts is decorative, a "random" 3 to 6 minutes. */
const READ_TIME_MIN = 3;
const READ_TIME_MAX = 6;

/**
 * Seeded by the post id instead of `Math.random()`, so a post shows the same figure on the list and on
 * its own page and never jumps when the page re-renders.
 */
export function readTimeMinutes(postId: number): number {
  let seed = Math.imul(postId ^ 0x5bd1e995, 0x9e3779b1);
  seed ^= seed >>> 15;
  seed = Math.imul(seed, 0x85ebca6b);
  seed ^= seed >>> 13;
  const span = READ_TIME_MAX - READ_TIME_MIN + 1;
  return READ_TIME_MIN + ((seed >>> 0) % span);
}
