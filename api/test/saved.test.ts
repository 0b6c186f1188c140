/**
 * Saved stays and shared lists, no account: `GET /api/saved-stays` reads the saved stays (published
 * only, in the guest's order) with their availability for the searched dates; `POST /api/saved-lists`
 * keeps a copy of a list under a short code (size- and rate-limited), `GET /api/saved-lists/:code`
 * gives it back. Bad input is a 4xx in the one error shape and writes nothing; on PGlite and PostgreSQL.
 */
import type { LightMyRequestResponse } from 'fastify';
import { SAVED_LIST_MAX, SAVED_LISTS_PER_HOUR, savedMessages } from 'contracts/saved';
import { STARTUP_TIMEOUT, daysFromToday, json, startTestApi, type TestApi } from './helper';

let api: TestApi;
let listed: string[];
let draft: string | undefined;

beforeAll(async () => {
  api = await startTestApi();
  listed = (
    await api.app.db.query<{ id: string }>(
      "SELECT id::text AS id FROM properties WHERE status = 'published' ORDER BY created_at, id LIMIT 6",
    )
  ).rows.map((row) => row.id);
  draft = (
    await api.app.db.query<{ id: string }>("SELECT id::text AS id FROM properties WHERE status <> 'published' LIMIT 1")
  ).rows[0]?.id;
}, STARTUP_TIMEOUT);
afterAll(async () => api?.close());

let clientNumber = 10;
/** A client's address no other test has used (each has its own hourly allowance of shared lists). */
const newClient = () => `203.0.113.${(clientNumber += 1)}`;

const expectError = (response: LightMyRequestResponse, status: number) => {
  expect(response.statusCode).toBe(status);
  const body = json(response);
  expect(typeof body.error).toBe('string');
  expect(Object.keys(body).every((key) => ['error', 'details', 'missingFields'].includes(key))).toBe(true);
};

const stays = (query: string) => api.app.inject({ method: 'GET', url: `/api/saved-stays?${query}` });
const share = (payload: unknown, client = newClient()) =>
  api.app.inject({
    method: 'POST',
    url: '/api/saved-lists',
    remoteAddress: client,
    ...(typeof payload === 'string'
      ? { payload, headers: { 'content-type': 'application/json' } }
      : { payload: payload as Record<string, unknown> }),
  });
const listCount = async () =>
  (await api.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM saved_lists')).rows[0]?.n;
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('GET /api/saved-stays', () => {
  it('answers the published stays in the order asked, leaving out unknown ones, with no availability without dates', async () => {
    const [a, b, c] = listed as [string, string, string];
    const response = await stays(`ids=${c},${uuid(1)},${a},${b}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { data } = json(response);
    expect(data.map((stay: { property: { id: string } }) => stay.property.id)).toEqual([c, a, b]);
    expect(data[0].property.title).toEqual(expect.any(String));
    expect(data.every((stay: { available: unknown }) => stay.available === null)).toBe(true);
  });

  it('leaves out a listing that is not published', async () => {
    if (!draft) return;
    const { data } = json(await stays(`ids=${draft},${listed[0]}`));
    expect(data.map((stay: { property: { id: string } }) => stay.property.id)).toEqual([listed[0]]);
  });

  it('says which stays are free for the dates: a blocked night makes one unavailable', async () => {
    const [free, blocked] = listed.slice(3) as [string, string];
    const checkIn = daysFromToday(200);
    const checkOut = daysFromToday(203);
    await api.app.db.query(
      "INSERT INTO calendar_blocks (property_id, check_in, check_out, source) VALUES ($1, $2, $3, 'host')",
      [blocked, daysFromToday(201), daysFromToday(202)],
    );
    const { data } = json(await stays(`ids=${free},${blocked}&checkIn=${checkIn}&checkOut=${checkOut}`));
    expect(data.map((stay: { available: boolean }) => stay.available)).toEqual([true, false]);
  });

  it.each([
    ['no ids', ''],
    ['an id that is not a UUID', 'ids=abc'],
    ['an id list with an empty part', `ids=${uuid(1)},,${uuid(2)}`],
    ['more ids than a list holds', `ids=${Array.from({ length: SAVED_LIST_MAX + 1 }, (_, n) => uuid(n)).join(',')}`],
    ['a check-in that is not a date', `ids=${uuid(1)}&checkIn=soon`],
    ['a check-out before the check-in', `ids=${uuid(1)}&checkIn=${daysFromToday(10)}&checkOut=${daysFromToday(8)}`],
  ])('refuses %s with a 400', async (_, query) => {
    expectError(await stays(query), 400);
  });
});

describe('shared lists', () => {
  it('keeps a list under a short code and gives the same stays back, in order', async () => {
    const ids = [listed[2], listed[0], listed[1]] as string[];
    const made = await share({ propertyIds: ids });
    expect(made.statusCode).toBe(201);
    const { code, propertyIds } = json(made).data;
    expect(code).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(propertyIds).toEqual(ids);
    const read = await api.app.inject({ method: 'GET', url: `/api/saved-lists/${code}` });
    expect(read.statusCode).toBe(200);
    expect(json(read).data).toEqual({ code, propertyIds: ids });
  });

  it('keeps only the published stays of a list', async () => {
    const made = await share({ propertyIds: [uuid(7), listed[0], ...(draft ? [draft] : [])] });
    expect(made.statusCode).toBe(201);
    expect(json(made).data.propertyIds).toEqual([listed[0]]);
  });

  it.each([
    ['an empty list', { propertyIds: [] }, 400],
    ['ids that are not UUIDs', { propertyIds: ['abc'] }, 400],
    ['the same stay twice', { propertyIds: [uuid(1), uuid(1)] }, 400],
    [
      'more stays than a list holds',
      { propertyIds: Array.from({ length: SAVED_LIST_MAX + 1 }, (_, n) => uuid(n)) },
      400,
    ],
    ['a field of its own', { propertyIds: [uuid(1)], owner: 'me' }, 422],
    ['no list at all', {}, 400],
    ['a body that is not JSON', '{"propertyIds": [', 400],
    ['only stays that are not on Makao', { propertyIds: [uuid(2), uuid(3)] }, 422],
  ])('refuses %s and keeps nothing', async (_, payload, status) => {
    const before = await listCount();
    expectError(await share(payload), status);
    expect(await listCount()).toBe(before);
  });

  it('answers 404 for a code it does not know, and a 4xx for one that cannot be a code', async () => {
    const unknown = await api.app.inject({ method: 'GET', url: '/api/saved-lists/ZZZZ9999' });
    expectError(unknown, 404);
    expect(json(unknown).error).toBe(savedMessages.listNotFound);
    expectError(await api.app.inject({ method: 'GET', url: '/api/saved-lists/short' }), 400);
    expectError(await api.app.inject({ method: 'GET', url: `/api/saved-lists/${'x'.repeat(5000)}` }), 404);
  });

  it(`makes at most ${SAVED_LISTS_PER_HOUR} lists an hour for one client`, async () => {
    const client = newClient();
    for (let n = 0; n < SAVED_LISTS_PER_HOUR; n += 1) {
      expect((await share({ propertyIds: [listed[n % listed.length]] }, client)).statusCode).toBe(201);
    }
    const before = await listCount();
    expectError(await share({ propertyIds: [listed[0]] }, client), 429);
    expect(await listCount()).toBe(before);
    expect((await share({ propertyIds: [listed[0]] })).statusCode).toBe(201);
  });
});
