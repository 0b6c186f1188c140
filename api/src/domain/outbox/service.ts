/**
 * The console's view of the mail outbox (plugins/mail.ts, migrations/005): the messages the worker
 * gave up on, and sending one again. Routes reach it as `app.outbox`.
 *
 * A resend hands the message back to the worker as if new: not failed, due now, its attempts at zero
 * (a fresh run of `OUTBOX_MAX_ATTEMPTS` with the same backoff), the same Message-ID. A message whose
 * body was erased on giving up (`erase_body`: it held a sign-in link) has nothing left to send, so it
 * is refused; the person asks for a new link instead.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { OPS_FAILED_MAIL_PAGE, type OpsFailedMail, type OpsResentMail } from 'contracts/ops';
import { apiError } from '../../errors';
import { isUuid } from '../ids';
import { audit, type Actor } from '../operators/audit';
import { iso } from '../properties/serialize';

interface OutboxService {
  /** Failed messages, newest first, without their bodies. */
  failed(): Promise<OpsFailedMail[]>;
  /** Puts a failed message back to be sent now; 404 unknown, 409 not failed or its body erased. */
  resend(mailId: string, actor: Actor): Promise<OpsResentMail>;
}

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxService;
  }
}

interface FailedRow {
  id: string;
  kind: string;
  to_address: string;
  subject: string;
  attempts: number;
  last_error: string | null;
  created_at: Date | string;
  failed_at: Date | string;
  erase_body: boolean;
}

const failedColumns = `id::text AS id, kind, to_address, subject, attempts, last_error, created_at, failed_at,
  erase_body`;

const toFailedMail = (row: FailedRow): OpsFailedMail => ({
  id: row.id,
  kind: row.kind,
  to: row.to_address,
  subject: row.subject,
  attempts: row.attempts,
  lastError: row.last_error,
  createdAt: iso(row.created_at),
  failedAt: iso(row.failed_at),
  resendable: !row.erase_body,
});

async function outboxService(app: FastifyInstance): Promise<void> {
  app.decorate<OutboxService>('outbox', {
    async failed() {
      const { rows } = await app.db.query<FailedRow>(
        `SELECT ${failedColumns} FROM mail_outbox
         WHERE failed_at IS NOT NULL AND sent_at IS NULL
         ORDER BY failed_at DESC, id LIMIT $1`,
        [OPS_FAILED_MAIL_PAGE],
      );
      return rows.map(toFailedMail);
    },

    async resend(mailId, actor) {
      if (!isUuid(mailId)) throw apiError('MAIL_NOT_FOUND');
      const done = await app.db.transaction(async (tx) => {
        const { rows } = await tx.query<FailedRow & { sent: boolean }>(
          `SELECT ${failedColumns}, sent_at IS NOT NULL AS sent FROM mail_outbox WHERE id = $1 FOR UPDATE`,
          [mailId],
        );
        const row = rows[0];
        if (!row) throw apiError('MAIL_NOT_FOUND');
        if (row.sent || row.failed_at === null) throw apiError('MAIL_NOT_FAILED');
        if (row.erase_body) throw apiError('MAIL_BODY_ERASED');
        await tx.query(
          `UPDATE mail_outbox SET failed_at = NULL, attempts = 0, next_attempt_at = now(), locked_until = NULL
           WHERE id = $1`,
          [mailId],
        );
        await audit(tx, {
          actor,
          action: 'outbox.resend',
          subject: { type: 'mail', id: mailId },
          before: {
            kind: row.kind,
            to: row.to_address,
            attempts: row.attempts,
            failedAt: iso(row.failed_at),
            lastError: row.last_error,
          },
          after: { kind: row.kind, to: row.to_address, attempts: 0, failedAt: null },
          at: app.now(),
        });
        return { id: mailId, status: 'queued' as const };
      });
      app.mailer.kick();
      return done;
    },
  });
}

export default fp(outboxService, { name: 'outbox-service' });
