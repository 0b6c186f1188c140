/**
 * The review window of a completed stay: it opens in the transaction that marks the stay completed
 * (bookings/jobs.ts), and both sides are invited through the outbox, once each.
 */
import { REVIEW_WINDOW_DAYS } from 'contracts/reviews';
import type { Queryable } from '../../plugins/database';
import type { BookingRecord, LifecycleDeps } from '../bookings/lifecycle';
import { notify } from '../bookings/notify';

const DAY_MS = 86_400_000;

export async function openReviewWindow(deps: LifecycleDeps, tx: Queryable, record: BookingRecord): Promise<void> {
  const windowEnds = new Date(deps.app.now().getTime() + REVIEW_WINDOW_DAYS * DAY_MS);
  await tx.query('UPDATE bookings SET review_window_ends = $2 WHERE id = $1', [record.id, windowEnds]);
  await notify(deps, tx, record, { event: 'review-invite', windowEnds });
}
