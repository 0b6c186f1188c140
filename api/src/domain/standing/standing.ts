/**
 * A host's standing over the last STANDING_WINDOW_DAYS (README.md): the median time they take to
 * answer a request and whether they are a Superhost, worked out from the bookings, their events and
 * the reviews, and stored on the hosts row for the property page to read with the host.
 * `assessStanding` assesses the hosts it is given; the job runs it once a day for every host, with the
 * booking jobs (bookings/jobs.ts), in every API process.
 */
import { addDays, nairobiDate } from 'contracts';
import type { Queryable } from '../../plugins/database';
import { STANDING_WINDOW_DAYS, superhostRules as rules } from './rules';

const DAY_MS = 86_400_000;
/** Hosts the job assesses at a time (one transaction). */
const BATCH = 200;

/** The start of `now`'s day in Nairobi (EAT, UTC+3 all year). */
const nairobiDayStart = (now: Date): Date => new Date(`${nairobiDate(now)}T00:00:00+03:00`);

/**
 * Each request a host received in the window (`requested`, made by the guest's code) and how it left
 * that status: answered by the host (accepted or declined), expired unanswered, or withdrawn by the
 * guest; still waiting: no `left` row. Instant-book stays are never requested, so never counted.
 */
const requests = `
  SELECT p.host_id, asked.at AS asked_at, left_.actor, left_.to_status, left_.at AS left_at
  FROM booking_events asked
  JOIN bookings b ON b.id = asked.booking_id
  JOIN properties p ON p.id = b.property_id
  LEFT JOIN LATERAL (
    SELECT e.actor, e.to_status, e.at FROM booking_events e
    WHERE e.booking_id = asked.booking_id AND e.from_status = 'requested' AND e.id > asked.id
    ORDER BY e.id LIMIT 1
  ) left_ ON true
  WHERE asked.to_status = 'requested' AND asked.at > $2::timestamptz AND asked.at <= $3::timestamptz
    AND p.host_id = ANY($1::uuid[])`;

/**
 * Assesses `hostIds` as of `now` and writes each one's standing, with `now` as when it was assessed.
 * Resolves with how many hosts it wrote.
 */
export async function assessStanding(tx: Queryable, hostIds: readonly string[], now: Date): Promise<number> {
  if (hostIds.length === 0) return 0;
  const windowStart = new Date(now.getTime() - STANDING_WINDOW_DAYS * DAY_MS);
  const today = nairobiDate(now);
  const result = await tx.query(
    `WITH hosts_ AS (SELECT unnest($1::uuid[]) AS id),
     requests AS (${requests}),
     answers AS (
       SELECT host_id,
         ceil(percentile_cont(0.5) WITHIN GROUP (
           ORDER BY extract(epoch FROM left_at - asked_at) / 60
         ) FILTER (WHERE actor = 'host'))::int AS minutes,
         count(*) FILTER (WHERE actor = 'host')::int AS answered,
         count(*) FILTER (WHERE actor = 'host' OR to_status = 'expired')::int AS decided
       FROM requests GROUP BY host_id
     ),
     stays AS (
       SELECT p.host_id, count(*)::int AS n, sum(b.nights)::int AS nights
       FROM bookings b JOIN properties p ON p.id = b.property_id
       WHERE p.host_id = ANY($1::uuid[]) AND b.status = 'completed'
         AND b.check_out > $4::date AND b.check_out <= $5::date
       GROUP BY p.host_id
     ),
     reviewed AS (
       SELECT p.host_id, count(*)::int AS n, avg(r.rating) AS mean
       FROM reviews r JOIN properties p ON p.id = r.property_id
       WHERE p.host_id = ANY($1::uuid[]) AND r.author = 'guest'
         AND r.published_at > $2 AND r.published_at <= $3
       GROUP BY p.host_id
     ),
     cancelled AS (
       SELECT p.host_id, count(*)::int AS n
       FROM booking_events e JOIN bookings b ON b.id = e.booking_id JOIN properties p ON p.id = b.property_id
       WHERE p.host_id = ANY($1::uuid[]) AND e.to_status = 'cancelled' AND e.actor = 'host'
         AND e.at > $2 AND e.at <= $3
       GROUP BY p.host_id
     ),
     standing AS (
       SELECT h.id, a.minutes,
         (coalesce(s.n, 0) >= $6::int OR (coalesce(s.n, 0) >= $7::int AND coalesce(s.nights, 0) >= $8::int))
         AND coalesce(r.n, 0) >= $9::int AND coalesce(r.mean, 0) >= $10::numeric
         AND coalesce(c.n, 0) <= $11::int
         AND (coalesce(a.decided, 0) = 0 OR a.answered >= $12::numeric * a.decided) AS superhost
       FROM hosts_ h
       LEFT JOIN answers a ON a.host_id = h.id
       LEFT JOIN stays s ON s.host_id = h.id
       LEFT JOIN reviewed r ON r.host_id = h.id
       LEFT JOIN cancelled c ON c.host_id = h.id
     )
     UPDATE hosts SET superhost = standing.superhost, response_minutes = standing.minutes, standing_assessed_at = $3
     FROM standing WHERE hosts.id = standing.id`,
    [
      hostIds,
      windowStart,
      now,
      addDays(today, -STANDING_WINDOW_DAYS),
      today,
      rules.minStays,
      rules.minLongStays,
      rules.minLongNights,
      rules.minReviews,
      rules.minRating,
      rules.maxHostCancellations,
      rules.minResponseRate,
    ],
  );
  return result.rowCount;
}

/**
 * The daily assessment, run with the booking jobs: hosts not yet assessed today (Nairobi time), a
 * batch at a time, each locked and skipped by the other processes (`FOR NO KEY UPDATE SKIP LOCKED`), so
 * replicas sharing a database assess each host once a day. A review's trigger waits for the lock (it
 * never skips), so a host's numbers are never written from two sides at once.
 */
export function standingJobs(): Record<string, (tx: Queryable, now: Date) => Promise<number>> {
  return {
    async hostStanding(tx, now) {
      const { rows } = await tx.query<{ id: string }>(
        `SELECT id::text AS id FROM hosts
         WHERE standing_assessed_at IS NULL OR standing_assessed_at < $1
         ORDER BY standing_assessed_at NULLS FIRST, id LIMIT ${BATCH} FOR NO KEY UPDATE SKIP LOCKED`,
        [nairobiDayStart(now)],
      );
      return assessStanding(
        tx,
        rows.map((row) => row.id),
        now,
      );
    },
  };
}
