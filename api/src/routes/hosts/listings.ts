/**
 * A host's listings (SPEC §7 "hosts listings", "create-listing-from-journey"): a draft made by the
 * journey's first step and saved step by step, published when it has every field a guest page shows
 * and at least LISTING_MIN_PHOTOS photos, unpublished again at will (its bookings stay). A listing is
 * a row of `properties`; guests read only the published ones (routes/properties). Every route reads
 * and changes only the signed-in host's own listings: any other id is 404.
 */
import {
  LISTING_MIN_PHOTOS,
  LISTING_PRICE_MAX,
  LISTING_PRICE_MIN,
  hostMessages,
  publishRequiredFields,
  type HostListing,
  type ListingField,
  type ListingFields,
} from 'contracts/host-rules';
import {
  HostListingListResponseSchema,
  HostListingResponseSchema,
  ListingParamsSchema,
  ListingPatchSchema,
  type ListingPatchRequest,
} from 'contracts/host-schemas';
import { ApiErrorSchema } from 'contracts/schemas';
import { apiError } from '../../errors';
import type { Queryable } from '../../plugins/database';
import { hostIdOf, requireHost } from '../../plugins/host-auth';
import { imagePathOf, removePhotoFiles, type PhotoStorage, type StoredPhoto } from '../../plugins/photos';
import { isUuid } from '../../domain/ids';
import {
  checkedOf,
  droppedPhotos,
  needsReview,
  pendingOf,
  sameChecked,
  type CheckedFields,
} from '../../domain/listing-review/changes';
import { iso, rulesOf, type ListingRulesRow } from '../../domain/properties/serialize';
import { listingPhoto } from './photos';
import type { ApiInstance } from '../typed';

const listingColumns = `p.id::text AS id, p.status, p.type, p.title, p.description, p.county, p.city, p.area,
  p.address, p.lat, p.lng, p.guests, p.beds, p.baths, p.amenities, p.price, p.photos, p.created_at,
  p.updated_at, p.published_at, p.approved_at, p.rejection_reason, p.tra_number, p.pending_changes,
  p.changes_rejection_reason, p.check_in_time, p.check_out_time, p.min_nights, p.smoking_allowed,
  p.parties_allowed, p.pets_allowed, p.house_rules`;

type TextField = 'title' | 'description' | 'county' | 'city' | 'area' | 'address';
const textFields: TextField[] = ['title', 'description', 'county', 'city', 'area', 'address'];
const numberFields = ['lat', 'lng', 'guests', 'beds', 'baths', 'price'] as const;

interface ListingRow extends Record<TextField, string>, ListingRulesRow {
  id: string;
  status: HostListing['status'];
  type: ListingFields['type'];
  lat: number | null;
  lng: number | null;
  guests: number | null;
  beds: number | null;
  baths: number | null;
  amenities: string[];
  price: number | null;
  photos: StoredPhoto[] | string;
  created_at: Date | string;
  updated_at: Date | string;
  published_at: Date | string | null;
  approved_at: Date | string | null;
  rejection_reason: string | null;
  tra_number: string | null;
  pending_changes: CheckedFields | string | null;
  changes_rejection_reason: string | null;
}

/** The listing as its host sees and edits it: the live row with its changes waiting for review. */
function hostView(row: ListingRow): ListingRow {
  const pending = pendingOf(row.pending_changes);
  return pending ? { ...row, ...pending } : { ...row };
}

const photosOf = (row: ListingRow): StoredPhoto[] =>
  typeof row.photos === 'string' ? (JSON.parse(row.photos) as StoredPhoto[]) : row.photos;

/**
 * What publishing still needs, in journey order. The TRA registration is asked before the first
 * review (`needsRegistration`); a listing the team approved before it was asked stays complete.
 */
function missingFields(fields: ListingFields, photoCount: number, needsRegistration: boolean): ListingField[] {
  return publishRequiredFields.filter((field) => {
    if (field === 'photos') return photoCount < LISTING_MIN_PHOTOS;
    if (field === 'traNumber' && !needsRegistration) return false;
    const value = fields[field];
    return value === null || value === '';
  });
}

function fieldsOf(row: ListingRow): ListingFields {
  const text = (field: TextField) => (row[field] === '' ? null : row[field]);
  return {
    type: row.type,
    title: text('title'),
    description: text('description'),
    county: text('county'),
    city: text('city'),
    area: text('area'),
    address: text('address'),
    lat: row.lat,
    lng: row.lng,
    guests: row.guests,
    beds: row.beds,
    baths: row.baths,
    amenities: row.amenities,
    price: row.price,
    traNumber: row.tra_number,
    ...rulesOf(row),
  };
}

/** The patch's captions by photo id, each of the listing's photos (`photos`, as the host sees them) once at most. */
function captionsOf(given: ListingPatchRequest['captions'], photos: StoredPhoto[]): Map<string, string> {
  const captions = new Map<string, string>();
  if (given === undefined) return captions;
  const ids = new Set(photos.map((photo) => photo.id));
  for (const { id, caption } of given) {
    if (!ids.has(id) || captions.has(id)) {
      throw apiError('INVALID_REQUEST', { details: 'captions must name this listing’s own photo ids, once each' });
    }
    captions.set(id, caption.trim().replace(/\s+/g, ' '));
  }
  return captions;
}

/** `fields` with the photos' captions set (a blank one removed). */
function withCaptions(fields: CheckedFields, captions: Map<string, string>): CheckedFields {
  if (captions.size === 0) return fields;
  return {
    ...fields,
    photos: fields.photos.map((photo) => {
      const caption = captions.get(photo.id);
      if (caption === undefined) return photo;
      const next: StoredPhoto = { ...photo, caption };
      if (caption === '') delete next.caption;
      return next;
    }),
  };
}

export async function hostListingRoutes(app: ApiInstance, { storage }: { storage: PhotoStorage }): Promise<void> {
  app.addHook('preHandler', requireHost(app));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  const toListing = (live: ListingRow): HostListing => {
    const row = hostView(live);
    const fields = fieldsOf(row);
    const photos = photosOf(row);
    return {
      id: row.id,
      status: row.status,
      ...fields,
      photos: photos.map((photo) => listingPhoto(app.config.publicUrl, photo)),
      missing: missingFields(fields, photos.length, row.approved_at === null),
      createdAt: iso(row.created_at),
      updatedAt: iso(row.updated_at),
      publishedAt: row.published_at === null ? null : iso(row.published_at),
      rejectionReason: row.status === 'rejected' ? row.rejection_reason : null,
      changesInReview: row.pending_changes !== null,
      changesRejectionReason: row.changes_rejection_reason,
    };
  };

  /** The host's listing (locked for update inside a transaction), or 404. */
  async function own(db: Queryable, hostId: string, id: string, lock = false): Promise<ListingRow> {
    if (!isUuid(id)) throw apiError('LISTING_NOT_FOUND');
    const { rows } = await db.query<ListingRow>(
      `SELECT ${listingColumns} FROM properties p WHERE p.id = $1 AND p.host_id = $2${lock ? ' FOR UPDATE' : ''}`,
      [id, hostId],
    );
    if (!rows[0]) throw apiError('LISTING_NOT_FOUND');
    return rows[0];
  }

  /** A new, empty draft of the host's, in the caller's transaction. */
  async function newDraft(tx: Queryable, hostId: string): Promise<ListingRow> {
    const { rows } = await tx.query<ListingRow>(
      `INSERT INTO properties AS p (status, host_id, title, description, address, city, county, area, created_at, updated_at)
       VALUES ('draft', $1, '', '', '', '', '', '', $2, $2) RETURNING ${listingColumns}`,
      [hostId, app.now()],
    );
    return rows[0] as ListingRow;
  }

  /**
   * Applies a patch to a listing in one transaction: the fields given (blank text and null clear
   * one), `photos` as the ordered ids to keep. A listing guests can see must stay complete (422).
   * Photos dropped from the listing are deleted with their files once committed. With no `id`, the
   * listing is a new draft, inserted in the same transaction: a refused patch leaves nothing behind.
   */
  async function applyPatch(hostId: string, id: string | null, patch: ListingPatchRequest): Promise<ListingRow> {
    if (patch.price !== undefined && patch.price !== null) {
      if (patch.price < LISTING_PRICE_MIN || patch.price > LISTING_PRICE_MAX) {
        throw apiError('INVALID_REQUEST', { error: hostMessages.priceOutOfRange });
      }
    }
    let removed: string[] = [];
    const row = await app.db.transaction(async (tx) => {
      const current = id === null ? await newDraft(tx, hostId) : await own(tx, hostId, id, true);
      const pending = pendingOf(current.pending_changes);
      const next: ListingRow = hostView(current);
      for (const field of textFields) {
        const value = patch[field];
        if (value !== undefined) next[field] = (value ?? '').trim();
      }
      for (const field of numberFields) {
        const value = patch[field];
        if (value !== undefined) next[field] = value;
      }
      if (patch.type !== undefined) next.type = patch.type;
      if (patch.traNumber !== undefined) next.tra_number = patch.traNumber?.trim().toUpperCase() || null;
      if (patch.amenities !== undefined) next.amenities = [...new Set(patch.amenities)];
      // The listing's rules show on its page at once, live or not: guests read them before they
      // book, and the operations team's review is for where a place is and what it looks like.
      if (patch.checkInTime !== undefined) next.check_in_time = patch.checkInTime;
      if (patch.checkOutTime !== undefined) next.check_out_time = patch.checkOutTime;
      if (patch.minNights !== undefined) next.min_nights = patch.minNights;
      if (patch.houseRules !== undefined) {
        next.smoking_allowed = patch.houseRules.smoking;
        next.parties_allowed = patch.houseRules.parties;
        next.pets_allowed = patch.houseRules.pets;
        next.house_rules = patch.houseRules.notes.trim();
      }
      let photos = photosOf(next);
      if (patch.photos !== undefined) {
        const byId = new Map(photos.map((photo) => [photo.id, photo]));
        if (new Set(patch.photos).size !== patch.photos.length || patch.photos.some((pid) => !byId.has(pid))) {
          throw apiError('INVALID_REQUEST', { details: 'photos must list this listing’s own photo ids, once each' });
        }
        photos = patch.photos.map((pid) => byId.get(pid) as StoredPhoto);
      }
      const captions = captionsOf(patch.captions, photos);
      if (current.status !== 'draft') {
        const missing = missingFields(fieldsOf(next), photos.length, current.approved_at === null);
        if (missing.length > 0) throw apiError('LISTING_INCOMPLETE', { missingFields: missing });
      }
      // Once the team has approved a listing, a change to where it is or to its photos waits for
      // them (domain/listing-review/changes.ts); the approved version stays what guests see.
      // A caption is text like the title: it reaches guests at once, on the approved photos too.
      const live = withCaptions(checkedOf(current), captions);
      const wanted = withCaptions(checkedOf({ ...next, photos }), captions);
      const held = current.approved_at !== null && needsReview(wanted, live) ? wanted : null;
      const applied = held ? live : wanted;
      const sameAsHeld = held !== null && pending !== null && sameChecked(held, pending);
      removed = droppedPhotos([live, ...(pending ? [pending] : [])], [applied, ...(held ? [held] : [])]);
      const { rows } = await tx.query<ListingRow>(
        `UPDATE properties p SET type = $3, title = $4, description = $5, county = $6, city = $7, area = $8,
           address = $9, lat = $10, lng = $11, guests = $12, beds = $13, baths = $14, amenities = $15,
           price = $16, photos = $17::jsonb, images = $18, updated_at = $19, tra_number = $20,
           pending_changes = $21::jsonb,
           changes_submitted_at = CASE WHEN $21::jsonb IS NULL THEN NULL WHEN $22::boolean THEN changes_submitted_at ELSE $19 END,
           changes_rejection_reason = CASE WHEN $21::jsonb IS NULL OR $22::boolean THEN changes_rejection_reason END,
           check_in_time = $23, check_out_time = $24, min_nights = $25, smoking_allowed = $26,
           parties_allowed = $27, pets_allowed = $28, house_rules = $29
         WHERE p.id = $1 AND p.host_id = $2
         RETURNING ${listingColumns}`,
        [
          current.id,
          hostId,
          next.type,
          next.title,
          next.description,
          applied.county,
          applied.city,
          applied.area,
          applied.address,
          applied.lat,
          applied.lng,
          next.guests,
          next.beds,
          next.baths,
          next.amenities,
          next.price,
          JSON.stringify(applied.photos),
          applied.photos.map(imagePathOf),
          app.now(),
          next.tra_number,
          held ? JSON.stringify(held) : null,
          sameAsHeld,
          next.check_in_time,
          next.check_out_time,
          next.min_nights,
          next.smoking_allowed,
          next.parties_allowed,
          next.pets_allowed,
          next.house_rules,
        ],
      );
      if (removed.length > 0) await tx.query('DELETE FROM photos WHERE id = ANY($1::uuid[])', [removed]);
      return rows[0] as ListingRow;
    });
    await removePhotoFiles(storage, removed, app.log);
    return row;
  }

  const errors = { '4xx': ApiErrorSchema };

  app.get(
    '/api/hosts/listings',
    { schema: { response: { 200: HostListingListResponseSchema, ...errors } } },
    async (request) => {
      const { rows } = await app.db.query<ListingRow>(
        `SELECT ${listingColumns} FROM properties p WHERE p.host_id = $1 ORDER BY p.updated_at DESC, p.id DESC`,
        [hostIdOf(request)],
      );
      return { data: rows.map(toListing) };
    },
  );

  app.post(
    '/api/hosts/create-listing-from-journey',
    { schema: { body: ListingPatchSchema, response: { 201: HostListingResponseSchema, ...errors } } },
    async (request, reply) => {
      const hostId = hostIdOf(request);
      const { photos, ...fields } = request.body ?? {};
      if (photos !== undefined && photos.length > 0) {
        throw apiError('INVALID_REQUEST', { details: 'Add photos to the draft once it exists (POST /api/upload)' });
      }
      const listing = toListing(await applyPatch(hostId, null, fields));
      reply.status(201);
      return { data: listing };
    },
  );

  app.get(
    '/api/hosts/listings/:id',
    { schema: { params: ListingParamsSchema, response: { 200: HostListingResponseSchema, ...errors } } },
    async (request) => ({ data: toListing(await own(app.db, hostIdOf(request), request.params.id)) }),
  );

  app.patch(
    '/api/hosts/listings/:id',
    {
      schema: {
        params: ListingParamsSchema,
        body: ListingPatchSchema,
        response: { 200: HostListingResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: toListing(await applyPatch(hostIdOf(request), request.params.id, request.body ?? {})),
    }),
  );

  app.post(
    '/api/hosts/listings/:id/publish',
    { schema: { params: ListingParamsSchema, response: { 200: HostListingResponseSchema, ...errors } } },
    async (request) => {
      const hostId = hostIdOf(request);
      const row = await app.db.transaction(async (tx) => {
        const current = await own(tx, hostId, request.params.id, true);
        // Only the operations team lifts a suspension (domain/moderation).
        if (current.status === 'suspended') throw apiError('LISTING_SUSPENDED_FOR_HOST');
        const { rows: verified } = await tx.query(
          'SELECT 1 FROM host_accounts WHERE host_id = $1 AND email_verified_at IS NOT NULL',
          [hostId],
        );
        if (verified.length === 0) throw apiError('EMAIL_NOT_VERIFIED');
        const missing = missingFields(fieldsOf(current), photosOf(current).length, current.approved_at === null);
        if (missing.length > 0) throw apiError('LISTING_INCOMPLETE', { missingFields: missing });
        // The first publication waits for the operations team's review; a listing they approved
        // before goes live again at once (domain/listing-review).
        const { rows } = await tx.query<ListingRow>(
          current.approved_at === null
            ? `UPDATE properties p SET status = 'in_review', submitted_at = $2, updated_at = $2
               WHERE p.id = $1 RETURNING ${listingColumns}`
            : `UPDATE properties p SET status = 'published', published_at = coalesce(published_at, $2), updated_at = $2
               WHERE p.id = $1 RETURNING ${listingColumns}`,
          [current.id, app.now()],
        );
        return rows[0] as ListingRow;
      });
      return { data: toListing(row) };
    },
  );

  app.post(
    '/api/hosts/listings/:id/unpublish',
    { schema: { params: ListingParamsSchema, response: { 200: HostListingResponseSchema, ...errors } } },
    async (request) => {
      const hostId = hostIdOf(request);
      const current = await own(app.db, hostId, request.params.id);
      if (current.status !== 'published') throw apiError('LISTING_NOT_PUBLISHED');
      // Guests no longer find it; its bookings stay as they are.
      const { rows } = await app.db.query<ListingRow>(
        `UPDATE properties p SET status = 'unpublished', updated_at = $3
         WHERE p.id = $1 AND p.host_id = $2 RETURNING ${listingColumns}`,
        [current.id, hostId, app.now()],
      );
      return { data: toListing(rows[0] as ListingRow) };
    },
  );
}
