/**
 * Security headers (helmet), CORS limited to the configured shell and CDN origins, and per-route
 * rate limits (a route opts in with `config.rateLimit`, see `postRateLimit`).
 */
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { apiError } from '../errors';

export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    // The shell and the remotes live on other origins and must be able to show the API's images.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], imgSrc: ["'self'"], frameAncestors: ["'none'"] },
    },
  });
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'HEAD', 'POST'],
    allowedHeaders: ['Content-Type', 'Idempotency-Key'],
    exposedHeaders: ['Retry-After', 'X-WP-Total', 'X-WP-TotalPages', 'Idempotent-Replayed'],
    maxAge: 600,
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      apiError('TOO_MANY_REQUESTS', { details: `Try again in ${context.after}.` }),
  });
}

/** The `config` of a POST route: at most `max` requests a minute per client IP on that route. */
export function postRateLimit(max: number) {
  return { rateLimit: { max, timeWindow: 60_000 } };
}
