/**
 * A booking's transitions (shared/contracts/src/bookingLifecycle.ts), each in the caller's
 * transaction: the booking row is locked, only a legal transition for that actor is made (409
 * otherwise) and the change is recorded in `booking_events`; the caller writes the messages it
 * causes with `notify` (notify.ts) in the same transaction.
 * The database's no-overlap rule holds nights at the moment a status that holds them is written.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { canTransition, type BookingActor, type LifecycleStatus } from 'contracts/booking-lifecycle';
import type { BookingPlace } from 'contracts';
import type { AnsweredBooking } from 'contracts/schemas';
import { apiError } from '../../errors';
import type { Queryable } from '../../plugins/database';
import {
  bookingColumns,
  bookingHostColumns,
  toBooking,
  toBookingHost,
  type BookingHostRow,
  type BookingRow,
} from './booking-row';

/** A booking with what its messages and screens need of its property and host. */
export interface BookingRecord extends BookingRow, BookingHostRow {
  title: string;
  property_type: string;
  /** The listing's check-in time (migration 024): the cancellation terms count back from it. */
  check_in_time: string;
  /** The listing's check-out time: the stay's calendar event ends at it. */
  check_out_time: string;
  address: string;
  area: string;
  city: string;
  county: string;
  lat: number | null;
  lng: number | null;
  host_id: string | null;
  host_email: string | null;
  instant_book: boolean;
  confirm_code_hash: Buffer | null;
  confirm_expires_at: Date | string | null;
  confirm_codes_sent: number;
  confirm_code_sent_at: Date | string | null;
  respond_by: Date | string | null;
  /** When the guest and host may no longer review the stay; null until it has completed. */
  review_window_ends: Date | string | null;
  /** The host's reason, from the booking's last `declined` event; null without one. */
  decline_reason: string | null;
}

export const recordColumns = `${bookingColumns}, p.title, p.type AS property_type, p.check_in_time, p.check_out_time, p.address, p.area, p.city,
  p.county, p.lat, p.lng,
  p.host_id::text AS host_id, p.instant_book, ${bookingHostColumns}, h.email AS host_email,
  b.confirm_code_hash, b.confirm_expires_at, b.confirm_codes_sent, b.confirm_code_sent_at, b.respond_by,
  b.review_window_ends,
  (SELECT e.reason FROM booking_events e WHERE e.booking_id = b.id AND e.to_status = 'declined'
    ORDER BY e.id DESC LIMIT 1) AS decline_reason`;

/** Where a record's columns come from (`b` bookings, `p` their property, `h` its host). */
export const recordFrom = `FROM bookings b JOIN properties p ON p.id = b.property_id LEFT JOIN hosts h ON h.id = p.host_id`;

/** One booking by `column` (`b.id` or `b.reference`), locked for this transaction when `lock`. */
export async function readRecord(
  db: Queryable,
  column: 'b.id' | 'b.reference',
  value: string,
  lock = false,
): Promise<BookingRecord | undefined> {
  const { rows } = await db.query<BookingRecord>(
    `SELECT ${recordColumns} ${recordFrom} WHERE ${column} = $1${lock ? ' FOR UPDATE OF b' : ''}`,
    [value],
  );
  return rows[0];
}

/** Whether the host has confirmed the stay: from then on its guest has the host's phone and the exact place. */
export const hostConfirmed = (record: Pick<BookingRecord, 'status'>): boolean =>
  record.status === 'confirmed' || record.status === 'completed';

/** The stay's street address and exact pin. */
function placeOf(record: BookingRecord): BookingPlace {
  return {
    address: record.address,
    area: record.area,
    city: record.city,
    county: record.county,
    coordinates: record.lat !== null && record.lng !== null ? { lat: record.lat, lng: record.lng } : null,
  };
}

/**
 * The booking as its guest reads it. The host's phone, the street address and the exact pin are
 * the guest's only once the host has confirmed (SPEC §4: contact the host about the arrival);
 * before that, the host's name alone, and the place as everyone may know it (the property page).
 */
export function guestBooking(record: BookingRecord): AnsweredBooking {
  const host = toBookingHost(record);
  const confirmed = hostConfirmed(record);
  return {
    ...toBooking(record, record.title, host && { name: host.name, phone: confirmed ? host.phone : null }),
    place: confirmed ? placeOf(record) : null,
    declineReason: record.status === 'declined' ? (record.decline_reason ?? null) : null,
  };
}

/** The secret behind manage links (`app_secrets`), made once by migration for every replica. */
export function manageTokenOf(secret: string, bookingId: string): string {
  return createHmac('sha256', secret).update(`manage:${bookingId}`).digest('base64url');
}

export function manageTokenMatches(secret: string, bookingId: string, sent: string | undefined): boolean {
  if (typeof sent !== 'string') return false;
  const a = Buffer.from(manageTokenOf(secret, bookingId));
  const b = Buffer.from(sent);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const codeHash = (bookingId: string, code: string): Buffer =>
  createHash('sha256').update(`${bookingId}:${code}`).digest();

export interface LifecycleDeps {
  app: FastifyInstance;
  secret: string;
}

/**
 * Moves a locked booking to `to`, if that is legal for `actor`: records the event and returns the
 * booking as it now is. A status that holds nights is checked by the database's no-overlap rule
 * here (an exclusion violation: the caller answers 409 "These dates are no longer available").
 */
export async function transition(
  app: FastifyInstance,
  tx: Queryable,
  record: BookingRecord,
  to: LifecycleStatus,
  actor: BookingActor,
  reason: string | null = null,
): Promise<BookingRecord> {
  const from = record.status as LifecycleStatus;
  if (!canTransition(from, to, actor)) throw apiError('ILLEGAL_TRANSITION');
  // The property's row first, always: every change of held nights (these transitions, the
  // calendar's blocks) queues on it in one order. Without it two guests confirming overlapping stays
  // deadlock: each waits on the other's no-overlap entry while holding what the other's triggers need.
  await tx.query('SELECT 1 FROM properties WHERE id = $1 FOR UPDATE', [record.property_id]);
  const now = app.now();
  const respondBy = to === 'requested' ? new Date(now.getTime() + app.config.hostResponseHours * 3_600_000) : null;
  await tx.query(
    `UPDATE bookings SET status = $2, status_changed_at = $3, respond_by = coalesce($4, respond_by)
     WHERE id = $1`,
    [record.id, to, now, respondBy],
  );
  await tx.query(
    'INSERT INTO booking_events (booking_id, from_status, to_status, actor, reason, at) VALUES ($1, $2, $3, $4, $5, $6)',
    [record.id, from, to, actor, reason, now],
  );
  return {
    ...record,
    status: to as BookingRow['status'],
    respond_by: respondBy ?? record.respond_by,
    decline_reason: to === 'declined' ? reason : record.decline_reason,
  };
}
