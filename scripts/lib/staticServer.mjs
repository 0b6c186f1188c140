// A small static origin: compressed responses (as a CDN would send), configurable cache and CORS
// headers, optional SPA fallback and extra routes. Used for the shell origin and the CDN origin.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants } from 'node:zlib';

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
 * @param {{ root: string, port: number, host?: string, spaFallback?: string,
 *   headers?: (path: string, req: import('node:http').IncomingMessage) => Record<string,string>,
 *   routes?: Record<string, (req, res) => void | Promise<void>>, label?: string }} options
 */
export function startStaticServer({ root, port, host = '127.0.0.1', spaFallback, headers = () => ({}), routes = {} }) {
  const cache = new Map();
  // Compressed once per file version at the highest level, as a CDN serves precompressed assets.
  // Off the event loop (zlib's thread pool), so a first, slow compression of a large file does not
  // hold up other requests (the registry, the HTML); concurrent requests share one compression.
  async function body(file, encoding) {
    const info = await stat(file);
    const key = `${file}:${info.mtimeMs}:${encoding}`;
    if (!cache.has(key)) {
      const data = readFile(file).then((raw) =>
        encoding === 'br'
          ? brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
          : encoding === 'gzip'
            ? gzipAsync(raw, { level: 9 })
            : raw,
      );
      cache.set(key, data);
      data.catch(() => cache.delete(key));
    }
    return cache.get(key);
  }

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://origin');
      const route = routes[url.pathname];
      if (route) return await route(req, res);
      const extra = headers(url.pathname, req);
      for (const [k, v] of Object.entries(extra)) res.setHeader(k, v);
      if (req.method === 'OPTIONS') {
        res.writeHead(204).end();
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405).end();
        return;
      }
      let file = normalize(join(root, decodeURIComponent(url.pathname)));
      if (!file.startsWith(normalize(root + sep)) && file !== normalize(root)) {
        res.writeHead(403).end();
        return;
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
      if (!info) {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
        return;
      }
      const ext = extname(file);
      const accept = String(req.headers['accept-encoding'] ?? '');
      const encoding = !compressible.has(ext)
        ? null
        : /\bbr\b/.test(accept)
          ? 'br'
          : /\bgzip\b/.test(accept)
            ? 'gzip'
            : null;
      const data = await body(file, encoding);
      res.setHeader('Content-Type', types[ext] ?? 'application/octet-stream');
      res.setHeader('Vary', 'Accept-Encoding');
      if (encoding) res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', data.length);
      res.writeHead(200);
      res.end(req.method === 'HEAD' ? undefined : data);
    } catch (error) {
      res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Server error');
      console.error(error);
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
