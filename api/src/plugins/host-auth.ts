/**
 * Host sessions and CSRF. A session is 32 random bytes in an `httpOnly`, `SameSite=Lax` cookie
 * (`Secure` and `__Host-` named unless the API is plain http); the database keeps only its SHA-256,
 * so any API process can read it and sign-out or a password reset revokes it at once.
 *
 * The site and the API are different origins (credentialed CORS for the allowlisted ones), but the
 * same site (localhost, or makao.co.ke and api.makao.co.ke), so `SameSite=Lax` alone would still let
 * another page of the same site post to the API. Hence every state-changing host request must come
 * from an allowlisted `Origin`, and a signed-in one must also carry the session's CSRF token in
 * `X-CSRF-Token` (a header a cross-origin form cannot set, and a value only the site has read).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { parse as parseCookies, serialize as cookieHeader, type SerializeOptions } from 'cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_HEADER } from 'contracts/host-api';
import { SESSION_IDLE_DAYS } from 'contracts/host-rules';
import type { Queryable } from './database';
import { apiError } from '../errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in host of this request (set by `requireHost`). */
    hostSession?: HostSessionRow;
  }
}

export interface HostSessionRow {
  hostId: string;
  csrfToken: string;
  tokenHash: Buffer;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const SESSION_MS = SESSION_IDLE_DAYS * DAY_MS;
/** A session's expiry moves on when it is used, written at most this often. */
const TOUCH_EVERY_MS = 60 * 60 * 1000;

export const sha256 = (value: string): Buffer => createHash('sha256').update(value).digest();
/** A random token for a cookie or a link: 32 bytes, base64url. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-makao_session' : 'makao_session';
}

function cookieOptions(app: FastifyInstance): SerializeOptions {
  return { path: '/', httpOnly: true, sameSite: 'lax', secure: app.config.secureCookies };
}

function setSessionCookie(app: FastifyInstance, reply: FastifyReply, value: string, expires: Date): void {
  reply.header(
    'Set-Cookie',
    cookieHeader(sessionCookieName(app.config.secureCookies), value, { ...cookieOptions(app), expires }),
  );
}

/**
 * Starts a session for the host and sets its cookie; answers the CSRF token the site sends back.
 * A suspended host gets none (403).
 */
export async function startSession(
  app: FastifyInstance,
  db: Queryable,
  reply: FastifyReply,
  hostId: string,
): Promise<string> {
  // A host the operations team has suspended signs in no more (domain/moderation).
  const { rows: suspended } = await db.query('SELECT 1 FROM hosts WHERE id = $1 AND suspended_at IS NOT NULL', [
    hostId,
  ]);
  if (suspended.length > 0) throw apiError('HOST_SUSPENDED');
  const token = randomToken();
  const csrfToken = randomToken();
  const expires = new Date(app.now().getTime() + SESSION_MS);
  await db.query(
    `INSERT INTO host_sessions (token_hash, host_id, csrf_token, expires_at, created_at, last_seen_at)
     VALUES ($1, $2, $3, $4, $5, $5)`,
    [sha256(token), hostId, csrfToken, expires, app.now()],
  );
  setSessionCookie(app, reply, token, expires);
  return csrfToken;
}

export function clearSessionCookie(app: FastifyInstance, reply: FastifyReply): void {
  setSessionCookie(app, reply, '', new Date(0));
}

/** The request's live session, if its cookie names one. */
export async function readSession(app: FastifyInstance, request: FastifyRequest): Promise<HostSessionRow | null> {
  const header = request.headers.cookie;
  const token = header ? parseCookies(header)[sessionCookieName(app.config.secureCookies)] : undefined;
  if (!token || token.length > 100) return null;
  const tokenHash = sha256(token);
  const now = app.now();
  const { rows } = await app.db.query<{ host_id: string; csrf_token: string; last_seen_at: Date | string }>(
    `SELECT s.host_id::text AS host_id, s.csrf_token, s.last_seen_at FROM host_sessions s JOIN hosts h ON h.id = s.host_id
     WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2 AND h.suspended_at IS NULL`,
    [tokenHash, now],
  );
  const row = rows[0];
  if (!row) return null;
  if (now.getTime() - new Date(row.last_seen_at).getTime() > TOUCH_EVERY_MS) {
    await app.db.query('UPDATE host_sessions SET last_seen_at = $2, expires_at = $3 WHERE token_hash = $1', [
      tokenHash,
      now,
      new Date(now.getTime() + SESSION_MS),
    ]);
  }
  return { hostId: row.host_id, csrfToken: row.csrf_token, tokenHash };
}

export const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A state-changing request must come from one of the site's origins. A browser sends `Origin` with
 * every cross-origin request and every POST; a request without one is not from the site's pages.
 */
export function checkOrigin(app: FastifyInstance, request: FastifyRequest): void {
  if (safeMethods.has(request.method)) return;
  const origin = request.headers.origin;
  if (!origin || !app.config.corsOrigins.includes(origin)) throw apiError('CSRF_REJECTED');
}

export function sameToken(sent: string | string[] | undefined, expected: string): boolean {
  if (typeof sent !== 'string') return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** `preHandler` of every route for a signed-in host: 401 without a session, 403 on a failed CSRF check. */
export function requireHost(app: FastifyInstance) {
  return async (request: FastifyRequest): Promise<void> => {
    checkOrigin(app, request);
    const session = await readSession(app, request);
    if (!session) throw apiError('SIGN_IN_REQUIRED');
    if (!safeMethods.has(request.method) && !sameToken(request.headers[CSRF_HEADER.toLowerCase()], session.csrfToken)) {
      throw apiError('CSRF_REJECTED');
    }
    request.hostSession = session;
  };
}

/** The signed-in host's id (a route behind `requireHost`). */
export function hostIdOf(request: FastifyRequest): string {
  if (!request.hostSession) throw apiError('SIGN_IN_REQUIRED');
  return request.hostSession.hostId;
}
