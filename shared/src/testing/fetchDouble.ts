/**
 * A fetch double for component tests: routes by method and path to handlers that answer like the
 * network would (status, JSON or text body). Every call is recorded for assertions.
 */
export type FetchHandler = (request: {
  url: URL;
  method: string;
  body: unknown;
  headers: Record<string, string>;
}) => Response | Promise<Response>;

export interface FetchDouble {
  /** Answer `METHOD /path` (path without query); later registrations win. */
  on(method: string, path: string | RegExp, handler: FetchHandler): FetchDouble;
  calls: Array<{ method: string; url: URL; body: unknown; headers: Record<string, string> }>;
  restore(): void;
}

export function jsonResponse(status: number, body: unknown, statusText = ''): Response {
  return textResponse(status, JSON.stringify(body), statusText, 'application/json');
}

export function textResponse(status: number, text: string, statusText = '', type = 'text/plain'): Response {
  const headers = new Map([['content-type', type]]);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    headers: { get: (name: string) => headers.get(name.toLowerCase()) ?? null },
    json: async () => JSON.parse(text),
    text: async () => text,
    clone() {
      return textResponse(status, text, statusText, type);
    },
  } as unknown as Response;
}

export function createFetchDouble(): FetchDouble {
  const routes: Array<{ method: string; path: string | RegExp; handler: FetchHandler }> = [];
  const original = globalThis.fetch;
  const double: FetchDouble = {
    calls: [],
    on(method, path, handler) {
      routes.unshift({ method: method.toUpperCase(), path, handler });
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
    double.calls.push({ method, url, body, headers });
    const route = routes.find(
      (r) => r.method === method && (typeof r.path === 'string' ? r.path === url.pathname : r.path.test(url.pathname)),
    );
    if (!route) throw new TypeError(`Failed to fetch: no test route for ${method} ${url.pathname}`);
    return route.handler({ url, method, body, headers });
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
