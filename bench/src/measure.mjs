/**
 * Page measurements in Debian's Chromium: the JavaScript a page loads before it is interactive (resource
 * timing: compressed bytes and requests, split by where each file comes from) and Lighthouse's
 * mobile preset (simulated throttling), the median of nine runs of each build, taken in turns.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { repoDir } from '../../scripts/lib/topology.mjs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The pages the bench measures; `{id}` is filled with a real property id. */
export const benchPages = [
  { name: 'home', path: '/' },
  { name: 'listing', path: '/properties' },
  { name: 'detail', path: '/property/{id}' },
  { name: 'blog', path: '/blog' },
];

export const launchBrowser = () => chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });

/**
 * Where a federated page's scripts come from: the shell's entry is the federation runtime (it holds
 * nothing else but the async boundary), as is each remote's entry file; chunks the shell's manifest
 * lists as shared are the shared libraries; a remote's other files are that remote's.
 */
export function federatedClassifier({ cdnOrigin }) {
  const manifest = JSON.parse(readFileSync(join(repoDir, 'shell', 'dist', 'mf-manifest.json'), 'utf8'));
  const shared = new Set(manifest.shared.flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]));
  const cdn = new URL(cdnOrigin).origin;
  return (href) => {
    const url = new URL(href);
    if (/\/remoteEntry\.[^/]*\.js$/.test(url.pathname)) return 'federation runtime';
    if (url.origin === cdn) return `remote: ${url.pathname.split('/')[1]}`;
    const file = url.pathname.slice(1);
    if (/^static\/js\/index\.[^/]+\.js$/.test(file)) return 'federation runtime';
    return shared.has(file) ? 'shared libraries' : 'shell';
  };
}

/**
 * How long the page must stay quiet before it counts as interactive: Lighthouse's quiet window for
 * Time to Interactive. Longer than anything the site defers on a timer after the load event (the
 * footer and the top bar's host links: 1.5 s, then an idle moment of at most 3 s, `useWhenPageSettled`
 * in the shell), so what a page loads on its own is counted whatever the machine's speed.
 */
export const QUIET_MS = 5000;
/** A page that never goes quiet (a request or a long task at least every `QUIET_MS`) is an error. */
const QUIET_DEADLINE_MS = 60_000;

/**
 * The JavaScript a page loads before it is interactive, at a phone's viewport (412 × 823), cold cache,
 * no input (no click, key or scroll). Interactive is the end of navigation's first quiet moment: the
 * load event has fired, and then for `QUIET_MS` no request was in flight or started (any type: data,
 * images, scripts) and no task ran longer than 50 ms (Long Tasks API). Every `.js`/`.mjs` file
 * requested before that counts, whenever it was requested (before or after the first paint, the largest
 * paint or the load event): no paint decides what counts, so a machine that paints later counts the
 * same files. Bytes are the compressed body sizes (`encodedBodySize`) the servers sent; inline
 * scripts in the HTML are not counted. `files` lists each file with its group (`classify`).
 */
export async function pageScripts(browser, url, classify = () => 'all') {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      globalThis.performance.setResourceTimingBufferSize(10_000);
      globalThis.__benchLongTaskEnd = 0;
      new globalThis.PerformanceObserver((list) => {
        for (const e of list.getEntries()) {
          globalThis.__benchLongTaskEnd = Math.max(globalThis.__benchLongTaskEnd, e.startTime + e.duration);
        }
      }).observe({ type: 'longtask', buffered: true });
    });
    let inFlight = 0;
    let lastNetwork = Date.now();
    page.on('request', () => {
      inFlight += 1;
      lastNetwork = Date.now();
    });
    const settled = () => {
      inFlight -= 1;
      lastNetwork = Date.now();
    };
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);
    await page.goto(url, { waitUntil: 'load' });
    const deadline = Date.now() + QUIET_DEADLINE_MS;
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const sinceLongTask = await page.evaluate(() => globalThis.performance.now() - globalThis.__benchLongTaskEnd);
      if (inFlight <= 0 && Date.now() - lastNetwork >= QUIET_MS && sinceLongTask >= QUIET_MS) break;
      if (Date.now() > deadline) throw new Error(`${url} was not quiet for ${QUIET_MS} ms within a minute`);
    }
    const entries = await page.evaluate(() =>
      globalThis.performance
        .getEntriesByType('resource')
        .map((e) => ({ name: e.name, bytes: e.encodedBodySize, start: e.startTime }))
        .filter((e) => /\.m?js$/.test(new URL(e.name).pathname)),
    );
    const groups = {};
    for (const entry of entries) {
      const group = (groups[classify(entry.name)] ??= { bytes: 0, requests: 0 });
      group.bytes += entry.bytes;
      group.requests += 1;
    }
    return {
      bytes: entries.reduce((sum, e) => sum + e.bytes, 0),
      requests: entries.length,
      groups,
      files: entries
        .map((e) => ({ file: e.name, group: classify(e.name), bytes: e.bytes, startMs: Math.round(e.start) }))
        .sort((a, b) => b.bytes - a.bytes),
    };
  } finally {
    await context.close();
  }
}

/** The middle value (the mean of the two middle ones for an even count). */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Runs of each build per page. TBT moves a lot between runs of one build on a shared machine: with
 * five, the difference of two medians still moved between bench runs of the same commit by more than
 * the ±30 ms the target compares (bench/results.md, "Federation's own start split into tasks; nine
 * Lighthouse runs a page").
 */
export const lighthouseRuns = 9;

/**
 * Lighthouse performance (mobile preset, simulated throttling) of the same page in each build, `runs`
 * runs each, taken in turns (federated, monolith, federated, ...) so a machine that slows down or speeds
 * up in the meantime weighs on both alike. Each figure is the median of its own runs: TBT in particular
 * moves by tens of ms between runs of one build, and the median holds still better than the TBT of the
 * one run whose FCP and TTI are the middle ones.
 * `urls`: { variant: url }. Returns { variant: figures }.
 */
export async function lighthouseInTurns(urls, runs = lighthouseRuns) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  try {
    const lhrs = Object.fromEntries(Object.keys(urls).map((variant) => [variant, []]));
    for (let i = 0; i < runs; i += 1) {
      for (const [variant, url] of Object.entries(urls)) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        lhrs[variant].push(result.lhr);
      }
    }
    return Object.fromEntries(Object.entries(lhrs).map(([variant, runsOf]) => [variant, lighthouseFigures(runsOf)]));
  } finally {
    await chrome.kill();
  }
}

/** The median of each figure over `lhrs`, and every run's score. */
function lighthouseFigures(lhrs) {
  const metric = (id) => median(lhrs.map((lhr) => lhr.audits[id].numericValue));
  const scores = lhrs.map((lhr) => lhr.categories.performance.score);
  return {
    score: median(scores),
    fcpMs: Math.round(metric('first-contentful-paint')),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
    cls: Number(metric('cumulative-layout-shift').toFixed(3)),
    speedIndexMs: Math.round(metric('speed-index')),
    scores,
    // Every run's TBT, for how far the median could move (bench/results.json).
    tbtsMs: lhrs.map((lhr) => Math.round(lhr.audits['total-blocking-time'].numericValue)),
    // Lighthouse's own CPU yardstick for this machine at the time (higher is faster): timings taken
    // on a busier or slower machine are only comparable with this beside them.
    benchmarkIndex: Math.round(median(lhrs.map((lhr) => lhr.environment.benchmarkIndex))),
  };
}
