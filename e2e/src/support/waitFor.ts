import type { Locator } from 'playwright-core';

/** Wait until the element is visible (fails the test with the locator's description otherwise). */
export async function visible(locator: Locator, timeout = 15_000): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout });
}

/** Wait until the locator matches exactly `count` elements. */
export async function count(locator: Locator, expected: number, timeout = 15_000): Promise<void> {
  const deadline = Date.now() + timeout;
  let actual = await locator.count();
  while (actual !== expected && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    actual = await locator.count();
  }
  if (actual !== expected) throw new Error(`expected ${expected} elements for ${locator}, found ${actual}`);
}
