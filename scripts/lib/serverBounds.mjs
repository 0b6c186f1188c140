/**
 * The bounds every origin of the site puts on its sockets, read from the same variables with the
 * same defaults as the API's own (api/src/config.ts, `httpTimeouts` and MAX_CONNECTIONS; the browser
 * suite holds the two to each other): a client that sends slowly, stalls, idles on keep-alive or
 * stops reading is cut off, and connections beyond the cap are refused, so that no origin runs out of
 * file handles whatever clients do.
 */

function bound(env, name, fallback) {
  const value = env[name];
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a whole number more than 0, got "${value}"`);
  return n;
}

/** @param {Record<string, string | undefined>} env */
export function serverBounds(env = process.env) {
  const bounds = {
    headersTimeoutMs: bound(env, 'HEADERS_TIMEOUT_MS', 10_000),
    requestTimeoutMs: bound(env, 'REQUEST_TIMEOUT_MS', 30_000),
    keepAliveTimeoutMs: bound(env, 'KEEP_ALIVE_TIMEOUT_MS', 5_000),
    socketTimeoutMs: bound(env, 'SOCKET_TIMEOUT_MS', 60_000),
    maxConnections: bound(env, 'MAX_CONNECTIONS', 4096),
  };
  // Node refuses a headers timeout longer than the request's: the headers are part of the request.
  if (bounds.headersTimeoutMs > bounds.requestTimeoutMs) {
    throw new Error(`HEADERS_TIMEOUT_MS must not exceed REQUEST_TIMEOUT_MS`);
  }
  return bounds;
}

/** Fastify's options for `bounds` (the cap is the server's `maxConnections`, set once it exists). */
export function fastifyBounds(bounds) {
  return {
    connectionTimeout: bounds.socketTimeoutMs,
    keepAliveTimeout: bounds.keepAliveTimeoutMs,
    requestTimeout: bounds.requestTimeoutMs,
    http: {
      headersTimeout: bounds.headersTimeoutMs,
      requestTimeout: bounds.requestTimeoutMs,
      // Node looks for requests past these two bounds on this interval, 30 s unless set.
      connectionsCheckingInterval: Math.min(1_000, Math.ceil(bounds.headersTimeoutMs / 4)),
    },
  };
}
