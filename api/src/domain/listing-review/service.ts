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
import { folderStorage, imagePathOf, photoUrls, removePhotoFiles, type StoredPhoto } from '../../plugins/photos';
import { checkedOf, droppedPhotos, pendingOf, type CheckedFields } from './changes';

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
  status: string;
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
  photos: StoredPhoto[] | string;
  pending_changes: CheckedFields | string | null;
}

interface Subject {
  id: string;
  title: string;
  status: string;
  host_name: string | null;
  host_email: string | null;
  /** The live listing's checked fields, and the changes waiting (null: none). */
  live: CheckedFields;
  pending: CheckedFields | null;
}

async function listingReviewService(app: FastifyInstance): Promise<void> {
  const storage = folderStorage(app.config.uploadsDir);
  /**
   * The listing, locked, with whom to tell; 404 for anything that is not a listing, 409 for one with
   * nothing waiting (neither its first review nor changes).
   */
  const lockListing = async (tx: Queryable, id: string): Promise<Subject> => {
    if (!isUuid(id)) throw apiError('LISTING_NOT_FOUND');
    const { rows } = await tx.query<
      Omit<Subject, 'live' | 'pending'> &
        CheckedFields & { pending_changes: CheckedFields | string | null; photos: StoredPhoto[] | string }
    >(
      `SELECT p.id::text AS id, p.title, p.status, h.name AS host_name, coalesce(a.email, h.email) AS host_email,
         p.county, p.city, p.area, p.address, p.lat, p.lng, p.photos, p.pending_changes
       FROM properties p LEFT JOIN hosts h ON h.id = p.host_id LEFT JOIN host_accounts a ON a.host_id = p.host_id
       WHERE p.id = $1 FOR UPDATE OF p`,
      [id],
    );
    const row = rows[0];
    if (!row) throw apiError('LISTING_NOT_FOUND');
    const subject: Subject = {
      id: row.id,
      title: row.title,
      status: row.status,
      host_name: row.host_name,
      host_email: row.host_email,
      live: checkedOf(row),
      pending: pendingOf(row.pending_changes),
    };
    if (subject.status !== 'in_review' && subject.pending === null) throw apiError('LISTING_NOT_IN_REVIEW');
    return subject;
  };

  /** The changes' place and photos as the audit log keeps them (photo ids, not their files). */
  const audited = (fields: CheckedFields) => ({ ...fields, photos: fields.photos.map((photo) => photo.id) });

  const tellHost = (tx: Queryable, subject: Subject, kind: 'listing-approved' | 'listing-rejected', reason = '') => {
    const approved = kind === 'listing-approved';
    if (subject.status !== 'in_review') {
      return mailDecision(app, tx, {
        kind: approved ? 'listing-changes-approved' : 'listing-changes-rejected',
        subjectId: subject.id,
        to: subject.host_email,
        hostName: subject.host_name,
        subject: approved ? `Your changes are live: ${subject.title}` : `Your changes were not taken: ${subject.title}`,
        paragraphs: approved
          ? [`Our team has checked the new place or photos of "${subject.title}": guests see them now.`]
          : [
              `Our team has checked the new place or photos of "${subject.title}" and did not take them:`,
              reason,
              'Guests still see the listing as it was. Edit it again if you want to send new changes.',
            ],
        action: { label: 'Open your listings', path: hostingPaths.listings },
      });
    }
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
        `SELECT p.id::text AS id, p.status, p.title, p.type, p.price, p.description, p.address, p.area, p.city, p.county,
           p.lat, p.lng, p.guests, p.beds, p.baths, p.amenities, p.tra_number, p.images, h.name AS host_name,
           coalesce(a.email, h.email) AS host_email, h.phone AS host_phone, h.created_at AS host_joined,
           p.photos, p.pending_changes,
           CASE WHEN p.status = 'in_review' THEN p.submitted_at ELSE p.changes_submitted_at END AS submitted_at
         FROM properties p JOIN hosts h ON h.id = p.host_id LEFT JOIN host_accounts a ON a.host_id = p.host_id
         WHERE p.status = 'in_review' OR p.pending_changes IS NOT NULL
         ORDER BY submitted_at, p.id LIMIT 200`,
      );
      const pin = (lat: number | null, lng: number | null) => (lat !== null && lng !== null ? { lat, lng } : null);
      const urls = (photos: StoredPhoto[]) => photos.map((photo) => photoUrls(app.config.publicUrl, photo).url);
      return rows.map((row) => {
        // Changes to a live listing: the operator checks the new place and photos beside the live ones.
        const changes = row.status === 'in_review' ? null : pendingOf(row.pending_changes);
        const live = checkedOf(row);
        const shown = changes ?? live;
        return {
          id: row.id,
          kind: changes ? ('changes' as const) : ('listing' as const),
          live: changes
            ? {
                address: live.address,
                area: live.area,
                city: live.city,
                county: live.county,
                coordinates: pin(live.lat, live.lng),
                photos: urls(live.photos),
              }
            : null,
          title: row.title,
          type: row.type,
          price: row.price,
          description: row.description,
          address: shown.address,
          area: shown.area,
          city: shown.city,
          county: shown.county,
          coordinates: pin(shown.lat, shown.lng),
          guests: row.guests,
          beds: row.beds,
          baths: row.baths,
          amenities: row.amenities,
          traNumber: row.tra_number,
          photos: changes ? urls(changes.photos) : row.images.map((image) => absoluteUrl(app.config.publicUrl, image)),
          host: { name: row.host_name, email: row.host_email, phone: row.host_phone, joinedAt: iso(row.host_joined) },
          submittedAt: iso(row.submitted_at),
        };
      });
    },

    async approve(listingId, actor) {
      let dropped: string[] = [];
      const decided = await app.db.transaction(async (tx) => {
        const subject = await lockListing(tx, listingId);
        const now = app.now();
        if (subject.status !== 'in_review' && subject.pending) {
          // The changes go live; photos the live listing drops go with their files.
          const changes = subject.pending;
          await tx.query(
            `UPDATE properties SET county = $2, city = $3, area = $4, address = $5, lat = $6, lng = $7,
               photos = $8::jsonb, images = $9, pending_changes = NULL, changes_submitted_at = NULL,
               changes_rejection_reason = NULL, updated_at = $10
             WHERE id = $1`,
            [
              subject.id,
              changes.county,
              changes.city,
              changes.area,
              changes.address,
              changes.lat,
              changes.lng,
              JSON.stringify(changes.photos),
              changes.photos.map(imagePathOf),
              now,
            ],
          );
          dropped = droppedPhotos([subject.live], [changes]);
          if (dropped.length > 0) await tx.query('DELETE FROM photos WHERE id = ANY($1::uuid[])', [dropped]);
          await audit(tx, {
            actor,
            action: 'listing.approve-changes',
            subject: { type: 'listing', id: subject.id },
            before: audited(subject.live),
            after: audited(changes),
            at: now,
          });
          await tellHost(tx, subject, 'listing-approved');
          return { id: subject.id, status: subject.status };
        }
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
      await removePhotoFiles(storage, dropped, app.log);
      return decided;
    },

    async reject(listingId, reason, actor) {
      const text = reason.trim();
      if (!text) throw apiError('INVALID_REQUEST', { error: opsMessages.rejectReason, details: 'Field: reason' });
      let dropped: string[] = [];
      const decided = await app.db.transaction(async (tx) => {
        const subject = await lockListing(tx, listingId);
        const now = app.now();
        if (subject.status !== 'in_review' && subject.pending) {
          // The changes are discarded: the live listing stays; photos only they had go.
          await tx.query(
            `UPDATE properties SET pending_changes = NULL, changes_submitted_at = NULL, changes_rejection_reason = $2,
               updated_at = $3
             WHERE id = $1`,
            [subject.id, text, now],
          );
          dropped = droppedPhotos([subject.pending], [subject.live]);
          if (dropped.length > 0) await tx.query('DELETE FROM photos WHERE id = ANY($1::uuid[])', [dropped]);
          await audit(tx, {
            actor,
            action: 'listing.reject-changes',
            subject: { type: 'listing', id: subject.id },
            before: audited(subject.pending),
            after: { reason: text },
            at: now,
          });
          await tellHost(tx, subject, 'listing-rejected', text);
          return { id: subject.id, status: subject.status };
        }
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
      await removePhotoFiles(storage, dropped, app.log);
      return decided;
    },
  };
  app.decorate('listingReview', service);
}

export default fp(listingReviewService, { name: 'listing-review-service' });
