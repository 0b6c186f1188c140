/**
 * The property as the API serves it (canonical), and `readProperty`, which also accepts every
 * alternative field name SPEC §3 lists ("as read"), so a remote never guesses at shapes. The types
 * come from the schemas (type-only imports: TypeBox stays out of the browser).
 */
import type { Static } from '@sinclair/typebox';
import type { PropertyType } from './propertyTypes';
import { isStayDate } from './stayDate';
import { MIN_NIGHTS_LIMITS, cancellationPolicies, isListingTime, type HouseRules } from './listingRules';
import type { CoordinatesSchema, PropertyHostSchema, PropertyLocationSchema, PropertySchema } from './schemas';

/** Where a property is, publicly: its neighbourhood, city and county (`PropertyLocationSchema`). */
export type PropertyLocation = Static<typeof PropertyLocationSchema>;

/**
 * The host's public profile. A host's phone and email are private: they reach a guest only with
 * that guest's own booking (`BookingHost` in the booking answer, and the booking emails).
 */
export type PropertyHost = Static<typeof PropertyHostSchema>;

export type Coordinates = Static<typeof CoordinatesSchema>;

/**
 * The canonical property, declared once by `PropertySchema`. The API sends one of `propertyTypes`;
 * a remote reads whatever type text it is given (SPEC §3 "as read"), so here it is any string.
 */
export type Property = Omit<Static<typeof PropertySchema>, 'type'> & { type: PropertyType | string };

type Raw = Record<string, unknown>;

const isRecord = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const num = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

/** SPEC §3: images or photos, strings or objects with url; empty or non-string URLs dropped. */
export function readImages(raw: Raw): string[] {
  const list = [raw.images, raw.photos].find(Array.isArray) as unknown[] | undefined;
  const single = str(raw.image);
  const urls = (list ?? []).map((item) => (isRecord(item) ? item.url : item));
  const clean = urls.filter((url): url is string => typeof url === 'string' && url.trim() !== '');
  return clean.length > 0 ? clean : single ? [single] : [];
}

/**
 * A host's uploaded photos with every width (`photos` as the API sends it: url, srcset, width,
 * height, the host's caption if any); undefined when the answer has none (seed properties, other sources).
 */
function readPhotoSets(raw: Raw): Property['photos'] {
  if (!Array.isArray(raw.photos)) return undefined;
  const sets = raw.photos.filter(
    (item): item is NonNullable<Property['photos']>[number] =>
      isRecord(item) && typeof item.url === 'string' && typeof item.srcset === 'string',
  );
  return sets.length > 0
    ? sets.map(({ url, srcset, width, height, caption }) => ({
        url,
        srcset,
        width,
        height,
        ...(typeof caption === 'string' && caption.trim() !== '' && { caption }),
      }))
    : undefined;
}

/** SPEC §3: coordinates as { lat, lng } or a pair. */
export function readCoordinates(value: unknown): Coordinates | null {
  if (Array.isArray(value) && value.length === 2) {
    const [lat, lng] = value.map(num);
    return lat !== null && lng !== null && lat !== undefined && lng !== undefined ? { lat, lng } : null;
  }
  if (isRecord(value)) {
    const lat = num(value.lat);
    const lng = num(value.lng);
    return lat !== null && lng !== null ? { lat, lng } : null;
  }
  return null;
}

/** SPEC §3's location "text, or object with address, city, county": its place line is the `area`. */
function readLocation(raw: Raw): PropertyLocation {
  if (isRecord(raw.location)) {
    return {
      area: str(raw.location.area) || str(raw.location.address),
      city: str(raw.location.city) || str(raw.city),
      county: str(raw.location.county) || str(raw.county),
    };
  }
  return { area: str(raw.location), city: str(raw.city), county: str(raw.county) };
}

/** SPEC §3 also lists a host's phone and email "as read": they are private, so never read from a property. */
function readHost(value: unknown): PropertyHost | null {
  if (typeof value === 'string' && value) return { name: value };
  if (!isRecord(value)) return null;
  return {
    name: str(value.name),
    ...(str(value.avatar) && { avatar: str(value.avatar) }),
    ...(str(value.bio) && { bio: str(value.bio) }),
    ...(num(value.totalBookings) !== null && { totalBookings: num(value.totalBookings) as number }),
    ...(Array.isArray(value.languages) && {
      languages: value.languages.filter((l): l is string => typeof l === 'string'),
    }),
    ...readHostStanding(value),
  };
}

const wholeAtLeast0 = (value: unknown): number | null => {
  const n = num(value);
  return n !== null && Number.isInteger(n) && n >= 0 ? n : null;
};

/**
 * The host's standing as the API works it out (reviews, rating, joining date, Superhost, response
 * time). A field the answer leaves out, or gives in a form nobody could mean, stays out: a page shows
 * nothing for what it does not know.
 */
function readHostStanding(value: Raw): Partial<PropertyHost> {
  const reviewsCount = wholeAtLeast0(value.reviewsCount);
  const rating = value.rating === null ? null : num(value.rating);
  const since = str(value.hostingSince).slice(0, 10);
  const responseMinutes = value.responseMinutes === null ? null : wholeAtLeast0(value.responseMinutes);
  return {
    ...(reviewsCount !== null && { reviewsCount }),
    ...((value.rating === null || (rating !== null && rating >= 1 && rating <= 5)) && { rating }),
    ...(isStayDate(since) && { hostingSince: since }),
    ...(typeof value.superhost === 'boolean' && { superhost: value.superhost }),
    ...((value.responseMinutes === null || responseMinutes !== null) && { responseMinutes }),
  };
}

/** Read a property from any of the shapes SPEC §3 names. */
export function readProperty(input: unknown): Property {
  const raw: Raw = isRecord(input) ? input : {};
  const id = str(raw._id) || str(raw.id) || (typeof raw.id === 'number' ? String(raw.id) : '');
  const location = readLocation(raw);
  const reviews = num(raw.reviewsCount) ?? (Array.isArray(raw.reviews) ? raw.reviews.length : num(raw.reviews));
  return {
    _id: id,
    id,
    title: str(raw.title),
    type: str(raw.type),
    price: num(raw.price) ?? num(raw.pricePerNight),
    description: str(raw.description) || str(raw.desc),
    location,
    city: location.city,
    county: location.county,
    guests: num(raw.guests) ?? num(raw.maxGuests),
    beds: num(raw.beds) ?? num(raw.bedrooms),
    baths: num(raw.baths) ?? num(raw.bathrooms),
    amenities: Array.isArray(raw.amenities) ? raw.amenities.filter((a): a is string => typeof a === 'string') : [],
    rating: num(raw.rating),
    reviewsCount: reviews,
    host: readHost(raw.host),
    images: readImages(raw),
    ...(readPhotoSets(raw) && { photos: readPhotoSets(raw) }),
    coordinates: readCoordinates(raw.coordinates),
    createdAt: str(raw.createdAt) || null,
    updatedAt: str(raw.updatedAt) || null,
    ...(!Number.isNaN(Date.parse(str(raw.verifiedAt))) && { verifiedAt: str(raw.verifiedAt) }),
    ...readListingRules(raw),
  };
}

/**
 * The listing's rules (listingRules.ts), each only when the answer gives it in a form anybody could
 * mean: a page states no check-in time, minimum stay or house rule it was not given.
 */
function readListingRules(raw: Raw): Partial<Property> {
  const minNights = num(raw.minNights);
  const rules = isRecord(raw.houseRules) ? raw.houseRules : null;
  const policy = cancellationPolicies.find((p) => p === raw.cancellationPolicy);
  return {
    ...(isListingTime(str(raw.checkInTime)) && { checkInTime: str(raw.checkInTime) }),
    ...(isListingTime(str(raw.checkOutTime)) && { checkOutTime: str(raw.checkOutTime) }),
    ...(minNights !== null &&
      Number.isInteger(minNights) &&
      minNights >= MIN_NIGHTS_LIMITS.min &&
      minNights <= MIN_NIGHTS_LIMITS.max && { minNights }),
    ...(rules &&
      typeof rules.smoking === 'boolean' &&
      typeof rules.parties === 'boolean' &&
      typeof rules.pets === 'boolean' && {
        houseRules: {
          smoking: rules.smoking,
          parties: rules.parties,
          pets: rules.pets,
          notes: str(rules.notes),
        } satisfies HouseRules,
      }),
    ...(policy && { cancellationPolicy: policy }),
  };
}

/** SPEC §7: an answer is an array, or an object with a data array. */
export function readPropertyList(body: unknown): Property[] {
  const list = Array.isArray(body) ? body : isRecord(body) && Array.isArray(body.data) ? body.data : [];
  return list.map(readProperty);
}

/** One page of a listing: its properties and where it stands among all the matches. */
export interface PropertyPage {
  properties: Property[];
  /** The cursor of the next page; null on the last one. */
  next: string | null;
  /** Every match, on all pages. */
  total: number;
  /** False when `total` is the database's estimate (past PROPERTY_LIST_EXACT_TOTAL_MAX matches). */
  totalExact: boolean;
}

/**
 * `GET /api/properties`' answer with its `page`. An answer without one (SPEC §7 also allows a bare
 * array) is the whole list: one page, counted exactly.
 */
export function readPropertyPage(body: unknown): PropertyPage {
  const properties = readPropertyList(body);
  const page = isRecord(body) && isRecord(body.page) ? body.page : {};
  const total = typeof page.total === 'number' && Number.isSafeInteger(page.total) ? page.total : NaN;
  return {
    properties,
    next: typeof page.next === 'string' && page.next !== '' ? page.next : null,
    total: total >= properties.length ? total : properties.length,
    totalExact: page.totalExact !== false,
  };
}

/** SPEC §7: reads data, or the body itself. */
export function readPropertyBody(body: unknown): Property {
  return readProperty(isRecord(body) && isRecord(body.data) ? body.data : body);
}

const timeOf = (p: Property): number => {
  const stamp = p.updatedAt ?? p.createdAt;
  const t = stamp ? Date.parse(stamp) : NaN;
  return Number.isNaN(t) ? 0 : t;
};

/** SPEC §7: newest first by updatedAt, else createdAt. */
export function sortNewestFirst(list: readonly Property[]): Property[] {
  return [...list].sort((a, b) => timeOf(b) - timeOf(a));
}
