import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { seriousViolations } from '../support/axe';
import { launchBrowser, type BrowserSession } from '../support/browser';
import { topology } from '../support/env';
import {
  attackerOrigin,
  hostApi,
  newHostWithListing,
  phonePhotoFiles,
  screenshots,
  sessionCookie,
  signInAsHost,
  verificationLink,
  type HostWithListing,
} from '../support/hosts';
import { focusedName, openChooserByKeyboard, pressUntilValue, tabTo } from '../support/keyboard';
import { site } from '../support/site';
import { count, visible } from '../support/waitFor';

/**
 * A host lists their own property on the composed production build: sign-up from Become a Host, the
 * emailed verification link, the listing journey by keyboard alone with three phone photos, publish;
 * a guest finds it; another host cannot reach it; a page of another origin cannot act for the host;
 * sign-out revokes the session. The journey is a test of its own; each of the others starts from a
 * host with a published listing made through the API (`newHostWithListing`) and signs in itself.
 */
const SHOTS = '/tmp/shots-hosting';
const stamp = Date.now().toString(36);
const host = {
  name: 'Wanjiku Muthoni',
  email: `wanjiku.${stamp}@example.co.ke`,
  phone: '0722 123 456',
  password: 'Savannah-sunrise-2026',
};
const listing = {
  title: `Kilimani garden flat ${stamp}`,
  area: 'Kilimani',
  description: 'A bright two-bedroom flat with a garden, ten minutes from Yaya Centre.',
};

let session: BrowserSession;
/** A host with a published listing of three phone photos (two stored sideways), made through the API. */
let owner: HostWithListing;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  session = await launchBrowser();
  owner = await newHostWithListing('Amani');
}, 300_000);

/** A browser signed in as the owner, and the session cookie it holds. */
async function ownerBrowser() {
  const { page, context } = await session.newPage({ reducedMotion: 'reduce' });
  await signInAsHost(page, owner);
  return { page, context, cookie: await sessionCookie(context) };
}
afterAll(async () => {
  await session?.close();
});

async function noSeriousViolations(page: Page, where: string, { settle = true } = {}) {
  if (settle) await page.waitForLoadState('networkidle');
  expect({ where, violations: await seriousViolations(page) }).toEqual({ where, violations: [] });
}

/**
 * Sign up through the form, as a new host does: the page asks them to check their email, and the
 * link in it, opened in the same browser, verifies the address and signs them in.
 */
async function signUp(page: Page, who: typeof host, { screenshot = false } = {}) {
  const ui = site(page).hosting;
  await visible(ui.signUp.heading());
  await ui.signUp.field('Full name').fill(who.name);
  await ui.signUp.field('Email address').fill(who.email);
  await ui.signUp.field('Phone number').fill(who.phone);
  await ui.signUp.field('Password').fill(who.password);
  await ui.signUp.submit().click();
  await visible(ui.signUp.checkEmail());
  if (screenshot) {
    await noSeriousViolations(page, 'check your email');
    await screenshots(page, SHOTS, 'signup-check-email');
  }
  const link = await verificationLink(who.email);
  expect(link.startsWith(`${topology().shell}/hosting/verify-email?token=`)).toBe(true);
  await page.goto(link);
  await visible(ui.verified());
}

describe('hosts list their own properties', () => {
  it('a new host signs up from Become a Host, verifies the email and publishes a listing by keyboard alone', async () => {
    const { page, context } = await session.newPage({ reducedMotion: 'reduce' });
    const ui = site(page);

    await ui.goto('/become-host');
    await ui.hosting.startHosting().click();
    await page.waitForURL(/\/hosting\/signup$/);
    await visible(ui.hosting.signUp.heading());
    await noSeriousViolations(page, 'signup');
    await screenshots(page, SHOTS, 'signup');
    await signUp(page, host, { screenshot: true });
    await ui.goto('/hosting');
    await visible(ui.hosting.dashboard(host.name.split(' ')[0] as string));
    await noSeriousViolations(page, 'dashboard');
    await screenshots(page, SHOTS, 'dashboard');

    // The journey: Tab, arrows, Space and Enter, text typed; the photos through the chooser Enter opens.
    await ui.goto('/hosting/listings/new');
    const next = async (title: string) => {
      await tabTo(page, /^Next$/);
      await page.keyboard.press('Enter');
      await visible(ui.hosting.step(title)).catch(async (error: unknown) => {
        await page.screenshot({ path: `${SHOTS}/failed-before-${title.replace(/\W+/g, '-')}.png`, fullPage: true });
        throw error;
      });
      await noSeriousViolations(page, title, { settle: false });
    };
    await visible(ui.hosting.step('What kind of place is it?'));
    await noSeriousViolations(page, 'type');
    await tabTo(page, /^Furnished Apartment$/);
    await page.keyboard.press('Space');
    expect(await page.getByRole('radio', { name: 'Furnished Apartment' }).isChecked()).toBe(true);
    await next('Where is it?');
    const listingId = /\/hosting\/listings\/([^/?]+)\?step=location/.exec(page.url())?.[1] ?? '';
    expect(listingId).not.toBe('');

    await tabTo(page, /^County/);
    await pressUntilValue(page, 'ArrowDown', 'Nairobi');
    await tabTo(page, /^City or town/);
    await page.keyboard.type('Nairobi');
    await tabTo(page, /^Area/);
    await page.keyboard.type(listing.area);
    await tabTo(page, /^Street address/);
    await page.keyboard.type('Argwings Kodhek Road, Garden Court 4');
    await tabTo(page, /^Latitude/);
    await page.keyboard.type('-1.2921');
    await tabTo(page, /^Longitude/);
    await page.keyboard.type('36.7853');
    await tabTo(page, /^TRA registration number/);
    await page.keyboard.type('TRA/STR/2024/0412');
    await next('How many guests can stay?');

    for (const [label, value] of [
      ['Guests', '4'],
      ['Bedrooms', '2'],
      ['Bathrooms', '1'],
    ] as const) {
      await tabTo(page, new RegExp(`^${label}$`));
      await pressUntilValue(page, 'ArrowUp', value);
    }
    await next('What does it offer?');

    for (const amenity of ['Wi-Fi', 'Kitchen', 'Hot water']) {
      await tabTo(page, new RegExp(`^${amenity}$`));
      await page.keyboard.press('Space');
    }
    await next('Add photos');

    const photos = await phonePhotoFiles();
    const chooser = await openChooserByKeyboard(page, /^Choose photos$/);
    await chooser.setFiles(photos.paths);
    await count(ui.hosting.photos(), 3, 30_000);
    await noSeriousViolations(page, 'photos added');
    await screenshots(page, SHOTS, 'journey-photos');
    await next('Title and description');

    await tabTo(page, /^Title/);
    await page.keyboard.type(listing.title);
    await tabTo(page, /^Description/);
    await page.keyboard.type(listing.description);
    await next('Set your nightly price');

    await tabTo(page, /^Nightly price/);
    await page.keyboard.type('6500');
    // The rules keep their defaults here (e2e/src/specs/listing-rules.test.ts sets them).
    await next('Check-in, house rules and minimum stay');
    await next('Review and publish');

    await tabTo(page, /^Publish$/);
    await page.keyboard.press('Enter');
    // The first publication waits for the operations team's review.
    await visible(ui.hosting.inReview());
    expect(await focusedName(page)).toBe('Your listing is in review');

    await ui.goto('/hosting/profile');
    await visible(ui.hosting.profile()).catch(async (error: unknown) => {
      await page.screenshot({ path: `${SHOTS}/failed-profile.png`, fullPage: true });
      throw error;
    });
    await noSeriousViolations(page, 'profile');
    // The listing is the host's: their session reads it.
    const own = await hostApi(await sessionCookie(context), 'GET', `/api/hosts/listings/${listingId}`);
    expect({ status: own.status, title: own.data?.title }).toEqual({ status: 200, title: listing.title });
    await context.close();
  }, 300_000);

  it('a guest finds the listing and its photos are upright WebP files with no EXIF or GPS', async () => {
    const { page, context } = await session.newPage({ reducedMotion: 'reduce' });
    const ui = site(page);

    // A signed-out visitor's sign-in page, checked here in a context that never signed in.
    await ui.goto('/hosting/login');
    await visible(ui.heading('Sign in to host'));
    await noSeriousViolations(page, 'login');

    await ui.goto('/properties');
    await visible(ui.listing.heading());
    await ui.listing.search().fill(owner.listingTitle);
    const card = page.getByRole('article').filter({ hasText: owner.listingTitle });
    await visible(card);
    await card.getByRole('link').first().click();
    await visible(ui.heading(owner.listingTitle));
    expect(page.url()).toContain(owner.listingId);
    await visible(ui.detail.host());
    expect(await ui.detail.host().textContent()).toContain(`Hosted by ${owner.name}`);

    // Every photo file the page offers, at every width.
    const sources = await page.evaluate(() =>
      [...document.querySelectorAll('main img, main source')].flatMap((element) => [
        ...(element.getAttribute('srcset') ?? '').split(',').map((entry) => entry.trim().split(/\s+/)[0] ?? ''),
        element.getAttribute('src') ?? '',
      ]),
    );
    const urls = [...new Set(sources.filter((url) => /\/photos\/[^/]+\/\d+\.webp$/.test(url)))].map(
      (url) => new URL(url, page.url()).href,
    );
    const byPhoto = new Map<string, Array<{ url: string; width: number }>>();
    for (const url of urls) {
      const [, id, width] = /\/photos\/([^/]+)\/(\d+)\.webp$/.exec(url) as RegExpExecArray;
      byPhoto.set(id as string, [...(byPhoto.get(id as string) ?? []), { url, width: Number(width) }]);
    }
    expect(byPhoto.size).toBe(3);
    const shapes = { portrait: 0, landscape: 0 };
    for (const files of byPhoto.values()) {
      expect(files.length).toBeGreaterThan(1);
      for (const { url, width } of files) {
        const response = await fetch(url);
        expect({ url, status: response.status, type: response.headers.get('content-type') }).toEqual({
          url,
          status: 200,
          type: 'image/webp',
        });
        const bytes = Buffer.from(await response.arrayBuffer());
        expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
        expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
        expect(bytes.includes('Exif')).toBe(false);
        const meta = await sharp(bytes).metadata();
        expect({ url, format: meta.format, exif: meta.exif, xmp: meta.xmp, width: meta.width }).toEqual({
          url,
          format: 'webp',
          exif: undefined,
          xmp: undefined,
          width,
        });
      }
      const largest = files.reduce((a, b) => (b.width > a.width ? b : a));
      const meta = await sharp(Buffer.from(await (await fetch(largest.url)).arrayBuffer())).metadata();
      shapes[(meta.width as number) < (meta.height as number) ? 'portrait' : 'landscape'] += 1;
    }
    // The two photos stored sideways are served upright (portrait); the landscape one stays landscape.
    expect(shapes).toEqual({ portrait: 2, landscape: 1 });
    await screenshots(page, SHOTS, 'detail');
    await context.close();
  });

  it("another host sees Not found for the first host's listing, and the API answers 404", async () => {
    const { page, context } = await session.newPage({ reducedMotion: 'reduce' });
    const ui = site(page);
    await ui.goto('/hosting/signup');
    await signUp(page, { ...host, name: 'Otieno Ouma', email: `otieno.${stamp}@example.co.ke` });
    await ui.goto(`/hosting/listings/${owner.listingId}`);
    await visible(ui.hosting.listingNotFound());

    const other = await sessionCookie(context);
    expect((await hostApi(other, 'GET', `/api/hosts/listings/${owner.listingId}`)).status).toBe(404);
    expect(
      (await hostApi(other, 'PATCH', `/api/hosts/listings/${owner.listingId}`, { title: 'Taken over' })).status,
    ).toBe(404);
    // The owner still reads it, unchanged.
    const own = await hostApi(owner.cookie, 'GET', `/api/hosts/listings/${owner.listingId}`);
    expect({ status: own.status, title: own.data?.title }).toEqual({ status: 200, title: owner.listingTitle });
    await context.close();
  });

  it('a page of another origin cannot sign the host out or change anything', async () => {
    const { page, context, cookie: hostCookie } = await ownerBrowser();
    const { api } = topology();
    const before = await hostApi(hostCookie, 'GET', '/api/hosts/profile');
    const listingsBefore = await hostApi(hostCookie, 'GET', '/api/hosts/listings');
    expect(before.status).toBe(200);

    const attacker = await attackerOrigin({
      '/': `<!doctype html><title>Win a safari</title>
        <script>
          window.attempts = Promise.allSettled([
            fetch('${api}/api/hosts/profile', {
              method: 'PATCH', credentials: 'include',
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify({ name: 'Hijacked' }),
            }),
            fetch('${api}/api/hosts/create-listing-from-journey', {
              method: 'POST', mode: 'no-cors', credentials: 'include',
              headers: { 'Content-Type': 'text/plain' }, body: '{"title":"Planted"}',
            }),
            fetch('${api}/api/hosts/logout', { method: 'POST', mode: 'no-cors', credentials: 'include' }),
          ]).then((results) => results.map((r) => r.status));
        </script>`,
      '/form': `<!doctype html><title>Win a safari</title>
        <form id="f" method="post" enctype="text/plain" action="${api}/api/hosts/logout">
          <input type="hidden" name='{"a":"' value='"}'>
        </form>
        <script>document.getElementById('f').submit()</script>`,
    });
    try {
      const attack = await context.newPage();
      await attack.goto(attacker.origin);
      // The PATCH needs a preflight the API refuses; the two simple requests go, and are refused.
      expect(await attack.evaluate(() => (window as unknown as { attempts: Promise<string[]> }).attempts)).toEqual([
        'rejected',
        'fulfilled',
        'fulfilled',
      ]);
      // The auto-submitted form (a body the API parses): the browser sends the cookie, the same site's,
      // and the API refuses the foreign Origin.
      const [answer] = await Promise.all([
        attack.waitForResponse((response) => response.url() === `${api}/api/hosts/logout`),
        attack.goto(`${attacker.origin}/form`),
      ]);
      expect(answer.status()).toBe(403);
      expect((await answer.request().allHeaders()).cookie ?? '').toContain('makao_session=');
      await attack.close();
    } finally {
      await new Promise((resolve) => attacker.server.close(resolve));
    }

    const session = await hostApi(hostCookie, 'GET', '/api/hosts/session');
    expect({ status: session.status, email: (session.data?.host as { email?: string } | undefined)?.email }).toEqual({
      status: 200,
      email: owner.email,
    });
    const after = await hostApi(hostCookie, 'GET', '/api/hosts/profile');
    expect(after.data).toEqual(before.data);
    expect((await hostApi(hostCookie, 'GET', '/api/hosts/listings')).data).toEqual(listingsBefore.data);
    // Still signed in in the browser too.
    await site(page).goto('/hosting');
    await visible(site(page).hosting.dashboard(owner.name.split(' ')[0] as string)).catch(async (error: unknown) => {
      await page.screenshot({ path: `${SHOTS}/failed-dashboard-after-attack.png`, fullPage: true });
      throw error;
    });
    await context.close();
  });

  it('Sign out in the top bar revokes the session: the old cookie is refused', async () => {
    const { page, context, cookie: hostCookie } = await ownerBrowser();
    const ui = site(page);
    expect((await hostApi(hostCookie, 'GET', '/api/hosts/session')).data?.host).toBeTruthy();
    // On a guest's page too, once it has settled, the bar shows the host's links (this browser signed in).
    await ui.goto('/blog');
    await visible(ui.topBar().getByRole('link', { name: /^Hosting: signed in as / }));
    await visible(ui.hosting.signOut());
    const [logout] = await Promise.all([
      page.waitForResponse((response) => response.url() === `${topology().api}/api/hosts/logout`),
      ui.hosting.signOut().click(),
    ]);
    expect({ status: logout.status(), csrf: (await logout.request().allHeaders())['x-csrf-token'] ?? '' }).toEqual({
      status: 204,
      csrf: expect.stringMatching(/.+/) as unknown as string,
    });
    await page.waitForURL((url) => url.pathname === '/');
    await visible(ui.topBar().getByRole('link', { name: 'List Your Property' }));
    // The session answer names nobody (`{ data: null }`); a host-only read is 401.
    expect(await hostApi(hostCookie, 'GET', '/api/hosts/session')).toEqual({ status: 200, data: null });
    expect((await hostApi(hostCookie, 'GET', '/api/hosts/profile')).status).toBe(401);

    // Signed out, this browser is a guest's again: a page view asks nobody who is signed in, even once
    // it has settled (the top bar's links wait 1.5 s after load and an idle moment).
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/hosts/session') asked.push(request.url());
    });
    await page.reload({ waitUntil: 'load' });
    await visible(ui.topBar().getByRole('link', { name: 'List Your Property' }));
    await page.waitForTimeout(6_000);
    expect(asked).toEqual([]);
    await context.close();
  });
});
