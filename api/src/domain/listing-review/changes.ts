/**
 * The fields of a listing the operations team checks again after it is live (migrations/020): where
 * it is and its photos. A new place, pin or photo waits in `pending_changes` while the approved
 * version stays up; every other change (the price, the text, the approved photos' order) is at once.
 */
import type { StoredPhoto } from '../../plugins/photos';

const checkedTextFields = ['county', 'city', 'area', 'address'] as const;

export interface CheckedFields {
  county: string;
  city: string;
  area: string;
  address: string;
  lat: number | null;
  lng: number | null;
  photos: StoredPhoto[];
}

/** A row's columns as the checked fields (jsonb may arrive as text from some drivers). */
export function checkedOf(row: Omit<CheckedFields, 'photos'> & { photos: StoredPhoto[] | string }): CheckedFields {
  return {
    county: row.county,
    city: row.city,
    area: row.area,
    address: row.address,
    lat: row.lat,
    lng: row.lng,
    photos: typeof row.photos === 'string' ? (JSON.parse(row.photos) as StoredPhoto[]) : row.photos,
  };
}

/** The pending changes column as read (null, an object, or its text). */
export function pendingOf(value: CheckedFields | string | null): CheckedFields | null {
  if (value === null) return null;
  return typeof value === 'string' ? (JSON.parse(value) as CheckedFields) : value;
}

export function sameChecked(a: CheckedFields, b: CheckedFields): boolean {
  return (
    checkedTextFields.every((field) => a[field] === b[field]) &&
    a.lat === b.lat &&
    a.lng === b.lng &&
    a.photos.length === b.photos.length &&
    a.photos.every((photo, index) => photo.id === b.photos[index]?.id)
  );
}

/**
 * Whether `wanted` needs the team before guests see it: a new place or pin, or a photo they have not
 * approved. Reordering or removing approved photos does not.
 */
export function needsReview(wanted: CheckedFields, live: CheckedFields): boolean {
  const approved = new Set(live.photos.map((photo) => photo.id));
  return (
    checkedTextFields.some((field) => wanted[field] !== live[field]) ||
    wanted.lat !== live.lat ||
    wanted.lng !== live.lng ||
    wanted.photos.some((photo) => !approved.has(photo.id))
  );
}

/** Photos `before` referenced that `after` does not: their files can go. */
export function droppedPhotos(before: CheckedFields[], after: CheckedFields[]): string[] {
  const kept = new Set(after.flatMap((fields) => fields.photos.map((photo) => photo.id)));
  return [...new Set(before.flatMap((fields) => fields.photos.map((photo) => photo.id)))].filter((id) => !kept.has(id));
}
