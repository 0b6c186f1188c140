import type pg from 'pg';
import type { Page } from 'playwright-core';
import { nairobiDate } from '../support/api';
import { seriousViolations } from '../support/axe';
import { launchBrowser, type BrowserSession } from '../support/browser';
import { newGuest, stayRequest } from '../support/guest';
import {
  decodeQuotedPrintable,
  hostApi,
  newHostWithListing,
  screenshots,
  signInAsHost,
  type HostWithListing,
} from '../support/hosts';
import { confirmationCode, waitForMailIn } from '../support/outbox';
import { ownSiteOnPostgres, type OwnTopology } from '../support/ownTopology';
import { count, visible } from '../support/waitFor';

/**
 * Reviews of a real stay, both sides, on the composed production build: the stay completes (time
 * passes in the database: its dates move into the past, and the booking job completes it), the
 * guest reviews from the emailed link on a phone, the host from the dashboard's prompt; neither
 * review is public until both are in, then the property's header and reviews change; the host replies.
 */
const SHOTS = '/tmp/shots-reviews';
const site = ownSiteOnPostgres('makao_e2e_reviews', { apiEnv: { BOOKING_JOBS_INTERVAL_MS: '300' } });
let own: OwnTopology;
let db: pg.Client;
let session: BrowserSession;
let host: HostWithListing;

beforeAll(async () => {
  ({ own } = site);
  db = site.database.client;
  session = await launchBrowser();
  host = await newHostWithListing('Wambui', {}, own);
}, 300_000);
afterAll(async () => session?.close());

/** The property's page as anyone sees it now, in a fresh browser: its header and its reviews. */
async function propertyPage(width = 1280): Promise<{ page: Page; close: () => Promise<void> }> {
  const { page, context } = await session.newPage({ width, height: width === 390 ? 844 : 900 });
  await page.goto(`${own.shell}/property/${host.listingId}`, { waitUntil: 'domcontentloaded' });
  await visible(page.getByRole('heading', { name: host.listingTitle, level: 1 }));
  // The reviews load when the guest turns to them.
  await page.getByRole('heading', { name: 'Guest reviews' }).evaluate((heading) => heading.scrollIntoView());
  return { page, close: () => context.close() };
}

const reviews = (page: Page) => page.getByRole('region', { name: 'Guest reviews' });

describe('reviews of a completed stay', () => {
  it('guest on a phone and host in the dashboard review; both publish together; the host replies', async () => {
    // A stay the host has accepted.
    const guest = newGuest('Kerubo Nyamweya');
    const created = await fetch(`${own.api}/api/bookings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(stayRequest(host.listingId, nairobiDate(20), nairobiDate(23), guest)),
    });
    expect(created.status).toBe(201);
    const booking = ((await created.json()) as { data: { id: string; bookingReference: string } }).data;
    const confirmed = await fetch(`${own.api}/api/bookings/${booking.bookingReference}/confirm`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ code: await confirmationCode(booking.bookingReference, own.outboxDir) }),
    });
    expect(confirmed.status).toBe(200);
    expect(
      (await hostApi(host.cookie, 'POST', `/api/hosts/bookings/${booking.id}/accept`, undefined, own)).status,
    ).toBe(200);

    // Before the stay is over, nothing invites a review.
    const before = await propertyPage();
    await visible(before.page.getByText('(New listing)'));
    await visible(reviews(before.page).getByText(/^No reviews yet/));
    await before.close();

    // Time passes: the stay's three nights move into the past, and the booking job completes it.
    await db.query('UPDATE bookings SET check_in = $2, check_out = $3 WHERE id = $1', [
      booking.id,
      nairobiDate(-4),
      nairobiDate(-1),
    ]);
    const invite = decodeQuotedPrintable(
      await waitForMailIn(own.outboxDir, [`To: ${guest.email}`, 'Review your stay', booking.bookingReference], 20_000),
    );
    const link = /https?:\/\/[^\s"'<>]+\/booking-confirmation\?[^\s"'<>]+#review/.exec(invite)?.[0];
    expect(link).toBeDefined();
    await waitForMailIn(own.outboxDir, [`To: ${host.email}`, 'Review your guest', booking.bookingReference]);

    // The guest, on a phone, from the emailed link.
    const phone = await session.newPage({ width: 390, height: 844 });
    await phone.page.goto((link as string).replace(/&amp;/g, '&'), { waitUntil: 'domcontentloaded' });
    const section = phone.page.getByRole('region', { name: 'Review your stay' });
    const form = section.getByRole('form', { name: 'Your review of the stay' });
    await visible(form);
    await visible(phone.page.getByText('Status: Completed', { exact: false }));
    await form.getByRole('button', { name: 'Submit review' }).click();
    await visible(form.getByText('Choose from 1 to 5 stars').first());
    expect(await seriousViolations(phone.page)).toEqual([]);
    await screenshots(phone.page, SHOTS, 'guest-review-form-errors');
    await form
      .getByRole('group', { name: 'How was your stay overall?' })
      .getByRole('radio', { name: '5 stars', exact: true })
      .check();
    for (const category of ['Cleanliness', 'Accuracy', 'Check-in', 'Communication', 'Location', 'Value']) {
      await form
        .getByRole('group', { name: category })
        .getByRole('radio', { name: category === 'Location' ? '4 stars' : '5 stars', exact: true })
        .check();
    }
    await form
      .getByLabel('Your review')
      .fill('Spotless rooms, a gate guard who knew our names, and the backup power never failed once.');
    await phone.page.screenshot({ path: `${SHOTS}/guest-review-form-filled-390.png`, fullPage: true });
    await form.getByRole('button', { name: 'Submit review' }).click();
    await visible(section.getByText(/Thank you, your review is in/));
    await visible(section.getByRole('article', { name: 'Your review' }));

    // Double-blind: nothing is public yet.
    const waiting = await propertyPage(390);
    await visible(reviews(waiting.page).getByText(/^No reviews yet/));
    await visible(waiting.page.getByText('(New listing)'));
    await waiting.close();

    // The host, signed in on a desktop: the dashboard prompts, and the stay's card opens the form.
    const desk = await session.newPage();
    await signInAsHost(desk.page, host, own);
    const inbox = desk.page.getByRole('region', { name: 'Bookings' });
    await visible(inbox.getByText('1 guest to review.'));
    await screenshots(desk.page, SHOTS, 'host-review-prompt');
    await inbox.getByRole('button', { name: 'Review now' }).click();
    const card = inbox.getByRole('article', { name: guest.name });
    await visible(card.getByText(/^Review Kerubo Nyamweya by /));
    await card.getByRole('button', { name: /^Review guest/ }).click();
    const dialog = desk.page.getByRole('dialog', { name: `Reviews: ${guest.name}` });
    const hostForm = dialog.getByRole('form', { name: 'Your review of Kerubo' });
    await visible(hostForm);
    await hostForm
      .getByRole('group', { name: 'How was Kerubo as a guest?' })
      .getByRole('radio', { name: '5 stars', exact: true })
      .check();
    await hostForm.getByLabel('Your review of Kerubo').fill('Left the cottage as she found it. Welcome back any time.');
    await hostForm
      .getByRole('group', { name: 'Would you host Kerubo again?' })
      .getByRole('radio', { name: 'Yes' })
      .check();
    expect(await seriousViolations(desk.page)).toEqual([]);
    await screenshots(desk.page, SHOTS, 'host-review-form');
    await hostForm.getByRole('button', { name: 'Submit review' }).click();
    // The second review publishes both: the dialog shows the guest's now.
    const theirs = dialog.getByRole('article', { name: "Kerubo's review of your stay" });
    await visible(theirs.getByText(/backup power never failed/));

    // Public now: the header's rating and count, and the review with the guest's first name only.
    const published = await propertyPage();
    await visible(published.page.getByText('(1 review)'));
    const shown = reviews(published.page).getByRole('article', { name: 'Review by Kerubo' });
    await visible(shown.getByText(/backup power never failed/));
    await expect(reviews(published.page).getByText('Nyamweya').count()).resolves.toBe(0);
    await expect(
      reviews(published.page)
        .getByText(/Welcome back any time/)
        .count(),
    ).resolves.toBe(0);
    await published.close();

    // The guest sees the host's review of them.
    await phone.page.reload({ waitUntil: 'domcontentloaded' });
    await visible(
      phone.page.getByRole('article', { name: "Wambui Kariuki's review of you" }).getByText(/Welcome back any time/),
    );
    await phone.context.close();

    // The host replies once, publicly.
    await theirs.getByLabel('Your public reply').fill('Asante sana, Kerubo! The generator is ready for next time.');
    await theirs.getByRole('button', { name: 'Publish reply' }).click();
    // One reply: once the server has it, the box is gone and the reply shows under the review.
    await count(theirs.getByLabel('Your public reply'), 0);
    await visible(theirs.getByText('Asante sana, Kerubo! The generator is ready for next time.'));
    await desk.context.close();

    const replied = await propertyPage(390);
    await visible(reviews(replied.page).getByText('Asante sana, Kerubo! The generator is ready for next time.'));
    await reviews(replied.page).scrollIntoViewIfNeeded();
    await replied.page.screenshot({ path: `${SHOTS}/property-reviews-390.png`, fullPage: true });
    await replied.page.setViewportSize({ width: 1280, height: 900 });
    await replied.page.screenshot({ path: `${SHOTS}/property-reviews-1280.png`, fullPage: true });
    await replied.close();
  }, 240_000);
});
