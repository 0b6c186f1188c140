/**
 * `npm run bench`: builds the production site once, then measures, on the machine it runs on, and writes
 * bench/results.md and bench/results.json (machine, date, commit):
 * - pages (home, /properties, one /property/:id, /blog), federated and monolith: Lighthouse mobile
 *   preset with simulated throttling, median of nine runs of each build (`lighthouseRuns`); scripts
 *   before the page is usable, by origin group;
 * - federation cost: federated ÷ monolith for JavaScript bytes, requests and LCP;
 * - the API under autocannon (bench/src/api.mjs), PGlite and PostgreSQL.
 * Options: `--no-build` (reuse builds), `--skip-api`, `--skip-lighthouse`; `BENCH_POSTGRES_URL`.
 */
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { repoDir } from '../../scripts/lib/topology.mjs';
import { apiMarkdown, benchApi, DEFAULT_ADMIN_URL } from './api.mjs';
import { pageBudget as byteTargets } from './budget.mjs';
import {
  benchPages,
  chromiumPath,
  federatedClassifier,
  launchBrowser,
  lighthouseInTurns,
  lighthouseRuns,
  pageScripts,
} from './measure.mjs';
import { buildSites, startSites } from './site.mjs';

const flag = (name) => process.argv.includes(name);
const log = (message) => console.error(`[bench] ${message}`);
const sh = (command) => execSync(command, { cwd: repoDir, encoding: 'utf8' }).trim();

const started = new Date();
buildSites({ skip: flag('--no-build'), log });

async function measurePages() {
  const sites = await startSites({ basePort: 3600, log });
  const browser = await launchBrowser();
  try {
    const list = await (await fetch(`${sites.apiOrigin}/api/properties?limit=1`)).json();
    const id = list.data[0].id;
    const classify = federatedClassifier(sites);
    const pages = [];
    for (const page of benchPages) {
      const path = page.path.replace('{id}', id);
      log(`page ${path}`);
      const result = { name: page.name, path };
      const origins = { federated: sites.federatedOrigin, monolith: sites.monolithOrigin };
      const lighthouse = flag('--skip-lighthouse')
        ? null
        : await lighthouseInTurns({ federated: origins.federated + path, monolith: origins.monolith + path });
      for (const [variant, origin] of Object.entries(origins)) {
        result[variant] = {
          scripts: await pageScripts(browser, origin + path, variant === 'federated' ? classify : undefined),
          lighthouse: lighthouse?.[variant] ?? null,
        };
      }
      const f = result.federated;
      const m = result.monolith;
      result.ratio = {
        jsBytes: round(f.scripts.bytes / m.scripts.bytes),
        requests: round(f.scripts.requests / m.scripts.requests),
        lcp: f.lighthouse && m.lighthouse ? round(f.lighthouse.lcpMs / m.lighthouse.lcpMs) : null,
      };
      pages.push(result);
    }
    return pages;
  } finally {
    await browser.close();
    await sites.stop();
  }
}

/** The machine's CPU time so far (Linux `/proc/stat`, in ticks): all of it, and what the hypervisor took. */
function cpuTicks() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1, 9).map(Number);
    return { total: fields.reduce((sum, n) => sum + n, 0), steal: fields[7] };
  } catch {
    return null;
  }
}

/** Percent of the CPU time between two readings that the hypervisor gave to other machines (steal). */
const stolenPercent = (from, to) =>
  from && to && to.total > from.total ? round((100 * (to.steal - from.steal)) / (to.total - from.total), 1) : null;

const round = (n, digits = 3) => Number(n.toFixed(digits));
const kb = (bytes) => (bytes / 1000).toFixed(1);

function targetsOf(pages, api) {
  const rows = [];
  for (const p of pages) {
    const lh = p.federated.lighthouse;
    const m = p.monolith.lighthouse;
    if (lh) {
      rows.push({ target: `${p.path}: Lighthouse performance ≥ 0.95`, actual: lh.score, ok: lh.score >= 0.95 });
      rows.push({ target: `${p.path}: CLS ≤ 0.05`, actual: lh.cls, ok: lh.cls <= 0.05 });
      rows.push({ target: `${p.path}: TBT ≤ 150 ms`, actual: `${lh.tbtMs} ms`, ok: lh.tbtMs <= 150 });
    }
    if (lh && m) {
      // Federation's cost in the same run: no more than this above the monolith's figure.
      rows.push({
        target: `${p.path}: Lighthouse within 0.01 of the monolith`,
        actual: `${lh.score} (monolith ${m.score})`,
        ok: lh.score >= m.score - 0.01,
      });
      rows.push({
        target: `${p.path}: TBT ≤ monolith + 30 ms`,
        actual: `${lh.tbtMs} ms (monolith ${m.tbtMs})`,
        ok: lh.tbtMs <= m.tbtMs + 30,
      });
      rows.push({
        target: `${p.path}: FCP ≤ monolith + 100 ms`,
        actual: `${lh.fcpMs} ms (monolith ${m.fcpMs})`,
        ok: lh.fcpMs <= m.fcpMs + 100,
      });
      rows.push({
        target: `${p.path}: LCP ≤ monolith`,
        actual: `${lh.lcpMs} ms (monolith ${m.lcpMs})`,
        ok: lh.lcpMs <= m.lcpMs,
      });
    }
    rows.push({
      target: `${p.path}: JavaScript before interactive ≤ ${byteTargets.jsBytes / 1000} KB compressed`,
      actual: `${kb(p.federated.scripts.bytes)} KB`,
      ok: p.federated.scripts.bytes <= byteTargets.jsBytes,
    });
    rows.push({
      target: `${p.path}: JavaScript before interactive ≤ ${byteTargets.jsVsMonolith} × monolith`,
      actual: `${p.ratio.jsBytes} ×`,
      ok: p.ratio.jsBytes <= byteTargets.jsVsMonolith,
    });
  }
  // The API's targets, at 100,000 properties on PostgreSQL: each listing and one property, p99 ≤ 50 ms
  // at 50 connections.
  const properties = api?.grown?.postgres?.properties;
  for (const row of api?.backends.postgres ?? []) {
    if (row.method !== 'GET') continue;
    rows.push({
      target: `PostgreSQL, ${properties} properties: ${row.name}, p99 ≤ 50 ms at 50 connections`,
      actual: `${row.p99} ms (CPU/request: API ${row.apiCpuMs ?? '–'} ms, PostgreSQL ${row.dbCpuMs ?? '–'} ms)`,
      ok: row.p99 <= 50,
    });
  }
  return rows;
}

function markdown(results) {
  const { machine, pages, api, targets } = results;
  const lines = [
    '# Benchmark results',
    '',
    `Measured ${results.date} on commit \`${results.commit}\`${results.dirty ? ' (with uncommitted changes)' : ''} ` +
      `by \`npm run bench\` (${results.durationSeconds} s).`,
    `Machine: ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGiB} GiB, ${machine.os}, Node ${machine.node}, ` +
      `${machine.chromium}. Everything (site, database, browser, load generator) shares these cores; the ` +
      `hypervisor took ${machine.stealPercent.pages ?? '–'}% of their time during the page runs and ` +
      `${machine.stealPercent.api ?? '–'}% during the API runs (steal, /proc/stat): compare runs with this and ` +
      'the CPU column beside them.',
    '',
    '## Targets',
    '',
    '| Target | Measured | Met |',
    '|---|---|---|',
    ...targets.map((t) => `| ${t.target} | ${t.actual} | ${t.ok ? 'yes' : '**no**'} |`),
    '',
    '## Pages',
    '',
    `Lighthouse 12 mobile preset (simulated throttling: 150 ms RTT, 1.6 Mbps, 4× CPU), each figure the median of ${lighthouseRuns} runs ` +
      '(federated and monolith taken in turns), ' +
      'cold cache; "CPU" is Lighthouse\u2019s benchmarkIndex of the measuring machine during the runs (higher is faster). ' +
      'Scripts (Chromium resource timing, compressed body bytes, 412 × 823, no interaction): every `.js` ' +
      'file requested before the page is interactive, i.e. until it has been quiet (no request in flight, ' +
      'no long task) for 5 s after its load event (bench/README.md).',
    '',
    '| Page | Build | Score | FCP ms | LCP ms | TBT ms | CLS | SI ms | CPU | JS before interactive KB / requests |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const p of pages) {
    for (const variant of ['federated', 'monolith']) {
      const { scripts, lighthouse: lh } = p[variant];
      lines.push(
        `| \`${p.path}\` | ${variant} | ${lh ? `${lh.score} (${lh.scores.join(', ')})` : '–'} | ${lh?.fcpMs ?? '–'} | ` +
          `${lh?.lcpMs ?? '–'} | ${lh?.tbtMs ?? '–'} | ${lh?.cls ?? '–'} | ${lh?.speedIndexMs ?? '–'} | ` +
          `${lh?.benchmarkIndex ?? '–'} | ${kb(scripts.bytes)} / ${scripts.requests} |`,
      );
    }
  }
  lines.push('', '### Where the federated pages’ JavaScript before interactive comes from', '');
  const groups = [...new Set(pages.flatMap((p) => Object.keys(p.federated.scripts.groups)))].sort();
  lines.push(`| Page | ${groups.join(' | ')} |`, `|---|${groups.map(() => '---:').join('|')}|`);
  for (const p of pages) {
    const g = p.federated.scripts.groups;
    lines.push(
      `| \`${p.path}\` | ${groups.map((name) => (g[name] ? `${kb(g[name].bytes)} KB / ${g[name].requests}` : '–')).join(' | ')} |`,
    );
  }
  lines.push(
    '',
    '"federation runtime" is the shell’s entry file (the runtime and the async boundary, nothing else) and ' +
      'each remote’s `remoteEntry`; "shared libraries" are the chunks the shell’s manifest lists as shared ' +
      '(react, react-dom, the router cut, jotai, styled-components, react-query, the `shared` package).',
    '',
    '## Federation cost (federated ÷ monolith)',
    '',
    '| Page | JS bytes | JS requests | LCP |',
    '|---|---:|---:|---:|',
    ...pages.map((p) => `| \`${p.path}\` | ${p.ratio.jsBytes} | ${p.ratio.requests} | ${p.ratio.lcp ?? '–'} |`),
    '',
    '## API',
    '',
    api ? apiMarkdown(api) : 'Skipped (`--skip-api`).',
    '',
  );
  return lines.join('\n');
}

const beforePages = cpuTicks();
const pages = await measurePages();
const beforeApi = cpuTicks();
const api = flag('--skip-api')
  ? null
  : await benchApi({ databaseUrl: process.env.BENCH_POSTGRES_URL || DEFAULT_ADMIN_URL, log });
const afterApi = cpuTicks();
const chromium = (() => {
  try {
    return execSync(`${chromiumPath} --version`, { encoding: 'utf8' }).trim();
  } catch {
    return 'Chromium (version unknown)';
  }
})();
const results = {
  date: started.toISOString(),
  durationSeconds: Math.round((Date.now() - started.getTime()) / 1000),
  commit: sh('git rev-parse --short HEAD'),
  dirty: sh('git status --porcelain') !== '',
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    chromium,
    stealPercent: { pages: stolenPercent(beforePages, beforeApi), api: api && stolenPercent(beforeApi, afterApi) },
  },
  pages,
  api,
};
results.targets = targetsOf(pages, api);

/**
 * The measurement history (what changed the numbers, dated runs) lives at the end of results.md under
 * "## History": each run rewrites the numbers above it and keeps that section as it is.
 */
function keptHistory(file) {
  if (!existsSync(file)) return '';
  const text = readFileSync(file, 'utf8');
  const at = text.indexOf('\n## History\n');
  return at === -1 ? '' : text.slice(at);
}
writeFileSync(join(repoDir, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
const resultsFile = join(repoDir, 'bench', 'results.md');
writeFileSync(resultsFile, markdown(results) + keptHistory(resultsFile));
log('wrote bench/results.md and bench/results.json');
