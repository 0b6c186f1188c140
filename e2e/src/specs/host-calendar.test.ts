import type { Locator, Page } from 'playwright-core';
import { calendarMessages } from 'contracts/calendar';
import { formatStayDate } from 'contracts';
import { seriousViolations } from '../support/axe';
import { bookDirectlyWithAnswer, bookedRanges, nairobiDate } from '../support/api';
import { launchBrowser, type BrowserSession } from '../support/browser';
import { fillStay, newGuest } from '../support/guest';
import { newHostWithListing, screenshots, signInAsHost, type HostWithListing } from '../support/hosts';
import { focusedName, tabTo } from '../support/keyboard';
import { site } from '../support/site';
import { count, visible } from '../support/waitFor';

/**
 * The host's calendar on the dashboard (booking's `booking/HostCalendar` inside content's host area),
 * on the composed production build: the host blocks nights with the pointer and the keyboard, a guest
 * can then neither find nor request them, the host unblocks them, and the page passes axe.
 */
const SHOTS = '/tmp/shots-host-calendar';
let session: BrowserSession;
let host: HostWithListing;
let page: Page;

beforeAll(async () => {
  session = await launchBrowser();
  host = await newHostWithListing('Wambui');
  ({ page } = await session.newPage());
  await signInAsHost(page, host);
});
afterAll(async () => {
  await session?.close();
});

/** The grid's button for a night, by its accessible name (the date as people read it, then its state). */
const night = (calendar: Locator, date: string) =>
  calendar.getByRole('button', { name: new RegExp(`^(Today, )?${formatStayDate(date, 'long')}`) });

const isHeld = async (checkIn: string, checkOut: string) =>
  (await bookedRanges(host.listingId, nairobiDate(0), nairobiDate(400))).some(
    (range) => range.checkIn < checkOut && checkIn < range.checkOut,
  );

async function calendarOnDashboard() {
  await site(page).goto('/hosting');
  const calendar = page.getByRole('region', { name: 'Calendar' });
  await visible(calendar.getByRole('button', { name: 'Copy' }));
  return calendar;
}

describe('the host calendar', () => {
  // Nights 20 to 22 from today: always within the two months shown.
  const [first, last, checkOut] = [nairobiDate(20), nairobiDate(22), nairobiDate(23)];

  it('blocks nights picked with the pointer and the keyboard, and guests cannot book them', async () => {
    const calendar = await calendarOnDashboard();
    // One listing: no picker.
    expect(await calendar.getByRole('combobox', { name: 'Listing' }).count()).toBe(0);
    // The first night with the pointer, the last with the grid's own arrow keys.
    await night(calendar, first).click();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await focusedName(page)).toBe(formatStayDate(last, 'long'));
    await page.keyboard.press('Enter');
    await visible(calendar.getByText(/^Selected: .* · 3 nights$/));
    await tabTo(page, /^Block nights$/);
    await page.keyboard.press('Enter');
    await visible(calendar.getByRole('status').filter({ hasText: /^Blocked .* · 3 nights\.$/ }));
    await visible(calendar.getByRole('button', { name: `${formatStayDate(nairobiDate(21), 'long')}, blocked by you` }));

    // The API's availability holds them for every guest...
    expect(await isHeld(first, checkOut)).toBe(true);
    // ...the detail page's form refuses them before sending...
    const guest = newGuest('Chebet Koech');
    const visit = await session.newPage();
    await site(visit.page).goto(`/property/${host.listingId}`);
    await site(visit.page).detail.turnToBooking();
    const form = visit.page.getByRole('form', { name: `Book Your Stay at ${host.listingTitle}` });
    await visible(form);
    await fillStay(form, guest, nairobiDate(21), nairobiDate(22), '2');
    await form.getByRole('button', { name: 'Request Booking' }).click();
    await visible(visit.page.getByText('Your dates overlap a stay that is already booked', { exact: false }));
    expect(new URL(visit.page.url()).pathname).toBe(`/property/${host.listingId}`);
    await visit.context.close();
    // ...and the API refuses a request sent anyway.
    const direct = await bookDirectlyWithAnswer({
      ...guest,
      guests: 2,
      message: '',
      checkIn: nairobiDate(21),
      checkOut: nairobiDate(22),
      propertyId: host.listingId,
      paymentType: 'reserve',
    });
    expect(direct.status).toBe(409);
  });

  it('passes axe with blocked nights on show, at a phone’s and a laptop’s width', async () => {
    await calendarOnDashboard();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, SHOTS, 'dashboard-calendar');
    await page.setViewportSize({ width: 390, height: 844 });
    const calendar = page.getByRole('region', { name: 'Calendar' });
    // A phone shows one month.
    await visible(calendar.getByRole('grid').first());
    // The month count follows the window's width once the page has seen the resize.
    await count(calendar.getByRole('grid'), 1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await count(calendar.getByRole('grid'), 2);
  });

  it('unblocks the nights, and guests can book them again', async () => {
    const calendar = await calendarOnDashboard();
    await night(calendar, nairobiDate(21)).click();
    await visible(calendar.getByText(/^Blocked by you: .* · 3 nights$/));
    await calendar.getByRole('button', { name: 'Unblock' }).click();
    await visible(calendar.getByRole('status').filter({ hasText: /^Unblocked .* · 3 nights\.$/ }));
    await visible(calendar.getByRole('button', { name: formatStayDate(nairobiDate(21), 'long'), exact: true }));
    expect(await isHeld(first, checkOut)).toBe(false);
  });

  it('shows the listing’s own calendar link, and why another calendar’s link was refused', async () => {
    const calendar = await calendarOnDashboard();
    const link = calendar.getByRole('textbox', { name: 'This listing’s calendar link' });
    expect(await link.inputValue()).toMatch(new RegExp(`/api/calendar/${host.listingId}/[\\w-]+\\.ics$`));
    const form = calendar.getByRole('form', { name: 'Import another calendar' });
    await form.getByLabel('Calendar link (iCal)').fill('ftp://example.com/cal.ics');
    await form.getByRole('button', { name: 'Save' }).click();
    await visible(form.getByRole('alert').filter({ hasText: calendarMessages.importUrlInvalid }));
  });
});
