import { monthNames, nairobiDate, propertyTypeLabels, type Property, type PropertyType } from 'contracts';
import { joinPlaces } from 'shared/seo-meta';

/** The detail page's short place line (`shared/seo-meta`, which the link previews also use). */
export { placeOf } from 'shared/seo-meta';

/**
 * A card's place line: the neighbourhood and its city ("Kilimani, Nairobi", "Nyali, Mombasa"), or the
 * city and county where the listing names no neighbourhood (`placeOf`, which the link previews use).
 */
export function cardPlaceOf(property: Pick<Property, 'location'>): string {
  const { area, city, county } = property.location;
  return area.trim() ? joinPlaces([area, city]) : joinPlaces([city, county]);
}

/** SPEC §9: what a card shows when the property leaves a number out. */
export const cardDefaults = { guests: 2, beds: 1, baths: 1 } as const;
/** SPEC §9: the detail page's own defaults (guests 4, beds 2, baths 1). */
export const detailDefaults = { guests: 4, beds: 2, baths: 1 } as const;
/** SPEC §9: review count 0 when the property has none. */
const DEFAULT_REVIEW_COUNT = 0;
/** SPEC §2/§9: the New badge shows for 7 days after a listing is created or updated. */
const NEW_BADGE_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** SPEC §2: "New" when created or updated within the last 7 days. */
export function isNewListing(property: Pick<Property, 'createdAt' | 'updatedAt'>, now: number = Date.now()): boolean {
  return [property.createdAt, property.updatedAt].some((stamp) => {
    const at = stamp ? Date.parse(stamp) : NaN;
    return !Number.isNaN(at) && now - at <= NEW_BADGE_DAYS * DAY_MS && at - now <= DAY_MS;
  });
}

/** "3 guests", "1 bed": the count with the right noun. */
export function countOf(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

export function typeLabel(type: string): string {
  return propertyTypeLabels[type as PropertyType] ?? type;
}

/** The full place line of the detail header: neighbourhood, city and county (the street is private). */
export function addressOf(property: Property): string {
  return joinPlaces([property.location.area, property.location.city, property.location.county]);
}

/**
 * The rating a property has earned, or null while it has no reviews. SPEC §9's default of 4.8 is
 * not shown: a star rating for a place nobody has reviewed would be invented (docs/decisions.md).
 */
export function ratingOf(property: Property): number | null {
  const reviewed = (property.reviewsCount ?? DEFAULT_REVIEW_COUNT) > 0;
  return reviewed && typeof property.rating === 'number' ? property.rating : null;
}

/** SPEC §2: "(N reviews)", or "(New listing)" while a property has none. */
export function reviewLabel(property: Property): string {
  const count = property.reviewsCount ?? DEFAULT_REVIEW_COUNT;
  return count > 0 ? `(${countOf(count, 'review', 'reviews')})` : '(New listing)';
}

/**
 * "November 2026", the month (Nairobi) a listing became "Verified": an operator approved it and
 * checked its host's ID (the API's `verifiedAt`). Null for any other listing: no badge.
 */
export function verifiedMonth(property: Pick<Property, 'verifiedAt'>): string | null {
  const at = property.verifiedAt ? Date.parse(property.verifiedAt) : NaN;
  if (Number.isNaN(at)) return null;
  const [year, month] = nairobiDate(new Date(at)).split('-');
  return `${monthNames[Number(month) - 1]} ${year}`;
}
