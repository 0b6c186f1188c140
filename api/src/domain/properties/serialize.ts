import { photoUrls, type StoredPhoto } from '../../plugins/photos';
import { cancellationPolicyOf, nairobiDate, type Property, type PropertyType } from 'contracts';

/**
 * Columns every property read selects (`p` = properties, `h` = hosts): the host's public profile
 * only, and the place as everyone may know it. A host's phone and email, the street address and the
 * exact pin are private; a booking reads them for its own guest once the host has confirmed.
 */
/**
 * When a listing became "Verified": an operator approved it (not the listings live before reviews,
 * which no operator stands behind) and its host's identity is verified; the later of the two.
 */
export const verifiedAt =
  'CASE WHEN p.approved_by IS NOT NULL AND h.identity_verified_at IS NOT NULL THEN greatest(p.approved_at, h.identity_verified_at) END';

export const propertyColumns = `
  p.id::text AS id, p.title, p.type, p.price, p.description, p.area, p.city, p.county,
  p.guests, p.beds, p.baths, p.amenities, p.rating::float8 AS rating, p.reviews_count, p.images, p.photos,
  p.lat, p.lng, p.created_at, p.updated_at, p.check_in_time, p.check_out_time, p.min_nights,
  p.smoking_allowed, p.parties_allowed, p.pets_allowed, p.house_rules,
  h.name AS host_name, h.avatar AS host_avatar, h.bio AS host_bio, h.total_bookings AS host_total_bookings,
  h.languages AS host_languages, h.reviews_count AS host_reviews_count, h.rating::float8 AS host_rating,
  h.created_at AS host_since, h.superhost AS host_superhost, h.response_minutes AS host_response_minutes,
  ${verifiedAt} AS verified_at`;

export interface PropertyRow extends ListingRulesRow {
  id: string;
  title: string;
  type: PropertyType;
  price: number;
  description: string;
  area: string;
  city: string;
  county: string;
  guests: number;
  beds: number;
  baths: number;
  amenities: string[];
  rating: number | null;
  reviews_count: number;
  images: string[];
  /** A host's uploaded photos (seed properties have none): PGlite and pg both parse jsonb. */
  photos: StoredPhoto[];
  lat: number | null;
  lng: number | null;
  created_at: Date | string;
  updated_at: Date | string;
  host_name: string | null;
  host_avatar: string | null;
  host_bio: string | null;
  host_total_bookings: number | null;
  host_languages: string[] | null;
  /** The host's standing (migration 014): worked out from their reviews, bookings and events. */
  host_reviews_count: number | null;
  host_rating: number | null;
  host_since: Date | string | null;
  host_superhost: boolean | null;
  host_response_minutes: number | null;
  verified_at: Date | string | null;
}

/** A listing's rules as stored (migration 024): the guest's page and the host's listing read them alike. */
export interface ListingRulesRow {
  check_in_time: string;
  check_out_time: string;
  min_nights: number;
  smoking_allowed: boolean;
  parties_allowed: boolean;
  pets_allowed: boolean;
  house_rules: string;
}

/** The rules' fields on the wire, for a property and a host's listing. */
export const rulesOf = (row: ListingRulesRow) => ({
  checkInTime: row.check_in_time,
  checkOutTime: row.check_out_time,
  minNights: row.min_nights,
  houseRules: {
    smoking: row.smoking_allowed,
    parties: row.parties_allowed,
    pets: row.pets_allowed,
    notes: row.house_rules,
  },
});

export const iso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();

/** Stored image paths are relative to the API origin; the wire carries absolute URLs. */
export const absoluteUrl = (publicUrl: string, value: string): string =>
  value.startsWith('/') ? `${publicUrl}${value}` : value;

/** Degrees of the grid a public pin is rounded to: 0.005° is about 550 m (at Kenya's latitudes, both ways). */
export const PUBLIC_PIN_STEP = 0.005;

/**
 * A pin as everyone may see it: rounded to the grid, so a map shows the area, never the house
 * (the guest whose booking the host confirmed gets the exact pin).
 */
function publicPin(lat: number | null, lng: number | null): { lat: number; lng: number } | null {
  if (lat === null || lng === null) return null;
  const round = (value: number) => Number((Math.round(value / PUBLIC_PIN_STEP) * PUBLIC_PIN_STEP).toFixed(3));
  return { lat: round(lat), lng: round(lng) };
}

export function toProperty(row: PropertyRow, publicUrl: string): Property {
  const location = { area: row.area, city: row.city, county: row.county };
  return {
    _id: row.id,
    id: row.id,
    title: row.title,
    type: row.type,
    price: row.price,
    description: row.description,
    location,
    city: row.city,
    county: row.county,
    guests: row.guests,
    beds: row.beds,
    baths: row.baths,
    amenities: row.amenities,
    rating: row.rating,
    reviewsCount: row.reviews_count,
    host:
      row.host_name === null
        ? null
        : {
            name: row.host_name,
            ...(row.host_avatar && { avatar: absoluteUrl(publicUrl, row.host_avatar) }),
            ...(row.host_bio && { bio: row.host_bio }),
            ...(row.host_total_bookings !== null && { totalBookings: row.host_total_bookings }),
            ...(row.host_languages && { languages: row.host_languages }),
            reviewsCount: row.host_reviews_count ?? 0,
            rating: row.host_rating,
            ...(row.host_since !== null && { hostingSince: nairobiDate(new Date(row.host_since)) }),
            superhost: row.host_superhost === true,
            responseMinutes: row.host_response_minutes,
          },
    images: row.images.map((image) => absoluteUrl(publicUrl, image)),
    ...(row.photos.length > 0 && {
      photos: row.photos.map((photo) => ({
        width: photo.width,
        height: photo.height,
        ...photoUrls(publicUrl, photo),
        ...(photo.caption && { caption: photo.caption }),
      })),
    }),
    coordinates: publicPin(row.lat, row.lng),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    ...(row.verified_at !== null && { verifiedAt: iso(row.verified_at) }),
    ...rulesOf(row),
    cancellationPolicy: cancellationPolicyOf(row.type),
  };
}
