/**
 * The review of a listing's first publication (api/src/domain/listing-review): in the operators'
 * queue until one approves it (live, the host emailed) or sends it back with a reason (the host reads
 * it, edits, publishes again); nothing reaches guests before; every decision in the audit log. On
 * PGlite and PostgreSQL.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { opsMessages, type OpsListingReview } from 'contracts/ops';
import { STARTUP_TIMEOUT, json, startTestApi, type TestApi } from './helper';
import { mailsTo } from './lifecycle-helpers';
import { completeDraft, signUpHost, uploadPhoto, type SignedInHost } from './host-accounts';
import { phonePhoto } from './host-fixtures';
import { setUpOperator, siteCall, type SignedInOperator } from './operators';

let api: TestApi;
let operator: SignedInOperator;
let host: SignedInHost;

beforeAll(async () => {
  api = await startTestApi();
  operator = await setUpOperator(api, 'review.queue@makao.co.ke');
  host = await signUpHost(api, { name: 'Wambui Njeri' });
}, STARTUP_TIMEOUT);
afterAll(async () => api?.close());

/** A complete listing the host has sent for review. */
async function submitted(): Promise<string> {
  const draft = await completeDraft(api, host);
  const sent = await host.call('POST', `/api/hosts/listings/${draft.id}/publish`);
  expect(json(sent).data.status).toBe('in_review');
  return draft.id;
}

const hostListing = async (id: string) => json(await host.call('GET', `/api/hosts/listings/${id}`)).data;
const guestStatus = async (id: string) =>
  (await api.app.inject({ method: 'GET', url: `/api/properties/${id}` })).statusCode;
const queue = async () =>
  json(await operator.call('GET', '/api/ops/listings/review')).data as Array<Record<string, unknown>>;

const auditOf = async (id: string) =>
  (
    await api.app.db.query<{ action: string; actor: string; after: unknown }>(
      "SELECT action, actor, after FROM audit_log WHERE subject_type = 'listing' AND subject_id = $1 ORDER BY id",
      [id],
    )
  ).rows;

describe('the review queue', () => {
  it('lists the listings sent for review, oldest first, with what the operator checks', async () => {
    const first = await submitted();
    const second = await submitted();
    const listed = await queue();
    const ids = listed.map((item) => item.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    const item = listed.find((entry) => entry.id === first) as { photos: string[] };
    expect(item).toMatchObject({ address: expect.any(String), host: { name: 'Wambui Njeri', email: host.email } });
    expect(item.photos).toHaveLength(3);
    for (const photo of item.photos) expect(photo).toMatch(/^http:\/\/api\.test\/uploads\//);
    expect(await guestStatus(first)).toBe(404);
  });

  it('sends a listing back with a reason the host reads, and takes it again once the host publishes it again', async () => {
    const id = await submitted();
    const blank = await operator.call('POST', `/api/ops/listings/${id}/reject`, { reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(json(blank)).toEqual({ error: opsMessages.rejectReason, details: 'Field: reason' });
    const reason = 'The photos show a different building from the address. Add photos of this one.';
    const rejected = await operator.call('POST', `/api/ops/listings/${id}/reject`, { reason });
    expect(json(rejected).data).toEqual({ id, status: 'rejected' });
    expect(await hostListing(id)).toMatchObject({ status: 'rejected', rejectionReason: reason });
    expect(await guestStatus(id)).toBe(404);
    expect((await queue()).map((item) => item.id)).not.toContain(id);
    expect(await mailsTo(api, host.email, 'Your listing needs changes')).toEqual([expect.stringContaining(reason)]);

    const again = await host.call('POST', `/api/hosts/listings/${id}/publish`);
    expect(json(again).data).toMatchObject({ status: 'in_review', rejectionReason: null });
    const approved = await operator.call('POST', `/api/ops/listings/${id}/approve`);
    expect(json(approved).data).toEqual({ id, status: 'published' });
    expect(await guestStatus(id)).toBe(200);
    expect(await mailsTo(api, host.email, 'Your listing is live')).toHaveLength(1);
    expect(await auditOf(id)).toEqual([
      { action: 'listing.reject', actor: operator.email, after: { status: 'rejected', reason } },
      { action: 'listing.approve', actor: operator.email, after: { status: 'published' } },
    ]);

    // Decided once: a second decision is refused, and nothing changes.
    const twice = await operator.call('POST', `/api/ops/listings/${id}/approve`);
    expect(twice.statusCode).toBe(409);
    expect(json(twice)).toEqual({ error: opsMessages.notInReview });
    expect((await auditOf(id)).length).toBe(2);
  });

  it('puts an approved listing live again at once after the host unpublished it', async () => {
    const id = await submitted();
    await operator.call('POST', `/api/ops/listings/${id}/approve`);
    expect(json(await host.call('POST', `/api/hosts/listings/${id}/unpublish`)).data.status).toBe('unpublished');
    expect(json(await host.call('POST', `/api/hosts/listings/${id}/publish`)).data.status).toBe('published');
    expect(await guestStatus(id)).toBe(200);
  });

  it('is the operators’ alone, and refuses hostile input with 4xx in the JSON shape', async () => {
    const id = await submitted();
    for (const as of [{}, { cookie: host.cookie, csrf: host.csrf }]) {
      expect((await siteCall(api, 'GET', '/api/ops/listings/review', as)).statusCode).toBe(404);
      expect((await siteCall(api, 'POST', `/api/ops/listings/${id}/approve`, as)).statusCode).toBe(404);
    }
    expect((await hostListing(id)).status).toBe('in_review');
    for (const [url, payload] of [
      ['/api/ops/listings/not-a-listing/approve', undefined],
      ['/api/ops/listings/00000000-0000-4000-8000-000000000000/approve', undefined],
      [`/api/ops/listings/${id}/reject`, { reason: 'x'.repeat(1001) }],
      [`/api/ops/listings/${id}/reject`, { reason: { text: 'nested' } }],
      [`/api/ops/listings/${id}/reject`, undefined],
    ] as const) {
      const response = await operator.call('POST', url, payload);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(typeof json(response).error).toBe('string');
    }
    expect((await hostListing(id)).status).toBe('in_review');
  });
});

describe('"Verified" is a fact with a date and an operator behind it', () => {
  const guestView = async (id: string) =>
    json(await api.app.inject({ method: 'GET', url: `/api/properties/${id}` })).data;
  const inList = async (id: string, filter = '') =>
    (
      json(await api.app.inject({ method: 'GET', url: `/api/properties?limit=500${filter}` })).data as Array<{
        id: string;
        verifiedAt?: string;
      }>
    ).find((property) => property.id === id);

  it('shows verifiedAt only once an operator approved the listing and verified its host, the later of the two', async () => {
    const newHost = await signUpHost(api, { name: 'Verified Later' });
    const draft = await completeDraft(api, newHost);
    await newHost.call('POST', `/api/hosts/listings/${draft.id}/publish`);
    await operator.call('POST', `/api/ops/listings/${draft.id}/approve`);
    // Approved, but the host's identity is not verified yet.
    expect(await guestView(draft.id)).not.toHaveProperty('verifiedAt');
    expect(await inList(draft.id)).not.toHaveProperty('verifiedAt');
    expect(await inList(draft.id, '&verified=true')).toBeUndefined();

    const { rows } = await api.app.db.query<{ id: string }>('SELECT id::text AS id FROM operators WHERE email = $1', [
      operator.email,
    ]);
    const verifiedAt = new Date(api.app.now().getTime() + 3_600_000);
    await api.app.db.query('UPDATE hosts SET identity_verified_at = $2, identity_verified_by = $3 WHERE id = $1', [
      newHost.hostId,
      verifiedAt,
      rows[0]?.id,
    ]);
    expect((await guestView(draft.id)).verifiedAt).toBe(verifiedAt.toISOString());
    expect((await inList(draft.id))?.verifiedAt).toBe(verifiedAt.toISOString());
    expect((await inList(draft.id, '&verified=true'))?.verifiedAt).toBe(verifiedAt.toISOString());
    const unverified = await api.app.inject({ method: 'GET', url: '/api/properties?verified=false' });
    expect(unverified.statusCode).toBe(400);

    // A listing live before reviews existed has no operator behind it: never "Verified".
    await api.app.db.query('UPDATE properties SET approved_by = NULL WHERE id = $1', [draft.id]);
    expect(await guestView(draft.id)).not.toHaveProperty('verifiedAt');
  });
});

describe('changes to a live listing', () => {
  const guestView = async (id: string) =>
    json(await api.app.inject({ method: 'GET', url: `/api/properties/${id}` })).data;

  async function liveListing(): Promise<string> {
    const id = await submitted();
    await operator.call('POST', `/api/ops/listings/${id}/approve`);
    return id;
  }

  it('waits for the team when the place or the photos change, while the approved version stays up', async () => {
    const id = await liveListing();
    const before = await guestView(id);

    // The price is the host's to change at once.
    expect(json(await host.call('PATCH', `/api/hosts/listings/${id}`, { price: 8200 })).data.changesInReview).toBe(
      false,
    );
    expect((await guestView(id)).price).toBe(8200);

    const moved = json(
      await host.call('PATCH', `/api/hosts/listings/${id}`, { area: 'Kileleshwa', lat: -1.2801 }),
    ).data;
    expect(moved).toMatchObject({ area: 'Kileleshwa', lat: -1.2801, changesInReview: true });
    const added = await uploadPhoto(api, host, id, await phonePhoto());
    expect(added.statusCode).toBe(201);
    expect(json(await host.call('GET', `/api/hosts/listings/${id}`)).data.photos).toHaveLength(4);
    // Guests see the approved listing, as it was.
    const meanwhile = await guestView(id);
    expect(meanwhile.location.area).toBe(before.location.area);
    expect(meanwhile.images).toEqual(before.images);

    const item = (await queue()).find((entry) => entry.id === id) as unknown as OpsListingReview;
    expect(item).toMatchObject({ kind: 'changes', area: 'Kileleshwa', live: { area: before.location.area } });
    expect(item.photos).toHaveLength(4);
    expect(item.live?.photos).toHaveLength(3);

    const approved = await operator.call('POST', `/api/ops/listings/${id}/approve`);
    expect(approved.statusCode).toBe(200);
    const after = await guestView(id);
    expect(after.location.area).toBe('Kileleshwa');
    expect(after.images).toHaveLength(4);
    expect(json(await host.call('GET', `/api/hosts/listings/${id}`)).data.changesInReview).toBe(false);
    expect((await auditOf(id)).map((entry) => entry.action)).toContain('listing.approve-changes');
    expect(await mailsTo(api, host.email, 'Your changes are live')).toHaveLength(1);
  });

  it('discards changes the team turns down, with the reason, and deletes the photos only they had', async () => {
    const id = await liveListing();
    const before = await guestView(id);
    const live = json(await host.call('GET', `/api/hosts/listings/${id}`)).data;
    const added = json(await uploadPhoto(api, host, id, await phonePhoto())).data;
    // The cover swapped for the new photo, and one of the approved photos dropped.
    const reordered = [added.id, ...live.photos.slice(1).map((photo: { id: string }) => photo.id)];
    const changed = json(await host.call('PATCH', `/api/hosts/listings/${id}`, { photos: reordered })).data;
    expect(changed.photos.map((photo: { id: string }) => photo.id)).toEqual(reordered);
    expect((await guestView(id)).images).toEqual(before.images);

    const reason = 'The new cover photo shows a different building.';
    expect((await operator.call('POST', `/api/ops/listings/${id}/reject`, { reason })).statusCode).toBe(200);
    const now = json(await host.call('GET', `/api/hosts/listings/${id}`)).data;
    expect(now).toMatchObject({ changesInReview: false, changesRejectionReason: reason, status: 'published' });
    expect(now.photos.map((photo: { id: string }) => photo.id)).toEqual(
      live.photos.map((photo: { id: string }) => photo.id),
    );
    expect((await guestView(id)).images).toEqual(before.images);
    // The turned-down photo's files are gone; the approved ones stay.
    expect(() => readdirSync(path.join(api.dir, 'uploads', 'photos', added.id))).toThrow();
    expect(readdirSync(path.join(api.dir, 'uploads', 'photos', live.photos[0].id)).length).toBeGreaterThan(0);
    expect(await mailsTo(api, host.email, reason)).toHaveLength(1);
    expect((await auditOf(id)).map((entry) => entry.action)).toContain('listing.reject-changes');
  });

  it('drops the waiting changes when the host puts the place back as it was', async () => {
    const id = await liveListing();
    const live = json(await host.call('GET', `/api/hosts/listings/${id}`)).data;
    await host.call('PATCH', `/api/hosts/listings/${id}`, { address: 'Another Road 4' });
    const back = json(await host.call('PATCH', `/api/hosts/listings/${id}`, { address: live.address })).data;
    expect(back.changesInReview).toBe(false);
    expect((await queue()).map((entry) => entry.id)).not.toContain(id);
  });
});
