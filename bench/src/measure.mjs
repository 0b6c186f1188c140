/**
 * Page measurements in Debian's Chromium: the JavaScript a page loads before it is usable (resource
 * timing: compressed bytes and requests, split by where each file comes from) and Lighthouse's
 * mobile preset (simulated throttling), median of three runs.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
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
 * The scripts a page loads, at a phone's viewport (412 × 823), cold cache, no interaction. Bytes are
 * the compressed body sizes (`encodedBodySize`) the servers sent.
 * - all: every script from navigation until the network has been idle for 500 ms.
 * - critical: the scripts requested before the page's largest contentful paint, i.e. what stands
 *   between the guest and the page's main content (the "critical path"); code a page loads
 *   after that paint, such as the home page's sections below the fold, is in `all` only.
 */
export async function pageScripts(browser, url, classify = () => 'all') {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    const { entries, lcpMs } = await page.evaluate(async () => {
      const lcp = await new Promise((resolve) => {
        new globalThis.PerformanceObserver((list) => resolve(list.getEntries().at(-1).startTime)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
      });
      const scripts = globalThis.performance
        .getEntriesByType('resource')
        .map((e) => ({ name: e.name, bytes: e.encodedBodySize, start: e.startTime }))
        .filter((e) => /\.m?js$/.test(new URL(e.name).pathname));
      return { entries: scripts, lcpMs: lcp };
    });
    const summary = (list) => {
      const groups = {};
      for (const entry of list) {
        const group = (groups[classify(entry.name)] ??= { bytes: 0, requests: 0 });
        group.bytes += entry.bytes;
        group.requests += 1;
      }
      return { bytes: list.reduce((sum, e) => sum + e.bytes, 0), requests: list.length, groups };
    };
    return {
      ...summary(entries),
      critical: summary(entries.filter((e) => e.start < lcpMs)),
      lcpMs: Math.round(lcpMs),
    };
  } finally {
    await context.close();
  }
}

/** Lighthouse performance (mobile preset, simulated throttling): the median of `runs` runs. */
export async function lighthouseMedian(url, runs = 3) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  try {
    const lhrs = [];
    for (let i = 0; i < runs; i += 1) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      lhrs.push(result.lhr);
    }
    const median = computeMedianRun(lhrs);
    const metric = (id) => median.audits[id].numericValue;
    return {
      score: median.categories.performance.score,
      fcpMs: Math.round(metric('first-contentful-paint')),
      lcpMs: Math.round(metric('largest-contentful-paint')),
      tbtMs: Math.round(metric('total-blocking-time')),
      cls: Number(metric('cumulative-layout-shift').toFixed(3)),
      speedIndexMs: Math.round(metric('speed-index')),
      scores: lhrs.map((lhr) => lhr.categories.performance.score),
      // Lighthouse's own CPU yardstick for this machine at the time (higher is faster): timings taken
      // on a busier or slower machine are only comparable with this beside them.
      benchmarkIndex: Math.round(median.environment.benchmarkIndex),
    };
  } finally {
    await chrome.kill();
  }
}
