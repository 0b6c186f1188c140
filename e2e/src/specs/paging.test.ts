import type { Page } from 'playwright-core';
import { launchBrowser, type BrowserSession } from '../support/browser';
import { ownSiteOnPostgres, type OwnTopology } from '../support/ownTopology';
import { count, visible } from '../support/waitFor';

/**
 * Every result within reach: a place with more stays than any one call returns (the API's 100 by
 * default), paged through in the browser on the production build. Its own topology on PostgreSQL,
 * where 130 stays in Kitengela are added to the seed.
 */
const STAYS = 130;
const SHOTS = process.env.E2E_SHOTS_DIR;

const site = ownSiteOnPostgres('makao_e2e_paging');
let own: OwnTopology;
let session: BrowserSession;

beforeAll(async () => {
  ({ own } = site);
  // Copies of a seeded stay, "Kitengela Stay 001" the newest and the cheapest, each a minute older and
  // KSh 10 dearer than the one before.
  await site.database.client.query(
    `INSERT INTO properties (title, type, price, description, area, address, city, county, guests, beds, baths,
       amenities, rating, reviews_count, host_id, images, lat, lng, created_at, updated_at)
     SELECT 'Kitengela Stay ' || lpad(g::text, 3, '0'), p.type, 3000 + g * 10, p.description, 'Kitengela',
       'Namanga Road, Kitengela', 'Kitengela', 'Kajiado', 4, p.beds, p.baths, p.amenities, p.rating,
       p.reviews_count, p.host_id, p.images, p.lat, p.lng, now() - g * interval '1 minute', now() - g * interval '1 minute'
     FROM generate_series(1, $1::int) g
     CROSS JOIN (SELECT * FROM properties WHERE host_id IS NOT NULL ORDER BY title LIMIT 1) p`,
    [STAYS],
  );
  session = await launchBrowser();
}, 300_000);

afterAll(async () => session?.close());

const cards = (page: Page) => page.getByRole('article');
const titles = async (page: Page) =>
  (await cards(page).getByRole('heading', { level: 3 }).allTextContents()).map((t) => t.trim());
const stay = (n: number) => `Kitengela Stay ${String(n).padStart(3, '0')}`;

describe('paging through a place with more stays than one call returns', () => {
  it('reaches every stay by Load more, keeps the page through a property, back and a reload', async () => {
    const { page } = await session.newPage({ width: 1280, height: 900 });
    await page.goto(`${own.shell}/properties?location=kitengela`);
    await visible(page.getByRole('heading', { level: 1, name: 'Stays in Kitengela' }));
    await visible(page.getByText(`${STAYS} properties, showing 6`));
    await page.getByRole('button', { name: `Show All Properties (${STAYS})` }).click();
    await count(cards(page), 24);

    const loadMore = page.getByRole('button', { name: 'Load more properties' });
    if (SHOTS) {
      await loadMore.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/paging-button-1280.png` });
    }
    for (let shown = 48; shown <= 120; shown += 24) {
      await loadMore.click();
      await count(cards(page), shown);
      // The guest carries on from the first new card.
      await visible(page.getByRole('link', { name: new RegExp(`^${stay(shown - 23)},`) }));
      expect(
        await page.evaluate(() => document.activeElement?.closest('article')?.querySelector('h3')?.textContent),
      ).toBe(stay(shown - 23));
    }
    expect(new URL(page.url()).searchParams.get('page')).toBe('5');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/paging-load-more-1280.png` });
    await loadMore.click();
    await count(cards(page), STAYS);
    await visible(page.getByText(`${STAYS} properties`, { exact: true }));
    expect(await loadMore.count()).toBe(0);
    expect((await titles(page)).slice(-3)).toEqual([stay(128), stay(129), stay(130)]);
    expect(new URL(page.url()).searchParams.get('page')).toBe('6');

    // Past the first hundred: open one, come back to the same list at the same place.
    const far = page.getByRole('article', { name: stay(117) });
    await far.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(2000);
    await far.getByRole('link').first().click();
    await visible(page.getByRole('heading', { level: 1, name: stay(117) }));
    await page.goBack();
    await count(cards(page), STAYS);
    expect(new URL(page.url()).searchParams.get('page')).toBe('6');
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 50, scrolled);

    // A reload (or the address shared) shows the same six pages.
    await page.reload();
    await count(cards(page), STAYS);
    expect((await titles(page)).at(-1)).toBe(stay(130));
    await visible(page.getByRole('button', { name: 'Show Less' }));
  });

  it('sorts and searches all of them on the server, starting again from the first view', async () => {
    const { page } = await session.newPage({ width: 390, height: 844 });
    await page.goto(`${own.shell}/properties?location=kitengela&page=2`);
    await count(cards(page), 48);
    if (SHOTS) {
      await page.getByRole('button', { name: 'Load more properties' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/paging-button-390.png` });
    }
    // On a phone, Sort by and the search box are in the search's sheet, behind its one line.
    await page.getByRole('button', { name: /^Change your search: / }).click();
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_desc');
    // The dearest is the last one added, far past the first page of the newest-first order.
    await visible(
      cards(page)
        .first()
        .getByRole('heading', { name: stay(130) }),
    );
    await page.waitForSelector('[aria-busy="true"]', { state: 'detached' });
    await count(cards(page), 6);
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();

    await page.getByLabel('Search properties', { exact: true }).fill('stay 129');
    await count(cards(page), 1);
    expect(await titles(page)).toEqual([stay(129)]);
    await visible(page.getByText('1 property', { exact: true }));
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/paging-search-390.png`, fullPage: true });
  });
});
