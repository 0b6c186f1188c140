// A small static origin: compressed responses (as a CDN would send), configurable cache, CORS and
// security headers, optional SPA fallback and extra routes. Used for the shell origin and the CDN
// origin. A bad request is a 4xx and no error answer is ever cached (`fail`).
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map']);

/**
 * An error answer, in the API's shape. Never cached: whatever the path's own caching (a year,
 * `immutable`, on the CDN's files), a missing file may be released a moment later.
 */
function fail(res, status, error, extra = {}) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  for (const name of ['Content-Encoding', 'Content-Length']) res.removeHeader(name);
  res.writeHead(status, {
    ...extra,
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  res.end(JSON.stringify({ error }));
}

/**
 * @param {{ root: string, port: number, host?: string, spaFallback?: string,
 *   headers?: (path: string, req: import('node:http').IncomingMessage) => Record<string,string>,
 *   originHeaders?: Record<string,string>,
 *   pageHeaders?: (html: Buffer) => Record<string,string>,
 *   routes?: Record<string, (req, res) => void | Promise<void>>, label?: string }} options
 *   `headers`: a path's own (caching, CORS); `originHeaders`: on every answer, routes and errors
 *   included (security headers); `pageHeaders`: an HTML file's own, worked out from its content once
 *   per version of the file (its Content-Security-Policy, with the hashes of its inline scripts).
 */
export function startStaticServer({
  root,
  port,
  host = '127.0.0.1',
  spaFallback,
  headers = () => ({}),
  originHeaders = {},
  pageHeaders,
  routes = {},
}) {
  const cache = new Map();
  /** Once per file version: `make(raw)` on the file's bytes, kept under `label`. */
  async function derived(file, label, make) {
    const info = await stat(file);
    const key = `${file}:${info.mtimeMs}:${label}`;
    if (!cache.has(key)) {
      const data = readFile(file).then(make);
      cache.set(key, data);
      data.catch(() => cache.delete(key));
    }
    return cache.get(key);
  }
  // Compressed once per file version at the highest level, as a CDN serves precompressed assets.
  // Off the event loop (zlib's thread pool), so a first, slow compression of a large file does not
  // hold up other requests (the registry, the HTML); concurrent requests share one compression.
  const body = (file, encoding) =>
    derived(file, encoding, (raw) =>
      encoding === 'br'
        ? brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        : encoding === 'gzip'
          ? gzipAsync(raw, { level: 9 })
          : raw,
    );

  const server = createServer(async (req, res) => {
    for (const [k, v] of Object.entries(originHeaders)) res.setHeader(k, v);
    try {
      let url;
      let path;
      try {
        url = new URL(req.url ?? '/', 'http://origin');
        path = decodeURIComponent(url.pathname);
      } catch {
        // A malformed percent-escape (`/%E0%A4%A`) names no file: the request is wrong, not the origin.
        return fail(res, 400, 'Malformed address');
      }
      const route = routes[url.pathname];
      if (route) return await route(req, res);
      const extra = headers(url.pathname, req);
      for (const [k, v] of Object.entries(extra)) res.setHeader(k, v);
      if (req.method === 'OPTIONS') {
        res.writeHead(204).end();
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        return fail(res, 405, 'Method not allowed', { Allow: 'GET, HEAD, OPTIONS' });
      }
      let file = normalize(join(root, path));
      if (!file.startsWith(normalize(root + sep)) && file !== normalize(root)) {
        return fail(res, 403, 'Forbidden');
      }
      let info = await stat(file).catch(() => null);
      if (info?.isDirectory()) {
        file = join(file, 'index.html');
        info = await stat(file).catch(() => null);
      }
      if (!info && spaFallback && !extname(url.pathname)) {
        file = join(root, spaFallback);
        info = await stat(file).catch(() => null);
        res.setHeader('Cache-Control', 'no-cache');
      }
      if (!info) return fail(res, 404, 'Not found');
      const ext = extname(file);
      // The API's rule (negotiateEncoding in api/src/plugins/compression.ts): the coding the client values
      // most, br first at equal quality, none that it refuses with q=0.
      const accept = String(req.headers['accept-encoding'] ?? '').toLowerCase();
      const encoding = compressible.has(ext) && accept ? negotiate(accept, ['br', 'gzip']) : null;
      const [data, own] = await Promise.all([
        body(file, encoding),
        ext === '.html' && pageHeaders ? derived(file, 'page', pageHeaders) : {},
      ]);
      for (const [k, v] of Object.entries(own)) res.setHeader(k, v);
      res.setHeader('Content-Type', types[ext] ?? 'application/octet-stream');
      res.setHeader('Vary', 'Accept-Encoding');
      if (encoding) res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', data.length);
      res.writeHead(200);
      res.end(req.method === 'HEAD' ? undefined : data);
    } catch (error) {
      fail(res, 500, 'Server error');
      console.error(error);
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
