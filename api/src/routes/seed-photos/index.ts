/**
 * The seed properties' own photos (`seed/photos.ts`): `/images/properties/<slug>/<nn>-<kind>.svg`,
 * drawn when first asked for and kept (272 pictures, about 1.3 MB in all), answered like the files
 * beside them under `/images/`: SVG, cached a year as immutable, with an ETag; compressed by the
 * compression plugin like every answer over 1 KB, and not rate-limited (`/images/` is exempt).
 */
import { createHash } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { drawSeedPhoto, photoFile, photoKinds, seedPropertyBySlug } from '../../../seed/photos';
import { apiError } from '../../errors';
import type { ApiInstance } from '../typed';

interface Drawn {
  body: Buffer;
  etag: string;
}

const drawn = new Map<string, Drawn>();

/** The photo a path names, drawn once per process; undefined for a name the seed never gave out. */
export function seedPhoto(slug: string, file: string): Drawn | undefined {
  const key = `${slug}/${file}`;
  const held = drawn.get(key);
  if (held) return held;
  const found = seedPropertyBySlug(slug);
  const n = Number(file.slice(0, 2)) - 1;
  if (!found || !/^\d\d-[a-z-]+\.svg$/.test(file)) return undefined;
  const kind = photoKinds(found.property, found.index)[n];
  if (!kind || photoFile(n, kind) !== file) return undefined;
  const svg = drawSeedPhoto(found.property, found.index, n);
  if (svg === undefined) return undefined;
  const body = Buffer.from(svg);
  const photo = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
  drawn.set(key, photo);
  return photo;
}

/** The path's two parts, any text: a name that is not a seed photo is 404. */
const SeedPhotoParamsSchema = Type.Object({ slug: Type.String(), file: Type.String() });

export async function seedPhotoRoutes(app: ApiInstance): Promise<void> {
  app.get('/images/properties/:slug/:file', { schema: { params: SeedPhotoParamsSchema } }, async (request, reply) => {
    const photo = seedPhoto(request.params.slug, request.params.file);
    if (!photo) throw apiError('NOT_FOUND');
    reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('ETag', photo.etag)
      .type('image/svg+xml');
    if (request.headers['if-none-match'] === photo.etag) return reply.code(304).send();
    return reply.send(photo.body);
  });
}
