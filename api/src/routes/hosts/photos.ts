/**
 * `POST /api/upload` (SPEC §7): a signed-in host's photo, multipart field `file`, for a listing
 * (`?listingId=`, added last) or as their avatar (`?purpose=avatar`). The picture is checked,
 * turned upright and stripped of its metadata (plugins/photos.ts) before any file is written.
 */
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { LISTING_MAX_PHOTOS, UPLOAD_MAX_BYTES, hostMessages, type ListingPhoto } from 'contracts/host-rules';
import { PhotoResponseSchema, UploadQuerySchema } from 'contracts/host-schemas';
import { ApiErrorSchema } from 'contracts/schemas';
import { ApiError, apiError } from '../../errors';
import type { Queryable } from '../../plugins/database';
import { hostIdOf, requireHost } from '../../plugins/host-auth';
import {
  imagePathOf,
  photoKey,
  photoUrls,
  storePhoto,
  type PhotoStorage,
  type StoredPhoto,
} from '../../plugins/photos';
import { isUuid } from '../../domain/ids';
import { checkedOf, pendingOf, type CheckedFields } from '../../domain/listing-review/changes';
import type { ApiInstance } from '../typed';

/** A photo of this host's (any upload), or undefined. */
export async function ownPhoto(db: Queryable, hostId: string, id: string): Promise<StoredPhoto | undefined> {
  if (!isUuid(id)) return undefined;
  const { rows } = await db.query<StoredPhoto>(
    'SELECT id::text AS id, width, height, widths FROM photos WHERE id = $1 AND host_id = $2',
    [id, hostId],
  );
  return rows[0];
}

/** The file a host's avatar shows: the smallest width (avatars are small). */
export const avatarPathOf = (photo: StoredPhoto): string => `/uploads/${photoKey(photo.id, photo.widths[0] as number)}`;

export function listingPhoto(publicUrl: string, photo: StoredPhoto): ListingPhoto {
  return {
    id: photo.id,
    width: photo.width,
    height: photo.height,
    ...photoUrls(publicUrl, photo),
    ...(photo.caption && { caption: photo.caption }),
  };
}

/** Uploads a minute per client: a host adding a whole listing's photos at once stays well inside. */
const UPLOADS_PER_MINUTE = 120;

export async function uploadRoutes(app: ApiInstance, { storage }: { storage: PhotoStorage }): Promise<void> {
  // Only this route reads multipart bodies; one file, no other parts of any size.
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 100 },
  });

  app.post(
    '/api/upload',
    {
      preHandler: requireHost(app),
      config: { rateLimit: { max: UPLOADS_PER_MINUTE, timeWindow: 60_000 } },
      schema: { querystring: UploadQuerySchema, response: { 201: PhotoResponseSchema, '4xx': ApiErrorSchema } },
    },
    async (request, reply) => {
      const hostId = hostIdOf(request);
      const { listingId, purpose = listingId === undefined ? 'avatar' : 'listing' } = request.query;
      if (purpose === 'listing') {
        if (listingId === undefined) throw apiError('INVALID_REQUEST', { details: 'listingId is required' });
        await ensureRoom(app.db, hostId, listingId);
      }
      if (!request.isMultipart()) {
        throw apiError('PHOTO_NOT_SUPPORTED', { details: 'Send the photo as multipart/form-data, field "file".' });
      }
      const data = await readFilePart(request);
      const photo = await storePhoto(storage, data, purpose);
      try {
        await app.db.transaction(async (tx) => {
          await tx.query('INSERT INTO photos (id, host_id, width, height, widths) VALUES ($1, $2, $3, $4, $5)', [
            photo.id,
            hostId,
            photo.width,
            photo.height,
            photo.widths,
          ]);
          if (purpose === 'avatar') {
            await tx.query('UPDATE hosts SET avatar = $2 WHERE id = $1', [hostId, avatarPathOf(photo)]);
            return;
          }
          await addListingPhoto(tx, hostId, listingId as string, photo, app.now());
        });
      } catch (error) {
        await storage.removeAll(`photos/${photo.id}`).catch(() => undefined);
        throw error;
      }
      reply.status(201);
      return { data: listingPhoto(app.config.publicUrl, photo) };
    },
  );
}

/**
 * The bytes of the request's one part, `file`. A body the multipart parser cannot read (no boundary,
 * cut short) is the client's error, a 400; a file over the limit a 413.
 */
async function readFilePart(request: FastifyRequest): Promise<Buffer> {
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') {
      throw apiError('INVALID_REQUEST', { details: 'Send the photo in the field "file".' });
    }
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw apiError('PHOTO_TOO_LARGE');
    throw apiError('INVALID_REQUEST', { details: 'The photo could not be read from the request.' });
  }
}

/**
 * Appends an uploaded photo to the listing, in the caller's transaction, only while there is room
 * (uploads at once cannot pass the maximum). A listing the team has approved gets it among its
 * changes waiting for review (domain/listing-review/changes.ts): guests see it once approved.
 */
async function addListingPhoto(tx: Queryable, hostId: string, listingId: string, photo: StoredPhoto, now: Date) {
  const { rows } = await tx.query<
    CheckedFields & { approved_at: Date | null; pending_changes: CheckedFields | string | null }
  >(
    `SELECT county, city, area, address, lat, lng, photos, approved_at, pending_changes
     FROM properties WHERE id = $1 AND host_id = $2 FOR UPDATE`,
    [listingId, hostId],
  );
  const row = rows[0];
  if (!row) throw apiError('LISTING_NOT_FOUND');
  if (row.approved_at === null) {
    if (checkedOf(row).photos.length >= LISTING_MAX_PHOTOS) throw apiError('TOO_MANY_PHOTOS');
    await tx.query(
      `UPDATE properties SET photos = photos || jsonb_build_array($2::jsonb), images = array_append(images, $3), updated_at = $4
       WHERE id = $1`,
      [listingId, JSON.stringify(photo), imagePathOf(photo), now],
    );
    return;
  }
  const changes = pendingOf(row.pending_changes) ?? checkedOf(row);
  if (changes.photos.length >= LISTING_MAX_PHOTOS) throw apiError('TOO_MANY_PHOTOS');
  await tx.query(
    `UPDATE properties SET pending_changes = $2::jsonb, changes_submitted_at = $3, changes_rejection_reason = NULL,
       updated_at = $3
     WHERE id = $1`,
    [listingId, JSON.stringify({ ...changes, photos: [...changes.photos, photo] }), now],
  );
}

/** The listing is the host's and has room for one more photo (404 / 409 before any work is done). */
async function ensureRoom(db: Queryable, hostId: string, listingId: string): Promise<void> {
  if (!isUuid(listingId)) throw apiError('LISTING_NOT_FOUND');
  const { rows } = await db.query<{ n: number }>(
    // A listing with changes waiting counts the photos it will have.
    `SELECT jsonb_array_length(coalesce(pending_changes -> 'photos', photos)) AS n FROM properties
     WHERE id = $1 AND host_id = $2`,
    [listingId, hostId],
  );
  if (!rows[0]) throw apiError('LISTING_NOT_FOUND');
  if (rows[0].n >= LISTING_MAX_PHOTOS) throw apiError('TOO_MANY_PHOTOS', { error: hostMessages.tooManyPhotos });
}
