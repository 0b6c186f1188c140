/** A review row as read (`r` = reviews) and its wire forms. The host's private answer is never read here. */
import type { PublishedReview, Review, ReviewCategories, ReviewProgress } from 'contracts/reviews';
import { iso } from '../properties/serialize';

interface CategoryColumns {
  cleanliness: number | null;
  accuracy: number | null;
  check_in: number | null;
  communication: number | null;
  location: number | null;
  value: number | null;
}

export interface ReviewRow extends CategoryColumns {
  id: string;
  booking_id: string;
  property_id: string;
  author: 'guest' | 'host';
  rating: number;
  body: string;
  written_at: Date | string;
  published_at: Date | string | null;
  reply: string | null;
  replied_at: Date | string | null;
}

/** Every column a guest or host may read: `would_host_again` is left out on purpose (operators only). */
export const reviewColumns = `r.id::text AS id, r.booking_id::text AS booking_id, r.property_id::text AS property_id,
  r.author, r.rating, r.cleanliness, r.accuracy, r.check_in, r.communication, r.location, r.value, r.body,
  r.written_at, r.published_at, r.reply, r.replied_at`;

function categoriesOf(row: CategoryColumns): ReviewCategories | null {
  const { cleanliness, accuracy, check_in, communication, location, value } = row;
  if (
    cleanliness === null ||
    accuracy === null ||
    check_in === null ||
    communication === null ||
    location === null ||
    value === null
  ) {
    return null;
  }
  return { cleanliness, accuracy, checkIn: check_in, communication, location, value };
}

export function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    author: row.author,
    rating: row.rating,
    categories: categoriesOf(row),
    body: row.body,
    writtenAt: iso(row.written_at),
    publishedAt: row.published_at === null ? null : iso(row.published_at),
    reply: row.reply,
    repliedAt: row.replied_at === null ? null : iso(row.replied_at),
  };
}

/** The guest's first name only: the page never shows a guest's full name, email or phone. */
const firstName = (name: string): string => name.trim().split(/\s+/)[0] ?? '';

export interface PublishedRow extends ReviewRow {
  guest_name: string;
  check_in_date: string;
  published_at: Date | string;
}

export function toPublished(row: PublishedRow): PublishedReview {
  return {
    id: row.id,
    guestName: firstName(row.guest_name),
    stayedIn: row.check_in_date.slice(0, 7),
    rating: row.rating,
    categories: categoriesOf(row) as ReviewCategories,
    body: row.body,
    publishedAt: iso(row.published_at),
    reply: row.reply,
    repliedAt: row.replied_at === null ? null : iso(row.replied_at),
  };
}

/**
 * Where the reviews of each booking of a host's list stand (`b` = bookings): whether the host has
 * written, and whether both are published. Nothing of the guest's review before it is published.
 */
export const hostProgressColumns = `
  EXISTS (SELECT 1 FROM reviews r WHERE r.booking_id = b.id AND r.author = 'host') AS host_reviewed,
  EXISTS (SELECT 1 FROM reviews r WHERE r.booking_id = b.id AND r.published_at IS NOT NULL) AS reviews_published`;

export interface HostProgressRow {
  status: string;
  review_window_ends: Date | string | null;
  host_reviewed: boolean;
  reviews_published: boolean;
}

/** The host's `Booking.review`; undefined before the stay has completed (no window). */
export function hostProgressOf(row: HostProgressRow, now: Date): ReviewProgress | undefined {
  if (row.status !== 'completed' || row.review_window_ends === null) return undefined;
  const windowEnds = new Date(row.review_window_ends);
  return {
    windowEnds: windowEnds.toISOString(),
    canReview: !row.host_reviewed && now < windowEnds,
    written: row.host_reviewed,
    published: row.reviews_published,
  };
}
