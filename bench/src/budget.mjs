/**
 * The byte budgets of issue 8, checked in CI (`npm test`): deterministic for a given build, unlike
 * timings, which the benchmark only reports. Fails when the home page's JavaScript before it is
 * usable exceeds 150 KB compressed, or 1.15 × the same page built as a monolith.
 * `node bench/src/budget.mjs [--no-build]` (`--no-build` reuses the four apps' current builds).
 */
import { writeFileSync } from 'node:fs';
import { buildSites, startSites } from './site.mjs';
import { federatedClassifier, launchBrowser, scriptsBeforeUsable } from './measure.mjs';

export const budgets = {
  /** Issue 8: JavaScript on the home page's critical path, compressed bytes. */
  homeJsBytes: 150_000,
  /** Issue 8: federated ÷ monolith, JavaScript bytes on the home page. */
  homeJsVsMonolith: 1.15,
};

export async function checkBudgets({ log = console.log } = {}) {
  const sites = await startSites({ basePort: 3650, log: () => undefined });
  const browser = await launchBrowser();
  try {
    const federated = await scriptsBeforeUsable(browser, `${sites.federatedOrigin}/`, federatedClassifier(sites));
    const monolith = await scriptsBeforeUsable(browser, `${sites.monolithOrigin}/`);
    const ratio = federated.bytes / monolith.bytes;
    const checks = [
      {
        name: 'home page JavaScript before usable (compressed)',
        actual: `${(federated.bytes / 1000).toFixed(1)} KB in ${federated.requests} requests`,
        limit: `${budgets.homeJsBytes / 1000} KB`,
        ok: federated.bytes <= budgets.homeJsBytes,
      },
      {
        name: 'home page JavaScript, federated ÷ monolith',
        actual: `${ratio.toFixed(3)} (${(monolith.bytes / 1000).toFixed(1)} KB monolith)`,
        limit: `${budgets.homeJsVsMonolith}`,
        ok: ratio <= budgets.homeJsVsMonolith,
      },
    ];
    for (const c of checks) log(`${c.ok ? '✓' : '✗'} ${c.name}: ${c.actual} (budget ${c.limit})`);
    for (const [group, { bytes, requests }] of Object.entries(federated.groups)) {
      log(`    ${group}: ${(bytes / 1000).toFixed(1)} KB, ${requests} requests`);
    }
    return checks;
  } finally {
    await browser.close();
    await sites.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildSites({ skip: process.argv.includes('--no-build'), log: () => undefined });
  const checks = await checkBudgets();
  const out = process.argv.find((a) => a.startsWith('--json='));
  if (out) writeFileSync(out.slice(7), JSON.stringify(checks, null, 2));
  process.exit(checks.every((c) => c.ok) ? 0 : 1);
}
