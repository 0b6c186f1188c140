import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { completeListing, phonePhoto } from '../../../api/test/host-fixtures';
import { seriousViolations } from '../support/axe';
import { launchBrowser, type BrowserSession } from '../support/browser';
import { topology } from '../support/env';
import { hostApi, newHostWithListing, screenshots, signInAsHost, type HostWithListing } from '../support/hosts';
import { approveListing } from '../support/operators';
import { site } from '../support/site';
import { count, visible } from '../support/waitFor';

/**
 * A host's photos at 390 px: three uploaded at once keep the order they were chosen in (the largest,
 * slowest first), a photo moved by the keyboard with the move announced, a caption, a 200 × 150
 * picture refused with its size and the size needed; the guest's page shows that order and the
 * caption. Then the shell origin's status: an unknown path shows the home page with 404, every route
 * of the table answers 200.
 */
const SHOTS = '/tmp/shots-photos';

let session: BrowserSession;
let owner: HostWithListing;
/** A draft of the owner's, complete but for its photos. */
let draftId: string;
/** The photo files, in the order the host chooses them: sizes tell them apart in the API's answer. */
const chosen = [
  { name: 'veranda.jpg', width: 2400, height: 1600 },
  { name: 'living-room.jpg', width: 1600, height: 1200 },
  { name: 'bedroom.jpg', width: 1100, height: 700 },
];
let files: string[];
let tooSmall: string;

interface Photo {
  id: string;
  url: string;
  width: number;
  caption?: string;
}
const photosOf = async (): Promise<Photo[]> =>
  ((await hostApi(owner.cookie, 'GET', `/api/hosts/listings/${draftId}`)).data?.photos ?? []) as Photo[];

/** Polls the API until `check` holds of the draft's photos (the journey saves on its own). */
async function photosWhen(check: (photos: Photo[]) => boolean): Promise<Photo[]> {
  const deadline = Date.now() + 15_000;
  let photos = await photosOf();
  while (!check(photos) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    photos = await photosOf();
  }
  return photos;
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  session = await launchBrowser();
  owner = await newHostWithListing('Achieng');
  const created = await hostApi(owner.cookie, 'POST', '/api/hosts/create-listing-from-journey', {
    ...completeListing,
    title: `Nyali beach cottage ${Date.now().toString(36)}`,
  });
  if (created.status !== 201) throw new Error(`create listing: ${created.status}`);
  draftId = String(created.data?.id);
  const dir = mkdtempSync(join(tmpdir(), 'makao-listing-photos-'));
  files = [];
  for (const { name, width, height } of chosen) {
    const path = join(dir, name);
    writeFileSync(path, await phonePhoto({ width, height, orientation: 1 }));
    files.push(path);
  }
  tooSmall = join(dir, 'thumbnail.jpg');
  writeFileSync(tooSmall, await phonePhoto({ width: 200, height: 150, orientation: 1 }));
}, 300_000);

afterAll(async () => {
  await session?.close();
});

async function noSeriousViolations(page: Page, where: string) {
  await page.waitForLoadState('networkidle');
  expect({ where, violations: await seriousViolations(page) }).toEqual({ where, violations: [] });
}

describe('a host’s photos', () => {
  it('keep the chosen order, move by keyboard, take a caption; a too-small one is refused; guests see them', async () => {
    const { page, context } = await session.newPage({ width: 390, height: 844, reducedMotion: 'reduce' });
    await signInAsHost(page, owner);
    await site(page).goto(`/hosting/listings/${draftId}?step=photos`);
    const grid = page.getByRole('list', { name: 'Your photos, cover first' });

    await page.getByLabel('Choose photos').setInputFiles(files);
    await count(grid.getByRole('listitem'), 3, 60_000);
    // Saved by the journey once all three landed, in the order chosen (not the order they finished).
    const saved = await photosWhen((photos) => photos.map((p) => p.width).join() === '2400,1600,1100');
    expect(saved.map((photo) => photo.width)).toEqual([2400, 1600, 1100]);
    const shown = async () =>
      grid
        .getByRole('img')
        .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).getAttribute('src')));
    expect(await shown()).toEqual(saved.map((photo) => photo.url));

    // Too small: refused by the API with the size it has and the size it needs; nothing is added.
    await page.getByLabel('Choose photos').setInputFiles(tooSmall);
    await visible(page.getByRole('alert').filter({ hasText: 'This photo is 200 × 150 pixels.' }));
    await expect(page.getByRole('alert').filter({ hasText: '200 × 150' }).textContent()).resolves.toContain(
      'at least 1024 pixels on its long side and 600 on its short side',
    );
    await screenshots(page, SHOTS, 'photo-step-refused');
    await page.getByRole('button', { name: 'Dismiss thumbnail.jpg' }).click();
    expect(await photosOf()).toHaveLength(3);

    // The bedroom (third) moves earlier by the keyboard; the move is announced.
    await page.getByRole('button', { name: 'Move photo 3 earlier' }).focus();
    await page.keyboard.press('Enter');
    await visible(page.getByRole('status').filter({ hasText: 'Photo moved to position 2 of 3.' }));
    // Focus stays on the moved photo's button, so Enter again makes it the cover... by the Cover button.
    await page.getByRole('button', { name: 'Make photo 2 the cover' }).focus();
    await page.keyboard.press('Enter');
    await visible(page.getByRole('status').filter({ hasText: 'Cover photo changed.' }));
    await page.getByRole('textbox', { name: 'Caption for photo 1 (optional)' }).fill('Bedroom with a sea view');
    await visible(grid.getByRole('img', { name: 'Photo 1: Bedroom with a sea view' }));
    await noSeriousViolations(page, 'photo step');
    await screenshots(page, SHOTS, 'photo-step');

    await page.getByRole('button', { name: 'Next' }).click();
    await visible(page.getByRole('heading', { name: 'Title and description' }));
    const ordered = await photosWhen((photos) => photos[0]?.width === 1100);
    expect(ordered.map((photo) => [photo.width, photo.caption])).toEqual([
      [1100, 'Bedroom with a sea view'],
      [2400, undefined],
      [1600, undefined],
    ]);

    // Published and approved: the guest's page shows that order and the caption.
    const published = await hostApi(owner.cookie, 'POST', `/api/hosts/listings/${draftId}/publish`);
    expect(published.status).toBe(200);
    await approveListing(topology(), draftId);
    await context.close();

    const guest = await session.newPage({ width: 390, height: 844, reducedMotion: 'reduce' });
    await site(guest.page).goto(`/property/${draftId}`);
    const cover = guest.page.getByRole('button', { name: 'Open photo 1 of 3' }).getByRole('img');
    await visible(cover);
    expect(await cover.getAttribute('src')).toBe(ordered[0]?.url);
    expect(await cover.getAttribute('alt')).toContain('Bedroom with a sea view');
    await guest.page.getByRole('button', { name: 'Open photo 1 of 3' }).click();
    const lightbox = guest.page.getByRole('dialog');
    await visible(lightbox.getByText('Bedroom with a sea view', { exact: true }));
    await noSeriousViolations(guest.page, 'lightbox with a caption');
    await guest.page.screenshot({ path: join(SHOTS, 'lightbox-caption-390.png') });
    await guest.page.keyboard.press('Escape');
    await screenshots(guest.page, SHOTS, 'detail-photos');
    await guest.context.close();
  });
});

describe('the shell origin’s status for a path', () => {
  it('answers an unknown path with the home page and 404, every route of the table with 200', async () => {
    const { shell, api } = topology();
    const unknown = await fetch(`${shell}/this-page-does-not-exist`, { headers: { accept: 'text/html' } });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toMatch(/^text\/html/);
    expect(unknown.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(unknown.headers.get('x-content-type-options')).toBe('nosniff');
    expect(unknown.headers.get('cache-control')).toBe('no-cache');
    expect(await unknown.text()).toContain('<div id="root"');
    // A conditional request for it still gets the page, not an empty 304.
    const again = await fetch(`${shell}/this-page-does-not-exist`, {
      headers: { 'if-none-match': unknown.headers.get('etag') ?? '"x"' },
    });
    expect(again.status).toBe(404);
    expect((await again.text()).length).toBeGreaterThan(0);

    for (const path of [
      '/',
      '/properties',
      '/furnished-apartments',
      `/property/${owner.listingId}`,
      `/properties/${owner.listingId}`,
      '/blog',
      '/blog/some-post',
      '/about',
      '/contact',
      '/booking-confirmation',
      '/hosting',
      '/hosting/listings/new',
      '/ops',
      '/ops/listings',
    ]) {
      const response = await fetch(`${shell}${path}`);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
    }
    // A missing file stays the origin's JSON 404; the API's own 404 is unchanged.
    const file = await fetch(`${shell}/static/js/missing.js`);
    expect(file.status).toBe(404);
    expect(await file.json()).toEqual({ error: 'Not found' });
    expect((await fetch(`${api}/api/no-such-route`)).status).toBe(404);

    // The browser shows the home page there.
    const { page, context } = await session.newPage({ width: 390, height: 844 });
    const ui = site(page);
    const answer = await ui.goto('/this-page-does-not-exist');
    expect(answer?.status()).toBe(404);
    await visible(ui.home.featuredHeading());
    await noSeriousViolations(page, 'home at an unknown path');
    await screenshots(page, SHOTS, 'home-unknown-path');
    await context.close();
  });
});
