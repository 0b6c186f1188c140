/**
 * The console's own sign-in (domain/operators, plugins/ops-auth.ts): set-up through the one-time
 * link, sign-in with the password then the authenticator's code, the session, sign-out. Every other
 * operator route sits behind `requireOperator`, and answers 404 to hosts and guests.
 */
import type { FastifyRequest } from 'fastify';
import {
  OpsAuditQuerySchema,
  OpsAuditResponseSchema,
  OpsCodeRequestSchema,
  OpsDecisionResponseSchema,
  OpsFailedMailResponseSchema,
  OpsIdentityFileParamsSchema,
  OpsIdentityQueueResponseSchema,
  OpsListingBookingsResponseSchema,
  OpsListingParamsSchema,
  OpsRejectRequestSchema,
  OpsResentMailResponseSchema,
  OpsReviewQueueResponseSchema,
  OpsLoginRequestSchema,
  OpsSessionOrNobodySchema,
  OpsSessionResponseSchema,
  OpsSetupQuerySchema,
  OpsSetupRequestSchema,
  OpsSetupResponseSchema,
  opsCodePattern,
} from 'contracts/ops-schemas';
import {
  OpsHostParamsSchema,
  OpsListingSearchQuerySchema,
  OpsListingSearchResponseSchema,
  OpsReasonRequestSchema,
  OpsReportParamsSchema,
  OpsReportsResponseSchema,
  OpsSuspensionResponseSchema,
} from 'contracts/moderation-schemas';
import { ApiErrorSchema, NoContentSchema } from 'contracts/schemas';
import { completeSetup, operatorByPassword, setupView, takeCode } from '../../domain/operators/accounts';
import { audit, readAudit } from '../../domain/operators/audit';
import { apiError } from '../../errors';
import { clearFailures, clientKey, recordFailure, refuseWhileTooMany } from '../../plugins/failed-attempts';
import { checkOrigin } from '../../plugins/host-auth';
import { clearOpsCookie, opsSessionOf, readOpsSession, requireOperator, startOpsSession } from '../../plugins/ops-auth';
import type { ApiInstance } from '../typed';

/** Five wrong passwords or codes from one client in fifteen minutes, then a wait (per account and client). */
const FAILURES_MAX = 5;
const FAILURE_WINDOW_MS = 15 * 60_000;
const errors = { '4xx': ApiErrorSchema };

export async function opsRoutes(app: ApiInstance): Promise<void> {
  const fromSite = { preHandler: async (request: FastifyRequest) => checkOrigin(app, request) };
  const limited = { rateLimit: { max: app.config.loginRateLimitMax, timeWindow: 60_000 } };

  const notTooMany = (scope: 'ops-login' | 'ops-code', subject: string, client: string) =>
    refuseWhileTooMany(app.db, scope, subject, client, app.now(), { windowMs: FAILURE_WINDOW_MS, max: FAILURES_MAX });

  app.get(
    '/api/ops/session',
    { schema: { response: { 200: OpsSessionOrNobodySchema, ...errors } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const session = await readOpsSession(app, request);
      return { data: session ? opsSessionOf(session) : null };
    },
  );

  app.get(
    '/api/ops/setup',
    {
      config: limited,
      schema: { querystring: OpsSetupQuerySchema, response: { 200: OpsSetupResponseSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { data: await setupView(app.db, request.query.token, app.now()) };
    },
  );

  app.post(
    '/api/ops/setup',
    {
      ...fromSite,
      config: limited,
      schema: { body: OpsSetupRequestSchema, response: { 200: OpsSessionResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const operator = await completeSetup(app.db, { ...request.body, now: app.now() });
      reply.header('Cache-Control', 'no-store');
      return { data: await startOpsSession(app, app.db, reply, operator, { secondFactor: true }) };
    },
  );

  app.post(
    '/api/ops/login',
    {
      ...fromSite,
      config: limited,
      schema: { body: OpsLoginRequestSchema, response: { 200: OpsSessionResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const email = request.body.email.trim().toLowerCase();
      const client = clientKey(request.ip);
      await notTooMany('ops-login', email, client);
      const operator = await operatorByPassword(app.db, email, request.body.password);
      if (!operator) {
        await recordFailure(app.db, 'ops-login', email, client, app.now());
        throw apiError('OPS_LOGIN_FAILED');
      }
      await clearFailures(app.db, 'ops-login', email, client);
      reply.header('Cache-Control', 'no-store');
      return { data: await startOpsSession(app, app.db, reply, operator, { secondFactor: false }) };
    },
  );

  app.register(async (halfOpen: ApiInstance) => {
    halfOpen.addHook('preHandler', requireOperator(app, { halfOpen: true }));
    halfOpen.addHook('onSend', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
    });

    halfOpen.post(
      '/api/ops/login/code',
      {
        config: limited,
        schema: { body: OpsCodeRequestSchema, response: { 200: OpsSessionResponseSchema, ...errors } },
      },
      async (request) => {
        const session = request.opsSession;
        if (!session) throw apiError('NOT_FOUND');
        const code = request.body.code.replace(/\s/g, '');
        if (!opsCodePattern.test(code)) throw apiError('OPS_CODE_FORMAT');
        const client = clientKey(request.ip);
        await notTooMany('ops-code', session.operatorId, client);
        if (!(await takeCode(app.db, session.operatorId, code, app.now()))) {
          await recordFailure(app.db, 'ops-code', session.operatorId, client, app.now());
          throw apiError('OPS_CODE_WRONG');
        }
        await clearFailures(app.db, 'ops-code', session.operatorId, client);
        await app.db.transaction(async (tx) => {
          await tx.query('UPDATE operator_sessions SET second_factor_at = $2 WHERE token_hash = $1', [
            session.tokenHash,
            app.now(),
          ]);
          await audit(tx, {
            actor: { operatorId: session.operatorId, email: session.email },
            action: 'operator.sign-in',
            subject: { type: 'operator', id: session.operatorId },
            at: app.now(),
          });
        });
        return { data: opsSessionOf({ ...session, secondFactor: true }) };
      },
    );

    halfOpen.post(
      '/api/ops/logout',
      { schema: { response: { 204: NoContentSchema, ...errors } } },
      async (request, reply) => {
        const session = request.opsSession;
        if (session) {
          await app.db.query('UPDATE operator_sessions SET revoked_at = $2 WHERE token_hash = $1', [
            session.tokenHash,
            app.now(),
          ]);
        }
        clearOpsCookie(app, reply);
        reply.status(204);
      },
    );
  });

  // --- A signed-in operator, past the second factor ---------------------------------------------

  app.register(async (operator: ApiInstance) => {
    operator.addHook('preHandler', requireOperator(app));
    operator.addHook('onSend', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
    });

    const actorOf = (request: FastifyRequest) => {
      const session = request.opsSession;
      if (!session) throw apiError('NOT_FOUND');
      return { operatorId: session.operatorId, email: session.email };
    };

    operator.get(
      '/api/ops/listings/review',
      { schema: { response: { 200: OpsReviewQueueResponseSchema, ...errors } } },
      async () => ({ data: await app.listingReview.queue() }),
    );

    operator.post(
      '/api/ops/listings/:id/approve',
      { schema: { params: OpsListingParamsSchema, response: { 200: OpsDecisionResponseSchema, ...errors } } },
      async (request) => ({ data: await app.listingReview.approve(request.params.id, actorOf(request)) }),
    );

    operator.post(
      '/api/ops/listings/:id/reject',
      {
        schema: {
          params: OpsListingParamsSchema,
          body: OpsRejectRequestSchema,
          response: { 200: OpsDecisionResponseSchema, ...errors },
        },
      },
      async (request) => ({
        data: await app.listingReview.reject(request.params.id, request.body.reason, actorOf(request)),
      }),
    );

    // --- Hosts' identity checks (domain/identity) ---

    operator.get(
      '/api/ops/identity',
      { schema: { response: { 200: OpsIdentityQueueResponseSchema, ...errors } } },
      async () => ({ data: await app.identity.queue() }),
    );

    // A photo, decrypted for the operator's screen only: never stored by a cache or a proxy,
    // shown inline (an <img>), and no script or frame of it can run.
    operator.get(
      '/api/ops/identity/:id/:side',
      { schema: { params: OpsIdentityFileParamsSchema } },
      async (request, reply) => {
        const photo = await app.identity.photo(request.params.id, request.params.side);
        reply
          .type('image/jpeg')
          .header('Content-Disposition', 'inline')
          .header('Content-Security-Policy', "default-src 'none'; sandbox")
          .header('Cross-Origin-Resource-Policy', 'same-site');
        return reply.send(photo);
      },
    );

    operator.post(
      '/api/ops/identity/:id/verify',
      { schema: { params: OpsListingParamsSchema, response: { 200: OpsDecisionResponseSchema, ...errors } } },
      async (request) => ({ data: await app.identity.verify(request.params.id, actorOf(request)) }),
    );

    operator.post(
      '/api/ops/identity/:id/reject',
      {
        schema: {
          params: OpsListingParamsSchema,
          body: OpsRejectRequestSchema,
          response: { 200: OpsDecisionResponseSchema, ...errors },
        },
      },
      async (request) => ({
        data: await app.identity.reject(request.params.id, request.body.reason, actorOf(request)),
      }),
    );

    // --- Reports and suspensions (domain/moderation) -------------------------------------------

    operator.get(
      '/api/ops/reports',
      { schema: { response: { 200: OpsReportsResponseSchema, ...errors } } },
      async () => ({ data: await app.moderation.openReports() }),
    );

    operator.post(
      '/api/ops/reports/:kind/:id/dismiss',
      {
        schema: {
          params: OpsReportParamsSchema,
          body: OpsReasonRequestSchema,
          response: { 204: NoContentSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { kind, id } = request.params;
        await app.moderation.dismiss(kind, id, request.body.reason, actorOf(request));
        reply.status(204);
      },
    );

    operator.get(
      '/api/ops/listings',
      {
        schema: {
          querystring: OpsListingSearchQuerySchema,
          response: { 200: OpsListingSearchResponseSchema, ...errors },
        },
      },
      async (request) => ({ data: await app.moderation.searchListings(request.query.q) }),
    );

    const suspension = { params: OpsListingParamsSchema, body: OpsReasonRequestSchema };
    const suspensionAnswer = { response: { 200: OpsSuspensionResponseSchema, ...errors } };

    operator.post(
      '/api/ops/listings/:id/suspend',
      { schema: { ...suspension, ...suspensionAnswer } },
      async (request) => ({
        data: await app.moderation.suspendListing(request.params.id, request.body.reason, actorOf(request)),
      }),
    );

    operator.post(
      '/api/ops/listings/:id/unsuspend',
      { schema: { ...suspension, ...suspensionAnswer } },
      async (request) => ({
        data: await app.moderation.unsuspendListing(request.params.id, request.body.reason, actorOf(request)),
      }),
    );

    operator.post(
      '/api/ops/hosts/:id/suspend',
      { schema: { params: OpsHostParamsSchema, body: OpsReasonRequestSchema, ...suspensionAnswer } },
      async (request) => ({
        data: await app.moderation.suspendHost(request.params.id, request.body.reason, actorOf(request)),
      }),
    );

    operator.post(
      '/api/ops/hosts/:id/unsuspend',
      { schema: { params: OpsHostParamsSchema, body: OpsReasonRequestSchema, ...suspensionAnswer } },
      async (request) => ({
        data: await app.moderation.unsuspendHost(request.params.id, request.body.reason, actorOf(request)),
      }),
    );

    operator.get(
      '/api/ops/listings/:id/bookings',
      { schema: { params: OpsListingParamsSchema, response: { 200: OpsListingBookingsResponseSchema, ...errors } } },
      async (request) => ({ data: await app.bookings.ofListing(request.params.id) }),
    );

    // --- The mail outbox's failed messages (domain/outbox) --------------------------------------

    operator.get(
      '/api/ops/outbox/failed',
      { schema: { response: { 200: OpsFailedMailResponseSchema, ...errors } } },
      async () => ({ data: await app.outbox.failed() }),
    );

    operator.post(
      '/api/ops/outbox/:id/resend',
      { schema: { params: OpsListingParamsSchema, response: { 200: OpsResentMailResponseSchema, ...errors } } },
      async (request) => ({ data: await app.outbox.resend(request.params.id, actorOf(request)) }),
    );

    operator.get(
      '/api/ops/audit',
      { schema: { querystring: OpsAuditQuerySchema, response: { 200: OpsAuditResponseSchema, ...errors } } },
      async (request) => ({
        data: await readAudit(app.db, { type: request.query.subjectType, id: request.query.subjectId }),
      }),
    );
  });
}
