import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { seriousViolations } from '../support/axe';
import { nairobiDate } from '../support/api';
import { launchBrowser, type BrowserSession } from '../support/browser';
import { fillStay, findMyBooking, heldRequest, newGuest } from '../support/guest';
import { hostApi, newHostWithListing, screenshots, type HostWithListing } from '../support/hosts';
import { confirmationCode } from '../support/outbox';
import { site } from '../support/site';
import { count, visible } from '../support/waitFor';

/**
 * The guest's booking screens say what the server holds, on a 390 px phone: the code is asked for on
 * the page the guest lands on; each headline follows the booking's status after a reload and after
 * Back (request → code → requested → the host accepts → confirmed with the address, directions, the
 * .ics and WhatsApp; a cancel, then Back); a declined request shows the host's reason and stays free
 * for the same dates. Axe on each state; screenshots at 390 and 1280 px in /tmp/shots-status.
 */
const SHOTS = '/tmp/shots-status';
const PHONE = { width: 390, height: 844 };
let session: BrowserSession;
let host: HostWithListing;

beforeAll(async () => {
  session = await launchBrowser();
  host = await newHostWithListing('Wairimu');
});
afterAll(async () => {
  await session?.close();
});

async function noSeriousViolations(page: Page, where: string) {
  await page.waitForLoadState('networkidle');
  expect({ where, violations: await seriousViolations(page) }).toEqual({ where, violations: [] });
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });
const status = (page: Page, words: string) => page.getByText(`Status: ${words}`, { exact: true });

/** The host's answer, through the inbox's API as the host's client sends it. */
async function hostAnswers(reference: string, answer: 'accept' | 'decline', reason?: string) {
  const inbox = await hostApi(host.cookie, 'GET', '/api/hosts/bookings?status=requested');
  const list = (inbox.data as unknown as Array<{ id: string; bookingReference: string }> | null) ?? [];
  const booking = list.find((b) => b.bookingReference === reference);
  expect(booking).toBeDefined();
  const answered = await hostApi(
    host.cookie,
    'POST',
    `/api/hosts/bookings/${booking?.id}/${answer}`,
    answer === 'decline' ? { reason } : undefined,
  );
  expect(answered.status).toBe(200);
}

describe('statuses that tell the truth (390 px)', () => {
  it('request → code → requested → confirmed, the same after a reload; after a cancel, Back says cancelled', async () => {
    const { page, context } = await session.newPage(PHONE);
    const ui = site(page);
    const guest = newGuest('Wanjiru Kamau');
    await ui.goto(`/property/${host.listingId}`);
    await ui.detail.turnToBooking();
    const form = page.getByRole('form', { name: `Book Your Stay at ${host.listingTitle}` });
    await visible(form);
    await fillStay(form, guest, nairobiDate(30), nairobiDate(33), '2');
    await form.getByRole('button', { name: 'Request Booking' }).click();

    // The page the guest lands on asks for the code first; nothing claims more than that.
    await visible(heading(page, 'Confirm your booking request'));
    await visible(status(page, 'Waiting for your confirmation code'));
    await count(heading(page, 'Booking Request Received!'), 0);
    const codeField = page.getByLabel(`Enter the 6-digit code we emailed to ${guest.email}`);
    await visible(codeField);
    await visible(page.getByRole('button', { name: 'Resend code' }));
    const reference = ((await page.locator('dt:has-text("Booking reference") + dd').textContent()) ?? '').trim();
    expect(reference).toMatch(/^MK-/);
    await noSeriousViolations(page, 'the code step');
    await screenshots(page, SHOTS, 'code-step');
    // A reload asks the server again: still waiting for the code.
    await page.reload();
    await visible(heading(page, 'Confirm your booking request'));

    await codeField.fill(await confirmationCode(reference));
    await page.getByRole('button', { name: 'Reserve & Pay on Arrival' }).click();
    await visible(heading(page, 'Booking Request Received!'));
    await visible(status(page, 'Requested: waiting for the host'));
    await count(heading(page, 'Your Room Has Been Reserved!'), 0);
    await count(page.getByRole('link', { name: 'WhatsApp the host' }), 0);
    await page.reload();
    await visible(heading(page, 'Booking Request Received!'));
    await visible(status(page, 'Requested: waiting for the host'));
    await noSeriousViolations(page, 'the request with the host');
    await screenshots(page, SHOTS, 'requested');

    await hostAnswers(reference, 'accept');
    await page.reload();
    await visible(heading(page, 'Your Room Has Been Reserved!'));
    await visible(status(page, 'Confirmed'));
    const where = page.getByRole('region', { name: 'Where you are staying' });
    await visible(where.getByText('James Gichuru Road, Lavington, Nairobi'));
    expect(await where.getByRole('link', { name: 'Get directions' }).getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=-1.2762%2C36.7735',
    );
    expect(await where.getByRole('link', { name: 'WhatsApp the host' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/254711222333\?text=/,
    );
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      where.getByRole('button', { name: 'Add to calendar' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`makao-${reference.toLowerCase()}.ics`);
    const ics = (await readFile((await download.path()) as string, 'utf8')).replace(/\r\n[ \t]/g, '');
    // The listing's check-in and check-out times (14:00 and 10:00 unless the host sets others) in
    // Nairobi, written in UTC.
    expect(ics).toContain(`DTSTART:${nairobiDate(30).replaceAll('-', '')}T110000Z`);
    expect(ics).toContain(`DTEND:${nairobiDate(33).replaceAll('-', '')}T070000Z`);
    expect(ics).toContain('LOCATION:James Gichuru Road\\, Lavington\\, Nairobi');
    await noSeriousViolations(page, 'the confirmed stay');
    await screenshots(page, SHOTS, 'confirmed');

    // My Booking: the same status, then a cancel.
    await page.getByRole('link', { name: 'View or cancel my booking' }).click();
    await visible(status(page, 'Confirmed'));
    await visible(page.getByRole('region', { name: 'Where you are staying' }));
    await screenshots(page, SHOTS, 'my-booking-confirmed');
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await dialog.getByRole('button', { name: 'Yes, cancel booking' }).click();
    await visible(status(page, 'Cancelled'));
    await count(page.getByRole('region', { name: 'Where you are staying' }), 0);
    await noSeriousViolations(page, 'My Booking, cancelled');

    // Back to the booking page: the server's word, not the first visit's.
    await page.goBack();
    await visible(heading(page, 'This booking is cancelled'));
    await visible(status(page, 'Cancelled'));
    await count(heading(page, 'Your Room Has Been Reserved!'), 0);
    await count(heading(page, 'Booking Request Received!'), 0);
    await count(page.getByText('phone number is yours', { exact: false }), 0);
    await page.reload();
    await visible(heading(page, 'This booking is cancelled'));
    await noSeriousViolations(page, 'the cancelled booking');
    await screenshots(page, SHOTS, 'cancelled');
    await context.close();
  }, 300_000);

  it("a declined request shows the host's reason and stays free for the same dates", async () => {
    const guest = newGuest('Otieno Odhiambo');
    const [checkIn, checkOut] = [nairobiDate(50), nairobiDate(52)];
    const reference = await heldRequest(host.listingId, checkIn, checkOut, guest);
    await hostAnswers(reference, 'decline', 'The water tank is being repaired that week');

    const { page, context } = await session.newPage(PHONE);
    await site(page).goto('/booking-confirmation');
    await findMyBooking(page, reference, guest.email);
    await visible(status(page, 'Declined by the host'));
    await visible(page.getByText('The water tank is being repaired that week'));
    await count(page.getByText('phone number is yours', { exact: false }), 0);
    const similar = page.getByRole('region', { name: 'Similar stays free for your dates' });
    const suggestion = similar.getByRole('link').first();
    await visible(suggestion);
    expect(await suggestion.getAttribute('href')).toMatch(
      new RegExp(`^/property/[^?]+\\?checkIn=${checkIn}&checkOut=${checkOut}&guests=2$`),
    );
    await count(similar.getByRole('link', { name: new RegExp(host.listingTitle) }), 0);
    await noSeriousViolations(page, 'My Booking, declined');
    await screenshots(page, SHOTS, 'my-booking-declined');

    // The booking page, opened from the same link, says the same.
    const { search } = new URL(page.url());
    await site(page).goto(`/booking-submitted${search}`);
    await visible(heading(page, 'Your host declined this request'));
    await visible(status(page, 'Declined by the host'));
    await visible(page.getByText('The water tank is being repaired that week'));
    await visible(page.getByRole('region', { name: 'Similar stays free for your dates' }).getByRole('link').first());
    await noSeriousViolations(page, 'the declined request');
    await screenshots(page, SHOTS, 'declined');

    // A suggestion opens its page with the guest's dates already in the form.
    await page.getByRole('region', { name: 'Similar stays free for your dates' }).getByRole('link').first().click();
    await site(page).detail.turnToBooking();
    await visible(page.getByRole('complementary', { name: 'Book this stay' }).getByLabel('Check-in date'));
    expect(
      await page.getByRole('complementary', { name: 'Book this stay' }).getByLabel('Check-in date').inputValue(),
    ).toBe(checkIn);
    await context.close();
  }, 300_000);
});
