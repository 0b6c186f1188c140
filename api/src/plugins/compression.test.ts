import { brotliDecompressSync } from 'node:zlib';
import { CompressedBodies, negotiateEncoding } from './compression';

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

  it('compresses a body once per key and encoding, and gives back the same bytes', async () => {
    const kept = new CompressedBodies();
    const first = await kept.get('a', 'br', body);
    expect(brotliDecompressSync(first).equals(body)).toBe(true);
    expect(await kept.get('a', 'br', Buffer.from('not used: the key is held'))).toBe(first);
    expect(await kept.get('a', 'gzip', body)).not.toBe(first);
  });

  it('drops the least recently used key when full', async () => {
    const kept = new CompressedBodies(2);
    const a = await kept.get('a', 'br', body);
    const b = await kept.get('b', 'br', body);
    expect(await kept.get('a', 'br', body)).toBe(a); // a is now the most recent
    await kept.get('c', 'br', body); // so b goes
    expect(await kept.get('a', 'br', body)).toBe(a);
    expect(await kept.get('b', 'br', body)).not.toBe(b);
  });
});
