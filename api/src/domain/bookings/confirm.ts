/**
 * The guest's emailed code, the proof of a real mailbox before any night is held or the host is told:
 * confirming a request with it, and asking for a new one. Each runs its own transaction; a refusal
 * that follows a change (a wrong try counted, a lapsed request marked expired) is thrown once the
 * change has committed.
 */
import {
  CONFIRM_CODE_MAX_ATTEMPTS,
  CONFIRM_CODE_MAX_SENDS,
  CONFIRM_CODE_MAX_WRONG_TOTAL,
  CONFIRM_CODE_RESEND_SECONDS,
  CONFIRM_CODE_TTL_MINUTES,
  MAX_LIVE_REQUESTS_PER_EMAIL,
  type LifecycleStatus,
} from 'contracts/booking-lifecycle';
import type { FastifyInstance } from 'fastify';
import { ApiError, apiError, retryLater } from '../../errors';
import { isDatabaseError, sqlState, type Queryable } from '../../plugins/database';
import { clearFailures, countFailures, recordFailure, secondsUntil } from '../../plugins/failed-attempts';
import { codeHash, readRecord, transition, type BookingRecord, type LifecycleDeps } from './lifecycle';
import { issueConfirmCode } from './notices';
import { notify } from './notify';
import { isBookingReference } from './reference';

/**
 * Runs `work` in a transaction and sends what it wrote to the outbox right after the commit. Nights
 * another booking took meanwhile (the database's no-overlap rule) are 409 "These dates are no longer
 * available".
 */
export async function changing<T>(app: FastifyInstance, work: (tx: Queryable) => Promise<T>): Promise<T> {
  try {
    const result = await app.db.transaction(work);
    app.mailer.kick();
    return result;
  } catch (error) {
    if (isDatabaseError(error, sqlState.exclusionViolation)) throw apiError('DATES_UNAVAILABLE');
    throw error;
  }
}

/** Why a correct code cannot confirm a booking in `status` any more; null when it can (or has). */
function codeRefusalFor(status: LifecycleStatus): ApiError | null {
  switch (status) {
    case 'cancelled':
      return apiError('CODE_CANCELLED');
    case 'declined':
      return apiError('CODE_DECLINED');
    case 'expired':
      return apiError('CODE_EXPIRED');
    case 'completed':
      return apiError('CODE_STAY_COMPLETED');
    default:
      return null;
  }
}

/** Marks a request whose code has lapsed as expired; the refusal to give once that has committed. */
async function expireIfLapsed(deps: LifecycleDeps, tx: Queryable, found: BookingRecord): Promise<ApiError | null> {
  if (found.confirm_expires_at !== null && new Date(found.confirm_expires_at) > deps.app.now()) return null;
  await transition(deps.app, tx, found, 'expired', 'system');
  return apiError('CODE_EXPIRED');
}

/**
 * The emailed code confirms the request: the booking as it now is (`requested`, or `confirmed` for
 * instant book), its nights held and the host told. A reference alone reveals nothing and changes
 * nothing: an unknown reference answers exactly as a known one with a wrong code. Wrong codes are
 * counted per reference and client (CONFIRM_CODE_MAX_ATTEMPTS each within the code's life), so a
 * stranger's guesses slow the stranger, never the guest; past CONFIRM_CODE_MAX_WRONG_TOTAL from
 * everyone the code works no more and the guest asks for a new one. `code` is six digits (the route's
 * check: a malformed one costs no try); `reference` is upper case.
 */
export async function confirmWithCode(
  deps: LifecycleDeps,
  { reference, code, client }: { reference: string; code: string; client: string },
): Promise<BookingRecord> {
  const { app } = deps;
  const now = app.now();
  const windowMs = CONFIRM_CODE_TTL_MINUTES * 60_000;
  const tooMany = (freeAt: Date | null) => retryLater('CODE_TOO_MANY_TRIES', secondsUntil(freeAt, now));
  const failures = await countFailures(app.db, 'booking-code', reference, client, now, windowMs);
  if (failures.byClient >= CONFIRM_CODE_MAX_ATTEMPTS) throw tooMany(failures.clientFreeAt);
  if (failures.total >= CONFIRM_CODE_MAX_WRONG_TOTAL) throw tooMany(new Date(now.getTime() + windowMs));

  let refusal: ApiError | null = null;
  const record = await changing(app, async (tx) => {
    const found = isBookingReference(reference) ? await readRecord(tx, 'b.reference', reference, true) : undefined;
    const expected = found?.confirm_code_hash;
    if (!found || !expected || !codeHash(found.id, code).equals(Buffer.from(expected))) {
      await recordFailure(tx, 'booking-code', reference, client, now);
      refusal =
        failures.byClient + 1 >= CONFIRM_CODE_MAX_ATTEMPTS
          ? tooMany(new Date(now.getTime() + windowMs))
          : apiError('CODE_WRONG');
      return undefined;
    }
    // The right code, from here on. Confirmed already (a second tab, a retry): the booking as it is.
    const ended = codeRefusalFor(found.status as LifecycleStatus);
    if (ended) throw ended;
    if (found.status !== 'unconfirmed') return found;
    refusal = await expireIfLapsed(deps, tx, found);
    if (refusal) return undefined;
    // A verified email holds a few live requests at most.
    const { rows } = await tx.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM bookings WHERE lower(email) = lower($1) AND status = 'requested'",
      [found.email],
    );
    if ((rows[0]?.n ?? 0) >= MAX_LIVE_REQUESTS_PER_EMAIL) throw apiError('TOO_MANY_LIVE_REQUESTS');
    const held = await transition(app, tx, found, found.instant_book ? 'confirmed' : 'requested', 'guest');
    await clearFailures(tx, 'booking-code', reference);
    await notify(deps, tx, held, { event: 'held' });
    return held;
  });
  if (refusal || !record) throw refusal ?? apiError('CODE_WRONG');
  return record;
}

/**
 * A new code for a request the guest has not confirmed yet (`find` reads it, locked, and checks the
 * guest's token): at most one every CONFIRM_CODE_RESEND_SECONDS, CONFIRM_CODE_MAX_SENDS in all.
 */
export async function resendCode(deps: LifecycleDeps, find: (tx: Queryable) => Promise<BookingRecord>): Promise<void> {
  const { app } = deps;
  let refusal: ApiError | null = null;
  await changing(app, async (tx) => {
    const found = await find(tx);
    const ended = codeRefusalFor(found.status as LifecycleStatus);
    if (ended) throw ended;
    if (found.status !== 'unconfirmed') throw apiError('ILLEGAL_TRANSITION');
    refusal = await expireIfLapsed(deps, tx, found);
    if (refusal) return;
    const now = app.now();
    const sentAt = found.confirm_code_sent_at === null ? null : new Date(found.confirm_code_sent_at);
    const nextAt = sentAt && new Date(sentAt.getTime() + CONFIRM_CODE_RESEND_SECONDS * 1000);
    if (nextAt && nextAt > now) throw retryLater('CODE_RESEND_TOO_SOON', secondsUntil(nextAt, now));
    if (found.confirm_codes_sent >= CONFIRM_CODE_MAX_SENDS) throw apiError('CODE_RESEND_LIMIT');
    await issueConfirmCode(deps, tx, found);
  });
  if (refusal) throw refusal;
}
