import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { stayTooShortMessage } from 'contracts';
import { nairobiDate } from '../support/api';
import { seriousViolations } from '../support/axe';
import { launchBrowser, type BrowserSession } from '../support/browser';
import { topology } from '../support/env';
import { newHostWithListing, screenshots, signInAsHost, type HostWithListing } from '../support/hosts';
import { site } from '../support/site';
import { visible } from '../support/waitFor';

/**
 * A listing's rules on the production build, at a phone's 390 px: the host sets the check-in and
 * check-out times, a minimum stay and house rules in the journey; a guest reads them on the listing
 * page, with the cancellation deadline worked out for the searched stay; the detail form refuses a
 * stay under the minimum, in the API's words, and sends nothing.
 */
const SHOTS = '/tmp/shots-rules';
const PHONE = { width: 390, height: 844 };

let session: BrowserSession;
let owner: HostWithListing;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  session = await launchBrowser();
  owner = await newHostWithListing('Rehema');
}, 300_000);
afterAll(async () => {
  await session?.close();
});

async function noSeriousViolations(page: Page, where: string) {
  await page.waitForLoadState('networkidle');
  expect({ where, violations: await seriousViolations(page) }).toEqual({ where, violations: [] });
}

describe('a listing answers questions before booking', () => {
  it('the host sets the rules in the journey, at 390 px', async () => {
    const { page, context } = await session.newPage({ ...PHONE, reducedMotion: 'reduce' });
    await signInAsHost(page, owner);
    await page.goto(`${topology().shell}/hosting/listings/${owner.listingId}?step=rules`);
    await visible(page.getByRole('heading', { name: 'Check-in, house rules and minimum stay', level: 2 }));
    await page.getByLabel('Check-in from').fill('15:00');
    await page.getByLabel('Check-out by').fill('09:30');
    const minNights = page.getByLabel('Minimum stay (nights)');
    await minNights.fill('45');
    await page.getByRole('button', { name: 'Next' }).click();
    await visible(page.getByText('Minimum stay must be a whole number of nights from 1 to 30'));
    await minNights.fill('3');
    await page.getByRole('checkbox', { name: 'Pets allowed' }).check();
    await page.getByLabel('Your own rules (optional)').fill('Quiet hours from 22:00. Visitors sign in at the gate.');
    await noSeriousViolations(page, 'rules step');
    await screenshots(page, SHOTS, 'journey-rules');
    await page.getByRole('button', { name: 'Next' }).click();
    await visible(page.getByRole('heading', { name: 'Review and publish', level: 2 }));
    await visible(page.getByText('After 15:00 · before 09:30'));
    await visible(page.getByText('3 nights', { exact: true }));
    await context.close();
  }, 180_000);

  it('a guest reads them on the listing page, and the form refuses a stay under the minimum', async () => {
    const { page, context } = await session.newPage({ ...PHONE, reducedMotion: 'reduce' });
    const checkIn = nairobiDate(40);
    const checkOut = nairobiDate(42);
    const bookingCalls: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/bookings')
        bookingCalls.push(request.url());
    });
    await page.goto(`${topology().shell}/property/${owner.listingId}?checkIn=${checkIn}&checkOut=${checkOut}&guests=2`);
    const rules = page.getByRole('region', { name: 'Things to know' });
    await visible(rules);
    await visible(rules.getByText('Check-in after 15:00 · Check-out before 09:30'));
    await visible(rules.getByText('Minimum stay: 3 nights'));
    await visible(rules.getByRole('list', { name: 'House rules' }).getByText('Pets allowed'));
    await visible(rules.getByText('Quiet hours from 22:00. Visitors sign in at the gate.'));
    await visible(rules.getByRole('heading', { name: 'Cancellation: standard terms' }));
    // 48 hours before check-in at 15:00, Nairobi time.
    await visible(
      rules.getByText(
        /^Free cancellation until .* 15:00 EAT\. After that the deposit agreed with the host is forfeited\.$/,
      ),
    );
    await noSeriousViolations(page, 'listing page');
    await screenshots(page, SHOTS, 'detail-rules');

    await site(page).detail.turnToBooking();
    const form = page.getByRole('form', { name: `Book Your Stay at ${owner.listingTitle}` });
    await visible(form);
    // The searched stay is in the form: two nights, one short of the minimum.
    expect(await form.getByLabel('Check-out date').inputValue()).toBe(checkOut);
    await form.getByLabel('Full name').fill('Achieng Otieno');
    await form.getByLabel('Email address').fill('achieng.rules@example.com');
    await form.getByLabel('Phone number').fill('0733 123 456');
    await form.getByRole('button', { name: 'Request Booking' }).click();
    const checkOutField = form.getByLabel('Check-out date');
    await visible(form.getByText(stayTooShortMessage(3)));
    expect(await checkOutField.getAttribute('aria-invalid')).toBe('true');
    expect(bookingCalls).toEqual([]);
    await noSeriousViolations(page, 'minimum stay refused');
    await screenshots(page, SHOTS, 'detail-form-too-short');
    await context.close();
  }, 180_000);
});
