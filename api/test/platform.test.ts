/** Blog source, health, telemetry, and the cross-cutting rules: errors, security, rate limits, logs. */
import { Writable } from 'node:stream';
import type { Property, WpPost } from 'contracts';
import { daysFromToday, json, startTestApi, STARTUP_TIMEOUT, type TestApi } from './helper';

const RATE_LIMIT = 5;
let api: TestApi;
const logLines: string[] = [];
const logs = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

beforeAll(async () => {
  api = await startTestApi({ rateLimitMax: RATE_LIMIT, bodyLimit: 4096, logger: { level: 'info', stream: logs } });
}, STARTUP_TIMEOUT);

afterAll(async () => {
  await api?.close();
}, STARTUP_TIMEOUT);

describe('GET /wp-json/wp/v2/posts', () => {
  it('answers in the WordPress REST shape, newest first, with embedded featured images', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/wp-json/wp/v2/posts?_embed&per_page=12' });
    expect(response.statusCode).toBe(200);
    const posts = json<WpPost[]>(response);
    expect(posts.length).toBeGreaterThanOrEqual(6);
    expect(response.headers['x-wp-total']).toBe(String(posts.length));
    expect(response.headers['x-wp-totalpages']).toBe('1');
    const dates = posts.map((p) => p.date_gmt);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const post of posts) {
      expect(post).toMatchObject({
        id: expect.any(Number),
        date: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/),
        title: { rendered: expect.any(String) },
        excerpt: { rendered: expect.stringMatching(/^<p>/) },
        content: { rendered: expect.stringContaining('<p>') },
      });
      const media = post._embedded?.['wp:featuredmedia']?.[0];
      expect(media?.source_url).toMatch(/^http:\/\/api\.test\/images\/blog\/.+\.svg$/);
    }
    const image = await api.app.inject({
      method: 'GET',
      url: new URL(posts[0]?._embedded?.['wp:featuredmedia']?.[0]?.source_url as string).pathname,
    });
    expect(image.statusCode).toBe(200);
  });

  it('writes date in Nairobi time and date_gmt in UTC', async () => {
    const [post] = json<WpPost[]>(await api.app.inject({ method: 'GET', url: '/wp-json/wp/v2/posts' }));
    const gmt = Date.parse(`${post?.date_gmt}Z`);
    expect(Date.parse(`${post?.date}Z`) - gmt).toBe(3 * 60 * 60 * 1000);
  });

  it('leaves out _embedded without _embed, and pages with per_page and page', async () => {
    const all = json<WpPost[]>(await api.app.inject({ method: 'GET', url: '/wp-json/wp/v2/posts?per_page=100' }));
    expect(all[0]?._embedded).toBeUndefined();
    const page2 = await api.app.inject({ method: 'GET', url: '/wp-json/wp/v2/posts?per_page=2&page=2' });
    expect(json<WpPost[]>(page2).map((p) => p.id)).toEqual(all.slice(2, 4).map((p) => p.id));
    expect(page2.headers['x-wp-totalpages']).toBe(String(Math.ceil(all.length / 2)));
  });

  it('rejects a page size above 100', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/wp-json/wp/v2/posts?per_page=101' });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /wp-json/wp/v2/posts/:id', () => {
  it('answers one post in the same shape', async () => {
    const [first] = json<WpPost[]>(await api.app.inject({ method: 'GET', url: '/wp-json/wp/v2/posts?_embed' }));
    const response = await api.app.inject({ method: 'GET', url: `/wp-json/wp/v2/posts/${first?.id}?_embed` });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual(first);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['999999', 'abc', '1.5']) {
      const response = await api.app.inject({ method: 'GET', url: `/wp-json/wp/v2/posts/${id}` });
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual({ error: 'Post not found' });
    }
  });
});

describe('GET /api/health', () => {
  it('answers ok when the database answers', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ status: 'ok' });
  });
});

describe('POST /api/telemetry/remote-failure', () => {
  it('accepts a report with 202 and logs a warning', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/telemetry/remote-failure',
      payload: { remote: 'booking', version: '1.4.2', module: 'BookingSubmittedPage', reason: 'ChunkLoadError' },
    });
    expect(response.statusCode).toBe(202);
    const warning = logLines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'remote failed to load');
    expect(warning).toMatchObject({
      level: 40,
      remoteFailure: { remote: 'booking', version: '1.4.2', reason: 'ChunkLoadError' },
    });
  });

  it('accepts the report the shell sends with sendBeacon (JSON as text/plain)', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/telemetry/remote-failure',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ remote: 'catalog', version: '2.0.0', reason: 'ScriptExternalLoadError' }),
    });
    expect(response.statusCode).toBe(202);
    const warnings = logLines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'remote failed to load');
    expect(warnings.at(-1)).toMatchObject({ remoteFailure: { remote: 'catalog', reason: 'ScriptExternalLoadError' } });
  });

  it('rejects a report without the remote', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/telemetry/remote-failure',
      payload: { version: '1', reason: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ error: 'Missing required fields', missingFields: ['remote'] });
  });
});

describe('remote health: loads and failures counted per version', () => {
  const health = async () => json(await api.app.inject({ method: 'GET', url: '/api/telemetry/remote-health' }));
  const row = async (remote: string, version: string) =>
    (await health()).data.find(
      (r: { remote: string; version: string }) => r.remote === remote && r.version === version,
    );

  it('counts each load and failure of a version, and never a skip', async () => {
    const post = (kind: string, payload: object) =>
      api.app.inject({ method: 'POST', url: `/api/telemetry/${kind}`, payload });
    for (let i = 0; i < 3; i += 1) {
      expect((await post('remote-load', { remote: 'catalog', version: '0.1.0-abc1234.2' })).statusCode).toBe(202);
    }
    await post('remote-failure', { remote: 'catalog', version: '0.1.0-abc1234.2', reason: 'ChunkLoadError' });
    await post('remote-failure', {
      remote: 'catalog',
      version: '0.1.0-abc1234.2',
      reason: 'needs shared ^9.0.0',
      skipped: true,
    });
    expect(await row('catalog', '0.1.0-abc1234.2')).toEqual({
      remote: 'catalog',
      version: '0.1.0-abc1234.2',
      loads: 3,
      failures: 1,
    });
  });

  it('refuses a report of a remote or version that cannot exist, and counts nothing for it', async () => {
    const before = (await health()).data.length;
    for (const payload of [
      { remote: 'payments', version: '1.0.0' },
      { remote: 'catalog', version: '../../etc' },
      { remote: 'catalog', version: 'x'.repeat(65) },
      { remote: 'catalog' },
    ]) {
      // From a client of its own: this file's limit per client is small (the security tests below).
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/telemetry/remote-load',
        payload,
        remoteAddress: '203.0.113.7',
      });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({ error: expect.any(String) });
    }
    expect((await health()).data.length).toBe(before);
  });
});

describe('errors', () => {
  it('answers 400 "Malformed JSON body" for a body that is not JSON', async () => {
    for (const payload of ['{"name": "Wanjiku",', 'not json at all', '']) {
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/bookings',
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({ error: 'Malformed JSON body' });
    }
  });

  it('answers 400 when the body is JSON but not an object', async () => {
    const response = await api.app.inject({ method: 'POST', url: '/api/contact', payload: [1, 2, 3] });
    expect(response.statusCode).toBe(400);
    expect(json(response).error).toBe('Invalid request');
  });

  it('answers 413 for an oversized body', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { firstName: 'A', lastName: 'B', email: 'a@b.co', message: 'x'.repeat(5000) },
    });
    expect(response.statusCode).toBe(413);
    expect(json(response)).toEqual({ error: 'Request body is too large' });
  });

  it('answers 415 for a body that is not JSON by content type', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/email/booking-notification',
      payload: 'bookingId=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(415);
    expect(json(response).error).toBe('Unsupported content type. Send JSON.');
  });

  it('answers in the error shape when the URL itself is bad', async () => {
    const tooLong = await api.app.inject({ method: 'GET', url: `/api/properties/${'x'.repeat(300)}` });
    expect(tooLong.statusCode).toBe(404);
    expect(json(tooLong)).toEqual({ error: 'Not found' });
    const undecodable = await api.app.inject({ method: 'GET', url: '/api/properties/%E0%A4%A' });
    expect(undecodable.statusCode).toBe(400);
    expect(json(undecodable)).toEqual({ error: 'Invalid request', details: 'Malformed URL' });
  });

  it('answers 404 "Not found" for an unknown route', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ error: 'Not found' });
  });

  it('answers 500 "Something went wrong" without SQL or stack, and logs the cause without parameters', async () => {
    const { db } = api.app;
    const original = db.query;
    db.query = async () => {
      throw Object.assign(new Error('relation "properties" does not exist'), {
        code: '42P01',
        params: ['secret@example.com'],
        query: 'SELECT * FROM properties',
      });
    };
    try {
      const response = await api.app.inject({ method: 'GET', url: '/api/properties' });
      expect(response.statusCode).toBe(500);
      expect(response.body).toBe('{"error":"Something went wrong"}');
    } finally {
      db.query = original;
    }
    const logged = logLines.find((line) => line.includes('relation \\"properties\\" does not exist'));
    expect(logged).toBeDefined();
    expect(logged).not.toContain('secret@example.com');
    expect(logged).not.toContain('SELECT * FROM');
  });
});

describe('security', () => {
  it('sends security headers', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('allows CORS from the configured shell and CDN origins only', async () => {
    for (const origin of ['http://shell.test', 'http://cdn.test']) {
      const preflight = await api.app.inject({
        method: 'OPTIONS',
        url: '/api/bookings',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,idempotency-key',
        },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe(origin);
      expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain('idempotency-key');
    }
    const stranger = await api.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'http://evil.test' },
    });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('limits each POST route per client and answers 429 with Retry-After', async () => {
    const report = { remote: 'content', version: '2.0.0', reason: 'timeout' };
    const responses = [];
    for (let i = 0; i < RATE_LIMIT + 1; i += 1) {
      responses.push(await api.app.inject({ method: 'POST', url: '/api/telemetry/remote-failure', payload: report }));
    }
    const limited = responses[RATE_LIMIT];
    expect(limited?.statusCode).toBe(429);
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
    expect(json(limited as never)).toEqual({
      error: 'Too many requests. Please wait a moment and try again.',
      details: expect.any(String),
    });
    // Another route has its own budget, and GET routes their own (more generous) limit.
    const health = await api.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const contact = await api.app.inject({ method: 'POST', url: '/api/contact', payload: {} });
    expect(contact.statusCode).toBe(400);
  });
});

describe('request logs', () => {
  it('record method, route, status and time, and no personal data', async () => {
    const list = json<{ data: Property[] }>(
      await api.app.inject({ method: 'GET', url: '/api/properties?location=nairobi&limit=1' }),
    );
    const booking = await api.app.inject({
      method: 'POST',
      url: '/api/bookings?utm=ignored',
      payload: {
        name: 'Chebet Korir',
        email: 'chebet.korir@example.com',
        phone: '0799 888 777',
        message: 'Allergic to feathers',
        checkIn: daysFromToday(5),
        checkOut: daysFromToday(6),
        propertyId: list.data[0]?.id,
      },
    });
    expect(booking.statusCode).toBe(201);
    const entries = logLines.map((line) => JSON.parse(line));
    expect(entries).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        route: '/api/bookings',
        statusCode: 201,
        responseTime: expect.any(Number),
        reqId: expect.any(String),
      }),
    );
    const everything = logLines.join('\n');
    for (const secret of ['Chebet', 'chebet.korir@example.com', '0799 888 777', 'Allergic', 'nairobi']) {
      expect(everything).not.toContain(secret);
    }
  });
});
