/**
 * Reports and enforcement (api/src/domain/moderation/README.md): a guest reports a listing without
 * an account; operators see the open reports (listings' and reviews') with the listing's history,
 * dismiss one with a note, suspend a listing (out of every public answer, its bookings still to come
 * cancelled and each guest emailed) or its host (every listing, sessions revoked, no sign-in), and
 * undo either; every action in the audit log. On PGlite and PostgreSQL.
 */
import type { LightMyRequestResponse } from 'fastify';
import { LISTING_REPORTS_PER_HOUR, moderationMessages } from 'contracts/moderation';
import { bookingErrorMessages } from 'contracts/rules';
import { STARTUP_TIMEOUT, daysFromToday, json, startTestApi, type TestApi } from './helper';
import { HOST_PASSWORD, callAs, hostOf, type SignedInHost } from './host-accounts';
import { confirmBooking, mailsTo } from './lifecycle-helpers';
import { setUpOperator, siteCall, type SignedInOperator } from './operators';

/** The API's clock, a little ahead of the wall's when a test needs the site's counts read again. */
let offset = 0;
let api: TestApi;
let operator: SignedInOperator;
let published: string[];

beforeAll(async () => {
  api = await startTestApi({ now: () => new Date(Date.now() + offset) });
  operator = await setUpOperator(api, 'moderation@makao.co.ke');
  const list = json(await api.app.inject({ method: 'GET', url: '/api/properties?limit=500' })).data;
  published = list.filter((p: { guests: number }) => p.guests >= 2).map((p: { id: string }) => p.id);
}, STARTUP_TIMEOUT);
afterAll(async () => api?.close());

let nextListing = 0;
/** A published listing no other test has used. */
const freshListing = () => {
  const id = published[nextListing];
  nextListing += 1;
  if (!id) throw new Error('out of seeded listings');
  return id;
};

let clientNumber = 10;
/** A client's address no other test has used (each has its own hourly allowance of reports). */
const newClient = () => `198.51.100.${(clientNumber += 1)}`;

const report = (propertyId: string, payload: unknown, client: string) =>
  api.app.inject({
    method: 'POST',
    url: `/api/properties/${propertyId}/report`,
    remoteAddress: client,
    ...(typeof payload === 'string'
      ? { payload, headers: { 'content-type': 'application/json' } }
      : { payload: payload as Record<string, unknown> }),
  });

const reportCount = async () =>
  (await api.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM listing_reports')).rows[0]?.n;

const auditOf = async (type: string, id: string) =>
  (
    await api.app.db.query<{ action: string; actor: string; before: unknown; after: Record<string, unknown> }>(
      'SELECT action, actor, before, after FROM audit_log WHERE subject_type = $1 AND subject_id = $2 ORDER BY id',
      [type, id],
    )
  ).rows;

/** One report of the console's queue, as far as these tests read it. */
interface QueueItem {
  kind: string;
  id: string;
  listing: { id: string };
  history: { resolvedReports: number };
}
const queueNow = async () => json<{ data: QueueItem[] }>(await operator.call('GET', '/api/ops/reports')).data;

const get = (url: string) => api.app.inject({ method: 'GET', url });
const expectError = (response: LightMyRequestResponse, status: number) => {
  expect(response.statusCode).toBe(status);
  const body = json(response);
  expect(typeof body.error).toBe('string');
  expect(Object.keys(body).every((key) => ['error', 'details', 'missingFields'].includes(key))).toBe(true);
};

describe('a guest reports a listing', () => {
  it('takes a report without an account, keeps no address, and thanks the guest', async () => {
    const id = freshListing();
    const client = newClient();
    const sent = await report(
      id,
      { reason: 'scam', text: '  Asked me to pay by M-Pesa first.  ', email: 'Guest@Example.com' },
      client,
    );
    expect(sent.statusCode).toBe(201);
    expect(json(sent)).toEqual({ data: { message: moderationMessages.reported } });
    const { rows } = await api.app.db.query<Record<string, unknown>>(
      'SELECT reason, text, reporter_email, encode(client_hash, $2) AS client, resolved_at FROM listing_reports WHERE property_id = $1',
      [id, 'hex'],
    );
    expect(rows).toEqual([
      {
        reason: 'scam',
        text: 'Asked me to pay by M-Pesa first.',
        reporter_email: 'guest@example.com',
        client: expect.stringMatching(/^[0-9a-f]{64}$/),
        resolved_at: null,
      },
    ]);
    expect(JSON.stringify(rows)).not.toContain(client);
  });

  it('takes one open report per client and listing', async () => {
    const id = freshListing();
    const client = newClient();
    expect((await report(id, { reason: 'unsafe' }, client)).statusCode).toBe(201);
    const again = await report(id, { reason: 'scam' }, client);
    expect(again.statusCode).toBe(409);
    expect(json(again)).toEqual({ error: moderationMessages.alreadyReported });
    expect((await report(id, { reason: 'scam' }, newClient())).statusCode).toBe(201);
  });

  it('answers every bad request with a 4xx in the JSON error shape and writes nothing', async () => {
    const id = freshListing();
    const before = await reportCount();
    const cases: Array<[string, unknown, number, { error?: string; details?: string }?]> = [
      [id, {}, 400, { details: 'Reason is required' }],
      [id, { reason: 'boring' }, 400, { details: 'Field: reason' }],
      [id, { reason: 'other' }, 400, { error: moderationMessages.reportTextRequired }],
      [id, { reason: 'other', text: '   ' }, 400, { error: moderationMessages.reportTextRequired }],
      [id, { reason: 'scam', text: 'x'.repeat(1001) }, 400, { details: 'Field: text' }],
      [id, { reason: 'scam', email: 'not an email' }, 400, { error: bookingErrorMessages.invalidEmail }],
      [id, { reason: 'scam', text: { nested: true } }, 400],
      [id, { reason: 'scam', text: 'nul \u0000 inside' }, 400],
      [id, '{"reason": "scam"', 400],
      ['not-a-listing', { reason: 'scam' }, 404],
      ['00000000-0000-4000-8000-000000000000', { reason: 'scam' }, 404],
    ];
    for (const [target, payload, status, words] of cases) {
      const answer = await report(target, payload, newClient());
      expectError(answer, status);
      if (words) expect(json(answer)).toMatchObject(words);
    }
    const draft = (
      await api.app.db.query<{ id: string }>(
        "SELECT id::text AS id FROM properties WHERE status <> 'published' LIMIT 1",
      )
    ).rows[0];
    if (draft) expectError(await report(draft.id, { reason: 'scam' }, newClient()), 404);
    expect(await reportCount()).toBe(before);
  });

  it(`takes at most ${LISTING_REPORTS_PER_HOUR} reports an hour from one client`, async () => {
    const client = newClient();
    for (let n = 0; n < LISTING_REPORTS_PER_HOUR; n += 1) {
      expect((await report(freshListing(), { reason: 'not-as-described' }, client)).statusCode).toBe(201);
    }
    const before = await reportCount();
    const refused = await report(freshListing(), { reason: 'not-as-described' }, client);
    expectError(refused, 429);
    expect(await reportCount()).toBe(before);
    expect((await report(freshListing(), { reason: 'unsafe' }, newClient())).statusCode).toBe(201);
  });
});

describe('the reports queue', () => {
  it('is the operators’ alone: 404 to guests and hosts, and nothing changes', async () => {
    const id = freshListing();
    const host = await hostOf(api, id, 'Curious Host');
    const calls: Array<['GET' | 'POST', string, unknown?]> = [
      ['GET', '/api/ops/reports'],
      ['GET', '/api/ops/listings?q=stay'],
      ['POST', `/api/ops/reports/listing/${id}/dismiss`, { reason: 'x' }],
      ['POST', `/api/ops/listings/${id}/suspend`, { reason: 'x' }],
      ['POST', `/api/ops/listings/${id}/unsuspend`, { reason: 'x' }],
      ['POST', `/api/ops/hosts/${host.hostId}/suspend`, { reason: 'x' }],
      ['POST', `/api/ops/hosts/${host.hostId}/unsuspend`, { reason: 'x' }],
    ];
    for (const as of [{}, { cookie: host.cookie, csrf: host.csrf }]) {
      for (const [method, url, payload] of calls) {
        expectError(await siteCall(api, method, url, { ...as, payload }), 404);
      }
    }
    expect((await get(`/api/properties/${id}`)).statusCode).toBe(200);
    expect(json(await host.call('GET', '/api/hosts/session')).data).not.toBeNull();
  });

  it('lists open listing and review reports with the listing, its host and its history', async () => {
    const id = freshListing();
    await hostOf(api, id, 'Reported Host');
    expect(
      (await report(id, { reason: 'other', text: 'The photos are of another house.' }, newClient())).statusCode,
    ).toBe(201);
    const reviewId = await publishedReviewOf(id);
    const reviewReport = (
      await api.app.db.query<{ id: string }>(
        "INSERT INTO review_reports (review_id, reporter, reason) VALUES ($1, 'host', 'Not a guest of ours') RETURNING id::text AS id",
        [reviewId],
      )
    ).rows[0]?.id;

    const queue = await queueNow();
    const listingReport = queue.find((item) => item.kind === 'listing' && item.listing.id === id);
    expect(listingReport).toMatchObject({
      reason: 'other',
      text: 'The photos are of another house.',
      reporter: 'guest',
      reporterEmail: null,
      listing: { id, status: 'published', host: { name: 'Reported Host', suspended: false }, openReports: 2 },
      review: null,
      history: { resolvedReports: 0, audit: [] },
    });
    expect(queue.find((item) => item.kind === 'review' && item.id === reviewReport)).toMatchObject({
      reason: 'Not a guest of ours',
      reporter: 'host',
      listing: { id },
      review: { id: reviewId, author: 'guest', rating: 4, body: expect.stringContaining('close to the shops') },
    });
  });

  it('dismisses a report with a note, once, in the audit log', async () => {
    const id = freshListing();
    await report(id, { reason: 'unsafe', text: 'Loose balcony rail.', email: 'rail.watcher@example.com' }, newClient());
    const item = (await queueNow()).find((entry) => entry.listing.id === id);
    const url = `/api/ops/reports/listing/${item?.id}/dismiss`;
    const blank = await operator.call('POST', url, { reason: '  ' });
    expectError(blank, 400);
    expect(json(blank).error).toBe(moderationMessages.operatorReason);

    const dismissed = await operator.call('POST', url, { reason: 'The host sent photos of the new rail.' });
    expect(dismissed.statusCode).toBe(204);
    // The reporter who left an email hears what came of it, without the operator's own note.
    const answered = await mailsTo(api, 'rail.watcher@example.com', 'Our team has looked into it.');
    expect(answered).toEqual([expect.stringContaining('the listing stays up')]);
    expect(answered[0]).not.toContain('new rail');
    const queue = json(await operator.call('GET', '/api/ops/reports')).data as Array<{ id: string }>;
    expect(queue.map((entry) => entry.id)).not.toContain(item?.id);
    expect(await auditOf('listing-report', item?.id as string)).toEqual([
      {
        action: 'report.dismiss',
        actor: operator.email,
        before: { open: true },
        after: { open: false, outcome: 'dismissed', note: 'The host sent photos of the new rail.' },
      },
    ]);
    const twice = await operator.call('POST', url, { reason: 'Again' });
    expectError(twice, 409);
    expect(json(twice).error).toBe(moderationMessages.reportNotOpen);
    expectError(await operator.call('POST', '/api/ops/reports/listing/not-an-id/dismiss', { reason: 'x' }), 404);
    expectError(await operator.call('POST', `/api/ops/reports/other/${item?.id}/dismiss`, { reason: 'x' }), 400);

    // The listing's next report shows the one dealt with.
    await report(id, { reason: 'scam' }, newClient());
    const next = (await queueNow()).find((entry) => entry.listing.id === id);
    expect(next?.history.resolvedReports).toBe(1);
  });

  it('finds listings by title words or id, any status', async () => {
    const id = freshListing();
    const title = json(await get(`/api/properties/${id}`)).data.title as string;
    const byTitle = json(
      await operator.call('GET', `/api/ops/listings?q=${encodeURIComponent(title.slice(0, 8))}`),
    ).data;
    expect(byTitle.map((item: { id: string }) => item.id)).toContain(id);
    const byId = json(await operator.call('GET', `/api/ops/listings?q=${id}`)).data;
    expect(byId).toEqual([expect.objectContaining({ id, title, status: 'published', suspension: null })]);
    expect(json(await operator.call('GET', '/api/ops/listings?q=%25%25%25')).data).toEqual([]);
  });
});

describe('suspending a listing', () => {
  it('takes it out of every public answer at once, cancels its bookings still to come and emails each guest', async () => {
    const id = freshListing();
    const host = await hostOf(api, id, 'Suspended Listing Host');
    // Its new host's identity verified, as the seed's was: the listing counts among the verified ones.
    await api.app.db.query(
      `UPDATE hosts SET identity_verified_at = now(), identity_verified_by = (SELECT id FROM operators LIMIT 1)
       WHERE id = $1`,
      [host.hostId],
    );
    const title = json(await get(`/api/properties/${id}`)).data.title as string;
    expect(json(await get(`/api/properties/${id}`)).data.verifiedAt).toEqual(expect.any(String));
    await report(
      id,
      { reason: 'scam', text: 'Wanted a deposit by bank transfer.', email: 'scam.spotter@example.com' },
      newClient(),
    );
    const requested = await confirmBooking(api, await book(id, 40, 'wanjiru@example.com'));
    expect(json(requested).data.status).toBe('requested');
    const unconfirmed = json(await book(id, 50, 'otieno@example.com')).data;
    const underWay = await stayUnderWay(id);
    offset = 0;
    const countBefore = json(await get('/api/stats')).data.properties as number;

    const blank = await operator.call('POST', `/api/ops/listings/${id}/suspend`, { reason: ' ' });
    expectError(blank, 400);
    const reason = 'Reports of deposits asked for outside Makao.';
    const suspended = await operator.call('POST', `/api/ops/listings/${id}/suspend`, { reason });
    expect(suspended.statusCode).toBe(200);
    expect(await mailsTo(api, 'scam.spotter@example.com', 'We have taken the listing off Makao')).toHaveLength(1);
    expect(json(suspended).data).toEqual({
      id,
      status: 'suspended',
      cancelledBookings: [json(requested).data.bookingReference, unconfirmed.bookingReference],
    });

    // Out of every public answer.
    const page = await get(`/api/properties/${id}`);
    expect(page.statusCode).toBe(410);
    expect(json(page)).toEqual({
      error: moderationMessages.listingUnavailable,
      details: moderationMessages.listingUnavailableDetails,
    });
    const listed = json(await get('/api/properties?limit=500')).data.map((p: { id: string }) => p.id);
    expect(listed).not.toContain(id);
    const searched = json(await get(`/api/properties?q=${encodeURIComponent(title)}`)).data;
    expect(searched.map((p: { id: string }) => p.id)).not.toContain(id);
    const sitemap = json(await get('/api/sitemap/properties')).data.map((p: { id: string }) => p.id);
    expect(sitemap).not.toContain(id);
    expect((await get(`/api/properties/${id}/reviews`)).statusCode).toBe(404);
    expect((await get(`/api/properties/${id}/availability`)).statusCode).toBe(404);
    expectError(await report(id, { reason: 'scam' }, newClient()), 404);
    offset = 2 * 60_000;
    expect(json(await get('/api/stats')).data.properties).toBe(countBefore - 1);
    offset = 0;

    // Its bookings still to come are cancelled, nights free; a stay under way is left alone.
    const statuses = await bookingStatuses(id);
    expect(statuses).toEqual(
      expect.arrayContaining([
        { reference: json(requested).data.bookingReference, status: 'cancelled', actor: 'operator' },
        { reference: unconfirmed.bookingReference, status: 'cancelled', actor: 'operator' },
        { reference: underWay, status: 'confirmed', actor: null },
      ]),
    );
    const held = await api.app.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM bookings WHERE property_id = $1 AND status IN ('requested', 'confirmed') AND check_in > now()",
      [id],
    );
    expect(held.rows[0]?.n).toBe(0);
    expect(await outbox('booking-cancelled', 'wanjiru@example.com')).toEqual([
      expect.stringContaining('our team has taken this listing off Makao'),
    ]);
    expect(await outbox('booking-cancelled', 'otieno@example.com')).toHaveLength(1);
    expect(await outbox('listing-suspended', host.email)).toEqual([expect.stringContaining(reason)]);

    // The host sees it suspended and cannot publish it again; its reports are resolved with it.
    expect(json(await host.call('GET', `/api/hosts/listings/${id}`)).data.status).toBe('suspended');
    const republish = await host.call('POST', `/api/hosts/listings/${id}/publish`);
    expectError(republish, 409);
    expect(json(republish).error).toBe(moderationMessages.listingSuspendedForHost);
    const open = json(await operator.call('GET', '/api/ops/reports')).data as Array<{ listing: { id: string } }>;
    expect(open.map((item) => item.listing.id)).not.toContain(id);
    expectError(await operator.call('POST', `/api/ops/listings/${id}/suspend`, { reason }), 409);

    expect(await auditOf('listing', id)).toEqual([
      {
        action: 'listing.suspend',
        actor: operator.email,
        before: { status: 'published' },
        after: {
          status: 'suspended',
          reason,
          cancelledBookings: [json(requested).data.bookingReference, unconfirmed.bookingReference],
        },
      },
    ]);
  });

  it('is undone: the listing is back as it was, its cancelled bookings stay cancelled', async () => {
    const id = freshListing();
    const host = await hostOf(api, id, 'Restored Host');
    const booked = json(await confirmBooking(api, await book(id, 60, 'njeri@example.com'))).data;
    await operator.call('POST', `/api/ops/listings/${id}/suspend`, { reason: 'Checking the owner’s papers.' });
    const undone = await operator.call('POST', `/api/ops/listings/${id}/unsuspend`, { reason: 'Papers in order.' });
    expect(json(undone).data).toEqual({ id, status: 'published', cancelledBookings: [] });
    expect((await get(`/api/properties/${id}`)).statusCode).toBe(200);
    expect(json(await get('/api/properties?limit=500')).data.map((p: { id: string }) => p.id)).toContain(id);
    expect((await bookingStatuses(id)).find((b) => b.reference === booked.bookingReference)?.status).toBe('cancelled');
    expect(await outbox('listing-unsuspended', host.email)).toHaveLength(1);
    expectError(await operator.call('POST', `/api/ops/listings/${id}/unsuspend`, { reason: 'Again' }), 409);
    expect((await auditOf('listing', id)).map((entry) => [entry.action, entry.after.status])).toEqual([
      ['listing.suspend', 'suspended'],
      ['listing.unsuspend', 'published'],
    ]);
  });
});

describe('suspending a host', () => {
  it('suspends every listing, revokes the sessions, refuses sign-in, and is undone', async () => {
    const [first, second] = [freshListing(), freshListing()];
    const host = await hostOf(api, first as string, 'Suspended Host');
    await api.app.db.query('UPDATE properties SET host_id = $2 WHERE id = $1', [second, host.hostId]);
    await operator.call('POST', `/api/ops/listings/${second}/suspend`, { reason: 'On its own first.' });
    const booked = json(await confirmBooking(api, await book(first as string, 70, 'kamau@example.com'))).data;

    const reason = 'Identity documents do not match.';
    const suspended = await operator.call('POST', `/api/ops/hosts/${host.hostId}/suspend`, { reason });
    expect(json(suspended).data).toEqual({
      id: host.hostId,
      status: 'suspended',
      cancelledBookings: [booked.bookingReference],
      listings: [first],
    });
    expect((await get(`/api/properties/${first}`)).statusCode).toBe(410);
    expect((await bookingStatuses(first as string)).find((b) => b.reference === booked.bookingReference)?.status).toBe(
      'cancelled',
    );
    expect(await outbox('booking-cancelled', 'kamau@example.com')).toHaveLength(1);
    expect(await outbox('host-suspended', host.email)).toEqual([expect.stringContaining(reason)]);

    // Signed out everywhere, and no way back in while suspended.
    expect(json(await host.call('GET', '/api/hosts/session')).data).toBeNull();
    expectError(await host.call('GET', '/api/hosts/listings'), 401);
    const login = await callAs(api, undefined, 'POST', '/api/hosts/login', {
      email: host.email,
      password: HOST_PASSWORD,
    });
    expectError(login, 403);
    expect(json(login).error).toBe(moderationMessages.hostSuspended);
    const revoked = await api.app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM host_sessions WHERE host_id = $1 AND revoked_at IS NULL',
      [host.hostId],
    );
    expect(revoked.rows[0]?.n).toBe(0);

    // A listing suspended with its host waits for the host's undo.
    const early = await operator.call('POST', `/api/ops/listings/${first}/unsuspend`, { reason: 'Too soon' });
    expectError(early, 409);
    expect(json(early).error).toBe(moderationMessages.hostStillSuspended);

    const undone = await operator.call('POST', `/api/ops/hosts/${host.hostId}/unsuspend`, {
      reason: 'Documents checked.',
    });
    expect(json(undone).data).toEqual({ id: host.hostId, status: 'active', cancelledBookings: [], listings: [first] });
    expect((await get(`/api/properties/${first}`)).statusCode).toBe(200);
    // The listing suspended on its own stays suspended.
    expect((await get(`/api/properties/${second}`)).statusCode).toBe(410);
    const again = await callAs(api, undefined, 'POST', '/api/hosts/login', {
      email: host.email,
      password: HOST_PASSWORD,
    });
    expect(again.statusCode).toBe(200);

    expect(await auditOf('host', host.hostId)).toEqual([
      {
        action: 'host.suspend',
        actor: operator.email,
        before: { suspended: false },
        after: {
          suspended: true,
          reason,
          listings: [first],
          cancelledBookings: [booked.bookingReference],
          sessionsRevoked: 1,
        },
      },
      {
        action: 'host.unsuspend',
        actor: operator.email,
        before: { suspended: true },
        after: { suspended: false, reason: 'Documents checked.', listings: [first] },
      },
    ]);
    expect((await auditOf('listing', first as string)).map((entry) => entry.action)).toEqual([
      'listing.suspend',
      'listing.unsuspend',
    ]);
  });

  it('answers 404 for a host that does not exist, and 409 for one not suspended', async () => {
    expectError(await operator.call('POST', '/api/ops/hosts/not-a-host/suspend', { reason: 'x' }), 404);
    const host: SignedInHost = await hostOf(api, freshListing(), 'Good Host');
    expectError(await operator.call('POST', `/api/ops/hosts/${host.hostId}/unsuspend`, { reason: 'x' }), 409);
  });
});

// --- Helpers ------------------------------------------------------------------------------------

/** A booking request for two nights, `day` days from today. */
const book = (propertyId: string, day: number, email: string) =>
  api.app.inject({
    method: 'POST',
    url: '/api/bookings',
    payload: {
      name: 'Guest of the test',
      email,
      phone: '+254 722 000 111',
      guests: 2,
      checkIn: daysFromToday(day),
      checkOut: daysFromToday(day + 2),
      propertyId,
    },
  });

let referenceNumber = 0;
/** A confirmed stay that began yesterday (the guest is there now): its reference. */
async function stayUnderWay(propertyId: string): Promise<string> {
  referenceNumber += 1;
  const reference = `MK-MODR${referenceNumber}`;
  await api.app.db.query(
    `INSERT INTO bookings (reference, property_id, name, email, phone, guests, check_in, check_out, nights,
       price_per_night, total_amount, status)
     VALUES ($1, $2, 'Guest', 'there@example.com', '+254 711 000 000', 1, $3::date, $3::date + 3, 3, 4000, 12000,
       'confirmed')`,
    [reference, propertyId, daysFromToday(-1)],
  );
  return reference;
}

/** A published guest review of a completed stay at the listing: its id. */
async function publishedReviewOf(propertyId: string): Promise<string> {
  referenceNumber += 1;
  const booking = (
    await api.app.db.query<{ id: string }>(
      `INSERT INTO bookings (reference, property_id, name, email, phone, guests, check_in, check_out, nights,
         price_per_night, total_amount, status)
       VALUES ($1, $2, 'Guest', 'past@example.com', '+254 711 000 000', 1, $3::date, $3::date + 2, 2, 4000, 8000,
         'completed')
       RETURNING id::text AS id`,
      [`MK-MODR${referenceNumber}`, propertyId, daysFromToday(-400)],
    )
  ).rows[0];
  const review = await api.app.db.query<{ id: string }>(
    `INSERT INTO reviews (booking_id, property_id, author, rating, cleanliness, accuracy, check_in, communication,
       location, value, body, written_at, published_at)
     VALUES ($1, $2, 'guest', 4, 4, 4, 4, 4, 4, 4, 'A good stay, close to the shops.', now(), now())
     RETURNING id::text AS id`,
    [booking?.id, propertyId],
  );
  return review.rows[0]?.id as string;
}

/** Each booking of the listing, its status and who made its last change. */
const bookingStatuses = async (propertyId: string) =>
  (
    await api.app.db.query<{ reference: string; status: string; actor: string | null }>(
      `SELECT b.reference, b.status,
         (SELECT e.actor FROM booking_events e WHERE e.booking_id = b.id AND e.to_status = b.status ORDER BY e.at DESC LIMIT 1) AS actor
       FROM bookings b WHERE b.property_id = $1 ORDER BY b.check_in`,
      [propertyId],
    )
  ).rows;

/** The text of the outbox's messages of `kind` to `to`. */
const outbox = async (kind: string, to: string) =>
  (
    await api.app.db.query<{ body: string }>(
      'SELECT subject || text_body AS body FROM mail_outbox WHERE kind = $1 AND lower(to_address) = lower($2) ORDER BY created_at',
      [kind, to],
    )
  ).rows.map((row) => row.body);
