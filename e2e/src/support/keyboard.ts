import type { FileChooser, Page } from 'playwright-core';

/** What has keyboard focus, as a person hears it: the element's accessible name or label. */
export async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return '';
    const labelled = el.getAttribute('aria-labelledby');
    const byId = labelled ? (document.getElementById(labelled)?.textContent ?? '') : '';
    const label = (el as HTMLInputElement).labels?.[0]?.textContent ?? '';
    return (el.getAttribute('aria-label') || byId || label || el.textContent || '').trim();
  });
}

/** Press Tab until the focused control's name matches, as a keyboard user would. */
export async function tabTo(page: Page, name: RegExp, limit = 80) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (name.test(await focusedName(page))) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

/** Press `key` until the focused field's value is `value` (a select's option, a number input's count). */
export async function pressUntilValue(page: Page, key: string, value: string, limit = 60) {
  const current = () => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value ?? '');
  for (let i = 0; i < limit && (await current()) !== value; i++) await page.keyboard.press(key);
  const reached = await current();
  if (reached !== value) throw new Error(`${key} never set the focused field to ${value} (it is ${reached})`);
}

/**
 * Tab to the file input named `name` and open its chooser with Space (Enter does not, in this
 * Chromium). On a busy machine the step around it may still be settling when Space is pressed, so
 * focus is checked again and Space pressed again, up to three times, before giving up.
 */
export async function openChooserByKeyboard(page: Page, name: RegExp): Promise<FileChooser> {
  for (let attempt = 1; ; attempt++) {
    if (!name.test(await focusedName(page))) await tabTo(page, name);
    try {
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser', { timeout: 15_000 }),
        page.keyboard.press('Space'),
      ]);
      return chooser;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}
