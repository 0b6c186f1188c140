/**
 * A listing's photos as the host arranges them: the order kept, captions (shown to guests at once),
 * a picture below the minimum size refused with the size it has and the size it needs, and the home
 * page's featured list taking only listings with their hosts' own photos. On PGlite and (with
 * DATABASE_URL) PostgreSQL.
 */
import { hostFieldLimits, hostMessages, type HostListing } from 'contracts/host-rules';
import { STARTUP_TIMEOUT, json, startTestApi, type TestApi } from './helper';
import { completeDraft, signUpHost, uploadPhoto, type SignedInHost } from './host-accounts';
import { phonePhoto } from './host-fixtures';
import { setUpOperator, type SignedInOperator } from './operators';

let api: TestApi;
let operator: SignedInOperator;

beforeAll(async () => {
  api = await startTestApi();
  operator = await setUpOperator(api, 'listing-photos.test.ops@makao.co.ke');
}, STARTUP_TIMEOUT);
afterAll(async () => api?.close());

const hostView = async (host: SignedInHost, id: string): Promise<HostListing> =>
  json<{ data: HostListing }>(await host.call('GET', `/api/hosts/listings/${id}`)).data;

const guestView = async (id: string) =>
  json<{ data: { photos?: { url: string; caption?: string }[]; images: string[] } }>(
    await api.app.inject({ method: 'GET', url: `/api/properties/${id}` }),
  ).data;

/** A complete listing, published and approved by the team: what guests see. */
async function liveListing(host: SignedInHost): Promise<HostListing> {
  const draft = await completeDraft(api, host);
  expect((await host.call('POST', `/api/hosts/listings/${draft.id}/publish`)).statusCode).toBe(200);
  expect((await operator.call('POST', `/api/ops/listings/${draft.id}/approve`)).statusCode).toBe(200);
  return hostView(host, draft.id);
}

const photoCount = async () =>
  (await api.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM photos')).rows[0]?.n;

describe('a listing photo below the minimum size', () => {
  it('is refused (422) naming the size it has and the size it needs, and nothing is written', async () => {
    const host = await signUpHost(api);
    const draft = await completeDraft(api, host, 0);
    const before = await photoCount();
    // Today's complaint: a 200 × 150 picture was taken.
    const response = await uploadPhoto(
      api,
      host,
      draft.id,
      await phonePhoto({ width: 200, height: 150, orientation: 1 }),
    );
    expect(response.statusCode).toBe(422);
    expect(json(response).error).toBe(hostMessages.photoTooSmall('listing', { width: 200, height: 150 }));
    expect(json(response).error).toMatch(
      /^This photo is 200 × 150 pixels\. .*at least 1024 pixels on its long side and 600/,
    );
    expect(await photoCount()).toBe(before);
    expect((await hostView(host, draft.id)).photos).toEqual([]);
  });
});

describe('the order the host chose', () => {
  it('is kept through the host view and, once approved, the guest page', async () => {
    const host = await signUpHost(api);
    const listing = await liveListing(host);
    const reversed = [...listing.photos].reverse().map((photo) => photo.id);
    const saved = await host.call('PATCH', `/api/hosts/listings/${listing.id}`, { photos: reversed });
    expect(saved.statusCode).toBe(200);
    expect((await hostView(host, listing.id)).photos.map((photo) => photo.id)).toEqual(reversed);
    // Reordering approved photos needs no review: guests see the new order (and cover) at once.
    const byId = new Map(listing.photos.map((photo) => [photo.id, photo.url]));
    expect((await guestView(listing.id)).images).toEqual(reversed.map((id) => byId.get(id)));
  });
});

describe('captions', () => {
  it('are saved by photo id, trimmed, removed when blank, and shown to guests at once', async () => {
    const host = await signUpHost(api);
    const listing = await liveListing(host);
    const [first, second] = listing.photos as [HostListing['photos'][number], HostListing['photos'][number]];
    const saved = await host.call('PATCH', `/api/hosts/listings/${listing.id}`, {
      captions: [
        { id: first.id, caption: '  Living room   with the balcony  ' },
        { id: second.id, caption: 'Main bedroom' },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const photos = (await hostView(host, listing.id)).photos;
    expect(photos.map((photo) => photo.caption)).toEqual(['Living room with the balcony', 'Main bedroom', undefined]);
    // The approved listing is not sent back to review for a caption.
    expect((await hostView(host, listing.id)).changesInReview).toBe(false);
    expect((await guestView(listing.id)).photos?.map((photo) => photo.caption)).toEqual([
      'Living room with the balcony',
      'Main bedroom',
      undefined,
    ]);

    const cleared = await host.call('PATCH', `/api/hosts/listings/${listing.id}`, {
      captions: [{ id: second.id, caption: '   ' }],
    });
    expect(cleared.statusCode).toBe(200);
    expect((await hostView(host, listing.id)).photos.map((photo) => photo.caption)).toEqual([
      'Living room with the balcony',
      undefined,
      undefined,
    ]);
  });

  it.each([
    ['one over the length limit', (id: string) => [{ id, caption: 'x'.repeat(hostFieldLimits.photoCaption + 1) }]],
    ['a photo of another listing', () => [{ id: '00000000-0000-4000-8000-000000000000', caption: 'Not mine' }]],
    [
      'the same photo twice',
      (id: string) => [
        { id, caption: 'One' },
        { id, caption: 'Two' },
      ],
    ],
    ['a caption with a NUL', (id: string) => [{ id, caption: 'Bad\u0000text' }]],
  ])('refuses %s (400) and writes nothing', async (_label, captionsFor) => {
    const host = await signUpHost(api);
    const draft = await completeDraft(api, host);
    const id = (draft.photos[0] as { id: string }).id;
    const before = await hostView(host, draft.id);
    const response = await host.call('PATCH', `/api/hosts/listings/${draft.id}`, {
      title: 'A new title that must not be saved',
      captions: captionsFor(id),
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ error: expect.any(String), details: expect.any(String) });
    expect(await hostView(host, draft.id)).toEqual(before);
  });

  it('keeps a caption on a new photo waiting for review, and guests see it once approved', async () => {
    const host = await signUpHost(api);
    const listing = await liveListing(host);
    const added = await uploadPhoto(api, host, listing.id, await phonePhoto());
    expect(added.statusCode).toBe(201);
    const newId = json(added).data.id as string;
    const saved = await host.call('PATCH', `/api/hosts/listings/${listing.id}`, {
      captions: [{ id: newId, caption: 'The new pool' }],
    });
    expect(saved.statusCode).toBe(200);
    expect((await guestView(listing.id)).photos?.some((photo) => photo.caption === 'The new pool')).toBe(false);
    expect((await operator.call('POST', `/api/ops/listings/${listing.id}/approve`)).statusCode).toBe(200);
    expect((await guestView(listing.id)).photos?.at(-1)?.caption).toBe('The new pool');
  });
});

describe('the home page featured list (verified=true)', () => {
  it('leaves out a verified listing without photos of its own (pictures that are not its host’s)', async () => {
    const host = await signUpHost(api, { name: 'Featured Host' });
    const listing = await liveListing(host);
    await api.app.db.query(
      `UPDATE hosts SET identity_verified_at = now(), identity_verified_by = (SELECT id FROM operators LIMIT 1)
       WHERE id = $1`,
      [host.hostId],
    );
    const featured = async () =>
      (
        json(await api.app.inject({ method: 'GET', url: '/api/properties?verified=true&limit=500' })).data as {
          id: string;
        }[]
      ).some((property) => property.id === listing.id);
    expect(await featured()).toBe(true);
    // As the seed's listings are: drawings in `images`, no uploaded photos.
    await api.app.db.query(
      `UPDATE properties SET photos = '[]'::jsonb, images = ARRAY['/images/properties/drawn-01.svg'] WHERE id = $1`,
      [listing.id],
    );
    expect(await featured()).toBe(false);
  });
});
