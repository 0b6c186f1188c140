import type { Page } from 'playwright-core';
import { nairobiDate } from '../support/api';
import { launchBrowser, type BrowserSession } from '../support/browser';
import { topology } from '../support/env';
import { stayRequest, newGuest } from '../support/guest';
import { hostApi, newHostWithListing, signInAsHost, type HostWithListing } from '../support/hosts';
import { confirmationCode } from '../support/outbox';
import { site } from '../support/site';
import { visible } from '../support/waitFor';

/**
 * Hostile text is inert in the browser: script and HTML that hosts and guests type (a listing's
 * title, description and amenities, a host's name and bio, a guest's name and special requests) is
 * shown as the text it is on every screen that shows it, and runs nothing. Each payload, if it ran,
 * would set `window.__xss` or open a dialog; if it were parsed as HTML, it would leave an element
 * with an event handler or a `<script>` of its own in the page.
 */
const payloads = {
  title: `<img src=x onerror="window.__xss='title'">Villa`,
  description: `A calm stay.<script>window.__xss='description'</script> Close to town.`,
  amenity: `<svg onload="window.__xss='amenity'">Wi-Fi`,
  hostName: `<b onmouseover="window.__xss='name'">Zawadi</b> Kiprono`,
  bio: `"><iframe srcdoc="<script>parent.__xss='bio'</script>"></iframe>`,
  guestName: `<img src=x onerror="window.__xss='guest'"> Achieng`,
  message: `</blockquote><script>window.__xss='message'</script>javascript:alert(1)`,
};

let session: BrowserSession;
let host: HostWithListing;
let booking: { id: string; bookingReference: string; manageToken: string };

beforeAll(async () => {
  session = await launchBrowser();
  host = await newHostWithListing('Zawadi', {
    title: payloads.title,
    description: payloads.description,
    amenities: [payloads.amenity, 'Parking'],
  });
  const profile = await hostApi(host.cookie, 'PATCH', '/api/hosts/profile', {
    name: payloads.hostName,
    bio: payloads.bio,
  });
  expect(profile.status).toBe(200);
  const { api } = topology();
  const created = await fetch(`${api}/api/bookings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      ...stayRequest(host.listingId, nairobiDate(150), nairobiDate(152), { ...newGuest(), name: payloads.guestName }),
      message: payloads.message,
    }),
  });
  expect(created.status).toBe(201);
  booking = ((await created.json()) as { data: typeof booking }).data;
  const confirm = await fetch(`${api}/api/bookings/${booking.bookingReference}/confirm`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ code: await confirmationCode(booking.bookingReference) }),
  });
  expect(confirm.status).toBe(200);
}, 300_000);

afterAll(async () => {
  await session?.close();
});

/** A page that records every dialog it is asked to open. */
async function watchedPage(width = 1280) {
  const { page, context } = await session.newPage({ width });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { page, context, dialogs };
}

/** Nothing ran and nothing was injected: no flag, no dialog, no element a payload would have made. */
async function expectInert(page: Page, dialogs: string[], where: string) {
  const found = await page.evaluate(() => ({
    flag: (window as unknown as { __xss?: string }).__xss ?? null,
    handlers: [...document.querySelectorAll('[onerror],[onload],[onmouseover]')].map((el) => el.outerHTML),
    frames: [...document.querySelectorAll('iframe[srcdoc]')].length,
    // JSON-LD is data, not code: a script of its own, of any other type, would be injected.
    scripts: [...document.querySelectorAll('script:not([type="application/ld+json"])')].filter((s) =>
      s.textContent?.includes('__xss'),
    ).length,
    links: [...document.querySelectorAll('a[href^="javascript:"]')].length,
  }));
  expect({ where, ...found, dialogs }).toEqual({
    where,
    flag: null,
    handlers: [],
    frames: 0,
    scripts: 0,
    links: 0,
    dialogs: [],
  });
}

describe('hostile text a host or a guest typed', () => {
  it('is shown as text on the cards and the property page, and runs nothing', async () => {
    const { page, context, dialogs } = await watchedPage(390);
    const ui = site(page);
    // The newest listing: first among the recently added.
    await ui.goto('/properties');
    await visible(page.getByRole('heading', { name: payloads.title }).first());
    await expectInert(page, dialogs, 'listing cards');

    await ui.goto(`/property/${host.listingId}`);
    await visible(page.getByRole('heading', { name: payloads.title, level: 1 }));
    await visible(page.getByText(payloads.amenity));
    await visible(page.getByText(payloads.hostName).first());
    await page.getByText(payloads.description).first().scrollIntoViewIfNeeded();
    await visible(page.getByText(payloads.description).first());
    await page.mouse.move(10, 10);
    await expectInert(page, dialogs, 'property page');
    // Its structured data carries the text as data.
    const jsonLd = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) => nodes.map((node) => JSON.parse(node.textContent ?? '{}') as { name?: string }));
    expect(jsonLd.map((data) => data.name)).toContain(payloads.title);
    await context.close();

    // The link preview a chat app reads (no script runs there): the text escaped, never markup.
    const preview = await (await fetch(`${topology().shell}/property/${host.listingId}`)).text();
    for (const raw of ['<img src=x', '<script>window.__xss', '<svg onload']) expect(preview).not.toContain(raw);
  });

  it("is shown as text in the host's dashboard and inbox, and runs nothing", async () => {
    const { page, context, dialogs } = await watchedPage();
    await signInAsHost(page, { ...host, name: payloads.hostName });
    const bookings = page.getByRole('region', { name: 'Bookings' });
    await visible(bookings);
    await visible(bookings.getByRole('heading', { name: payloads.guestName }));
    await visible(bookings.getByText(payloads.message));
    await visible(page.getByText(payloads.title).first());
    await bookings.getByRole('heading', { name: payloads.guestName }).hover();
    await expectInert(page, dialogs, 'dashboard and inbox');

    await site(page).goto('/hosting/profile');
    await visible(page.getByRole('heading', { name: 'Your host profile', level: 1 }));
    expect(await page.getByLabel('Name guests see', { exact: true }).inputValue()).toBe(payloads.hostName);
    const preview = page.getByRole('region', { name: 'Meet your host' });
    await visible(preview.getByText(payloads.hostName));
    await visible(preview.getByText(payloads.bio));
    await expectInert(page, dialogs, 'profile');
    await context.close();
  });

  it("is shown as text on the guest's My Booking, and runs nothing", async () => {
    const { page, context, dialogs } = await watchedPage(390);
    await site(page).goto(
      `/booking-confirmation?ref=${booking.bookingReference}&token=${encodeURIComponent(booking.manageToken)}`,
    );
    await visible(page.getByText(/^Status:/));
    await visible(page.getByRole('heading', { name: payloads.title }));
    await visible(page.getByText(payloads.guestName));
    await expectInert(page, dialogs, 'My Booking');
    await context.close();
  });
});
