import { completeListing } from '../../../api/test/host-fixtures';
import { nairobiDate } from '../support/api';
import { launchBrowser, type BrowserSession } from '../support/browser';
import { topology } from '../support/env';
import { stayRequest } from '../support/guest';
import { hostApi, newHostWithListing, type HostWithListing } from '../support/hosts';
import { confirmationCode } from '../support/outbox';
import { visible } from '../support/waitFor';

/**
 * A host's address stays private until they confirm: every public answer and page of a listing (the
 * API, the page a guest opens, its link preview and JSON-LD, the listing, the sitemap) carries the
 * neighbourhood, the city and a pin rounded to about 500 m, never the street or the exact pin; the
 * guest whose booking the host confirmed reads both on My Booking.
 */
let session: BrowserSession;
let host: HostWithListing;
/** What must not leak: the street (each part of it) and the exact pin as text. */
const street = completeListing.address;
const secrets = [street, String(completeListing.lat), String(completeListing.lng)];
const leaked = (text: string) => secrets.filter((secret) => text.includes(secret));

beforeAll(async () => {
  session = await launchBrowser();
  host = await newHostWithListing('Wairimu');
}, 300_000);

afterAll(async () => {
  await session?.close();
});

describe("a listing's street address and exact pin", () => {
  it('appear on no public page or answer: the property page, its preview, the listing and the sitemap', async () => {
    const { shell, api } = topology();
    const answers = await Promise.all(
      [
        `${api}/api/properties/${host.listingId}`,
        `${api}/api/properties?limit=500`,
        `${shell}/property/${host.listingId}`,
        `${shell}/sitemap.xml`,
      ].map(async (url) => ({ url, text: await (await fetch(url, { signal: AbortSignal.timeout(15_000) })).text() })),
    );
    for (const { url, text } of answers) expect({ url, leaked: leaked(text) }).toEqual({ url, leaked: [] });
    // The preview names the neighbourhood as the page does.
    expect(answers[2]?.text).toContain(host.listingTitle);

    // The page a guest opens, as the browser renders it: text, JSON-LD, the map frame's address.
    for (const width of [390, 1280]) {
      const { page, context } = await session.newPage({ width });
      await page.goto(`${shell}/property/${host.listingId}`);
      await visible(page.getByRole('heading', { name: host.listingTitle, level: 1 }));
      await visible(page.getByRole('heading', { name: "Where you'll be" }));
      await page.getByRole('heading', { name: "Where you'll be" }).scrollIntoViewIfNeeded();
      await visible(page.getByText('Exact location provided after booking confirmation'));
      expect(await page.getByText(`${completeListing.area}, ${completeListing.city}`).count()).toBeGreaterThan(0);
      expect(leaked(await page.content())).toEqual([]);
      const frames = await page.locator('iframe').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('src') ?? ''));
      expect(frames.filter((src) => src.includes('marker'))).toEqual([]);
      await context.close();
    }
  });

  it('reach the guest on My Booking once the host has confirmed their booking', async () => {
    const { api, shell } = topology();
    const created = await fetch(`${api}/api/bookings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(stayRequest(host.listingId, nairobiDate(120), nairobiDate(122))),
    });
    expect(created.status).toBe(201);
    const booking = ((await created.json()) as { data: { id: string; bookingReference: string; manageToken: string } })
      .data;
    const confirm = await fetch(`${api}/api/bookings/${booking.bookingReference}/confirm`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ code: await confirmationCode(booking.bookingReference) }),
    });
    expect(confirm.status).toBe(200);
    const myBooking = `${shell}/booking-confirmation?ref=${booking.bookingReference}&token=${booking.manageToken}`;

    const { page, context } = await session.newPage({ width: 390 });
    await page.goto(myBooking);
    await visible(page.getByText(/^Status:/));
    expect(leaked(await page.content())).toEqual([]);

    expect((await hostApi(host.cookie, 'POST', `/api/hosts/bookings/${booking.id}/accept`)).status).toBe(200);
    await page.reload();
    await visible(page.getByText('Status: Confirmed'));
    await visible(page.getByText(new RegExp(`^${street}, ${completeListing.area}, ${completeListing.city}`)));
    // Directions to the exact pin, which only a confirmed guest's page carries.
    expect(await page.getByRole('link', { name: 'Get directions' }).getAttribute('href')).toBe(
      `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${completeListing.lat},${completeListing.lng}`)}`,
    );
    await context.close();
  });
});
