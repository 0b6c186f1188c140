import { SiteStatsResponseSchema } from 'contracts/schemas';
import type { ApiInstance } from '../typed';

/** How long a browser or a CDN may reuse the numbers: they move slowly, and a visit asks once. */
const STATS_MAX_AGE_S = 300;

export async function statsRoutes(app: ApiInstance): Promise<void> {
  /** The site in numbers for the home page's stat band (domain/stats). Takes no input. */
  app.get('/api/stats', { schema: { response: { 200: SiteStatsResponseSchema } } }, async (_request, reply) => {
    reply.header('Cache-Control', `public, max-age=${STATS_MAX_AGE_S}`);
    return { data: await app.stats.site() };
  });
}
