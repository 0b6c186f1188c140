/**
 * The console's reads and the resend beside the queues (api/src/domain/outbox/README.md,
 * domain/bookings): the messages the outbox gave up on, without their bodies, and sending one again;
 * a listing's bookings, read-only, with the guest's first name only. Operators only; every action in
 * the audit log. On PGlite and PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { opsMessages } from 'contracts/ops';
import type { OutboxMail } from '../src/plugins/mail';
import { STARTUP_TIMEOUT, daysFromToday, json, startTestApi, type TestApi } from './helper';
import { hostOf } from './host-accounts';
import { confirmBooking } from './lifecycle-helpers';
import { setUpOperator, siteCall, type SignedInOperator } from './operators';

let api: TestApi;
let operator: SignedInOperator;
let published: string[];

beforeAll(async () => {
  api = await startTestApi();
  operator = await setUpOperator(api, 'console@makao.co.ke');
  const list = json(await api.app.inject({ method: 'GET', url: '/api/properties?limit=500' })).data;
  published = list.filter((p: { guests: number }) => p.guests >= 2).map((p: { id: string }) => p.id);
}, STARTUP_TIMEOUT);
afterAll(async () => api?.close());

const expectError = (response: LightMyRequestResponse, status: number) => {
  expect(response.statusCode).toBe(status);
  const body = json(response);
  expect(typeof body.error).toBe('string');
  expect(Object.keys(body).every((key) => ['error', 'details', 'missingFields'].includes(key))).toBe(true);
};

const auditOf = async (type: string, id: string) =>
  (
    await api.app.db.query<{ action: string; actor: string; before: unknown; after: unknown }>(
      'SELECT action, actor, before, after FROM audit_log WHERE subject_type = $1 AND subject_id = $2 ORDER BY id',
      [type, id],
    )
  ).rows;

let serial = 0;
/**
 * A message the worker gave up on, as it leaves one: failed after its attempts, the last error kept,
 * and the body blanked when it held a secret. Written failed in one transaction, so no worker sends it first.
 */
async function failedMail({ eraseBody = false } = {}): Promise<{
  id: string;
  to: string;
  subject: string;
  text: string;
}> {
  serial += 1;
  const mail: OutboxMail = {
    kind: eraseBody ? 'host-reset-password' : 'booking-guest',
    dedupeKey: `console-test:${randomUUID()}`,
    message: {
      to: `guest.${serial}@example.com`,
      subject: `Your stay ${serial}`,
      text: `Private body ${serial}: https://makao.test/secret-link`,
      html: `<p>Private body ${serial}</p>`,
    },
    eraseBody,
  };
  const id = await api.app.db.transaction(async (tx) => {
    await api.app.mailer.enqueue(tx, mail);
    const { rows } = await tx.query<{ id: string }>(
      `UPDATE mail_outbox SET attempts = 5, failed_at = now(), last_error = 'connect ECONNREFUSED 127.0.0.1:25',
         text_body = CASE WHEN erase_body THEN '' ELSE text_body END,
         html_body = CASE WHEN erase_body THEN '' ELSE html_body END
       WHERE dedupe_key = $1 RETURNING id::text AS id`,
      [mail.dedupeKey],
    );
    return rows[0]?.id as string;
  });
  return { id, to: mail.message.to, subject: mail.message.subject, text: mail.message.text };
}

const outboxRow = async (id: string) =>
  (
    await api.app.db.query<{ attempts: number; sent: boolean; failed: boolean }>(
      `SELECT attempts, sent_at IS NOT NULL AS sent, failed_at IS NOT NULL AS failed FROM mail_outbox WHERE id = $1`,
      [id],
    )
  ).rows[0];

describe('the console is the operators’ alone', () => {
  it('answers 404 to nobody and to a signed-in host, and changes nothing', async () => {
    const mail = await failedMail();
    const listing = published[0] as string;
    const host = await hostOf(api, published[1] as string, 'Curious Host');
    const calls: Array<['GET' | 'POST', string]> = [
      ['GET', '/api/ops/outbox/failed'],
      ['POST', `/api/ops/outbox/${mail.id}/resend`],
      ['GET', `/api/ops/listings/${listing}/bookings`],
    ];
    for (const as of [{}, { cookie: host.cookie, csrf: host.csrf }]) {
      for (const [method, url] of calls) {
        const response = await siteCall(api, method, url, as);
        expectError(response, 404);
        expect(json(response)).toEqual({ error: 'Not found' });
      }
    }
    expect(await outboxRow(mail.id)).toEqual({ attempts: 5, sent: false, failed: true });
    expect(await auditOf('mail', mail.id)).toEqual([]);
  });
});

describe('failed emails', () => {
  it('lists the failed messages newest first, with the last error and never a body', async () => {
    const older = await failedMail();
    const erased = await failedMail({ eraseBody: true });
    const response = await operator.call('GET', '/api/ops/outbox/failed');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const list = json(response).data as Array<Record<string, unknown>>;
    const ids = list.map((item) => item.id);
    expect(ids.indexOf(erased.id)).toBeLessThan(ids.indexOf(older.id));
    expect(list.find((item) => item.id === older.id)).toEqual({
      id: older.id,
      kind: 'booking-guest',
      to: older.to,
      subject: older.subject,
      attempts: 5,
      lastError: 'connect ECONNREFUSED 127.0.0.1:25',
      createdAt: expect.any(String),
      failedAt: expect.any(String),
      resendable: true,
    });
    expect(list.find((item) => item.id === erased.id)).toMatchObject({
      kind: 'host-reset-password',
      resendable: false,
    });
    expect(response.body).not.toContain('Private body');
    expect(response.body).not.toContain('secret-link');
  });

  it('sends a failed message again with a fresh run of attempts, in the audit log', async () => {
    const mail = await failedMail();
    const response = await operator.call('POST', `/api/ops/outbox/${mail.id}/resend`);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ data: { id: mail.id, status: 'queued' } });
    await api.app.mailer.drain();
    expect(await outboxRow(mail.id)).toEqual({ attempts: 1, sent: true, failed: false });
    const sent = readdirSync(api.outboxDir).filter((file) => file.endsWith(`-${mail.id}.eml`));
    expect(sent).toHaveLength(1);
    expect(readFileSync(path.join(api.outboxDir, sent[0] as string), 'utf8')).toContain(mail.subject);
    const listed = json(await operator.call('GET', '/api/ops/outbox/failed')).data as Array<{ id: string }>;
    expect(listed.map((item) => item.id)).not.toContain(mail.id);

    expect(await auditOf('mail', mail.id)).toEqual([
      {
        action: 'outbox.resend',
        actor: operator.email,
        before: {
          kind: 'booking-guest',
          to: mail.to,
          attempts: 5,
          failedAt: expect.any(String),
          lastError: 'connect ECONNREFUSED 127.0.0.1:25',
        },
        after: { kind: 'booking-guest', to: mail.to, attempts: 0, failedAt: null },
      },
    ]);

    // Sent now: not a failed message any more.
    const again = await operator.call('POST', `/api/ops/outbox/${mail.id}/resend`);
    expectError(again, 409);
    expect(json(again).error).toBe(opsMessages.mailNotFailed);
  });

  it('refuses a message whose body was erased (a sign-in link) with 409, and changes nothing', async () => {
    const mail = await failedMail({ eraseBody: true });
    const response = await operator.call('POST', `/api/ops/outbox/${mail.id}/resend`);
    expectError(response, 409);
    expect(json(response).error).toBe(opsMessages.mailBodyErased);
    expect(await outboxRow(mail.id)).toEqual({ attempts: 5, sent: false, failed: true });
    expect(await auditOf('mail', mail.id)).toEqual([]);
  });

  it('answers an unknown or malformed id with a 4xx in the JSON error shape', async () => {
    expectError(await operator.call('POST', `/api/ops/outbox/${randomUUID()}/resend`), 404);
    expectError(await operator.call('POST', '/api/ops/outbox/not-an-id/resend'), 404);
    expectError(await operator.call('POST', `/api/ops/outbox/${'x'.repeat(100)}/resend`), 400);
    const mail = await failedMail();
    const fromElsewhere = await api.app.inject({
      method: 'POST',
      url: `/api/ops/outbox/${mail.id}/resend`,
      headers: { origin: 'http://evil.test', cookie: operator.cookie, 'x-csrf-token': operator.csrf },
    });
    expect(fromElsewhere.statusCode).toBeGreaterThanOrEqual(400);
    expect(fromElsewhere.statusCode).toBeLessThan(500);
    const noToken = await siteCall(api, 'POST', `/api/ops/outbox/${mail.id}/resend`, { cookie: operator.cookie });
    expect(noToken.statusCode).toBe(403);
    expect(await outboxRow(mail.id)).toEqual({ attempts: 5, sent: false, failed: true });
  });
});

describe('a listing’s bookings', () => {
  const book = (propertyId: string, day: number, name: string) =>
    api.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: {
        name,
        email: `${name.trim().split(' ')[0]?.toLowerCase()}@example.com`,
        phone: '+254 722 000 111',
        guests: 2,
        checkIn: daysFromToday(day),
        checkOut: daysFromToday(day + 3),
        propertyId,
      },
    });

  it('lists them newest first with the guest’s first name only, no email or phone', async () => {
    const id = published[2] as string;
    const first = await confirmBooking(api, await book(id, 30, 'Wanjiru Kamau'));
    const second = json(await book(id, 40, '  Otieno Odhiambo')).data;
    const response = await operator.call('GET', `/api/ops/listings/${id}/bookings`);
    expect(response.statusCode).toBe(200);
    const list = json(response).data as Array<Record<string, unknown>>;
    expect(list.slice(0, 2)).toEqual([
      {
        id: second.id,
        reference: second.bookingReference,
        guestFirstName: 'Otieno',
        checkIn: daysFromToday(40),
        checkOut: daysFromToday(43),
        nights: 3,
        guests: 2,
        status: 'unconfirmed',
        createdAt: expect.any(String),
      },
      expect.objectContaining({
        reference: json(first).data.bookingReference,
        guestFirstName: 'Wanjiru',
        status: 'requested',
      }),
    ]);
    expect(response.body).not.toMatch(/@example\.com|Kamau|\+254/);
  });

  it('answers 404 for a listing that does not exist, and a 4xx for a malformed id', async () => {
    expectError(await operator.call('GET', `/api/ops/listings/${randomUUID()}/bookings`), 404);
    expectError(await operator.call('GET', '/api/ops/listings/not-an-id/bookings'), 404);
    expectError(await operator.call('GET', `/api/ops/listings/${'x'.repeat(100)}/bookings`), 400);
  });
});
