/**
 * The booking jobs every API process runs on an interval (BOOKING_JOBS_INTERVAL_MS): expire requests
 * nobody confirmed and requests the host did not answer (their nights freed), complete stays whose
 * check-out has passed (opening their review window), remind guests the day before arrival (SPEC §9),
 * and warn hosts of requests about to expire; the review jobs (reviews/jobs.ts) and the hosts' daily
 * standing (standing/standing.ts) run with them. Each job is one transaction over rows still in the
 * state it changes, each row locked and skipped by the others (`FOR UPDATE SKIP LOCKED`), so replicas
 * sharing a database never change a booking twice, and a job missed while every process was down
 * runs at the next start.
 */
import { addDays, nairobiDate } from 'contracts';
import type { Queryable } from '../../plugins/database';
import { recordColumns, recordFrom, transition, type BookingRecord, type LifecycleDeps } from './lifecycle';
import { notify } from './notify';
import { reviewJobs } from '../reviews/jobs';
import { openReviewWindow } from '../reviews/window';
import { standingJobs } from '../standing/standing';

/** A host is warned this long before their request expires. */
const EXPIRY_WARNING_MS = 4 * 3_600_000;
/** Rows each job takes at a time. */
const BATCH = 100;

async function due(tx: Queryable, where: string, params: unknown[]): Promise<BookingRecord[]> {
  const { rows } = await tx.query<BookingRecord>(
    `SELECT ${recordColumns} ${recordFrom} WHERE ${where} ORDER BY b.created_at LIMIT ${BATCH} FOR UPDATE OF b SKIP LOCKED`,
    params,
  );
  return rows;
}

export interface BookingJobs {
  /** Runs every job once; resolves with how many bookings each changed. */
  runOnce(): Promise<Record<string, number>>;
  stop(): Promise<void>;
}

export function startBookingJobs(deps: LifecycleDeps): BookingJobs {
  const { app } = deps;
  const jobs: Record<string, (tx: Queryable, now: Date) => Promise<number>> = {
    async unconfirmedExpired(tx, now) {
      const rows = await due(tx, "b.status = 'unconfirmed' AND b.confirm_expires_at <= $1", [now]);
      for (const row of rows) await transition(app, tx, row, 'expired', 'system');
      return rows.length;
    },
    async unansweredExpired(tx, now) {
      const rows = await due(tx, "b.status = 'requested' AND b.respond_by <= $1", [now]);
      for (const row of rows) {
        await notify(deps, tx, await transition(app, tx, row, 'expired', 'system'), { event: 'expired' });
      }
      return rows.length;
    },
    async expiringSoon(tx, now) {
      const rows = await due(
        tx,
        `b.status = 'requested' AND b.respond_by <= $1 AND h.email IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM mail_outbox m WHERE m.dedupe_key = 'booking-host-expiring:' || b.id)`,
        [new Date(now.getTime() + EXPIRY_WARNING_MS)],
      );
      for (const row of rows) await notify(deps, tx, row, { event: 'expiring' });
      return rows.length;
    },
    async completed(tx, now) {
      const rows = await due(tx, "b.status = 'confirmed' AND b.check_out <= $1::date", [nairobiDate(now)]);
      for (const row of rows) {
        // The review window opens with the completion, in its transaction (contracts/reviews).
        await openReviewWindow(deps, tx, await transition(app, tx, row, 'completed', 'system'));
      }
      return rows.length;
    },
    async reminders(tx, now) {
      // SPEC §9: check-in details 24 hours before arrival: the day before, Nairobi time.
      const rows = await due(tx, "b.status = 'confirmed' AND b.reminder_sent_at IS NULL AND b.check_in <= $1::date", [
        addDays(nairobiDate(now), 1),
      ]);
      for (const row of rows) {
        await tx.query('UPDATE bookings SET reminder_sent_at = $2 WHERE id = $1', [row.id, now]);
        await notify(deps, tx, row, { event: 'reminder' });
      }
      return rows.length;
    },
    ...reviewJobs(deps),
    // Identity photos past their retention (domain/identity): not bookings, but the same rhythm.
    identityPhotosDeleted: (tx, now) => app.identity.deleteExpiredPhotos(tx, now),
    // Last: a host's standing counts what the jobs above completed and published this round.
    ...standingJobs(),
  };

  let running: Promise<Record<string, number>> | undefined;
  async function runOnce(): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const [name, job] of Object.entries(jobs)) {
      counts[name] = await app.db.transaction((tx) => job(tx, app.now()));
    }
    if (Object.values(counts).some((n) => n > 0)) app.mailer.kick();
    return counts;
  }
  const tick = () => {
    if (running) return;
    running = runOnce()
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'booking jobs failed; they run again at the next interval');
        return {};
      })
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, app.config.bookingJobsIntervalMs);
  timer.unref();
  return {
    runOnce: () => (running ?? Promise.resolve({})).then(runOnce),
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
