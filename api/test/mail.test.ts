import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Booking, Property } from 'shared/contracts';
import { startFakeSmtp } from './fake-smtp';
import { daysFromToday, inquiry, json, startTestApi, STARTUP_TIMEOUT, type TestApi } from './helper';

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

async function book(days: number): Promise<Booking> {
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/bookings',
    payload: {
      name: 'Akinyi Otieno',
      email: 'akinyi@example.com',
      phone: '0722 000 111',
      guests: 2,
      message: 'Ground floor please',
      checkIn: daysFromToday(days),
      checkOut: daysFromToday(days + 3),
      propertyId: property.id,
    },
  });
  expect(response.statusCode).toBe(201);
  return json<{ data: Booking }>(response).data;
}

async function mailRows(column: 'booking_id' | 'inquiry_id', id: string) {
  const { rows } = await api.app.db.query<{ kind: string; to_address: string; subject: string }>(
    `SELECT kind, to_address, subject FROM outgoing_mail WHERE ${column} = $1 ORDER BY kind`,
    [id],
  );
  return rows;
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
  await api.close();
}, STARTUP_TIMEOUT);

describe('POST /api/email/booking-notification', () => {
  it('sends the guest a confirmation and the host a notice, to the outbox and the database', async () => {
    const booking = await book(10);
    const before = outbox().length;
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/email/booking-notification',
      payload: { bookingId: booking._id },
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      data: { bookingId: booking.id, bookingReference: booking.bookingReference, guest: 'sent', host: 'sent' },
    });

    const rows = await mailRows('booking_id', booking.id);
    expect(rows).toEqual([
      {
        kind: 'booking-guest',
        to_address: 'akinyi@example.com',
        subject: expect.stringContaining(booking.bookingReference),
      },
      {
        kind: 'booking-host',
        to_address: host.email,
        subject: expect.stringContaining(booking.bookingReference),
      },
    ]);

    const files = outbox().slice(before);
    expect(files).toHaveLength(2);
    const guestMail = textOf(readMail(files.find((f) => f.includes('booking-guest')) as string));
    expect(guestMail).toContain('To: akinyi@example.com');
    expect(guestMail).toContain(booking.bookingReference);
    expect(guestMail).toContain(`Total due on arrival: KSh ${booking.totalAmount.toLocaleString('en-KE')}`);
    expect(guestMail).toMatch(/Nights: 3/);
    expect(guestMail).toMatch(/pay on arrival/);
    expect(guestMail).toContain(`Your host is ${host.name} (${host.phone}).`);
    const hostMail = textOf(readMail(files.find((f) => f.includes('booking-host')) as string));
    expect(hostMail).toContain(`To: ${host.email}`);
    expect(hostMail).toContain('Guest phone: 0722 000 111');
    expect(hostMail).toContain('Special requests: Ground floor please');
  });

  it('sends once however many times it is asked for one booking', async () => {
    const booking = await book(20);
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        api.app.inject({ method: 'POST', url: '/api/email/booking-notification', payload: { bookingId: booking.id } }),
      ),
    );
    const outcomes = results.map((r) => json(r).data.guest).sort();
    expect(outcomes).toEqual(['already-sent', 'already-sent', 'sent']);
    const again = await api.app.inject({
      method: 'POST',
      url: '/api/email/booking-notification',
      payload: { bookingId: booking.id },
    });
    expect(json(again).data).toMatchObject({ guest: 'already-sent', host: 'already-sent' });
    expect(await mailRows('booking_id', booking.id)).toHaveLength(2);
    expect(outbox().filter((f) => f.includes('booking')).length).toBe(4);
  });

  it('accepts the booking reference as the id', async () => {
    const booking = await book(30);
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/email/booking-notification',
      payload: { bookingId: booking.bookingReference },
    });
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
    expect(await mailRows('inquiry_id', data.id)).toEqual([
      {
        kind: 'inquiry-support',
        to_address: 'stays@makao.co.ke',
        subject: 'Contact inquiry: Corporate housing from Kamau Mutiso',
      },
    ]);
    const file = outbox().find((f) => f.includes('inquiry-support')) as string;
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
    'sends through SMTP instead of the outbox',
    async () => {
      const smtp = await startFakeSmtp();
      try {
        await api.restart({ smtpUrl: smtp.url });
        const booking = await book(40);
        const files = outbox().length;
        const response = await api.app.inject({
          method: 'POST',
          url: '/api/email/booking-notification',
          payload: { bookingId: booking.id },
        });
        expect(json(response).data).toMatchObject({ guest: 'sent', host: 'sent' });
        expect(smtp.received.map((m) => m.to)).toEqual([['<akinyi@example.com>'], [`<${host.email}>`]]);
        expect(textOf(smtp.received[0]?.data ?? '')).toContain(booking.bookingReference);
        expect(outbox()).toHaveLength(files);
      } finally {
        await smtp.close();
      }
    },
    STARTUP_TIMEOUT,
  );

  it(
    'answers 502 when the mail server is down, and sends on a later attempt',
    async () => {
      await api.restart({ smtpUrl: 'smtp://127.0.0.1:9' });
      const booking = await book(50);
      const failed = await api.app.inject({
        method: 'POST',
        url: '/api/email/booking-notification',
        payload: { bookingId: booking.id },
      });
      expect(failed.statusCode).toBe(502);
      expect(json(failed)).toEqual({ error: 'The message could not be sent. Please try again later.' });
      expect(await mailRows('booking_id', booking.id)).toEqual([]);

      await api.restart({ smtpUrl: undefined });
      const retried = await api.app.inject({
        method: 'POST',
        url: '/api/email/booking-notification',
        payload: { bookingId: booking.id },
      });
      expect(json(retried).data).toMatchObject({ guest: 'sent', host: 'sent' });
    },
    STARTUP_TIMEOUT,
  );
});
