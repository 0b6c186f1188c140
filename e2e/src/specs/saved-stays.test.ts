import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { seriousViolations } from '../support/axe';
import { nairobiDate } from '../support/api';
import { launchBrowser, type BrowserSession } from '../support/browser';
import { screenshots } from '../support/hosts';
import { site } from '../support/site';
import { visible } from '../support/waitFor';

/**
 * Saved stays on a 390 px phone, on the composed production build: a guest saves one stay from its
 * card and another from its page, finds both on the Saved page (the count in the bar), checks them for
 * dates, shares the list, and a second browser with a fresh profile opens the link, sees the same
 * stays and saves them to its own list. axe on every changed screen; screenshots at 390 and 1280 px.
 */
const SHOTS = '/tmp/shots-saved';
const PHONE = { width: 390, height: 844, reducedMotion: 'reduce' } as const;
let session: BrowserSession;
let page: Page;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  session = await launchBrowser();
  ({ page } = await session.newPage(PHONE));
});
afterAll(async () => {
  await session?.close();
});

/** The bar's heart on a phone: the link to the Saved page, named with the count. */
const savedLink = (on: Page, name: string) => on.getByRole('banner').getByRole('link', { name, exact: true });
const titles: string[] = [];
let shareLink = '';

describe('saved stays', () => {
  it('saves a stay from its card and another from its page, and the bar counts them', async () => {
    await site(page).goto('/properties');
    const results = page.getByRole('region', { name: 'All Properties' });
    const cards = results.getByRole('article');
    await visible(cards);
    const [first, second] = [cards.nth(0), cards.nth(1)];
    titles.push(
      (await first.getByRole('heading', { level: 3 }).innerText()).trim(),
      (await second.getByRole('heading', { level: 3 }).innerText()).trim(),
    );
    await visible(savedLink(page, 'Saved'));
    const heart = first.getByRole('button', { name: `Save ${titles[0]}`, exact: true });
    await heart.click();
    await visible(first.getByRole('button', { name: `Remove ${titles[0]} from saved`, exact: true }));
    expect(
      await first.getByRole('button', { name: `Remove ${titles[0]} from saved` }).getAttribute('aria-pressed'),
    ).toBe('true');
    // Saving did not open the stay.
    expect(new URL(page.url()).pathname).toBe('/properties');
    await visible(savedLink(page, 'Saved, 1 stay'));
    await screenshots(page, SHOTS, 'listing-hearts');

    await second.getByRole('link').first().click();
    await visible(site(page).heading(titles[1] as string));
    await page.getByRole('button', { name: `Save ${titles[1]}`, exact: true }).click();
    await visible(page.getByRole('button', { name: `Remove ${titles[1]} from saved`, exact: true }));
    await visible(savedLink(page, 'Saved, 2 stays'));
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, SHOTS, 'detail-saved');
  });

  it('lists both on the Saved page, checked for the dates picked', async () => {
    await savedLink(page, 'Saved, 2 stays').click();
    await visible(site(page).heading('Saved stays'));
    const list = page.getByRole('list', { name: 'Your saved stays' });
    for (const title of titles) await visible(list.getByRole('heading', { level: 3, name: title }));
    await visible(page.getByText('Pick your dates to see which of them are free.', { exact: false }));

    await page.getByLabel('Check-in').fill(nairobiDate(150));
    await page.getByLabel('Check-out').fill(nairobiDate(153));
    await visible(page.getByText(/\d of 2 are free for/));
    const url = new URL(page.url());
    expect(url.searchParams.get('checkIn')).toBe(nairobiDate(150));
    expect(url.searchParams.get('checkOut')).toBe(nairobiDate(153));
    // Each card says what the API answered for those dates (the seed books nothing that far ahead).
    await visible(list.getByText(/^✓ Free for /));
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, SHOTS, 'saved');
  });

  it('shares the list as a link, ready for WhatsApp', async () => {
    await page.getByRole('button', { name: 'Share list' }).click();
    const field = page.getByLabel('Link to your list');
    await visible(field);
    shareLink = await field.inputValue();
    expect(shareLink).toMatch(/\/saved\/[A-Za-z0-9]{8}$/);
    const whatsapp = page.getByRole('link', { name: 'Send on WhatsApp' });
    expect(await whatsapp.getAttribute('href')).toBe(
      `https://wa.me/?text=${encodeURIComponent(`My saved stays on Makao: ${shareLink}`)}`,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await field.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/share-390.png` });
  });

  it('opens the same list in another browser, which saves them to its own', async () => {
    const other = await session.newPage(PHONE);
    const friend = other.page;
    await friend.goto(shareLink, { waitUntil: 'domcontentloaded' });
    await visible(site(friend).heading('Stays shared with you'));
    const list = friend.getByRole('list', { name: 'Shared stays' });
    for (const title of titles) await visible(list.getByRole('heading', { level: 3, name: title }));
    // Nothing is saved in a fresh profile until the friend says so.
    await visible(savedLink(friend, 'Saved'));
    expect(await seriousViolations(friend)).toEqual([]);
    await screenshots(friend, SHOTS, 'shared');
    await friend.getByRole('button', { name: 'Save all to my saved stays' }).click();
    await visible(friend.getByText('All of these are in your saved stays.'));
    await visible(savedLink(friend, 'Saved, 2 stays'));
    await other.context.close();
  });

  it('shows the empty Saved page with a way back to the search', async () => {
    const other = await session.newPage(PHONE);
    await site(other.page).goto('/saved');
    await visible(other.page.getByText('No saved stays yet'));
    await visible(other.page.getByRole('link', { name: 'Find a stay' }));
    expect(await seriousViolations(other.page)).toEqual([]);
    await screenshots(other.page, SHOTS, 'saved-empty');
    await other.context.close();
  });
});
