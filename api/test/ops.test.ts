/**
 * Operators (api/src/domain/operators/README.md): made by the command line with a one-time link, set
 * up with a password and an authenticator app, signed in with both; a session without the second
 * factor can do nothing but take the code; hosts and guests get 404 from every console route; every
 * action is in an append-only audit log. On PGlite and PostgreSQL.
 */
import { opsMessages } from 'contracts/ops';
import { addOperator, disableOperator } from '../src/domain/operators/accounts';
import { STARTUP_TIMEOUT, json, startTestApi, type TestApi } from './helper';
import { SITE, signUpHost } from './host-accounts';
import {
  OPERATOR_PASSWORD as PASSWORD,
  codeFor as codeAt,
  opsCookieOf,
  setUpOperator as setUp,
  siteCall,
  type OpsMethod,
} from './operators';

/** The API's clock: moved on by the tests, as time passes. */
let clock = new Date('2026-11-28T09:00:00.000Z');
const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ now: () => clock });
}, STARTUP_TIMEOUT);
afterAll(async () => api?.close());

const codeFor = (secret: string) => codeAt(secret, clock);
const call = (method: OpsMethod, url: string, options: { cookie?: string; csrf?: string; payload?: unknown } = {}) =>
  siteCall(api, method, url, options);
const cookieOf = opsCookieOf;
const tokenOf = (link: string) => new URL(link).searchParams.get('token') as string;
const setUpOperator = (email: string) => setUp(api, email, clock);

/** Signs in with the password, then the next code (a code is good once, so the clock moves on). */
async function signIn(email: string, secret: string) {
  const first = await call('POST', '/api/ops/login', { payload: { email, password: PASSWORD } });
  expect(first.statusCode).toBe(200);
  const cookie = cookieOf(first);
  const csrf = json(first).data.csrfToken as string;
  advance(30);
  const second = await call('POST', '/api/ops/login/code', { cookie, csrf, payload: { code: await codeFor(secret) } });
  expect(second.statusCode).toBe(200);
  return { cookie, csrf };
}

const auditOf = async (operatorEmail: string) =>
  (
    await api.app.db.query<{ action: string; actor: string }>(
      `SELECT a.action, a.actor FROM audit_log a JOIN operators o ON o.id::text = a.subject_id
       WHERE a.subject_type = 'operator' AND o.email = $1 ORDER BY a.id`,
      [operatorEmail],
    )
  ).rows;

describe('setting up an operator', () => {
  it('pairs the authenticator through the one-time link, with a new password, and the link is used up', async () => {
    const { link } = await addOperator(api.app.db, {
      email: 'Setup.Ops@Makao.co.ke',
      name: 'Amina Wafula',
      siteUrl: SITE,
      now: clock,
    });
    expect(link).toMatch(/^http:\/\/shell\.test\/ops\/setup\?token=[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(link);
    const view = await call('GET', `/api/ops/setup?token=${token}`);
    expect(view.statusCode).toBe(200);
    expect(view.headers['cache-control']).toBe('no-store');
    const setup = json(view).data;
    expect(setup).toMatchObject({ email: 'setup.ops@makao.co.ke', name: 'Amina Wafula' });
    expect(setup.otpauthUri).toBe(
      `otpauth://totp/Makao%20operations:setup.ops%40makao.co.ke?issuer=Makao%20operations&secret=${setup.secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(setup.qrSvg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    // A reload shows the same secret until the set-up is done.
    expect(json(await call('GET', `/api/ops/setup?token=${token}`)).data.secret).toBe(setup.secret);

    const weak = await call('POST', '/api/ops/setup', { payload: { token, password: 'password123', code: '000000' } });
    expect(weak.statusCode).toBe(400);
    const wrong = await call('POST', '/api/ops/setup', { payload: { token, password: PASSWORD, code: '000000' } });
    expect(json(wrong)).toEqual({ error: opsMessages.codeWrong });

    const done = await call('POST', '/api/ops/setup', {
      payload: { token, password: PASSWORD, code: await codeFor(setup.secret) },
    });
    expect(done.statusCode).toBe(200);
    expect(json(done).data).toMatchObject({ email: 'setup.ops@makao.co.ke', secondFactor: true });
    const cookie = done.cookies.find((c) => c.name === 'makao_ops');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // Eight hours, not a host's thirty days.
    expect(new Date(cookie?.expires as Date).getTime() - clock.getTime()).toBe(8 * 3_600_000);

    const again = await call('GET', `/api/ops/setup?token=${token}`);
    expect(again.statusCode).toBe(400);
    expect(json(again)).toEqual({ error: opsMessages.setupLinkInvalid });
    expect(await auditOf('setup.ops@makao.co.ke')).toEqual([
      { action: 'operator.add', actor: 'command line' },
      { action: 'operator.setup', actor: 'setup.ops@makao.co.ke' },
    ]);
  });

  it('refuses a link past its 72 hours', async () => {
    const { link } = await addOperator(api.app.db, {
      email: 'late@makao.co.ke',
      name: 'Late',
      siteUrl: SITE,
      now: clock,
    });
    advance(72 * 3600 + 1);
    expect((await call('GET', `/api/ops/setup?token=${tokenOf(link)}`)).statusCode).toBe(400);
  });
});

describe('signing in', () => {
  it('takes the password, then the code: before the code the session can do nothing else', async () => {
    const { secret } = await setUpOperator('signin@makao.co.ke');
    advance(60);
    const bad = await call('POST', '/api/ops/login', {
      payload: { email: 'signin@makao.co.ke', password: 'nope nope nope' },
    });
    expect(bad.statusCode).toBe(401);
    expect(json(bad)).toEqual({ error: opsMessages.loginFailed });

    const first = await call('POST', '/api/ops/login', {
      payload: { email: 'SignIn@Makao.co.ke', password: PASSWORD },
    });
    expect(first.statusCode).toBe(200);
    expect(json(first).data).toMatchObject({ email: 'signin@makao.co.ke', secondFactor: false });
    const cookie = cookieOf(first);
    const csrf = json(first).data.csrfToken as string;

    // Half-open: the console's routes refuse it.
    const early = await call('GET', '/api/ops/audit', { cookie });
    expect(early.statusCode).toBe(403);
    expect(json(early)).toEqual({ error: opsMessages.secondFactorRequired });

    // The code: its form, a wrong one, one without the CSRF token, then the right one once.
    expect((await call('POST', '/api/ops/login/code', { cookie, csrf, payload: { code: 'abc' } })).statusCode).toBe(
      400,
    );
    const wrong = await call('POST', '/api/ops/login/code', { cookie, csrf, payload: { code: '000000' } });
    expect(json(wrong)).toEqual({ error: opsMessages.codeWrong });
    const code = await codeFor(secret);
    expect((await call('POST', '/api/ops/login/code', { cookie, payload: { code } })).statusCode).toBe(403);
    const right = await call('POST', '/api/ops/login/code', { cookie, csrf, payload: { code } });
    expect(right.statusCode).toBe(200);
    expect(json(right).data.secondFactor).toBe(true);
    expect((await call('GET', '/api/ops/audit', { cookie })).statusCode).toBe(200);

    // The same code again, on a new session, is refused: a code is good once.
    const other = await call('POST', '/api/ops/login', {
      payload: { email: 'signin@makao.co.ke', password: PASSWORD },
    });
    const replay = await call('POST', '/api/ops/login/code', {
      cookie: cookieOf(other),
      csrf: json(other).data.csrfToken,
      payload: { code },
    });
    expect(json(replay)).toEqual({ error: opsMessages.codeWrong });
    expect((await auditOf('signin@makao.co.ke')).map((row) => row.action)).toEqual([
      'operator.add',
      'operator.setup',
      'operator.sign-in',
    ]);
  });

  it('limits wrong codes per operator and client', async () => {
    const { secret } = await setUpOperator('guesser@makao.co.ke');
    advance(60);
    const first = await call('POST', '/api/ops/login', {
      payload: { email: 'guesser@makao.co.ke', password: PASSWORD },
    });
    const cookie = cookieOf(first);
    const csrf = json(first).data.csrfToken as string;
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await call('POST', '/api/ops/login/code', { cookie, csrf, payload: { code: '000000' } })).statusCode,
      ).toBe(400);
    }
    const refused = await call('POST', '/api/ops/login/code', {
      cookie,
      csrf,
      payload: { code: await codeFor(secret) },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('ends a session after eight hours, at sign-out, and for a disabled operator', async () => {
    const { secret, cookie } = await setUpOperator('ends@makao.co.ke');
    expect(json(await call('GET', '/api/ops/session', { cookie })).data).toMatchObject({ secondFactor: true });
    advance(8 * 3600);
    expect(json(await call('GET', '/api/ops/session', { cookie })).data).toBeNull();

    const signedIn = await signIn('ends@makao.co.ke', secret);
    expect((await call('POST', '/api/ops/logout', signedIn)).statusCode).toBe(204);
    expect(json(await call('GET', '/api/ops/session', { cookie: signedIn.cookie })).data).toBeNull();

    advance(30);
    const again = await signIn('ends@makao.co.ke', secret);
    await disableOperator(api.app.db, 'ends@makao.co.ke', clock);
    expect(json(await call('GET', '/api/ops/session', { cookie: again.cookie })).data).toBeNull();
    expect((await call('GET', '/api/ops/audit', { cookie: again.cookie })).statusCode).toBe(404);
    const refused = await call('POST', '/api/ops/login', {
      payload: { email: 'ends@makao.co.ke', password: PASSWORD },
    });
    expect(refused.statusCode).toBe(401);
  });
});

describe('the console is the operators’ alone', () => {
  it('answers 404 to a guest and to a signed-in host, and an operator’s cookie opens no host route', async () => {
    const { cookie } = await setUpOperator('alone@makao.co.ke');
    const host = await signUpHost(api, { name: 'Console Host' });
    for (const headers of [{}, { cookie: host.cookie }]) {
      const response = await api.app.inject({ method: 'GET', url: '/api/ops/audit', headers });
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual({ error: 'Not found' });
    }
    const asHost = await api.app.inject({ method: 'GET', url: '/api/hosts/session', headers: { cookie } });
    expect(json(asHost).data).toBeNull();
    expect(json(await call('GET', '/api/ops/session', { cookie: host.cookie })).data).toBeNull();
  });

  it('refuses a change from another origin', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/ops/login',
      headers: { origin: 'http://evil.test' },
      payload: { email: 'alone@makao.co.ke', password: PASSWORD },
    });
    expect(response.statusCode).toBe(403);
  });

  it('answers hostile input with 4xx in the JSON error shape', async () => {
    const cases: Array<[OpsMethod, string, unknown]> = [
      ['GET', '/api/ops/setup', undefined],
      ['GET', `/api/ops/setup?token=${'x'.repeat(500)}`, undefined],
      ['POST', '/api/ops/login', { email: 'a@b.c' }],
      ['POST', '/api/ops/login', { email: 'a@b.c', password: 'x'.repeat(5000) }],
      ['POST', '/api/ops/setup', { token: 'x', password: PASSWORD, code: '\u0000' }],
      ['POST', '/api/ops/login/code', { code: '123456' }],
    ];
    for (const [method, url, payload] of cases) {
      const response = await call(method, url, { payload });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(typeof json(response).error).toBe('string');
    }
  });
});

describe('the audit log', () => {
  it('shows the newest entries to an operator, of one subject when asked, and cannot be changed', async () => {
    const { cookie } = await setUpOperator('auditor@makao.co.ke');
    const all = json(await call('GET', '/api/ops/audit', { cookie })).data as Array<Record<string, unknown>>;
    expect(all[0]).toMatchObject({ actor: 'auditor@makao.co.ke', action: 'operator.setup', subjectType: 'operator' });
    const id = all[0]?.subjectId as string;
    const one = json(await call('GET', `/api/ops/audit?subjectType=operator&subjectId=${id}`, { cookie })).data;
    expect(one.map((entry: { action: string }) => entry.action)).toEqual(['operator.setup', 'operator.add']);

    await expect(api.app.db.query("UPDATE audit_log SET actor = 'someone else'")).rejects.toThrow(/append-only/);
    await expect(api.app.db.query('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
    await expect(api.app.db.query('TRUNCATE audit_log')).rejects.toThrow(/append-only/);
  });
});
