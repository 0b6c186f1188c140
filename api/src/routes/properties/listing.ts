/**
 * The SQL behind `GET /api/properties`: every filter optional and combinable, each one served by an
 * index (type, price, guests btree; trigram GIN for location and text; availability is the row's own
 * `booked` stays), so the listing stays fast at 10,000 properties. It selects the ids and row
 * versions of the matching properties; their JSON comes from `PropertyJsonCache`.
 */
import { PROPERTY_LIST_DEFAULT_LIMIT } from 'shared/rules';
import { laterDate, parseStayDate, type PropertyListQuery } from 'shared/contracts';
import { apiError } from '../../errors';
import { propertyVersion, published } from './property-json';

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

/** The stay a listing is filtered by; one date alone means that one night. */
export function stayFilter(checkIn?: string, checkOut?: string): { from: string; to: string } | null {
  if (checkIn === undefined || checkIn.trim() === '') return null;
  const from = parseStayDate(checkIn);
  const to = checkOut !== undefined && checkOut.trim() !== '' ? parseStayDate(checkOut) : from && laterDate(from, 1);
  if (!from || !to) throw apiError('INVALID_DATE');
  if (to <= from) throw apiError('CHECK_OUT_NOT_AFTER_CHECK_IN');
  return { from, to };
}

export function listingQuery(query: PropertyListQuery): { sql: string; params: unknown[] } {
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
  if (query.minPrice !== undefined) where.push(`p.price >= ${param(query.minPrice)}`);
  if (query.maxPrice !== undefined) where.push(`p.price <= ${param(query.maxPrice)}`);
  const text = query.q?.trim().toLowerCase().replace(/\s+/g, ' ');
  if (text) where.push(`p.search_text LIKE ${param(`%${escapeLike(text)}%`)}`);
  const stay = stayFilter(query.checkIn, query.checkOut);
  if (stay) {
    // `booked`: the property's active stays, kept from its bookings (migrations/002_booked_stays.sql).
    where.push(`NOT (p.booked && daterange(${param(stay.from)}::date, ${param(stay.to)}::date, '[)'))`);
  }

  // SPEC §7: newest first by updatedAt (always set; equal to createdAt until the listing changes).
  const order =
    query.sort === 'price_asc'
      ? 'p.price ASC, p.updated_at DESC, p.id DESC'
      : query.sort === 'price_desc'
        ? 'p.price DESC, p.updated_at DESC, p.id DESC'
        : 'p.updated_at DESC, p.id DESC';

  const sql = `SELECT p.id::text AS id, ${propertyVersion} AS version
    FROM properties p
    WHERE ${where.join(' AND ')}
    ORDER BY ${order}
    LIMIT ${param(query.limit ?? PROPERTY_LIST_DEFAULT_LIMIT)}`;
  return { sql, params };
}
