/** SPEC §2: the snippet when a property has no description. */
export const DEFAULT_SNIPPET = 'Beautiful property available for booking';

/** SPEC §2/§9: the first sentence, cut at `max` characters with an ellipsis (60 listing, 80 home). */
export function snippetOf(description: string | null | undefined, max: number): string {
  const text = (description ?? '').trim();
  if (!text) return DEFAULT_SNIPPET;
  const first = text.split(/(?<=[.!?])\s+/)[0] ?? text;
  return first.length > max ? `${first.slice(0, max).trimEnd()}...` : first;
}
