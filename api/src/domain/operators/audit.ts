/**
 * The audit log (migrations/015): who did what to what, when, with the subject before and after.
 * Append-only by construction: the table's trigger refuses any UPDATE, DELETE or TRUNCATE.
 */
import { OPS_AUDIT_PAGE, type OpsAuditEntry } from 'contracts/ops';
import type { Queryable } from '../../plugins/database';

/** Who acted: a signed-in operator, or the command line (`npm run ops`). */
export type Actor = { operatorId: string; email: string } | { commandLine: true };

export interface AuditEntry {
  actor: Actor;
  /** What was done, `subject.verb`: `operator.add`, `listing.approve`, `host.suspend`… */
  action: string;
  subject: { type: string; id: string };
  before?: unknown;
  after?: unknown;
  at: Date;
}

export const COMMAND_LINE: Actor = { commandLine: true };

/** Writes one entry, in the transaction of the change it records. */
export async function audit(db: Queryable, entry: AuditEntry): Promise<void> {
  const { actor } = entry;
  await db.query(
    `INSERT INTO audit_log (operator_id, actor, action, subject_type, subject_id, before, after, at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      'operatorId' in actor ? actor.operatorId : null,
      'operatorId' in actor ? actor.email : 'command line',
      entry.action,
      entry.subject.type,
      entry.subject.id,
      entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === undefined ? null : JSON.stringify(entry.after),
      entry.at,
    ],
  );
}

/** The newest entries (OPS_AUDIT_PAGE), of one subject when named. */
export async function readAudit(
  db: Queryable,
  subject: { type?: string | undefined; id?: string | undefined },
): Promise<OpsAuditEntry[]> {
  const { rows } = await db.query<{
    id: string;
    actor: string;
    action: string;
    subject_type: string;
    subject_id: string;
    before: unknown;
    after: unknown;
    at: Date | string;
  }>(
    `SELECT a.id::text AS id, a.actor, a.action, a.subject_type, a.subject_id, a.before, a.after, a.at
     FROM audit_log a
     WHERE ($1::text IS NULL OR a.subject_type = $1) AND ($2::text IS NULL OR a.subject_id = $2)
     ORDER BY a.id DESC LIMIT $3`,
    [subject.type ?? null, subject.id ?? null, OPS_AUDIT_PAGE],
  );
  return rows.map((row) => ({
    id: row.id,
    actor: row.actor,
    action: row.action,
    subjectType: row.subject_type,
    subjectId: row.subject_id,
    before: row.before,
    after: row.after,
    at: new Date(row.at).toISOString(),
  }));
}
