/**
 * The review jobs, run with the booking jobs (bookings/jobs.ts) in every API process: publish the
 * reviews whose window has closed, and remind each side that has not written before it closes. Each
 * takes its bookings `FOR UPDATE OF b SKIP LOCKED` (the lock a review's write takes too) and changes
 * only what is still unchanged, so replicas never publish or remind twice.
 */
import { REVIEW_REMINDER_DAYS_BEFORE } from 'contracts/reviews';
import type { Queryable } from '../../plugins/database';
import { recordColumns, recordFrom, type BookingRecord, type LifecycleDeps } from '../bookings/lifecycle';
import { notify } from '../bookings/notify';

const BATCH = 100;
const DAY_MS = 86_400_000;

const written = (side: 'guest' | 'host') =>
  `EXISTS (SELECT 1 FROM reviews r WHERE r.booking_id = b.id AND r.author = '${side}')`;
const reminded = (kind: string) => `EXISTS (SELECT 1 FROM mail_outbox m WHERE m.dedupe_key = '${kind}:' || b.id)`;

interface WindowRecord extends BookingRecord {
  guest_wrote: boolean;
  host_wrote: boolean;
}

export function reviewJobs(deps: LifecycleDeps): Record<string, (tx: Queryable, now: Date) => Promise<number>> {
  return {
    /** The window has closed: what was written is published now, whether or not the other side wrote. */
    async reviewsPublished(tx, now) {
      const { rows } = await tx.query<{ id: string }>(
        // From the unpublished reviews (a small partial index), not from every closed window.
        `SELECT b.id::text AS id FROM bookings b
         WHERE b.id IN (SELECT r.booking_id FROM reviews r WHERE r.published_at IS NULL)
           AND b.review_window_ends <= $1
         ORDER BY b.review_window_ends LIMIT ${BATCH} FOR UPDATE OF b SKIP LOCKED`,
        [now],
      );
      if (rows.length === 0) return 0;
      const ids = rows.map((row) => row.id);
      // The hosts' rows first, in one order: publishing writes each host's numbers (the reviews'
      // trigger, migration 014), and two replicas publishing reviews of one host must not each hold
      // a row the other waits for.
      await tx.query(
        `SELECT 1 FROM hosts WHERE id IN (
           SELECT p.host_id FROM bookings b JOIN properties p ON p.id = b.property_id WHERE b.id = ANY($1::uuid[])
         ) ORDER BY id FOR NO KEY UPDATE`,
        [ids],
      );
      const published = await tx.query(
        'UPDATE reviews SET published_at = $2 WHERE booking_id = ANY($1::uuid[]) AND published_at IS NULL',
        [ids, now],
      );
      return published.rowCount;
    },
    /** REVIEW_REMINDER_DAYS_BEFORE the window closes, each side that has not written is reminded, once. */
    async reviewReminders(tx, now) {
      const { rows } = await tx.query<WindowRecord>(
        `SELECT ${recordColumns}, ${written('guest')} AS guest_wrote,
           ${written('host')} AS host_wrote
         ${recordFrom}
         WHERE b.status = 'completed' AND b.review_window_ends > $1 AND b.review_window_ends <= $2
           AND ((NOT ${written('guest')} AND NOT ${reminded('review-reminder')})
             OR (h.email IS NOT NULL AND NOT ${written('host')} AND NOT ${reminded('review-host-reminder')}))
         ORDER BY b.review_window_ends LIMIT ${BATCH} FOR UPDATE OF b SKIP LOCKED`,
        [now, new Date(now.getTime() + REVIEW_REMINDER_DAYS_BEFORE * DAY_MS)],
      );
      for (const row of rows) {
        const windowEnds = new Date(row.review_window_ends as Date | string);
        // The outbox's once-only keys make a second reminder of either side a no-op.
        await notify(deps, tx, row, {
          event: 'review-reminder',
          windowEnds,
          guest: !row.guest_wrote,
          host: !row.host_wrote,
        });
      }
      return rows.length;
    },
  };
}
