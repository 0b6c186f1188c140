import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RemoteName } from '../contracts/remotes';

/**
 * The ids of other remotes' modules (`booking/BookNowDialog`, …) that the source under `srcDir` names,
 * tests and the standalone dev page's bootstrap aside: what a remote's contract test compares with
 * `loadedBy(remote)`, so a load the contract does not list fails it.
 */
export function moduleIdsLoadedIn(srcDir: string, own: RemoteName): string[] {
  const ids = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = join(dir, entry.name);
      if (entry.isDirectory()) return ids(file);
      if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$|^bootstrap\.tsx$/.test(entry.name)) return [];
      return [...readFileSync(file, 'utf8').matchAll(/["'`]((?:booking|content|catalog)\/[A-Z]\w*)["'`]/g)]
        .map((match) => match[1] as string)
        .filter((id) => !id.startsWith(`${own}/`));
    });
  return [...new Set(ids(srcDir))].sort();
}
