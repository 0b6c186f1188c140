/**
 * The review of a listing's first publication (migrations/016): the queue operators work through,
 * and their decision. Approving puts the listing live; sending it back gives the host a reason,
 * which they answer by editing and publishing again. Each decision is one transaction: the listing,
 * the audit log and the host's email through the outbox together. Routes reach it as `app.listingReview`.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { hostingPaths } from 'contracts/host-rules';
import { opsMessages, type OpsListingReview } from 'contracts/ops';
import { apiError } from '../../errors';
import type { Queryable } from '../../plugins/database';
import { isUuid } from '../ids';
import { audit, type Actor } from '../operators/audit';
import { mailDecision } from '../operators/decision-mail';
import { absoluteUrl, iso } from '../properties/serialize';

interface ListingReviewService {
  /** The listings waiting for review, oldest first. */
  queue(): Promise<OpsListingReview[]>;
  /** Puts a listing in review live; 409 when it is not in review any more. */
  approve(listingId: string, actor: Actor & { operatorId: string }): Promise<{ id: string; status: string }>;
  /** Sends a listing in review back to its host with the reason. */
  reject(
    listingId: string,
    reason: string,
    actor: Actor & { operatorId: string },
  ): Promise<{ id: string; status: string }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    listingReview: ListingReviewService;
  }
}

interface QueueRow {
  id: string;
  title: string;
  type: string;
  price: number;
  description: string;
  address: string;
  area: string;
  city: string;
  county: string;
  lat: number | null;
  lng: number | null;
  guests: number;
  beds: number;
  baths: number;
  amenities: string[];
  tra_number: string | null;
  images: string[];
  host_name: string;
  host_email: string | null;
  host_phone: string | null;
  host_joined: Date | string;
  submitted_at: Date | string;
}

interface Subject {
  id: string;
  title: string;
  status: string;
  host_name: string | null;
  host_email: string | null;
}

async function listingReviewService(app: FastifyInstance): Promise<void> {
  /** The listing, locked, with whom to tell; 404 for anything that is not a listing. */
  const lockListing = async (tx: Queryable, id: string): Promise<Subject> => {
    if (!isUuid(id)) throw apiError('LISTING_NOT_FOUND');
    const { rows } = await tx.query<Subject>(
      `SELECT p.id::text AS id, p.title, p.status, h.name AS host_name, coalesce(a.email, h.email) AS host_email
       FROM properties p LEFT JOIN hosts h ON h.id = p.host_id LEFT JOIN host_accounts a ON a.host_id = p.host_id
       WHERE p.id = $1 FOR UPDATE OF p`,
      [id],
    );
    const subject = rows[0];
    if (!subject) throw apiError('LISTING_NOT_FOUND');
    if (subject.status !== 'in_review') throw apiError('LISTING_NOT_IN_REVIEW');
    return subject;
  };

  const tellHost = (tx: Queryable, subject: Subject, kind: 'listing-approved' | 'listing-rejected', reason = '') => {
    const approved = kind === 'listing-approved';
    return mailDecision(app, tx, {
      kind,
      subjectId: subject.id,
      to: subject.host_email,
      hostName: subject.host_name,
      subject: approved ? `Your listing is live: ${subject.title}` : `Your listing needs changes: ${subject.title}`,
      paragraphs: approved
        ? [`Our team has checked "${subject.title}" and it is now live: guests can find and book it.`]
        : [
            `Our team has checked "${subject.title}" and it needs changes before guests can see it:`,
            reason,
            'Edit the listing and publish it again; we will look at it once more.',
          ],
      action: { label: approved ? 'Open your listings' : 'Edit your listing', path: hostingPaths.listings },
    });
  };

  const service: ListingReviewService = {
    async queue() {
      const { rows } = await app.db.query<QueueRow>(
        `SELECT p.id::text AS id, p.title, p.type, p.price, p.description, p.address, p.area, p.city, p.county,
           p.lat, p.lng, p.guests, p.beds, p.baths, p.amenities, p.tra_number, p.images, h.name AS host_name,
           coalesce(a.email, h.email) AS host_email, h.phone AS host_phone, h.created_at AS host_joined, p.submitted_at
         FROM properties p JOIN hosts h ON h.id = p.host_id LEFT JOIN host_accounts a ON a.host_id = p.host_id
         WHERE p.status = 'in_review' ORDER BY p.submitted_at, p.id LIMIT 200`,
      );
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        type: row.type,
        price: row.price,
        description: row.description,
        address: row.address,
        area: row.area,
        city: row.city,
        county: row.county,
        coordinates: row.lat !== null && row.lng !== null ? { lat: row.lat, lng: row.lng } : null,
        guests: row.guests,
        beds: row.beds,
        baths: row.baths,
        amenities: row.amenities,
        traNumber: row.tra_number,
        photos: row.images.map((image) => absoluteUrl(app.config.publicUrl, image)),
        host: { name: row.host_name, email: row.host_email, phone: row.host_phone, joinedAt: iso(row.host_joined) },
        submittedAt: iso(row.submitted_at),
      }));
    },

    async approve(listingId, actor) {
      const decided = await app.db.transaction(async (tx) => {
        const subject = await lockListing(tx, listingId);
        const now = app.now();
        await tx.query(
          `UPDATE properties SET status = 'published', approved_at = $2, approved_by = $3, rejection_reason = NULL,
             published_at = coalesce(published_at, $2), updated_at = $2
           WHERE id = $1`,
          [subject.id, now, actor.operatorId],
        );
        await audit(tx, {
          actor,
          action: 'listing.approve',
          subject: { type: 'listing', id: subject.id },
          before: { status: 'in_review' },
          after: { status: 'published' },
          at: now,
        });
        await tellHost(tx, subject, 'listing-approved');
        return { id: subject.id, status: 'published' };
      });
      app.mailer.kick();
      return decided;
    },

    async reject(listingId, reason, actor) {
      const text = reason.trim();
      if (!text) throw apiError('INVALID_REQUEST', { error: opsMessages.rejectReason, details: 'Field: reason' });
      const decided = await app.db.transaction(async (tx) => {
        const subject = await lockListing(tx, listingId);
        const now = app.now();
        await tx.query(
          `UPDATE properties SET status = 'rejected', rejection_reason = $2, updated_at = $3 WHERE id = $1`,
          [subject.id, text, now],
        );
        await audit(tx, {
          actor,
          action: 'listing.reject',
          subject: { type: 'listing', id: subject.id },
          before: { status: 'in_review' },
          after: { status: 'rejected', reason: text },
          at: now,
        });
        await tellHost(tx, subject, 'listing-rejected', text);
        return { id: subject.id, status: 'rejected' };
      });
      app.mailer.kick();
      return decided;
    },
  };
  app.decorate('listingReview', service);
}

export default fp(listingReviewService, { name: 'listing-review-service' });
