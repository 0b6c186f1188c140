/**
 * Operator sessions: like a host's (plugins/host-auth.ts: 32 random bytes in an `httpOnly`,
 * `SameSite=Lax` cookie, only its SHA-256 stored, an allowlisted `Origin` and the CSRF token on every
 * change), but a cookie of their own that no host or guest route reads, OPS_SESSION_HOURS from
 * sign-in and never extended, and half-open until the authenticator's code: such a session can take
 * the code and nothing else. Any other `/api/ops/*` route answers 404 to everyone else, so the
 * console shows nothing of itself to a host or a guest.
 */
import { parse as parseCookies, serialize as cookieHeader } from 'cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_HEADER } from 'contracts/host-api';
import { OPS_SESSION_HOURS, type OpsSession } from 'contracts/ops';
import { apiError } from '../errors';
import type { Queryable } from './database';
import { checkOrigin, randomToken, safeMethods, sameToken, sha256 } from './host-auth';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in operator of this request (set by `requireOperator`). */
    opsSession?: OpsSessionRow;
  }
}

export interface OpsSessionRow {
  operatorId: string;
  email: string;
  name: string;
  csrfToken: string;
  secondFactor: boolean;
  expiresAt: Date;
  tokenHash: Buffer;
}

const SESSION_MS = OPS_SESSION_HOURS * 3_600_000;

const cookieName = (secure: boolean) => (secure ? '__Host-makao_ops' : 'makao_ops');

function setCookie(app: FastifyInstance, reply: FastifyReply, value: string, expires: Date): void {
  reply.header(
    'Set-Cookie',
    cookieHeader(cookieName(app.config.secureCookies), value, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: app.config.secureCookies,
      expires,
    }),
  );
}

/** Starts an operator's session (half-open unless `secondFactor`), sets its cookie and answers it. */
export async function startOpsSession(
  app: FastifyInstance,
  db: Queryable,
  reply: FastifyReply,
  operator: { id: string; email: string; name: string },
  { secondFactor }: { secondFactor: boolean },
): Promise<OpsSession> {
  const token = randomToken();
  const csrfToken = randomToken();
  const now = app.now();
  const expires = new Date(now.getTime() + SESSION_MS);
  await db.query(
    `INSERT INTO operator_sessions (token_hash, operator_id, csrf_token, second_factor_at, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [sha256(token), operator.id, csrfToken, secondFactor ? now : null, now, expires],
  );
  setCookie(app, reply, token, expires);
  return { email: operator.email, name: operator.name, secondFactor, csrfToken, expiresAt: expires.toISOString() };
}

export function clearOpsCookie(app: FastifyInstance, reply: FastifyReply): void {
  setCookie(app, reply, '', new Date(0));
}

/** The request's live operator session, if its cookie names one (a disabled operator has none). */
export async function readOpsSession(app: FastifyInstance, request: FastifyRequest): Promise<OpsSessionRow | null> {
  const header = request.headers.cookie;
  const token = header ? parseCookies(header)[cookieName(app.config.secureCookies)] : undefined;
  if (!token || token.length > 100) return null;
  const tokenHash = sha256(token);
  const { rows } = await app.db.query<{
    operator_id: string;
    email: string;
    name: string;
    csrf_token: string;
    second_factor_at: Date | string | null;
    expires_at: Date | string;
  }>(
    `SELECT s.operator_id::text AS operator_id, o.email, o.name, s.csrf_token, s.second_factor_at, s.expires_at
     FROM operator_sessions s JOIN operators o ON o.id = s.operator_id
     WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2 AND o.disabled_at IS NULL`,
    [tokenHash, app.now()],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    operatorId: row.operator_id,
    email: row.email,
    name: row.name,
    csrfToken: row.csrf_token,
    secondFactor: row.second_factor_at !== null,
    expiresAt: new Date(row.expires_at),
    tokenHash,
  };
}

export const opsSessionOf = (row: OpsSessionRow): OpsSession => ({
  email: row.email,
  name: row.name,
  secondFactor: row.secondFactor,
  csrfToken: row.csrfToken,
  expiresAt: row.expiresAt.toISOString(),
});

/**
 * `preHandler` of an operator's route: 404 to anyone without an operator session (the console
 * does not exist for hosts and guests), 403 before the second factor unless `halfOpen`, 403 on a
 * failed origin or CSRF check.
 */
export function requireOperator(app: FastifyInstance, { halfOpen = false }: { halfOpen?: boolean } = {}) {
  return async (request: FastifyRequest): Promise<void> => {
    const session = await readOpsSession(app, request);
    if (!session) throw apiError('NOT_FOUND');
    checkOrigin(app, request);
    if (!safeMethods.has(request.method) && !sameToken(request.headers[CSRF_HEADER.toLowerCase()], session.csrfToken)) {
      throw apiError('CSRF_REJECTED');
    }
    if (!halfOpen && !session.secondFactor) throw apiError('OPS_SECOND_FACTOR_REQUIRED');
    request.opsSession = session;
  };
}
