/**
 * Writes every seed property's own photos (`seed/photos.ts`) as SVG files into `dist/images/`, which
 * the API serves under `/images/` beside the committed artwork. `build.mjs` calls it after bundling
 * the server, so the drawing code runs at build and never in the API's process.
 *
 * Safe while a server or another build reads the folder: a file whose bytes are already right is
 * left alone (its mtime, hence its ETag, stays), a changed one is written under a name of its own and
 * renamed into place, and files the seed no longer names are removed, so they answer 404.
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { drawSeedPhotos } from '../seed/photos';
import { paintedImagesDir } from '../src/paths';

export interface Painted {
  dir: string;
  /** Photos the seed names. */
  photos: number;
  /** Of those, written because they were missing or different. */
  written: number;
  /** Files removed because the seed no longer names them. */
  removed: number;
}

const sameBytes = (file: string, body: Buffer): boolean => {
  try {
    return readFileSync(file).equals(body);
  } catch {
    return false;
  }
};

export function paintSeedPhotos(dir: string = paintedImagesDir): Painted {
  const wanted = new Set<string>();
  let written = 0;
  for (const { path: urlPath, svg } of drawSeedPhotos()) {
    const file = path.join(dir, urlPath.replace(/^\/images\//, ''));
    wanted.add(file);
    const body = Buffer.from(svg);
    if (sameBytes(file, body)) continue;
    mkdirSync(path.dirname(file), { recursive: true });
    const draft = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
    writeFileSync(draft, body);
    renameSync(draft, file);
    written += 1;
  }
  let removed = 0;
  const photosDir = path.join(dir, 'properties');
  for (const entry of readdirSync(photosDir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isFile() && !wanted.has(file) && !entry.name.startsWith('.')) {
      rmSync(file, { force: true });
      removed += 1;
    }
  }
  return { dir, photos: wanted.size, written, removed };
}
