/**
 * What a booking request tells its guest and host, in the caller's transaction: the emailed
 * confirmation code, and the notices once its nights are held.
 */
import { randomInt } from 'node:crypto';
import { CONFIRM_CODE_DIGITS, CONFIRM_CODE_TTL_MINUTES, type LifecycleStatus } from 'contracts/booking-lifecycle';
import type { Queryable } from '../../plugins/database';
import { clearFailures } from '../../plugins/failed-attempts';
import type { EnqueueResult } from '../../plugins/mail';
import type { BookingRow } from './booking-row';
import { codeHash, mailContext, mailFor, readRecord, type BookingRecord, type LifecycleDeps } from './lifecycle';
import { confirmCodeMail, heldMail, hostRequestMail } from './mails';

/**
 * A request's code and its mail, in the caller's transaction: when the booking is inserted
 * (the booking route), and again when the guest asks for a new one. A new code replaces the one before, lives
 * CONFIRM_CODE_TTL_MINUTES from now and clears the wrong tries counted against the reference.
 */
export async function issueConfirmCode(deps: LifecycleDeps, tx: Queryable, row: BookingRow): Promise<void> {
  const { app } = deps;
  const code = String(randomInt(0, 10 ** CONFIRM_CODE_DIGITS)).padStart(CONFIRM_CODE_DIGITS, '0');
  const now = app.now();
  const { rows } = await tx.query<{ sends: number }>(
    `UPDATE bookings SET confirm_code_hash = $2, confirm_expires_at = $3, confirm_code_sent_at = $4,
       confirm_codes_sent = CASE WHEN confirm_code_sent_at IS NULL THEN 1 ELSE confirm_codes_sent + 1 END
     WHERE id = $1 RETURNING confirm_codes_sent AS sends`,
    [row.id, codeHash(row.id, code), new Date(now.getTime() + CONFIRM_CODE_TTL_MINUTES * 60_000), now],
  );
  await clearFailures(tx, 'booking-code', row.reference);
  const record = await readRecord(tx, 'b.id', row.id);
  if (!record) throw new Error(`booking ${row.id} vanished in its own transaction`);
  // One message per code: the first keeps the key every booking's first code has had.
  const sends = rows[0]?.sends ?? 1;
  await app.mailer.enqueue(tx, {
    kind: 'booking-code',
    dedupeKey: sends === 1 ? `booking-code:${record.id}` : `booking-code:${record.id}:${sends}`,
    message: confirmCodeMail(mailContext(deps, record), code),
    eraseBody: true,
  });
}

/**
 * The guest is told their request is held (or confirmed) and the host is told of it, when its
 * nights become held; once per booking (a second call finds them queued: `already-queued`).
 */
export async function mailHeld(
  deps: LifecycleDeps,
  tx: Queryable,
  record: BookingRecord,
): Promise<{ guest: EnqueueResult; host: EnqueueResult | null }> {
  const context = mailContext(deps, record);
  const status = record.status as LifecycleStatus;
  const guest = await mailFor(deps.app, tx, 'booking-held', record, heldMail(context, status));
  const host = record.host_email
    ? await mailFor(deps.app, tx, 'booking-host-request', record, hostRequestMail(context, record.host_email, status))
    : null;
  return { guest, host };
}
