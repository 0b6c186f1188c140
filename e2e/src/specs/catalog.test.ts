import { API_TIMEOUT_MS } from 'shared/config';
import { listingRoutes } from 'shared/contracts';
import { launchBrowser, type BrowserSession } from '../support/browser';
import { apiProperties, nairobiDate } from '../support/api';
import { site } from '../support/site';
import { visible } from '../support/waitFor';

let session: BrowserSession;
beforeAll(async () => {
  session = await launchBrowser();
});
afterAll(async () => {
  await session.close();
});

describe('browsing the catalog', () => {
  it('searches Nairobi from the home page, opens a filtered result and its photos', async () => {
    const { page, context } = await session.newPage();
    const ui = site(page);
    await ui.goto('/');
    await page.getByLabel('Location', { exact: true }).selectOption('nairobi');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await visible(page.getByText('Redirecting to Results...'));
    await page.waitForURL(/\/properties\?.*location=nairobi/);
    await visible(ui.listing.heading());
    await visible(page.getByRole('button', { name: 'Remove filter Location: Nairobi' }));
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

  it.each(listingRoutes.map((r) => [r.path]))('%s shows the listing with its filter applied', async (path) => {
    const { page, context } = await session.newPage();
    const ui = site(page);
    await ui.goto(path);
    await visible(ui.listing.heading());
    await visible(page.getByRole('article').first());
    await visible(page.getByRole('button', { name: /^Remove filter / }));
    expect(new URL(page.url()).pathname).toBe(path);
    await context.close();
  });

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
});
