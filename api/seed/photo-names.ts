/**
 * The names of the seed properties' own photos: which kinds each property has, in which order, and
 * the path of each (`/images/properties/<slug>/<nn>-<kind>.svg`). The seed stores these paths; the
 * painter (`seed/photos.ts`, run at build by `scripts/paint-seed-photos.ts`) writes a file at each.
 * Kept apart from the drawing so that the API, which needs only the paths, does not carry it.
 */
import type { PropertyType } from 'contracts';
import type { SeedProperty } from './properties';

export type RoomKind = 'living-room' | 'bedroom' | 'kitchen' | 'view' | 'exterior';

/** The URL slug of a seed property: its title, lower case, words joined by hyphens. */
export const slugOf = (title: string): string =>
  title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The cover kind each type starts with, taken in turn by seed order so neighbours differ. */
const covers: Record<PropertyType, RoomKind[]> = {
  apartments: ['living-room', 'view', 'exterior', 'bedroom'],
  homes: ['exterior', 'living-room', 'view'],
  corporate: ['living-room', 'exterior', 'bedroom', 'view'],
  safari: ['exterior', 'view', 'bedroom'],
  beach: ['view', 'exterior', 'living-room', 'bedroom'],
};
const order: RoomKind[] = ['living-room', 'bedroom', 'view', 'kitchen', 'exterior'];

/** The kind of each of a property's photos, the cover first: every kind once, then a second look. */
export function photoKinds(property: Pick<SeedProperty, 'type' | 'photos'>, index: number): RoomKind[] {
  const options = covers[property.type];
  const cover = options[index % options.length] as RoomKind;
  const kinds = [cover, ...order.filter((kind) => kind !== cover)];
  const seconds: RoomKind[] = ['bedroom', 'view', 'living-room'];
  return Array.from({ length: property.photos }, (_, n) => (kinds[n] ?? seconds[(n - 5) % 3]) as RoomKind);
}

/** A photo's file name: its place in the set and its kind (`02-bedroom.svg`). */
const photoFile = (n: number, kind: RoomKind): string => `${String(n + 1).padStart(2, '0')}-${kind}.svg`;

/** The paths the seed stores for a property, relative to the API origin. */
export function seedPhotoPaths(property: SeedProperty, index: number): string[] {
  const slug = slugOf(property.title);
  return photoKinds(property, index).map((kind, n) => `/images/properties/${slug}/${photoFile(n, kind)}`);
}
