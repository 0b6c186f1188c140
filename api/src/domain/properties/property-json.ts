/**
 * The wire JSON of each property, kept between requests and keyed by row version. A listing
 * answers up to 500 properties; reading those rows (text arrays, timestamps) and serialising them
 * was most of a listing request's CPU, and what set its p99 under load (docs/api-runtime.md,
 * "Benchmark"; a listing's size: bench/results.md, "One compression stack: `@fastify/compress` on the
 * API, precompressed files on the static origins"). So the listing query selects ids and versions
 * only: the filters, availability and order are the database's answer on every request, and only a
 * property, or host, changed since it was last served is read and serialised again.
 *
 * A version is the `xmin` (writing transaction) of the property row: any UPDATE of it, by whatever
 * means, makes a new one, and so does any change to its host, which writes its properties' rows
 * again (migrations/003_host_change_touches_properties.sql).
 *
 * The JSON is kept in this process's memory only, never stored: a change to what a property answer
 * carries (the host's phone and email were dropped from it) serves no old JSON after a restart.
 */
import type { Property, PropertyListPage } from 'contracts';
import type { FastifyReply } from 'fastify';
import type { Queryable } from '../../plugins/database';
import { propertyColumns, toProperty, type PropertyRow } from './serialize';

/** The version of a property as served (`p` = properties). */
export const propertyVersion = 'p.xmin::text';

/** Guests see published properties only: a draft or an unpublished listing is not there. */
export const published = "p.status = 'published'";

/** Whole property rows with their version; add a WHERE on `p`. */
const selectVersionedRows = `SELECT ${propertyColumns}, ${propertyVersion} AS version
  FROM properties p LEFT JOIN hosts h ON h.id = p.host_id`;

type VersionedRow = PropertyRow & { version: string };
type Serialize = (property: Property) => string;

export interface ListedProperty {
  id: string;
  version: string;
}

interface Entry {
  version: string;
  /** UTF-8, so that a listing is one copy of bytes, not a string to join, measure and encode. */
  json: Buffer;
}

const LIST_START = Buffer.from('{"data":[');
const LIST_END = Buffer.from(']');
const OBJECT_END = Buffer.from('}');
const COMMA = Buffer.from(',');

const ONE_START = Buffer.from('{"data":');
const ONE_END = Buffer.from('}');

/** `{ data: {...} }` around the JSON of one property. */
/**
 * Sends a body already serialised through the route's schemas (`serializeInput`, piece by piece):
 * Fastify sends a Buffer as it is.
 */
export function sendJson(reply: FastifyReply, body: Buffer) {
  return reply.type('application/json; charset=utf-8').send(body);
}

export function propertyBody(item: Buffer): Buffer {
  return Buffer.concat([ONE_START, item, ONE_END]);
}

/** `{ data: [...], page }` around the JSON of each property. */
export function listBody(items: Buffer[], page: PropertyListPage): Buffer {
  const parts: Buffer[] = [LIST_START];
  for (const [index, item] of items.entries()) {
    if (index > 0) parts.push(COMMA);
    parts.push(item);
  }
  parts.push(LIST_END, Buffer.from(`,"page":${JSON.stringify(page)}`), OBJECT_END);
  return Buffer.concat(parts);
}

export class PropertyJsonCache {
  private readonly entries = new Map<string, Entry>();

  /** `maxEntries`: when full, the entry stored longest ago goes (each entry one property's JSON). */
  constructor(
    private readonly db: Queryable,
    private readonly publicUrl: string,
    private readonly maxEntries = 20_000,
  ) {}

  /**
   * The JSON of each listed property, in the listed order. Properties not held at that version are
   * read in one query; one deleted in between is left out.
   */
  async jsonOf(listed: ListedProperty[], serialize: Serialize): Promise<Buffer[]> {
    // Taken before any await: a concurrent request may evict entries meanwhile.
    const json = listed.map(({ id, version }) => {
      const entry = this.entries.get(id);
      return entry?.version === version ? entry.json : undefined;
    });
    const stale = listed.filter((_, index) => json[index] === undefined).map(({ id }) => id);
    if (stale.length > 0) {
      const { rows } = await this.db.query<VersionedRow>(
        `${selectVersionedRows} WHERE p.id = ANY($1::uuid[]) AND ${published}`,
        [stale],
      );
      for (const id of stale) this.entries.delete(id);
      // A row read here may be newer than the version listed; it is still the current one.
      const read = new Map(rows.map((row) => [row.id, this.fromRow(row, serialize)]));
      listed.forEach(({ id }, index) => {
        json[index] ??= read.get(id);
      });
    }
    return json.filter((item): item is Buffer => item !== undefined);
  }

  /**
   * The JSON of one property (`id` a UUID), or undefined when there is none. One held already costs a
   * read of its version; one never served, one read of its row (not a version, then the row).
   */
  async jsonOfOne(id: string, serialize: Serialize): Promise<Buffer | undefined> {
    if (this.entries.has(id)) {
      const { rows } = await this.db.query<ListedProperty>(
        `SELECT p.id::text AS id, ${propertyVersion} AS version FROM properties p WHERE p.id = $1 AND ${published}`,
        [id],
      );
      return (await this.jsonOf(rows, serialize))[0];
    }
    const { rows } = await this.db.query<VersionedRow>(`${selectVersionedRows} WHERE p.id = $1 AND ${published}`, [id]);
    return rows[0] && this.fromRow(rows[0], serialize);
  }

  private fromRow(row: VersionedRow, serialize: Serialize): Buffer {
    const entry = { version: row.version, json: Buffer.from(serialize(toProperty(row, this.publicUrl))) };
    this.store(row.id, entry);
    return entry.json;
  }

  private store(id: string, entry: Entry): void {
    this.entries.set(id, entry);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
