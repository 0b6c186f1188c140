/**
 * Compressed JSON for clients that accept it (every browser does): brotli, else gzip. A listing
 * of 100 properties is about 145 KB of JSON and 12 KB in brotli; on a phone in Nairobi that is the
 * difference between waiting and not, and under load the bytes a request writes, not its query,
 * set the API's p99 (api/README.md, Benchmark).
 *
 * A route whose body is a pure function of something cheaper to know (the listing: the ids and
 * row versions it lists) names that as `reply.bodyKey`; its compressed bodies are then kept and
 * shared by every request with the same key, so a popular answer is compressed once, not per
 * request. Compression runs on zlib's thread pool, off the event loop.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

declare module 'fastify' {
  interface FastifyReply {
    /** Set by a route whose body is the same whenever this key is (see the file's comment). */
    bodyKey: string | null;
  }
}

export type Encoding = 'br' | 'gzip';

/** Smaller bodies are sent as they are: the headers would outweigh the saving. */
export const COMPRESS_MIN_BYTES = 1024;
/** Compressed bodies kept by key; 256 listings of 100 properties ≈ 3 MB. */
export const COMPRESSED_BODIES_KEPT = 256;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const compress = (body: Buffer, encoding: Encoding): Promise<Buffer> =>
  encoding === 'br'
    ? // Quality 5: most of brotli's gain at about gzip's speed (11 would take ~20× longer).
      brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipAsync(body);

/** The encoding to answer with for an `Accept-Encoding` header: br, then gzip; none when neither is accepted. */
export function negotiateEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const wildcard = accepted.get('*');
  const quality = (encoding: Encoding) => accepted.get(encoding) ?? wildcard ?? 0;
  if (quality('br') > 0) return 'br';
  if (quality('gzip') > 0) return 'gzip';
  return null;
}

/** Compressed bodies by key, the least recently used dropped first; a failed compression is not kept. */
export class CompressedBodies {
  private readonly bodies = new Map<string, Promise<Buffer>>();

  constructor(private readonly maxEntries = COMPRESSED_BODIES_KEPT) {}

  get(key: string, encoding: Encoding, body: Buffer): Promise<Buffer> {
    const id = `${encoding} ${key}`;
    const held = this.bodies.get(id);
    if (held) {
      this.bodies.delete(id);
      this.bodies.set(id, held);
      return held;
    }
    const made = compress(body, encoding);
    this.bodies.set(id, made);
    made.catch(() => this.bodies.get(id) === made && this.bodies.delete(id));
    while (this.bodies.size > this.maxEntries) {
      const oldest = this.bodies.keys().next().value;
      if (oldest === undefined) break;
      this.bodies.delete(oldest);
    }
    return made;
  }
}

const isJson = (type: unknown) => typeof type === 'string' && /^application\/(?:[\w.+-]*\+)?json\b/.test(type);

/** Adds `value` to the reply's `Vary` (CORS has already put `Origin` there). */
function addVary(reply: FastifyReply, value: string): void {
  const current = String(reply.getHeader('vary') ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (current.some((name) => name === '*' || name.toLowerCase() === value.toLowerCase())) return;
  reply.header('vary', [...current, value].join(', '));
}

export function registerCompression(app: FastifyInstance): void {
  const kept = new CompressedBodies();
  app.decorateReply('bodyKey', null);
  app.addHook('onSend', async (request, reply, payload) => {
    // Only whole JSON bodies: images and other streams go as they are (SVGs are small; a CDN would
    // precompress them).
    if (!(typeof payload === 'string' || Buffer.isBuffer(payload))) return payload;
    if (!isJson(reply.getHeader('content-type')) || reply.hasHeader('content-encoding')) return payload;
    addVary(reply, 'Accept-Encoding');
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (encoding === null || body.length < COMPRESS_MIN_BYTES || request.method === 'HEAD') return payload;
    const compressed =
      reply.bodyKey === null ? await compress(body, encoding) : await kept.get(reply.bodyKey, encoding, body);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });
}
