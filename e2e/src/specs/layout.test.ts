import type { Locator, Page } from 'playwright-core';
import { apiProperties } from '../support/api';
import { launchBrowser, type BrowserSession } from '../support/browser';
import { site } from '../support/site';
import { visible } from '../support/waitFor';

let session: BrowserSession;
beforeAll(async () => {
  session = await launchBrowser();
});
afterAll(async () => {
  await session.close();
});

/** Where a box's content starts: its left edge inside border and padding, in CSS pixels. */
function contentLeft(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return element.getBoundingClientRect().left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
  });
}

/**
 * The three left edges a guest compares: the logo in the top bar, the column the page's h1 sits in
 * (a centred heading is centred in it), and the footer's first line.
 */
async function leftEdges(page: Page, heading: Locator) {
  const ui = site(page);
  return {
    header: await ui.brand().evaluate((element) => element.getBoundingClientRect().left),
    page: await contentLeft(heading.locator('xpath=..')),
    footer: await ui.footerBrand().evaluate((element) => element.getBoundingClientRect().left),
  };
}

describe('one grid for every remote', () => {
  const widths = [390, 1280, 1600];

  it.each(widths)('lines up the top bar, the page and the footer of each remote at %i px', async (width) => {
    const [stay] = await apiProperties();
    if (!stay) throw new Error('the seeded API has no properties');
    const { page, context } = await session.newPage({ width, height: 900 });
    const ui = site(page);
    const pages: Array<[string, string, () => Locator]> = [
      ['content', '/about', () => ui.about.heading()],
      ['catalog', '/properties', () => ui.listing.heading()],
      ['catalog', `/property/${stay.id}`, () => ui.heading(stay.title)],
      ['booking', '/booking-confirmation', () => ui.heading('My Booking')],
    ];
    for (const [remote, path, heading] of pages) {
      await ui.goto(path);
      await visible(heading());
      const edges = await leftEdges(page, heading());
      const where = `${remote} ${path} at ${width} px: ${JSON.stringify(edges)}`;
      expect({ where, page: Math.abs(edges.page - edges.header) <= 0.5 }).toEqual({ where, page: true });
      expect({ where, footer: Math.abs(edges.footer - edges.header) <= 0.5 }).toEqual({ where, footer: true });
    }
    await context.close();
  });
});
