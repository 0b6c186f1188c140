/**
 * The site in numbers (`GET /api/stats`), registered once on the app (fastify-plugin) as `app.stats`:
 * verified published properties, the guests of completed stays (their parties' sizes added up), published
 * guest reviews and their mean to one decimal, all counted from the rows. The home page asks once a
 * visit; each process keeps its last count for STATS_MEMO_MS, so a busy home page costs the database
 * one count a minute per process, and the numbers are never older than that.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { SiteStats } from 'contracts';
import { verifiedAt } from '../properties/serialize';

const STATS_MEMO_MS = 60_000;

interface StatsService {
  /** The numbers as of at most STATS_MEMO_MS ago (by `app.now()`). */
  site(): Promise<SiteStats>;
}

declare module 'fastify' {
  interface FastifyInstance {
    stats: StatsService;
  }
}

async function statsService(app: FastifyInstance): Promise<void> {
  let memo: { at: number; stats: SiteStats } | undefined;
  app.decorate<StatsService>('stats', {
    async site() {
      const now = app.now().getTime();
      if (memo && now >= memo.at && now - memo.at < STATS_MEMO_MS) return memo.stats;
      const { rows } = await app.db.query<SiteStats>(
        `SELECT
           (SELECT count(*)::int FROM properties p JOIN hosts h ON h.id = p.host_id
            WHERE p.status = 'published' AND ${verifiedAt} IS NOT NULL) AS properties,
           (SELECT coalesce(sum(guests), 0)::int FROM bookings WHERE status = 'completed') AS guests,
           r.n AS reviews, r.rating::float8 AS rating
         FROM (
           SELECT count(*)::int AS n, round(avg(rating), 1) AS rating FROM reviews
           WHERE author = 'guest' AND published_at IS NOT NULL
         ) r`,
      );
      const stats = rows[0] as SiteStats;
      memo = { at: now, stats };
      return stats;
    },
  });
}

export default fp(statsService, { name: 'stats-service' });
