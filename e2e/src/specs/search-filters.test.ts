import type { Page } from 'playwright-core';
import { launchBrowser, type BrowserSession } from '../support/browser';
import { topology } from '../support/env';
import { seriousViolations } from '../support/axe';
import { site } from '../support/site';
import { visible } from '../support/waitFor';

/**
 * The phone's search on the production build at 390 × 844: home's "1-2 guests" arrives as 2, the search
 * sums up in one line that opens a sheet, the first card starts in the first screen and names its
 * neighbourhood, and the filters (price, bedrooms, amenities) with the API's count live in the URL,
 * through a reload and Back; axe on each state.
 */
const SHOTS = process.env.E2E_SHOTS_DIR;
const PHONE = { width: 390, height: 844 };

interface Listed {
  data: Array<{ title: string; location: { area: string; city: string } }>;
  page: { total: number; totalExact: boolean };
}
const listed = async (query: string): Promise<Listed> =>
  (await fetch(`${topology().api}/api/properties?${query}`)).json() as Promise<Listed>;

let session: BrowserSession;
beforeAll(async () => {
  session = await launchBrowser();
});
afterAll(async () => {
  await session?.close();
});

const cards = (page: Page) => page.getByRole('article');
const summary = (page: Page) => page.getByRole('button', { name: /^Change your search: / });
const titles = async (page: Page) =>
  (await cards(page).getByRole('heading', { level: 3 }).allTextContents()).map((t) => t.trim());

async function noSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

describe('searching on a phone', () => {
  it('takes "1-2 guests" from home as 2 guests, sums the search up in one line, and shows the first card in the first screen', async () => {
    const { page, context } = await session.newPage({ ...PHONE, reducedMotion: 'reduce' });
    const ui = site(page);
    await ui.goto('/');
    await page.getByLabel('Location', { exact: true }).selectOption('nairobi');
    expect(await page.getByLabel('Guests', { exact: true }).inputValue()).toBe('2');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\/properties\?location=nairobi&guests=2$/);
    await visible(ui.heading('Stays in Nairobi · 2 guests'));
    await visible(summary(page).filter({ hasText: 'Nairobi · Any dates · 2 guests' }));
    // The search bar, the search box and Sort by wait in the sheet.
    expect(await page.getByRole('search').count()).toBe(0);

    const first = cards(page).first();
    await visible(first);
    const box = await first.boundingBox();
    expect(box && box.y).toBeLessThan(PHONE.height - 100);

    // The card names the neighbourhood and the city, as the API gives them.
    const [top] = (await listed('location=nairobi&guests=2&limit=1')).data;
    expect(await first.textContent()).toContain(`${top?.location.area}, Nairobi`);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/search-results-390.png` });
    await noSeriousViolations(page);

    // The sheet: named, the search, the search box and Sort by in it; Escape gives focus back.
    await summary(page).click();
    const sheet = page.getByRole('dialog', { name: 'Your search' });
    await visible(sheet);
    await visible(sheet.getByRole('search', { name: 'Change your search' }));
    await visible(sheet.getByRole('combobox', { name: 'Sort by' }));
    const box2 = await sheet.getByLabel('Search properties', { exact: true }).boundingBox();
    expect(box2 && box2.x + box2.width).toBeLessThanOrEqual(PHONE.width);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/search-sheet-390.png` });
    await noSeriousViolations(page);
    await page.keyboard.press('Escape');
    expect(await sheet.count()).toBe(0);
    expect(await summary(page).evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });

  it('filters by price, bedrooms and amenities with the count from the API, kept in the URL through a reload and Back', async () => {
    const { page, context } = await session.newPage({ ...PHONE, reducedMotion: 'reduce' });
    const ui = site(page);
    await ui.goto('/properties?location=nairobi');
    await visible(cards(page));

    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await visible(dialog);
    await dialog.getByRole('textbox', { name: 'Maximum' }).fill('12000');
    await dialog.getByRole('combobox', { name: 'Bedrooms' }).selectOption('2');
    await dialog.getByRole('checkbox', { name: 'Wi-Fi' }).check();
    await dialog.getByRole('checkbox', { name: 'Water tank' }).check();
    const query = 'location=nairobi&maxPrice=12000&bedrooms=2&amenities=water-tank,wifi';
    const expected = await listed(`${query}&limit=100`);
    expect(expected.page.total).toBeGreaterThan(0);
    const stays = `${expected.page.total} ${expected.page.total === 1 ? 'stay' : 'stays'}`;
    await visible(dialog.getByRole('status').filter({ hasText: `${stays} match` }));
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/search-filters-390.png` });
    await noSeriousViolations(page);
    await dialog.getByRole('button', { name: `Show ${stays}` }).click();

    await page.waitForURL((url) => url.search === `?${query.replace(',', '%2C')}`);
    const applied = page.getByText('2+ bedrooms · Water tank · Wi-Fi');
    await visible(applied);
    await visible(page.getByRole('button', { name: 'Filters (4)' }));
    await visible(cards(page));
    expect(await titles(page)).toEqual(expected.data.slice(0, 6).map((p) => p.title));

    await page.reload();
    await visible(applied);
    await visible(cards(page));
    expect(await titles(page)).toEqual(expected.data.slice(0, 6).map((p) => p.title));

    // The filters were a step of their own: Back is the search before them.
    await page.goBack();
    await page.waitForURL((url) => url.search === '?location=nairobi');
    await visible(page.getByRole('button', { name: 'Filters', exact: true }));
    expect(await applied.count()).toBe(0);
    await context.close();
  });

  it('says when no stay matches and clears the filters from there', async () => {
    const { page, context } = await session.newPage({ ...PHONE, reducedMotion: 'reduce' });
    const ui = site(page);
    const query = 'type=safari&amenities=water-tank,security,pool';
    expect((await listed(query)).page.total).toBe(0);
    await ui.goto(`/properties?${query}`);
    await visible(page.getByText(/^No properties found matching ".*Pool"$/));
    await noSeriousViolations(page);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForURL((url) => url.search === '?type=safari');
    await visible(cards(page));
    await context.close();
  });
});
