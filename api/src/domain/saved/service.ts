/**
 * Saved stays (`app.saved`, fastify-plugin): the guest's list lives on their browser (no account,
 * SPEC §6); the API reads the listed stays with their availability for the searched dates, and keeps
 * shared copies of lists under short random codes (migrations/023_saved_lists.sql).
 */
import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { SAVED_LIST_CODE_LENGTH, type SavedList, type SavedStay } from 'contracts/saved';
import { apiError } from '../../errors';
import { stayFilter } from '../properties/listing';
import { published } from '../properties/property-json';
import { propertyColumns, toProperty, type PropertyRow } from '../properties/serialize';

const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** A fresh code clashing with a kept one is rare; a few tries make a failure practically impossible. */
const CODE_TRIES = 5;

function newCode(): string {
  // 248 is the largest multiple of 62 below 256: bytes past it are dropped, so every letter is as likely.
  let code = '';
  while (code.length < SAVED_LIST_CODE_LENGTH) {
    for (const byte of randomBytes(SAVED_LIST_CODE_LENGTH * 2)) {
      if (byte < 248 && code.length < SAVED_LIST_CODE_LENGTH) code += CODE_ALPHABET[byte % 62];
    }
  }
  return code;
}

interface SavedService {
  /**
   * The published stays among `ids`, in that order (an unpublished or unknown one is left out), each
   * free for the whole stay or not; `available` is null without dates. Bad dates are a 400.
   */
  stays(ids: readonly string[], checkIn?: string, checkOut?: string): Promise<SavedStay[]>;
  /** Keeps a copy of a list (its published stays, in order) under a new code; a 400 when none is published. */
  share(ids: readonly string[]): Promise<SavedList>;
  /** A kept list, or a 404. */
  list(code: string): Promise<SavedList>;
}

declare module 'fastify' {
  interface FastifyInstance {
    saved: SavedService;
  }
}

async function savedService(app: FastifyInstance): Promise<void> {
  app.decorate<SavedService>('saved', {
    async stays(ids, checkIn, checkOut) {
      const stay = stayFilter(checkIn, checkOut);
      const params: unknown[] = [ids];
      // `booked`: the property's active stays and blocked nights (migrations/002_booked_stays.sql).
      const available = stay
        ? (params.push(stay.from, stay.to), `NOT (p.booked && daterange($2::date, $3::date, '[)'))`)
        : 'NULL::boolean';
      const { rows } = await app.db.query<PropertyRow & { available: boolean | null }>(
        `SELECT ${propertyColumns}, ${available} AS available
         FROM properties p LEFT JOIN hosts h ON h.id = p.host_id
         WHERE p.id = ANY($1::uuid[]) AND ${published}`,
        params,
      );
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => {
        const row = byId.get(id.toLowerCase());
        return row ? [{ property: toProperty(row, app.config.publicUrl), available: row.available }] : [];
      });
    },

    async share(ids) {
      const { rows } = await app.db.query<{ id: string }>(
        `SELECT p.id::text AS id FROM properties p WHERE p.id = ANY($1::uuid[]) AND ${published}`,
        [ids],
      );
      const found = new Set(rows.map((row) => row.id));
      const propertyIds = [...new Set(ids.map((id) => id.toLowerCase()))].filter((id) => found.has(id));
      if (propertyIds.length === 0) throw apiError('SAVED_LIST_EMPTY');
      for (let attempt = 1; ; attempt += 1) {
        const code = newCode();
        const { rows: kept } = await app.db.query<{ code: string }>(
          `INSERT INTO saved_lists (code, property_ids, created_at) VALUES ($1, $2::uuid[], $3)
           ON CONFLICT (code) DO NOTHING RETURNING code`,
          [code, propertyIds, app.now()],
        );
        if (kept.length > 0) return { code, propertyIds };
        if (attempt >= CODE_TRIES) throw apiError('INTERNAL');
      }
    },

    async list(code) {
      const { rows } = await app.db.query<{ ids: string[] }>(
        'SELECT property_ids::text[] AS ids FROM saved_lists WHERE code = $1',
        [code],
      );
      const row = rows[0];
      if (!row) throw apiError('SAVED_LIST_NOT_FOUND');
      return { code, propertyIds: row.ids };
    },
  });
}

export default fp(savedService, { name: 'saved-service' });
