/**
 * Operators as the API's tests need them, made the way the team makes one: the command line's
 * `addOperator`, then the set-up link (the authenticator's first code and a password); from then on
 * called with the console's cookie, the CSRF token and the site's Origin.
 */
import type { LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { addOperator } from '../src/domain/operators/accounts';
import { json, type TestApi } from './helper';
import { SITE } from './host-accounts';

export const OPERATOR_PASSWORD = 'Baobab-shade-at-noon';

/** The authenticator app: the code for `secret` at `at`. */
export const codeFor = (secret: string, at: Date) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: at.getTime(),
  });

/** The `makao_ops` cookie an answer sets, as a Cookie header's value. */
export function opsCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'makao_ops');
  if (!cookie) throw new Error(`no operator cookie in ${response.statusCode} ${response.body}`);
  return `makao_ops=${cookie.value}`;
}

export type OpsMethod = 'GET' | 'POST';

/** A call to the API as a browser on the site sends it, with the cookie and CSRF token given. */
export const siteCall = (
  api: TestApi,
  method: OpsMethod,
  url: string,
  { cookie, csrf, payload }: { cookie?: string; csrf?: string; payload?: unknown } = {},
) =>
  api.app.inject({
    method,
    url,
    headers: {
      ...(method !== 'GET' && { origin: SITE }),
      ...(cookie && { cookie }),
      ...(csrf && { 'x-csrf-token': csrf }),
    },
    ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
  });

export interface SignedInOperator {
  email: string;
  secret: string;
  cookie: string;
  csrf: string;
  call(method: OpsMethod, url: string, payload?: unknown): Promise<LightMyRequestResponse>;
}

/** An operator made by the command line and set up through their link, signed in past the code. */
export async function setUpOperator(api: TestApi, email: string, now: Date = api.app.now()): Promise<SignedInOperator> {
  const { link } = await addOperator(api.app.db, { email, name: 'Amina Wafula', siteUrl: SITE, now });
  const token = new URL(link).searchParams.get('token') as string;
  const setup = json(await siteCall(api, 'GET', `/api/ops/setup?token=${token}`)).data;
  const done = await siteCall(api, 'POST', '/api/ops/setup', {
    payload: { token, password: OPERATOR_PASSWORD, code: await codeFor(setup.secret, now) },
  });
  if (done.statusCode !== 200) throw new Error(`operator set-up: ${done.statusCode} ${done.body}`);
  const cookie = opsCookieOf(done);
  const csrf = json(done).data.csrfToken as string;
  return {
    email,
    secret: setup.secret as string,
    cookie,
    csrf,
    call: (method, url, payload) => siteCall(api, method, url, { cookie, csrf, payload }),
  };
}
