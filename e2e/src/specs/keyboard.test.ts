import type { Page } from 'playwright-core';
import { apiProperties, nairobiDate } from '../support/api';
import { launchBrowser, type BrowserSession } from '../support/browser';
import { tabTo } from '../support/keyboard';
import { confirmationCode } from '../support/outbox';
import { site } from '../support/site';
import { visible } from '../support/waitFor';

let session: BrowserSession;
beforeAll(async () => {
  session = await launchBrowser();
});
afterAll(async () => {
  await session?.close();
});

/**
 * Type a YYYY-MM-DD date into the focused date field. Chromium lays the field's segments out in the
 * browser's own locale, not the page's, so type month-first, read the value back, and retype
 * day-first if that was wrong (arrow keys move between the segments).
 */
async function typeDate(page: Page, isoDate: string) {
  const [year, month, day] = isoDate.split('-') as [string, string, string];
  for (const order of [
    [month, day, year],
    [day, month, year],
  ]) {
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft');
    for (const part of order) await page.keyboard.type(part);
    if ((await page.evaluate(() => (document.activeElement as HTMLInputElement).value)) === isoDate) return;
  }
  throw new Error(`could not type ${isoDate} into the date field`);
}

describe('keyboard only', () => {
  it('searches, opens a property, books it and reserves it without a mouse', async () => {
    const { page, context } = await session.newPage();
    const ui = site(page);
    await ui.goto('/');
    await visible(page.getByLabel('Location', { exact: true }));

    await tabTo(page, /^Location/);
    while ((await page.getByLabel('Location', { exact: true }).inputValue()) !== 'nairobi')
      await page.keyboard.press('ArrowDown');
    await tabTo(page, /^Search$/);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/properties\?.*location=nairobi/);
    await visible(ui.heading('Stays in Nairobi'));

    const firstTitle = (
      (await page.getByRole('article').first().getByRole('heading', { level: 3 }).textContent()) ?? ''
    ).trim();
    // The newest stay may be another spec's listing with a minimum stay: the stay asked for meets it.
    const first = (await apiProperties('?limit=500')).find((property) => property.title === firstTitle);
    const nights = Math.max(2, first?.minNights ?? 1);
    // The card's link (its name starts with the title), not the heart named "Save {title}".
    await tabTo(page, new RegExp('^' + firstTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await page.keyboard.press('Enter');
    await visible(ui.heading(firstTitle));

    await tabTo(page, /^Check-in date/);
    await typeDate(page, nairobiDate(110));
    await tabTo(page, /^Check-out date/);
    await typeDate(page, nairobiDate(110 + nights));
    await tabTo(page, /^Full name/);
    await page.keyboard.type('Kamau Njoroge');
    await tabTo(page, /^Email address/);
    await page.keyboard.type(`kamau.${Date.now().toString(36)}@example.co.ke`);
    await tabTo(page, /^Phone number/);
    await page.keyboard.type('0722 123 456');
    await tabTo(page, /^Request Booking$/);
    await page.keyboard.press('Enter');

    // The page the guest lands on asks for the code the API emailed, first.
    await visible(page.getByRole('heading', { name: 'Confirm your booking request' }));
    await tabTo(page, /^Enter the 6-digit code we emailed to /);
    const reference = ((await page.locator('dt:has-text("Booking reference") + dd').textContent()) ?? '').trim();
    await page.keyboard.type(await confirmationCode(reference));
    await page.keyboard.press('Enter');
    await visible(page.getByRole('heading', { name: 'Booking Request Received!' }));
    await context.close();
  });
});
