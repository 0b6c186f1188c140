/**
 * Hosts as the API's tests need them, made the way a host makes one: sign up (the API answers the
 * same for every address and does the work after its answer), open the emailed link (which verifies
 * the address and signs the host in), and from then on call with the session cookie, the CSRF token
 * and the site's Origin.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { CSRF_HEADER } from 'contracts/host-api';
import type { HostListing } from 'contracts/host-rules';
import { completeListing, multipartBody, phonePhoto } from './host-fixtures';
import { json, type TestApi } from './helper';

/** The site's origin in every test app (`startTestApi`'s corsOrigins and siteUrl). */
export const SITE = 'http://shell.test';
export const HOST_PASSWORD = 'Acacia-tree-at-dusk';
export const HOST_PHONE = '+254 712 345 678';

export type HostMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface SignedInHost {
  hostId: string;
  email: string;
  /** `makao_session=…`, as the browser sends it. */
  cookie: string;
  csrf: string;
  call(method: HostMethod, url: string, payload?: unknown): Promise<LightMyRequestResponse>;
}

let counter = 0;
export const uniqueEmail = (name = 'host') =>
  `${name}.${Date.now()}.${(counter += 1)}.${Math.random().toString(16).slice(2, 6)}@example.com`;

/** The `makao_session` cookie an answer sets, as a Cookie header's value. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'makao_session');
  if (!cookie) throw new Error(`no session cookie in ${response.statusCode} ${response.body}`);
  return `makao_session=${cookie.value}`;
}

/**
 * The token of the newest outbox message to `to` whose link leads to `linkPath`, once the work
 * started after answers and the mail worker are done (a request only queues its mail).
 */
export async function linkFromOutbox(api: TestApi, to: string, linkPath: string): Promise<string> {
  await api.app.afterAnswer.idle();
  await api.app.mailer.drain();
  const files = readdirSync(api.outboxDir)
    .filter((name) => name.endsWith('.eml'))
    .sort();
  for (const name of files.reverse()) {
    const text = readFileSync(path.join(api.outboxDir, name), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    if (!text.includes(`To: ${to}`)) continue;
    const match = text.match(new RegExp(`${SITE}${linkPath}\\?token=([A-Za-z0-9_-]+)`));
    if (match) return match[1] as string;
  }
  throw new Error(`no ${linkPath} link for ${to} in the outbox`);
}

/** A call from the site, as a browser signed in as `as` (or nobody) makes it. */
export function callAs(
  api: TestApi,
  as: Pick<SignedInHost, 'cookie' | 'csrf'> | undefined,
  method: HostMethod,
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return api.app.inject({
    method,
    url,
    headers: {
      origin: SITE,
      ...(as && { cookie: as.cookie, [CSRF_HEADER.toLowerCase()]: as.csrf }),
      ...headers,
    },
    ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
  });
}

function signedIn(api: TestApi, email: string, answer: LightMyRequestResponse): SignedInHost {
  if (answer.statusCode !== 200) throw new Error(`no session: ${answer.statusCode} ${answer.body}`);
  const { host, csrfToken } = json(answer).data as { host: { id: string }; csrfToken: string };
  const session = { hostId: host.id, email, cookie: sessionCookie(answer), csrf: csrfToken };
  return { ...session, call: (method, url, payload) => callAs(api, session, method, url, payload) };
}

/** Sends the sign-up form; resolves once the API's work after its answer has finished. */
export async function signUp(api: TestApi, { name = 'Wambui Njeri', email = uniqueEmail() } = {}) {
  const response = await callAs(api, undefined, 'POST', '/api/hosts/register', {
    name,
    email,
    password: HOST_PASSWORD,
    phone: HOST_PHONE,
  });
  if (response.statusCode !== 202) throw new Error(`sign-up: ${response.statusCode} ${response.body}`);
  await api.app.afterAnswer.idle();
  return email;
}

/** A new host who has opened the link of the sign-up email: verified and signed in by it. */
export async function signUpHost(api: TestApi, options: { name?: string; email?: string } = {}) {
  const email = await signUp(api, options);
  const token = await linkFromOutbox(api, email, '/hosting/verify-email');
  return signedIn(api, email, await callAs(api, undefined, 'POST', '/api/hosts/verify-email', { token }));
}

/** A new host who has not opened the link yet, signed in with their password. */
export async function signUpUnverifiedHost(api: TestApi, options: { name?: string; email?: string } = {}) {
  const email = await signUp(api, options);
  const login = { email, password: HOST_PASSWORD };
  return signedIn(api, email, await callAs(api, undefined, 'POST', '/api/hosts/login', login));
}

/** A verified, signed-in host who owns `propertyId` (a seeded property, moved to them for the test). */
export async function hostOf(api: TestApi, propertyId: string, name = 'Inbox Host'): Promise<SignedInHost> {
  const host = await signUpHost(api, { name });
  await api.app.db.query('UPDATE properties SET host_id = $2 WHERE id = $1', [propertyId, host.hostId]);
  return host;
}

/** A photo uploaded to a listing as the host area's form sends it (multipart, the session, CSRF). */
export function uploadPhoto(
  api: TestApi,
  as: Pick<SignedInHost, 'cookie' | 'csrf'>,
  listingId: string,
  data: Buffer,
  options: Parameters<typeof multipartBody>[1] = {},
) {
  const { payload, headers } = multipartBody(data, options);
  return api.app.inject({
    method: 'POST',
    url: `/api/upload?listingId=${listingId}`,
    headers: { origin: SITE, cookie: as.cookie, [CSRF_HEADER.toLowerCase()]: as.csrf, ...headers },
    payload,
  });
}

/** A draft with every field a guest page shows and `photos` phone photos, as the host has it now. */
export async function completeDraft(
  api: TestApi,
  as: Pick<SignedInHost, 'cookie' | 'csrf' | 'hostId'>,
  photos = 3,
): Promise<HostListing> {
  const created = await callAs(api, as, 'POST', '/api/hosts/create-listing-from-journey', completeListing);
  if (created.statusCode !== 201) throw new Error(`create listing: ${created.statusCode} ${created.body}`);
  const listing = json<{ data: HostListing }>(created).data;
  for (let i = 0; i < photos; i += 1) {
    const response = await uploadPhoto(api, as, listing.id, await phonePhoto());
    if (response.statusCode !== 201) throw new Error(`upload: ${response.statusCode} ${response.body}`);
  }
  return json<{ data: HostListing }>(await callAs(api, as, 'GET', `/api/hosts/listings/${listing.id}`)).data;
}
