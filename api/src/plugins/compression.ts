/**
 * Compressed JSON for clients that accept it (every browser does): brotli, else gzip. A listing
 * of 100 properties is about 145 KB of JSON and 12 KB in brotli; on a phone in Nairobi that is the
 * difference between waiting and not, and under load the bytes a request writes, not its query,
 * set the API's p99 (api/README.md, Benchmark).
 *
 * A route whose body is a pure function of something cheaper to know (the listing: the ids and
 * row versions it lists) sends it with `reply.sendKeyed(key, makeBody)`: its compressed forms are
 * kept under that key and shared by every request with the same key, so a popular answer is built
 * and compressed once, not per request. Large bodies are compressed on zlib's thread pool, off the
 * event loop; small ones in line (COMPRESS_IN_LINE_BYTES).
 */
import { promisify } from 'node:util';
import { negotiate } from '@fastify/accept-negotiator';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Sends the body named by `key` (the same whenever the key is): a kept compressed form when
     * there is one, without calling `makeBody`; otherwise `makeBody()`, compressed and kept.
     */
    sendKeyed(key: string, makeBody: () => Promise<Buffer>): Promise<FastifyReply>;
  }
}

export type Encoding = 'br' | 'gzip';
/** What this API sends, in the order it prefers at equal quality. */
const ENCODINGS: Encoding[] = ['br', 'gzip'];

/** Smaller bodies are sent as they are: the headers would outweigh the saving. */
export const COMPRESS_MIN_BYTES = 1024;
/** Compressed bodies kept by key; 256 listings of 100 properties ≈ 3 MB. */
export const COMPRESSED_BODIES_KEPT = 256;

/**
 * Below this size a body is compressed in line, on the event loop: handing it to zlib's thread pool
 * costs more than the work (measured: a 1.4 KB property in brotli, 20 µs in line against 100-160 µs of
 * CPU through the pool, and a third of the API's CPU under load on one property a request).
 */
export const COMPRESS_IN_LINE_BYTES = 16 * 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const brotliOptions = (size: number) => ({
  params: {
    // Quality 5: most of brotli's gain at about gzip's speed (11 would take ~20× longer).
    [constants.BROTLI_PARAM_QUALITY]: 5,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
    // A window as large as the body, not brotli's 4 MB: the same output, far less memory to set up.
    [constants.BROTLI_PARAM_LGWIN]: Math.min(Math.max(Math.ceil(Math.log2(size + 1)), 10), 22),
  },
});

const compress = async (body: Buffer, encoding: Encoding): Promise<Buffer> => {
  if (body.length < COMPRESS_IN_LINE_BYTES) {
    return encoding === 'br' ? brotliCompressSync(body, brotliOptions(body.length)) : gzipSync(body);
  }
  return encoding === 'br' ? brotli(body, brotliOptions(body.length)) : gzipAsync(body);
};

/** A body as it is sent: compressed, or as it is when it is too small to gain (`encoding` null). */
export interface KeptBody {
  payload: Buffer;
  encoding: Encoding | null;
}

/** The body as sent in `encoding`: smaller than COMPRESS_MIN_BYTES it goes as it is. */
const encodeBody = async (body: Buffer, encoding: Encoding): Promise<KeptBody> =>
  body.length < COMPRESS_MIN_BYTES
    ? { payload: body, encoding: null }
    : { payload: await compress(body, encoding), encoding };

/**
 * The encoding to answer with for an `Accept-Encoding` header: the one the client values most, br before
 * gzip when equal; none when neither is accepted (`q=0`). Fastify's own negotiator, which the static
 * origins use too (scripts/lib/staticServer.mjs); codings are case-insensitive (RFC 9110 §8.4.1).
 */
export function negotiateEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  return negotiate(header.toLowerCase(), ENCODINGS) as Encoding | null;
}

/** Compressed bodies by key, the least recently used dropped first; a failed one is not kept. */
export class CompressedBodies {
  private readonly bodies = new Map<string, Promise<KeptBody>>();

  constructor(private readonly maxEntries = COMPRESSED_BODIES_KEPT) {}

  /** The body kept for `key` in `encoding`; `makeBody` is called only when none is. */
  get(key: string, encoding: Encoding, makeBody: () => Promise<Buffer>): Promise<KeptBody> {
    const id = `${encoding} ${key}`;
    const held = this.bodies.get(id);
    if (held) {
      this.bodies.delete(id);
      this.bodies.set(id, held);
      return held;
    }
    const made = makeBody().then((body) => encodeBody(body, encoding));
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

/** The encoding a request's answer may have: none for HEAD, or when the client accepts neither. */
const encodingFor = (request: FastifyRequest): Encoding | null =>
  request.method === 'HEAD' ? null : negotiateEncoding(request.headers['accept-encoding']);

export function registerCompression(app: FastifyInstance): void {
  const kept = new CompressedBodies();
  /** Sends `body` as encoded; the onSend hook then leaves it as it is. */
  const sendEncoded = (reply: FastifyReply, body: KeptBody) => {
    addVary(reply, 'Accept-Encoding');
    if (body.encoding !== null) {
      reply.header('content-encoding', body.encoding);
      reply.removeHeader('content-length');
    }
    return body.payload;
  };
  app.decorateReply(
    'sendKeyed',
    async function sendKeyed(this: FastifyReply, key: string, makeBody: () => Promise<Buffer>) {
      const encoding = encodingFor(this.request);
      if (encoding === null) return this.send(await makeBody());
      return this.send(sendEncoded(this, await kept.get(key, encoding, makeBody)));
    },
  );
  app.addHook('onSend', async (request, reply, payload) => {
    // Only whole JSON bodies: images and other streams go as they are (SVGs are small; a CDN would
    // precompress them). A body sendKeyed sent encoded already says so in its Content-Encoding.
    if (!(typeof payload === 'string' || Buffer.isBuffer(payload))) return payload;
    if (!isJson(reply.getHeader('content-type')) || reply.hasHeader('content-encoding')) return payload;
    const encoding = encodingFor(request);
    if (encoding === null) {
      addVary(reply, 'Accept-Encoding');
      return payload;
    }
    return sendEncoded(reply, await encodeBody(Buffer.isBuffer(payload) ? payload : Buffer.from(payload), encoding));
  });
}
