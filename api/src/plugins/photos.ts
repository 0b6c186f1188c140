/**
 * Uploaded photos: decoded with sharp, turned upright by their EXIF orientation, every piece of
 * metadata dropped (a phone photo's GPS position, camera and time never reach a guest: sharp writes
 * none unless asked), and written as WebP at each of PHOTO_WIDTHS no wider than the original.
 * Anything that is not really a JPEG, PNG or WebP is refused, whatever its name or declared type.
 *
 * Files go through `PhotoStorage`: a folder served under `/uploads/` by default. In production the
 * same keys map to an object store bucket behind the CDN (docs/api.md, "Hosts: accounts, sessions,
 * listings, photos").
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { PHOTO_MIN_SIZE, PHOTO_WIDTHS, UPLOAD_MAX_PIXELS, hostMessages } from 'contracts/host-rules';
import { apiError } from '../errors';

/** Where photo files live. Keys are `photos/<id>/<width>.webp`. */
export interface PhotoStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** Removes every file whose key starts with `prefix` (a photo's folder). */
  removeAll(prefix: string): Promise<void>;
}

export function folderStorage(root: string): PhotoStorage {
  const file = (key: string) => {
    const target = path.resolve(root, key);
    if (!target.startsWith(path.resolve(root) + path.sep)) throw new Error(`photo key outside storage: ${key}`);
    return target;
  };
  return {
    async put(key, data) {
      await mkdir(path.dirname(file(key)), { recursive: true });
      await writeFile(file(key), data);
    },
    async removeAll(prefix) {
      await rm(file(prefix), { recursive: true, force: true });
    },
  };
}

/** Deletes the files of photos no listing uses any more (after the change is committed); a failure is logged. */
export async function removePhotoFiles(
  storage: PhotoStorage,
  ids: string[],
  log: { warn: (details: object, message: string) => void },
): Promise<void> {
  for (const photoId of ids) {
    await storage.removeAll(`photos/${photoId}`).catch((error: unknown) => {
      log.warn({ err: error, photoId }, 'removed photo files could not be deleted');
    });
  }
}

/** A stored photo, as `properties.photos` keeps it. */
export interface StoredPhoto {
  id: string;
  width: number;
  height: number;
  /** The upright original's size (its aspect ratio is every file's); the widths written, ascending. */
  widths: number[];
  /** The host's caption; absent when none. */
  caption?: string;
}

export const photoKey = (id: string, width: number): string => `photos/${id}/${width}.webp`;

/** The widths a photo `width` px wide is served at: each standard width it reaches, and its own below the largest. */
function widthsFor(width: number): number[] {
  const widths: number[] = PHOTO_WIDTHS.filter((w) => w <= width);
  const largest = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1] as number;
  if (width < largest && widths[widths.length - 1] !== width) widths.push(width);
  return widths;
}

/** The file shown by default: 1024 px, or the widest below it. */
function defaultWidth(widths: number[]): number {
  const fitting = widths.filter((w) => w <= 1024);
  return fitting[fitting.length - 1] ?? (widths[0] as number);
}

/** `url` and `srcset` of a stored photo, absolute on `base` (the API's public URL). */
export function photoUrls(base: string, photo: StoredPhoto): { url: string; srcset: string } {
  const url = (width: number) => `${base}/uploads/${photoKey(photo.id, width)}`;
  return {
    url: url(defaultWidth(photo.widths)),
    srcset: photo.widths.map((width) => `${url(width)} ${width}w`).join(', '),
  };
}

/** The file `images` lists for a listing photo (the default width), relative to the API origin. */
export const imagePathOf = (photo: StoredPhoto): string => photoUrls('', photo).url;

/** HEIF/HEIC (iPhone) files: an ISO-BMFF `ftyp` box naming a HEIF brand. */
function isHeif(data: Buffer): boolean {
  if (data.length < 12 || data.toString('latin1', 4, 8) !== 'ftyp') return false;
  return ['heic', 'heix', 'hevc', 'hevx', 'mif1', 'msf1', 'heim', 'heis'].includes(data.toString('latin1', 8, 12));
}

const accepted = new Set(['jpeg', 'png', 'webp']);

/**
 * Checks an uploaded picture before its pixels are decoded: refuses (415) what is not a JPEG, PNG
 * or WebP by its content, (413) a picture over UPLOAD_MAX_PIXELS, and (422) one smaller, upright,
 * than PHOTO_MIN_SIZE for its purpose. Gives its upright size.
 */
export async function checkPhoto(
  data: Buffer,
  purpose: keyof typeof PHOTO_MIN_SIZE,
): Promise<{ width: number; height: number }> {
  if (isHeif(data)) throw apiError('PHOTO_NOT_SUPPORTED', { error: hostMessages.photoHeic });
  let meta: Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw apiError('PHOTO_NOT_SUPPORTED', { error: hostMessages.photoUnreadable });
  }
  if (meta.format === 'heif') throw apiError('PHOTO_NOT_SUPPORTED', { error: hostMessages.photoHeic });
  if (!meta.format || !accepted.has(meta.format) || !meta.width || !meta.height) {
    throw apiError('PHOTO_NOT_SUPPORTED', { error: hostMessages.photoType });
  }
  if (meta.width * meta.height > UPLOAD_MAX_PIXELS) {
    throw apiError('PHOTO_TOO_LARGE', { error: hostMessages.photoTooManyPixels });
  }
  // EXIF orientations 5–8 turn the picture a quarter: its upright width is the stored height.
  const quarterTurn = (meta.orientation ?? 1) >= 5;
  const width = quarterTurn ? meta.height : meta.width;
  const height = quarterTurn ? meta.width : meta.height;
  const minimum = PHOTO_MIN_SIZE[purpose];
  if (Math.max(width, height) < minimum.long || Math.min(width, height) < minimum.short) {
    throw apiError('PHOTO_TOO_SMALL', { error: hostMessages.photoTooSmall(purpose, { width, height }) });
  }
  return { width, height };
}

/** The picture upright, with no metadata at all (`rotate()` applies EXIF; nothing is written without `withMetadata`). */
export const uprightPhoto = (data: Buffer) =>
  sharp(data, { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'error' }).rotate();

/** Decodes, checks (`checkPhoto`) and stores one photo at each of its widths. */
export async function storePhoto(
  storage: PhotoStorage,
  data: Buffer,
  purpose: 'listing' | 'avatar' = 'listing',
): Promise<StoredPhoto> {
  const { width, height } = await checkPhoto(data, purpose);
  const widths = widthsFor(width);
  const id = randomUUID();
  try {
    const upright = uprightPhoto(data);
    for (const w of widths) {
      const file = await upright
        .clone()
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: 80, effort: 4 })
        .toBuffer();
      await storage.put(photoKey(id, w), file);
    }
  } catch (error) {
    await storage.removeAll(`photos/${id}`).catch(() => undefined);
    if ((error as { statusCode?: number }).statusCode !== undefined) throw error;
    throw apiError('PHOTO_NOT_SUPPORTED', { error: hostMessages.photoUnreadable });
  }
  return { id, width, height, widths };
}
