import Fastify from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { COMPRESS_MIN_BYTES, registerCompression } from './compression';

const large = JSON.stringify({
  data: Array.from({ length: 200 }, (_, i) => ({ id: i, title: 'Cottage by the lake' })),
});
const small = JSON.stringify({ data: [] });

async function appWithCompression() {
  const app = Fastify();
  await registerCompression(app);
  app.get('/large', async (_request, reply) => reply.type('application/json; charset=utf-8').send(large));
  app.get('/small', async (_request, reply) => reply.type('application/json; charset=utf-8').send(small));
  let built = 0;
  app.get('/keyed', async (request, reply) =>
    reply
      .type('application/json; charset=utf-8')
      .sendKeyed(String((request.query as { key?: string }).key), async () => {
        built += 1;
        return Buffer.from(large);
      }),
  );
  app.decorate('built', () => built);
  app.get('/picture', async (_request, reply) => reply.type('image/png').send(Buffer.from(large)));
  await app.ready();
  return app;
}

const decode = (encoding: string | undefined, payload: Buffer) =>
  encoding === 'br' ? brotliDecompressSync(payload) : encoding === 'gzip' ? gunzipSync(payload) : payload;

describe('compressed JSON', () => {
  let app: Awaited<ReturnType<typeof appWithCompression>>;
  beforeAll(async () => {
    app = await appWithCompression();
  });
  afterAll(() => app?.close());

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it.each([
    ['gzip, deflate, br, zstd', 'br'], // Chromium
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;q=0.5, gzip;q=0.9', 'gzip'],
    ['gzip;q=0, br;q=0', undefined],
    ['identity', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('answers Accept-Encoding %p in %p, the same JSON each way', async (accept, expected) => {
    const answer = await get('/large', accept);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe(expected);
    expect(decode(answer.headers['content-encoding'] as string | undefined, answer.rawPayload).toString()).toBe(large);
    if (expected) {
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.rawPayload.length).toBeLessThan(large.length / 4);
    }
  });

  it('leaves a body too small to gain as it is', async () => {
    expect(Buffer.byteLength(small)).toBeLessThan(COMPRESS_MIN_BYTES);
    const answer = await get('/small', 'br');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body).toBe(small);
  });

  it('leaves a picture in a compressed format as it is', async () => {
    const answer = await get('/picture', 'br');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body).toBe(large);
  });
});

describe('sendKeyed', () => {
  let app: Awaited<ReturnType<typeof appWithCompression>>;
  beforeAll(async () => {
    app = await appWithCompression();
  });
  afterAll(() => app?.close());
  const built = () => (app as unknown as { built: () => number }).built();
  const get = (key: string, acceptEncoding: string) =>
    app.inject({ method: 'GET', url: `/keyed?key=${key}`, headers: { 'accept-encoding': acceptEncoding } });

  it('builds and compresses a body once per key and Accept-Encoding, and sends the same bytes again', async () => {
    const before = built();
    const first = await get('a', 'gzip, deflate, br, zstd');
    const again = await get('a', 'gzip, deflate, br, zstd');
    expect(built()).toBe(before + 1);
    for (const answer of [first, again]) {
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(large);
    }
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it.each([
    ['br;q=0, gzip', 'gzip'],
    ['identity', undefined],
  ])('answers %p in %p even when the key is kept in brotli', async (accept, expected) => {
    expect((await get('b', 'br')).headers['content-encoding']).toBe('br');
    for (let i = 0; i < 2; i += 1) {
      const answer = await get('b', accept);
      expect(answer.headers['content-encoding']).toBe(expected);
      expect(decode(expected, answer.rawPayload).toString()).toBe(large);
    }
  });

  it('builds the body again for another key', async () => {
    const before = built();
    await get('c', 'br');
    await get('d', 'br');
    expect(built()).toBe(before + 2);
  });
});
