// Which paths are the site's pages: the shell build's `route-patterns.json`, written from the shell's
// one route table (shell/src/app/routeTable.ts, SPEC §2) by its build. The shell origin (and the dev
// server, with the table itself) answer any other path with the home page and status 404, so a
// mistyped link shows the site but is not indexed as its home page.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

export const ROUTE_PATTERNS_FILE = 'route-patterns.json';

/**
 * `knownPage(path, folder)` for the static origin: true when a pattern of the folder's build matches
 * the path. A build without the file (one released before it existed) treats every path as a page.
 */
export function knownPages() {
  const cache = new Map();
  async function patternsOf(folder) {
    const file = join(folder, ROUTE_PATTERNS_FILE);
    const info = await stat(file).catch(() => null);
    if (!info) return null;
    const key = `${file}:${info.mtimeMs}`;
    if (!cache.has(key)) {
      const read = readFile(file, 'utf8').then((text) => JSON.parse(text).map((pattern) => new RegExp(pattern, 'i')));
      cache.set(key, read);
      read.catch(() => cache.delete(key));
    }
    return cache.get(key);
  }
  return async (path, folder) => {
    const patterns = await patternsOf(folder);
    return patterns === null || patterns.some((pattern) => pattern.test(path));
  };
}
