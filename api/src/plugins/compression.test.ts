import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { COMPRESS_IN_LINE_BYTES, CompressedBodies, negotiateEncoding } from './compression';

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'], // Chromium
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;Q=0.5', 'br'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', null],
    ['gzip;q=0, br;q=0', null],
    ['', null],
    [undefined, null],
  ])('answers %p with %p', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('CompressedBodies', () => {
  const body = Buffer.from(
    JSON.stringify({ data: Array.from({ length: 50 }, (_, i) => ({ id: i, title: 'Cottage' })) }),
  );

  const made = () => Promise.resolve(body);
  const notCalled = () => Promise.reject(new Error('not called: the key is held'));

  it('compresses a body once per key and encoding, and gives back the same bytes', async () => {
    const kept = new CompressedBodies();
    const first = await kept.get('a', 'br', made);
    expect(first.encoding).toBe('br');
    expect(brotliDecompressSync(first.payload).equals(body)).toBe(true);
    expect(await kept.get('a', 'br', notCalled)).toBe(first);
    expect(await kept.get('a', 'gzip', made)).not.toBe(first);
  });

  it.each(['br', 'gzip'] as const)('gives back the same bytes in %s, small or large', async (encoding) => {
    const kept = new CompressedBodies();
    const large = Buffer.from(JSON.stringify({ data: Array.from({ length: 2000 }, (_, i) => ({ id: i })) }));
    expect(large.length).toBeGreaterThan(COMPRESS_IN_LINE_BYTES);
    const decode = encoding === 'br' ? brotliDecompressSync : gunzipSync;
    for (const [key, source] of [
      ['small', body],
      ['large', large],
    ] as const) {
      const { payload } = await kept.get(key, encoding, () => Promise.resolve(source));
      expect(decode(payload).equals(source)).toBe(true);
    }
  });

  it('keeps a body too small to gain as it is', async () => {
    const kept = new CompressedBodies();
    const small = Buffer.from('{"data":[]}');
    expect(await kept.get('none', 'br', () => Promise.resolve(small))).toEqual({ payload: small, encoding: null });
  });

  it('does not keep a body that failed, so the next request tries again', async () => {
    const kept = new CompressedBodies();
    await expect(kept.get('a', 'br', () => Promise.reject(new Error('database gone')))).rejects.toThrow();
    expect((await kept.get('a', 'br', made)).encoding).toBe('br');
  });

  it('drops the least recently used key when full', async () => {
    const kept = new CompressedBodies(2);
    const a = await kept.get('a', 'br', made);
    const b = await kept.get('b', 'br', made);
    expect(await kept.get('a', 'br', notCalled)).toBe(a); // a is now the most recent
    await kept.get('c', 'br', made); // so b goes
    expect(await kept.get('a', 'br', notCalled)).toBe(a);
    expect(await kept.get('b', 'br', made)).not.toBe(b);
  });
});
