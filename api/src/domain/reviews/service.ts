/**
 * The reviews service, registered once on the app (fastify-plugin) after the bookings service:
 * each side's review of a completed stay, the double-blind publication, the host's reply, reports,
 * and a property's page of published reviews. Routes reach it as `app.reviews`; the window and the
 * jobs are in window.ts and jobs.ts (run with the booking jobs). README.md: the invariants.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import {
  REVIEW_PAGE_SIZE,
  reviewLimits,
  reviewMessages,
  type GuestReviewRequest,
  type HostReviewRequest,
  type PropertyReviews,
  type Review,
  type ReviewAuthor,
  type ReviewState,
} from 'contracts/reviews';
import { apiError } from '../../errors';
import type { Queryable } from '../../plugins/database';
import type { BookingRecord } from '../bookings/lifecycle';
import { isUuid } from '../ids';
import { reviewColumns, toPublished, toReview, type PublishedRow, type ReviewRow } from './review-row';

/** Who calls: the guest of a booking (manage token) or a host (session). */
type Reviewer = { side: 'guest'; token: string } | { side: 'host'; hostId: string };

interface ReviewsService {
  /** What `side` of the booking may do and see: the other side's review only once published. */
  state(db: Queryable, record: BookingRecord, side: ReviewAuthor): Promise<ReviewState>;
  /** Writes `side`'s review of the booking `find` reads locked; publishes both when the other is in. */
  write(
    find: (tx: Queryable) => Promise<BookingRecord>,
    side: ReviewAuthor,
    review: GuestReviewRequest | HostReviewRequest,
  ): Promise<Review>;
  /** The host's one public reply to a published guest review of their listing. */
  reply(hostId: string, reviewId: string, reply: string): Promise<Review>;
  /** A published review of the reporter's booking or listing, flagged for the operators once. */
  report(reviewId: string, reporter: Reviewer, reason: string): Promise<void>;
  /** The published guest reviews of a published property, newest first, and their summary. */
  ofProperty(propertyId: string, query: { limit?: number; cursor?: string }): Promise<PropertyReviews>;
}

declare module 'fastify' {
  interface FastifyInstance {
    reviews: ReviewsService;
  }
}

const byOf = (side: ReviewAuthor) => (side === 'guest' ? 'host' : 'guest');

/** Plain text as written, without the blanks around it; too short once trimmed is refused like too short. */
function bodyOf(side: ReviewAuthor, body: string): string {
  const text = body.trim();
  const min = side === 'guest' ? reviewLimits.guestBodyMin : reviewLimits.hostBodyMin;
  // Counted in characters (code points), as the schema and the database's CHECK count them.
  if ([...text].length < min) {
    throw apiError('INVALID_REQUEST', {
      error: side === 'guest' ? reviewMessages.guestBody : reviewMessages.hostBody,
      details: 'Field: body',
    });
  }
  return text;
}

const encodeCursor = (publishedAt: string, id: string) => Buffer.from(`${publishedAt}|${id}`).toString('base64url');

/** A cursor this API made, or a 400: only a four-digit-year moment that reads back the same, and a uuid. */
function decodeCursor(cursor: string): { publishedAt: Date; id: string } {
  const [at = '', id = '', ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const publishedAt = new Date(at);
  const exact = /^\d{4}-/.test(at) && !Number.isNaN(publishedAt.getTime()) && publishedAt.toISOString() === at;
  if (rest.length > 0 || !isUuid(id) || !exact) throw apiError('INVALID_CURSOR');
  return { publishedAt, id };
}

async function reviewsService(app: FastifyInstance): Promise<void> {
  const readReviews = async (db: Queryable, bookingId: string) => {
    const { rows } = await db.query<ReviewRow>(`SELECT ${reviewColumns} FROM reviews r WHERE r.booking_id = $1`, [
      bookingId,
    ]);
    return rows;
  };

  /** When the stay's review window closes; null for a stay that has not completed here. */
  const windowEndsOf = (record: BookingRecord): Date | null =>
    record.review_window_ends === null ? null : new Date(record.review_window_ends);

  const service: ReviewsService = {
    async state(db, record, side) {
      const reviews = await readReviews(db, record.id);
      const windowEnds = windowEndsOf(record);
      const mine = reviews.find((r) => r.author === side);
      // Double-blind: the other side's review is theirs to see only once published.
      const theirs = reviews.find((r) => r.author === byOf(side) && r.published_at !== null);
      return {
        canReview: record.status === 'completed' && windowEnds !== null && app.now() < windowEnds && mine === undefined,
        windowEnds: windowEnds && windowEnds.toISOString(),
        mine: mine ? toReview(mine) : null,
        theirs: theirs ? toReview(theirs) : null,
      };
    },

    async write(find, side, review) {
      const body = bodyOf(side, review.body);
      const written = await app.db.transaction(async (tx) => {
        // The booking row locked: a write and the publication job of one booking take turns.
        const record = await find(tx);
        if (record.status !== 'completed') throw apiError('REVIEW_STAY_NOT_COMPLETED');
        const windowEnds = windowEndsOf(record);
        const now = app.now();
        if (windowEnds === null) throw apiError('REVIEW_STAY_NOT_COMPLETED');
        if (now >= windowEnds) throw apiError('REVIEW_WINDOW_CLOSED');
        const c = 'categories' in review ? review.categories : null;
        // The unique (booking, side) constraint decides a second write, however the two raced.
        const { rows } = await tx.query<ReviewRow>(
          `INSERT INTO reviews AS r (booking_id, property_id, author, rating, cleanliness, accuracy, check_in,
             communication, location, value, body, would_host_again, written_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
           ON CONFLICT ON CONSTRAINT reviews_one_per_side DO NOTHING
           RETURNING ${reviewColumns}`,
          [
            record.id,
            record.property_id,
            side,
            review.rating,
            c?.cleanliness ?? null,
            c?.accuracy ?? null,
            c?.checkIn ?? null,
            c?.communication ?? null,
            c?.location ?? null,
            c?.value ?? null,
            body,
            'wouldHostAgain' in review ? review.wouldHostAgain : null,
            now,
          ],
        );
        const row = rows[0];
        if (!row) throw apiError('REVIEW_ALREADY_WRITTEN');
        // Both sides are in: both are published together, at once.
        const published = await tx.query<{ id: string }>(
          `UPDATE reviews SET published_at = $2 WHERE booking_id = $1 AND published_at IS NULL
             AND (SELECT count(*) FROM reviews o WHERE o.booking_id = $1) = 2
           RETURNING id::text AS id`,
          [record.id, now],
        );
        return published.rows.length > 0 ? { ...row, published_at: now } : row;
      });
      return toReview(written);
    },

    async reply(hostId, reviewId, reply) {
      const text = reply.trim();
      if (text.length === 0) {
        throw apiError('INVALID_REQUEST', { error: reviewMessages.reply, details: 'Field: reply' });
      }
      if (!isUuid(reviewId)) throw apiError('REVIEW_NOT_FOUND');
      return app.db.transaction(async (tx) => {
        const { rows } = await tx.query<ReviewRow>(
          `SELECT ${reviewColumns} FROM reviews r JOIN properties p ON p.id = r.property_id
           WHERE r.id = $1 AND p.host_id = $2 AND r.author = 'guest' AND r.published_at IS NOT NULL
           FOR UPDATE OF r`,
          [reviewId, hostId],
        );
        const row = rows[0];
        if (!row) throw apiError('REVIEW_NOT_FOUND');
        if (row.reply !== null) throw apiError('REVIEW_ALREADY_REPLIED');
        const now = app.now();
        await tx.query('UPDATE reviews SET reply = $2, replied_at = $3 WHERE id = $1', [reviewId, text, now]);
        return toReview({ ...row, reply: text, replied_at: now });
      });
    },

    async report(reviewId, reporter, reason) {
      const text = reason.trim();
      if (text.length === 0) {
        throw apiError('INVALID_REQUEST', { error: reviewMessages.reportReason, details: 'Field: reason' });
      }
      if (!isUuid(reviewId)) throw apiError('REVIEW_NOT_FOUND');
      // Only a published review of the reporter's own booking or listing: anything else is 404 alike.
      const { rows } = await app.db.query<{ booking_id: string; host_id: string | null }>(
        `SELECT r.booking_id::text AS booking_id, p.host_id::text AS host_id
         FROM reviews r JOIN properties p ON p.id = r.property_id
         WHERE r.id = $1 AND r.published_at IS NOT NULL`,
        [reviewId],
      );
      const review = rows[0];
      const allowed =
        review !== undefined &&
        (reporter.side === 'guest'
          ? app.bookings.tokenMatches(review.booking_id, reporter.token)
          : review.host_id === reporter.hostId);
      if (!allowed) throw apiError('REVIEW_NOT_FOUND');
      const inserted = await app.db.query(
        `INSERT INTO review_reports (review_id, reporter, reason, created_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT ON CONSTRAINT review_reports_once DO NOTHING RETURNING id`,
        [reviewId, reporter.side, text, app.now()],
      );
      if (inserted.rows.length === 0) throw apiError('REVIEW_ALREADY_REPORTED');
    },

    async ofProperty(propertyId, query) {
      if (!isUuid(propertyId)) throw apiError('PROPERTY_NOT_FOUND');
      const after = query.cursor === undefined ? null : decodeCursor(query.cursor);
      const limit = query.limit ?? REVIEW_PAGE_SIZE;
      const { rows: found } = await app.db.query("SELECT 1 FROM properties WHERE id = $1 AND status = 'published'", [
        propertyId,
      ]);
      if (found.length === 0) throw apiError('PROPERTY_NOT_FOUND');
      const published = "r.property_id = $1 AND r.author = 'guest' AND r.published_at IS NOT NULL";
      const { rows } = await app.db.query<PublishedRow>(
        `SELECT ${reviewColumns}, b.name AS guest_name, b.check_in::text AS check_in_date
         FROM reviews r JOIN bookings b ON b.id = r.booking_id
         WHERE ${published}${after ? ' AND (r.published_at, r.id) < ($3, $4::uuid)' : ''}
         ORDER BY r.published_at DESC, r.id DESC LIMIT $2`,
        after ? [propertyId, limit + 1, after.publishedAt, after.id] : [propertyId, limit + 1],
      );
      // Means to one decimal over every published review, not just this page.
      const { rows: summary } = await app.db.query<Record<string, number | null>>(
        `SELECT count(*)::int AS count, round(avg(rating), 1)::float8 AS rating,
           round(avg(cleanliness), 1)::float8 AS cleanliness, round(avg(accuracy), 1)::float8 AS accuracy,
           round(avg(check_in), 1)::float8 AS check_in, round(avg(communication), 1)::float8 AS communication,
           round(avg(location), 1)::float8 AS location, round(avg(value), 1)::float8 AS value
         FROM reviews r WHERE ${published}`,
        [propertyId],
      );
      const s = summary[0] ?? {};
      const page = rows.slice(0, limit).map(toPublished);
      const last = page[page.length - 1];
      const count = Number(s.count ?? 0);
      return {
        data: page,
        summary: {
          count,
          rating: count === 0 ? null : Number(s.rating),
          categories:
            count === 0
              ? null
              : {
                  cleanliness: Number(s.cleanliness),
                  accuracy: Number(s.accuracy),
                  checkIn: Number(s.check_in),
                  communication: Number(s.communication),
                  location: Number(s.location),
                  value: Number(s.value),
                },
        },
        page: { next: rows.length > limit && last ? encodeCursor(last.publishedAt, last.id) : null },
      };
    },
  };
  app.decorate<ReviewsService>('reviews', service);
}

export default fp(reviewsService, { name: 'reviews-service', dependencies: ['bookings-service'] });
