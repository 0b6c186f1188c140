/**
 * A fetch double for component tests: routes by method, origin and path to handlers that answer like
 * the network would (status, JSON or text body). Every call is recorded for assertions. As on the
 * network, a request whose signal aborts rejects with the signal's reason, whatever its handler does,
 * and a request to a host nobody answers for fails to fetch, even when its path is one the test serves.
 */

/** The origin the test runtime is configured with (`renderWithSite`): the API and the blog. */
export const TEST_API = 'http://api.test';

export type FetchHandler = (request: {
  url: URL;
  method: string;
  body: unknown;
  headers: Record<string, string>;
  /** The request's signal, for an answer that should end when the request does (`stalledResponse`). */
  signal: AbortSignal | undefined;
}) => Response | Promise<Response>;

export interface FetchDouble {
  /**
   * Answer `METHOD path` (without query): a path of the double's origin (`/api/properties`, or a RegExp
   * tested on the path), or an absolute URL for another origin. Later registrations win.
   */
  on(method: string, path: string | RegExp, handler: FetchHandler): FetchDouble;
  calls: Array<{
    method: string;
    url: URL;
    body: unknown;
    headers: Record<string, string>;
    signal: AbortSignal | undefined;
  }>;
  restore(): void;
}

export function jsonResponse(status: number, body: unknown, statusText = ''): Response {
  return textResponse(status, JSON.stringify(body), statusText, 'application/json');
}

export function textResponse(status: number, text: string, statusText = '', type = 'text/plain'): Response {
  return bodyResponse(status, statusText, type, async () => text);
}

/** A request the server never answers (a black hole: the socket opens and nothing ever comes back). */
export function neverAnswered(): Promise<Response> {
  return new Promise<Response>(() => {});
}

/**
 * An answer whose status and headers arrive but whose body never finishes (a stalled server): reading
 * it ends only when the request is aborted, as on the network.
 */
export function stalledResponse(status: number, signal: AbortSignal | undefined): Response {
  return bodyResponse(status, '', 'application/json', () => untilAborted(signal));
}

/**
 * An answer whose body trickles in, one character every `everyMs` (a dripping server): the line is
 * never idle for long, so only a deadline for the whole answer ends it early. Reading it ends with the
 * last character, or when the request is aborted.
 */
export function drippingResponse(
  status: number,
  text: string,
  everyMs: number,
  signal: AbortSignal | undefined,
): Response {
  const read = async () => {
    let received = '';
    for (const character of text) {
      await Promise.race([new Promise((resolve) => setTimeout(resolve, everyMs)), untilAborted(signal)]);
      received += character;
    }
    return received;
  };
  return bodyResponse(status, '', 'application/json', read);
}

function untilAborted(signal: AbortSignal | undefined): Promise<never> {
  return new Promise<never>((_, reject) => {
    if (signal?.aborted) reject(signal.reason);
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

function bodyResponse(status: number, statusText: string, type: string, read: () => Promise<string>): Response {
  const headers = new Map([['content-type', type]]);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    headers: { get: (name: string) => headers.get(name.toLowerCase()) ?? null },
    json: async () => JSON.parse(await read()),
    text: read,
    clone() {
      return bodyResponse(status, statusText, type, read);
    },
  } as unknown as Response;
}

/** A fetch double answering for `origin` (the test runtime's API and blog by default). */
export function createFetchDouble(origin: string = TEST_API): FetchDouble {
  const routes: Array<{ method: string; origin: string; path: string | RegExp; handler: FetchHandler }> = [];
  const original = globalThis.fetch;
  const home = new URL(origin).origin;
  const double: FetchDouble = {
    calls: [],
    on(method, path, handler) {
      const target = typeof path === 'string' ? new URL(path, home) : { origin: home, pathname: path };
      routes.unshift({ method: method.toUpperCase(), origin: target.origin, path: target.pathname, handler });
      return double;
    },
    restore() {
      globalThis.fetch = original;
    },
  };
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = lowerCaseHeaders(init.headers);
    const body = typeof init.body === 'string' ? safeJson(init.body) : init.body;
    const signal = init.signal ?? undefined;
    double.calls.push({ method, url, body, headers, signal });
    const route = routes.find(
      (r) =>
        r.method === method &&
        r.origin === url.origin &&
        (typeof r.path === 'string' ? r.path === url.pathname : r.path.test(url.pathname)),
    );
    if (!route) throw new TypeError(`Failed to fetch: no test route for ${method} ${url.origin}${url.pathname}`);
    if (!signal) return route.handler({ url, method, body, headers, signal });
    if (signal.aborted) throw signal.reason;
    return Promise.race([route.handler({ url, method, body, headers, signal }), untilAborted(signal)]);
  }) as typeof fetch;
  return double;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function lowerCaseHeaders(headers: HeadersInit | undefined): Record<string, string> {
  const entries: Array<[string, string]> = !headers
    ? []
    : Array.isArray(headers)
      ? (headers as Array<[string, string]>)
      : typeof (headers as Headers).entries === 'function'
        ? [...(headers as Headers).entries()]
        : Object.entries(headers as Record<string, string>);
  return Object.fromEntries(entries.map(([k, v]) => [k.toLowerCase(), v]));
}
