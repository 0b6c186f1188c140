// A small static origin on Fastify and @fastify/static: precompressed files (brotli 11 and gzip 9, as a
// CDN serves them), configurable cache, CORS and security headers, optional SPA fallback and extra
// routes. Used for the shell origin and the CDN origin. A bad request is a 4xx and no error answer is
// ever cached (`fail`).
import { randomBytes } from 'node:crypto';
import { readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { extname, join, normalize, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { fastifyBounds, serverBounds } from './serverBounds.mjs';

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

/** The precompressed siblings @fastify/static serves (`preCompressed`), and how each is made. */
const siblings = [
  [
    '.br',
    (raw) =>
      brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
  ],
  ['.gz', (raw) => gzipAsync(raw, { level: 9 })],
];

/**
 * Writes `file.br` and `file.gz` beside `file` unless they are already there and not older than it:
 * once per version of a file, at its first request, off the event loop (zlib's thread pool);
 * concurrent requests share one compression. Each sibling is written under a temporary name and
 * renamed, so a reader (or another origin over the same folder) never sees half of one.
 */
async function writeSiblings(file, info) {
  const current = await Promise.all(siblings.map(([ext]) => stat(file + ext).catch(() => null)));
  if (current.every((sibling) => sibling && sibling.mtimeMs >= info.mtimeMs)) return;
  const raw = await readFile(file);
  await Promise.all(
    siblings.map(async ([ext, make]) => {
      const temporary = `${file}${ext}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temporary, await make(raw));
        await rename(temporary, file + ext);
      } catch (error) {
        await unlink(temporary).catch(() => undefined);
        throw error;
      }
    }),
  );
}

/**
 * An error answer, in the API's shape. Never cached: whatever the path's own caching (a year,
 * `immutable`, on the CDN's files), a missing file may be released a moment later.
 */
function fail(reply, status, error, extra = {}) {
  if (reply.raw.headersSent) {
    reply.raw.destroy();
    return reply;
  }
  for (const name of ['content-encoding', 'content-length', 'etag', 'last-modified']) reply.removeHeader(name);
  return reply
    .code(status)
    .headers({ ...extra, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
    .send(JSON.stringify({ error }));
}

/**
 * @param {{ root: string | ((path?: string) => Promise<string[]>), port: number, host?: string, spaFallback?: string,
 *   headers?: (path: string, req: import('fastify').FastifyRequest) => Record<string,string>,
 *   originHeaders?: Record<string,string>,
 *   pageHeaders?: (html: Buffer) => Record<string,string>,
 *   knownPage?: (path: string, folder: string) => Promise<boolean>,
 *   routes?: Record<string, import("fastify").RouteHandlerMethod>
 *     | ((origin: { page: (name?: string) => Promise<{ html: string, headers: Record<string,string> }> })
 *       => Record<string, import("fastify").RouteHandlerMethod>),
 *   bounds?: ReturnType<typeof serverBounds> }} options
 *   `root`: the folder served, or a function of the path answering the folders served for it now,
 *   asked at each request: a file is taken from the first that has it, pages (the SPA fallback,
 *   `page()`) from the first alone.
 *   `headers`: a path's own (caching, CORS); `originHeaders`: on every answer, routes and errors
 *   included (security headers); `pageHeaders`: an HTML file's own, worked out from its content once
 *   per version of the file (its Content-Security-Policy, with the hashes of its inline scripts);
 *   `knownPage`: whether a path the SPA fallback answers is one of the app's pages (`folder` is the
 *   root the fallback comes from); an unknown one gets the same page with status 404, so a mistyped
 *   link shows the app's answer to it but is not indexed as a page. Without it every path is a page.
 *   `routes`: Fastify handlers for GET (and HEAD) of exact paths, or a function that makes them from
 *   `page(name)`: an HTML file of the root (the SPA fallback unless named), its text and its own
 *   headers, from the same once-per-version cache as the file itself. `bounds`: the sockets' timeouts
 *   and the connection cap (serverBounds.mjs; from the environment unless given).
 * @returns {Promise<import('node:http').Server>} the listening server (its `close()` stops the origin).
 */
export async function startStaticServer({
  root,
  port,
  host = '127.0.0.1',
  spaFallback,
  headers = () => ({}),
  originHeaders = {},
  pageHeaders,
  knownPage,
  routes = {},
  bounds = serverBounds(),
}) {
  const cache = new Map();
  /** Once per file version (`info`): `make()`, kept under `label`; a failure is not kept. */
  function once(file, info, label, make) {
    const key = `${file}:${info.mtimeMs}:${label}`;
    if (!cache.has(key)) {
      const made = make();
      cache.set(key, made);
      made.catch(() => cache.delete(key));
    }
    return cache.get(key);
  }
  /** An HTML file's text and its own headers (`pageHeaders`), once per version of the file. */
  function pageAt(file, info) {
    return once(file, info, 'page', async () => {
      const raw = await readFile(file);
      return { html: raw.toString('utf8'), headers: pageHeaders ? pageHeaders(raw) : {} };
    });
  }
  const rootsNow = async (path) => (typeof root === 'function' ? await root(path) : [root]);
  async function page(name = spaFallback) {
    const file = join((await rootsNow())[0], name);
    return pageAt(file, await stat(file));
  }

  const app = Fastify({
    ...fastifyBounds(bounds),
    // A malformed percent-escape (`/%E0%A4%A`) names no file: the request is wrong, not the origin.
    // Fastify answers it before any hook runs, so the origin's headers are added here.
    frameworkErrors: (error, _request, reply) =>
      fail(reply, 400, error.code === 'FST_ERR_BAD_URL' ? 'Malformed address' : 'Bad request', originHeaders),
  });
  // Files go out precompressed (below); a route that builds its answer (a page with its link preview)
  // compresses it with `reply.compress`, negotiated by the library as the files are.
  await app.register(fastifyCompress, {
    global: false,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(fastifyStatic, {
    // Each answer names its folder (`sendFile` below); this is only the plugin's required default.
    root: (await rootsNow())[0],
    serve: false,
    // Serves `file.br` or `file.gz` for the coding the client values most (`br;q=0` refuses brotli),
    // the file itself otherwise, and adds `Accept-Encoding` to `Vary` either way.
    preCompressed: true,
    cacheControl: false,
    index: false,
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(originHeaders);
  });
  app.setNotFoundHandler((_request, reply) => fail(reply, 404, 'Not found'));
  app.setErrorHandler((error, _request, reply) => {
    const status = error.statusCode ?? error.status ?? 500;
    if (status === 403) return fail(reply, 403, 'Forbidden');
    if (status === 404) return fail(reply, 404, 'Not found');
    if (status >= 400 && status < 500) return fail(reply, status, 'Bad request');
    console.error(error);
    return fail(reply, 500, 'Server error');
  });

  const handlers = typeof routes === 'function' ? routes({ page }) : routes;
  for (const [path, handler] of Object.entries(handlers)) app.get(path, handler);

  app.all('/*', async (request, reply) => {
    let url;
    let path;
    try {
      url = new URL(request.url, 'http://origin');
      path = decodeURIComponent(url.pathname);
    } catch {
      return fail(reply, 400, 'Malformed address');
    }
    reply.headers(headers(url.pathname, request));
    if (request.method === 'OPTIONS') return reply.code(204).send();
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return fail(reply, 405, 'Method not allowed', { allow: 'GET, HEAD, OPTIONS' });
    }
    const roots = await rootsNow(path);
    let base = roots[0];
    let file;
    let info = null;
    for (const candidate of roots) {
      file = normalize(join(candidate, path));
      if (!file.startsWith(normalize(candidate + sep)) && file !== normalize(candidate)) {
        return fail(reply, 403, 'Forbidden');
      }
      info = await stat(file).catch(() => null);
      if (info?.isDirectory()) {
        file = join(file, 'index.html');
        info = await stat(file).catch(() => null);
      }
      if (info) {
        base = candidate;
        break;
      }
    }
    if (!info && spaFallback && !extname(url.pathname)) {
      base = roots[0];
      file = join(base, spaFallback);
      info = await stat(file).catch(() => null);
      reply.header('cache-control', 'no-cache');
      if (info && knownPage && !(await knownPage(url.pathname, base))) {
        reply.code(404);
        request.unknownPage = true;
        // The page itself, never "304 Not Modified" (which would carry no page to show).
        delete request.headers['if-none-match'];
        delete request.headers['if-modified-since'];
      }
    }
    if (!info) return fail(reply, 404, 'Not found');
    const ext = extname(file);
    const [own] = await Promise.all([
      ext === '.html' ? pageAt(file, info).then(({ headers }) => headers) : {},
      compressible.has(ext) ? once(file, info, 'siblings', () => writeSiblings(file, info)) : undefined,
    ]);
    reply.headers(own);
    request.staticType = types[ext] ?? 'application/octet-stream';
    return reply.sendFile(`/${relative(base, file).split(sep).join('/')}`, base);
  });

  // The type of a file as this origin names it, whichever of its forms goes out (@fastify/static
  // types a file, and a precompressed sibling, by its own table).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.staticType && (reply.statusCode < 400 || request.unknownPage)) {
      reply.header('content-type', request.staticType);
    }
    return payload;
  });

  // Refused beyond this, so that sockets never use up the process's file handles.
  app.server.maxConnections = bounds.maxConnections;
  await app.listen({ port, host });
  return app.server;
}
