import { useEffect, useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { moderationMessages, type OpsListingSummary, type OpsReport } from 'contracts/moderation';
import type { OpsListingBookingsProps } from 'contracts';
import {
  opsMessages,
  type OpsAuditEntry,
  type OpsFailedMail,
  type OpsIdentityCheck,
  type OpsListingReview,
  type OpsSession,
} from 'contracts/ops';
import { createFetchDouble, type FetchDouble, jsonResponse, renderWithSite, textResponse } from 'test-utils';
import OpsConsole from './OpsConsole';

const session = (secondFactor: boolean): OpsSession => ({
  email: 'amina@makao.co.ke',
  name: 'Amina Wafula',
  secondFactor,
  csrfToken: 'csrf-ops',
  expiresAt: '2026-11-28T17:00:00.000Z',
});

const entry: OpsAuditEntry = {
  id: '3',
  actor: 'amina@makao.co.ke',
  action: 'operator.sign-in',
  subjectType: 'operator',
  subjectId: '1f0c',
  before: null,
  after: null,
  at: '2026-11-28T09:00:00.000Z',
};

let api: FetchDouble;
let current: OpsSession | null;
beforeEach(() => {
  current = null;
  api = createFetchDouble()
    .on('GET', '/api/ops/session', () => jsonResponse(200, { data: current }))
    .on('GET', '/api/ops/audit', () => jsonResponse(200, { data: [entry] }))
    .on('GET', '/api/ops/listings/review', () => jsonResponse(200, { data: queue }))
    .on('GET', '/api/ops/identity', () => jsonResponse(200, { data: checks }))
    .on('GET', '/api/ops/reports', () => jsonResponse(200, { data: reports }));
  checks = [];
});
let checks: OpsIdentityCheck[] = [];

const check = (id: string, name: string): OpsIdentityCheck => ({
  id,
  documentType: 'national-id',
  submittedAt: '2026-11-28T07:00:00.000Z',
  host: {
    id: `h_${id}`,
    name,
    email: `${id}@example.com`,
    phone: null,
    joinedAt: '2026-10-01T09:00:00.000Z',
    listings: 2,
  },
});

const inReview = (id: string, title: string): OpsListingReview => ({
  id,
  kind: 'listing',
  live: null,
  title,
  type: 'apartments',
  price: 4500,
  description: 'Two bedrooms by the arboretum.',
  address: 'Othaya Road 12',
  area: 'Lavington',
  city: 'Nairobi',
  county: 'Nairobi',
  coordinates: { lat: -1.28, lng: 36.77 },
  guests: 4,
  beds: 2,
  baths: 1,
  amenities: ['Wi-Fi', 'Parking'],
  traNumber: 'TRA/STR/2024/0412',
  photos: ['http://api.test/uploads/photos/a/1024.webp', 'http://api.test/uploads/photos/b/1024.webp'],
  host: {
    name: 'Wambui Njeri',
    email: 'wambui@example.com',
    phone: '+254 712 345 678',
    joinedAt: '2026-11-01T09:00:00.000Z',
  },
  submittedAt: '2026-11-28T08:00:00.000Z',
});
let queue: OpsListingReview[] = [];
afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
  queue = [];
  reports = [];
});

const reportedListing = (overrides: Partial<OpsListingSummary> = {}): OpsListingSummary => ({
  id: 'lst_r',
  title: 'Diani beach cottage',
  status: 'published',
  city: 'Diani',
  county: 'Kwale',
  suspension: null,
  host: { id: 'host_1', name: 'Juma Mwangi', email: 'juma@example.com', suspended: false },
  openReports: 2,
  ...overrides,
});
const listingReport: OpsReport = {
  kind: 'listing',
  id: 'rep_1',
  reason: 'scam',
  text: 'Asked for a deposit by M-Pesa before booking.',
  reporter: 'guest',
  reporterEmail: 'achieng@example.com',
  createdAt: '2026-11-28T07:00:00.000Z',
  listing: reportedListing(),
  review: null,
  history: {
    resolvedReports: 1,
    audit: [{ ...entry, id: '9', action: 'listing.approve', subjectType: 'listing', subjectId: 'lst_r' }],
  },
};
const reviewReport: OpsReport = {
  ...listingReport,
  kind: 'review',
  id: 'rep_2',
  reason: 'The guest never stayed here',
  text: '',
  reporter: 'host',
  reporterEmail: null,
  review: { id: 'rev_1', author: 'guest', rating: 1, body: 'Dirty and loud.', publishedAt: '2026-11-20T09:00:00.000Z' },
  history: { resolvedReports: 1, audit: [] },
};
let reports: OpsReport[] = [];

const at = (route: string, remotes: Parameters<typeof renderWithSite>[1] = {}) =>
  renderWithSite(<OpsConsole />, { route, path: '/ops/*', ...remotes });

const failedMail = (id: string, subject: string, overrides: Partial<OpsFailedMail> = {}): OpsFailedMail => ({
  id,
  kind: 'booking-guest',
  to: 'achieng@example.com',
  subject,
  attempts: 5,
  lastError: 'connect ECONNREFUSED 10.0.0.5:587',
  createdAt: '2026-11-28T06:00:00.000Z',
  failedAt: '2026-11-28T08:00:00.000Z',
  resendable: true,
  ...overrides,
});

/** Stands in for booking's `booking/OpsListingBookings`: reads through the console's call, as booking's does. */
function FakeListingBookings({ listingId, request }: OpsListingBookingsProps) {
  const [text, setText] = useState('Reading…');
  useEffect(() => {
    void request<Array<{ reference: string }>>(`/api/ops/listings/${listingId}/bookings`, {}).then((rows) =>
      setText(`Bookings of ${listingId}: ${rows.map((row) => row.reference).join(', ')}`),
    );
  }, [listingId, request]);
  return <p>{text}</p>;
}

/** Searches the console for `q` and answers with `listing`; the card found. */
async function findListing(listing: OpsListingSummary) {
  api.on('GET', '/api/ops/listings', () => jsonResponse(200, { data: [listing] }));
  const section = await screen.findByRole('region', { name: 'Find a listing' });
  const user = userEvent.setup();
  await user.type(within(section).getByLabelText('Listing id or title'), 'Diani');
  await user.click(within(section).getByRole('button', { name: 'Search' }));
  return { card: await within(section).findByRole('article', { name: listing.title }), user };
}

describe('the operations console (content/OpsConsole)', () => {
  it('signs in with the password, then the authenticator code, and shows the audit log', async () => {
    api
      .on('POST', '/api/ops/login', ({ body }) => {
        const { email, password } = body as { email: string; password: string };
        if (password !== 'Baobab-shade-at-noon') return jsonResponse(401, { error: opsMessages.loginFailed });
        expect(email).toBe('amina@makao.co.ke');
        return jsonResponse(200, { data: session(false) });
      })
      .on('POST', '/api/ops/login/code', ({ body, headers }) => {
        expect(headers['x-csrf-token']).toBe('csrf-ops');
        if ((body as { code: string }).code !== '123456') return jsonResponse(400, { error: opsMessages.codeWrong });
        return jsonResponse(200, { data: session(true) });
      });
    const { location } = at('/ops');
    expect(await screen.findByRole('heading', { level: 1, name: 'Operations sign-in' })).toBeInTheDocument();
    expect(location().pathname).toBe('/ops/sign-in');
    const user = userEvent.setup();

    const form = screen.getByRole('form', { name: 'Sign in to operations' });
    await user.type(within(form).getByLabelText(/^Email address/), 'amina@makao.co.ke');
    await user.type(within(form).getByLabelText(/^Password/), 'wrong password');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(opsMessages.loginFailed);
    await user.clear(within(form).getByLabelText(/^Password/));
    await user.type(within(form).getByLabelText(/^Password/), 'Baobab-shade-at-noon');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));

    const codeForm = await screen.findByRole('form', { name: 'Authenticator code' });
    expect(codeForm).toHaveTextContent('Signed in as amina@makao.co.ke.');
    const code = within(codeForm).getByLabelText(/^Code from your authenticator app/);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await user.type(code, '12a');
    await user.click(within(codeForm).getByRole('button', { name: 'Sign in' }));
    expect(await within(codeForm).findByText(opsMessages.codeFormat)).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '123 456');
    await user.click(within(codeForm).getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Operations' })).toBeInTheDocument();
    expect(location().pathname).toBe('/ops');
    const log = await screen.findByRole('region', { name: 'Audit log' });
    const row = within(log).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByText('operator.sign-in')).toBeInTheDocument();
    expect(row).toHaveTextContent('amina@makao.co.ke');
    expect(row).toHaveTextContent('Sat, 28 Nov 2026, 12:00 EAT');
  });

  it('opens a half-open session at the code step', async () => {
    current = session(false);
    at('/ops');
    expect(await screen.findByRole('form', { name: 'Authenticator code' })).toBeInTheDocument();
  });

  it('sets up an account from the link: the QR code, the key, a password and the first code', async () => {
    const sent: unknown[] = [];
    api
      .on('GET', '/api/ops/setup', ({ url }) =>
        url.searchParams.get('token') === 'tok-1'
          ? jsonResponse(200, {
              data: {
                email: 'amina@makao.co.ke',
                name: 'Amina Wafula',
                otpauthUri: 'otpauth://totp/x',
                qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
                secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
              },
            })
          : jsonResponse(400, { error: opsMessages.setupLinkInvalid }),
      )
      .on('POST', '/api/ops/setup', ({ body }) => {
        sent.push(body);
        return jsonResponse(200, { data: session(true) });
      });
    const { location } = at('/ops/setup?token=tok-1');
    const form = await screen.findByRole('form', { name: 'Set up your account' });
    expect(
      within(form).getByRole('img', { name: 'QR code for amina@makao.co.ke in an authenticator app' }),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/));
    expect(form).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText(/^New password/), 'short');
    await user.type(within(form).getByLabelText(/^Code from your authenticator app/), '654321');
    await user.click(within(form).getByRole('button', { name: 'Finish set-up' }));
    expect(await within(form).findByText('Password must be at least 10 characters')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.clear(within(form).getByLabelText(/^New password/));
    await user.type(within(form).getByLabelText(/^New password/), 'Baobab-shade-at-noon');
    await user.click(within(form).getByRole('button', { name: 'Finish set-up' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Operations' })).toBeInTheDocument();
    expect(sent).toEqual([{ token: 'tok-1', password: 'Baobab-shade-at-noon', code: '654321' }]);
    expect(location().pathname).toBe('/ops');
  });

  it('shows a live listing’s changes beside what guests see now, and approves them', async () => {
    current = session(true);
    queue = [
      {
        ...inReview('lst_c', 'Kileleshwa flat'),
        kind: 'changes',
        area: 'Kileleshwa',
        live: {
          address: 'Othaya Road 12',
          area: 'Lavington',
          city: 'Nairobi',
          county: 'Nairobi',
          coordinates: null,
          photos: ['http://api.test/uploads/photos/a/1024.webp'],
        },
      },
    ];
    api.on('POST', '/api/ops/listings/lst_c/approve', () => {
      queue = [];
      return jsonResponse(200, { data: { id: 'lst_c', status: 'published' } });
    });
    at('/ops');
    const item = await screen.findByRole('article', { name: 'Kileleshwa flat' });
    expect(item).toHaveTextContent(
      'Changes to a live listing: the place (live now: Othaya Road 12, Lavington, Nairobi, Nairobi), the map pin, 1 new photo. Guests see the live version until you approve.',
    );
    expect(item).toHaveTextContent('Othaya Road 12, Kileleshwa, Nairobi, Nairobi');
    await userEvent.setup().click(within(item).getByRole('button', { name: 'Approve the changes to Kileleshwa flat' }));
    expect(
      await screen.findByText('The changes to "Kileleshwa flat" are live; the host has been emailed.'),
    ).toBeInTheDocument();
  });

  it('works through the listings to review: approve one, send another back with a reason', async () => {
    current = session(true);
    queue = [inReview('lst_a', 'Lavington garden flat'), inReview('lst_b', 'Karen villa')];
    const decided: Array<{ path: string; body: unknown }> = [];
    api
      .on('POST', '/api/ops/listings/lst_a/approve', ({ url, headers }) => {
        expect(headers['x-csrf-token']).toBe('csrf-ops');
        decided.push({ path: url.pathname, body: null });
        queue = queue.filter((listing) => listing.id !== 'lst_a');
        return jsonResponse(200, { data: { id: 'lst_a', status: 'published' } });
      })
      .on('POST', '/api/ops/listings/lst_b/reject', ({ url, body }) => {
        decided.push({ path: url.pathname, body });
        queue = [];
        return jsonResponse(200, { data: { id: 'lst_b', status: 'rejected' } });
      });
    at('/ops');
    const section = await screen.findByRole('region', { name: 'Listings to review (2)' });
    const first = within(section).getByRole('article', { name: 'Lavington garden flat' });
    expect(first).toHaveTextContent('Othaya Road 12, Lavington, Nairobi, Nairobi');
    expect(within(first).getByRole('link', { name: 'wambui@example.com' })).toHaveAttribute(
      'href',
      'mailto:wambui@example.com',
    );
    expect(within(first).getAllByRole('img')).toHaveLength(2);
    const user = userEvent.setup();
    await user.click(within(first).getByRole('button', { name: 'Approve Lavington garden flat' }));
    expect(
      await within(section).findByText('"Lavington garden flat" is live; the host has been emailed.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Listings to review (1)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send back Karen villa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send back “Karen villa”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send back' }));
    expect(within(dialog).getByText(opsMessages.rejectReason)).toBeInTheDocument();
    await user.type(
      within(dialog).getByLabelText('What should the host change?'),
      'Photos of the street side, please.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send back' }));
    expect(await screen.findByText('No listing is waiting for review.')).toBeInTheDocument();
    expect(decided).toEqual([
      { path: '/api/ops/listings/lst_a/approve', body: null },
      { path: '/api/ops/listings/lst_b/reject', body: { reason: 'Photos of the street side, please.' } },
    ]);
  });

  it('shows each identity check with both photos, verifies one and turns down another with a reason', async () => {
    current = session(true);
    checks = [check('c1', 'Otieno Ouma'), check('c2', 'Achieng Atieno')];
    const decided: Array<{ path: string; body: unknown }> = [];
    api
      .on('POST', '/api/ops/identity/c1/verify', ({ url }) => {
        decided.push({ path: url.pathname, body: null });
        checks = checks.filter((c) => c.id !== 'c1');
        return jsonResponse(200, { data: { id: 'c1', status: 'verified' } });
      })
      .on('POST', '/api/ops/identity/c2/reject', ({ url, body }) => {
        decided.push({ path: url.pathname, body });
        checks = [];
        return jsonResponse(200, { data: { id: 'c2', status: 'rejected' } });
      });
    at('/ops');
    const section = await screen.findByRole('region', { name: 'Identity checks (2)' });
    const first = within(section).getByRole('article', { name: 'Otieno Ouma' });
    expect(within(first).getByRole('img', { name: 'National ID card of Otieno Ouma' })).toHaveAttribute(
      'src',
      'http://api.test/api/ops/identity/c1/document',
    );
    expect(within(first).getByRole('img', { name: 'Selfie of Otieno Ouma' })).toHaveAttribute(
      'src',
      'http://api.test/api/ops/identity/c1/selfie',
    );
    const user = userEvent.setup();
    await user.click(within(first).getByRole('button', { name: 'Verify Otieno Ouma' }));
    expect(await within(section).findByText('Otieno Ouma is verified; they have been emailed.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Turn down Achieng Atieno' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn down Achieng Atieno’s identity check?' });
    await user.type(within(dialog).getByLabelText('Why can the identity not be verified?'), 'The selfie is too dark.');
    await user.click(within(dialog).getByRole('button', { name: 'Turn down' }));
    expect(await screen.findByText('No identity check is waiting.')).toBeInTheDocument();
    expect(decided).toEqual([
      { path: '/api/ops/identity/c1/verify', body: null },
      { path: '/api/ops/identity/c2/reject', body: { reason: 'The selfie is too dark.' } },
    ]);
  });

  it('shows the open reports with the listing, its host and its history, and dismisses one with a note', async () => {
    current = session(true);
    reports = [listingReport, reviewReport];
    const dismissed: Array<{ path: string; body: unknown }> = [];
    api.on('POST', /^\/api\/ops\/reports\/listing\/rep_1\/dismiss$/, ({ url, body, headers }) => {
      expect(headers['x-csrf-token']).toBe('csrf-ops');
      dismissed.push({ path: url.pathname, body });
      reports = [reviewReport];
      return textResponse(204, '');
    });
    at('/ops');
    const section = await screen.findByRole('region', { name: 'Reports (2)' });
    const [scam, review] = within(section).getAllByRole('article', { name: 'Diani beach cottage' }) as [
      HTMLElement,
      HTMLElement,
    ];
    expect(scam).toHaveTextContent('Listing reported by a guest Sat, 28 Nov 2026, 10:00 EAT');
    expect(scam).toHaveTextContent('It looks like a scam');
    expect(scam).toHaveTextContent('Asked for a deposit by M-Pesa before booking.');
    expect(within(scam).getByRole('link', { name: 'achieng@example.com' })).toBeInTheDocument();
    expect(scam).toHaveTextContent('Juma Mwangi');
    expect(scam).toHaveTextContent('1 report dealt with before.');
    expect(within(scam).getByText('listing.approve')).toBeInTheDocument();
    expect(review).toHaveTextContent('Review reported by the host');
    expect(review).toHaveTextContent('1 of 5 stars, by the guest: “Dirty and loud.”');

    const user = userEvent.setup();
    await user.click(within(scam).getByRole('button', { name: 'Dismiss the report about Diani beach cottage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dismiss this report?' });
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss report' }));
    expect(within(dialog).getByText(moderationMessages.operatorReason)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Note for the team'), 'The host showed the deposit was refunded.');
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss report' }));
    expect(
      await within(section).findByText('The report about “Diani beach cottage” is dismissed.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Reports (1)' })).toBeInTheDocument();
    expect(dismissed).toEqual([
      {
        path: '/api/ops/reports/listing/rep_1/dismiss',
        body: { reason: 'The host showed the deposit was refunded.' },
      },
    ]);
  });

  it('suspends a reported listing after asking for a reason, and says what it cancelled', async () => {
    current = session(true);
    reports = [listingReport];
    api.on('POST', '/api/ops/listings/lst_r/suspend', ({ body }) => {
      expect(body).toEqual({ reason: 'Deposits asked for outside Makao.' });
      reports = [];
      return jsonResponse(200, { data: { id: 'lst_r', status: 'suspended', cancelledBookings: ['MK-7Q2P'] } });
    });
    at('/ops');
    const section = await screen.findByRole('region', { name: 'Reports (1)' });
    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: 'Suspend the listing Diani beach cottage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend “Diani beach cottage”?' });
    expect(dialog).toHaveTextContent('each guest is emailed');
    await user.type(within(dialog).getByLabelText('Reason (the host reads it)'), 'Deposits asked for outside Makao.');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend listing' }));
    expect(
      await within(section).findByText('“Diani beach cottage” is suspended. Cancelled, each guest emailed: MK-7Q2P.'),
    ).toBeInTheDocument();
    expect(await within(section).findByText('No open report.')).toBeInTheDocument();
  });

  it('finds a listing by title and unsuspends it, or suspends its host', async () => {
    current = session(true);
    let listing = reportedListing({
      status: 'suspended',
      suspension: { reason: 'Checking papers', at: '2026-11-27T09:00:00.000Z', withHost: false },
    });
    const done: string[] = [];
    api
      .on('GET', '/api/ops/listings', ({ url }) => {
        expect(url.searchParams.get('q')).toBe('Diani');
        return jsonResponse(200, { data: [listing] });
      })
      .on('POST', '/api/ops/listings/lst_r/unsuspend', ({ url }) => {
        done.push(url.pathname);
        listing = reportedListing();
        return jsonResponse(200, { data: { id: 'lst_r', status: 'published', cancelledBookings: [] } });
      })
      .on('POST', '/api/ops/hosts/host_1/suspend', ({ url }) => {
        done.push(url.pathname);
        return jsonResponse(200, {
          data: { id: 'host_1', status: 'suspended', cancelledBookings: [], listings: ['lst_r'] },
        });
      });
    at('/ops');
    const section = await screen.findByRole('region', { name: 'Find a listing' });
    const user = userEvent.setup();
    await user.type(within(section).getByLabelText('Listing id or title'), 'Diani');
    await user.click(within(section).getByRole('button', { name: 'Search' }));
    const card = await within(section).findByRole('article', { name: 'Diani beach cottage' });
    expect(card).toHaveTextContent('Suspended (on its own): Checking papers');
    await user.click(within(card).getByRole('button', { name: 'Unsuspend the listing Diani beach cottage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsuspend “Diani beach cottage”?' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Papers in order.');
    await user.click(within(dialog).getByRole('button', { name: 'Unsuspend listing' }));
    expect(await within(section).findByText('“Diani beach cottage” is back as it was.')).toBeInTheDocument();
    expect(
      await within(section).findByRole('button', { name: 'Suspend the listing Diani beach cottage' }),
    ).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Suspend the host Juma Mwangi' }));
    const hostDialog = await screen.findByRole('dialog', { name: 'Suspend the host Juma Mwangi?' });
    await user.type(within(hostDialog).getByLabelText('Reason (the host reads it)'), 'Identity does not match.');
    await user.click(within(hostDialog).getByRole('button', { name: 'Suspend host' }));
    expect(await within(section).findByText('Juma Mwangi is suspended, with 1 listing(s).')).toBeInTheDocument();
    expect(done).toEqual(['/api/ops/listings/lst_r/unsuspend', '/api/ops/hosts/host_1/suspend']);
  });

  it('lists the failed emails and resends one, saying so; one that held a sign-in link cannot be resent', async () => {
    current = session(true);
    let failed = [
      failedMail('m2', 'Your stay is confirmed'),
      failedMail('m1', 'Reset your password', { kind: 'host-reset-password', resendable: false, lastError: null }),
    ];
    const resent: string[] = [];
    api
      .on('GET', '/api/ops/outbox/failed', () => jsonResponse(200, { data: failed }))
      .on('POST', '/api/ops/outbox/m2/resend', ({ url }) => {
        resent.push(url.pathname);
        failed = failed.filter((mail) => mail.id !== 'm2');
        return jsonResponse(200, { data: { id: 'm2', status: 'queued' } });
      });
    at('/ops');
    const section = await screen.findByRole('region', { name: 'Failed emails (2)' });
    const confirmed = within(section).getByRole('article', { name: 'Your stay is confirmed' });
    expect(confirmed).toHaveTextContent('achieng@example.com');
    expect(confirmed).toHaveTextContent('after 5 attempts');
    expect(confirmed).toHaveTextContent('connect ECONNREFUSED 10.0.0.5:587');
    const reset = within(section).getByRole('article', { name: 'Reset your password' });
    expect(reset).toHaveTextContent(opsMessages.mailBodyErased);
    expect(reset).toHaveTextContent('None stored');
    expect(within(reset).queryByRole('button')).not.toBeInTheDocument();

    await userEvent
      .setup()
      .click(within(confirmed).getByRole('button', { name: 'Resend “Your stay is confirmed” to achieng@example.com' }));
    expect(
      await within(section).findByText('“Your stay is confirmed” to achieng@example.com is on its way again.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Failed emails (1)' })).toBeInTheDocument();
    expect(resent).toEqual(['/api/ops/outbox/m2/resend']);
  });

  it('says why a resend was refused, and keeps the message listed', async () => {
    current = session(true);
    api
      .on('GET', '/api/ops/outbox/failed', () => jsonResponse(200, { data: [failedMail('m3', 'New booking request')] }))
      .on('POST', '/api/ops/outbox/m3/resend', () => jsonResponse(409, { error: opsMessages.mailNotFailed }));
    at('/ops');
    const section = await screen.findByRole('region', { name: 'Failed emails (1)' });
    await userEvent
      .setup()
      .click(within(section).getByRole('button', { name: 'Resend “New booking request” to achieng@example.com' }));
    expect(
      await within(section).findByText(`“New booking request” was not sent again: ${opsMessages.mailNotFailed}`),
    ).toBeInTheDocument();
    expect(within(section).getByRole('article', { name: 'New booking request' })).toBeInTheDocument();
  });

  it('says when no email has failed', async () => {
    current = session(true);
    api.on('GET', '/api/ops/outbox/failed', () => jsonResponse(200, { data: [] }));
    at('/ops');
    const section = await screen.findByRole('region', { name: 'Failed emails' });
    expect(await within(section).findByText('No failed email.')).toBeInTheDocument();
  });

  it('opens a found listing’s bookings from booking’s remote, read with the operator’s session', async () => {
    current = session(true);
    api.on('GET', '/api/ops/listings/lst_r/bookings', () =>
      jsonResponse(200, { data: [{ reference: 'MK-7Q2P01' }, { reference: 'MK-9X1A02' }] }),
    );
    at('/ops', { remotes: { 'booking/OpsListingBookings': FakeListingBookings } });
    const { card, user } = await findListing(reportedListing());
    expect(within(card).queryByText(/Bookings of/)).not.toBeInTheDocument();
    await user.click(within(card).getByText('Bookings'));
    expect(await within(card).findByText('Bookings of lst_r: MK-7Q2P01, MK-9X1A02')).toBeInTheDocument();
  });

  it('keeps working and says the bookings could not load when the booking remote is down', async () => {
    // No remotes: booking's module fails to load, as when its remote is down (the boundary logs it).
    jest.spyOn(console, 'error').mockImplementation(() => {});
    current = session(true);
    reports = [listingReport];
    at('/ops');
    const section = await screen.findByRole('region', { name: 'Reports (1)' });
    const card = within(section).getByRole('article', { name: 'Diani beach cottage' });
    await userEvent.setup().click(within(card).getByText('Bookings'));
    const fallback = await within(card).findByRole('region', { name: 'Bookings' });
    expect(within(fallback).getByRole('alert')).toHaveTextContent(
      'The bookings could not load just now: the booking service cannot be reached.',
    );
    expect(within(fallback).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Suspend the listing Diani beach cottage' })).toBeEnabled();
  });

  it('opens the history of a found listing and of its host: who, what, when and the reason', async () => {
    current = session(true);
    const asked: string[] = [];
    api.on('GET', '/api/ops/audit', ({ url }) => {
      const type = url.searchParams.get('subjectType');
      if (type) asked.push(`${type}:${url.searchParams.get('subjectId')}`);
      if (type === 'listing') {
        return jsonResponse(200, {
          data: [
            {
              ...entry,
              id: '12',
              action: 'listing.suspend',
              subjectType: 'listing',
              subjectId: 'lst_r',
              after: { status: 'suspended', reason: 'Deposits asked for outside Makao.' },
            },
          ],
        });
      }
      return jsonResponse(200, { data: [] });
    });
    at('/ops');
    const { card, user } = await findListing(reportedListing());
    await user.click(within(card).getByText('History'));
    const listingHistory = await within(card).findByText(/listing\.suspend/);
    expect(listingHistory.closest('li')).toHaveTextContent(
      'listing.suspend by amina@makao.co.ke. Reason: Deposits asked for outside Makao.',
    );
    await user.click(within(card).getByText('Host history (Juma Mwangi)'));
    expect(await within(card).findByText('Nothing in the audit log yet.')).toBeInTheDocument();
    expect(asked).toEqual(['listing:lst_r', 'host:host_1']);
  });

  it('says a used or wrong link is not valid any more', async () => {
    api.on('GET', '/api/ops/setup', () => jsonResponse(400, { error: opsMessages.setupLinkInvalid }));
    at('/ops/setup?token=used');
    expect(await screen.findByRole('alert')).toHaveTextContent(opsMessages.setupLinkInvalid);
  });
});
