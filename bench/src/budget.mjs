/**
 * The pages' byte budgets, checked in CI (`npm test`): deterministic for a given build, unlike
 * timings, which the benchmark only reports. For each measured page (home, `/properties`, a seeded
 * property's detail page, `/blog`), fails when the JavaScript the federated page loads before it is
 * interactive (every script requested from navigation until the page has been quiet for 5 s after its
 * load event, no input: `pageScripts` in measure.mjs) grows past the budget, in compressed bytes or as
 * a multiple of the same page built as a monolith, measured in the same run.
 * `node bench/src/budget.mjs [--no-build] [--json=file]` (`--no-build` reuses the apps' builds).
 */
import { writeFileSync } from 'node:fs';
import { buildSites, startSites } from './site.mjs';
import { benchPages, federatedClassifier, launchBrowser, pageScripts } from './measure.mjs';

/**
 * What CI enforces on every measured page (ARCHITECTURE performance notes): compressed JavaScript
 * before interactive ≤ 170 KB, and ≤ 1.30 × the same page of the monolith. A regression guard, not a
 * target to shave bytes for: federation's fixed cost is the shell's entry (the federation runtime core,
 * which it provides to the remotes) and one entry per remote the page loads (each with its own bundler
 * runtime, federation setup and chunk loading, built by its own toolchain: ARCHITECTURE rule 11). The
 * detail page loads two, catalog's and booking's (rule 9). Never raise these to make a change pass.
 */
export const pageBudget = { jsBytes: 170_000, jsVsMonolith: 1.3 };

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/** The measured pages' paths, the detail page's filled with the newest seeded property. */
export async function pagePaths(apiOrigin) {
  const list = await (await fetch(`${apiOrigin}/api/properties?limit=1`)).json();
  return benchPages.map((p) => ({ name: p.name, path: p.path.replace('{id}', list.data[0].id) }));
}

export async function checkBudgets({ log = console.log, files = 6 } = {}) {
  const sites = await startSites({ basePort: 3650, log: () => undefined });
  const browser = await launchBrowser();
  try {
    const classify = federatedClassifier(sites);
    const checks = [];
    for (const { path } of await pagePaths(sites.apiOrigin)) {
      // The two builds of a page side by side (each in its own browser context): what a page loads
      // does not depend on how fast it loads, and most of the time is the quiet window's waiting.
      const [federated, monolith] = await Promise.all([
        pageScripts(browser, `${sites.federatedOrigin}${path}`, classify),
        pageScripts(browser, `${sites.monolithOrigin}${path}`),
      ]);
      const ratio = federated.bytes / monolith.bytes;
      const pageChecks = [
        {
          name: `${path}: JavaScript before interactive (compressed)`,
          actual: `${kb(federated.bytes)} in ${federated.requests} requests`,
          limit: kb(pageBudget.jsBytes),
          ok: federated.bytes <= pageBudget.jsBytes,
          bytes: federated.bytes,
        },
        {
          name: `${path}: JavaScript before interactive, federated ÷ monolith`,
          actual: `${ratio.toFixed(3)} (${kb(monolith.bytes)} in ${monolith.requests} requests monolith)`,
          limit: String(pageBudget.jsVsMonolith),
          ok: ratio <= pageBudget.jsVsMonolith,
          ratio: Number(ratio.toFixed(3)),
        },
      ];
      for (const c of pageChecks) log(`${c.ok ? '✓' : '✗'} ${c.name}: ${c.actual} (budget ${c.limit})`);
      for (const [group, { bytes, requests }] of Object.entries(federated.groups)) {
        log(`    ${group}: ${kb(bytes)}, ${requests} requests`);
      }
      log(
        `    largest files: ${federated.files
          .slice(0, files)
          .map((f) => `${new URL(f.file).pathname} ${kb(f.bytes)}`)
          .join(', ')}`,
      );
      checks.push(...pageChecks);
    }
    return checks;
  } finally {
    await browser.close();
    await sites.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildSites({ skip: process.argv.includes('--no-build'), log: () => undefined });
  const checks = await checkBudgets({ files: process.argv.includes('--all-files') ? Infinity : 6 });
  const out = process.argv.find((a) => a.startsWith('--json='));
  if (out) writeFileSync(out.slice(7), JSON.stringify(checks, null, 2));
  process.exit(checks.every((c) => c.ok) ? 0 : 1);
}
