import { HealthResponseSchema } from 'contracts/schemas';
import type { ApiInstance } from '../typed';

export async function healthRoutes(app: ApiInstance): Promise<void> {
  /** Readiness: the start script waits for this; it answers only when the database does. */
  // Not rate-limited: a load balancer probes it from one address, and a 429 would mark a healthy API down.
  const options = { schema: { response: { 200: HealthResponseSchema } }, config: { rateLimit: false as const } };
  app.get('/api/health', options, async (_request, reply) => {
    await app.db.query('SELECT 1');
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' as const };
  });
}
