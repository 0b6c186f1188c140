/**
 * Hostile input is normal input: each request below answers a 4xx in the one error shape
 * `{ error, details?, missingFields? }` and writes nothing (bookings, inquiries, idempotency keys,
 * queued mail, the outbox folder). Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
 */
import { readdirSync } from 'node:fs';
import net from 'node:net';
import type { InjectOptions } from 'fastify';
import { addDays, type ApiErrorBody, type Property } from 'contracts';
import { apiErrorMessages, bookingErrorMessages } from 'contracts/rules';
import { json, startTestApi, STARTUP_TIMEOUT, type TestApi } from './helper';

/** 12:00 on 31 August in Nairobi: 18 months later is a February, so the latest check-in is its last day. */
const NOW = new Date('2026-08-31T09:00:00Z');
const TODAY = '2026-08-31';
const LATEST_CHECK_IN = '2028-02-29';
const day = (days: number) => addDays(TODAY, days);

let api: TestApi;
let property: Property;

beforeAll(async () => {
  api = await startTestApi({ now: () => NOW });
  const response = await api.app.inject({ method: 'GET', url: '/api/properties?limit=1' });
  property = json<{ data: Property[] }>(response).data[0] as Property;
}, STARTUP_TIMEOUT);

afterAll(async () => {
  await api?.close();
}, STARTUP_TIMEOUT);

async function rows(table: string): Promise<number> {
  const { rows: counted } = await api.app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return counted[0]?.n ?? 0;
}

function outboxFiles(): number {
  try {
    return readdirSync(api.outboxDir).length;
  } catch {
    return 0; // no outbox folder yet: nothing was sent
  }
}

/** What a request could write, counted before and after each case. */
async function written() {
  // Whatever was queued is written to the folder first, so a count cannot change under a case.
  await api.app.mailer.drain();
  return {
    bookings: await rows('bookings'),
    inquiries: await rows('inquiries'),
    idempotencyKeys: await rows('idempotency_keys'),
    queuedMail: await rows('mail_outbox'),
    remoteHealth: await rows('remote_health'),
    outbox: outboxFiles(),
  };
}

type Request = (propertyId: string) => InjectOptions;

const guest = { name: 'Wambui Njoroge', email: 'wambui@example.com', phone: '+254 712 345 678' };
const booking =
  (fields: Record<string, unknown>, headers: Record<string, string> = {}): Request =>
  (propertyId) => ({
    method: 'POST',
    url: '/api/bookings',
    payload: { ...guest, guests: 1, checkIn: day(10), checkOut: day(12), propertyId, ...fields },
    headers,
  });
const inquiry =
  (fields: Record<string, unknown>): Request =>
  () => ({
    method: 'POST',
    url: '/api/contact',
    payload: { firstName: 'Amina', lastName: 'Odhiambo', email: 'amina@example.com', message: 'Hello', ...fields },
  });
/** The JSON of `fields` written in Latin-1 ("ñ" is one byte, 0xF1, which UTF-8 never has alone). */
const latin1 =
  (url: string, fields: (propertyId: string) => Record<string, unknown>): Request =>
  (propertyId) => ({
    method: 'POST',
    url,
    payload: Buffer.from(JSON.stringify(fields(propertyId)), 'latin1'),
    headers: { 'content-type': 'application/json' },
  });
const get =
  (url: string): Request =>
  (propertyId) => ({ method: 'GET', url: url.replace(':id', propertyId) });

const notAllowed = (label: string, field: string): ApiErrorBody => ({
  error: `${label} contains a character that is not allowed`,
  details: `Field: ${field}`,
});
const wholeNumber = (label: string, field: string): ApiErrorBody => ({
  error: `${label} must be a whole number`,
  details: `Field: ${field}`,
});
const atMost = (label: string, field: string): ApiErrorBody => ({
  error: `${label} must be at most 2147483647`,
  details: `Field: ${field}`,
});
const tooFar: ApiErrorBody = {
  error: bookingErrorMessages.checkInTooFar,
  details: `The latest check-in is ${LATEST_CHECK_IN} (18 months from today in Nairobi)`,
};
const notADate = (fields: string): ApiErrorBody => ({
  error: bookingErrorMessages.invalidDate,
  details: `Not a date: ${fields}. Use YYYY-MM-DD or an ISO timestamp.`,
});
const notUtf8: ApiErrorBody = { error: apiErrorMessages.bodyNotUtf8 };

const cases: [string, Request, ApiErrorBody][] = [
  // NUL, which PostgreSQL cannot store, and a lone surrogate, which it would store changed.
  ['booking name with NUL', booking({ name: 'Wambui\u0000Njoroge' }), notAllowed('Name', 'name')],
  [
    'booking email with NUL',
    booking({ email: 'wambui\u0000@example.com' }),
    { error: bookingErrorMessages.invalidEmail, details: 'Field: email' },
  ],
  ['booking message with NUL', booking({ message: 'Late\u0000arrival' }), notAllowed('Message', 'message')],
  ['booking name with a lone surrogate', booking({ name: 'Wambui \ud800' }), notAllowed('Name', 'name')],
  [
    'booking Idempotency-Key with NUL',
    booking({}, { 'idempotency-key': 'retry\u0000key' }),
    notAllowed('Idempotency-Key header', 'idempotency-key'),
  ],
  ['contact firstName with NUL', inquiry({ firstName: 'Am\u0000ina' }), notAllowed('First name', 'firstName')],
  ['contact lastName with NUL', inquiry({ lastName: 'Odhi\u0000ambo' }), notAllowed('Last name', 'lastName')],
  ['contact message with NUL', inquiry({ message: 'Hello\u0000there' }), notAllowed('Message', 'message')],
  [
    'contact email with NUL',
    inquiry({ email: 'amina\u0000@example.com' }),
    { error: bookingErrorMessages.invalidEmail, details: 'Field: email' },
  ],
  ['listing q with NUL', get('/api/properties?q=a%00b'), notAllowed('Search', 'q')],
  ['listing location with NUL', get('/api/properties?location=a%00b'), notAllowed('Location', 'location')],
  [
    'telemetry reason with NUL',
    () => ({
      method: 'POST',
      url: '/api/telemetry/remote-failure',
      payload: { remote: 'catalog', version: '1.0.0', reason: 'time\u0000out' },
    }),
    notAllowed('Reason', 'reason'),
  ],

  // Whole numbers beyond the database's integer, and infinities the validator coerces.
  ['listing minPrice=2147483648', get('/api/properties?minPrice=2147483648'), atMost('Minimum price', 'minPrice')],
  ['listing maxPrice=1e20', get('/api/properties?maxPrice=1e20'), atMost('Maximum price', 'maxPrice')],
  ['listing minPrice=99999999999', get('/api/properties?minPrice=99999999999'), atMost('Minimum price', 'minPrice')],
  ['listing maxPrice=Infinity', get('/api/properties?maxPrice=Infinity'), wholeNumber('Maximum price', 'maxPrice')],
  ['listing limit=Infinity', get('/api/properties?limit=Infinity'), wholeNumber('Limit', 'limit')],
  ['listing limit=1e400', get('/api/properties?limit=1e400'), wholeNumber('Limit', 'limit')],
  ['listing guests=Infinity', get('/api/properties?guests=Infinity'), wholeNumber('Number of guests', 'guests')],
  ['listing guests=-Infinity', get('/api/properties?guests=-Infinity'), wholeNumber('Number of guests', 'guests')],
  ['booking guests "-Infinity"', booking({ guests: '-Infinity' }), wholeNumber('Number of guests', 'guests')],
  ['blog page=1e17', get('/wp-json/wp/v2/posts?page=1e17'), atMost('Page', 'page')],
  ['blog page=9223372036854775807', get('/wp-json/wp/v2/posts?page=9223372036854775807'), atMost('Page', 'page')],
  ['blog page=Infinity', get('/wp-json/wp/v2/posts?page=Infinity'), wholeNumber('Page', 'page')],
  ['blog page=-Infinity', get('/wp-json/wp/v2/posts?page=-Infinity'), wholeNumber('Page', 'page')],
  ['blog per_page=Infinity', get('/wp-json/wp/v2/posts?per_page=Infinity'), wholeNumber('Posts per page', 'per_page')],

  // Stays too far ahead; a search or calendar whose range would end past 9999-12-31.
  ['booking in year 9999', booking({ checkIn: '9999-01-01', checkOut: '9999-01-05' }), tooFar],
  ['booking a day after the latest check-in', booking({ checkIn: '2028-03-01', checkOut: '2028-03-03' }), tooFar],
  [
    'listing checkIn=9999-12-31',
    get('/api/properties?checkIn=9999-12-31'),
    { error: bookingErrorMessages.invalidDate },
  ],
  [
    'availability from=9999-12-31',
    get('/api/properties/:id/availability?from=9999-12-31'),
    { error: bookingErrorMessages.invalidDate, details: 'from and to are dates (YYYY-MM-DD)' },
  ],

  // Times of day that do not exist.
  [
    'booking checkIn 2029-07-05T25:99',
    booking({ checkIn: '2029-07-05T25:99', checkOut: '2029-07-08' }),
    notADate('checkIn'),
  ],
  ['booking checkIn at 25:99', booking({ checkIn: `${day(10)}T25:99` }), notADate('checkIn')],
  ['booking checkOut at 12:60', booking({ checkOut: `${day(12)} 12:60` }), notADate('checkOut')],
  ['booking checkIn at 24:00 with a zone', booking({ checkIn: `${day(10)}T24:00:00+03:00` }), notADate('checkIn')],
  [
    'listing checkIn at 25:99',
    get(`/api/properties?checkIn=${day(10)}T25:99`),
    { error: bookingErrorMessages.invalidDate },
  ],
  [
    'availability from at 25:99',
    get(`/api/properties/:id/availability?from=${day(1)}T25:99`),
    { error: bookingErrorMessages.invalidDate, details: 'from and to are dates (YYYY-MM-DD)' },
  ],

  // Bodies that are not UTF-8.
  [
    'booking body in Latin-1',
    latin1('/api/bookings', (propertyId) => ({
      ...guest,
      name: 'José Muñoz',
      checkIn: day(10),
      checkOut: day(12),
      propertyId,
    })),
    notUtf8,
  ],
  [
    'contact body in Latin-1',
    latin1('/api/contact', () => ({
      firstName: 'José',
      lastName: 'Muñoz',
      email: 'jose@example.com',
      message: 'Hola',
    })),
    notUtf8,
  ],
];

describe('hostile input', () => {
  it.each(cases)('%s: 400 in the error shape, nothing written', async (_name, request, expected) => {
    const before = await written();
    const response = await api.app.inject(request(property.id));
    expect({ status: response.statusCode, body: json(response) }).toEqual({ status: 400, body: expected });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(await written()).toEqual(before);
  });

  it('accepts a check-in on the latest day, 18 calendar months ahead, and refuses the next day', async () => {
    const before = await written();
    const latest = await api.app.inject(booking({ checkIn: LATEST_CHECK_IN, checkOut: '2028-03-01' })(property.id));
    expect(latest.statusCode).toBe(201);
    expect((await written()).bookings).toBe(before.bookings + 1);
    const next = await api.app.inject(booking({ checkIn: '2028-03-01', checkOut: '2028-03-03' })(property.id));
    expect({ status: next.statusCode, body: json(next) }).toEqual({ status: 400, body: tooFar });
    expect((await written()).bookings).toBe(before.bookings + 1);
  });
});

/** Sends `request` as raw bytes and reads the answer until the server closes the connection. */
function rawExchange(port: number, request: string): Promise<{ status: number; type: string; body: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => socket.destroy(new Error('no answer within 5 s')), 5000);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // The server closes as soon as it has answered, maybe before reading all of a long request.
    socket.on('error', (error) => {
      if (chunks.length === 0) reject(error);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      const [head = '', body = ''] = Buffer.concat(chunks).toString('utf8').split('\r\n\r\n');
      const type = /^content-type: *(.*)$/im.exec(head)?.[1] ?? '';
      resolve({ status: Number(head.split(' ')[1]), type, body: body ? JSON.parse(body) : null });
    });
  });
}

describe('requests the HTTP parser refuses', () => {
  let port: number;
  beforeAll(async () => {
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    port = (api.app.server.address() as net.AddressInfo).port;
  });

  const malformed: ApiErrorBody = { error: apiErrorMessages.invalidRequest, details: 'Malformed HTTP request' };
  it.each([
    [
      'a NUL in a header',
      400,
      'GET /api/health HTTP/1.1\r\nHost: api.test\r\nIdempotency-Key: a\u0000b\r\n\r\n',
      malformed,
    ],
    ['a request line that is not HTTP', 400, 'HELLO THERE\r\n\r\n', malformed],
    [
      'headers past the size limit',
      431,
      `GET /api/health HTTP/1.1\r\nHost: api.test\r\nX-Filler: ${'x'.repeat(20_000)}\r\n\r\n`,
      { error: 'Request headers are too large' },
    ],
  ])('%s: answers %i in the error shape', async (_name, status, request, body) => {
    const before = await written();
    expect(await rawExchange(port, request)).toEqual({ status, type: 'application/json; charset=utf-8', body });
    expect(await written()).toEqual(before);
  });
});
