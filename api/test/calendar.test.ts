/**
 * The host calendar (routes/hosts/calendar.ts, migration 007): blocks, the database rule between
 * blocks and held bookings, the secret iCal feed, and the import of another platform's feed from a
 * local HTTP server; on PGlite and (with DATABASE_URL) PostgreSQL.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import ICAL from 'ical.js';
import pg from 'pg';
import { ICAL_MAX_BYTES, ICAL_MAX_EVENTS, calendarMessages } from 'contracts/calendar';
import { addDays } from 'contracts';
import { createFeedParser } from '../src/plugins/feed-parser';
import * as icalParse from '../src/domain/calendar/ical-parse';
import { parseFeed } from '../src/domain/calendar/ical-parse';
import { FeedError, fetchFeed, isPrivateAddress } from '../src/domain/calendar/ical-fetch';
import { STARTUP_TIMEOUT, daysFromToday, json, onPostgres, startTestApi, type TestApi } from './helper';
import { hostOf, SITE } from './host-accounts';
import { confirmBooking, emailedCode } from './lifecycle-helpers';

const GUEST = { name: 'Achieng Otieno', email: 'achieng.calendar@example.co.ke', phone: '+254 722 000 111' };

let api: TestApi;
let ownProperty: string;
let otherProperty: string;
type Call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => Promise<LightMyRequestResponse>;
let asHost: Call;
let asOtherHost: Call;

/** The feed the local "other platform" serves, and how. */
const feed = { body: '', status: 200, delayMs: 0, type: 'text/calendar' };
let server: Server;
let feedUrl: string;

/** A signed-in host who owns a seeded property (moved to them for the test). */
const hostOfProperty = async (property: string): Promise<Call> => (await hostOf(api, property, 'Calendar Host')).call;

beforeAll(async () => {
  api = await startTestApi({ icalAllowPrivateHosts: true, icalFetchTimeoutMs: 1_000 });
  const list = json(await api.app.inject({ method: 'GET', url: '/api/properties?limit=500' })).data;
  const [own, other] = list.filter((p: { guests: number }) => p.guests >= 2);
  ownProperty = own.id;
  otherProperty = other.id;
  asHost = await hostOfProperty(ownProperty);
  asOtherHost = await hostOfProperty(otherProperty);
  server = createServer((_request, response) => {
    setTimeout(() => {
      response.writeHead(feed.status, { 'content-type': feed.type });
      response.end(feed.body);
    }, feed.delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/calendar.ics`;
}, STARTUP_TIMEOUT);
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await api?.close();
});

const calendarUrl = (property = ownProperty) => `/api/hosts/listings/${property}/calendar`;
const blocksUrl = (property = ownProperty) => `/api/hosts/listings/${property}/blocks`;
const importUrl = (property = ownProperty) => `/api/hosts/listings/${property}/ical-import`;

function guestRequest(checkIn: string, checkOut: string, propertyId = ownProperty) {
  return api.app.inject({
    method: 'POST',
    url: '/api/bookings',
    payload: {
      ...GUEST,
      email: `guest.${Math.random().toString(16).slice(2)}@example.com`,
      guests: 2,
      checkIn,
      checkOut,
      propertyId,
    },
  });
}

async function heldBooking(checkIn: string, checkOut: string) {
  const created = await guestRequest(checkIn, checkOut);
  expect(created.statusCode).toBe(201);
  expect((await confirmBooking(api, created)).statusCode).toBe(200);
  return json(created).data as { bookingReference: string; name: string; email: string; phone: string };
}

async function calendar(from = daysFromToday(0), to = daysFromToday(400)) {
  const response = await asHost('GET', `${calendarUrl()}?from=${from}&to=${to}`);
  expect(response.statusCode).toBe(200);
  return json(response).data;
}

/** Whether the guests' listing finds the property for those nights. */
async function listed(checkIn: string, checkOut: string): Promise<boolean> {
  const list = json(
    await api.app.inject({ method: 'GET', url: `/api/properties?limit=500&checkIn=${checkIn}&checkOut=${checkOut}` }),
  ).data;
  return list.some((p: { id: string }) => p.id === ownProperty);
}

describe('blocks', () => {
  it('blocks nights (the guest can neither find nor request them) and unblocks them', async () => {
    const [checkIn, checkOut] = [daysFromToday(40), daysFromToday(43)];
    const created = await asHost('POST', blocksUrl(), { checkIn, checkOut });
    expect(created.statusCode).toBe(201);
    const block = json(created).data;
    expect(block).toMatchObject({ checkIn, checkOut, source: 'host' });
    expect((await calendar()).blocks).toEqual([expect.objectContaining({ id: block.id, checkIn, checkOut })]);

    expect(await listed(daysFromToday(42), daysFromToday(44))).toBe(false);
    expect(await listed(daysFromToday(43), daysFromToday(45))).toBe(true); // check-out night is free
    const refused = await guestRequest(daysFromToday(42), daysFromToday(44));
    expect(refused.statusCode).toBe(409);
    const availability = json(
      await api.app.inject({ method: 'GET', url: `/api/properties/${ownProperty}/availability` }),
    ).data.booked;
    expect(availability).toContainEqual({ checkIn, checkOut });

    // Blocks may overlap each other; removing one leaves the other's nights blocked.
    const overlapping = await asHost('POST', blocksUrl(), { checkIn: daysFromToday(42), checkOut: daysFromToday(46) });
    expect(overlapping.statusCode).toBe(201);
    expect((await asHost('DELETE', `${blocksUrl()}/${block.id}`)).statusCode).toBe(204);
    expect(await listed(daysFromToday(40), daysFromToday(42))).toBe(true);
    expect(await listed(daysFromToday(44), daysFromToday(45))).toBe(false);
    expect((await asHost('DELETE', `${blocksUrl()}/${json(overlapping).data.id}`)).statusCode).toBe(204);
    expect(await listed(daysFromToday(40), daysFromToday(46))).toBe(true);
    expect((await asHost('DELETE', `${blocksUrl()}/${block.id}`)).statusCode).toBe(404);

    const accepted = await guestRequest(daysFromToday(42), daysFromToday(44));
    expect(accepted.statusCode).toBe(201);
  });

  it('refuses a block over nights a booking holds (409), and shows the held booking', async () => {
    const booking = await heldBooking(daysFromToday(60), daysFromToday(62));
    const refused = await asHost('POST', blocksUrl(), { checkIn: daysFromToday(61), checkOut: daysFromToday(65) });
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toEqual({ error: calendarMessages.nightsBooked });
    const { bookings } = await calendar();
    expect(bookings).toContainEqual({
      reference: booking.bookingReference,
      status: 'requested',
      checkIn: daysFromToday(60),
      checkOut: daysFromToday(62),
    });
    // Around it is fine: the booking's check-out day starts a blocked night.
    expect(
      (await asHost('POST', blocksUrl(), { checkIn: daysFromToday(62), checkOut: daysFromToday(63) })).statusCode,
    ).toBe(201);
  });

  it('lets no guest confirm nights blocked after their request', async () => {
    const created = await guestRequest(daysFromToday(70), daysFromToday(72));
    expect(created.statusCode).toBe(201);
    // Unconfirmed, the request holds nothing: the host may block those nights.
    expect(
      (await asHost('POST', blocksUrl(), { checkIn: daysFromToday(71), checkOut: daysFromToday(73) })).statusCode,
    ).toBe(201);
    const confirmed = await confirmBooking(api, created);
    expect(confirmed.statusCode).toBe(409);
    const { rows } = await api.app.db.query('SELECT status FROM bookings WHERE reference = $1', [
      json(created).data.bookingReference,
    ]);
    expect(rows).toEqual([{ status: 'unconfirmed' }]);
  });

  it('enforces the rule in the database itself, both ways', async () => {
    await heldBooking(daysFromToday(80), daysFromToday(82));
    await expect(
      api.app.db.query(
        "INSERT INTO calendar_blocks (property_id, check_in, check_out, source) VALUES ($1, $2, $3, 'host')",
        [ownProperty, daysFromToday(81), daysFromToday(84)],
      ),
    ).rejects.toMatchObject({ code: '23P01' });
    const created = await guestRequest(daysFromToday(85), daysFromToday(87));
    await api.app.db.query(
      "INSERT INTO calendar_blocks (property_id, check_in, check_out, source) VALUES ($1, $2, $3, 'host')",
      [ownProperty, daysFromToday(86), daysFromToday(88)],
    );
    await expect(
      api.app.db.query("UPDATE bookings SET status = 'confirmed' WHERE id = $1", [json(created).data.id]),
    ).rejects.toMatchObject({ code: '23P01' });
  });

  it('checks the dates', async () => {
    for (const body of [
      { checkIn: daysFromToday(5), checkOut: daysFromToday(5) },
      { checkIn: 'tomorrow', checkOut: daysFromToday(5) },
      { checkIn: daysFromToday(-2), checkOut: daysFromToday(1) },
      { checkIn: daysFromToday(5), checkOut: daysFromToday(500) },
    ]) {
      expect((await asHost('POST', blocksUrl(), body)).statusCode).toBe(400);
    }
    expect((await asHost('GET', `${calendarUrl()}?from=${daysFromToday(5)}&to=${daysFromToday(1)}`)).statusCode).toBe(
      400,
    );
  });

  it('answers 404 for another host’s listing, and 401 signed out', async () => {
    const block = json(
      await asHost('POST', blocksUrl(), { checkIn: daysFromToday(90), checkOut: daysFromToday(91) }),
    ).data;
    expect((await asOtherHost('GET', calendarUrl())).statusCode).toBe(404);
    expect(
      (await asOtherHost('POST', blocksUrl(), { checkIn: daysFromToday(92), checkOut: daysFromToday(93) })).statusCode,
    ).toBe(404);
    expect((await asOtherHost('DELETE', `${blocksUrl()}/${block.id}`)).statusCode).toBe(404);
    expect((await asOtherHost('DELETE', `${blocksUrl(otherProperty)}/${block.id}`)).statusCode).toBe(404);
    expect((await asOtherHost('PUT', importUrl(), { url: feedUrl })).statusCode).toBe(404);
    expect((await asHost('GET', calendarUrl('not-a-uuid'))).statusCode).toBe(404);
    expect((await api.app.inject({ method: 'GET', url: calendarUrl() })).statusCode).toBe(401);
    expect((await calendar()).blocks.map((b: { id: string }) => b.id)).toContain(block.id);
  });

  it('lets the site’s pages unblock and set the import (CORS allows DELETE and PUT with credentials)', async () => {
    for (const [method, url] of [
      ['DELETE', `${blocksUrl()}/00000000-0000-4000-8000-000000000000`],
      ['PUT', importUrl()],
    ] as const) {
      const preflight = await api.app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin: SITE,
          'access-control-request-method': method,
          'access-control-request-headers': 'content-type,x-csrf-token',
        },
      });
      expect(preflight.headers['access-control-allow-origin']).toBe(SITE);
      expect(preflight.headers['access-control-allow-credentials']).toBe('true');
      expect(String(preflight.headers['access-control-allow-methods']).split(/,\s*/)).toContain(method);
    }
  });
});

describe('concurrent block and confirmation', () => {
  it('leaves exactly one of them', async () => {
    for (let round = 0; round < (onPostgres ? 6 : 2); round += 1) {
      const [checkIn, checkOut] = [daysFromToday(120 + round * 4), daysFromToday(122 + round * 4)];
      const created = await guestRequest(checkIn, checkOut);
      expect(created.statusCode).toBe(201);
      const [block, confirm] = await Promise.all([
        asHost('POST', blocksUrl(), { checkIn, checkOut }),
        confirmBooking(api, created),
      ]);
      const outcomes = [block.statusCode, confirm.statusCode].sort();
      expect([
        [200, 409],
        [201, 409],
      ]).toContainEqual(outcomes);
      const { rows } = await api.app.db.query<{ n: number }>(
        `SELECT (SELECT count(*) FROM calendar_blocks WHERE property_id = $1 AND check_in = $2)::int
           + (SELECT count(*) FROM bookings WHERE property_id = $1 AND check_in = $2 AND status = 'requested')::int AS n`,
        [ownProperty, checkIn],
      );
      expect(rows[0]?.n).toBe(1);
    }
  });
});

// Another connection holds one side open while the API does the other: only PostgreSQL has two.
if (onPostgres)
  describe('a block and a confirmation in flight at once (PostgreSQL)', () => {
    let client: pg.Client;
    beforeEach(async () => {
      client = new pg.Client({ connectionString: api.app.config.databaseUrl });
      await client.connect();
    });
    afterEach(async () => client.end());
    const pause = () => new Promise((resolve) => setTimeout(resolve, 500));

    it('a confirmation made while a block is being committed waits for it, then is refused', async () => {
      const [checkIn, checkOut] = [daysFromToday(170), daysFromToday(172)];
      const created = await guestRequest(checkIn, checkOut);
      const reference = json(created).data.bookingReference as string;
      const code = await emailedCode(api, reference);
      await client.query('BEGIN');
      await client.query(
        "INSERT INTO calendar_blocks (property_id, check_in, check_out, source) VALUES ($1, $2, $3, 'host')",
        [ownProperty, checkIn, checkOut],
      );
      const confirming = api.app.inject({
        method: 'POST',
        url: `/api/bookings/${reference}/confirm`,
        payload: { code },
      });
      await pause();
      await client.query('COMMIT');
      expect((await confirming).statusCode).toBe(409);
    });

    it('a block made while a booking starts holding the nights waits for it, then is refused', async () => {
      const [checkIn, checkOut] = [daysFromToday(175), daysFromToday(177)];
      const created = await guestRequest(checkIn, checkOut);
      await client.query('BEGIN');
      await client.query("UPDATE bookings SET status = 'requested' WHERE id = $1", [json(created).data.id]);
      const blocking = asHost('POST', blocksUrl(), { checkIn, checkOut });
      await pause();
      await client.query('COMMIT');
      expect((await blocking).statusCode).toBe(409);
    });
  });

describe('the listing’s iCal feed', () => {
  it('exports held bookings and host blocks as all-day events, end exclusive, without the guest', async () => {
    const booking = await heldBooking(daysFromToday(150), daysFromToday(153));
    await asHost('POST', blocksUrl(), { checkIn: daysFromToday(155), checkOut: daysFromToday(156) });
    const { exportUrl } = await calendar();
    expect(exportUrl).toMatch(new RegExp(`^http://api\\.test/api/calendar/${ownProperty}/[A-Za-z0-9_-]{43}\\.ics$`));
    const response = await api.app.inject({ method: 'GET', url: exportUrl.replace('http://api.test', '') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    expect(response.body).toContain(`DTSTART;VALUE=DATE:${daysFromToday(150).replaceAll('-', '')}`);
    expect(response.body).toContain(`DTEND;VALUE=DATE:${daysFromToday(153).replaceAll('-', '')}`);
    for (const personal of [booking.name, booking.email, booking.phone, booking.bookingReference, GUEST.name]) {
      expect(response.body).not.toContain(personal);
    }
    const events = new ICAL.Component(ICAL.parse(response.body) as unknown[])
      .getAllSubcomponents('vevent')
      .map((component) => new ICAL.Event(component));
    const ranges = events.map((event) => ({
      summary: event.summary,
      allDay: event.startDate.isDate && event.endDate.isDate,
      checkIn: event.startDate.toString(),
      checkOut: event.endDate.toString(),
    }));
    expect(ranges).toContainEqual({
      summary: 'Reserved',
      allDay: true,
      checkIn: daysFromToday(150),
      checkOut: daysFromToday(153),
    });
    expect(ranges).toContainEqual({
      summary: 'Reserved',
      allDay: true,
      checkIn: daysFromToday(155),
      checkOut: daysFromToday(156),
    });

    const wrong = exportUrl.replace('http://api.test', '').replace(/\/[^/]+\.ics$/, '/wrong-token.ics');
    expect((await api.app.inject({ method: 'GET', url: wrong })).statusCode).toBe(404);
    const otherToken = exportUrl.replace('http://api.test', '').replace(ownProperty, otherProperty);
    expect((await api.app.inject({ method: 'GET', url: otherToken })).statusCode).toBe(404);
  });
});

const ics = (...events: [uid: string, checkIn: string, checkOut: string][]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Other platform//EN',
    ...events.flatMap(([uid, checkIn, checkOut]) => [
      'BEGIN:VEVENT',
      `UID:${uid}`,
      'DTSTAMP:20260101T000000Z',
      `DTSTART;VALUE=DATE:${checkIn.replaceAll('-', '')}`,
      `DTEND;VALUE=DATE:${checkOut.replaceAll('-', '')}`,
      'SUMMARY:Reserved',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
    '',
  ].join('\r\n');

describe('importing another platform’s calendar', () => {
  afterEach(() => {
    Object.assign(feed, { status: 200, delayMs: 0, type: 'text/calendar' });
    api.app.config.icalAllowPrivateHosts = true;
  });

  it('blocks the feed’s nights, skips an event over a booking here, and a later sync replaces them', async () => {
    await heldBooking(daysFromToday(205), daysFromToday(207));
    feed.body = ics(
      ['a@other', daysFromToday(200), daysFromToday(203)],
      ['b@other', daysFromToday(206), daysFromToday(208)],
      ['past@other', daysFromToday(-10), daysFromToday(-8)],
    );
    const put = await asHost('PUT', importUrl(), { url: feedUrl });
    expect(put.statusCode).toBe(200);
    expect(json(put).data).toMatchObject({ url: feedUrl, lastError: null, imported: 1, skipped: 1 });
    expect(json(put).data.lastSyncAt).toEqual(expect.any(String));
    let cal = await calendar();
    expect(cal.import).toEqual(json(put).data);
    expect(cal.blocks.filter((b: { source: string }) => b.source === 'ical')).toEqual([
      expect.objectContaining({ checkIn: daysFromToday(200), checkOut: daysFromToday(203) }),
    ]);
    expect((await guestRequest(daysFromToday(202), daysFromToday(204))).statusCode).toBe(409);
    expect(await listed(daysFromToday(200), daysFromToday(201))).toBe(false);

    // An imported block changes on the other platform, not here.
    const imported = cal.blocks.find((b: { source: string }) => b.source === 'ical');
    const removal = await asHost('DELETE', `${blocksUrl()}/${imported.id}`);
    expect(removal.statusCode).toBe(409);
    expect(json(removal)).toEqual({ error: calendarMessages.importedBlock });
    // Nor is it in this listing's own feed.
    const exported = await api.app.inject({ method: 'GET', url: cal.exportUrl.replace('http://api.test', '') });
    expect(exported.body).not.toContain(`DTSTART;VALUE=DATE:${daysFromToday(200).replaceAll('-', '')}`);

    // The job syncs the listing again once it is due, replacing the imported nights.
    feed.body = ics(['c@other', daysFromToday(210), daysFromToday(212)]);
    expect(await api.app.calendarSync.runOnce()).toBe(0); // not due yet
    await api.app.db.query("UPDATE properties SET ical_synced_at = ical_synced_at - interval '1 day' WHERE id = $1", [
      ownProperty,
    ]);
    expect(await api.app.calendarSync.runOnce()).toBe(1);
    cal = await calendar();
    expect(cal.blocks.filter((b: { source: string }) => b.source === 'ical')).toEqual([
      expect.objectContaining({ checkIn: daysFromToday(210), checkOut: daysFromToday(212) }),
    ]);
    expect(cal.import).toMatchObject({ imported: 1, skipped: 0, lastError: null });
    expect(await listed(daysFromToday(200), daysFromToday(203))).toBe(true);
    expect((await guestRequest(daysFromToday(202), daysFromToday(204))).statusCode).toBe(201);
  });

  it('says why a feed could not be read, keeps the last good blocks, and never fails the request', async () => {
    feed.body = ics(['keep@other', daysFromToday(230), daysFromToday(232)]);
    expect(json(await asHost('PUT', importUrl(), { url: feedUrl })).data).toMatchObject({
      imported: 1,
      lastError: null,
    });
    const cases: [Partial<typeof feed>, string][] = [
      [{ body: '<!doctype html><title>Sign in</title>', type: 'text/html' }, calendarMessages.syncNotIcal],
      [{ body: 'BEGIN:VCALENDAR\r\nthis is not a calendar', type: 'text/calendar' }, calendarMessages.syncNotIcal],
      [
        { body: ics(['big@other', daysFromToday(230), daysFromToday(231)]) + 'X'.repeat(1024 * 1024) },
        calendarMessages.syncTooLarge,
      ],
      [{ body: ics(), delayMs: 2_500 }, calendarMessages.syncTimeout],
      [{ body: 'gone', status: 404 }, calendarMessages.syncHttp(404)],
    ];
    for (const [served, error] of cases) {
      Object.assign(feed, { status: 200, delayMs: 0, type: 'text/calendar' }, served);
      await api.app.db.query('UPDATE properties SET ical_synced_at = NULL WHERE id = $1', [ownProperty]);
      expect(await api.app.calendarSync.runOnce()).toBe(1);
      const { import: status, blocks } = await calendar();
      expect(status).toMatchObject({ url: feedUrl, lastError: error });
      expect(blocks).toContainEqual(expect.objectContaining({ source: 'ical', checkIn: daysFromToday(230) }));
    }
    // At once on PUT too: the status answers, not a 5xx.
    Object.assign(feed, { body: 'not a calendar', status: 200, delayMs: 0, type: 'text/plain' });
    const put = await asHost('PUT', importUrl(), { url: `${feedUrl}?again` });
    expect(put.statusCode).toBe(200);
    expect(json(put).data).toMatchObject({ lastError: calendarMessages.syncNotIcal, imported: 0 });
  });

  /** A valid feed of `count` one-night events, as short as a feed can write them: 9,000 fit in 1 MB. */
  const manyEvents = (count: number) =>
    [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Other platform//EN',
      ...Array.from({ length: count }, (_, i) => [
        'BEGIN:VEVENT',
        `UID:many${i}@other`,
        `DTSTART;VALUE=DATE:${daysFromToday(1 + (i % 500)).replaceAll('-', '')}`,
        'END:VEVENT',
      ]).flat(),
      'END:VCALENDAR',
      '',
    ].join('\r\n');

  it('reads a feed off the event loop: a 1 MB feed of 9,000 events says why it was refused, and the API answers meanwhile', async () => {
    feed.body = manyEvents(9_000);
    expect(Buffer.byteLength(feed.body)).toBeLessThan(ICAL_MAX_BYTES);
    // The reading happens in a worker thread: this thread's parseFeed is never called.
    const onThisThread = jest.spyOn(icalParse, 'parseFeed');
    let importing = true;
    const put = asHost('PUT', importUrl(), { url: `${feedUrl}?many` }).finally(() => (importing = false));
    // While the feed is read, health is answered (each answer before the import's).
    let answeredDuringImport = 0;
    while (importing) {
      const health = await api.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      if (importing) answeredDuringImport += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const answer = await put;
    expect(answer.statusCode).toBe(200);
    expect(json(answer).data).toMatchObject({ imported: 0, lastError: calendarMessages.syncTooManyEvents });
    expect(answeredDuringImport).toBeGreaterThan(0);
    expect(onThisThread).not.toHaveBeenCalled();
    onThisThread.mockRestore();

    // A feed at the limit is written in full.
    feed.body = manyEvents(ICAL_MAX_EVENTS);
    const full = await asHost('PUT', importUrl(), { url: `${feedUrl}?full` });
    expect(json(full).data).toMatchObject({ lastError: null });
    expect(json(full).data.imported + json(full).data.skipped).toBe(ICAL_MAX_EVENTS);
  });

  it('gives up reading a feed that takes too long, then reads the next one with a new worker', async () => {
    const parser = createFeedParser({ timeoutMs: 1 });
    try {
      // Shorter than a worker takes to start: the read cannot finish in time.
      await expect(parser.parse(manyEvents(10), daysFromToday(0))).rejects.toEqual(
        new FeedError(calendarMessages.syncTooSlow),
      );
    } finally {
      await parser.close();
    }
    const patient = createFeedParser({ timeoutMs: 30_000 });
    try {
      await expect(patient.parse(manyEvents(3), daysFromToday(0))).resolves.toHaveLength(3);
      await expect(patient.parse('not a calendar', daysFromToday(0))).rejects.toEqual(
        new FeedError(calendarMessages.syncNotIcal),
      );
      await expect(patient.parse(manyEvents(2), daysFromToday(0))).resolves.toHaveLength(2);
    } finally {
      await patient.close();
    }
  });

  it('refuses a URL that is not http(s), or on a private network without the allow setting', async () => {
    for (const url of ['ftp://example.com/cal.ics', 'file:///etc/passwd', 'not a url', 'javascript:alert(1)']) {
      const refused = await asHost('PUT', importUrl(), { url });
      expect(refused.statusCode).toBe(400);
      expect(json(refused).error).toBe(calendarMessages.importUrlInvalid);
    }
    api.app.config.icalAllowPrivateHosts = false;
    for (const url of [
      feedUrl,
      'http://localhost:9/cal.ics',
      'http://[::1]/cal.ics',
      'http://169.254.169.254/latest',
      'http://10.1.2.3/x',
      // Loopback written as IPv4-compatible or IPv4-mapped IPv6, in hex, or as one number.
      feedUrl.replace('127.0.0.1', '[::127.0.0.1]'),
      feedUrl.replace('127.0.0.1', '[::ffff:127.0.0.1]'),
      feedUrl.replace('127.0.0.1', '0x7f.1'),
      feedUrl.replace('127.0.0.1', '2130706433'),
    ]) {
      const refused = await asHost('PUT', importUrl(), { url });
      expect(refused.statusCode).toBe(400);
      expect(json(refused).error).toBe(calendarMessages.importUrlPrivate);
    }
    // A stored URL is checked again when fetched: the socket's lookup refuses a private address.
    await expect(
      fetchFeed(feedUrl.replace('127.0.0.1', 'localhost'), { timeoutMs: 1_000, allowPrivate: false }),
    ).rejects.toEqual(new FeedError(calendarMessages.importUrlPrivate));
    for (const url of [feedUrl, feedUrl.replace('127.0.0.1', '[::127.0.0.1]')]) {
      await expect(fetchFeed(url, { timeoutMs: 1_000, allowPrivate: false })).rejects.toEqual(
        new FeedError(calendarMessages.importUrlPrivate),
      );
    }
  });

  it('follows at most three redirects, each checked as the first request is', async () => {
    let hops = 0;
    const redirector = createServer((request, response) => {
      hops += 1;
      const loop = request.url === '/loop';
      response.writeHead(302, { location: loop ? '/loop' : feedUrl });
      response.end();
    });
    await new Promise<void>((resolve) => redirector.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(redirector.address() as AddressInfo).port}`;
    try {
      feed.body = ics(['r@other', daysFromToday(240), daysFromToday(241)]);
      expect(await fetchFeed(`${base}/feed`, { timeoutMs: 1_000, allowPrivate: true })).toBe(feed.body);
      hops = 0;
      await expect(fetchFeed(`${base}/loop`, { timeoutMs: 1_000, allowPrivate: true })).rejects.toEqual(
        new FeedError(calendarMessages.syncTooManyRedirects),
      );
      expect(hops).toBe(4);
    } finally {
      redirector.closeAllConnections();
      await new Promise((resolve) => redirector.close(resolve));
    }
  });

  it('removes the import and its blocks', async () => {
    feed.body = ics(['gone@other', daysFromToday(250), daysFromToday(251)]);
    await asHost('PUT', importUrl(), { url: feedUrl });
    const cleared = await asHost('PUT', importUrl(), { url: null });
    expect(cleared.statusCode).toBe(200);
    expect(json(cleared).data).toEqual({ url: null, lastSyncAt: null, lastError: null, imported: 0, skipped: 0 });
    expect((await calendar()).blocks.filter((b: { source: string }) => b.source === 'ical')).toEqual([]);
  });
});

describe('private addresses', () => {
  it.each([
    ['127.0.0.1', true],
    ['10.0.0.8', true],
    ['172.20.1.1', true],
    ['192.168.1.1', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['0.0.0.0', true],
    ['::1', true],
    ['::', true],
    ['fe80::1', true],
    ['fd00::1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:7f00:1', true],
    // IPv4-compatible IPv6, as a URL writes `[::127.0.0.1]`: the same loopback.
    ['::127.0.0.1', true],
    ['::7f00:1', true],
    ['::a00:1', true],
    ['64:ff9b::7f00:1', true],
    ['2002:7f00:1::', true],
    ['2001::1', true],
    ['2001:db8::1', true],
    ['ff02::1', true],
    ['203.0.113.5', true],
    ['198.18.0.1', true],
    ['255.255.255.255', true],
    ['224.0.0.1', true],
    ['localhost', true],
    ['8.8.8.8', false],
    ['2606:4700:4700::1111', false],
    ['::ffff:8.8.8.8', false],
  ])('%s is private: %s', (address, expected) => {
    expect(isPrivateAddress(address)).toBe(expected);
  });
});

describe('reading a feed', () => {
  const today = '2027-03-01';
  const calendarOf = (...lines: string[]) =>
    ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//t//EN', ...lines, 'END:VCALENDAR', ''].join('\r\n');

  it('reads all-day events (one night without an end), date-times as Nairobi nights, and skips cancelled and past ones', () => {
    const text = calendarOf(
      ...['BEGIN:VEVENT', 'UID:a', 'DTSTART;VALUE=DATE:20270310', 'END:VEVENT'],
      // 10:00Z is 13:00 in Nairobi on the 12th; 08:00Z on the 14th ends the 13th's night.
      ...['BEGIN:VEVENT', 'UID:b', 'DTSTART:20270312T100000Z', 'DTEND:20270314T080000Z', 'END:VEVENT'],
      ...[
        'BEGIN:VEVENT',
        'UID:c',
        'STATUS:CANCELLED',
        'DTSTART;VALUE=DATE:20270320',
        'DTEND;VALUE=DATE:20270322',
        'END:VEVENT',
      ],
      ...['BEGIN:VEVENT', 'UID:d', 'DTSTART;VALUE=DATE:20270201', 'DTEND;VALUE=DATE:20270205', 'END:VEVENT'],
    );
    expect(parseFeed(text, today)).toEqual([
      { uid: 'a', checkIn: '2027-03-10', checkOut: '2027-03-11' },
      { uid: 'b', checkIn: '2027-03-12', checkOut: '2027-03-14' },
    ]);
  });

  it('expands a recurring event', () => {
    const text = calendarOf(
      'BEGIN:VEVENT',
      'UID:weekly',
      'DTSTART;VALUE=DATE:20270305',
      'DTEND;VALUE=DATE:20270307',
      'RRULE:FREQ=WEEKLY;COUNT=3',
      'END:VEVENT',
    );
    expect(parseFeed(text, today).map((event) => event.checkIn)).toEqual(['2027-03-05', '2027-03-12', '2027-03-19']);
  });

  it('reads a moved or cancelled occurrence of a recurring event as its exception says', () => {
    const text = calendarOf(
      ...['BEGIN:VEVENT', 'UID:weekly', 'DTSTART;VALUE=DATE:20270305', 'DTEND;VALUE=DATE:20270306'],
      ...['RRULE:FREQ=WEEKLY;COUNT=3', 'END:VEVENT'],
      ...['BEGIN:VEVENT', 'UID:weekly', 'RECURRENCE-ID;VALUE=DATE:20270312', 'DTSTART;VALUE=DATE:20270313'],
      ...['DTEND;VALUE=DATE:20270314', 'END:VEVENT'],
      ...['BEGIN:VEVENT', 'UID:weekly', 'RECURRENCE-ID;VALUE=DATE:20270319', 'STATUS:CANCELLED'],
      ...['DTSTART;VALUE=DATE:20270319', 'END:VEVENT'],
    );
    expect(parseFeed(text, today).map((event) => event.checkIn)).toEqual(['2027-03-05', '2027-03-13']);
  });

  it(`refuses a feed with more than ${ICAL_MAX_EVENTS} upcoming events, saying so`, () => {
    const events = (n: number) =>
      Array.from({ length: n }, (_, i) => [
        'BEGIN:VEVENT',
        `UID:e${i}`,
        `DTSTART;VALUE=DATE:${addDays(today, 1 + (i % 400)).replaceAll('-', '')}`,
        'END:VEVENT',
      ]).flat();
    expect(parseFeed(calendarOf(...events(ICAL_MAX_EVENTS)), today)).toHaveLength(ICAL_MAX_EVENTS);
    expect(() => parseFeed(calendarOf(...events(ICAL_MAX_EVENTS + 1)), today)).toThrow(
      new FeedError(calendarMessages.syncTooManyEvents),
    );
  });

  it('refuses what is not an iCal calendar', () => {
    for (const text of ['', 'hello', '<html></html>', 'BEGIN:VCALENDAR\r\nnonsense without colon']) {
      expect(() => parseFeed(text, today)).toThrow(new FeedError(calendarMessages.syncNotIcal));
    }
  });
});
