/**
 * Compressed answers for clients that accept them (every browser does), by @fastify/compress: JSON
 * and whatever else mime-db calls compressible (the SVG pictures), brotli, else gzip, the coding the
 * client values most (`br;q=0` refuses brotli), with `Vary: Accept-Encoding`; bodies under 1 KB go as
 * they are. Brotli makes a listing's JSON a small fraction of its size (bench/results.md, "One
 * compression stack: `@fastify/compress` on the API, precompressed files on the static origins"); on a
 * phone in Nairobi that is the difference between waiting and not, and under load the bytes a request
 * writes, not its query, set the API's p99 (docs/api-runtime.md, "Benchmark").
 *
 * A route whose body is a pure function of something cheaper to know (the listing: the ids and row
 * versions it lists) sends it with `reply.sendKeyed(key, makeBody)`: the answer as the library sent
 * it (compressed or not) is kept under that key and the request's Accept-Encoding, and sent again as
 * it is, so a popular answer is built and compressed once, not per request (compressing a listing
 * per request cost the listing most of its throughput: bench/results.md, the same section).
 */
import fastifyCompress from '@fastify/compress';
import { constants } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Sends the body named by `key` (the same whenever the key is): an answer kept for this key and
     * Accept-Encoding when there is one, without calling `makeBody`; otherwise `makeBody()`, kept as sent.
     */
    sendKeyed(key: string, makeBody: () => Promise<Buffer>): Promise<FastifyReply>;
  }
  interface FastifyRequest {
    /** Where `sendKeyed` keeps this request's answer once the library has encoded it. */
    keptAs?: string;
  }
}

/** Smaller bodies are sent as they are: the headers would outweigh the saving. */
export const COMPRESS_MIN_BYTES = 1024;
/**
 * Bodies up to this size are compressed in one call on the event loop, larger ones (and streams)
 * through zlib's thread pool. Above the JSON of a listing of 100, the API's default limit (its size:
 * the section of bench/results.md named above), so that the listing's answer comes out of the library
 * as bytes that `sendKeyed` can keep.
 */
const COMPRESS_IN_LINE_BYTES = 256 * 1024;
/** Answers kept by key, each as sent (compressed for every browser), so they take little memory. */
const KEPT_ANSWERS = 256;

/** An answer as the library sent it, with its Content-Encoding (none when sent as it is). */
interface KeptAnswer {
  payload: Buffer;
  encoding: string | undefined;
}

/** Answers by key, the least recently used dropped first. */
class KeptAnswers {
  private readonly answers = new Map<string, KeptAnswer>();

  constructor(private readonly maxEntries = KEPT_ANSWERS) {}

  get(id: string): KeptAnswer | undefined {
    const held = this.answers.get(id);
    if (held) {
      this.answers.delete(id);
      this.answers.set(id, held);
    }
    return held;
  }

  set(id: string, answer: KeptAnswer): void {
    this.answers.delete(id);
    this.answers.set(id, answer);
    while (this.answers.size > this.maxEntries) {
      const oldest = this.answers.keys().next().value;
      if (oldest === undefined) break;
      this.answers.delete(oldest);
    }
  }
}

/** The key plus what the library's choice of coding depends on: the request's Accept-Encoding. */
const idOf = (request: FastifyRequest, key: string) =>
  `${String(request.headers['accept-encoding'] ?? '').toLowerCase()}\n${key}`;

/** Registered before the routes: each route gets the library's hook, then the keeping hook, as it is declared. */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_MIN_BYTES,
    syncThreshold: COMPRESS_IN_LINE_BYTES,
    brotliOptions: {
      params: {
        // Quality 5: most of brotli's gain at about gzip's speed (11 would take ~20× longer).
        [constants.BROTLI_PARAM_QUALITY]: 5,
      },
    },
  });
  const kept = new KeptAnswers();
  // After the library's onSend (an onRoute hook added after the library's appends to the same list):
  // the answer as encoded, kept when it is whole bytes, a success, and asked for by sendKeyed.
  const keep = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (request.keptAs !== undefined && reply.statusCode === 200 && Buffer.isBuffer(payload)) {
      const encoding = reply.getHeader('content-encoding');
      kept.set(request.keptAs, { payload, encoding: typeof encoding === 'string' ? encoding : undefined });
    }
    return payload;
  };
  app.addHook('onRoute', (route) => {
    route.onSend = [...(Array.isArray(route.onSend) ? route.onSend : route.onSend ? [route.onSend] : []), keep];
  });
  app.decorateReply(
    'sendKeyed',
    async function sendKeyed(this: FastifyReply, key: string, makeBody: () => Promise<Buffer>) {
      const id = idOf(this.request, key);
      const held = kept.get(id);
      if (!held) {
        this.request.keptAs = id;
        return this.send(await makeBody());
      }
      // Sent as the library sent it: with a Content-Encoding it leaves the body alone.
      if (held.encoding) this.header('content-encoding', held.encoding).header('vary', varyWith(this));
      return this.send(held.payload);
    },
  );
}

/** The reply's Vary with Accept-Encoding added (CORS has already put `Origin` there). */
function varyWith(reply: FastifyReply): string {
  const current = String(reply.getHeader('vary') ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (current.some((name) => name === '*' || name.toLowerCase() === 'accept-encoding')) return current.join(', ');
  return [...current, 'accept-encoding'].join(', ');
}
