/**
 * A booking's life on the server (shared/contracts/src/bookingLifecycle.ts): the guest's code, the
 * hold, the host's answer, expiry, the guest's own find and cancel; on PGlite and PostgreSQL.
 */
import {
  CONFIRM_CODE_MAX_ATTEMPTS,
  CONFIRM_CODE_MAX_SENDS,
  CONFIRM_CODE_MAX_WRONG_TOTAL,
  MANAGE_TOKEN_HEADER,
  canTransition,
  lifecycleMessages,
  lifecycleStatuses,
} from 'contracts/booking-lifecycle';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { addDays, nairobiDate } from 'contracts';
import { apiDir, buildServer, startApiProcess, type ApiProcess } from './api-process';
import { loadConfig } from '../src/config';
import {
  STARTUP_TIMEOUT,
  createDatabase,
  daysFromToday,
  json,
  onPostgres,
  startTestApi,
  until,
  type TestApi,
} from './helper';
import { HOST_PHONE, hostOf } from './host-accounts';
import { confirmBooking, emailedCode, mailWith, outboxTexts } from './lifecycle-helpers';

let api: TestApi;
let propertyId: string;
beforeAll(async () => {
  api = await startTestApi();
  const list = json(await api.app.inject({ method: 'GET', url: '/api/properties?limit=500' })).data;
  propertyId = list.find((p: { guests: number }) => p.guests >= 2).id;
}, STARTUP_TIMEOUT);
afterAll(async () => api?.close());

let day = 30;
/** A request for two nights not asked for before in this file. */
function request(overrides: Record<string, unknown> = {}) {
  day += 3;
  return api.app.inject({
    method: 'POST',
    url: '/api/bookings',
    payload: {
      name: 'Achieng Otieno',
      email: 'achieng@example.co.ke',
      phone: '+254 722 000 111',
      guests: 2,
      checkIn: daysFromToday(day),
      checkOut: daysFromToday(day + 2),
      propertyId,
      ...overrides,
    },
  });
}

const availability = async () =>
  json(await api.app.inject({ method: 'GET', url: `/api/properties/${propertyId}/availability` })).data.booked as {
    checkIn: string;
  }[];

describe('the guest confirms with the emailed code', () => {
  it('holds nothing until the code is entered, then holds the nights and tells the host', async () => {
    const created = await request();
    expect(created.statusCode).toBe(201);
    const booking = json(created).data;
    expect(booking).toMatchObject({ status: 'unconfirmed', host: { phone: null } });
    expect(booking.manageToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect((await availability()).map((r) => r.checkIn)).not.toContain(booking.checkIn);

    const confirmed = await confirmBooking(api, created);
    expect(confirmed.statusCode).toBe(200);
    expect(json(confirmed).data).toMatchObject({ status: 'requested', bookingReference: booking.bookingReference });
    expect((await availability()).map((r) => r.checkIn)).toContain(booking.checkIn);
    await mailWith(api, booking.bookingReference, 'New booking request');
    const { rows } = await api.app.db.query(
      'SELECT from_status, to_status, actor FROM booking_events WHERE booking_id = $1',
      [booking.id],
    );
    expect(rows).toEqual([{ from_status: 'unconfirmed', to_status: 'requested', actor: 'guest' }]);
  });

  it('finds a booking by reference and email, with one answer for a wrong pair', async () => {
    const created = await request();
    const { bookingReference, manageToken } = json(created).data;
    const find = (reference: string, email: string) =>
      api.app.inject({ method: 'POST', url: '/api/bookings/find', payload: { reference, email } });
    const found = await find(bookingReference.toLowerCase(), 'ACHIENG@example.co.ke');
    expect(found.statusCode).toBe(200);
    expect(json(found).data.manageToken).toBe(manageToken);
    const wrongEmail = await find(bookingReference, 'someone@example.com');
    const wrongReference = await find('MK-ZZZZZZZZ', 'achieng@example.co.ke');
    expect(wrongEmail.statusCode).toBe(404);
    expect(json(wrongEmail)).toEqual(json(wrongReference));
    expect(json(wrongEmail).error).toBe(lifecycleMessages.notFound);
  });

  it('cancels with the manage token and frees the nights; a wrong token is 404', async () => {
    const created = await request();
    await confirmBooking(api, created);
    const { bookingReference, manageToken, checkIn } = json(created).data;
    const bad = await api.app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingReference}/cancel`,
      headers: { [MANAGE_TOKEN_HEADER]: 'x'.repeat(43) },
    });
    expect(bad.statusCode).toBe(404);
    const cancelled = await api.app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingReference}/cancel`,
      headers: { [MANAGE_TOKEN_HEADER]: manageToken },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(json(cancelled).data.status).toBe('cancelled');
    expect((await availability()).map((r) => r.checkIn)).not.toContain(checkIn);
    const again = await api.app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingReference}/cancel`,
      headers: { [MANAGE_TOKEN_HEADER]: manageToken },
    });
    expect(again.statusCode).toBe(409);
  });

  it('expires an unanswered request when the host does not answer in time', async () => {
    const created = await request();
    await confirmBooking(api, created);
    const { id, checkIn } = json(created).data;
    await api.app.db.query("UPDATE bookings SET respond_by = now() - interval '1 minute' WHERE id = $1", [id]);
    const counts = await api.app.bookingJobs.runOnce();
    expect(counts.unansweredExpired).toBeGreaterThanOrEqual(1);
    const { rows } = await api.app.db.query('SELECT status FROM bookings WHERE id = $1', [id]);
    expect(rows).toEqual([{ status: 'expired' }]);
    expect((await availability()).map((r) => r.checkIn)).not.toContain(checkIn);
  });
});

describe('a booking reference alone reveals nothing and changes nothing', () => {
  const GUEST = '198.51.100.10';
  let stranger = 0;
  /** A client that has made no attempt yet. */
  const newStranger = () => `203.0.113.${(stranger += 1)}`;
  const confirmFrom = (client: string, reference: string, code: string) =>
    api.app.inject({
      method: 'POST',
      url: `/api/bookings/${reference}/confirm`,
      payload: { code },
      remoteAddress: client,
    });
  const resend = (reference: string, token?: string) =>
    api.app.inject({
      method: 'POST',
      url: `/api/bookings/${reference}/code`,
      headers: token === undefined ? {} : { [MANAGE_TOKEN_HEADER]: token },
    });
  const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');
  /** The codes emailed for `reference`, newest first. */
  const codesFor = async (reference: string) => {
    await api.app.mailer.drain();
    return outboxTexts(api)
      .filter((text) => text.includes(reference))
      .map((text) => /Your confirmation code is (\d{6})/.exec(text)?.[1])
      .filter((code): code is string => code !== undefined);
  };
  /** The last code was sent a minute ago: the guest may ask for another. */
  const aMinuteLater = (reference: string) =>
    api.app.db.query(
      "UPDATE bookings SET confirm_code_sent_at = confirm_code_sent_at - interval '61 seconds' WHERE reference = $1",
      [reference],
    );
  const unknownReference = () => `MK-ZZ${randomBytes(3).toString('hex').toUpperCase()}`;

  /** A request by a guest of their own (a verified email holds only a few live requests). */
  const guestRequest = () => request({ email: `reference.${randomBytes(4).toString('hex')}@example.co.ke` });

  it("counts wrong codes per client: a stranger's guesses never lock the guest out", async () => {
    const created = await guestRequest();
    const { bookingReference } = json(created).data;
    const code = await emailedCode(api, bookingReference);
    const client = newStranger();
    for (let i = 1; i < CONFIRM_CODE_MAX_ATTEMPTS; i += 1) {
      const response = await confirmFrom(client, bookingReference, wrongFor(code));
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({ error: lifecycleMessages.codeWrong });
    }
    const last = await confirmFrom(client, bookingReference, wrongFor(code));
    expect(last.statusCode).toBe(429);
    expect(json(last)).toEqual({ error: lifecycleMessages.codeTooManyTries });
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    // That client is held back even with the right code; the guest, elsewhere, is not.
    expect((await confirmFrom(client, bookingReference, code)).statusCode).toBe(429);
    const guest = await confirmFrom(GUEST, bookingReference, code);
    expect(guest.statusCode).toBe(200);
    expect(json(guest).data.status).toBe('requested');
  });

  it('answers an unknown reference exactly as a known one with a wrong code, and only the right code with the booking', async () => {
    const created = await guestRequest();
    const { bookingReference } = json(created).data;
    const code = await emailedCode(api, bookingReference);
    expect((await confirmFrom(GUEST, bookingReference, code)).statusCode).toBe(200);

    const known = await confirmFrom(newStranger(), bookingReference, wrongFor(code));
    const unknown = await confirmFrom(newStranger(), unknownReference(), wrongFor(code));
    const malformed = await confirmFrom(newStranger(), 'not-a-reference', wrongFor(code));
    for (const answer of [known, unknown, malformed]) {
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toBe(JSON.stringify({ error: lifecycleMessages.codeWrong }));
    }
    expect(known.body).not.toMatch(/achieng|722|manageToken/i);
    // The right code again (a second tab, a retry): the booking as it is.
    const again = await confirmFrom(GUEST, bookingReference, code);
    expect(again.statusCode).toBe(200);
    expect(json(again).data).toMatchObject({ status: 'requested', manageToken: json(created).data.manageToken });
  });

  it('answers a code that is not six digits with a 400 that costs no try', async () => {
    const created = await guestRequest();
    const { bookingReference } = json(created).data;
    const code = await emailedCode(api, bookingReference);
    const client = newStranger();
    for (const malformed of ['12345', '1234567', 'abcdef', '12 34 5x', '１２３４５６']) {
      const response = await confirmFrom(client, bookingReference, malformed);
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({ error: lifecycleMessages.codeFormat });
    }
    // Spaces are the guest's own, from copying the email: "482 913" is six digits.
    const spaced = `${code.slice(0, 3)} ${code.slice(3)}`;
    for (let i = 1; i < CONFIRM_CODE_MAX_ATTEMPTS; i += 1) {
      expect((await confirmFrom(client, bookingReference, wrongFor(code))).statusCode).toBe(400);
    }
    expect((await confirmFrom(client, bookingReference, spaced)).statusCode).toBe(200);
  });

  it('says "cancelled", not "expired", to the right code of a cancelled request', async () => {
    const created = await guestRequest();
    const { bookingReference, manageToken } = json(created).data;
    const code = await emailedCode(api, bookingReference);
    const cancelled = await api.app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingReference}/cancel`,
      headers: { [MANAGE_TOKEN_HEADER]: manageToken },
    });
    expect(cancelled.statusCode).toBe(200);
    const response = await confirmFrom(GUEST, bookingReference, code);
    expect(response.statusCode).toBe(410);
    expect(json(response)).toEqual({ error: lifecycleMessages.codeCancelled });
    // A stranger with a wrong code learns nothing of it.
    expect(json(await confirmFrom(newStranger(), bookingReference, wrongFor(code)))).toEqual({
      error: lifecycleMessages.codeWrong,
    });
  });

  it('retires a code that many clients have guessed at; the guest asks for a new one, and it works', async () => {
    const created = await guestRequest();
    const { bookingReference, manageToken } = json(created).data;
    const code = await emailedCode(api, bookingReference);
    for (let total = 0; total < CONFIRM_CODE_MAX_WRONG_TOTAL;) {
      const client = newStranger();
      for (let i = 0; i < CONFIRM_CODE_MAX_ATTEMPTS && total < CONFIRM_CODE_MAX_WRONG_TOTAL; i += 1, total += 1) {
        await confirmFrom(client, bookingReference, wrongFor(code));
      }
    }
    const retired = await confirmFrom(GUEST, bookingReference, code);
    expect(retired.statusCode).toBe(429);
    expect(json(retired)).toEqual({ error: lifecycleMessages.codeTooManyTries });
    // An unknown reference guessed at as often answers the same.
    const unknown = unknownReference();
    for (let total = 0; total < CONFIRM_CODE_MAX_WRONG_TOTAL; total += 1) {
      await confirmFrom(`192.0.2.${Math.floor(total / CONFIRM_CODE_MAX_ATTEMPTS)}`, unknown, wrongFor(code));
    }
    expect((await confirmFrom(GUEST, unknown, code)).body).toBe(retired.body);

    await aMinuteLater(bookingReference);
    const sent = await resend(bookingReference, manageToken);
    expect(sent.statusCode).toBe(202);
    expect(json(sent)).toEqual({ data: { message: lifecycleMessages.codeResent } });
    await until('the new code is emailed', async () => (await codesFor(bookingReference)).length === 2);
    const [newCode] = (await codesFor(bookingReference)).filter((c) => c !== code);
    expect(newCode).toMatch(/^\d{6}$/);
    if (newCode !== code) expect((await confirmFrom(GUEST, bookingReference, code)).statusCode).toBe(400);
    const confirmed = await confirmFrom(GUEST, bookingReference, newCode as string);
    expect(confirmed.statusCode).toBe(200);
    expect(json(confirmed).data.status).toBe('requested');
  });

  it('sends a new code only to the guest, at most once a minute and a few times in all', async () => {
    const created = await guestRequest();
    const { bookingReference, manageToken } = json(created).data;
    // Without the token a known reference answers as an unknown one.
    const stranger = await resend(bookingReference);
    const forged = await resend(bookingReference, 'x'.repeat(43));
    const unknown = await resend(unknownReference(), manageToken);
    for (const answer of [stranger, forged, unknown]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.body).toBe(stranger.body);
    }
    const soon = await resend(bookingReference, manageToken);
    expect(soon.statusCode).toBe(429);
    expect(json(soon)).toEqual({ error: lifecycleMessages.codeResendTooSoon });
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);

    for (let sends = 1; sends < CONFIRM_CODE_MAX_SENDS; sends += 1) {
      await aMinuteLater(bookingReference);
      expect((await resend(bookingReference, manageToken)).statusCode).toBe(202);
    }
    await aMinuteLater(bookingReference);
    const enough = await resend(bookingReference, manageToken);
    expect(enough.statusCode).toBe(409);
    expect(json(enough)).toEqual({ error: lifecycleMessages.codeResendLimit });
    await until(
      'every code is emailed',
      async () => (await codesFor(bookingReference)).length === CONFIRM_CODE_MAX_SENDS,
    );
  });

  it('tells the host of a booking only to the guest who holds its token', async () => {
    const created = await guestRequest();
    const { id, bookingReference, manageToken } = json(created).data;
    expect((await confirmBooking(api, created)).statusCode).toBe(200);
    const notify = (bookingId: string, token?: string) =>
      api.app.inject({
        method: 'POST',
        url: '/api/email/booking-notification',
        payload: { bookingId },
        headers: token === undefined ? {} : { [MANAGE_TOKEN_HEADER]: token },
      });
    const byReference = await notify(bookingReference);
    const byId = await notify(id);
    const unknown = await notify(unknownReference());
    for (const answer of [byReference, byId, unknown]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.body).toBe(unknown.body);
    }
    const guest = await notify(bookingReference, manageToken);
    expect(guest.statusCode).toBe(200);
    expect(json(guest).data).toMatchObject({ bookingId: id, guest: 'already-sent', host: 'already-sent' });
  });
});

describe('HOST_RESPONSE_HOURS', () => {
  it('reads hours with a fraction, and refuses zero, negatives and words', () => {
    expect(loadConfig({}).hostResponseHours).toBe(24);
    expect(loadConfig({ HOST_RESPONSE_HOURS: '48' }).hostResponseHours).toBe(48);
    expect(loadConfig({ HOST_RESPONSE_HOURS: '0.005' }).hostResponseHours).toBe(0.005);
    for (const value of ['0', '-1', 'a day', 'Infinity']) {
      expect(() => loadConfig({ HOST_RESPONSE_HOURS: value })).toThrow(/HOST_RESPONSE_HOURS/);
    }
  });
});

describe('the host answers', () => {
  /** A signed-in host who owns a seeded property (moved to them for the test). */
  const hostOfProperty = async (property: string) => (await hostOf(api, property)).call;

  let ownProperty: string;
  let asHost: Awaited<ReturnType<typeof hostOfProperty>>;
  let asOtherHost: Awaited<ReturnType<typeof hostOfProperty>>;
  beforeAll(async () => {
    const list = json(await api.app.inject({ method: 'GET', url: '/api/properties?limit=500' })).data;
    const [own, other] = list.filter((p: { id: string; guests: number }) => p.id !== propertyId && p.guests >= 2);
    ownProperty = own.id;
    asHost = await hostOfProperty(ownProperty);
    asOtherHost = await hostOfProperty(other.id);
  });

  async function heldRequest(email = `guest.${Math.random().toString(16).slice(2)}@example.com`) {
    const created = await request({ propertyId: ownProperty, email });
    expect((await confirmBooking(api, created)).statusCode).toBe(200);
    return json(created).data as { id: string; bookingReference: string; manageToken: string; checkIn: string };
  }

  it('shows the request in the inbox; accepting confirms it and gives the guest the host’s phone', async () => {
    const booking = await heldRequest();
    const inbox = json(await asHost('GET', '/api/hosts/bookings?status=requested')).data;
    expect(inbox.map((b: { id: string }) => b.id)).toContain(booking.id);
    expect(json(await asOtherHost('GET', '/api/hosts/bookings')).data.map((b: { id: string }) => b.id)).not.toContain(
      booking.id,
    );
    // Another host cannot answer it: 404, as for a booking that does not exist.
    expect((await asOtherHost('POST', `/api/hosts/bookings/${booking.id}/accept`)).statusCode).toBe(404);
    const accepted = await asHost('POST', `/api/hosts/bookings/${booking.id}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(json(accepted).data.status).toBe('confirmed');
    const guestView = await api.app.inject({
      method: 'GET',
      url: `/api/bookings/${booking.bookingReference}`,
      headers: { [MANAGE_TOKEN_HEADER]: booking.manageToken },
    });
    expect(json(guestView).data).toMatchObject({ status: 'confirmed', host: { phone: HOST_PHONE } });
    await mailWith(api, booking.bookingReference, 'Booking confirmed');
    // Accepting twice, or declining a confirmed booking, is not a transition.
    expect((await asHost('POST', `/api/hosts/bookings/${booking.id}/accept`)).statusCode).toBe(409);
    expect((await asHost('POST', `/api/hosts/bookings/${booking.id}/decline`, {})).statusCode).toBe(409);
  });

  it('declining frees the nights and tells the guest why', async () => {
    const booking = await heldRequest();
    const declined = await asHost('POST', `/api/hosts/bookings/${booking.id}/decline`, {
      reason: 'Closed for repairs',
    });
    expect(json(declined).data.status).toBe('declined');
    const booked = json(await api.app.inject({ method: 'GET', url: `/api/properties/${ownProperty}/availability` }))
      .data.booked as { checkIn: string }[];
    expect(booked.map((r) => r.checkIn)).not.toContain(booking.checkIn);
    await mailWith(api, booking.bookingReference, 'Closed for repairs');
    const { rows } = await api.app.db.query(
      'SELECT to_status, actor, reason FROM booking_events WHERE booking_id = $1 ORDER BY id',
      [booking.id],
    );
    expect(rows).toEqual([
      { to_status: 'requested', actor: 'guest', reason: null },
      { to_status: 'declined', actor: 'host', reason: 'Closed for repairs' },
    ]);
  });

  it('files a stay under past once its check-out day has begun in Nairobi, not in UTC', async () => {
    const booking = await heldRequest();
    const accepted = json(await asHost('POST', `/api/hosts/bookings/${booking.id}/accept`)).data as {
      checkOut: string;
    };
    const ids = async (status: string) =>
      json(await asHost('GET', `/api/hosts/bookings?status=${status}`)).data.map((b: { id: string }) => b.id);
    const realNow = api.app.now;
    // The test moves the API's clock to the stay: the host's session must outlive the jump.
    await api.app.db.query("UPDATE host_sessions SET expires_at = now() + interval '5 years'");
    // 21:30 UTC the evening before check-out is 00:30 on check-out day in Nairobi (UTC+3).
    const evening = new Date(`${accepted.checkOut}T21:30:00Z`);
    evening.setUTCDate(evening.getUTCDate() - 1);
    api.app.now = () => evening;
    try {
      expect(await ids('past')).toContain(booking.id);
      expect(await ids('upcoming')).not.toContain(booking.id);
    } finally {
      api.app.now = realNow;
    }
    expect(await ids('upcoming')).toContain(booking.id);
  });

  describe('every action from every status: the legal ones change it, the rest are 409 and change nothing', () => {
    const actions = {
      'guest confirms with the code': { to: 'requested', actor: 'guest' },
      'guest cancels': { to: 'cancelled', actor: 'guest' },
      'host accepts': { to: 'confirmed', actor: 'host' },
      'host declines': { to: 'declined', actor: 'host' },
      'host cancels': { to: 'cancelled', actor: 'host' },
    } as const;
    const cases = lifecycleStatuses.flatMap((from) =>
      (Object.keys(actions) as (keyof typeof actions)[]).map((action) => [from, action] as const),
    );

    it.each(cases)('from %s, %s', async (from, action) => {
      const email = `matrix.${Math.random().toString(16).slice(2)}@example.com`;
      const created = await request({ propertyId: ownProperty, email });
      const { id, bookingReference, manageToken } = json(created).data;
      const code = await emailedCode(api, bookingReference);
      // The booking is put in `from` directly: the database's triggers keep its held nights.
      await api.app.db.query('UPDATE bookings SET status = $2 WHERE id = $1', [id, from]);
      const guestHeaders = { [MANAGE_TOKEN_HEADER]: manageToken };
      const answer = await {
        'guest confirms with the code': () =>
          api.app.inject({ method: 'POST', url: `/api/bookings/${bookingReference}/confirm`, payload: { code } }),
        'guest cancels': () =>
          api.app.inject({ method: 'POST', url: `/api/bookings/${bookingReference}/cancel`, headers: guestHeaders }),
        'host accepts': () => asHost('POST', `/api/hosts/bookings/${id}/accept`),
        'host declines': () => asHost('POST', `/api/hosts/bookings/${id}/decline`, {}),
        'host cancels': () => asHost('POST', `/api/hosts/bookings/${id}/cancel`),
      }[action]();
      const { to, actor } = actions[action];
      const status = async () =>
        (await api.app.db.query<{ status: string }>('SELECT status FROM bookings WHERE id = $1', [id])).rows[0]?.status;
      const events = async () =>
        (
          await api.app.db.query(
            'SELECT from_status, to_status, actor FROM booking_events WHERE booking_id = $1 ORDER BY id',
            [id],
          )
        ).rows;
      if (action === 'guest confirms with the code' && (from === 'requested' || from === 'confirmed')) {
        // A second tab or a retry of the code: the booking as it is, changed by nothing.
        expect(answer.statusCode).toBe(200);
        expect(json(answer).data.status).toBe(from);
        expect(await status()).toBe(from);
        expect(await events()).toEqual([]);
      } else if (canTransition(from, to, actor)) {
        expect(answer.statusCode).toBe(200);
        expect(await status()).toBe(to);
        expect(await events()).toEqual([{ from_status: from, to_status: to, actor }]);
      } else {
        // Refused: 409, or 410 for a code whose booking can no longer be confirmed.
        const refusal = action === 'guest confirms with the code' ? 410 : 409;
        expect({ status: answer.statusCode, error: typeof json(answer).error }).toEqual({
          status: refusal,
          error: 'string',
        });
        expect(await events()).toEqual([]);
        expect(await status()).toBe(from);
      }
    });
  });

  it('a guest cancelling a confirmed stay frees it and tells the host', async () => {
    const booking = await heldRequest();
    await asHost('POST', `/api/hosts/bookings/${booking.id}/accept`);
    const cancelled = await api.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.bookingReference}/cancel`,
      headers: { [MANAGE_TOKEN_HEADER]: booking.manageToken },
    });
    expect(json(cancelled).data.status).toBe('cancelled');
    await mailWith(api, booking.bookingReference, 'Guest cancelled');
  });

  it('an instant-book listing confirms at once; a verified email holds only a few live requests', async () => {
    await api.app.db.query('UPDATE properties SET instant_book = true WHERE id = $1', [ownProperty]);
    const instant = await request({ propertyId: ownProperty, email: 'instant@example.com' });
    expect(json(await confirmBooking(api, instant)).data.status).toBe('confirmed');
    await api.app.db.query('UPDATE properties SET instant_book = false WHERE id = $1', [ownProperty]);

    const email = 'busy.guest@example.com';
    for (let i = 0; i < 3; i += 1) {
      expect((await confirmBooking(api, await request({ propertyId: ownProperty, email }))).statusCode).toBe(200);
    }
    const fourth = await confirmBooking(api, await request({ propertyId: ownProperty, email }));
    expect(fourth.statusCode).toBe(429);
    expect(json(fourth).error).toBe(lifecycleMessages.tooManyLive);
  });
});

describe('no hoarding: a client without a mailbox holds almost nothing', () => {
  it(
    'one client spraying requests and code guesses up to the limits holds at most 5% of the nights it asked for',
    async () => {
      // The site's own limits (RATE_LIMIT_MAX a minute per client on each POST route).
      const limited = await startTestApi({ rateLimitMax: 30, seed: true });
      try {
        const list = json(await limited.app.inject({ method: 'GET', url: '/api/properties?limit=500' })).data as {
          id: string;
        }[];
        let askedNights = 0;
        const references: string[] = [];
        // One rate-limit window: every request and guess the limits let through, until both answer 429.
        for (let i = 0; ; i += 1) {
          const property = list[i % list.length] as { id: string };
          const response = await limited.app.inject({
            method: 'POST',
            url: '/api/bookings',
            payload: {
              name: 'Hoarder',
              email: `nobody${i}@no-mailbox.invalid`,
              phone: '+254 700 000 000',
              checkIn: daysFromToday(10),
              checkOut: daysFromToday(40),
              propertyId: property.id,
            },
          });
          if (response.statusCode === 429) break;
          expect(response.statusCode).toBe(201);
          askedNights += 30;
          references.push(json(response).data.bookingReference);
        }
        for (let i = 0; ; i += 1) {
          const reference = references[i % references.length] as string;
          const guess = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
          const response = await limited.app.inject({
            method: 'POST',
            url: `/api/bookings/${reference}/confirm`,
            payload: { code: guess },
          });
          if (response.statusCode === 429 && json(response).error !== lifecycleMessages.codeTooManyTries) break;
        }
        const { rows } = await limited.app.db.query<{ nights: number }>(
          "SELECT coalesce(sum(nights), 0)::int AS nights FROM bookings WHERE status IN ('requested', 'confirmed')",
        );
        const held = rows[0]?.nights ?? 0;
        expect(askedNights).toBeGreaterThan(0);
        // Each window allows the same, so ten minutes of it hold the same share.
        expect(held / askedNights).toBeLessThanOrEqual(0.05);
      } finally {
        await limited.close();
      }
    },
    STARTUP_TIMEOUT * 2,
  );
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const REQUESTS = 40;

if (onPostgres)
  describe('two API replicas running the booking jobs', () => {
    const outDir = path.join(apiDir, '.tmp', `jobs-replicas-${process.pid}-${randomBytes(4).toString('hex')}`);
    let database: Awaited<ReturnType<typeof createDatabase>>;
    let db: pg.Client;
    const replicas: ApiProcess[] = [];

    beforeAll(async () => {
      mkdirSync(outDir, { recursive: true });
      database = await createDatabase(process.env.DATABASE_URL as string);
      const entry = buildServer(outDir);
      const env = (name: string, seed: boolean) => ({
        DATABASE_URL: database.url,
        DATA_DIR: path.join(outDir, `${name}-pglite`),
        OUTBOX_DIR: path.join(outDir, `${name}-outbox`),
        BOOKING_JOBS_INTERVAL_MS: '50',
        SEED: String(seed),
      });
      // The first replica migrates and seeds; the second starts on the same database.
      replicas.push(await startApiProcess(entry, env('a', true)));
      replicas.push(await startApiProcess(entry, env('b', false)));
      db = new pg.Client({ connectionString: database.url });
      await db.connect();
    }, STARTUP_TIMEOUT * 2);

    afterAll(async () => {
      await db?.end();
      await Promise.all(replicas.map((api) => api.stop()));
      await database?.drop();
      rmSync(outDir, { recursive: true, force: true });
    }, STARTUP_TIMEOUT);

    it('expires each unanswered request once, with one event and one email, and frees its nights', async () => {
      const { rows: properties } = await db.query<{ id: string; price: number }>(
        "SELECT id, price FROM properties WHERE status = 'published' ORDER BY id LIMIT 4",
      );
      expect(properties).toHaveLength(4);
      // Requests the host did not answer in time, each on its own nights, made due at one instant so
      // both replicas find all of them at their next run.
      const today = nairobiDate(Date.now());
      const ids: string[] = [];
      await db.query('BEGIN');
      for (let i = 0; i < REQUESTS; i += 1) {
        const property = properties[i % properties.length] as { id: string; price: number };
        const checkIn = addDays(today, 30 + Math.floor(i / properties.length) * 3);
        const { rows } = await db.query<{ id: string }>(
          `INSERT INTO bookings (reference, property_id, name, email, phone, guests, message, check_in, check_out,
           nights, price_per_night, total_amount, payment_type, status, respond_by)
         VALUES ($1, $2, 'Wanjiru Kamau', $3, '+254 712 345 678', 2, '', $4::date, $5::date, 2, $6, $7,
           'reserve', 'requested', now() - interval '1 minute')
         RETURNING id::text`,
          [
            `MK-R${String(i).padStart(7, '0')}`,
            property.id,
            `replica.${i}@example.com`,
            checkIn,
            addDays(checkIn, 2),
            property.price,
            property.price * 2,
          ],
        );
        ids.push((rows[0] as { id: string }).id);
      }
      await db.query('COMMIT');

      const deadline = Date.now() + 20_000;
      for (;;) {
        const { rows } = await db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM bookings WHERE id = ANY($1::uuid[]) AND status = 'expired'",
          [ids],
        );
        if (rows[0]?.n === REQUESTS) break;
        if (Date.now() > deadline) throw new Error(`${rows[0]?.n} of ${REQUESTS} requests expired in 20 s`);
        await sleep(100);
      }
      // Give a second, late run every chance to expire something again.
      await sleep(500);

      const { rows: events } = await db.query<{ booking_id: string; n: number }>(
        `SELECT booking_id::text, count(*)::int AS n FROM booking_events
       WHERE booking_id = ANY($1::uuid[]) AND to_status = 'expired' GROUP BY booking_id`,
        [ids],
      );
      expect(events).toHaveLength(REQUESTS);
      expect(events.every((row) => row.n === 1)).toBe(true);
      const { rows: mails } = await db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM mail_outbox WHERE kind = 'booking-expired'",
      );
      expect(mails[0]?.n).toBe(REQUESTS);
      const { rows: held } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM bookings
       WHERE id = ANY($1::uuid[]) AND status IN ('requested', 'confirmed', 'completed')`,
        [ids],
      );
      expect(held[0]?.n).toBe(0);
    });
  });
