/**
 * The review of a listing's first publication (api/src/domain/listing-review): in the operators'
 * queue until one approves it (live, the host emailed) or sends it back with a reason (the host reads
 * it, edits, publishes again); nothing reaches guests before; every decision in the audit log. On
 * PGlite and PostgreSQL.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { opsMessages } from 'contracts/ops';
import { STARTUP_TIMEOUT, json, startTestApi, type TestApi } from './helper';
import { completeDraft, signUpHost, type SignedInHost } from './host-accounts';
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

/** The outbox's messages to `to` whose text has `words`, once the mail worker is done. */
async function mailsTo(to: string, words: string): Promise<string[]> {
  await api.app.mailer.drain();
  return readdirSync(api.outboxDir)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => readFileSync(path.join(api.outboxDir, name), 'utf8').replace(/=\r?\n/g, ''))
    .filter((text) => text.includes(`To: ${to}`) && text.includes(words));
}

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
    expect(await mailsTo(host.email, 'Your listing needs changes')).toEqual([expect.stringContaining(reason)]);

    const again = await host.call('POST', `/api/hosts/listings/${id}/publish`);
    expect(json(again).data).toMatchObject({ status: 'in_review', rejectionReason: null });
    const approved = await operator.call('POST', `/api/ops/listings/${id}/approve`);
    expect(json(approved).data).toEqual({ id, status: 'published' });
    expect(await guestStatus(id)).toBe(200);
    expect(await mailsTo(host.email, 'Your listing is live')).toHaveLength(1);
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
