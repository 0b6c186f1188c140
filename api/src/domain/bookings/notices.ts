/** A booking request's emailed confirmation code, in the caller's transaction. */
import { randomInt } from 'node:crypto';
import { CONFIRM_CODE_DIGITS, CONFIRM_CODE_TTL_MINUTES } from 'contracts/booking-lifecycle';
import type { Queryable } from '../../plugins/database';
import { clearFailures } from '../../plugins/failed-attempts';
import type { BookingRow } from './booking-row';
import { codeHash, readRecord, type LifecycleDeps } from './lifecycle';
import { notify } from './notify';

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
  // The code goes by email only: Makao sends no SMS yet. When it does, the SMS is written here, to
  // the outbox in this same transaction, beside the email (the guest's `phone` is on the record).
  await notify(deps, tx, record, { event: 'code', code, send: rows[0]?.sends ?? 1 });
}
