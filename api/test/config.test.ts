/**
 * The API's configuration is one schema (`src/config/env.ts`): what the environment may hold, each
 * value's bounds and default. These tests hold the loader to it and the README to both.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { EnvSchema } from '../src/config/env';
import { apiDir } from './api-process';

const repoDir = path.resolve(apiDir, '..');

/** Every Markdown table's rows as cells, header row included. */
function tablesOf(markdown: string): string[][][] {
  const tables: string[][][] = [];
  let current: string[][] | null = null;
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('|')) {
      current = null;
      continue;
    }
    const cells = line
      .slice(1, line.endsWith('|') ? -1 : undefined)
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim());
    if (/^:?-+:?$/.test(cells[0] ?? '')) continue;
    if (!current) tables.push((current = []));
    current.push(cells);
  }
  return tables;
}

/** A table default as the schema writes it: `4000`, 10 s → 10000 for a duration in ms, 64 KB → 65536. */
function defaultValue(cell: string, name: string): string | undefined {
  const literal = /^`([^`]*)`$/.exec(cell);
  if (literal) return literal[1];
  const amount = /^([\d,.]+)\s*(ms|s|min|h|KB|MB)?(\s*\/\s*min)?$/.exec(cell);
  if (!amount) return undefined;
  const n = Number((amount[1] ?? '').replace(/,/g, ''));
  const unit = amount[2];
  const scale: Record<string, number> = { ms: 1, s: 1_000, min: 60_000, h: 3_600_000, KB: 1024, MB: 1024 * 1024 };
  if (unit && !name.endsWith('_MS') && unit !== 'KB' && unit !== 'MB') return undefined;
  return String(unit ? n * (scale[unit] ?? 1) : n);
}

/** Each documented variable with its table's default cell, from the README and the docs. */
function documentedVariables(): Map<string, string[]> {
  const files = [path.join(apiDir, 'README.md')];
  const docsDir = path.join(repoDir, 'docs');
  for (const entry of readdirSync(docsDir, { recursive: true, encoding: 'utf8' })) {
    if (entry.endsWith('.md')) files.push(path.join(docsDir, entry));
  }
  const found = new Map<string, string[]>();
  for (const file of files) {
    for (const [header, ...rows] of tablesOf(readFileSync(file, 'utf8'))) {
      const variableAt = header?.indexOf('Variable') ?? -1;
      const defaultAt = header?.indexOf('Default') ?? -1;
      if (variableAt < 0) continue;
      for (const row of rows) {
        const names = [...(row[variableAt] ?? '').matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1] as string);
        const defaults = names.length > 1 ? (row[defaultAt] ?? '').split(/,\s*/) : [row[defaultAt] ?? ''];
        names.forEach((name, i) => {
          const cell = (defaults[i] ?? '').replace(/\s+(fetch|read|a command|connect)$/, '');
          found.set(name, [...(found.get(name) ?? []), cell]);
        });
      }
    }
  }
  return found;
}

describe("the API's configuration", () => {
  const schemaNames = Object.keys(EnvSchema.properties).sort();

  it('is documented variable by variable, with the defaults the schema gives', () => {
    const documented = documentedVariables();
    expect(schemaNames.filter((name) => !documented.has(name))).toEqual([]);
    const apiTable = tablesOf(readFileSync(path.join(apiDir, 'README.md'), 'utf8')).find(
      ([header]) => header?.[0] === 'Variable',
    );
    const inApiTable = (apiTable ?? []).slice(1).flatMap((row) => [...(row[0] ?? '').matchAll(/`([A-Z][A-Z0-9_]+)`/g)]);
    expect(inApiTable.length).toBeGreaterThan(30);
    expect(inApiTable.map((match) => match[1]).filter((name) => !schemaNames.includes(name as string))).toEqual([]);
    for (const [name, schema] of Object.entries(EnvSchema.properties)) {
      const fallback: unknown = schema.default;
      if (fallback === undefined) continue;
      for (const cell of documented.get(name) ?? []) {
        if (cell === '') continue;
        expect({ name, default: defaultValue(cell, name) }).toEqual({ name, default: String(fallback) });
      }
    }
  });

  it('takes an unset or blank variable as its default, and a switch in any case', () => {
    const config = loadConfig({ PORT: '  ', SEED: 'FALSE', ICAL_ALLOW_PRIVATE_HOSTS: 'True' });
    expect(config.port).toBe(4000);
    expect(config.seed).toBe(false);
    expect(config.icalAllowPrivateHosts).toBe(true);
    expect(loadConfig({}).bodyLimit).toBe(65_536);
  });

  it.each([
    ['PORT', 'abc', /PORT must be a finite number, got "abc"/],
    ['BODY_LIMIT', '1.5', /BODY_LIMIT must be integer, got "1.5"/],
    ['OUTBOX_POLL_MS', '0', /OUTBOX_POLL_MS must be >= 1/],
    ['REQUEST_TIMEOUT_MS', 'Infinity', /REQUEST_TIMEOUT_MS must be a finite number/],
    ['SEED', 'no', /SEED must be boolean, got "no"/],
    ['LOG_LEVEL', 'loud', /LOG_LEVEL must be equal to one of the allowed values \(fatal, .*\), got "loud"/],
  ])('refuses to start on %s=%s, naming the variable and the value', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('keeps the rules that tie two variables together', () => {
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '40000' })).toThrow(
      'HEADERS_TIMEOUT_MS (40000) must not exceed REQUEST_TIMEOUT_MS (30000)',
    );
    expect(() => loadConfig({ SMTP_TIMEOUT_MS: '30000' })).toThrow(
      'OUTBOX_LEASE_MS (120000) must be at least 6 times SMTP_TIMEOUT_MS (30000)',
    );
  });
});
