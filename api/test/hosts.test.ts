/**
 * Host accounts, sessions, CSRF, listings and photos through the real app, on PGlite and (with
 * DATABASE_URL) PostgreSQL. Mail is read from the outbox, as a host reads their inbox.
 */
import sharp from 'sharp';
import { CSRF_HEADER } from 'contracts/host-api';
import { hostMessages, type HostListing } from 'contracts/host-rules';
import { LOGIN_FAILURES_MAX } from '../src/routes/hosts/accounts';
import { STARTUP_TIMEOUT, daysFromToday, json, startTestApi, type TestApi } from './helper';
import {
  HOST_PASSWORD,
  SITE,
  callAs,
  completeDraft,
  linkFromOutbox,
  sessionCookie,
  signUp,
  signUpHost,
  signUpUnverifiedHost,
  uniqueEmail,
  uploadPhoto,
  type SignedInHost,
} from './host-accounts';
import { completeListing, hasGps, multipartBody, phonePhoto } from './host-fixtures';
import { setUpOperator, type SignedInOperator } from './operators';

let api: TestApi;
let operator: SignedInOperator;

beforeAll(async () => {
  api = await startTestApi();
  operator = await setUpOperator(api, 'hosts.test.ops@makao.co.ke');
}, STARTUP_TIMEOUT);
afterAll(async () => api?.close());

/** The operations team approves a listing in review: it goes live. */
async function approve(listingId: string) {
  const approved = await operator.call('POST', `/api/ops/listings/${listingId}/approve`);
  expect(approved.statusCode).toBe(200);
}

/** A signed-in browser: the session cookie and CSRF token it holds, sending the site's Origin. */
type Browser = Pick<SignedInHost, 'cookie' | 'csrf' | 'hostId'>;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

const call = (method: Method, url: string, body?: unknown, as?: Browser, headers: Record<string, string> = {}) =>
  callAs(api, as, method, url, body, headers);
const PASSWORD = HOST_PASSWORD;
/** A verified host, signed in by the link of their sign-up email. */
const register = () => signUpHost(api);
const linkFrom = (to: string, linkPath: string) => linkFromOutbox(api, to, linkPath);

const upload = (as: Browser, listingId: string, data: Buffer, options = {}) =>
  uploadPhoto(api, as, listingId, data, options);
const draftWithPhotos = (as: Browser, photos = 3) => completeDraft(api, as, photos);

/** The file behind a served URL (`http://api.test/uploads/…`), through the app. */
async function served(url: string) {
  const response = await api.app.inject({ method: 'GET', url: new URL(url).pathname });
  return { response, data: response.rawPayload };
}

describe('sign-up, email verification and the session', () => {
  it('signs a new host in by the emailed link: an httpOnly SameSite=Lax cookie, the CSRF token, a verified email', async () => {
    const email = uniqueEmail('signup');
    const response = await call('POST', '/api/hosts/register', {
      name: ' Wambui Njeri ',
      email,
      password: PASSWORD,
      phone: '0712 345 678',
    });
    expect(response.statusCode).toBe(202);
    expect(json(response)).toEqual({ data: { message: hostMessages.signUpSent } });
    // Nobody is signed in by the sign-up itself: only the emailed link proves the address.
    expect(response.cookies).toHaveLength(0);

    const token = await linkFrom(email, '/hosting/verify-email');
    const verify = await call('POST', '/api/hosts/verify-email', { token });
    expect(verify.statusCode).toBe(200);
    const cookie = verify.cookies.find((c) => c.name === 'makao_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const { host, csrfToken } = json(verify).data;
    expect(host).toEqual({
      id: expect.any(String),
      name: 'Wambui Njeri',
      email,
      phone: '0712 345 678',
      emailVerified: true,
      avatar: null,
      bio: '',
      languages: [],
    });
    expect(csrfToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(verify.body).not.toMatch(/password|argon/i);

    const me = await call('GET', '/api/hosts/session', undefined, {
      cookie: sessionCookie(verify),
      csrf: '',
      hostId: '',
    });
    expect(me.statusCode).toBe(200);
    expect(json(me).data.host.email).toBe(email);

    // A link works once.
    const again = await call('POST', '/api/hosts/verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(json(again).error).toBe(hostMessages.tokenInvalid);
  });

  it.each([
    [{ password: 'short-one' }, hostMessages.passwordTooShort],
    [{ password: 'password1' }, hostMessages.passwordTooShort],
    [{ password: 'password123' }, hostMessages.passwordCommon],
    [{ password: 'qwertyuiop12' }, hostMessages.passwordCommon],
    [{ password: '1234567890' }, hostMessages.passwordCommon],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ phone: '12' }, 'Please enter a valid phone number, e.g. +254 712 345 678 or 0712 345 678'],
  ])('refuses %j with its message and writes nothing', async (change, message) => {
    const email = uniqueEmail('refused');
    const response = await call('POST', '/api/hosts/register', {
      name: 'Otieno',
      email,
      password: PASSWORD,
      phone: '+254 712 345 678',
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).error).toBe(message);
    await api.app.afterAnswer.idle();
    const { rows } = await api.app.db.query('SELECT 1 FROM host_accounts WHERE lower(email) = lower($1)', [email]);
    expect(rows).toHaveLength(0);
  });

  it('lists every blank field of a sign-up', async () => {
    const response = await call('POST', '/api/hosts/register', { name: ' ', email: '', password: '', phone: '' });
    expect(response.statusCode).toBe(400);
    expect(json(response).missingFields).toEqual(['name', 'email', 'password', 'phone']);
  });
});

describe('no account enumeration', () => {
  /** What a caller can tell an answer by: its status, headers (but the per-request ones) and body. */
  const seen = (response: Awaited<ReturnType<typeof call>>) => {
    const headers: Record<string, unknown> = { ...response.headers };
    for (const name of ['date', 'request-id', 'x-request-id', 'x-ratelimit-remaining', 'x-ratelimit-reset']) {
      delete headers[name];
    }
    return { status: response.statusCode, headers, body: response.body, cookies: response.cookies };
  };

  /**
   * Holds every outbox write until `release()`: a route whose answer waited for its work (looking
   * the address up, writing its mail) would not answer while it is held.
   */
  function holdTheOutbox() {
    const enqueue = api.app.mailer.enqueue.bind(api.app.mailer);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const spy = jest.spyOn(api.app.mailer, 'enqueue').mockImplementation(async (...args) => {
      await held;
      return enqueue(...args);
    });
    return {
      release: async () => {
        release();
        await api.app.afterAnswer.idle();
        spy.mockRestore();
      },
    };
  }

  /** `promise`, or a failure saying the answer waited for the held work. */
  const answered = <T>(promise: Promise<T>) =>
    Promise.race([
      promise,
      new Promise<never>((_resolve, reject) =>
        setTimeout(() => reject(new Error('the answer waited for the work behind it')), 5_000),
      ),
    ]);

  it('answers a sign-up with an address that has an account exactly as a new one, before looking it up', async () => {
    const owner = await register();
    const outbox = holdTheOutbox();
    try {
      const form = (email: string) => ({ name: 'Someone Else', email, password: PASSWORD, phone: '+254 712 345 679' });
      const taken = await answered(call('POST', '/api/hosts/register', form(owner.email.toUpperCase())));
      const fresh = await answered(call('POST', '/api/hosts/register', form(uniqueEmail('fresh'))));
      expect(taken.statusCode).toBe(202);
      expect(seen(taken)).toEqual(seen(fresh));
    } finally {
      await outbox.release();
    }
    // The owner is told, and nothing of theirs changed: their password still signs them in.
    await api.app.mailer.drain();
    const { rows } = await api.app.db.query<{ subject: string }>(
      `SELECT subject FROM mail_outbox WHERE kind = 'host-signup-existing' AND lower(to_address) = lower($1)`,
      [owner.email],
    );
    expect(rows).toEqual([{ subject: 'You already have a Makao hosting account' }]);
    const login = await call('POST', '/api/hosts/login', { email: owner.email, password: PASSWORD });
    expect(login.statusCode).toBe(200);
    const { rows: accounts } = await api.app.db.query('SELECT 1 FROM host_accounts WHERE lower(email) = lower($1)', [
      owner.email,
    ]);
    expect(accounts).toHaveLength(1);
  });

  it('tells an address at most once an hour that someone tried to sign up with it', async () => {
    const owner = await register();
    for (let i = 0; i < 3; i += 1) await signUp(api, { email: owner.email });
    await api.app.mailer.drain();
    const { rows } = await api.app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM mail_outbox WHERE kind = 'host-signup-existing' AND lower(to_address) = lower($1)`,
      [owner.email],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('answers a password reset for a known address exactly as for an unknown one, before looking it up', async () => {
    const owner = await register();
    const outbox = holdTheOutbox();
    try {
      const known = await answered(call('POST', '/api/hosts/password-reset', { email: owner.email }));
      const unknown = await answered(call('POST', '/api/hosts/password-reset', { email: uniqueEmail('nobody') }));
      expect(known.statusCode).toBe(202);
      expect(seen(known)).toEqual(seen(unknown));
    } finally {
      await outbox.release();
    }
    expect(await linkFrom(owner.email, '/hosting/reset-password')).toMatch(/^[A-Za-z0-9_-]+$/);
  });
});

describe('sign-in', () => {
  it('answers a wrong password and an unknown email with the same words', async () => {
    const host = await register();
    const wrong = await call('POST', '/api/hosts/login', { email: host.email, password: 'not the password' });
    const unknown = await call('POST', '/api/hosts/login', { email: uniqueEmail('nobody'), password: PASSWORD });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(json(wrong)).toEqual({ error: 'Email or password is incorrect' });
    expect(json(unknown)).toEqual(json(wrong));
    expect(wrong.cookies).toHaveLength(0);

    const right = await call('POST', '/api/hosts/login', { email: host.email.toUpperCase(), password: PASSWORD });
    expect(right.statusCode).toBe(200);
    expect(json(right).data.host.id).toBe(host.hostId);
    sessionCookie(right);
  });

  /** A sign-in from the client at `address`. */
  const loginFrom = (address: string, email: string, password: string) =>
    api.app.inject({
      method: 'POST',
      url: '/api/hosts/login',
      headers: { origin: SITE },
      payload: { email, password },
      remoteAddress: address,
    });

  it('stops a client after repeated failures on one account (429 with Retry-After), existing or not', async () => {
    for (const email of [(await register()).email, uniqueEmail('ghost')]) {
      for (let i = 0; i < LOGIN_FAILURES_MAX; i += 1) {
        expect((await loginFrom('203.0.113.7', email, 'guess number one')).statusCode).toBe(401);
      }
      const blocked = await loginFrom('203.0.113.7', email, PASSWORD);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(json(blocked).error).toBe('Too many requests. Please wait a moment and try again.');
    }
  });

  it('never locks the owner out: their own client, which made no failed attempt, signs in', async () => {
    const owner = await register();
    for (const stranger of ['203.0.113.8', '203.0.113.9']) {
      for (let i = 0; i < LOGIN_FAILURES_MAX + 2; i += 1) await loginFrom(stranger, owner.email, `guess ${i}`);
      expect((await loginFrom(stranger, owner.email, PASSWORD)).statusCode).toBe(429);
    }
    const own = await loginFrom('198.51.100.20', owner.email, PASSWORD);
    expect(own.statusCode).toBe(200);
    expect(json(own).data.host.id).toBe(owner.hostId);
  });

  it("clears the account's failures when its owner resets the password", async () => {
    const owner = await register();
    for (let i = 0; i < LOGIN_FAILURES_MAX; i += 1) await loginFrom('203.0.113.10', owner.email, `guess ${i}`);
    expect((await loginFrom('203.0.113.10', owner.email, PASSWORD)).statusCode).toBe(429);

    expect((await call('POST', '/api/hosts/password-reset', { email: owner.email })).statusCode).toBe(202);
    const token = await linkFrom(owner.email, '/hosting/reset-password');
    const reset = await call('POST', '/api/hosts/password-reset/confirm', { token, password: 'Baobab-by-the-sea' });
    expect(reset.statusCode).toBe(200);
    // Even from the client that failed (the owner's shared office network, say).
    expect((await loginFrom('203.0.113.10', owner.email, 'Baobab-by-the-sea')).statusCode).toBe(200);
  });

  it(
    'limits sign-in attempts per client as well (429 with Retry-After)',
    async () => {
      const limited = await startTestApi({ loginRateLimitMax: 3 });
      try {
        const attempt = () =>
          limited.app.inject({
            method: 'POST',
            url: '/api/hosts/login',
            headers: { origin: SITE },
            payload: { email: uniqueEmail('spray'), password: 'a wrong password' },
          });
        for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(401);
        const blocked = await attempt();
        expect(blocked.statusCode).toBe(429);
        expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      } finally {
        await limited.close();
      }
    },
    STARTUP_TIMEOUT,
  );

  it('does the same work for an unknown email as for a wrong password (a dummy hash is checked)', async () => {
    const host = await register();
    // CPU time of this process (argon2 runs on its thread pool), not the wall clock: another
    // process's load does not move it. argon2id at 19 MiB costs tens of milliseconds of CPU; the
    // rest of a sign-in a fraction of one.
    const work = async (email: string) => {
      const start = process.cpuUsage();
      await call('POST', '/api/hosts/login', { email, password: 'a wrong password' });
      const used = process.cpuUsage(start);
      return (used.user + used.system) / 1000;
    };
    // Taken in turns, the least of each: work in the background (the sign-up's mail going out)
    // lands in some rounds, never in all of them.
    const nobody = uniqueEmail('nobody');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 4; round += 1) {
      known.push(await work(host.email));
      unknown.push(await work(nobody));
    }
    expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...known) * 0.6);
  });

  it('signs out: the session is revoked on the server, not only forgotten by the browser', async () => {
    const host = await register();
    const out = await call('POST', '/api/hosts/logout', undefined, host);
    expect(out.statusCode).toBe(204);
    const me = await call('GET', '/api/hosts/session', undefined, host);
    expect(me.statusCode).toBe(200);
    expect(json(me)).toEqual({ data: null });
    expect((await call('GET', '/api/hosts/profile', undefined, host)).statusCode).toBe(401);
  });
});

describe('CSRF: a state-changing request from anywhere but the site does nothing', () => {
  it.each([
    ['no Origin', { origin: '' }],
    ['another origin', { origin: 'http://evil.test' }],
    ['the null origin', { origin: 'null' }],
  ])('refuses a profile change with %s', async (_label, headers) => {
    const host = await register();
    const response = await call('PATCH', '/api/hosts/profile', { bio: 'Hacked' }, host, headers);
    expect(response.statusCode).toBe(403);
    expect(json(response).error).toBe(hostMessages.csrfRejected);
    expect(json(await call('GET', '/api/hosts/profile', undefined, host)).data.bio).toBe('');
  });

  it('refuses a change without the session’s CSRF token, from the site’s own origin', async () => {
    const host = await register();
    const response = await call('PATCH', '/api/hosts/profile', { bio: 'Hacked' }, { ...host, csrf: 'guess' });
    expect(response.statusCode).toBe(403);
    const ok = await call('PATCH', '/api/hosts/profile', { bio: 'Karibu!' }, host);
    expect(ok.statusCode).toBe(200);
    expect(json(ok).data.bio).toBe('Karibu!');
  });

  it('refuses a sign-in posted by another site', async () => {
    const host = await register();
    const response = await call('POST', '/api/hosts/login', { email: host.email, password: PASSWORD }, undefined, {
      origin: 'http://evil.test',
    });
    expect(response.statusCode).toBe(403);
    expect(response.cookies).toHaveLength(0);
  });

  it('lets the site send credentials cross-origin (CORS with credentials for its origins only)', async () => {
    const preflight = await api.app.inject({
      method: 'OPTIONS',
      url: '/api/hosts/profile',
      headers: {
        origin: SITE,
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'content-type,x-csrf-token',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBe(SITE);
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');
    expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/x-csrf-token/i);
    const foreign = await api.app.inject({
      method: 'OPTIONS',
      url: '/api/hosts/profile',
      headers: { origin: 'http://evil.test', 'access-control-request-method': 'PATCH' },
    });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('password reset', () => {
  it('answers the same for any email, mails a single-use link, and ends every session', async () => {
    const host = await register();
    const unknown = await call('POST', '/api/hosts/password-reset', { email: uniqueEmail('nobody') });
    const known = await call('POST', '/api/hosts/password-reset', { email: host.email });
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(json(known)).toEqual(json(unknown));

    const token = await linkFrom(host.email, '/hosting/reset-password');
    // Sent, and the link is gone from the outbox table: a copy of the database holds no live link.
    const { rows: mails } = await api.app.db.query<{ sent: boolean; body: string }>(
      `SELECT sent_at IS NOT NULL AS sent, text_body || html_body AS body FROM mail_outbox
       WHERE kind = 'host-reset-password' AND to_address = $1`,
      [host.email],
    );
    expect(mails).toEqual([{ sent: true, body: '' }]);
    const weak = await call('POST', '/api/hosts/password-reset/confirm', { token, password: 'short' });
    expect(weak.statusCode).toBe(400);
    const reset = await call('POST', '/api/hosts/password-reset/confirm', { token, password: 'Baobab-by-the-sea' });
    expect(reset.statusCode).toBe(200);
    expect(json(await call('GET', '/api/hosts/session', undefined, host))).toEqual({ data: null });
    expect(
      (await call('POST', '/api/hosts/password-reset/confirm', { token, password: 'Another-long-one' })).statusCode,
    ).toBe(400);
    expect((await call('POST', '/api/hosts/login', { email: host.email, password: PASSWORD })).statusCode).toBe(401);
    expect(
      (await call('POST', '/api/hosts/login', { email: host.email, password: 'Baobab-by-the-sea' })).statusCode,
    ).toBe(200);
  });
});

describe('listings and photos', () => {
  it('keeps a draft step by step, and says what publishing still needs', async () => {
    const host = await signUpUnverifiedHost(api);
    const created = await call('POST', '/api/hosts/create-listing-from-journey', { type: 'safari' }, host);
    expect(created.statusCode).toBe(201);
    const draft = json<{ data: HostListing }>(created).data;
    expect(draft).toMatchObject({ status: 'draft', type: 'safari', title: null, photos: [] });
    expect(draft.missing).toEqual([
      'county',
      'city',
      'address',
      'traNumber',
      'guests',
      'beds',
      'baths',
      'photos',
      'title',
      'description',
      'price',
    ]);

    const patched = await call(
      'PATCH',
      `/api/hosts/listings/${draft.id}`,
      { county: 'Narok', city: ' Maasai Mara ', guests: 2 },
      host,
    );
    expect(patched.statusCode).toBe(200);
    expect(json(patched).data).toMatchObject({ county: 'Narok', city: 'Maasai Mara', guests: 2, type: 'safari' });
    // The TRA registration number: its form checked (the journey says the rule's words first), kept in capitals.
    const badTra = await call('PATCH', `/api/hosts/listings/${draft.id}`, { traNumber: 'TRA 2024' }, host);
    expect(badTra.statusCode).toBe(400);
    expect(json(badTra).error).toMatch(/traNumber/);
    const tra = await call('PATCH', `/api/hosts/listings/${draft.id}`, { traNumber: 'tra/str-2024/0412' }, host);
    expect(json(tra).data).toMatchObject({ traNumber: 'TRA/STR-2024/0412' });
    expect(json(tra).data.missing).not.toContain('traNumber');

    const list = json(await call('GET', '/api/hosts/listings', undefined, host)).data;
    expect(list.map((l: HostListing) => l.id)).toEqual([draft.id]);

    const publish = await call('POST', `/api/hosts/listings/${draft.id}/publish`, undefined, host);
    expect(publish.statusCode).toBe(403);
    expect(json(publish).error).toBe(hostMessages.emailNotVerified);
  });

  it('clears a field with null: the map pin, a count, a text', async () => {
    const host = await register();
    const draft = json(
      await call(
        'POST',
        '/api/hosts/create-listing-from-journey',
        { lat: -1.28, lng: 36.8, guests: 3, area: 'Kileleshwa' },
        host,
      ),
    ).data;
    const cleared = await call(
      'PATCH',
      `/api/hosts/listings/${draft.id}`,
      { lat: null, lng: null, guests: null, area: null },
      host,
    );
    expect(cleared.statusCode).toBe(200);
    expect(json(cleared).data).toMatchObject({ lat: null, lng: null, guests: null, area: null });
  });

  it.each([
    [{ price: 0 }, hostMessages.priceOutOfRange],
    [{ price: 50_000_000 }, hostMessages.priceOutOfRange],
    [{ guests: 0 }, 'Number of guests must be at least 1'],
    [{ type: 'castle' }, undefined],
    [{ lat: 51.5 }, undefined],
  ])('refuses the patch %j (400) and changes nothing', async (patch, message) => {
    const host = await register();
    const draft = json(await call('POST', '/api/hosts/create-listing-from-journey', { title: 'Before' }, host)).data;
    const response = await call('PATCH', `/api/hosts/listings/${draft.id}`, { title: 'After', ...patch }, host);
    expect(response.statusCode).toBe(400);
    if (message) expect(json(response).error).toBe(message);
    expect(json(await call('GET', `/api/hosts/listings/${draft.id}`, undefined, host)).data.title).toBe('Before');
  });

  it('stores photos upright, as WebP at each width, with no metadata (no GPS reaches guests)', async () => {
    const host = await register();
    const listing = await draftWithPhotos(host, 1);
    const [photo] = listing.photos;
    if (!photo) throw new Error('no photo');
    // Stored 1200×800 and EXIF-rotated a quarter: upright it is 800×1200.
    expect(photo).toMatchObject({ width: 800, height: 1200 });
    expect(photo.url).toMatch(/^http:\/\/api\.test\/uploads\/photos\/[0-9a-f-]+\/800\.webp$/);
    expect(photo.srcset.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['320w', '640w', '800w']);
    for (const entry of photo.srcset.split(', ')) {
      const [url, width] = entry.split(' ') as [string, string];
      const { response, data } = await served(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toMatch(/immutable/);
      const meta = await sharp(data).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: Number.parseInt(width, 10) });
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
      expect(await hasGps(data)).toBe(false);
      expect(data.includes(Buffer.from('Exif'))).toBe(false);
      // Upright: red on top, blue at the bottom once turned (the camera stored it sideways).
      const { data: pixels, info } = await sharp(data).raw().toBuffer({ resolveWithObject: true });
      const at = (x: number, y: number) =>
        pixels.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3);
      const top = at(Math.floor(info.width / 4), 5);
      const bottom = at(Math.floor(info.width / 4), info.height - 5);
      expect(top[0]).toBeGreaterThan(150);
      expect(bottom[2]).toBeGreaterThan(100);
    }
    // The fixture itself does carry GPS: the check above could fail.
    expect(await hasGps(await phonePhoto())).toBe(true);
  });

  it.each([
    ['a text file named .jpg', Buffer.from('this is not a photo at all'), {}, 415, hostMessages.photoUnreadable],
    [
      'an iPhone HEIC',
      Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(64)]),
      { filename: 'IMG_0001.HEIC', type: 'image/heic' },
      415,
      hostMessages.photoHeic,
    ],
    [
      'a GIF',
      Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
      { filename: 'a.gif' },
      415,
      hostMessages.photoType,
    ],
  ])('refuses %s', async (_label, data, options, status, message) => {
    const host = await register();
    const draft = json(await call('POST', '/api/hosts/create-listing-from-journey', {}, host)).data;
    const response = await upload(host, draft.id, data, options);
    expect(response.statusCode).toBe(status);
    expect(json(response).error).toBe(message);
    expect(json(await call('GET', `/api/hosts/listings/${draft.id}`, undefined, host)).data.photos).toEqual([]);
  });

  it('refuses a file over 15 MB (413) and a picture over 40 megapixels (413)', async () => {
    const host = await register();
    const draft = json(await call('POST', '/api/hosts/create-listing-from-journey', {}, host)).data;
    const big = await upload(host, draft.id, Buffer.alloc(15 * 1024 * 1024 + 1, 1));
    expect(big.statusCode).toBe(413);
    expect(json(big).error).toBe(hostMessages.photoTooLarge);
    const huge = await sharp({ create: { width: 8000, height: 5001, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const tooMany = await upload(host, draft.id, huge, { filename: 'huge.png', type: 'image/png' });
    expect(tooMany.statusCode).toBe(413);
    expect(json(tooMany).error).toBe(hostMessages.photoTooManyPixels);
  });

  it('refuses a photo too small for its purpose (422), measured upright, and stores nothing', async () => {
    const host = await register();
    const draft = json(await call('POST', '/api/hosts/create-listing-from-journey', {}, host)).data;
    const photosBefore = (await api.app.db.query('SELECT count(*)::int AS n FROM photos')).rows[0];
    // 1000 × 700: under 1024 on the long side.
    const small = await upload(host, draft.id, await phonePhoto({ width: 1000, height: 700, orientation: 1 }));
    expect(small.statusCode).toBe(422);
    expect(json(small).error).toBe(hostMessages.photoTooSmall('listing', { width: 1000, height: 700 }));
    // Stored 1100 × 560 but turned a quarter (orientation 6): 560 × 1100 upright, under 600 across.
    const narrow = await upload(host, draft.id, await phonePhoto({ width: 1100, height: 560, orientation: 6 }));
    expect(narrow.statusCode).toBe(422);
    const tiny = multipartBody(await phonePhoto({ width: 150, height: 150, orientation: 1 }));
    const avatar = await api.app.inject({
      method: 'POST',
      url: '/api/upload?purpose=avatar',
      headers: { origin: SITE, cookie: host.cookie, [CSRF_HEADER.toLowerCase()]: host.csrf, ...tiny.headers },
      payload: tiny.payload,
    });
    expect(avatar.statusCode).toBe(422);
    expect(json(avatar).error).toBe(hostMessages.photoTooSmall('avatar', { width: 150, height: 150 }));
    expect((await api.app.db.query('SELECT count(*)::int AS n FROM photos')).rows[0]).toEqual(photosBefore);
    // Just big enough is taken.
    const enough = await upload(host, draft.id, await phonePhoto({ width: 1024, height: 600, orientation: 1 }));
    expect(enough.statusCode).toBe(201);
  });

  it('sends a complete listing to review, shows it to guests once approved; unpublishing hides it, keeps its bookings', async () => {
    const host = await register();
    const incomplete = await draftWithPhotos(host, 2);
    const refused = await call('POST', `/api/hosts/listings/${incomplete.id}/publish`, undefined, host);
    expect(refused.statusCode).toBe(422);
    expect(json(refused)).toMatchObject({ error: hostMessages.listingIncomplete, missingFields: ['photos'] });

    const listing = await draftWithPhotos(host, 3);
    // Not in the guests' listing while a draft.
    expect((await call('GET', `/api/properties/${listing.id}`)).statusCode).toBe(404);
    const submitted = await call('POST', `/api/hosts/listings/${listing.id}/publish`, undefined, host);
    expect(submitted.statusCode).toBe(200);
    expect(json(submitted).data).toMatchObject({ status: 'in_review', missing: [], rejectionReason: null });
    // Not for guests until the operations team has approved it.
    expect((await call('GET', `/api/properties/${listing.id}`)).statusCode).toBe(404);
    await approve(listing.id);
    const published = json(await call('GET', `/api/hosts/listings/${listing.id}`, undefined, host)).data;
    expect(published).toMatchObject({ status: 'published' });

    const detail = await call('GET', `/api/properties/${listing.id}`);
    expect(detail.statusCode).toBe(200);
    const property = json(detail).data;
    expect(property).toMatchObject({ title: completeListing.title, price: 7500, host: { name: 'Wambui Njeri' } });
    expect(property.images).toHaveLength(3);
    expect(property.photos).toHaveLength(3);
    expect(property.photos[0].srcset).toContain('320w');
    expect(JSON.stringify(property)).not.toContain('+254 712');
    const listed = json(await call('GET', '/api/properties?location=lavington')).data;
    expect(listed.map((p: { id: string }) => p.id)).toContain(listing.id);

    const booking = await call('POST', '/api/bookings', {
      name: 'Guest One',
      email: 'guest@example.com',
      phone: '0722 000 111',
      guests: 2,
      checkIn: daysFromToday(10),
      checkOut: daysFromToday(12),
      propertyId: listing.id,
    });
    expect(booking.statusCode).toBe(201);

    // Reordering photos (cover first) reaches guests as well.
    const order = listing.photos.map((p) => p.id).reverse();
    const reordered = await call('PATCH', `/api/hosts/listings/${listing.id}`, { photos: order }, host);
    expect(json(reordered).data.photos.map((p: { id: string }) => p.id)).toEqual(order);
    expect(json(await call('GET', `/api/properties/${listing.id}`)).data.images[0]).toContain(order[0]);
    // A published listing cannot lose what guests need.
    const emptied = await call(
      'PATCH',
      `/api/hosts/listings/${listing.id}`,
      { title: '  ', photos: order.slice(0, 1) },
      host,
    );
    expect(emptied.statusCode).toBe(422);
    expect(json(emptied).missingFields).toEqual(['photos', 'title']);

    const unpublished = await call('POST', `/api/hosts/listings/${listing.id}/unpublish`, undefined, host);
    expect(unpublished.statusCode).toBe(200);
    expect((await call('GET', `/api/properties/${listing.id}`)).statusCode).toBe(404);
    expect(
      json(await call('GET', '/api/properties?location=lavington')).data.map((p: { id: string }) => p.id),
    ).not.toContain(listing.id);
    const { rows } = await api.app.db.query('SELECT status FROM bookings WHERE property_id = $1', [listing.id]);
    expect(rows).toEqual([{ status: 'unconfirmed' }]);
    // Nobody can book it while unpublished.
    const late = await call('POST', '/api/bookings', {
      name: 'Guest Two',
      email: 'guest2@example.com',
      phone: '0722 000 112',
      checkIn: daysFromToday(20),
      checkOut: daysFromToday(22),
      propertyId: listing.id,
    });
    expect(late.statusCode).toBe(404);
  });

  it('keeps each host to their own listings, photos and profile: any other id is 404', async () => {
    const owner = await register();
    const other = await register();
    const listing = await draftWithPhotos(owner, 3);
    const url = `/api/hosts/listings/${listing.id}`;
    const attempts = await Promise.all([
      call('GET', url, undefined, other),
      call('PATCH', url, { title: 'Mine now' }, other),
      call('POST', `${url}/publish`, undefined, other),
      call('POST', `${url}/unpublish`, undefined, other),
      upload(other, listing.id, await phonePhoto()),
    ]);
    for (const response of attempts) {
      expect(response.statusCode).toBe(404);
      expect(json(response).error).toBe(hostMessages.listingNotFound);
    }
    expect(json(await call('GET', '/api/hosts/listings', undefined, other)).data).toEqual([]);
    const avatar = await call('PATCH', '/api/hosts/profile', { avatar: listing.photos[0]?.id }, other);
    expect(avatar.statusCode).toBe(400);
    expect(json(await call('GET', url, undefined, owner)).data.title).toBe(completeListing.title);
    // Signed out: 401, not the listing.
    expect((await call('GET', url)).statusCode).toBe(401);
  });

  it.each(['not-a-uuid', '00000000-0000-0000-0000-000000000000', `${'9'.repeat(64)}`])(
    'answers 404 for the listing id %s',
    async (id) => {
      const host = await register();
      const response = await call('GET', `/api/hosts/listings/${id}`, undefined, host);
      expect(response.statusCode).toBe(404);
    },
  );
});

describe('profile', () => {
  it('edits what guests see in "Meet your host", the avatar from an upload', async () => {
    const host = await register();
    const listing = await draftWithPhotos(host, 3);
    await call('POST', `/api/hosts/listings/${listing.id}/publish`, undefined, host);
    await approve(listing.id);
    const { payload, headers } = multipartBody(await phonePhoto({ width: 600, height: 600, orientation: 1 }));
    const avatar = await api.app.inject({
      method: 'POST',
      url: '/api/upload?purpose=avatar',
      headers: { origin: SITE, cookie: host.cookie, [CSRF_HEADER.toLowerCase()]: host.csrf, ...headers },
      payload,
    });
    expect(avatar.statusCode).toBe(201);
    const patch = await call(
      'PATCH',
      '/api/hosts/profile',
      { name: 'Wambui N.', bio: 'I host in Lavington.', languages: ['English', 'Kiswahili'] },
      host,
    );
    expect(patch.statusCode).toBe(200);
    const property = json(await call('GET', `/api/properties/${listing.id}`)).data;
    expect(property.host).toMatchObject({
      name: 'Wambui N.',
      bio: 'I host in Lavington.',
      languages: ['English', 'Kiswahili'],
    });
    expect(property.host.avatar).toMatch(/\/uploads\/photos\/.+\/320\.webp$/);
    expect(property.host.phone).toBeUndefined();
    // And the photo can be taken away again.
    const removed = await call('PATCH', '/api/hosts/profile', { avatar: null }, host);
    expect(removed.statusCode).toBe(200);
    expect(json(removed).data.avatar).toBeNull();
  });
});

describe('hostile input on the host routes: a 4xx in the error shape, nothing written', () => {
  const counts = async () => {
    const { rows } = await api.app.db.query<{ n: string }>(
      `SELECT (SELECT count(*) FROM host_accounts) || '/' || (SELECT count(*) FROM properties) || '/' ||
              (SELECT count(*) FROM photos) || '/' || (SELECT count(*) FROM host_sessions) || '/' ||
              (SELECT string_agg(concat_ws(':', id, lat, lng, price, updated_at), ',' ORDER BY id) FROM properties) AS n`,
    );
    return rows[0]?.n;
  };
  const raw = (method: Method, url: string, payload: string, as?: Browser, type = 'application/json') =>
    api.app.inject({
      method,
      url,
      headers: {
        origin: SITE,
        'content-type': type,
        ...(as && { cookie: as.cookie, [CSRF_HEADER.toLowerCase()]: as.csrf }),
      },
      payload,
    });

  let host: Browser;
  let listingId: string;
  beforeAll(async () => {
    host = await register();
    listingId = json(await call('POST', '/api/hosts/create-listing-from-journey', {}, host)).data.id;
  });

  it.each([
    ['register: malformed JSON', 'POST', '/api/hosts/register', '{"name":'],
    ['register: an array body', 'POST', '/api/hosts/register', '[1,2]'],
    [
      'register: a NUL in the name',
      'POST',
      '/api/hosts/register',
      JSON.stringify({ name: 'A\u0000B', email: 'nul@example.com', password: PASSWORD, phone: '0712345678' }),
    ],
    [
      'register: a 10 kB name',
      'POST',
      '/api/hosts/register',
      JSON.stringify({ name: 'x'.repeat(10_000), email: 'long@example.com', password: PASSWORD, phone: '0712345678' }),
    ],
    [
      'register: a password of 201 characters',
      'POST',
      '/api/hosts/register',
      JSON.stringify({ name: 'A', email: 'pw@example.com', password: 'p'.repeat(201), phone: '0712345678' }),
    ],
    [
      'register: objects for text',
      'POST',
      '/api/hosts/register',
      JSON.stringify({ name: { a: 1 }, email: ['x'], password: 5, phone: true }),
    ],
    ['login: a lone surrogate', 'POST', '/api/hosts/login', '{"email":"\\ud800@example.com","password":"x"}'],
    ['verify: a token of 5 kB', 'POST', '/api/hosts/verify-email', JSON.stringify({ token: 't'.repeat(5000) })],
    ['reset: no email', 'POST', '/api/hosts/password-reset', '{}'],
    [
      'create: photos on a new draft',
      'POST',
      '/api/hosts/create-listing-from-journey',
      JSON.stringify({ photos: ['a'] }),
    ],
    ['patch: guests as text', 'PATCH', 'LISTING', JSON.stringify({ guests: 'many' })],
    [
      'patch: 41 amenities',
      'PATCH',
      'LISTING',
      JSON.stringify({ amenities: Array.from({ length: 41 }, (_, i) => `a${i}`) }),
    ],
    ['patch: price 1e400', 'PATCH', 'LISTING', '{"price":1e400}'],
    ['patch: price "Infinity"', 'PATCH', 'LISTING', '{"price":"Infinity"}'],
    // A number the validator coerces from text is checked again once it is a number: "Infinity"
    // passes every bound of a plain `number` rule, and a stored Infinity broke every public page.
    ['patch: lat "Infinity"', 'PATCH', 'LISTING', '{"lat":"Infinity"}'],
    ['patch: lat "-Infinity"', 'PATCH', 'LISTING', '{"lat":"-Infinity"}'],
    ['patch: lng "1e309"', 'PATCH', 'LISTING', '{"lng":"1e309"}'],
    ['patch: lng 1e309', 'PATCH', 'LISTING', '{"lng":1e309}'],
    ['patch: lat "NaN"', 'PATCH', 'LISTING', '{"lat":"NaN"}'],
    ['patch: lat outside Kenya', 'PATCH', 'LISTING', '{"lat":51.5}'],
    ['create: lat "Infinity"', 'POST', '/api/hosts/create-listing-from-journey', '{"lat":"Infinity"}'],
    // Refused after the body's schema (the price rule has its own message): still nothing written.
    ['create: a price below the least', 'POST', '/api/hosts/create-listing-from-journey', '{"price":20}'],
    ['create: a price above the most', 'POST', '/api/hosts/create-listing-from-journey', '{"price":5000000}'],
    [
      'patch: a photo id not of this listing',
      'PATCH',
      'LISTING',
      JSON.stringify({ photos: ['00000000-0000-0000-0000-000000000000'] }),
    ],
    ['patch: malformed JSON', 'PATCH', 'LISTING', '{'],
    [
      'profile: 11 languages',
      'PATCH',
      '/api/hosts/profile',
      JSON.stringify({ languages: Array.from({ length: 11 }, (_, i) => `L${i}`) }),
    ],
    ['profile: an empty name', 'PATCH', '/api/hosts/profile', JSON.stringify({ name: '   ' })],
    [
      'profile: an avatar id that is no photo',
      'PATCH',
      '/api/hosts/profile',
      JSON.stringify({ avatar: 'not-a-photo' }),
    ],
  ] as const)('%s', async (_label, method, url, payload) => {
    const before = await counts();
    const response = await raw(method, url === 'LISTING' ? `/api/hosts/listings/${listingId}` : url, payload, host);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(Object.keys(json(response))).toContain('error');
    expect(await counts()).toBe(before);
  });

  it.each([
    ['JSON to the upload', 'application/json', '{"file":"x"}'],
    ['a multipart body without a boundary', 'multipart/form-data', 'garbage'],
    [
      'a multipart part that is not "file"',
      'multipart/form-data; boundary=b',
      '--b\r\nContent-Disposition: form-data; name="other"; filename="a.jpg"\r\n\r\nabc\r\n--b--\r\n',
    ],
  ])('upload: %s', async (_label, type, payload) => {
    const before = await counts();
    const response = await raw('POST', `/api/upload?listingId=${listingId}`, payload, host, type);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(Object.keys(json(response))).toContain('error');
    expect(await counts()).toBe(before);
  });
});
