import type { FastifyInstance } from 'fastify';
import { HealthResponseSchema } from 'shared/schemas';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  /** Readiness: the start script waits for this; it answers only when the database does. */
  app.get('/api/health', { schema: { response: { 200: HealthResponseSchema } } }, async (_request, reply) => {
    await app.db.query('SELECT 1');
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' as const };
  });
}
