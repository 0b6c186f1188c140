// The local production topology (ARCHITECTURE "Topology"): shell origin, CDN origin and API, each on
// its own port. Used by `npm start` and by the e2e suite, which starts its own copy on test ports.
import { spawn, spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLinkPreviews, loadSeo } from './linkPreviews.mjs';
import { knownPages } from './knownPages.mjs';
import { startNginx } from './nginx.mjs';
import { freePorts, stopProcess } from './processes.cjs';
import { createSitemaps } from './sitemaps.mjs';
import { originHeaders, pagePolicy } from './securityHeaders.mjs';
import { serverBounds } from './serverBounds.mjs';
import { startStaticServer } from './staticServer.mjs';
import { randomInt } from 'node:crypto';
import {
  bucketCookie,
  bucketOf,
  deployPaths,
  publicRegistry,
  registryReader,
  releaseShell,
  shellReleaseDir,
  remotes,
  watchReleases,
} from './registry.mjs';

export const repoDir = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const apps = ['api', 'shell', ...remotes.map((r) => `mf-${r}`)];

export function configFromEnv(env = process.env) {
  const shellPort = Number(env.SHELL_PORT ?? 3000);
  const cdnPort = Number(env.CDN_PORT ?? 3001);
  const apiPort = Number(env.API_PORT ?? 4000);
  return {
    shellPort,
    cdnPort,
    apiPort,
    host: env.HOST ?? '127.0.0.1',
    shellOrigin: env.SHELL_ORIGIN ?? `http://localhost:${shellPort}`,
    cdnOrigin: env.CDN_ORIGIN ?? `http://localhost:${cdnPort}`,
    apiOrigin: env.API_ORIGIN ?? `http://localhost:${apiPort}`,
    blogOrigin: env.BLOG_ORIGIN,
    deployDir: resolve(env.DEPLOY_DIR ?? join(repoDir, '.deploy')),
    dataDir: env.DATA_DIR ? resolve(env.DATA_DIR) : undefined,
    // How long a page's link preview waits for the API before the generic page goes out.
    previewTimeoutMs: Number(env.PREVIEW_TIMEOUT_MS ?? 800),
    // Addresses per sitemap file (the protocol's 50,000 unless set; tests make the index with fewer).
    sitemapMaxUrls: env.SITEMAP_MAX_URLS ? Number(env.SITEMAP_MAX_URLS) : undefined,
    // How often the registry reviews what guests' browsers reported of a canary (registry.mjs).
    releaseWatchMs: Number(env.RELEASE_WATCH_MS ?? 10_000),
    // The sockets' timeouts and the connection cap, the API's own settings (serverBounds.mjs).
    bounds: serverBounds(env),
  };
}

/**
 * One production build, `npm run <script> -w <workspace>` (and of the workspaces inside its folder
 * that have one: `shared` holds the build tooling's, which has none); its output is shown only when
 * it fails.
 */
export function buildWorkspace(workspace, { script = 'build', name = workspace } = {}) {
  const result = spawnSync('npm', ['run', script, '--if-present', '-w', workspace], {
    cwd: repoDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    process.stderr.write(result.stdout);
    process.stderr.write(result.stderr);
    throw new Error(`build of ${name} failed`);
  }
}

/**
 * Production builds of `shared` (its Node bundle of shared/seo, for the shell origin) and every app, one
 * after the other (the machine has two cores).
 */
export function buildAll({ only = ['shared', ...apps], log = console.log } = {}) {
  for (const app of only) {
    const started = Date.now();
    buildWorkspace(app);
    log(`built ${app} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

/**
 * Release the shell with every remote, from the repo's builds, together (each checked against that
 * shell): what `npm start` serves. A build already released is kept as the version it is.
 */
export async function releaseAll({ deployDir, log = console.log }) {
  const { version, released } = await releaseShell({ repoDir, deployDir, together: remotes });
  log(`shell@${version} active with ${released.join(', ')}`);
}

/**
 * Resolves once `url` answers 2xx. Rejects when `exited()` says the process behind it has stopped, or
 * after `timeoutMs`; `detail()` adds to the error what that process printed. An API starting on a new
 * database migrates and seeds it first, which a machine busy with other work can stretch to minutes.
 */
export async function waitForAnswer(url, { timeoutMs = 180_000, exited = () => false, detail = () => '' } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited()) throw new Error(`the process that serves ${url} exited${detail()}`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(5_000) })).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s${detail()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The CDN origin: immutable versioned files, long cache, CORS for the shell origin. */
export function cdnOrigin(config) {
  return {
    root: deployPaths(config.deployDir).cdn,
    bounds: config.bounds,
    originHeaders: originHeaders(config.cdnOrigin),
    headers: (path) => ({
      'Access-Control-Allow-Origin': config.shellOrigin,
      // Lets the shell's pages read these files' sizes in resource timing (benchmarks, RUM).
      'Timing-Allow-Origin': config.shellOrigin,
      'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
      Vary: 'Origin',
      'Cache-Control': path.endsWith('.html') ? 'no-cache' : 'public, max-age=31536000, immutable',
    }),
  };
}

/**
 * The folders of the shell release the registry (`read`) names active, asked at each request, so a
 * shell release or rollback takes effect at once; for its content-hashed `/static/` files, every
 * other shell release after it: a page opened on another release still finds the chunks it asks for.
 */
function activeShell(deployDir, read) {
  return async (path = '/') => {
    const entry = (await read()).shell;
    if (!entry?.active) throw new Error('no shell is released: npm run release -- shell');
    const dirOf = (version) => shellReleaseDir(deployDir, version);
    if (!path.startsWith('/static/')) return [dirOf(entry.active)];
    return [entry.active, ...entry.versions.map((v) => v.version).filter((v) => v !== entry.active)].map(dirOf);
  };
}

/**
 * The shell origin: the shell build under its page policy (`root`, else the registry's active shell
 * release), SPA fallback, the registry (never cached), and the pages of a property or a post with
 * their link previews in the HTML (linkPreviews.mjs).
 */
export function shellOrigin(config, root) {
  const read = registryReader(config.deployDir);
  const previews = createLinkPreviews({
    repoDir,
    apiOrigin: config.apiOrigin,
    blogOrigin: config.blogOrigin,
    shellOrigin: config.shellOrigin,
    timeoutMs: config.previewTimeoutMs,
  });
  /** The shell's page with its link preview, under the page's own headers (its policy). */
  const previewed = (kind, page) => async (request, reply) => {
    const { html, headers } = await page();
    const body = await previews.pageFor(kind, request.params.id, html);
    reply.headers({ ...headers, 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    return reply.compress(body);
  };
  return {
    root: root ?? activeShell(config.deployDir, read),
    bounds: config.bounds,
    spaFallback: 'index.html',
    // SPEC §2: any other path shows the home page, answered 404 (knownPages.mjs).
    knownPage: knownPages(),
    originHeaders: originHeaders(config.shellOrigin),
    pageHeaders: (html) => ({ 'Content-Security-Policy': pagePolicy(config, html) }),
    headers: (path) => ({
      'Cache-Control': path.startsWith('/static/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    }),
    routes: ({ page }) => ({
      // This browser's registry: a canary is active for the buckets below its share. The bucket is a
      // random number kept in a cookie (nothing about the guest), so a guest stays on one version.
      '/remotes.json': async (request, reply) => {
        let bucket = bucketOf(request.headers.cookie);
        if (bucket === undefined) {
          bucket = randomInt(100);
          const secure = config.shellOrigin.startsWith('https:') ? '; Secure' : '';
          reply.header(
            'set-cookie',
            `${bucketCookie}=${bucket}; Path=/remotes.json; Max-Age=31536000; SameSite=Lax; HttpOnly${secure}`,
          );
        }
        const body = JSON.stringify(publicRegistry(await read(), config, bucket));
        return reply
          .headers({
            'content-type': 'application/json; charset=utf-8',
            'cache-control': 'no-cache, private',
            vary: 'Cookie',
          })
          .send(body);
      },
      '/property/:id': previewed('property', page),
      '/blog/:id': previewed('post', page),
      ...createSitemaps({
        repoDir,
        apiOrigin: config.apiOrigin,
        blogOrigin: config.blogOrigin,
        shellOrigin: config.shellOrigin,
        maxUrls: config.sitemapMaxUrls,
      }),
    }),
  };
}

/** One API process (api/dist/server.js) on `port`. */
function spawnApi(config, port, { apiEnv, apiStdio }) {
  return spawn(process.execPath, [join(repoDir, 'api', 'dist', 'server.js')], {
    cwd: join(repoDir, 'api'),
    stdio: apiStdio,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: config.host,
      PUBLIC_URL: config.apiOrigin,
      CORS_ORIGINS: [config.shellOrigin, config.cdnOrigin].join(','),
      ...(config.dataDir ? { DATA_DIR: config.dataDir } : {}),
      ...apiEnv,
    },
  });
}

/**
 * Start API, CDN origin and shell origin. Resolves once all three answer; `stop()` ends them.
 * With `replicas` > 1 (the cluster), that many API processes share PostgreSQL (`DATABASE_URL`), Redis
 * (`REDIS_URL`) and one data folder (outbox, uploads), behind nginx on the API's port (nginx.mjs).
 */
export async function startTopology(
  config,
  { log = console.log, apiEnv = {}, apiStdio = 'inherit', replicas = 1, nginxDir } = {},
) {
  // The shell origin's link previews and sitemaps need shared's build: say so before anything starts.
  await loadSeo(repoDir);
  const clustered = replicas > 1;
  if (clustered && !(apiEnv.DATABASE_URL ?? process.env.DATABASE_URL)) {
    throw new Error('several API processes need one PostgreSQL database: set DATABASE_URL');
  }
  const ports = clustered ? await freePorts(replicas, config.host) : [config.apiPort];
  // Behind nginx the client is the address nginx names in X-Forwarded-For (its own is loopback).
  const env = clustered ? { TRUST_PROXY: 'loopback', ...apiEnv } : apiEnv;
  const apis = ports.map((port) => spawnApi(config, port, { apiEnv: env, apiStdio }));
  const servers = [];
  let nginx;
  let stopWatch;
  const stop = async () => {
    stopWatch?.();
    await Promise.all(servers.map((s) => new Promise((r) => s.close(() => r()))));
    await nginx?.stop();
    await Promise.all(apis.map((api) => stopProcess(api)));
  };
  try {
    await Promise.all(
      apis.map((api, i) =>
        waitForAnswer(`http://${config.host}:${ports[i]}/api/health`, { exited: () => api.exitCode !== null }),
      ),
    );
    if (clustered) {
      nginx = await startNginx({
        dir: nginxDir ?? join(config.deployDir, 'nginx'),
        listen: `${config.host}:${config.apiPort}`,
        upstreams: ports.map((port) => `${config.host}:${port}`),
        // The API processes read KEEP_ALIVE_TIMEOUT_MS from the same environment (serverBounds.mjs).
        apiKeepAliveMs: (config.bounds ?? serverBounds()).keepAliveTimeoutMs,
        log,
      });
      await waitForAnswer(`http://${config.host}:${config.apiPort}/api/health`, {
        exited: () => nginx.child.exitCode !== null,
      });
    }
    servers.push(await startStaticServer({ ...cdnOrigin(config), port: config.cdnPort, host: config.host }));
    servers.push(await startStaticServer({ ...shellOrigin(config), port: config.shellPort, host: config.host }));
    // The API on its own port (nginx over the replicas in the cluster).
    stopWatch = watchReleases({
      deployDir: config.deployDir,
      apiOrigin: `http://${config.host}:${config.apiPort}`,
      intervalMs: config.releaseWatchMs,
      log,
    });
  } catch (error) {
    await stop();
    throw error;
  }
  log(
    `shell ${config.shellOrigin} · CDN ${config.cdnOrigin} · API ${config.apiOrigin}` +
      (clustered ? ` (nginx over ${replicas} API processes on ports ${ports.join(', ')})` : ''),
  );
  return { stop, api: apis[0], apis, apiPorts: ports };
}

/**
 * Keeps the topology until Ctrl-C or SIGTERM, then stops it and exits. `onApiExit(index, code,
 * shutdown)` hears of an API process that stops on its own.
 */
export function runUntilStopped(topology, onApiExit) {
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    await topology.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  for (const [index, api] of topology.apis.entries()) {
    api.on('exit', (code) => {
      if (!stopping) onApiExit(index, code, shutdown);
    });
  }
}

export async function readJson(path) {
  return JSON.parse(await readFile(path, 'utf8'));
}
