/**
 * Hosts' identity checks (migrations/017): a host sends a photo of their ID card or passport and a
 * selfie; an operator compares them and verifies the host or says why not. The photos live in the
 * private store (files.ts), reach operators only, and are deleted IDENTITY_RETENTION_DAYS after the
 * decision (`identityJobs`). Each decision is one transaction: the check, the host, the audit log and
 * the host's email. Routes reach it as `app.identity`.
 */
import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import {
  IDENTITY_RETENTION_DAYS,
  hostingPaths,
  type HostIdentity,
  type IdentityDocumentType,
} from 'contracts/host-rules';
import { opsMessages, type IdentityFileSide, type OpsIdentityCheck } from 'contracts/ops';
import { apiError } from '../../errors';
import { isDatabaseError, sqlState, type Queryable } from '../../plugins/database';
import { isUuid } from '../ids';
import { audit, type Actor } from '../operators/audit';
import { mailDecision } from '../operators/decision-mail';
import { iso } from '../properties/serialize';
import { identityFiles, type IdentityFiles } from './files';

const DAY_MS = 86_400_000;
/** Checks whose photos one job run deletes at most. */
const BATCH = 50;

type OperatorActor = Actor & { operatorId: string };

interface IdentityService {
  /** The host's latest check, or `none`. */
  statusOf(hostId: string): Promise<HostIdentity>;
  /** A new check from the host's two photos; 409 while one waits or once verified. */
  submit(
    hostId: string,
    documentType: IdentityDocumentType,
    photos: Record<IdentityFileSide, Buffer>,
  ): Promise<HostIdentity>;
  /** The checks waiting for an operator, oldest first. */
  queue(): Promise<OpsIdentityCheck[]>;
  /** One photo of a check as JPEG; 404 for no such check, 410 once deleted. */
  photo(checkId: string, side: IdentityFileSide): Promise<Buffer>;
  verify(checkId: string, actor: OperatorActor): Promise<{ id: string; status: string }>;
  reject(checkId: string, reason: string, actor: OperatorActor): Promise<{ id: string; status: string }>;
  /** Deletes the photos of checks decided more than IDENTITY_RETENTION_DAYS ago (a booking job). */
  deleteExpiredPhotos(tx: Queryable, now: Date): Promise<number>;
  readonly files: IdentityFiles;
}

declare module 'fastify' {
  interface FastifyInstance {
    identity: IdentityService;
  }
}

interface CheckRow {
  id: string;
  status: 'pending' | 'verified' | 'rejected';
  document_type: IdentityDocumentType;
  submitted_at: Date | string;
  decided_at: Date | string | null;
  rejection_reason: string | null;
}

const retentionEnd = (decidedAt: Date | string) =>
  new Date(new Date(decidedAt).getTime() + IDENTITY_RETENTION_DAYS * DAY_MS).toISOString();

function identityOf(row: CheckRow | undefined): HostIdentity {
  if (!row) {
    return {
      status: 'none',
      documentType: null,
      submittedAt: null,
      decidedAt: null,
      rejectionReason: null,
      filesDeletedBy: null,
    };
  }
  return {
    status: row.status,
    documentType: row.document_type,
    submittedAt: iso(row.submitted_at),
    decidedAt: row.decided_at === null ? null : iso(row.decided_at),
    rejectionReason: row.rejection_reason,
    filesDeletedBy: row.decided_at === null ? null : retentionEnd(row.decided_at),
  };
}

const checkColumns = 'c.id::text AS id, c.status, c.document_type, c.submitted_at, c.decided_at, c.rejection_reason';

async function identityService(app: FastifyInstance): Promise<void> {
  const files = identityFiles(app.config.privateDir, app.config.identityKey);

  const latest = async (db: Queryable, hostId: string) => {
    const { rows } = await db.query<CheckRow>(
      `SELECT ${checkColumns} FROM identity_checks c WHERE c.host_id = $1 ORDER BY c.submitted_at DESC LIMIT 1`,
      [hostId],
    );
    return rows[0];
  };

  /** The check, locked, with whom to tell; 404 for anything that is not a check, 409 once decided. */
  const lockPending = async (tx: Queryable, checkId: string) => {
    if (!isUuid(checkId)) throw apiError('IDENTITY_CHECK_NOT_FOUND');
    const { rows } = await tx.query<{
      id: string;
      host_id: string;
      status: string;
      document_type: string;
      host_name: string;
      host_email: string | null;
    }>(
      `SELECT c.id::text AS id, c.host_id::text AS host_id, c.status, c.document_type, h.name AS host_name,
         coalesce(a.email, h.email) AS host_email
       FROM identity_checks c JOIN hosts h ON h.id = c.host_id LEFT JOIN host_accounts a ON a.host_id = c.host_id
       WHERE c.id = $1 FOR UPDATE OF c`,
      [checkId],
    );
    const check = rows[0];
    if (!check) throw apiError('IDENTITY_CHECK_NOT_FOUND');
    if (check.status !== 'pending') throw apiError('IDENTITY_NOT_PENDING');
    return check;
  };

  const service: IdentityService = {
    files,

    async statusOf(hostId) {
      return identityOf(await latest(app.db, hostId));
    },

    async submit(hostId, documentType, photos) {
      const before = await latest(app.db, hostId);
      if (before?.status === 'pending') throw apiError('IDENTITY_ALREADY_PENDING');
      if (before?.status === 'verified') throw apiError('IDENTITY_ALREADY_VERIFIED');
      const id = randomUUID();
      // Both photos are checked and sealed before anything is written.
      const sealed = {
        document: await files.seal(id, 'document', photos.document),
        selfie: await files.seal(id, 'selfie', photos.selfie),
      };
      await files.put(id, sealed);
      try {
        await app.db.query(
          `INSERT INTO identity_checks (id, host_id, document_type, submitted_at) VALUES ($1, $2, $3, $4)`,
          [id, hostId, documentType, app.now()],
        );
      } catch (error) {
        await files.remove(id).catch(() => undefined);
        // Two sends at once: the one-pending index keeps the first.
        if (isDatabaseError(error, sqlState.uniqueViolation, 'identity_checks_one_pending'))
          throw apiError('IDENTITY_ALREADY_PENDING');
        throw error;
      }
      return identityOf(await latest(app.db, hostId));
    },

    async queue() {
      const { rows } = await app.db.query<{
        id: string;
        document_type: IdentityDocumentType;
        submitted_at: Date | string;
        host_id: string;
        host_name: string;
        host_email: string | null;
        host_phone: string | null;
        host_joined: Date | string;
        listings: number;
      }>(
        `SELECT c.id::text AS id, c.document_type, c.submitted_at, h.id::text AS host_id, h.name AS host_name,
           coalesce(a.email, h.email) AS host_email, h.phone AS host_phone, h.created_at AS host_joined,
           (SELECT count(*)::int FROM properties p WHERE p.host_id = h.id) AS listings
         FROM identity_checks c JOIN hosts h ON h.id = c.host_id LEFT JOIN host_accounts a ON a.host_id = c.host_id
         WHERE c.status = 'pending' ORDER BY c.submitted_at, c.id LIMIT 200`,
      );
      return rows.map((row) => ({
        id: row.id,
        documentType: row.document_type,
        submittedAt: iso(row.submitted_at),
        host: {
          id: row.host_id,
          name: row.host_name,
          email: row.host_email,
          phone: row.host_phone,
          joinedAt: iso(row.host_joined),
          listings: row.listings,
        },
      }));
    },

    async photo(checkId, side) {
      if (!isUuid(checkId)) throw apiError('IDENTITY_CHECK_NOT_FOUND');
      const { rows } = await app.db.query<{ files_deleted_at: Date | null }>(
        'SELECT files_deleted_at FROM identity_checks WHERE id = $1',
        [checkId],
      );
      if (!rows[0]) throw apiError('IDENTITY_CHECK_NOT_FOUND');
      const photo = rows[0].files_deleted_at === null ? await files.read(checkId, side) : undefined;
      if (!photo) throw apiError('IDENTITY_FILES_GONE');
      return photo;
    },

    async verify(checkId, actor) {
      const decided = await app.db.transaction(async (tx) => {
        const check = await lockPending(tx, checkId);
        const now = app.now();
        await tx.query(
          `UPDATE identity_checks SET status = 'verified', decided_at = $2, decided_by = $3 WHERE id = $1`,
          [check.id, now, actor.operatorId],
        );
        await tx.query('UPDATE hosts SET identity_verified_at = $2, identity_verified_by = $3 WHERE id = $1', [
          check.host_id,
          now,
          actor.operatorId,
        ]);
        await audit(tx, {
          actor,
          action: 'identity.verify',
          subject: { type: 'host', id: check.host_id },
          before: { check: check.id, status: 'pending', documentType: check.document_type },
          after: { check: check.id, status: 'verified' },
          at: now,
        });
        await mailDecision(app, tx, {
          kind: 'identity-verified',
          subjectId: check.id,
          to: check.host_email,
          hostName: check.host_name,
          subject: 'Your identity is verified',
          paragraphs: [
            'Our team has checked your photos: your identity is verified. Your listings approved by our team now show "Verified" to guests.',
            `We delete the photos of your ${check.document_type === 'passport' ? 'passport' : 'ID card'} and your selfie within ${IDENTITY_RETENTION_DAYS} days.`,
          ],
          action: { label: 'Open your dashboard', path: hostingPaths.dashboard },
        });
        return { id: check.id, status: 'verified' };
      });
      app.mailer.kick();
      return decided;
    },

    async reject(checkId, reason, actor) {
      const text = reason.trim();
      if (!text) throw apiError('INVALID_REQUEST', { error: opsMessages.rejectReason, details: 'Field: reason' });
      const decided = await app.db.transaction(async (tx) => {
        const check = await lockPending(tx, checkId);
        const now = app.now();
        await tx.query(
          `UPDATE identity_checks SET status = 'rejected', decided_at = $2, decided_by = $3, rejection_reason = $4
           WHERE id = $1`,
          [check.id, now, actor.operatorId, text],
        );
        await audit(tx, {
          actor,
          action: 'identity.reject',
          subject: { type: 'host', id: check.host_id },
          before: { check: check.id, status: 'pending', documentType: check.document_type },
          after: { check: check.id, status: 'rejected', reason: text },
          at: now,
        });
        await mailDecision(app, tx, {
          kind: 'identity-rejected',
          subjectId: check.id,
          to: check.host_email,
          hostName: check.host_name,
          subject: 'We could not verify your identity',
          paragraphs: [
            'Our team has looked at your photos and could not verify your identity:',
            text,
            'You can send new photos from your dashboard.',
          ],
          action: { label: 'Send new photos', path: hostingPaths.identity },
        });
        return { id: check.id, status: 'rejected' };
      });
      app.mailer.kick();
      return decided;
    },

    async deleteExpiredPhotos(tx, now) {
      const { rows } = await tx.query<{ id: string }>(
        `SELECT id::text AS id FROM identity_checks
         WHERE status <> 'pending' AND files_deleted_at IS NULL AND decided_at <= $1
         ORDER BY decided_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
        [new Date(now.getTime() - IDENTITY_RETENTION_DAYS * DAY_MS)],
      );
      // Removing a file twice is harmless: a rolled-back run leaves the row for the next one.
      for (const row of rows) await files.remove(row.id);
      if (rows.length > 0) {
        await tx.query('UPDATE identity_checks SET files_deleted_at = $2 WHERE id = ANY($1::uuid[])', [
          rows.map((row) => row.id),
          now,
        ]);
      }
      return rows.length;
    },
  };
  app.decorate('identity', service);
}

export default fp(identityService, { name: 'identity-service' });
