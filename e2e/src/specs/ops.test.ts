import type { Page } from 'playwright-core';
import { nairobiDate } from '../support/api';
import { seriousViolations } from '../support/axe';
import { launchBrowser, type BrowserSession } from '../support/browser';
import { hostApi, newHostWithListing, phonePhotoFiles, screenshots, signInAsHost } from '../support/hosts';
import { opsCommand, totpCode } from '../support/operators';
import { ownSiteOnPostgres } from '../support/ownTopology';
import { visible } from '../support/waitFor';

/**
 * The operations console on the composed production build: an operator made by the command line
 * (`npm run ops -- add-operator`, on the site's PostgreSQL) opens the printed link, pairs an
 * authenticator (the test computes its codes from the key the page shows), sets a password, lands on
 * the console with the audit log; signs out and back in with the password and the next code. A guest
 * reports a listing from its page; an operator sees the report and suspends the listing.
 */
const SHOTS = '/tmp/shots-ops';
const PASSWORD = 'Baobab-shade-at-noon';
const site = ownSiteOnPostgres('makao_e2e_ops');
let session: BrowserSession;

beforeAll(async () => {
  session = await launchBrowser();
});
afterAll(async () => session?.close());

/** `npm run ops -- …` as the team runs it, on the site's database; its printed output. */
const ops = (...args: string[]) => opsCommand({ DATABASE_URL: site.database.url, SITE_URL: site.own.shell }, ...args);

async function noSeriousViolations(page: Page, where: string) {
  await page.waitForLoadState('networkidle');
  expect({ where, violations: await seriousViolations(page) }).toEqual({ where, violations: [] });
}

describe('the operations console', () => {
  it('an operator sets up from the command line’s link, signs in with both factors and reads the audit log', async () => {
    const { own } = site;
    const printed = ops('add-operator', 'Achieng.Ops@Makao.co.ke', '--name', 'Achieng Odhiambo');
    const link = /https?:\/\/\S+\/ops\/setup\?token=[A-Za-z0-9_-]+/.exec(printed)?.[0];
    expect(link).toBeDefined();

    const { page, context } = await session.newPage();
    await page.goto(link as string, { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('form', { name: 'Set up your account' });
    await visible(form);
    await visible(form.getByRole('img', { name: 'QR code for achieng.ops@makao.co.ke in an authenticator app' }));
    const secret = ((await form.locator('code').textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await noSeriousViolations(page, 'the set-up page');
    await screenshots(page, SHOTS, 'setup');

    await form.getByLabel('New password', { exact: true }).fill(PASSWORD);
    await form.getByLabel('Code from your authenticator app', { exact: true }).fill(totpCode(secret));
    await form.getByRole('button', { name: 'Finish set-up' }).click();
    await visible(page.getByRole('heading', { name: 'Operations', level: 1 }));
    const log = page.getByRole('region', { name: 'Audit log' });
    await visible(log.getByText('operator.setup'));
    await visible(log.getByRole('row').filter({ hasText: 'operator.add' }).getByText('command line'));
    await noSeriousViolations(page, 'the console');
    await screenshots(page, SHOTS, 'console');

    // The link is used up.
    await page.goto(link as string, { waitUntil: 'domcontentloaded' });
    await visible(page.getByRole('alert').getByText('This set-up link is not valid any more. Ask for a new one.'));

    // Sign out, then back in: the password, then the app's next code (each code is good once).
    await page.goto(`${own.shell}/ops`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Sign out' }).click();
    const signIn = page.getByRole('form', { name: 'Sign in to operations' });
    await visible(signIn);
    await signIn.getByLabel('Email address', { exact: true }).fill('achieng.ops@makao.co.ke');
    await signIn.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await signIn.getByRole('button', { name: 'Continue' }).click();
    const codeForm = page.getByRole('form', { name: 'Authenticator code' });
    await visible(codeForm);
    // Before the code the console's routes answer 403, and to a stranger 404.
    expect((await page.request.get(`${own.api}/api/ops/audit`)).status()).toBe(403);
    expect((await fetch(`${own.api}/api/ops/audit`)).status).toBe(404);
    await screenshots(page, SHOTS, 'code-step');
    await codeForm.getByLabel('Code from your authenticator app', { exact: true }).fill(totpCode(secret, 1));
    await codeForm.getByRole('button', { name: 'Sign in' }).click();
    await visible(page.getByRole('region', { name: 'Audit log' }).getByText('operator.sign-in'));

    // A host publishes a new listing: it waits in the queue, "In review" on their dashboard, not for guests.
    const host = await newHostWithListing('Zuri', {}, own, { approved: false });
    const hostDesk = await session.newPage({ width: 390, height: 844 });
    await signInAsHost(hostDesk.page, host, own);
    const row = hostDesk.page.getByRole('listitem').filter({ hasText: host.listingTitle });
    await visible(row.getByText('In review', { exact: true }));
    await hostDesk.page.screenshot({ path: `${SHOTS}/host-in-review-390.png`, fullPage: true });
    expect((await fetch(`${own.api}/api/properties/${host.listingId}`)).status).toBe(404);

    // The host shows who they are: an ID card photo and a selfie, from the dashboard's banner.
    await hostDesk.page.goto(`${own.shell}/hosting`, { waitUntil: 'domcontentloaded' });
    await hostDesk.page
      .getByRole('region', { name: 'Verify your identity' })
      .getByRole('link', { name: 'Verify now' })
      .click();
    const identityForm = hostDesk.page.getByRole('form', { name: 'Verify your identity' });
    await visible(identityForm);
    const { paths: photoPaths } = await phonePhotoFiles();
    await identityForm.getByRole('radio', { name: 'National ID card' }).check();
    await identityForm.getByLabel(/Photo of your document/).setInputFiles(photoPaths[1] as string);
    await identityForm.getByLabel(/A photo of you/).setInputFiles(photoPaths[0] as string);
    // Each chosen photo shows as a preview before anything is sent (a blob: picture the page allows).
    for (const preview of await identityForm.locator('img').all()) {
      await hostDesk.page.waitForFunction(
        (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
        await preview.elementHandle(),
      );
    }
    await noSeriousViolations(hostDesk.page, 'the identity page');
    await hostDesk.page.screenshot({ path: `${SHOTS}/host-identity-form-390.png`, fullPage: true });
    await identityForm.getByRole('button', { name: 'Send for checking' }).click();
    await visible(hostDesk.page.getByRole('status', { name: 'Your photos are with our team' }));
    await hostDesk.page.screenshot({ path: `${SHOTS}/host-identity-sent-390.png`, fullPage: true });

    await page.reload({ waitUntil: 'domcontentloaded' });
    const checks = page.getByRole('region', { name: /^Identity checks/ });
    const check = checks.getByRole('article', { name: host.name });
    await visible(check);
    // Both photos load for the operator (decrypted for them); the same address is 404 to anyone else.
    const documentPhoto = check.getByRole('img', { name: `National ID card of ${host.name}` });
    await visible(documentPhoto);
    await page.waitForFunction(
      (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
      await documentPhoto.elementHandle(),
    );
    const photoUrl = (await documentPhoto.getAttribute('src')) as string;
    expect((await fetch(photoUrl)).status).toBe(404);
    expect((await hostDesk.page.request.get(photoUrl)).status()).toBe(404);
    await noSeriousViolations(page, 'the identity queue');
    await screenshots(page, SHOTS, 'identity-queue');
    await check.getByRole('button', { name: `Verify ${host.name}` }).click();
    await visible(checks.getByText(`${host.name} is verified; they have been emailed.`));

    const queue = page.getByRole('region', { name: /^Listings to review/ });
    const item = queue.getByRole('article', { name: host.listingTitle });
    await visible(item);
    await visible(item.getByRole('link', { name: host.email }));
    await noSeriousViolations(page, 'the review queue');
    await screenshots(page, SHOTS, 'review-queue');
    await item.getByRole('button', { name: `Approve ${host.listingTitle}` }).click();
    await visible(queue.getByText(`"${host.listingTitle}" is live; the host has been emailed.`));
    await visible(page.getByRole('region', { name: 'Audit log' }).getByText('listing.approve'));

    // Live: guests find it, and the host's dashboard says so.
    expect((await fetch(`${own.api}/api/properties/${host.listingId}`)).status).toBe(200);
    await hostDesk.page.goto(`${own.shell}/hosting/listings`, { waitUntil: 'domcontentloaded' });
    await visible(row.getByText('Published', { exact: true }));

    // The host moves the live listing's pin to another area: it waits for the team, guests still see the old one.
    const moved = await hostApi(
      host.cookie,
      'PATCH',
      `/api/hosts/listings/${host.listingId}`,
      { area: 'Kileleshwa' },
      own,
    );
    expect(moved.data).toMatchObject({ area: 'Kileleshwa', changesInReview: true });
    await hostDesk.page.reload({ waitUntil: 'domcontentloaded' });
    await visible(row.getByText(/^Changes in review:/));
    await hostDesk.page.screenshot({ path: `${SHOTS}/host-changes-in-review-390.png`, fullPage: true });
    const guestArea = async () =>
      (
        (await (await fetch(`${own.api}/api/properties/${host.listingId}`)).json()) as {
          data: { location: { area: string } };
        }
      ).data.location.area;
    expect(await guestArea()).toBe('Lavington');
    await page.reload({ waitUntil: 'domcontentloaded' });
    const changes = queue.getByRole('article', { name: host.listingTitle });
    await visible(changes.getByText(/^Changes to a live listing:/));
    await screenshots(page, SHOTS, 'changes-queue');
    await changes.getByRole('button', { name: `Approve the changes to ${host.listingTitle}` }).click();
    await visible(queue.getByText(`The changes to "${host.listingTitle}" are live; the host has been emailed.`));
    expect(await guestArea()).toBe('Kileleshwa');
    await hostDesk.context.close();

    // Approved by an operator, its host verified: "Verified" on its page and its card, with the month.
    const guest = await session.newPage({ width: 390, height: 844 });
    await guest.page.goto(`${own.shell}/properties/${host.listingId}`, { waitUntil: 'domcontentloaded' });
    await visible(guest.page.getByRole('heading', { level: 1, name: host.listingTitle }));
    await visible(guest.page.getByText(/^✓ Verified in [A-Z][a-z]+ \d{4}/));
    await guest.page.screenshot({ path: `${SHOTS}/verified-detail-390.png` });
    await guest.page.goto(`${own.shell}/properties?q=${encodeURIComponent(host.listingTitle)}`, {
      waitUntil: 'domcontentloaded',
    });
    await visible(guest.page.getByRole('link', { name: new RegExp(`^${host.listingTitle}, verified, `) }));
    await guest.page.screenshot({ path: `${SHOTS}/verified-card-390.png`, fullPage: true });
    await guest.context.close();
    await context.close();

    // The command line disables the operator: the console is gone for them at once.
    ops('disable-operator', 'achieng.ops@makao.co.ke');
    expect(ops('list-operators')).toContain('achieng.ops@makao.co.ke\tAchieng Odhiambo\tdisabled');
  }, 240_000);

  it('a guest reports a listing from its page; an operator suspends it; guests no longer find it', async () => {
    const { own } = site;
    const host = await newHostWithListing('Baraka', {}, own);

    // The guest, on a phone, reports the listing from its page: no account needed.
    const guest = await session.newPage({ width: 390, height: 844 });
    await guest.page.goto(`${own.shell}/property/${host.listingId}`, { waitUntil: 'domcontentloaded' });
    await visible(guest.page.getByRole('heading', { name: host.listingTitle, level: 1 }));
    await guest.page.getByRole('button', { name: 'Report this listing' }).click();
    const dialog = guest.page.getByRole('dialog', { name: 'Report this listing' });
    await visible(dialog);
    await dialog.getByRole('radio', { name: 'It looks like a scam' }).check();
    await dialog.getByLabel('What is wrong? (optional)').fill('The host asked me to pay a deposit by M-Pesa first.');
    await dialog.getByLabel('Your email (optional)').fill('wanjiru.guest@example.co.ke');
    await noSeriousViolations(guest.page, 'the report dialog');
    await guest.page.screenshot({ path: `${SHOTS}/report-dialog-390.png` });
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await visible(dialog.getByRole('status').getByText(/Thank you. Our team will look at this listing./));
    await guest.page.screenshot({ path: `${SHOTS}/report-sent-390.png` });

    // The same guest had asked to book it (the emailed code not entered yet).
    const asked = await fetch(`${own.api}/api/bookings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Wanjiru Kamau',
        email: 'wanjiru.guest@example.co.ke',
        phone: '0712 345 678',
        guests: 2,
        message: '',
        checkIn: nairobiDate(30),
        checkOut: nairobiDate(33),
        propertyId: host.listingId,
        paymentType: 'reserve',
      }),
    });
    expect(asked.status).toBe(201);
    const reference = ((await asked.json()) as { data: { bookingReference: string } }).data.bookingReference;

    // An operator sees the report, with the listing and its host, and suspends the listing.
    const printed = ops('add-operator', 'Jabali.Ops@Makao.co.ke', '--name', 'Jabali Mwangi');
    const link = /https?:\/\/\S+\/ops\/setup\?token=[A-Za-z0-9_-]+/.exec(printed)?.[0] as string;
    const { page, context } = await session.newPage({ width: 1280, height: 900 });
    await page.goto(link, { waitUntil: 'domcontentloaded' });
    const setup = page.getByRole('form', { name: 'Set up your account' });
    const secret = ((await setup.locator('code').textContent()) ?? '').replace(/\s/g, '');
    await setup.getByLabel('New password', { exact: true }).fill(PASSWORD);
    await setup.getByLabel('Code from your authenticator app', { exact: true }).fill(totpCode(secret));
    await setup.getByRole('button', { name: 'Finish set-up' }).click();
    const reports = page.getByRole('region', { name: /^Reports/ });
    const report = reports.getByRole('article', { name: host.listingTitle });
    await visible(report.getByText('It looks like a scam'));
    await visible(report.getByText('The host asked me to pay a deposit by M-Pesa first.'));
    await visible(report.getByRole('link', { name: host.email }));
    await noSeriousViolations(page, 'the reports section');
    await reports.scrollIntoViewIfNeeded();
    await reports.screenshot({ path: `${SHOTS}/reports-1280.png` });

    // The listing's bookings, from booking's remote inside the console: the guest's request, not yet confirmed.
    await report.getByText('Bookings', { exact: true }).click();
    const bookingsTable = report.getByRole('table');
    await visible(bookingsTable.getByRole('rowheader', { name: reference }));
    await visible(bookingsTable.getByRole('cell', { name: 'Wanjiru', exact: true }));

    await report.getByRole('button', { name: `Suspend the listing ${host.listingTitle}` }).click();
    const confirm = page.getByRole('dialog', { name: `Suspend “${host.listingTitle}”?` });
    await confirm.getByLabel('Reason (the host reads it)').fill('Deposits asked for outside Makao.');
    await page.screenshot({ path: `${SHOTS}/suspend-dialog-1280.png` });
    await confirm.getByRole('button', { name: 'Suspend listing' }).click();
    await visible(reports.getByText(`“${host.listingTitle}” is suspended.`));
    await visible(page.getByRole('region', { name: 'Audit log' }).getByText('listing.suspend'));
    await context.close();

    // Guests no longer find it, and its page says it is not available.
    const found = (await (
      await fetch(`${own.api}/api/properties?q=${encodeURIComponent(host.listingTitle)}`)
    ).json()) as {
      data: Array<{ id: string }>;
    };
    expect(found.data.map((property) => property.id)).not.toContain(host.listingId);
    await guest.page.goto(`${own.shell}/properties`, { waitUntil: 'domcontentloaded' });
    // A phone's search box is in the search's sheet, behind its one line.
    await guest.page.getByRole('button', { name: /^Change your search: / }).click();
    await guest.page.getByRole('searchbox', { name: 'Search properties' }).fill(host.listingTitle);
    await visible(guest.page.getByText(`No properties found matching "${host.listingTitle}"`));
    await guest.page.goto(`${own.shell}/property/${host.listingId}`, { waitUntil: 'domcontentloaded' });
    await visible(guest.page.getByRole('heading', { name: 'This stay is not available', level: 1 }));
    await visible(guest.page.getByRole('link', { name: 'Search other stays' }));
    await guest.page.screenshot({ path: `${SHOTS}/suspended-page-390.png` });
    await guest.context.close();
  }, 240_000);
});
