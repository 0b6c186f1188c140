/**
 * Hosts' identity checks (api/src/domain/identity): the host sends an ID or passport photo and a
 * selfie; the photos are encrypted in the private folder, reach operators only (never a guest, a
 * host, or any public route), and are deleted IDENTITY_RETENTION_DAYS after the decision; each
 * decision is audited and emailed. On PGlite and PostgreSQL.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { IDENTITY_RETENTION_DAYS, identityMessages } from 'contracts/host-rules';
import { opsMessages } from 'contracts/ops';
import { STARTUP_TIMEOUT, json, startTestApi, type TestApi } from './helper';
import { mailsTo } from './lifecycle-helpers';
import { SITE, signUpHost, type SignedInHost } from './host-accounts';
import { hasGps, multipartParts, phonePhoto, type Part } from './host-fixtures';
import { setUpOperator, type SignedInOperator } from './operators';

let api: TestApi;
let operator: SignedInOperator;

beforeAll(async () => {
  api = await startTestApi();
  operator = await setUpOperator(api, 'identity.desk@makao.co.ke');
}, STARTUP_TIMEOUT);
afterAll(async () => api?.close());

const send = (host: Pick<SignedInHost, 'cookie' | 'csrf'>, parts: Part[]) => {
  const { payload, headers } = multipartParts(parts);
  return api.app.inject({
    method: 'POST',
    url: '/api/hosts/identity',
    headers: { origin: SITE, cookie: host.cookie, 'x-csrf-token': host.csrf, ...headers },
    payload,
  });
};

let photos: { document: Buffer; selfie: Buffer };
beforeAll(async () => {
  photos = {
    document: await phonePhoto({ width: 1400, height: 900 }),
    selfie: await phonePhoto({ width: 900, height: 1200 }),
  };
});

const fullCheck = (): Part[] => [
  { field: 'documentType', value: 'national-id' },
  { field: 'document', data: photos.document },
  { field: 'selfie', data: photos.selfie },
];

/** A new host who has sent a complete check; its id from the queue. */
async function hostWithCheck(name: string): Promise<{ host: SignedInHost; checkId: string }> {
  const host = await signUpHost(api, { name });
  const sent = await send(host, fullCheck());
  expect(sent.statusCode).toBe(201);
  const queued = json(await operator.call('GET', '/api/ops/identity')).data as Array<{
    id: string;
    host: { id: string };
  }>;
  const check = queued.find((entry) => entry.host.id === host.hostId);
  if (!check) throw new Error('the check is not in the queue');
  return { host, checkId: check.id };
}

const checkFolder = (checkId: string) => path.join(api.dir, 'private', 'identity', checkId);
const rowCount = async () =>
  (await api.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM identity_checks')).rows[0]?.n;

describe('a host sends a check', () => {
  it('stores both photos encrypted outside every served folder and says the check is with the team', async () => {
    const { host, checkId } = await hostWithCheck('Otieno Ouma');
    const status = json(await host.call('GET', '/api/hosts/identity')).data;
    expect(status).toMatchObject({
      status: 'pending',
      documentType: 'national-id',
      decidedAt: null,
      filesDeletedBy: null,
    });
    const files = readdirSync(checkFolder(checkId)).sort();
    expect(files).toEqual(['document.bin', 'selfie.bin']);
    for (const file of files) {
      const data = readFileSync(path.join(checkFolder(checkId), file));
      // Not a picture any program can open: sealed, and readable by the API's user only.
      await expect(sharp(data).metadata()).rejects.toThrow();
      expect(data.subarray(0, 4).toString()).toBe('MKI1');
      expect(statSync(path.join(checkFolder(checkId), file)).mode & 0o077).toBe(0);
    }
    expect(readdirSync(path.join(api.dir, 'uploads'), { recursive: true }).join(' ')).not.toContain(checkId);
  });

  it('refuses a second check while one waits, and anything incomplete, writing nothing', async () => {
    const { host } = await hostWithCheck('Achieng Atieno');
    const before = await rowCount();
    const again = await send(host, fullCheck());
    expect(again.statusCode).toBe(409);
    expect(json(again)).toEqual({ error: identityMessages.alreadyPending });

    const other = await signUpHost(api, { name: 'Kipchoge Rono' });
    const cases: Array<[Part[], number, string]> = [
      [fullCheck().filter((part) => part.field !== 'selfie'), 400, identityMessages.selfieMissing],
      [fullCheck().filter((part) => part.field !== 'document'), 400, identityMessages.documentMissing],
      [
        [{ field: 'documentType', value: 'driving-licence' }, ...fullCheck().slice(1)],
        400,
        identityMessages.documentTypeMissing,
      ],
      [[...fullCheck(), { field: 'extra', value: 'x' }], 400, 'Invalid request'],
      [
        [fullCheck()[0] as Part, { field: 'document', data: Buffer.from('not a photo') }, fullCheck()[2] as Part],
        415,
        'This file is not a photo we can read. Upload a JPEG, PNG or WebP photo.',
      ],
    ];
    for (const [parts, status, error] of cases) {
      const response = await send(other, parts);
      expect({ status: response.statusCode, error: json(response).error }).toEqual({ status, error });
    }
    const small = await send(other, [
      fullCheck()[0] as Part,
      { field: 'document', data: await phonePhoto({ width: 640, height: 400 }) },
      fullCheck()[2] as Part,
    ]);
    expect(small.statusCode).toBe(422);
    expect(json(small).details).toBe('Field: document');
    expect(await rowCount()).toBe(before);
    expect(json(await other.call('GET', '/api/hosts/identity')).data.status).toBe('none');
  });

  it('answers a guest with no session 401, and a request from another site 403', async () => {
    const { payload, headers } = multipartParts(fullCheck());
    const anonymous = await api.app.inject({
      method: 'POST',
      url: '/api/hosts/identity',
      headers: { origin: SITE, ...headers },
      payload,
    });
    expect(anonymous.statusCode).toBe(401);
    const host = await signUpHost(api, { name: 'Cross Site' });
    const foreign = await api.app.inject({
      method: 'POST',
      url: '/api/hosts/identity',
      headers: { origin: 'https://evil.example', cookie: host.cookie, 'x-csrf-token': host.csrf, ...headers },
      payload,
    });
    expect(foreign.statusCode).toBe(403);
  });
});

describe('the photos reach operators only', () => {
  it('gives the operator each photo upright with no metadata, and nobody else anything', async () => {
    const { host, checkId } = await hostWithCheck('Njoroge Kamau');
    const document = await operator.call('GET', `/api/ops/identity/${checkId}/document`);
    expect(document.statusCode).toBe(200);
    expect(document.headers['content-type']).toBe('image/jpeg');
    expect(document.headers['cache-control']).toBe('no-store');
    const picture = document.rawPayload;
    expect(await hasGps(picture)).toBe(false);
    // The phone photo is stored turned (EXIF orientation 6): upright it is taller than wide.
    expect(await sharp(picture).metadata()).toMatchObject({ format: 'jpeg', width: 900, height: 1400 });

    const guesses = [
      `/api/ops/identity/${checkId}/document`,
      `/api/ops/identity/${checkId}/selfie`,
      `/api/ops/identity`,
      `/uploads/identity/${checkId}/document.bin`,
      `/uploads/../private/identity/${checkId}/document.bin`,
      `/uploads/%2e%2e/private/identity/${checkId}/document.bin`,
      `/images/../private/identity/${checkId}/selfie.bin`,
      `/private/identity/${checkId}/document.bin`,
      `/identity/${checkId}/document.bin`,
      `/uploads/private/identity.key`,
      `/api/hosts/identity/${checkId}/document`,
    ];
    for (const url of guesses) {
      for (const headers of [{}, { cookie: host.cookie }]) {
        const response = await api.app.inject({ method: 'GET', url, headers });
        expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
        expect(response.headers['content-type']).not.toBe('image/jpeg');
      }
    }
  });

  it('answers an unknown check 404 and a malformed side 400, as JSON', async () => {
    const unknown = await operator.call('GET', '/api/ops/identity/7f0c1d3e-1111-4222-8333-944455556666/document');
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toEqual({ error: 'Identity check not found' });
    expect((await operator.call('GET', '/api/ops/identity/not-a-uuid/selfie')).statusCode).toBe(404);
    expect(
      (await operator.call('GET', '/api/ops/identity/7f0c1d3e-1111-4222-8333-944455556666/passport')).statusCode,
    ).toBe(400);
  });
});

describe('the decision', () => {
  const auditOf = async (hostId: string) =>
    (
      await api.app.db.query<{ action: string; actor: string }>(
        "SELECT action, actor FROM audit_log WHERE subject_type = 'host' AND subject_id = $1 ORDER BY id",
        [hostId],
      )
    ).rows;

  it('verifies the host: the host sees it, is emailed, the audit log has it, the queue drops it', async () => {
    const { host, checkId } = await hostWithCheck('Wanjiku Mwangi');
    const verified = await operator.call('POST', `/api/ops/identity/${checkId}/verify`);
    expect(json(verified).data).toEqual({ id: checkId, status: 'verified' });
    const status = json(await host.call('GET', '/api/hosts/identity')).data;
    expect(status.status).toBe('verified');
    expect(new Date(status.filesDeletedBy).getTime() - new Date(status.decidedAt).getTime()).toBe(
      IDENTITY_RETENTION_DAYS * 86_400_000,
    );
    const { rows } = await api.app.db.query<{ identity_verified_at: Date | null }>(
      'SELECT identity_verified_at FROM hosts WHERE id = $1',
      [host.hostId],
    );
    expect(rows[0]?.identity_verified_at).not.toBeNull();
    expect(await mailsTo(api, host.email, 'Your identity is verified')).toHaveLength(1);
    expect(await auditOf(host.hostId)).toEqual([{ action: 'identity.verify', actor: operator.email }]);
    const queue = json(await operator.call('GET', '/api/ops/identity')).data as Array<{ id: string }>;
    expect(queue.map((entry) => entry.id)).not.toContain(checkId);
    const twice = await operator.call('POST', `/api/ops/identity/${checkId}/verify`);
    expect(twice.statusCode).toBe(409);
    expect(json(twice)).toEqual({ error: opsMessages.identityNotPending });
    expect(json(await send(host, fullCheck()))).toEqual({ error: identityMessages.alreadyVerified });
  });

  it('rejects with a reason the host reads, who may then send new photos', async () => {
    const { host, checkId } = await hostWithCheck('Mutua Musyoka');
    const blank = await operator.call('POST', `/api/ops/identity/${checkId}/reject`, { reason: '  ' });
    expect(blank.statusCode).toBe(400);
    const reason = 'The ID card photo is blurred: the name cannot be read.';
    expect((await operator.call('POST', `/api/ops/identity/${checkId}/reject`, { reason })).statusCode).toBe(200);
    expect(json(await host.call('GET', '/api/hosts/identity')).data).toMatchObject({
      status: 'rejected',
      rejectionReason: reason,
    });
    expect(await mailsTo(api, host.email, reason)).toHaveLength(1);
    expect(await auditOf(host.hostId)).toEqual([{ action: 'identity.reject', actor: operator.email }]);
    const again = await send(host, fullCheck());
    expect(again.statusCode).toBe(201);
    expect(json(again).data.status).toBe('pending');
  });

  it('deletes the photos once the retention has passed, and says so to the operator', async () => {
    const { checkId } = await hostWithCheck('Retention Test');
    await operator.call('POST', `/api/ops/identity/${checkId}/verify`);
    const early = await api.app.db.transaction((tx) =>
      api.app.identity.deleteExpiredPhotos(
        tx,
        new Date(api.app.now().getTime() + (IDENTITY_RETENTION_DAYS - 1) * 86_400_000),
      ),
    );
    expect(early).toBe(0);
    expect(readdirSync(checkFolder(checkId))).toHaveLength(2);
    const later = new Date(api.app.now().getTime() + (IDENTITY_RETENTION_DAYS + 1) * 86_400_000);
    const deleted = await api.app.db.transaction((tx) => api.app.identity.deleteExpiredPhotos(tx, later));
    expect(deleted).toBeGreaterThanOrEqual(1);
    expect(() => readdirSync(checkFolder(checkId))).toThrow();
    const gone = await operator.call('GET', `/api/ops/identity/${checkId}/selfie`);
    expect(gone.statusCode).toBe(410);
    expect(json(gone)).toEqual({ error: opsMessages.identityFilesGone });
  });
});
