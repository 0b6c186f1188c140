import { createServer, type Server } from 'node:http';
import type { BrowserContext, Page } from 'playwright-core';
import { seriousViolations } from '../support/axe';
import { bookDirectlyWithAnswer, bookedRanges, nairobiDate } from '../support/api';
import { launchBrowser, type BrowserSession } from '../support/browser';
import {
  expectReceivedAndReserve,
  fillStay,
  findMyBooking,
  heldRequest,
  newGuest,
  stayRequest,
} from '../support/guest';
import { hostApi, newHostWithListing, screenshots, signInAsHost, type HostWithListing } from '../support/hosts';
import { confirmationCode, waitForMail, waitForMailIn } from '../support/outbox';
import { focusedName, tabTo } from '../support/keyboard';
import { startOwnTopology, type OwnTopology } from '../support/ownTopology';
import { freePorts } from '../support/ports';
import { site } from '../support/site';
import { count, visible } from '../support/waitFor';

/**
 * One booking, both sides, on the composed production build with mail read from the outbox: the
 * guest requests and confirms with the emailed code, the host accepts or declines in the inbox, the
 * guest finds the booking from a fresh browser and cancels it, and the host is told; blocked and
 * imported nights cannot be booked; a request nobody answers expires.
 */
const SHOTS = '/tmp/shots-lifecycle';
let session: BrowserSession;
let host: HostWithListing;
let hostPage: { page: Page; context: BrowserContext };

beforeAll(async () => {
  session = await launchBrowser();
  host = await newHostWithListing('Njeri');
  hostPage = await session.newPage();
  await signInAsHost(hostPage.page, host);
});
afterAll(async () => {
  await session?.close();
});

const held = (ranges: Array<{ checkIn: string; checkOut: string }>, checkIn: string, checkOut: string) =>
  ranges.some((range) => range.checkIn < checkOut && checkIn < range.checkOut);
const isHeld = async (checkIn: string, checkOut: string) =>
  held(await bookedRanges(host.listingId, nairobiDate(0), nairobiDate(400)), checkIn, checkOut);

/** The host's dashboard, read again: the inbox shows what the server has now. */
async function inbox() {
  const { page } = hostPage;
  await site(page).goto('/hosting');
  const bookings = page.getByRole('region', { name: 'Bookings' });
  await visible(bookings);
  return bookings;
}

async function noSeriousViolations(page: Page, where: string) {
  await page.waitForLoadState('networkidle');
  expect({ where, violations: await seriousViolations(page) }).toEqual({ where, violations: [] });
}

describe('one booking, both sides', () => {
  it('guest requests and confirms, host accepts, guest finds it confirmed from a fresh browser and cancels, host is told', async () => {
    const guest = newGuest('Wanjiru Kamau');
    const [checkIn, checkOut] = [nairobiDate(40), nairobiDate(43)];
    const booking = await session.newPage();
    await site(booking.page).goto(`/property/${host.listingId}`);
    await site(booking.page).detail.turnToBooking();
    const form = booking.page.getByRole('form', { name: `Book Your Stay at ${host.listingTitle}` });
    await visible(form);
    await fillStay(form, guest, checkIn, checkOut, '2');
    await form.getByRole('button', { name: 'Request Booking' }).click();
    const reference = await expectReceivedAndReserve(booking.page, guest, 3, 3 * host.price, {
      atCodeStep: async (page) => {
        await noSeriousViolations(page, 'the code step');
        await screenshots(page, SHOTS, 'code-step');
      },
    });
    await booking.context.close();
    expect(await isHeld(checkIn, checkOut)).toBe(true);
    // The host is told, with a link into the inbox.
    await waitForMail(`To: ${host.email}`, 'New booking request', reference);

    const requests = await inbox();
    const request = requests.getByRole('article', { name: guest.name });
    await visible(request);
    await visible(request.getByText('Waiting for your answer'));
    await noSeriousViolations(hostPage.page, 'host dashboard with a request');
    await request.getByRole('button', { name: new RegExp(`^Accept request: ${guest.name},`) }).click();
    await visible(hostPage.page.getByText(`You accepted ${guest.name}'s request. The stay is under Upcoming.`));
    await waitForMail(`To: ${guest.email}`, 'Booking confirmed', reference);

    // A fresh browser: nothing in its storage; the guest finds the booking by reference and email.
    const { page, context } = await session.newPage();
    await site(page).goto('/booking-confirmation');
    await findMyBooking(page, reference, guest.email);
    await visible(page.getByText('Status: Confirmed', { exact: false }));
    await visible(page.getByRole('link', { name: host.phone }));
    await noSeriousViolations(page, 'My Booking, confirmed');
    await screenshots(page, SHOTS, 'my-booking-confirmed');

    // By keyboard alone: the dialog opens on the safe answer, and Esc closes it without cancelling.
    await tabTo(page, /^Cancel booking$/);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await visible(dialog);
    expect(await focusedName(page)).toBe('Keep my booking');
    await page.keyboard.press('Escape');
    await count(dialog, 0);
    expect(await focusedName(page)).toBe('Cancel booking');
    await page.keyboard.press('Enter');
    await visible(dialog);
    await tabTo(page, /^Yes, cancel booking$/, 5);
    await page.keyboard.press('Enter');
    await visible(page.getByText('Status: Cancelled', { exact: false }));
    await visible(page.getByText('The nights are free again and your host has been told.'));
    await context.close();

    await waitForMail(`To: ${host.email}`, 'Guest cancelled', reference);
    expect(await isHeld(checkIn, checkOut)).toBe(false);
    // The host's inbox files it under Past, cancelled.
    const bookings = await inbox();
    await bookings.getByRole('tab', { name: 'Past' }).click();
    await visible(bookings.getByRole('article', { name: guest.name }).getByText('Status: Cancelled', { exact: true }));
  }, 300_000);

  it('a declined request frees its nights and the guest is told why', async () => {
    const guest = newGuest('Otieno Odhiambo');
    const [checkIn, checkOut] = [nairobiDate(50), nairobiDate(52)];
    const reference = await heldRequest(host.listingId, checkIn, checkOut, guest);
    expect(await isHeld(checkIn, checkOut)).toBe(true);

    const requests = await inbox();
    const request = requests.getByRole('article', { name: guest.name });
    await visible(request);
    // By keyboard alone, as the host may answer.
    await tabTo(hostPage.page, new RegExp(`^Decline request: ${guest.name},`));
    await hostPage.page.keyboard.press('Enter');
    const dialog = hostPage.page.getByRole('dialog', { name: `Decline ${guest.name}'s request?` });
    await visible(dialog);
    await noSeriousViolations(hostPage.page, 'decline dialog');
    if ((await focusedName(hostPage.page)) !== 'Reason for the guest (optional)') {
      await tabTo(hostPage.page, /^Reason for the guest \(optional\)$/, 5);
    }
    await hostPage.page.keyboard.type('The roof is being repaired that week');
    await tabTo(hostPage.page, /^Decline request$/, 5);
    await hostPage.page.keyboard.press('Enter');
    await visible(hostPage.page.getByText(`You declined ${guest.name}'s request. We are telling them by email.`));

    await waitForMail(`To: ${guest.email}`, 'Request declined', 'The roof is being repaired that week', reference);
    expect(await isHeld(checkIn, checkOut)).toBe(false);
  });

  it('a night the host blocked cannot be booked, and is bookable again once unblocked', async () => {
    const [checkIn, checkOut] = [nairobiDate(60), nairobiDate(63)];
    const blocked = await hostApi(host.cookie, 'POST', `/api/hosts/listings/${host.listingId}/blocks`, {
      checkIn: nairobiDate(61),
      checkOut: nairobiDate(62),
    });
    expect(blocked.status).toBe(201);
    expect(await isHeld(checkIn, checkOut)).toBe(true);

    const guest = newGuest('Kiprop Ruto');
    const { page, context } = await session.newPage();
    await site(page).goto(`/property/${host.listingId}`);
    await site(page).detail.turnToBooking();
    const form = page.getByRole('form', { name: `Book Your Stay at ${host.listingTitle}` });
    await visible(form);
    await fillStay(form, guest, checkIn, checkOut, '2');
    await form.getByRole('button', { name: 'Request Booking' }).click();
    // The form knows the listing's held nights: the blocked one is refused before anything is sent.
    await visible(page.getByText('Your dates overlap a stay that is already booked', { exact: false }));
    expect(new URL(page.url()).pathname).toBe(`/property/${host.listingId}`);
    // And the API refuses it too, whoever asks.
    const direct = await bookDirectlyWithAnswer(stayRequest(host.listingId, checkIn, checkOut, guest));
    expect(direct.status).toBe(409);
    await context.close();

    const removed = await hostApi(
      host.cookie,
      'DELETE',
      `/api/hosts/listings/${host.listingId}/blocks/${String(blocked.data?.id)}`,
    );
    expect(removed.status).toBeLessThan(300);
    expect(await isHeld(checkIn, checkOut)).toBe(false);
  });

  it('an imported iCal feed blocks the nights booked on another platform', async () => {
    const [checkIn, checkOut] = [nairobiDate(70), nairobiDate(73)];
    const compact = (date: string) => date.replaceAll('-', '');
    const feed = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Other Platform//EN',
      'BEGIN:VEVENT',
      `UID:elsewhere-${Date.now()}@other.example`,
      `DTSTAMP:${compact(nairobiDate(0))}T000000Z`,
      `DTSTART;VALUE=DATE:${compact(checkIn)}`,
      `DTEND;VALUE=DATE:${compact(checkOut)}`,
      'SUMMARY:Reserved',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    const [port] = await freePorts(1);
    const server: Server = createServer((_req, res) =>
      res.writeHead(200, { 'Content-Type': 'text/calendar' }).end(feed),
    );
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    try {
      const imported = await hostApi(host.cookie, 'PUT', `/api/hosts/listings/${host.listingId}/ical-import`, {
        url: `http://127.0.0.1:${port}/other-platform.ics`,
      });
      expect(imported).toMatchObject({ status: 200, data: { imported: 1, lastError: null } });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(await isHeld(checkIn, checkOut)).toBe(true);
    const guest = newGuest('Chebet Kiprono');
    const attempt = await bookDirectlyWithAnswer(stayRequest(host.listingId, checkIn, checkOut, guest));
    expect(attempt.status).toBe(409);
    // Removing the import frees them.
    const cleared = await hostApi(host.cookie, 'PUT', `/api/hosts/listings/${host.listingId}/ical-import`, {
      url: null,
    });
    expect(cleared.status).toBe(200);
    expect(await isHeld(checkIn, checkOut)).toBe(false);
  });
});

describe('a request the host does not answer', () => {
  // Its own API (and shell and CDN, serving the same releases) with HOST_RESPONSE_HOURS at 18 seconds.
  let own: OwnTopology;
  let origins: { shell: string; api: string };
  let outboxDir: string;
  beforeAll(async () => {
    own = await startOwnTopology({ apiEnv: { HOST_RESPONSE_HOURS: '0.005', BOOKING_JOBS_INTERVAL_MS: '500' } });
    origins = { shell: own.shell, api: own.api };
    outboxDir = own.outboxDir;
  }, 300_000);
  afterAll(async () => {
    await own?.stop();
  });

  it('expires: the guest is told, My Booking says Expired, and the nights are free again', async () => {
    const property = (
      (await (await fetch(`${origins.api}/api/properties?limit=5`)).json()) as {
        data: Array<{ id: string }>;
      }
    ).data[0] as { id: string };
    const guest = newGuest('Akinyi Adhiambo');
    const [checkIn, checkOut] = [nairobiDate(30), nairobiDate(32)];
    const created = await fetch(`${origins.api}/api/bookings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(stayRequest(property.id, checkIn, checkOut, guest)),
    });
    expect(created.status).toBe(201);
    const { bookingReference: reference } = ((await created.json()) as { data: { bookingReference: string } }).data;
    const confirmed = await fetch(`${origins.api}/api/bookings/${reference}/confirm`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ code: await confirmationCode(reference, outboxDir) }),
    });
    expect(confirmed.status).toBe(200);
    const booked = async () =>
      (
        (await (await fetch(`${origins.api}/api/properties/${property.id}/availability`)).json()) as {
          data: { booked: Array<{ checkIn: string; checkOut: string }> };
        }
      ).data.booked;
    expect(held(await booked(), checkIn, checkOut)).toBe(true);

    // Nobody answers: after 18 seconds the job expires it and mails the guest.
    await waitForMailIn(outboxDir, [`To: ${guest.email}`, 'Request expired', reference], 45_000);
    expect(held(await booked(), checkIn, checkOut)).toBe(false);

    const { page, context } = await session.newPage();
    await page.goto(`${origins.shell}/booking-confirmation`, { waitUntil: 'domcontentloaded' });
    await findMyBooking(page, reference, guest.email);
    await visible(page.getByText('Status: Expired', { exact: false }));
    await expect(page.getByRole('button', { name: 'Cancel booking' }).count()).resolves.toBe(0);
    await context.close();
  }, 180_000);
});
