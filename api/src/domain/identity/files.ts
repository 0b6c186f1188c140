/**
 * The identity photos' store: one folder per check in the API's private folder (`PRIVATE_DIR`,
 * never under a served path), each photo turned upright, stripped of every piece of metadata,
 * scaled to at most IDENTITY_MAX_SIDE px and encrypted with AES-256-GCM before it touches the disk.
 * A file is `MKI1` ‖ 12-byte IV ‖ 16-byte tag ‖ ciphertext; the check's id and side are the
 * additional data, so a file moved to another check or side does not open.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { IdentityFileSide } from 'contracts/ops';
import { isUuid } from '../ids';
import { hostMessages } from 'contracts/host-rules';
import { ApiError, apiError } from '../../errors';
import { checkPhoto, uprightPhoto } from '../../plugins/photos';

/** Long enough to read a card's small print, small enough to keep each file a few hundred KB. */
const IDENTITY_MAX_SIDE = 2000;
const MAGIC = Buffer.from('MKI1');
const KEY_FILE = 'identity.key';

export interface IdentityFiles {
  /** Checks, prepares and encrypts one photo; nothing is written yet. */
  seal(checkId: string, side: IdentityFileSide, data: Buffer): Promise<Buffer>;
  /** Writes a check's sealed photos (each renamed into place). */
  put(checkId: string, sealed: Record<IdentityFileSide, Buffer>): Promise<void>;
  /** A photo as JPEG bytes; undefined when it was deleted. */
  read(checkId: string, side: IdentityFileSide): Promise<Buffer | undefined>;
  /** Deletes a check's photos (nothing to delete is fine). */
  remove(checkId: string): Promise<void>;
}

/** The key from configuration, or the one in the private folder (made there once, readable by the API's user only). */
async function keyOf(dir: string, configured: Buffer | undefined): Promise<Buffer> {
  if (configured) return configured;
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, KEY_FILE);
  try {
    await writeFile(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
  if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte base64 key`);
  return key;
}

export function identityFiles(dir: string, configuredKey: Buffer | undefined): IdentityFiles {
  let key: Promise<Buffer> | undefined;
  const theKey = () => (key ??= keyOf(dir, configuredKey));
  const folder = (checkId: string) => {
    // Ids come from the database, but a path is only ever made from a uuid.
    if (!isUuid(checkId)) throw new Error(`not an identity check id: ${checkId}`);
    return path.join(dir, 'identity', checkId);
  };
  const aad = (checkId: string, side: IdentityFileSide) => Buffer.from(`${checkId}/${side}`);

  return {
    async seal(checkId, side, data) {
      try {
        await checkPhoto(data, 'identity');
      } catch (error) {
        // Which of the two photos is at fault, for the form to say it under the right one.
        if (error instanceof ApiError)
          throw apiError(error.code, { error: error.body.error, details: `Field: ${side}` });
        throw error;
      }
      let jpeg: Buffer;
      try {
        jpeg = await uprightPhoto(data)
          .resize({ width: IDENTITY_MAX_SIDE, height: IDENTITY_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
          .jpeg({ quality: 85 })
          .toBuffer();
      } catch {
        throw apiError('PHOTO_NOT_SUPPORTED', { error: hostMessages.photoUnreadable, details: `Field: ${side}` });
      }
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', await theKey(), iv);
      cipher.setAAD(aad(checkId, side));
      const body = Buffer.concat([cipher.update(jpeg), cipher.final()]);
      return Buffer.concat([MAGIC, iv, cipher.getAuthTag(), body]);
    },
    async put(checkId, sealed) {
      const target = folder(checkId);
      await mkdir(target, { recursive: true, mode: 0o700 });
      for (const [side, data] of Object.entries(sealed)) {
        const file = path.join(target, `${side}.bin`);
        await writeFile(`${file}.${process.pid}.tmp`, data, { mode: 0o600 });
        await rename(`${file}.${process.pid}.tmp`, file);
      }
    },
    async read(checkId, side) {
      let data: Buffer;
      try {
        data = await readFile(path.join(folder(checkId), `${side}.bin`));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
      if (!data.subarray(0, 4).equals(MAGIC)) throw new Error(`identity file ${checkId}/${side} is not sealed`);
      const decipher = createDecipheriv('aes-256-gcm', await theKey(), data.subarray(4, 16));
      decipher.setAAD(aad(checkId, side));
      decipher.setAuthTag(data.subarray(16, 32));
      return Buffer.concat([decipher.update(data.subarray(32)), decipher.final()]);
    },
    async remove(checkId) {
      await rm(folder(checkId), { recursive: true, force: true });
    },
  };
}
