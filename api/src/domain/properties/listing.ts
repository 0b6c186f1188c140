/**
 * The SQL behind `GET /api/properties`: every filter optional and combinable, each one served by an
 * index (type, price, guests, bedrooms btree; GIN for amenities; trigram GIN for location and text; availability is the row's own
 * `booked` stays), so the listing stays fast at 10,000 properties. It selects the ids and row
 * versions of the matching properties; their JSON comes from `PropertyJsonCache`.
 */
import { PROPERTY_LIST_DEFAULT_LIMIT, PROPERTY_LIST_EXACT_TOTAL_MAX } from 'contracts/rules';
import { filterAmenities, laterDate, parseStayDate, type PropertyListQuery } from 'contracts';
import { parseMapArea } from 'contracts/map-area';
import type { PropertyListFilteredQuery } from 'contracts/schemas';
import { apiError } from '../../errors';
import { propertyVersion, published } from './property-json';
import { PUBLIC_PIN_STEP } from './serialize';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * `masai-mara`, `Masai Mara`, `lake_naivasha` → the words stored in the area, city and county
 * (lower case, spaces, the Maasai spelling).
 */
export function normaliseLocation(value: string): string {
  return value
    .toLowerCase()
    .replace(/[-_+,]/g, ' ')
    .replace(/\bmasai\b/g, 'maasai')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The public pin's latitude and longitude in SQL, exactly as serialize.ts's publicPin makes them:
 * `floor(x / step + 0.5)` is `Math.round` (the same double arithmetic), and the grid point is then
 * exact (numeric), like the pin's three decimals on the wire.
 */
const roundedToPin = (column: string) => `(floor(${column} / ${PUBLIC_PIN_STEP} + 0.5)::numeric * ${PUBLIC_PIN_STEP})`;
const publicLat = roundedToPin('p.lat');
const publicLng = roundedToPin('p.lng');
/** `wifi,pool` → the amenity names stored in properties (contracts' `filterAmenities`), each once. */
function amenityNamesOf(keys: string | undefined): string[] {
  const wanted = new Set(keys?.split(',') ?? []);
  return filterAmenities.filter((amenity) => wanted.has(amenity.key)).map((amenity) => amenity.name);
}

/** The stay a listing is filtered by; one date alone means that one night. */
export function stayFilter(checkIn?: string, checkOut?: string): { from: string; to: string } | null {
  if (checkIn === undefined || checkIn.trim() === '') return null;
  const from = parseStayDate(checkIn);
  const to = checkOut !== undefined && checkOut.trim() !== '' ? parseStayDate(checkOut) : from && laterDate(from, 1);
  if (!from || !to) throw apiError('INVALID_DATE');
  if (to <= from) throw apiError('CHECK_OUT_NOT_AFTER_CHECK_IN');
  return { from, to };
}

/** Where the next page starts: the last row's sort key, under the sort it was made for. */
interface Cursor {
  sort: NonNullable<PropertyListQuery['sort']> | 'newest';
  /** The last row's price (price sorts only). */
  price?: number;
  /** Its `updated_at`, to the microsecond, in UTC. */
  updatedAt: string;
  id: string;
  /** The total of the first page, carried on: later pages do not count again. */
  total?: { total: number; totalExact: boolean };
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function encodeCursor(cursor: Cursor): string {
  const total = cursor.total ? [cursor.total.total, cursor.total.totalExact] : [];
  return Buffer.from(
    JSON.stringify([cursor.sort, cursor.price ?? null, cursor.updatedAt, cursor.id, ...total]),
  ).toString('base64url');
}

/** A cursor this API made for this sort, or a 400: anything else is refused, never trusted. */
export function decodeCursor(text: string, sort: Cursor['sort']): Cursor {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw apiError('INVALID_CURSOR');
  }
  if (!Array.isArray(parts) || (parts.length !== 4 && parts.length !== 6)) throw apiError('INVALID_CURSOR');
  const [cursorSort, price, updatedAt, id, total, totalExact] = parts as unknown[];
  const priced = sort === 'price_asc' || sort === 'price_desc';
  if (
    cursorSort !== sort ||
    (priced ? !(Number.isSafeInteger(price) && (price as number) > 0) : price !== null) ||
    typeof updatedAt !== 'string' ||
    !TIMESTAMP.test(updatedAt) ||
    Number.isNaN(Date.parse(updatedAt)) ||
    typeof id !== 'string' ||
    !UUID.test(id) ||
    (parts.length === 6 && !(Number.isSafeInteger(total) && (total as number) >= 0 && typeof totalExact === 'boolean'))
  ) {
    throw apiError('INVALID_CURSOR');
  }
  return {
    sort,
    ...(priced && { price: price as number }),
    updatedAt,
    id,
    ...(parts.length === 6 && { total: { total: total as number, totalExact: totalExact as boolean } }),
  };
}

/** A listed row with what its page's cursor is made of. */
export interface ListingRow {
  id: string;
  version: string;
  price: number;
  updated_at: string;
}

export interface ListingQueries {
  /** One page (one row more than asked, to know whether a next page exists). */
  page: { sql: string; params: unknown[] };
  /** The exact count of matches, stopping one past `exactTotalMax`. */
  count: { sql: string; params: unknown[] };
  /** The filters alone, for the planner's estimate past that. */
  estimate: { sql: string; params: unknown[] };
  limit: number;
  sort: Cursor['sort'];
  /** The total the cursor carries from the first page, if any. */
  carried?: { total: number; totalExact: boolean };
}

export function listingQuery(
  query: PropertyListFilteredQuery,
  exactTotalMax = PROPERTY_LIST_EXACT_TOTAL_MAX,
): ListingQueries {
  const where: string[] = [published];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };

  const location = query.location ? normaliseLocation(query.location) : '';
  if (location) where.push(`p.location_text LIKE ${param(`%${escapeLike(location)}%`)}`);
  if (query.type) where.push(`p.type = ${param(query.type)}`);
  if (query.guests !== undefined) where.push(`p.guests >= ${param(query.guests)}`);
  if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
    throw apiError('INVALID_REQUEST', { details: 'minPrice must not be above maxPrice' });
  }
  if (query.minPrice !== undefined) where.push(`p.price >= ${param(query.minPrice)}`);
  if (query.maxPrice !== undefined) where.push(`p.price <= ${param(query.maxPrice)}`);
  if (query.bedrooms !== undefined) where.push(`p.beds >= ${param(query.bedrooms)}`);
  const amenities = amenityNamesOf(query.amenities);
  // Every one asked for: the GIN index's containment (migrations/022_listing_filters.sql).
  if (amenities.length) where.push(`p.amenities @> ${param(amenities)}::text[]`);
  if (query.verified === 'true') {
    // "Verified" (serialize.ts's verifiedAt) and with photos its host uploaded: the seed's drawings
    // (`images` without `photos`) are never featured (docs/decisions.md, "Seed pictures").
    where.push(
      `p.approved_by IS NOT NULL AND jsonb_array_length(p.photos) > 0
       AND EXISTS (SELECT 1 FROM hosts h WHERE h.id = p.host_id AND h.identity_verified_at IS NOT NULL)`,
    );
  }
  if (query.bbox !== undefined) {
    const area = parseMapArea(query.bbox);
    if (!area) throw apiError('INVALID_MAP_AREA');
    // The public pin (serialize.ts's publicPin: the grid point nearest the exact one) must be inside,
    // never the exact one: a box's edges must not tell more than the pin a guest sees. The index is
    // on these very expressions (migrations/026_public_pin_index.sql).
    where.push(
      `${publicLat} BETWEEN ${param(area.south)} AND ${param(area.north)}`,
      `${publicLng} BETWEEN ${param(area.west)} AND ${param(area.east)}`,
    );
  }
  const text = query.q?.trim().toLowerCase().replace(/\s+/g, ' ');
  if (text) where.push(`p.search_text LIKE ${param(`%${escapeLike(text)}%`)}`);
  const stay = stayFilter(query.checkIn, query.checkOut);
  if (stay) {
    // `booked`: the property's active stays, kept from its bookings (migrations/002_booked_stays.sql).
    where.push(`NOT (p.booked && daterange(${param(stay.from)}::date, ${param(stay.to)}::date, '[)'))`);
  }
  const filters = where.join(' AND ');
  const filterParams = [...params];

  // SPEC §7: newest first by updatedAt (always set; equal to createdAt until the listing changes);
  // SPEC §2's price sorts keep newest first among equal prices. `id` breaks the last ties, so every
  // row has one place in the order and a page's last row says exactly where the next page starts.
  const sort = query.sort ?? 'newest';
  const order =
    sort === 'price_asc'
      ? 'p.price ASC, p.updated_at DESC, p.id DESC'
      : sort === 'price_desc'
        ? 'p.price DESC, p.updated_at DESC, p.id DESC'
        : 'p.updated_at DESC, p.id DESC';
  const keyset: string[] = [];
  let carried: ListingQueries['carried'];
  if (query.cursor !== undefined) {
    const after = decodeCursor(query.cursor, sort);
    carried = after.total;
    const newer = `(p.updated_at, p.id) < (${param(after.updatedAt)}::timestamptz, ${param(after.id)}::uuid)`;
    if (sort === 'newest') keyset.push(newer);
    else {
      const price = param(after.price);
      const beyond = sort === 'price_asc' ? '>' : '<';
      keyset.push(`(p.price ${beyond} ${price} OR (p.price = ${price} AND ${newer}))`);
    }
  }
  const limit = query.limit ?? PROPERTY_LIST_DEFAULT_LIMIT;
  const sql = `SELECT p.id::text AS id, ${propertyVersion} AS version, p.price,
      to_char(p.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS updated_at
    FROM properties p
    WHERE ${[filters, ...keyset].join(' AND ')}
    ORDER BY ${order}
    LIMIT ${param(limit + 1)}`;
  return {
    page: { sql, params },
    count: {
      sql: `SELECT count(*)::int AS n FROM (SELECT 1 FROM properties p WHERE ${filters} LIMIT ${exactTotalMax + 1}) m`,
      params: filterParams,
    },
    estimate: { sql: `SELECT 1 FROM properties p WHERE ${filters}`, params: filterParams },
    limit,
    sort,
    ...(carried && { carried }),
  };
}

/**
 * The cursor of the page after `rows` (which hold one row more than the page when there is one); it
 * carries the first page's total on, so the next pages do not count the matches again.
 */
export function nextCursor(
  rows: ListingRow[],
  limit: number,
  sort: Cursor['sort'],
  total: { total: number; totalExact: boolean },
): string | null {
  if (rows.length <= limit) return null;
  const last = rows[limit - 1] as ListingRow;
  return encodeCursor({
    sort,
    ...(sort !== 'newest' && { price: last.price }),
    updatedAt: last.updated_at,
    id: last.id,
    total,
  });
}
