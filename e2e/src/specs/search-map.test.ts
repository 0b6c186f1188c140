import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { apiProperties as apiList, type ApiProperty } from '../support/api';
import { seriousViolations } from '../support/axe';
import { launchBrowser, type BrowserSession } from '../support/browser';
import { failMapTiles, serveMapTiles } from '../support/mapTiles';
import { site } from '../support/site';
import { count, visible } from '../support/waitFor';

const SHOTS = '/tmp/shots-map';

/** The API's properties with their public pins (the rounded one; the exact pin is never sent). */
type Pinned = ApiProperty & { coordinates: { lat: number; lng: number } | null };
const apiProperties = async (search: string) => (await apiList(search)) as Pinned[];

let session: BrowserSession;
beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  session = await launchBrowser();
});
afterAll(async () => {
  await session?.close();
});

/** What the page's Content-Security-Policy refused, from the console and the violation events. */
async function refusalsOf(page: Page): Promise<string[]> {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Refused to|Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.exposeFunction('__reportRefusal', (text: string) => refused.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { __reportRefusal(text: string): void }).__reportRefusal(
        `${event.effectiveDirective} blocked ${event.blockedURI}`,
      ),
    ),
  );
  return refused;
}

/** The page's first screen as it is now, and the whole page, at this width. */
async function shoot(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`) });
  await page.screenshot({ path: join(SHOTS, `${name}-${width}-full.png`), fullPage: true });
}

/** The page's address, its query as an object. */
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

/** Waits for the address to carry a map area, and gives it. */
async function bboxOf(page: Page, other?: string): Promise<string> {
  await page.waitForFunction((previous) => {
    const bbox = new URL(location.href).searchParams.get('bbox');
    return bbox !== null && bbox !== previous;
  }, other ?? null);
  return query(page).bbox as string;
}

const pinsOf = (page: Page) =>
  page.getByRole('region', { name: 'Map of the results' }).getByRole('button', { name: / a night$/ });

describe.each([
  [390, 844],
  [1280, 900],
])('the results map at %i px', (width, height) => {
  it('shows price pins from the API, keeps the map in the URL through a move, a reload and Back', async () => {
    const { page, context } = await session.newPage({ width, height });
    const refused = await refusalsOf(page);
    await serveMapTiles(context);
    const ui = site(page);
    await ui.goto('/properties?location=nairobi');
    await visible(page.getByRole('article').first());
    await page.getByRole('group', { name: 'Show results as' }).getByRole('button', { name: 'Map' }).click();
    await page.waitForURL(/view=map/);

    // A pin per stay on the page, each its price, named by the stay and the price.
    const listed = await apiProperties('?location=nairobi&limit=24');
    const pins = pinsOf(page);
    await count(pins, listed.filter((p) => p.coordinates).length);
    const first = listed.find((p) => p.coordinates)!;
    const pin = pins.filter({ hasText: `KSh ${first.price.toLocaleString('en-US')}` }).first();
    expect(await pins.first().textContent()).toMatch(/^KSh [\d,]+$/);
    await visible(
      page.getByRole('button', { name: `${first.title}, KSh ${first.price.toLocaleString('en-US')} a night` }),
    );
    await visible(pin);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'results-map');

    // A pin by keyboard: its card links to the stay.
    await page
      .getByRole('button', { name: new RegExp(`^${first.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, `) })
      .focus();
    await page.keyboard.press('Enter');
    const card = page.getByRole('complementary', { name: `Selected stay: ${first.title}` });
    await visible(card);
    await shoot(page, 'results-map-pin');

    // The guest moves the map (the keyboard pans it): the results and the address follow.
    await page.getByRole('region', { name: 'Map of the results' }).focus();
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowRight');
    const moved = await bboxOf(page);
    expect(query(page).location).toBeUndefined();
    const inArea = await apiProperties(`?bbox=${moved}&limit=24`);
    await count(pins, inArea.length);
    const [west, south, east, north] = moved.split(',').map(Number) as [number, number, number, number];
    for (const stay of inArea) {
      expect(stay.coordinates!.lng).toBeGreaterThanOrEqual(west);
      expect(stay.coordinates!.lng).toBeLessThanOrEqual(east);
      expect(stay.coordinates!.lat).toBeGreaterThanOrEqual(south);
      expect(stay.coordinates!.lat).toBeLessThanOrEqual(north);
    }
    await visible(page.getByRole('heading', { name: /in the map area/, level: 1 }));

    // A reload keeps the view and the area.
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(query(page)).toMatchObject({ view: 'map', bbox: moved });
    await count(pinsOf(page), inArea.length);

    // Into a stay from its pin's card, and Back: the same map, the same area.
    if (inArea.length > 0) {
      // By keyboard: the pins of one area overlap at this zoom, as they do for a guest's finger.
      await pinsOf(page).first().focus();
      await page.keyboard.press('Enter');
      await page
        .getByRole('complementary', { name: /^Selected stay: / })
        .getByRole('link')
        .click();
      await page.waitForURL(/\/property\//);
      await visible(page.getByRole('heading', { name: "Where you'll be" }));
      await page.goBack();
      await page.waitForURL(/view=map/);
      expect(query(page)).toMatchObject({ view: 'map', bbox: moved });
      await count(pinsOf(page), inArea.length);
    }

    // List: the cards alone, without the area; Back returns to the map.
    await page.getByRole('group', { name: 'Show results as' }).getByRole('button', { name: 'List' }).click();
    await page.waitForURL((url) => !url.searchParams.has('view'));
    expect(query(page).bbox).toBeUndefined();
    await page.goBack();
    await page.waitForURL(/view=map/);
    await visible(pinsOf(page));
    expect(refused).toEqual([]);
    await context.close();
  });

  it("shows a stand-in with the way back to the list when the map's tiles cannot load", async () => {
    const { page, context } = await session.newPage({ width, height });
    await failMapTiles(context);
    const ui = site(page);
    await ui.goto('/properties?view=map');
    const note = page.getByRole('note', { name: 'Map of the results' });
    await visible(note);
    await visible(note.getByText('The map could not be loaded just now.'));
    await visible(page.getByRole('article').first());
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'results-map-fallback');
    await note.getByRole('button', { name: 'Show the list only' }).click();
    await page.waitForURL((url) => !url.searchParams.has('view'));
    await context.close();
  });

  it("circles the stay's area on its page, with the note that the exact place comes with the host's confirmation", async () => {
    const { page, context } = await session.newPage({ width, height });
    const refused = await refusalsOf(page);
    await serveMapTiles(context);
    const [stay] = await apiProperties('?location=nairobi&limit=1');
    const ui = site(page);
    await ui.goto(`/property/${stay?.id}`);
    await visible(ui.heading(stay?.title ?? ''));
    const section = page.getByRole('heading', { name: "Where you'll be" });
    await section.scrollIntoViewIfNeeded();
    const map = page.getByRole('region', { name: /^Map of / });
    await visible(map.locator('img.leaflet-tile-loaded'));
    await visible(map.locator('svg path'));
    expect(await map.locator('.leaflet-marker-icon').count()).toBe(0);
    await visible(
      page.getByText('Its street and exact place are shared once the host confirms your booking.', { exact: false }),
    );
    expect(await seriousViolations(page)).toEqual([]);
    await map.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: join(SHOTS, `detail-area-${width}.png`) });
    expect(refused).toEqual([]);
    await context.close();
  });
});
