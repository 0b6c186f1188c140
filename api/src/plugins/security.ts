/**
 * Security headers (helmet), CORS limited to the configured shell and CDN origins, and rate limits:
 * every POST route `rateLimitMax` and every GET and HEAD route `rateLimitGetMax` requests a minute
 * per client (a route may set its own `config.rateLimit`, or `false`). The client is `request.ip`,
 * which reads X-Forwarded-For only as far as `trustProxy` allows (`trustProxyOption`). With
 * `redisUrl` the counters live in Redis, so every API process counts against one limit.
 */
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance, FastifyServerOptions, RouteOptions } from 'fastify';
import { Redis, type Result } from 'ioredis';
import { MANAGE_TOKEN_HEADER } from 'contracts/booking-lifecycle';
import { CSRF_HEADER } from 'contracts/host-api';
import type { Config } from '../config';
import { apiError } from '../errors';

const WINDOW_MS = 60_000;

/**
 * Fastify's `trustProxy` for the configured proxies. Fastify's own `true` trusts every hop, so the
 * client would be the left-most X-Forwarded-For value, which the client writes itself; and its plain
 * number now trusts no hop at all. A hop count is therefore given as the function it stands for.
 */
export function trustProxyOption(trust: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (trust === false) return false;
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust;
}

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
    // The host area sends its session cookie (plugins/host-auth.ts): credentials, for these origins only.
    credentials: true,
    // PUT and DELETE: the host calendar's import and unblock (routes/hosts/calendar.ts).
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Idempotency-Key', CSRF_HEADER, MANAGE_TOKEN_HEADER],
    exposedHeaders: ['Retry-After', 'X-WP-Total', 'X-WP-TotalPages', 'Idempotent-Replayed'],
    maxAge: 600,
  });

  // Before the rate-limit plugin's own onRoute hook, which reads the limit this one sets.
  app.addHook('onRoute', (route) => {
    const max = defaultLimit(route, config);
    if (max !== undefined) route.config = { ...route.config, rateLimit: { max, timeWindow: WINDOW_MS } };
  });
  await app.register(rateLimit, {
    global: false,
    store: config.redisUrl ? await redisCounters(app, config.redisUrl, config.redisPrefix) : undefined,
    // A counter that cannot be reached lets the request through (the failure is logged by the store).
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      apiError('TOO_MANY_REQUESTS', { details: `Try again in ${context.after}.` }),
  });
}

/** The limit a route gets when it sets none. */
function defaultLimit(route: RouteOptions, config: Config): number | undefined {
  if (route.config?.rateLimit !== undefined) return undefined;
  // The seed artwork is immutable files, cached for a year by browsers; a listing shows dozens at once.
  if (route.url.startsWith('/images/') || route.url.startsWith('/uploads/')) return undefined;
  const methods = [route.method].flat();
  if (['POST', 'PUT', 'PATCH', 'DELETE'].some((method) => methods.includes(method))) return config.rateLimitMax;
  // A HEAD costs its GET's work (Fastify answers it with the GET handler), so it counts the same.
  if (methods.includes('GET') || methods.includes('HEAD')) return config.rateLimitGetMax;
  return undefined;
}

declare module 'ioredis' {
  interface RedisCommander<Context> {
    countRequest(key: string, windowMs: number): Result<[number, number], Context>;
  }
}

/** One fixed window per key: the count so far and the milliseconds left, in one round trip. */
const countRequestScript = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { current, ttl }
`;

/**
 * Connects to Redis (closed with the app) and answers the rate-limit plugin's store constructor.
 * A count must never hold a request up: no queue while disconnected, short timeouts, no retries.
 */
async function redisCounters(app: FastifyInstance, url: string, prefix: string) {
  const redis = new Redis(url, {
    connectTimeout: 1_000,
    commandTimeout: 250,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    // On close, ioredis waits this long for a socket to end, even one already gone during a reconnect.
    disconnectTimeout: 100,
  });
  const health = new CounterHealth(app.log);
  redis.on('error', (error: Error) => health.failed(error, false));
  redis.on('ready', () => health.ok());
  redis.defineCommand('countRequest', { numberOfKeys: 1, lua: countRequestScript });
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  // Wait for the first connection (or its failure), so the first requests are counted when Redis is up.
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, 1_000);
    redis.once('ready', done);
    redis.once('error', done);
  });

  const root = `${prefix}rate-limit:`;
  return class extends RedisCounters {
    constructor() {
      super(redis, root, health);
    }
  };
}

class RedisCounters implements FastifyRateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly health: CounterHealth,
  ) {}

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ): void {
    this.redis.countRequest(this.prefix + key, timeWindow).then(
      ([current, ttl]) => {
        this.health.ok();
        callback(null, { current, ttl });
      },
      (error: Error) => {
        this.health.failed(error, true);
        callback(error);
      },
    );
  }

  child(options: unknown): FastifyRateLimitStore {
    // The plugin passes the route's merged limit options with the route itself as `routeInfo`.
    const { method, url } = (options as { routeInfo: Pick<RouteOptions, 'method' | 'url'> }).routeInfo;
    return new RedisCounters(this.redis, `${this.prefix}${[method].flat().join(',')}:${url}:`, this.health);
  }
}

/** Logs an outage of the counters once a minute at most (with how many requests went uncounted), and its end. */
class CounterHealth {
  private warnedAt: number | undefined;
  private uncounted = 0;

  constructor(private readonly log: FastifyBaseLogger) {}

  failed(error: Error, request: boolean): void {
    if (request) this.uncounted += 1;
    const now = Date.now();
    if (this.warnedAt !== undefined && now - this.warnedAt < WINDOW_MS) return;
    this.warnedAt = now;
    this.log.warn(
      { err: error.message, uncounted: this.uncounted },
      'rate-limit counters unreachable (Redis): requests are served without being counted',
    );
    this.uncounted = 0;
  }

  ok(): void {
    if (this.warnedAt === undefined) return;
    this.warnedAt = undefined;
    this.log.info({ uncounted: this.uncounted }, 'rate-limit counters reachable again (Redis)');
    this.uncounted = 0;
  }
}
