/**
 * Demo data on first start: hosts, properties and blog posts, with dates relative to the seed time
 * (spread over the last two months, a few within the last week so the "New" badge shows).
 */
import { randomUUID } from 'node:crypto';
import { seedPosts } from '../seed/blog';
import { seedHosts } from '../seed/hosts';
import { seedProperties, type Scene } from '../seed/properties';
import { SCHEMA_LOCK, type Database } from './plugins/database';

/** How many pictures `scripts/generate-images.mjs` draws of each scene. */
const sceneCounts: Record<Scene, number> = { safari: 10, beach: 10, city: 8, interior: 12, home: 8, lake: 8 };
const DAY_MS = 24 * 60 * 60 * 1000;

export function picturesFor(index: number, scenes: Scene[], count: number): string[] {
  const used = new Map<Scene, Set<number>>();
  const pictures: string[] = [];
  for (let k = 0; k < count; k += 1) {
    const scene = scenes[k % scenes.length] as Scene;
    const taken = used.get(scene) ?? new Set<number>();
    used.set(scene, taken);
    const total = sceneCounts[scene];
    let n = (index * 7 + k * 3) % total;
    while (taken.has(n) && taken.size < total) n = (n + 1) % total;
    taken.add(n);
    pictures.push(`/images/properties/${scene}-${String(n + 1).padStart(2, '0')}.svg`);
  }
  return pictures;
}

/** Days before the seed time a listing was created and last updated. */
export function listingAge(index: number): { createdDaysAgo: number; updatedDaysAgo: number } {
  const createdDaysAgo = ((index * 17) % 60) + 0.3 + (index % 5) * 0.13;
  const updatedDaysAgo = index % 4 === 1 ? Math.max(0.2, createdDaysAgo * 0.3) : createdDaysAgo;
  return { createdDaysAgo, updatedDaysAgo };
}

export interface SeedResult {
  properties: number;
  posts: number;
}

export async function seedIfEmpty(db: Database, now: Date = new Date()): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
    const result: SeedResult = { properties: 0, posts: 0 };
    const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS).toISOString();

    const { rows: propertyCount } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM properties');
    if (propertyCount[0]?.n === 0) {
      const hostIds = new Map<string, string>();
      for (const host of seedHosts) {
        const id = randomUUID();
        hostIds.set(host.key, id);
        await tx.query(
          `INSERT INTO hosts (id, name, avatar, bio, total_bookings, languages, phone, email)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [id, host.name, host.avatar, host.bio, host.totalBookings, host.languages, host.phone, host.email],
        );
      }
      for (const [index, p] of seedProperties.entries()) {
        const { createdDaysAgo, updatedDaysAgo } = listingAge(index);
        await tx.query(
          `INSERT INTO properties (title, type, price, description, area, address, city, county, guests, beds, baths,
             amenities, rating, reviews_count, host_id, images, lat, lng, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)`,
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
            p.rating,
            p.reviewsCount,
            hostIds.get(p.host) ?? null,
            picturesFor(index, p.scenes, p.photos),
            p.lat,
            p.lng,
            at(createdDaysAgo),
            at(updatedDaysAgo),
          ],
        );
        result.properties += 1;
      }
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
