/**
 * Reviews of completed stays (api/src/domain/reviews/README.md): invited when the stay completes,
 * once per side, double-blind until both are in or the window closes, a reminder before it closes,
 * the host's one reply, reports; on PGlite and PostgreSQL.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { MANAGE_TOKEN_HEADER } from 'contracts/booking-lifecycle';
import {
  REVIEW_REMINDER_DAYS_BEFORE,
  REVIEW_WINDOW_DAYS,
  reviewCategories,
  reviewLimits,
  reviewMessages,
} from 'contracts/reviews';
import { addDays, nairobiDate } from 'contracts';
import { build } from '../src/app';
import { STARTUP_TIMEOUT, json, onPostgres, startTestApi, type TestApi } from './helper';
import { callAs, hostOf, type HostMethod, type SignedInHost } from './host-accounts';
import { confirmBooking, mailWith, outboxTexts } from './lifecycle-helpers';

const DAY = 86_400_000;
/** The API's clock: each stay moves it past its check-out, the way time passes. */
let clock = new Date();
const advance = (days: number) => {
  clock = new Date(clock.getTime() + days * DAY);
};

let api: TestApi;
let propertyId: string;
let otherPropertyId: string;
let host: SignedInHost;
let otherHost: SignedInHost;

/** Every answer a test read, so the last test can look for the host's private answer in all of them. */
const answers: LightMyRequestResponse[] = [];
const seen = (response: LightMyRequestResponse) => {
  answers.push(response);
  return response;
};

beforeAll(async () => {
  api = await startTestApi({ now: () => clock });
  const list = json(await api.app.inject({ method: 'GET', url: '/api/properties?limit=500' })).data;
  const [own, other] = list.filter((p: { guests: number }) => p.guests >= 2);
  propertyId = own.id;
  otherPropertyId = other.id;
  host = await hostOf(api, propertyId, 'Review Host');
  otherHost = await hostOf(api, otherPropertyId, 'Other Host');
}, STARTUP_TIMEOUT);
afterAll(async () => api?.close());

interface Stay {
  id: string;
  bookingReference: string;
  manageToken: string;
  checkIn: string;
}

/** The host's sessions outlive the test's jumps in time. */
const keepSessions = () =>
  api.app.db.query("UPDATE host_sessions SET expires_at = $1::timestamptz + interval '5 years'", [clock]);

const asHost = async (who: SignedInHost, method: HostMethod, url: string, payload?: unknown) => {
  await keepSessions();
  return seen(await callAs(api, who, method, url, payload));
};

const asGuest = async (stay: Stay, method: 'GET' | 'POST', url: string, payload?: unknown, token = stay.manageToken) =>
  seen(
    await api.app.inject({
      method,
      url,
      headers: { [MANAGE_TOKEN_HEADER]: token },
      ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
    }),
  );

/** A stay the host has confirmed, two nights from the clock's today, not yet over. */
async function confirmedStay(name = 'Achieng Otieno'): Promise<Stay> {
  const checkIn = addDays(nairobiDate(clock), 2);
  const created = await api.app.inject({
    method: 'POST',
    url: '/api/bookings',
    payload: {
      name,
      email: `guest.${Math.random().toString(16).slice(2)}@example.co.ke`,
      phone: '+254 722 000 111',
      guests: 2,
      checkIn,
      checkOut: addDays(checkIn, 2),
      propertyId,
    },
  });
  expect(created.statusCode).toBe(201);
  expect((await confirmBooking(api, created)).statusCode).toBe(200);
  const stay = json(created).data as Stay;
  expect((await asHost(host, 'POST', `/api/hosts/bookings/${stay.id}/accept`)).statusCode).toBe(200);
  return stay;
}

/** A confirmed stay, then time past its check-out and the jobs: completed, the review window open. */
async function completedStay(name?: string): Promise<Stay> {
  const stay = await confirmedStay(name);
  advance(5);
  await keepSessions();
  await api.app.bookingJobs.runOnce();
  const { rows } = await api.app.db.query('SELECT status FROM bookings WHERE id = $1', [stay.id]);
  expect(rows).toEqual([{ status: 'completed' }]);
  return stay;
}

const guestReview = (overrides: Record<string, unknown> = {}) => ({
  rating: 5,
  categories: { cleanliness: 5, accuracy: 4, checkIn: 5, communication: 5, location: 4, value: 5 },
  body: 'Spotless flat, a warm welcome and a quiet street near the market.',
  ...overrides,
});
const hostReview = (overrides: Record<string, unknown> = {}) => ({
  rating: 4,
  body: 'A tidy, considerate guest.',
  wouldHostAgain: false,
  ...overrides,
});

const writeAsGuest = (stay: Stay, review: unknown = guestReview()) =>
  asGuest(stay, 'POST', `/api/bookings/${stay.bookingReference}/review`, review);
const writeAsHost = (stay: Stay, review: unknown = hostReview(), who = host) =>
  asHost(who, 'POST', `/api/hosts/bookings/${stay.id}/review`, review);
const guestState = async (stay: Stay) =>
  json(await asGuest(stay, 'GET', `/api/bookings/${stay.bookingReference}/review`)).data;
const hostState = async (stay: Stay) => json(await asHost(host, 'GET', `/api/hosts/bookings/${stay.id}/review`)).data;

/** Every published review on the property's pages, following `page.next`. */
async function publicReviews(limit = 2) {
  const all: { id: string; rating: number; categories: Record<string, number> }[] = [];
  let url = `/api/properties/${propertyId}/reviews?limit=${limit}`;
  let summary;
  for (;;) {
    const page = seen(await api.app.inject({ method: 'GET', url }));
    expect(page.statusCode).toBe(200);
    const body = json(page);
    all.push(...body.data);
    summary = body.summary;
    if (!body.page.next) return { all, summary };
    url = `/api/properties/${propertyId}/reviews?limit=${limit}&cursor=${body.page.next}`;
  }
}

const reviewsOf = async (stay: Stay) =>
  (
    await api.app.db.query<{ author: string; published_at: Date | string | null }>(
      'SELECT author, published_at FROM reviews WHERE booking_id = $1 ORDER BY author',
      [stay.id],
    )
  ).rows;

describe('the invitation', () => {
  it('comes only when the stay completes: before, the stay cannot be reviewed (409)', async () => {
    const stay = await confirmedStay();
    const before = await guestState(stay);
    expect(before).toEqual({ canReview: false, windowEnds: null, mine: null, theirs: null });
    const early = await writeAsGuest(stay);
    expect(early.statusCode).toBe(409);
    expect(json(early)).toEqual({ error: reviewMessages.notCompleted });
    expect((await writeAsHost(stay)).statusCode).toBe(409);
    await api.app.mailer.drain();
    expect(outboxTexts(api).some((t) => t.includes(stay.bookingReference) && t.includes('How was your stay at'))).toBe(
      false,
    );

    advance(5);
    await keepSessions();
    const completedAt = clock;
    await api.app.bookingJobs.runOnce();
    const guestMail = await mailWith(api, stay.bookingReference, 'How was your stay at');
    expect(guestMail).toContain(`http://shell.test/booking-confirmation?ref=${stay.bookingReference}&token=`);
    const hostMail = await mailWith(api, stay.bookingReference, 'Review your guest');
    expect(hostMail).toContain(`http://shell.test/hosting?booking=${stay.id}`);
    const after = await guestState(stay);
    expect(after.canReview).toBe(true);
    expect(after.windowEnds).toBe(new Date(completedAt.getTime() + REVIEW_WINDOW_DAYS * DAY).toISOString());
    expect((await hostState(stay)).canReview).toBe(true);

    // The jobs again: no second invitation.
    await api.app.bookingJobs.runOnce();
    const { rows } = await api.app.db.query(
      "SELECT kind FROM mail_outbox WHERE dedupe_key LIKE 'review-%' || $1 ORDER BY kind",
      [stay.id],
    );
    expect(rows).toEqual([{ kind: 'review-host-invite' }, { kind: 'review-invite' }]);
  });
});

describe('double-blind', () => {
  it('shows neither review to the other side or the public until both are in, then both', async () => {
    const stay = await completedStay('Achieng Otieno');
    const listed = async () =>
      (json(await asHost(host, 'GET', '/api/hosts/bookings?status=past')).data as Array<Record<string, unknown>>).find(
        (booking) => booking.id === stay.id,
      )?.review;
    const windowEnds = new Date(clock.getTime() + REVIEW_WINDOW_DAYS * DAY).toISOString();
    expect(await listed()).toEqual({ windowEnds, canReview: true, written: false, published: false });
    const written = await writeAsGuest(stay);
    expect(written.statusCode).toBe(201);
    expect(json(written).data).toMatchObject({ author: 'guest', publishedAt: null, rating: 5 });

    expect((await guestState(stay)).mine).toMatchObject({ author: 'guest', publishedAt: null });
    expect(await hostState(stay)).toMatchObject({ canReview: true, mine: null, theirs: null });
    // The host's list says nothing of the guest's unpublished review either.
    expect(await listed()).toEqual({ windowEnds, canReview: true, written: false, published: false });
    const guestReviewId = json(written).data.id as string;
    expect((await publicReviews()).all.map((r) => r.id)).not.toContain(guestReviewId);

    const hostWritten = await writeAsHost(stay);
    expect(hostWritten.statusCode).toBe(201);
    // The second review publishes both, at once.
    expect(json(hostWritten).data.publishedAt).toBe(clock.toISOString());
    expect((await reviewsOf(stay)).every((r) => r.published_at !== null)).toBe(true);
    expect(await listed()).toEqual({ windowEnds, canReview: false, written: true, published: true });

    const guestView = await guestState(stay);
    expect(guestView).toMatchObject({ canReview: false, theirs: { author: 'host', rating: 4, categories: null } });
    expect((await hostState(stay)).theirs).toMatchObject({ author: 'guest', id: guestReviewId });

    const shown = (await publicReviews()).all.find((r) => r.id === guestReviewId) as Record<string, unknown>;
    expect(shown).toMatchObject({ guestName: 'Achieng', stayedIn: stay.checkIn.slice(0, 7), rating: 5 });
    const text = JSON.stringify(shown);
    expect(text).not.toContain('Otieno');
    expect(text).not.toContain('@example');
    expect(text).not.toContain('722');
  });

  it('publishes both when the two sides write at the same moment', async () => {
    const stay = await completedStay();
    const [guest, hostSide] = await Promise.all([writeAsGuest(stay), writeAsHost(stay)]);
    expect([guest.statusCode, hostSide.statusCode]).toEqual([201, 201]);
    expect((await reviewsOf(stay)).map((r) => r.published_at && new Date(r.published_at).toISOString())).toEqual([
      clock.toISOString(),
      clock.toISOString(),
    ]);
  });

  it('publishes what was written when the window closes, once, even with two replicas running the job', async () => {
    const stay = await completedStay();
    expect((await writeAsGuest(stay)).statusCode).toBe(201);
    advance(REVIEW_WINDOW_DAYS + 1);
    await keepSessions();
    // Two replicas on one database: on PostgreSQL a second app; PGlite is one process's database.
    const second: FastifyInstance = onPostgres
      ? await build({ ...api.app.config, logger: false, seed: false, now: () => clock })
      : api.app;
    try {
      const counts = await Promise.all([api.app.bookingJobs.runOnce(), second.bookingJobs.runOnce()]);
      expect(counts.reduce((sum, c) => sum + (c.reviewsPublished ?? 0), 0)).toBe(1);
    } finally {
      if (second !== api.app) await second.close();
    }
    const published = await reviewsOf(stay);
    expect(published.map((r) => [r.author, r.published_at && new Date(r.published_at).toISOString()])).toEqual([
      ['guest', clock.toISOString()],
    ]);
    expect((await api.app.bookingJobs.runOnce()).reviewsPublished).toBe(0);

    // The window has closed: the host can no longer write.
    const late = await writeAsHost(stay);
    expect(late.statusCode).toBe(409);
    expect(json(late).error).toBe(reviewMessages.windowClosed);
    expect((await guestState(stay)).theirs).toBeNull();
  });
});

describe('reminders', () => {
  it('reminds each side that has not written, once, before the window closes', async () => {
    const stay = await completedStay();
    expect((await writeAsHost(stay)).statusCode).toBe(201);
    advance(REVIEW_WINDOW_DAYS - REVIEW_REMINDER_DAYS_BEFORE - 1);
    await api.app.bookingJobs.runOnce();
    const none = await api.app.db.query("SELECT 1 FROM mail_outbox WHERE dedupe_key LIKE 'review-%reminder:' || $1", [
      stay.id,
    ]);
    expect(none.rows).toEqual([]);
    advance(2);
    await api.app.bookingJobs.runOnce();
    await api.app.bookingJobs.runOnce();
    const { rows } = await api.app.db.query(
      "SELECT kind FROM mail_outbox WHERE dedupe_key LIKE 'review-%reminder:' || $1",
      [stay.id],
    );
    // The host has written: only the guest is reminded.
    expect(rows).toEqual([{ kind: 'review-reminder' }]);
    await mailWith(api, stay.bookingReference, 'Reviews close soon');
  });
});

describe('abuse', () => {
  it('takes one review per side: a second write, even at once, is 409', async () => {
    const stay = await completedStay();
    const both = await Promise.all([writeAsGuest(stay), writeAsGuest(stay)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const again = await writeAsGuest(stay);
    expect(again.statusCode).toBe(409);
    expect(json(again)).toEqual({ error: reviewMessages.alreadyWritten });
    expect((await writeAsHost(stay)).statusCode).toBe(201);
    expect((await writeAsHost(stay)).statusCode).toBe(409);
    expect(await reviewsOf(stay)).toHaveLength(2);
  });

  it('answers 404 to a wrong token and to another host', async () => {
    const stay = await completedStay();
    const url = `/api/bookings/${stay.bookingReference}/review`;
    const wrong = 'x'.repeat(43);
    expect((await asGuest(stay, 'GET', url, undefined, wrong)).statusCode).toBe(404);
    expect((await asGuest(stay, 'POST', url, guestReview(), wrong)).statusCode).toBe(404);
    expect((await asHost(otherHost, 'GET', `/api/hosts/bookings/${stay.id}/review`)).statusCode).toBe(404);
    const other = await writeAsHost(stay, hostReview(), otherHost);
    expect(other.statusCode).toBe(404);
    expect(json(other)).toHaveProperty('error');
    expect((await callAs(api, undefined, 'GET', `/api/hosts/bookings/${stay.id}/review`)).statusCode).toBe(401);
    expect(await reviewsOf(stay)).toEqual([]);
  });

  it('refuses hostile input with 400 in the JSON error shape and writes nothing', async () => {
    const stay = await completedStay();
    const { guestBodyMin, guestBodyMax, hostBodyMax } = reviewLimits;
    const fiveCategories: Record<string, number> = { ...guestReview().categories };
    delete fiveCategories.value;
    const badGuest = [
      guestReview({ rating: 0 }),
      guestReview({ rating: 6 }),
      guestReview({ rating: 4.5 }),
      guestReview({ rating: 'five' }),
      guestReview({ rating: null }),
      guestReview({ categories: undefined }),
      guestReview({ categories: fiveCategories }),
      guestReview({ categories: { ...guestReview().categories, cleanliness: 7 } }),
      guestReview({ body: 'x'.repeat(guestBodyMin - 1) }),
      guestReview({ body: ' '.repeat(guestBodyMin + 5) }),
      // Long enough in UTF-16 units, not in characters once trimmed.
      guestReview({ body: ` ${'🌍'.repeat(guestBodyMin - 1)} ` }),
      guestReview({ body: 'x'.repeat(guestBodyMax + 1) }),
      guestReview({ body: `A lovely stay${'\u0000'} with a NUL in it.` }),
      guestReview({ body: 42 }),
      [guestReview()],
    ];
    for (const payload of badGuest) {
      const answer = await writeAsGuest(stay, payload);
      expect([answer.statusCode, typeof json(answer).error]).toEqual([400, 'string']);
    }
    // A lone surrogate, and a body that is not JSON at all, as raw JSON.
    for (const raw of [JSON.stringify(guestReview()).replace('Spotless', 'Spotless \\ud800'), '{"rating": 5,']) {
      const answer = await api.app.inject({
        method: 'POST',
        url: `/api/bookings/${stay.bookingReference}/review`,
        headers: { [MANAGE_TOKEN_HEADER]: stay.manageToken, 'content-type': 'application/json' },
        payload: raw,
      });
      expect([answer.statusCode, typeof json(answer).error]).toEqual([400, 'string']);
    }
    const badHost = [
      hostReview({ wouldHostAgain: undefined }),
      hostReview({ rating: -1 }),
      hostReview({ body: 'short' }),
      hostReview({ body: 'y'.repeat(hostBodyMax + 1) }),
    ];
    for (const payload of badHost) {
      const answer = await writeAsHost(stay, payload);
      expect([answer.statusCode, typeof json(answer).error]).toEqual([400, 'string']);
    }
    expect(json(await writeAsGuest(stay, guestReview({ body: 'too short' }))).error).toBe(reviewMessages.guestBody);
    expect(await reviewsOf(stay)).toEqual([]);
    const cursor = (text: string) => Buffer.from(text).toString('base64url');
    for (const bad of [
      'abc',
      cursor(`-271821-04-20T00:00:00.000Z|${stay.id}`),
      cursor(`2026-01-01T00:00:00.000Z|x`),
      cursor(`2026-13-01|${stay.id}`),
    ]) {
      const answer = await api.app.inject({
        method: 'GET',
        url: `/api/properties/${propertyId}/reviews?cursor=${bad}`,
      });
      expect([answer.statusCode, typeof json(answer).error]).toEqual([400, 'string']);
    }
    expect(
      (await api.app.inject({ method: 'GET', url: `/api/properties/${propertyId}/reviews?limit=0` })).statusCode,
    ).toBe(400);
    expect((await api.app.inject({ method: 'GET', url: '/api/properties/nope/reviews' })).statusCode).toBe(404);
  });
});

describe('the host replies and either side reports', () => {
  let stay: Stay;
  let reviewId: string;
  beforeAll(async () => {
    stay = await completedStay();
    reviewId = json(await writeAsGuest(stay)).data.id;
  });

  it('refuses a reply before the review is published, then takes one reply, shown publicly', async () => {
    const url = `/api/hosts/reviews/${reviewId}/reply`;
    expect((await asHost(host, 'POST', url, { reply: 'Thank you!' })).statusCode).toBe(404);
    expect((await writeAsHost(stay)).statusCode).toBe(201);
    expect((await asHost(otherHost, 'POST', url, { reply: 'Not mine' })).statusCode).toBe(404);
    expect((await asHost(host, 'POST', url, { reply: '\u0000' })).statusCode).toBe(400);
    const replied = await asHost(host, 'POST', url, { reply: 'Thank you, come again!' });
    expect(replied.statusCode).toBe(200);
    expect(json(replied).data).toMatchObject({ reply: 'Thank you, come again!', repliedAt: clock.toISOString() });
    const again = await asHost(host, 'POST', url, { reply: 'Once more' });
    expect(again.statusCode).toBe(409);
    expect(json(again)).toEqual({ error: reviewMessages.alreadyReplied });
    const listed = (await publicReviews()).all.find((r) => r.id === reviewId);
    expect(listed).toMatchObject({ reply: 'Thank you, come again!' });
  });

  it('takes one report per side of a published review', async () => {
    const url = `/api/reviews/${reviewId}/report`;
    const reason = { reason: 'Mentions a neighbour by name' };
    expect((await asGuest(stay, 'POST', url, reason)).statusCode).toBe(201);
    expect((await asGuest(stay, 'POST', url, reason)).statusCode).toBe(409);
    expect((await asGuest(stay, 'POST', url, reason, 'x'.repeat(43))).statusCode).toBe(404);
    expect((await asHost(otherHost, 'POST', url, reason)).statusCode).toBe(404);
    expect((await asHost(host, 'POST', url, { reason: 'r'.repeat(501) })).statusCode).toBe(400);
    expect((await asHost(host, 'POST', url, reason)).statusCode).toBe(201);
    const twice = await asHost(host, 'POST', url, reason);
    expect(json(twice)).toEqual({ error: reviewMessages.alreadyReported });
    expect((await callAs(api, undefined, 'POST', url, reason)).statusCode).toBe(401);
    const { rows } = await api.app.db.query(
      'SELECT reporter, reason FROM review_reports WHERE review_id = $1 ORDER BY reporter',
      [reviewId],
    );
    expect(rows).toEqual([
      { reporter: 'guest', reason: reason.reason },
      { reporter: 'host', reason: reason.reason },
    ]);
  });
});

describe('the property’s page', () => {
  it('sums up exactly the published reviews: count, mean rating and category means', async () => {
    for (const rating of [1, 4]) {
      const stay = await completedStay();
      const categories = Object.fromEntries(reviewCategories.map((c) => [c, rating]));
      expect((await writeAsGuest(stay, guestReview({ rating, categories }))).statusCode).toBe(201);
      expect((await writeAsHost(stay)).statusCode).toBe(201);
    }
    // One still unpublished: not counted.
    expect((await writeAsGuest(await completedStay(), guestReview({ rating: 2 }))).statusCode).toBe(201);

    const { all, summary } = await publicReviews();
    const { rows } = await api.app.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM reviews WHERE property_id = $1 AND author = 'guest' AND published_at IS NOT NULL",
      [propertyId],
    );
    expect(all).toHaveLength(rows[0]?.n ?? -1);
    expect(new Set(all.map((r) => r.id)).size).toBe(all.length);
    const mean = (values: number[]) => Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10;
    expect(summary.count).toBe(all.length);
    expect(summary.rating).toBe(mean(all.map((r) => r.rating)));
    for (const category of reviewCategories) {
      expect(summary.categories[category]).toBe(mean(all.map((r) => r.categories[category] as number)));
    }
  });

  it("gives the property's rating and count as its published reviews' mean and number, at once", async () => {
    const property = async () =>
      json(await api.app.inject({ method: 'GET', url: `/api/properties/${propertyId}` })).data;
    const { summary } = await publicReviews();
    expect(await property()).toMatchObject({ rating: summary.rating, reviewsCount: summary.count });
    const stay = await completedStay();
    expect((await writeAsGuest(stay, guestReview({ rating: 1 }))).statusCode).toBe(201);
    // Unpublished: the numbers stand.
    expect(await property()).toMatchObject({ rating: summary.rating, reviewsCount: summary.count });
    expect((await writeAsHost(stay)).statusCode).toBe(201);
    const after = (await publicReviews()).summary;
    expect(after.count).toBe(summary.count + 1);
    expect(await property()).toMatchObject({ rating: after.rating, reviewsCount: after.count });
  });

  it('seeds ratings that are their reviews, and listings nobody has reviewed without one', async () => {
    const { rows } = await api.app.db.query<{
      id: string;
      rating: string | null;
      n: number;
      mean: string | null;
      count: number;
    }>(
      `SELECT p.id::text AS id, p.rating::text AS rating, p.reviews_count AS n,
         (SELECT round(avg(r.rating), 1)::text FROM reviews r
          WHERE r.property_id = p.id AND r.author = 'guest' AND r.published_at IS NOT NULL) AS mean,
         (SELECT count(*)::int FROM reviews r
          WHERE r.property_id = p.id AND r.author = 'guest' AND r.published_at IS NOT NULL) AS count
       FROM properties p`,
    );
    expect(rows.length).toBeGreaterThan(40);
    for (const row of rows)
      expect({ id: row.id, rating: row.rating, n: row.n }).toEqual({ id: row.id, rating: row.mean, n: row.count });
    const unreviewed = rows.filter((row) => row.n === 0);
    expect(unreviewed.length).toBeGreaterThan(0);
    expect(unreviewed.every((row) => row.rating === null)).toBe(true);
    // A host new to Makao: none of their listings has a review yet.
    const { rows: newHosts } = await api.app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM hosts h
       WHERE EXISTS (SELECT 1 FROM properties p WHERE p.host_id = h.id)
         AND NOT EXISTS (SELECT 1 FROM properties p WHERE p.host_id = h.id AND p.reviews_count > 0)`,
    );
    expect(newHosts[0]?.n).toBeGreaterThan(0);
  });

  it('never answers anyone with the host’s private "would host again"', () => {
    const keys = (value: unknown): string[] =>
      value && typeof value === 'object' ? Object.entries(value).flatMap(([key, inner]) => [key, ...keys(inner)]) : [];
    expect(answers.length).toBeGreaterThan(20);
    for (const answer of answers) {
      // A refusal may name the field it asks for; no answer carries it.
      expect(keys(json(answer)).filter((key) => /would_?host_?again/i.test(key))).toEqual([]);
      if (answer.statusCode < 300) expect(answer.body).not.toMatch(/would_?host_?again/i);
    }
  });
});
