/**
 * Demo data on first start: hosts (joined from weeks to years ago), properties with their past stays,
 * the events of each stay and both sides' reviews, and blog posts, with dates relative to the seed
 * time (listings spread over the last two months, a few within the last week so the "New" badge
 * shows, and those without stays or reviews yet).
 */
import { randomUUID } from 'node:crypto';
import { REVIEW_WINDOW_DAYS } from 'contracts/reviews';
import { nairobiDate } from 'contracts';
import { seedPosts } from '../seed/blog';
import { seedHosts } from '../seed/hosts';
import { seedPhotoPaths } from '../seed/photo-names';
import { seedProperties } from '../seed/properties';
import { seedRules } from '../seed/rules';
import { seedStays, type SeedStay } from '../seed/reviews';
import { newBookingReference } from './domain/bookings/reference';
import { assessStanding } from './domain/standing/standing';
import { SCHEMA_LOCK, type Database, type Queryable } from './plugins/database';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days before the seed time a listing was created and last updated. */
function listingAge(index: number): { createdDaysAgo: number; updatedDaysAgo: number } {
  const createdDaysAgo = ((index * 17) % 60) + 0.3 + (index % 5) * 0.13;
  const updatedDaysAgo = index % 4 === 1 ? Math.max(0.2, createdDaysAgo * 0.3) : createdDaysAgo;
  return { createdDaysAgo, updatedDaysAgo };
}

/** The shared scene pictures (`images/properties/<scene>-<nn>.svg`) every property drew from before. */
const SHARED_SCENE = '^/images/properties/[a-z]+-[0-9]{2}[.]svg$';

/**
 * A database seeded before the seed properties had photos of their own: each seed property still
 * showing only the shared scene pictures gets its own set (the shared files stay served).
 */
async function givePhotosOfTheirOwn(tx: Queryable): Promise<void> {
  const { rows } = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM properties WHERE images[1] ~ $1 AND title = ANY($2::text[])`,
    [SHARED_SCENE, seedProperties.map((p) => p.title)],
  );
  if (rows[0]?.n === 0) return;
  for (const [index, p] of seedProperties.entries()) {
    await tx.query(
      `UPDATE properties SET images = $2
       WHERE title = $1 AND photos = '[]'::jsonb AND NOT EXISTS (SELECT 1 FROM unnest(images) i WHERE i !~ $3)`,
      [p.title, seedPhotoPaths(p, index), SHARED_SCENE],
    );
  }
}

const MINUTE_MS = 60_000;
/** How much longer or shorter than usual a host took to answer each stay's request, in turn. */
const answerFactors = [1, 0.6, 1.4, 0.8, 1.2, 0.7, 1.3] as const;

/**
 * A past stay of a seed property as the lifecycle leaves it (completed, its review window set), the
 * events that got it there (the guest's request, the host's acceptance `answerMinutes` later, the
 * completion) and both sides' reviews, published together once both were written. The reviews'
 * trigger works out the property's and the host's rating and count.
 */
async function insertStay(
  tx: Queryable,
  property: { id: string; price: number },
  stay: SeedStay,
  answerMinutes: number,
  at: (daysAgo: number) => string,
): Promise<void> {
  const nights = stay.checkInDaysAgo - stay.checkOutDaysAgo;
  const checkOut = at(stay.checkOutDaysAgo);
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO bookings (reference, property_id, name, email, phone, guests, check_in, check_out, nights,
       price_per_night, total_amount, status, created_at, status_changed_at, review_window_ends)
     VALUES ($1, $2, $3, $4, $5, $6, $7::date, $8::date, $9, $10, $11, 'completed', $12, $13,
       $13::timestamptz + make_interval(days => $14))
     RETURNING id::text AS id`,
    [
      newBookingReference(),
      property.id,
      stay.guest.name,
      stay.guest.email,
      stay.guest.phone,
      stay.guests,
      nairobiDate(new Date(at(stay.checkInDaysAgo))),
      nairobiDate(new Date(checkOut)),
      nights,
      property.price,
      nights * property.price,
      at(stay.checkInDaysAgo + 10),
      checkOut,
      REVIEW_WINDOW_DAYS,
    ],
  );
  const bookingId = rows[0]?.id;
  // The guest entered their emailed code a few minutes after asking; the host answered later.
  const requested = new Date(new Date(at(stay.checkInDaysAgo + 10)).getTime() + 4 * MINUTE_MS);
  const accepted = new Date(requested.getTime() + Math.round(answerMinutes * 60) * 1000);
  await tx.query(
    `INSERT INTO booking_events (booking_id, from_status, to_status, actor, at)
     VALUES ($1, 'unconfirmed', 'requested', 'guest', $2), ($1, 'requested', 'confirmed', 'host', $3),
            ($1, 'confirmed', 'completed', 'system', $4)`,
    [bookingId, requested, accepted, checkOut],
  );
  const published = at(Math.min(stay.guestWroteDaysAgo, stay.hostWroteDaysAgo));
  const { guestReview: guest, hostReview: host } = stay;
  await tx.query(
    `INSERT INTO reviews (booking_id, property_id, author, rating, cleanliness, accuracy, check_in, communication,
       location, value, body, would_host_again, written_at, published_at)
     VALUES ($1, $2, 'guest', $3, $4, $5, $6, $7, $8, $9, $10, NULL, $11, $13),
            ($1, $2, 'host', $14, NULL, NULL, NULL, NULL, NULL, NULL, $15, true, $12, $13)`,
    [
      bookingId,
      property.id,
      guest.rating,
      guest.categories.cleanliness,
      guest.categories.accuracy,
      guest.categories.checkIn,
      guest.categories.communication,
      guest.categories.location,
      guest.categories.value,
      guest.body,
      at(stay.guestWroteDaysAgo),
      at(stay.hostWroteDaysAgo),
      published,
      host.rating,
      host.body,
    ],
  );
}

export interface SeedResult {
  properties: number;
  posts: number;
}

/**
 * The operator the demo data's checks are recorded against: "Seed data", disabled (no password, no
 * authenticator: nobody signs in as it). A real site's verifications name the operator who made them;
 * the seed's name this record, so the console and the database say plainly who stands behind them.
 */
async function seedOperatorId(tx: Queryable, now: Date): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO operators (email, name, created_at, disabled_at) VALUES ('seed-data@makao.invalid', 'Seed data', $1, $1)
     ON CONFLICT (email) DO UPDATE SET email = EXCLUDED.email RETURNING id::text AS id`,
    [now],
  );
  return rows[0]?.id as string;
}

export async function seedIfEmpty(db: Database, now: Date = new Date()): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
    const result: SeedResult = { properties: 0, posts: 0 };
    const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS).toISOString();

    const { rows: propertyCount } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM properties');
    if (propertyCount[0]?.n !== 0) await givePhotosOfTheirOwn(tx);
    if (propertyCount[0]?.n === 0) {
      const seedOperator = await seedOperatorId(tx, now);
      const hostIds = new Map<string, string>();
      for (const host of seedHosts) {
        const id = randomUUID();
        hostIds.set(host.key, id);
        await tx.query(
          `INSERT INTO hosts (id, name, avatar, bio, total_bookings, languages, phone, email, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [
            id,
            host.name,
            host.avatar,
            host.bio,
            host.totalBookings,
            host.languages,
            host.phone,
            host.email,
            at(host.joinedDaysAgo),
          ],
        );
        // Hosts new to Makao have not shown their ID yet; the others did when they joined.
        if (!host.newToMakao) {
          const verifiedAt = at(Math.max(host.joinedDaysAgo - 1, 0));
          await tx.query(
            `INSERT INTO identity_checks (host_id, document_type, status, submitted_at, decided_at, decided_by, files_deleted_at)
             VALUES ($1, 'national-id', 'verified', $2, $3, $4, $3)`,
            [id, at(host.joinedDaysAgo), verifiedAt, seedOperator],
          );
          await tx.query('UPDATE hosts SET identity_verified_at = $2, identity_verified_by = $3 WHERE id = $1', [
            id,
            verifiedAt,
            seedOperator,
          ]);
        }
      }
      for (const [index, p] of seedProperties.entries()) {
        const { createdDaysAgo, updatedDaysAgo } = listingAge(index);
        const { rows: inserted } = await tx.query<{ id: string }>(
          `INSERT INTO properties (title, type, price, description, area, address, city, county, guests, beds, baths,
             amenities, host_id, images, lat, lng, created_at, updated_at, published_at, approved_at, approved_by)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $17, $17, $19)
           RETURNING id::text AS id`,
          [
            p.title,
            p.type,
            p.price,
            p.description,
            p.area,
            p.address,
            p.city,
            p.county,
            p.guests,
            p.beds,
            p.baths,
            p.amenities,
            hostIds.get(p.host) ?? null,
            seedPhotoPaths(p, index),
            p.lat,
            p.lng,
            at(createdDaysAgo),
            at(updatedDaysAgo),
            seedOperator,
          ],
        );
        const id = inserted[0]?.id as string;
        const rules = seedRules(p.type);
        await tx.query(
          `UPDATE properties SET check_in_time = $2, check_out_time = $3, min_nights = $4, smoking_allowed = $5,
             parties_allowed = $6, pets_allowed = $7, house_rules = $8 WHERE id = $1`,
          [
            id,
            rules.checkInTime,
            rules.checkOutTime,
            rules.minNights,
            rules.houseRules.smoking,
            rules.houseRules.parties,
            rules.houseRules.pets,
            rules.houseRules.notes,
          ],
        );
        const host = seedHosts.find((h) => h.key === p.host);
        const stays = host?.newToMakao ? [] : seedStays(p, index, createdDaysAgo);
        for (const [n, stay] of stays.entries()) {
          const answerMinutes =
            (host?.answersInMinutes ?? 60) * (answerFactors[(index + n) % answerFactors.length] ?? 1);
          await insertStay(tx, { id, price: p.price }, stay, answerMinutes, at);
        }
        result.properties += 1;
      }
      // Each host's response time and Superhost badge from the rows just written, as the daily job
      // would work them out (domain/standing).
      await assessStanding(tx, [...hostIds.values()], now);
    }

    const { rows: postCount } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM blog_posts');
    if (postCount[0]?.n === 0) {
      for (const post of [...seedPosts].sort((a, b) => b.daysAgo - a.daysAgo)) {
        await tx.query(
          `INSERT INTO blog_posts (slug, title, excerpt, content, featured_image, featured_alt, author, published_at, modified_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)`,
          [post.slug, post.title, post.excerpt, post.content, post.image, post.imageAlt, post.author, at(post.daysAgo)],
        );
        result.posts += 1;
      }
    }
    return result;
  });
}
