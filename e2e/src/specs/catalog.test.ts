import { API_TIMEOUT_MS } from 'shared/config';
import { listingRoutes } from 'contracts';
import type { Page } from 'playwright-core';
import { launchBrowser, type BrowserSession } from '../support/browser';
import { apiProperties, kes, nairobiDate } from '../support/api';
import { site } from '../support/site';
import { failMapTiles } from '../support/mapTiles';
import { visible } from '../support/waitFor';

let session: BrowserSession;
beforeAll(async () => {
  session = await launchBrowser();
});
afterAll(async () => {
  await session?.close();
});

/** The titles of the cards on the page, in order. */
const titles = async (page: Page) =>
  (await page.getByRole('article').getByRole('heading', { level: 3 }).allTextContents()).map((t) => t.trim());

describe('browsing the catalog', () => {
  it('searches Nairobi from the home page, opens a filtered result and its photos', async () => {
    const { page, context } = await session.newPage();
    const ui = site(page);
    await ui.goto('/');
    await page.getByLabel('Location', { exact: true }).selectOption('nairobi');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await visible(page.getByText('Redirecting to Results...'));
    await page.waitForURL(/\/properties\?.*location=nairobi/);
    await visible(ui.heading('Stays in Nairobi'));
    const first = page.getByRole('article').first();
    await visible(first);
    expect(await first.textContent()).toContain('Nairobi');
    const title = ((await first.getByRole('heading', { level: 3 }).textContent()) ?? '').trim();
    await first.getByRole('link').first().click();
    await visible(ui.heading(title));

    await page.getByRole('button', { name: /^Open photo 1 of \d+$/ }).click();
    const lightbox = page.getByRole('dialog', { name: `Photos of ${title}` });
    await visible(lightbox);
    const total = Number(((await lightbox.getByText(/^1 \/ \d+$/).textContent()) ?? '').split('/')[1]);
    await page.keyboard.press('ArrowRight');
    await visible(lightbox.getByText(`2 / ${total}`, { exact: true }));
    await lightbox.getByRole('button', { name: 'Previous photo' }).click();
    await visible(lightbox.getByText(`1 / ${total}`, { exact: true }));
    await page.keyboard.press('Escape');
    await lightbox.waitFor({ state: 'hidden' });
    await context.close();
  });

  it.each(listingRoutes.map((r) => [r.path, r.label]))(
    '%s shows only its matching stays, once each, under a heading of their own',
    async (path, label) => {
      const { page, context } = await session.newPage();
      const ui = site(page);
      await ui.goto(path);
      await visible(page.getByText(label, { exact: true }));
      await visible(page.getByRole('article').first());
      expect(await page.getByRole('heading', { level: 1 }).textContent()).not.toBe('All Properties');
      expect(await page.getByRole('heading', { name: 'Recently Added Properties' }).count()).toBe(0);
      expect(await titles(page)).toEqual([...new Set(await titles(page))]);
      expect(new URL(page.url()).pathname).toBe(path);
      await context.close();
    },
  );

  it('shows Property Not Found for a property that does not exist', async () => {
    const { page, context } = await session.newPage();
    const ui = site(page);
    await ui.goto('/property/no-such-stay');
    await visible(page.getByRole('heading', { name: 'Property Not Found' }));
    await visible(ui.topBar());
    await context.close();
  });

  describe('when the API does not answer for a property', () => {
    async function firstStay() {
      const [stay] = await apiProperties('?limit=1');
      if (!stay) throw new Error('the seeded API has no properties');
      return { stay, isStay: (url: URL) => url.pathname === `/api/properties/${stay.id}` };
    }

    it("shows the page's error with Retry, not Property Not Found, when the request times out; Retry shows the stay", async () => {
      const { stay, isStay } = await firstStay();
      const { page, context } = await session.newPage();
      const ui = site(page);
      await page.route(isStay, (route) => route.abort('timedout'));
      await ui.goto(`/property/${stay.id}`);
      await visible(ui.detail.loadFailed());
      expect(await ui.detail.notFound().count()).toBe(0);
      await page.unroute(isStay);
      await ui.retry().click();
      await visible(ui.heading(stay.title));
      await context.close();
    });

    it('gives up on a request that is never answered (a black hole) and offers Retry', async () => {
      const { stay, isStay } = await firstStay();
      const { page, context } = await session.newPage();
      const ui = site(page);
      // Neither fulfilled nor aborted: the page head's request and the page's own both hang.
      await page.route(isStay, () => undefined);
      await ui.goto(`/property/${stay.id}`);
      await visible(ui.detail.loadFailed(), API_TIMEOUT_MS + 15_000);
      expect(await ui.detail.notFound().count()).toBe(0);
      await visible(ui.retry());
      await context.close();
    });
  });

  it('asks for a location before searching', async () => {
    const { page, context } = await session.newPage();
    const ui = site(page);
    await ui.goto('/');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await visible(ui.toasts().getByText('Please Select Location'));
    await visible(ui.toasts().getByText('Choose a location to search for vacation rentals in Kenya.'));
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('refuses a check-out before the check-in', async () => {
    const { page, context } = await session.newPage();
    const ui = site(page);
    await ui.goto('/');
    await page.getByLabel('Location', { exact: true }).selectOption('mombasa');
    await page.getByLabel('Check-in', { exact: true }).fill(nairobiDate(20));
    await page.getByLabel('Check-out', { exact: true }).fill(nairobiDate(18));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await visible(ui.toasts().getByText('Invalid Dates'));
    await visible(ui.toasts().getByText('Check-out date must be after check-in date.'));
    await context.close();
  });

  describe('the results page', () => {
    it('shows a filtered search once, under a heading that says what it is, with each stay total', async () => {
      const { page, context } = await session.newPage();
      const ui = site(page);
      await ui.goto(`/properties?location=nairobi&checkIn=${nairobiDate(30)}&checkOut=${nairobiDate(33)}&guests=2`);
      await visible(page.getByRole('heading', { level: 1, name: /^Stays in Nairobi · .+ · 2 guests$/ }));
      const first = page.getByRole('article').first();
      await visible(first);
      expect(await page.getByRole('heading', { name: 'Recently Added Properties' }).count()).toBe(0);
      expect(await page.getByRole('heading', { name: /^Discover Your Perfect/ }).count()).toBe(0);
      const shown = await titles(page);
      expect(shown.length).toBeGreaterThan(0);
      expect(shown).toEqual([...new Set(shown)]);
      // The card's total for the 3 nights sits beside its nightly price.
      const text = (await first.textContent()) ?? '';
      const nightly = Number(/KSh ([\d,]+) \/ night/.exec(text)?.[1]?.replace(/,/g, ''));
      expect(nightly).toBeGreaterThan(0);
      await visible(first.getByText(`${kes(nightly * 3)} for 3 nights`, { exact: true }));
      await context.close();
    });

    it('keeps the county rows on the unfiltered list, each with See all in its county', async () => {
      const { page, context } = await session.newPage();
      const ui = site(page);
      await ui.goto('/properties');
      await visible(ui.listing.heading());
      const row = page.getByRole('region', { name: 'Discover Your Perfect Nairobi Getaway' });
      await visible(row);
      await row.getByRole('link', { name: 'See all in Nairobi' }).click();
      await page.waitForURL(/\/nairobi-rentals$/);
      await visible(ui.heading('Stays in Nairobi'));
      await context.close();
    });

    it('searches again from the bar on the results page', async () => {
      const { page, context } = await session.newPage();
      const ui = site(page);
      await ui.goto('/properties?location=nairobi');
      await visible(ui.heading('Stays in Nairobi'));
      await visible(page.getByRole('article').first());
      const bar = page.getByRole('search', { name: 'Change your search' });
      await bar.getByLabel('Location', { exact: true }).selectOption('mombasa');
      await bar.getByLabel('Guests', { exact: true }).fill('2');
      // The new search's answer is held back: meanwhile the last search's cards stay, dimmed and busy.
      let answer: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (answer = resolve));
      await page.route(/\/api\/properties\?.*location=mombasa/, async (route) => {
        await held;
        await route.continue();
      });
      await bar.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL(/\/properties\?location=mombasa&guests=2$/);
      await visible(ui.heading('Stays in Mombasa · 2 guests'));
      await visible(page.locator('[aria-busy="true"]'));
      expect(await page.getByRole('article').first().textContent()).toContain('Nairobi');
      answer();
      await page.waitForSelector('[aria-busy="true"]', { state: 'detached' });
      await visible(page.getByRole('article').first());
      expect(await page.getByRole('article').first().textContent()).toContain('Mombasa');
      // The previous search is one step back.
      await page.goBack();
      await visible(ui.heading('Stays in Nairobi'));
      await context.close();
    });

    it("'← Back to properties' returns to the results the guest came from, filters and scroll kept", async () => {
      const { page, context } = await session.newPage({ height: 800 });
      const ui = site(page);
      const results = '/properties?location=nairobi&guests=2';
      await ui.goto(results);
      await visible(page.getByRole('article').first());
      const card = page.getByRole('article').nth(3);
      // The card whole on screen, 150 px below the top bar, so opening it scrolls nothing.
      await card.evaluate((element) =>
        window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY - 214, behavior: 'instant' }),
      );
      await page.waitForTimeout(300);
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(300);
      const title = ((await card.getByRole('heading', { level: 3 }).textContent()) ?? '').trim();
      await card.getByRole('link').first().click();
      await visible(ui.heading(title));
      await page.getByRole('link', { name: '← Back to properties' }).click();
      await visible(page.getByRole('article').first());
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(results);
      await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 40, scrolled, { timeout: 5000 });

      // The browser's back button finds the same place, however short the detail page was.
      await card.getByRole('link').first().click();
      await visible(ui.heading(title));
      await page.goBack();
      await visible(page.getByRole('article').first());
      await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 40, scrolled, { timeout: 5000 });
      await context.close();
    });

    it('shows the area and a link where the map service cannot be reached', async () => {
      const [stay] = await apiProperties('?limit=1');
      const { page, context } = await session.newPage();
      const ui = site(page);
      await failMapTiles(context);
      await ui.goto(`/property/${stay?.id}`);
      await visible(ui.heading(stay?.title ?? ''));
      await page.getByRole('heading', { name: "Where you'll be" }).scrollIntoViewIfNeeded();
      const fallback = page.getByRole('note', { name: /^Map of / });
      await visible(fallback);
      await visible(fallback.getByRole('link', { name: /^Open .+ on OpenStreetMap$/ }));
      expect(await page.getByRole('region', { name: /^Map of / }).count()).toBe(0);
      await context.close();
    });
  });
});
