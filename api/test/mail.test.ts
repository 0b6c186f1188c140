import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MANAGE_TOKEN_HEADER } from 'contracts/booking-lifecycle';
import type { Booking, Property } from 'contracts';
import { startFakeSmtp } from './fake-smtp';
import { daysFromToday, inquiry, json, startTestApi, STARTUP_TIMEOUT, type TestApi } from './helper';
import { confirmBooking, emailedCode } from './lifecycle-helpers';

let api: TestApi;
let property: Property;
/** The property's host as stored: a property answer carries no phone or email. */
let host: { name: string; phone: string; email: string };

const outbox = (): string[] => {
  try {
    return readdirSync(api.outboxDir).sort();
  } catch {
    return [];
  }
};
const readMail = (file: string) => readFileSync(path.join(api.outboxDir, file), 'utf8');
/** The text part of a message, quoted-printable soft line breaks and `=XX` escapes undone. */
const textOf = (eml: string) =>
  eml.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

let guests = 0;
/** A request, confirmed with its emailed code unless `confirm` is false (its notices are then queued). */
async function book(days: number, confirm = true): Promise<Booking> {
  guests += 1;
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/bookings',
    payload: {
      name: 'Akinyi Otieno',
      email: `akinyi${guests}@example.com`,
      phone: '0722 000 111',
      guests: 2,
      message: 'Ground floor please',
      checkIn: daysFromToday(days),
      checkOut: daysFromToday(days + 3),
      propertyId: property.id,
    },
  });
  expect(response.statusCode).toBe(201);
  if (confirm) expect((await confirmBooking(api, response)).statusCode).toBe(200);
  return json<{ data: Booking }>(response).data;
}

/** SPEC §7's booking notification, as the guest's page calls it: with the booking's manage token. */
const notify = (booking: Booking, bookingId: string) =>
  api.app.inject({
    method: 'POST',
    url: '/api/email/booking-notification',
    payload: { bookingId },
    headers: { [MANAGE_TOKEN_HEADER]: booking.manageToken ?? '' },
  });

/** The notification and inquiry mails of one booking or inquiry (dedupe keys `<kind>:<id>`). */
const kinds = ['booking-held', 'booking-host-request', 'inquiry-support'];
async function mailRows(id: string) {
  const { rows } = await api.app.db.query<{ kind: string; to_address: string; subject: string }>(
    `SELECT kind, to_address, subject FROM mail_outbox
     WHERE split_part(dedupe_key, ':', 2) = $1 AND kind = ANY($2) ORDER BY kind`,
    [id, kinds],
  );
  return rows;
}
/** Outbox files of these kinds (named `<created>-<kind>-<id>.eml`). */
const filesOf = (files: string[], ...of: string[]) =>
  files.filter((file) => of.some((kind) => new RegExp(`-${kind}-[0-9a-f]{8}-`).test(file)));
/** The Message-IDs of a booking's notification mails. */
async function notificationIds(bookingId: string): Promise<string[]> {
  const { rows } = await api.app.db.query<{ message_id: string }>(
    'SELECT message_id FROM mail_outbox WHERE dedupe_key = ANY($1)',
    [[`booking-held:${bookingId}`, `booking-host-request:${bookingId}`]],
  );
  return rows.map((row) => row.message_id);
}

beforeAll(async () => {
  api = await startTestApi();
  const list = await api.app.inject({ method: 'GET', url: '/api/properties?location=diani&type=beach' });
  property = json<{ data: Property[] }>(list).data[0] as Property;
  const { rows } = await api.app.db.query<typeof host>(
    'SELECT h.name, h.phone, h.email FROM properties p JOIN hosts h ON h.id = p.host_id WHERE p.id = $1',
    [property.id],
  );
  host = rows[0] as typeof host;
}, STARTUP_TIMEOUT);

afterAll(async () => {
  await api?.close();
}, STARTUP_TIMEOUT);

describe('POST /api/email/booking-notification', () => {
  it('finds the notices the guest’s confirmation queued: the guest’s and the host’s, written to the outbox folder', async () => {
    const before = outbox().length;
    const booking = await book(10);
    const response = await notify(booking, booking._id);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      data: {
        bookingId: booking.id,
        bookingReference: booking.bookingReference,
        guest: 'already-sent',
        host: 'already-sent',
      },
    });

    const rows = await mailRows(booking.id);
    expect(rows).toEqual([
      { kind: 'booking-held', to_address: booking.email, subject: expect.stringContaining(booking.bookingReference) },
      {
        kind: 'booking-host-request',
        to_address: host.email,
        subject: expect.stringContaining(booking.bookingReference),
      },
    ]);

    await api.app.mailer.drain();
    const files = filesOf(outbox().slice(before), 'booking-held', 'booking-host-request');
    expect(files).toHaveLength(2);
    const guestMail = textOf(readMail(filesOf(files, 'booking-held')[0] as string));
    expect(guestMail).toContain(`To: ${booking.email}`);
    expect(guestMail).toContain(booking.bookingReference);
    expect(guestMail).toContain(`Total due on arrival: KSh ${booking.totalAmount.toLocaleString('en-KE')}`);
    expect(guestMail).toMatch(/Nights: 3/);
    expect(guestMail).toMatch(/pay on arrival/);
    // The host's phone reaches the guest once the host has confirmed, not with the request.
    expect(guestMail).not.toContain(host.phone);
    const hostMail = textOf(readMail(filesOf(files, 'booking-host-request')[0] as string));
    expect(hostMail).toContain(`To: ${host.email}`);
    expect(hostMail).toContain('Guest phone: 0722 000 111');
    expect(hostMail).toContain('Special requests: Ground floor please');
  });

  it('queues a held booking’s notices once however many times it is asked', async () => {
    const booking = await book(20);
    // A booking held before its notices were queued (the old product's): the call queues them.
    await api.app.db.query('DELETE FROM mail_outbox WHERE dedupe_key = ANY($1)', [
      [`booking-held:${booking.id}`, `booking-host-request:${booking.id}`],
    ]);
    const results = await Promise.all([1, 2, 3].map(() => notify(booking, booking.id)));
    const outcomes = results.map((r) => json(r).data.guest).sort();
    expect(outcomes).toEqual(['already-sent', 'already-sent', 'sent']);
    expect(await mailRows(booking.id)).toHaveLength(2);
  });

  it('sends nothing for a request the guest has not confirmed with the emailed code', async () => {
    const booking = await book(25, false);
    const response = await notify(booking, booking.id);
    expect(json(response).data).toMatchObject({ guest: 'skipped', host: 'skipped' });
    expect(await mailRows(booking.id)).toEqual([]);
  });

  it('accepts the booking reference as the id', async () => {
    const booking = await book(30);
    const response = await notify(booking, booking.bookingReference);
    expect(response.statusCode).toBe(200);
    expect(json(response).data.bookingId).toBe(booking.id);
  });

  it('answers 404 for an unknown or malformed booking id', async () => {
    for (const bookingId of ['00000000-0000-4000-8000-000000000000', 'MK-NOPE0000', 'nonsense']) {
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/email/booking-notification',
        payload: { bookingId },
      });
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual({ error: 'Booking not found' });
    }
  });

  it('answers 400 with missingFields when bookingId is missing', async () => {
    const response = await api.app.inject({ method: 'POST', url: '/api/email/booking-notification', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ error: 'Missing required fields', missingFields: ['bookingId'] });
  });
});

describe('POST /api/contact', () => {
  it('stores the inquiry and notifies the support address', async () => {
    const response = await api.app.inject({ method: 'POST', url: '/api/contact', payload: inquiry });
    expect(response.statusCode).toBe(201);
    const { data } = json(response);
    expect(data).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      inquiryType: 'corporate-housing',
      createdAt: expect.any(String),
    });
    const { rows } = await api.app.db.query(
      'SELECT first_name, last_name, email, phone, inquiry_type, message FROM inquiries WHERE id = $1',
      [data.id],
    );
    expect(rows[0]).toEqual({
      first_name: 'Kamau',
      last_name: 'Mutiso',
      email: 'kamau@example.com',
      phone: '+254 733 222 111',
      inquiry_type: 'corporate-housing',
      message: inquiry.message,
    });
    expect(await mailRows(data.id)).toEqual([
      {
        kind: 'inquiry-support',
        to_address: 'stays@makao.co.ke',
        subject: 'Contact inquiry: Corporate housing from Kamau Mutiso',
      },
    ]);
    await api.app.mailer.drain();
    const file = filesOf(outbox(), 'inquiry-support')[0] as string;
    const mail = textOf(readMail(file));
    expect(mail).toContain('To: stays@makao.co.ke');
    expect(mail).toContain('Reply-To: kamau@example.com');
    expect(mail).toContain('four apartments in Upper Hill');
  });

  it('accepts an inquiry without phone or type', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...inquiry, phone: '', inquiryType: '' },
    });
    expect(response.statusCode).toBe(201);
    expect(json(response).data.inquiryType).toBe('other');
  });

  it('lists the missing required fields', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { phone: '0712345678', message: ' ' },
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({
      error: 'Missing required fields',
      missingFields: ['firstName', 'lastName', 'email', 'message'],
    });
  });

  it.each([
    [{ email: 'kamau at example.com' }, 'Please enter a valid email address'],
    [{ phone: 'none' }, 'Please enter a valid phone number, e.g. +254 712 345 678 or 0712 345 678'],
    [
      { inquiryType: 'complaint' },
      expect.stringMatching(/^Inquiry type must be one of: furnished-apartments-nairobi, /),
    ],
    [{ message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters'],
    [{ firstName: 'x'.repeat(61) }, 'First name must be at most 60 characters'],
  ])('rejects %p', async (change, message) => {
    const response = await api.app.inject({ method: 'POST', url: '/api/contact', payload: { ...inquiry, ...change } });
    expect(response.statusCode).toBe(400);
    expect(json(response).error).toEqual(message);
  });
});

describe('with SMTP_URL', () => {
  it(
    'sends through SMTP instead of the outbox folder',
    async () => {
      const smtp = await startFakeSmtp();
      try {
        await api.restart({ smtpUrl: smtp.url });
        const files = outbox();
        // Confirmed with the code read from what the fake server received.
        const created = await api.app.inject({
          method: 'POST',
          url: '/api/bookings',
          payload: {
            name: 'Akinyi Otieno',
            email: 'akinyi.smtp@example.com',
            phone: '0722 000 111',
            checkIn: daysFromToday(40),
            checkOut: daysFromToday(43),
            propertyId: property.id,
          },
        });
        const booking = json<{ data: Booking }>(created).data;
        await api.app.mailer.drain();
        const codeMail = smtp.received.find((m) => textOf(m.data).includes(booking.bookingReference));
        const code = textOf(codeMail?.data ?? '').match(/Your confirmation code is (\d{6})/)?.[1];
        const confirmed = await api.app.inject({
          method: 'POST',
          url: `/api/bookings/${booking.bookingReference}/confirm`,
          payload: { code },
        });
        expect(confirmed.statusCode).toBe(200);
        await api.app.mailer.drain();
        const ids = await notificationIds(booking.id);
        const sent = smtp.received.filter((m) => ids.some((id) => m.data.includes(`Message-ID: ${id}`)));
        expect(sent.map((m) => m.to).sort()).toEqual([['<akinyi.smtp@example.com>'], [`<${host.email}>`]].sort());
        const guestMail = sent.find((m) => m.to[0] === '<akinyi.smtp@example.com>');
        expect(textOf(guestMail?.data ?? '')).toContain(booking.bookingReference);
        expect(outbox()).toEqual(files);
      } finally {
        await smtp.close();
      }
    },
    STARTUP_TIMEOUT,
  );

  it(
    'answers at once while the mail server is down, and the worker sends once it is back',
    async () => {
      // Booked and confirmed while the mail server answers (the code is read from the outbox folder),
      // then the server goes down before the notices go out.
      await api.restart({ smtpUrl: undefined });
      const booking = await book(50, false);
      const code = await emailedCode(api, booking.bookingReference);
      await api.restart({ smtpUrl: 'smtp://127.0.0.1:9', outboxRetryMs: 50, outboxRetryMaxMs: 100 });
      const confirmed = await api.app.inject({
        method: 'POST',
        url: `/api/bookings/${booking.bookingReference}/confirm`,
        payload: { code },
      });
      expect(confirmed.statusCode).toBe(200);
      await api.app.mailer.drain();
      const { rows: waiting } = await api.app.db.query<{ attempts: number; sent_at: Date | null; last_error: string }>(
        `SELECT attempts, sent_at, last_error FROM mail_outbox WHERE dedupe_key = $1`,
        [`booking-held:${booking.id}`],
      );
      // Tried and refused (more than once when the retry came due while the worker was still busy).
      expect(waiting[0]).toMatchObject({ sent_at: null, last_error: expect.stringMatching(/ECONNREFUSED/) });
      expect(waiting[0]?.attempts).toBeGreaterThanOrEqual(1);

      await api.restart({ smtpUrl: undefined, outboxPollMs: 20 });
      const ids = await notificationIds(booking.id);
      const written = () =>
        filesOf(outbox(), 'booking-held', 'booking-host-request').filter((file) =>
          ids.some((id) => readMail(file).includes(`Message-ID: ${id}`)),
        );
      for (let tries = 0; written().length < 2 && tries < 100; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(written()).toHaveLength(2);
      const again = await notify(booking, booking.id);
      expect(json(again).data).toMatchObject({ guest: 'already-sent', host: 'already-sent' });
    },
    STARTUP_TIMEOUT,
  );
});
