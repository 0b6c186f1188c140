/**
 * Host accounts (SPEC §7 declares register, login and profile): sign-up, sign-in, sign-out, the
 * session, email verification and password reset by emailed link, and the profile guests see in
 * "Meet your host". Sessions and CSRF: plugins/host-auth.ts; passwords: plugins/passwords.ts.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  PASSWORD_RESET_TTL_MINUTES,
  VERIFY_EMAIL_TTL_HOURS,
  hostMessages,
  hostingPaths,
  type HostAccount,
  type HostSession,
} from 'contracts/host-rules';
import {
  HostAccountResponseSchema,
  HostSessionOrNobodySchema,
  HostSessionResponseSchema,
  LoginRequestSchema,
  ProfilePatchSchema,
  RegisterRequestSchema,
  ResetConfirmSchema,
  ResetRequestSchema,
  TokenRequestSchema,
  type RegisterRequest,
} from 'contracts/host-schemas';
import { ApiErrorSchema, MessageResponseSchema, NoContentSchema } from 'contracts/schemas';
import { apiError } from '../../errors';
import { isDatabaseError, sqlState, type Queryable } from '../../plugins/database';
import { clearFailures, clientKey, recordFailure, refuseWhileTooMany } from '../../plugins/failed-attempts';
import {
  checkOrigin,
  clearSessionCookie,
  hostIdOf,
  randomToken,
  readSession,
  requireHost,
  sha256,
  startSession,
} from '../../plugins/host-auth';
import { checkNewPassword, hashPassword, passwordMatches, warmPasswords } from '../../plugins/passwords';
import { absoluteUrl } from '../../domain/properties/serialize';
import { requireFields } from '../required-fields';
import { existingAccountEmail, hostEmail } from '../../domain/hosts/messages';
import { avatarPathOf, ownPhoto } from './photos';
import type { ApiInstance } from '../typed';

/** Per account: this many failed sign-ins within the window, then 429 until the oldest leaves it. */
export const LOGIN_FAILURES_MAX = 5;
const LOGIN_WINDOW_MS = 15 * 60_000;

const accountColumns = `h.id::text AS id, h.name, a.email, coalesce(h.phone, '') AS phone,
  a.email_verified_at IS NOT NULL AS email_verified, h.avatar, coalesce(h.bio, '') AS bio, h.languages`;

interface AccountRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  email_verified: boolean;
  avatar: string | null;
  bio: string;
  languages: string[];
}

const errors = { '4xx': ApiErrorSchema };

export async function hostAccountRoutes(app: ApiInstance): Promise<void> {
  warmPasswords();
  const signedIn = { preHandler: requireHost(app) };
  const fromSite = { preHandler: async (request: FastifyRequest) => checkOrigin(app, request) };

  const toAccount = (row: AccountRow): HostAccount => ({
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    emailVerified: row.email_verified,
    avatar: row.avatar ? absoluteUrl(app.config.publicUrl, row.avatar) : null,
    bio: row.bio,
    languages: row.languages,
  });

  async function account(db: Queryable, hostId: string): Promise<HostAccount> {
    const { rows } = await db.query<AccountRow>(
      `SELECT ${accountColumns} FROM hosts h JOIN host_accounts a ON a.host_id = h.id WHERE h.id = $1`,
      [hostId],
    );
    if (!rows[0]) throw apiError('SIGN_IN_REQUIRED');
    return toAccount(rows[0]);
  }

  /** A single-use link token for `purpose`, valid for `ttlMs`; the link carries it, the table its hash. */
  async function issueToken(db: Queryable, hostId: string, purpose: string, ttlMs: number): Promise<string> {
    const token = randomToken();
    await db.query('INSERT INTO host_tokens (token_hash, host_id, purpose, expires_at) VALUES ($1, $2, $3, $4)', [
      sha256(token),
      hostId,
      purpose,
      new Date(app.now().getTime() + ttlMs),
    ]);
    return token;
  }

  /** Uses a link token: its host, or TOKEN_INVALID when unknown, used or expired. */
  async function useToken(db: Queryable, token: string, purpose: string): Promise<string> {
    const { rows } = await db.query<{ host_id: string }>(
      `UPDATE host_tokens SET used_at = $3
       WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3
       RETURNING host_id::text AS host_id`,
      [sha256(token), purpose, app.now()],
    );
    if (!rows[0]) throw apiError('TOKEN_INVALID');
    return rows[0].host_id;
  }

  /**
   * Issues a link token and queues its email, both through `tx`: the caller's transaction, so a token
   * exists only with its mail. The body is blanked in the outbox once sent (it holds the token).
   */
  async function sendLink(tx: Queryable, kind: 'host-verify-email' | 'host-reset-password', to: HostAccount) {
    const [purpose, path, ttlMs] =
      kind === 'host-verify-email'
        ? (['verify-email', hostingPaths.verifyEmail, VERIFY_EMAIL_TTL_HOURS * 3_600_000] as const)
        : (['reset-password', hostingPaths.resetPassword, PASSWORD_RESET_TTL_MINUTES * 60_000] as const);
    const token = await issueToken(tx, to.id, purpose, ttlMs);
    const url = `${app.config.siteUrl}${path}?token=${encodeURIComponent(token)}`;
    await app.mailer.enqueue(tx, {
      kind,
      dedupeKey: `${kind}:${sha256(token).toString('hex')}`,
      message: hostEmail(kind, to, url, app.config.supportEmail),
      eraseBody: true,
    });
  }

  async function sessionAnswer(reply: FastifyReply, hostId: string): Promise<{ data: HostSession }> {
    const csrfToken = await startSession(app, app.db, reply, hostId);
    reply.header('Cache-Control', 'no-store');
    return { data: { host: await account(app.db, hostId), csrfToken } };
  }

  /**
   * A new account, unverified, and the email with its link; or, when the email has an account
   * already, a note to that address saying so (at most one an hour). Runs after the answer.
   */
  async function signUp({ name, email, password, phone }: RegisterRequest): Promise<void> {
    const existing = async (tx: Queryable) =>
      (
        await tx.query<{ host_id: string }>(
          'SELECT host_id::text AS host_id FROM host_accounts WHERE lower(email) = lower($1)',
          [email],
        )
      ).rows[0]?.host_id;
    const noteExisting = async (tx: Queryable, hostId: string) => {
      const to = await account(tx, hostId);
      const hour = Math.floor(app.now().getTime() / 3_600_000);
      await app.mailer.enqueue(tx, {
        kind: 'host-signup-existing',
        dedupeKey: `host-signup-existing:${hostId}:${hour}`,
        message: existingAccountEmail(to, app.config.siteUrl, app.config.supportEmail),
      });
    };
    const known = await existing(app.db);
    if (known) {
      await app.db.transaction((tx) => noteExisting(tx, known));
    } else {
      const passwordHash = await hashPassword(password);
      await app.db.transaction(async (tx) => {
        // Savepoint: a sign-up with the same email committed meanwhile (the unique index) is told
        // apart from any other failure, and answered with the note instead.
        await tx.query('SAVEPOINT sign_up');
        try {
          const { rows } = await tx.query<{ id: string }>(
            `INSERT INTO hosts (name, phone, email, total_bookings) VALUES ($1, $2, $3, 0) RETURNING id::text AS id`,
            [name, phone, email],
          );
          const id = (rows[0] as { id: string }).id;
          await tx.query('INSERT INTO host_accounts (host_id, email, password_hash) VALUES ($1, $2, $3)', [
            id,
            email,
            passwordHash,
          ]);
          await sendLink(tx, 'host-verify-email', await account(tx, id));
        } catch (error) {
          if (!isDatabaseError(error, sqlState.uniqueViolation)) throw error;
          await tx.query('ROLLBACK TO SAVEPOINT sign_up');
          const taken = await existing(tx);
          if (!taken) throw error;
          await noteExisting(tx, taken);
        }
      });
    }
    app.mailer.kick();
  }

  app.post(
    '/api/hosts/register',
    {
      ...fromSite,
      preValidation: requireFields,
      schema: { body: RegisterRequestSchema, response: { 202: MessageResponseSchema, ...errors } },
    },
    async (request, reply) => {
      // The request's own rules first: the same refusal for any email.
      checkNewPassword(request.body.password);
      // No account enumeration: the same answer, sent before the email is looked up, whether or not
      // it has an account. What happens next is told by email: a link that finishes the sign-up
      // (and signs the host in), or a note that the address has an account already.
      app.afterAnswer(request, 'sign-up', () => signUp(request.body));
      reply.status(202);
      return { data: { message: hostMessages.signUpSent } };
    },
  );

  app.post(
    '/api/hosts/login',
    {
      ...fromSite,
      preValidation: requireFields,
      // Per client, beside the per-account limit below.
      config: { rateLimit: { max: app.config.loginRateLimitMax, timeWindow: 60_000 } },
      schema: { body: LoginRequestSchema, response: { 200: HostSessionResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const email = request.body.email.toLowerCase();
      const client = clientKey(request.ip);
      const now = app.now();
      // Counted for any email, with or without an account, so the limit tells nothing either; and
      // per client and account together, so that nobody's failures lock the owner out (OWASP's
      // lockout-as-denial-of-service): the owner, from a client that made no failed attempt, gets in.
      await refuseWhileTooMany(app.db, 'login', email, client, now, {
        windowMs: LOGIN_WINDOW_MS,
        max: LOGIN_FAILURES_MAX,
      });
      const { rows } = await app.db.query<{ host_id: string; password_hash: string }>(
        'SELECT host_id::text AS host_id, password_hash FROM host_accounts WHERE lower(email) = $1',
        [email],
      );
      const found = rows[0];
      // An unknown email checks a dummy hash: the same work, the same answer.
      if (!(await passwordMatches(found?.password_hash, request.body.password)) || !found) {
        await recordFailure(app.db, 'login', email, client, now);
        throw apiError('LOGIN_FAILED');
      }
      await clearFailures(app.db, 'login', email, client);
      return sessionAnswer(reply, found.host_id);
    },
  );

  app.post(
    '/api/hosts/logout',
    { ...fromSite, schema: { response: { 204: NoContentSchema, ...errors } } },
    async (request, reply) => {
      const session = await readSession(app, request);
      if (session) {
        await app.db.query('UPDATE host_sessions SET revoked_at = $2 WHERE token_hash = $1', [
          session.tokenHash,
          app.now(),
        ]);
      }
      clearSessionCookie(app, reply);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/hosts/session',
    { schema: { response: { 200: HostSessionOrNobodySchema, ...errors } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      // Nobody signed in is an answer, not an error: every page asks, and a 401 would be console noise.
      const session = await readSession(app, request);
      if (!session) return { data: null };
      return { data: { host: await account(app.db, session.hostId), csrfToken: session.csrfToken } };
    },
  );

  app.post(
    '/api/hosts/verify-email',
    {
      ...fromSite,
      preValidation: requireFields,
      schema: { body: TokenRequestSchema, response: { 200: HostSessionResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const hostId = await app.db.transaction(async (tx) => {
        const id = await useToken(tx, request.body.token, 'verify-email');
        await tx.query(
          'UPDATE host_accounts SET email_verified_at = coalesce(email_verified_at, $2) WHERE host_id = $1',
          [id, app.now()],
        );
        return id;
      });
      // The link proves the mailbox, and sign-up answers no session: following it signs the host in.
      return sessionAnswer(reply, hostId);
    },
  );

  app.post(
    '/api/hosts/resend-verification',
    { ...signedIn, schema: { response: { 202: MessageResponseSchema, ...errors } } },
    async (request, reply) => {
      const host = await account(app.db, hostIdOf(request));
      if (!host.emailVerified) {
        await app.db.transaction((tx) => sendLink(tx, 'host-verify-email', host));
        app.mailer.kick();
      }
      reply.status(202);
      return { data: { message: `We have sent a new link to ${host.email}.` } };
    },
  );

  app.post(
    '/api/hosts/password-reset',
    {
      ...fromSite,
      preValidation: requireFields,
      schema: { body: ResetRequestSchema, response: { 202: MessageResponseSchema, ...errors } },
    },
    async (request, reply) => {
      // The same answer whether or not an account has this email, sent before it is looked up: the
      // time it takes tells nothing either.
      app.afterAnswer(request, 'password reset', async () => {
        const { rows } = await app.db.query<{ host_id: string }>(
          'SELECT host_id::text AS host_id FROM host_accounts WHERE lower(email) = lower($1)',
          [request.body.email],
        );
        const hostId = rows[0]?.host_id;
        if (!hostId) return;
        await app.db.transaction(async (tx) => sendLink(tx, 'host-reset-password', await account(tx, hostId)));
        app.mailer.kick();
      });
      reply.status(202);
      return { data: { message: hostMessages.resetSent } };
    },
  );

  app.post(
    '/api/hosts/password-reset/confirm',
    {
      ...fromSite,
      preValidation: requireFields,
      schema: { body: ResetConfirmSchema, response: { 200: MessageResponseSchema, ...errors } },
    },
    async (request, reply) => {
      checkNewPassword(request.body.password);
      const passwordHash = await hashPassword(request.body.password);
      await app.db.transaction(async (tx) => {
        const hostId = await useToken(tx, request.body.token, 'reset-password');
        await tx.query('UPDATE host_accounts SET password_hash = $2 WHERE host_id = $1', [hostId, passwordHash]);
        // Every session of the account ends, wherever it was signed in; and every other reset link.
        await tx.query('UPDATE host_sessions SET revoked_at = $2 WHERE host_id = $1 AND revoked_at IS NULL', [
          hostId,
          app.now(),
        ]);
        await tx.query(
          "UPDATE host_tokens SET used_at = $2 WHERE host_id = $1 AND purpose = 'reset-password' AND used_at IS NULL",
          [hostId, app.now()],
        );
        // The link was mailed to the account's address: following it proves the address too.
        await tx.query(
          'UPDATE host_accounts SET email_verified_at = coalesce(email_verified_at, $2) WHERE host_id = $1',
          [hostId, app.now()],
        );
        // The owner has proved the mailbox: whoever failed to sign in before is no longer in their way.
        const { rows } = await tx.query<{ email: string }>(
          'SELECT lower(email) AS email FROM host_accounts WHERE host_id = $1',
          [hostId],
        );
        if (rows[0]) await clearFailures(tx, 'login', rows[0].email);
      });
      clearSessionCookie(app, reply);
      return { data: { message: 'Your password has been changed. Sign in with your new password.' } };
    },
  );

  app.get(
    '/api/hosts/profile',
    { ...signedIn, schema: { response: { 200: HostAccountResponseSchema, ...errors } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { data: await account(app.db, hostIdOf(request)) };
    },
  );

  app.patch(
    '/api/hosts/profile',
    {
      ...signedIn,
      preValidation: requireFields,
      schema: { body: ProfilePatchSchema, response: { 200: HostAccountResponseSchema, ...errors } },
    },
    async (request) => {
      const hostId = hostIdOf(request);
      const { name, phone, bio, languages, avatar } = request.body;
      let avatarPath: string | null | undefined;
      if (avatar === null) avatarPath = null;
      else if (avatar !== undefined) {
        const photo = await ownPhoto(app.db, hostId, avatar);
        if (!photo) throw apiError('INVALID_REQUEST', { details: 'avatar is not a photo you uploaded' });
        avatarPath = avatarPathOf(photo);
      }
      await app.db.query(
        `UPDATE hosts SET
           name = coalesce($2, name),
           phone = coalesce($3, phone),
           bio = coalesce($4, bio),
           languages = coalesce($5, languages),
           avatar = CASE WHEN $6 THEN $7 ELSE avatar END
         WHERE id = $1`,
        [
          hostId,
          name ?? null,
          phone ?? null,
          bio ?? null,
          languages ?? null,
          avatarPath !== undefined,
          avatarPath ?? null,
        ],
      );
      return { data: await account(app.db, hostId) };
    },
  );
}
