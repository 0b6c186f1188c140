/**
 * The seed properties' own photos, as the build paints them (scripts/paint-seed-photos.ts, called by
 * build.mjs) and the app serves them: files under /images/ like the committed artwork.
 */
import { createHash } from 'node:crypto';
import type { Property } from 'contracts';
import { paintSeedPhotos } from '../scripts/paint-seed-photos';
import { seedProperties } from '../seed/properties';
import { json, startTestApi, STARTUP_TIMEOUT, type TestApi } from './helper';

/** A seed photo is a few KB of SVG; the listing page shows dozens of them. */
const MAX_PHOTO_BYTES = 8 * 1024;
const kinds = ['living-room', 'bedroom', 'kitchen', 'view', 'exterior'];
const labels: Record<string, string> = {
  'living-room': 'Living room',
  bedroom: 'Bedroom',
  kitchen: 'Kitchen',
  view: 'View',
  exterior: 'Outside',
};
const photoUrl = /^http:\/\/api\.test\/images\/properties\/([a-z0-9-]+)\/(\d\d)-([a-z-]+)\.svg$/;

let api: TestApi;
let all: Property[];

const list = async (): Promise<Property[]> =>
  json<{ data: Property[] }>(await api.app.inject({ method: 'GET', url: '/api/properties?limit=500' })).data;
const get = (url: string, headers: Record<string, string> = {}) =>
  api.app.inject({ method: 'GET', url: new URL(url, 'http://api.test').pathname, headers });

beforeAll(async () => {
  // What the build does (into the same folder, with the same bytes), since jest runs from the sources.
  paintSeedPhotos();
  api = await startTestApi();
  all = await list();
}, STARTUP_TIMEOUT);

afterAll(async () => {
  await api?.close();
}, STARTUP_TIMEOUT);

describe("seed properties' own photos", () => {
  it('gives every seed property its own photos: no URL shared by two properties', () => {
    expect(all).toHaveLength(seedProperties.length);
    const urls = all.flatMap((p) => p.images);
    expect(urls).toHaveLength(seedProperties.reduce((sum, p) => sum + p.photos, 0));
    expect(new Set(urls).size).toBe(urls.length);
    const slugs = all.map((p) => photoUrl.exec(p.images[0] as string)?.[1]);
    expect(new Set(slugs).size).toBe(all.length);
  });

  it('shows each room kind once before any second look, a living room and a bedroom in every set', () => {
    for (const p of all) {
      const seed = seedProperties.find((s) => s.title === p.title);
      expect(p.images).toHaveLength(seed?.photos ?? -1);
      const parts = p.images.map((url) => photoUrl.exec(url));
      parts.forEach((match, n) => {
        expect(match).not.toBeNull();
        expect(match?.[2]).toBe(String(n + 1).padStart(2, '0'));
        expect(kinds).toContain(match?.[3]);
      });
      const shown = parts.map((match) => match?.[3]);
      const first = shown.slice(0, 5);
      expect(new Set(first).size).toBe(first.length);
      expect(shown).toEqual(expect.arrayContaining(['living-room', 'bedroom']));
      if (shown.length >= 5) expect(new Set(shown)).toEqual(new Set(kinds));
    }
  });

  it('serves every photo as SVG under the size limit, cached a year, no two alike, titled with what it shows', async () => {
    const hashes = new Map<string, string>();
    let bytes = 0;
    for (const p of all) {
      for (const url of p.images) {
        const response = await get(url);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
        expect(response.rawPayload.length).toBeLessThanOrEqual(MAX_PHOTO_BYTES);
        bytes += response.rawPayload.length;
        const kind = photoUrl.exec(url)?.[3] as string;
        expect(response.body).toContain(`<title>${labels[kind]} of ${p.title.replace(/&/g, '&amp;')}</title>`);
        const hash = createHash('sha256').update(response.rawPayload).digest('hex');
        expect(hashes.get(hash)).toBeUndefined();
        hashes.set(hash, url);
      }
    }
    expect(hashes.size).toBe(all.flatMap((p) => p.images).length);
    // The whole set stays small: 272 pictures in under 2 MB before compression.
    expect(bytes).toBeLessThan(2 * 1024 * 1024);
  });

  it('answers the same bytes every time, 304 for the ETag it gave, compressed for a browser', async () => {
    const url = (all[0] as Property).images[1] as string;
    const first = await get(url);
    const again = await get(url);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(first.headers.etag).toMatch(/^(W\/)?"[\w-]+"$/);
    const cached = await get(url, { 'if-none-match': first.headers.etag as string });
    expect(cached.statusCode).toBe(304);
    expect(cached.rawPayload.length).toBe(0);
    const compressed = await get(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.rawPayload.length).toBeLessThan(first.rawPayload.length / 2);
  });

  it('answers 404 in the error shape for a photo the seed never gave out', async () => {
    const [, slug] = photoUrl.exec((all[0] as Property).images[0] as string) ?? [];
    for (const path of [
      `/images/properties/${slug}/99-bedroom.svg`,
      `/images/properties/${slug}/01-bathroom.svg`,
      `/images/properties/${slug}/1-bedroom.svg`,
      '/images/properties/nowhere-at-all/01-bedroom.svg',
    ]) {
      const response = await api.app.inject({ method: 'GET', url: path });
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual({ error: 'Not found' });
    }
  });

  it('still serves the shared scene pictures, and a database seeded with them gets the own sets on start', async () => {
    const old = await api.app.inject({ method: 'GET', url: '/images/properties/beach-01.svg' });
    expect(old.statusCode).toBe(200);
    const [first, second] = all as [Property, Property];
    await api.app.db.query(`UPDATE properties SET images = $2 WHERE id = $1`, [
      first.id,
      ['/images/properties/beach-01.svg', '/images/properties/interior-02.svg'],
    ]);
    await api.app.db.query(`UPDATE properties SET images = $2 WHERE id = $1`, [
      second.id,
      ['/images/properties/city-03.svg', 'https://example.com/elsewhere.jpg'],
    ]);
    await api.restart();
    const byId = new Map((await list()).map((p) => [p.id, p]));
    expect(byId.get(first.id)?.images).toEqual(first.images);
    // A set that is not only the shared pictures is someone's choice: left as it is.
    expect(byId.get(second.id)?.images).toEqual([
      'http://api.test/images/properties/city-03.svg',
      'https://example.com/elsewhere.jpg',
    ]);
  });
});
