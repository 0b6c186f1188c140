import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchBrowser, type BrowserSession } from '../support/browser';
import { freePorts } from '../support/ports';
import { visible } from '../support/waitFor';

/**
 * The README's `npm run dev` (scripts/dev.mjs): the API and every app's dev server with hot reload,
 * the shell's dev server answering /remotes.json with the remotes' dev servers. A production-only
 * build step once broke the shell's dev build unnoticed for a session; this opens the dev site as a
 * developer would, on ports the OS says are free (DEV_<APP>_PORT), so a developer's own `npm run dev`
 * on the usual ports (3000, 3101–3103, 4000) neither blocks it nor answers in its place.
 */
const repoDir = join(__dirname, '../../..');
const STARTUP_MS = 120_000;
const STOP_MS = 10_000;

let devShell: string;
let devApi: string;
let dev: ChildProcess | undefined;
let dataDir: string | undefined;
let output = '';
let session: BrowserSession | undefined;

// waitForAnswer in scripts/lib/topology.mjs, which a test file cannot import (an ES module; see
// support/releases.ts): this one also prints the dev servers' output, and stops when they exit.
async function until(url: string, deadline: number): Promise<void> {
  for (;;) {
    if (dev?.exitCode !== null || dev?.signalCode !== null) {
      throw new Error(`npm run dev exited before ${url} answered; dev output:\n${output.slice(-3000)}`);
    }
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer in time; dev output:\n${output.slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Signals the dev process group (npm, rsbuild, the API): false once nothing of it is left. */
function signalGroup(pid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
}

beforeAll(async () => {
  const [shell, catalog, booking, content, api] = await freePorts(5);
  devShell = `http://localhost:${shell}`;
  devApi = `http://localhost:${api}`;
  dataDir = mkdtempSync(join(tmpdir(), 'makao-dev-'));
  // The dev servers must talk to this API, whatever the developer's shell says.
  const { API_URL: _theirApi, ...env } = process.env;
  dev = spawn(process.execPath, ['scripts/dev.mjs'], {
    cwd: repoDir,
    // Its own process group, so the whole tree (npm, rsbuild, the API) stops with it.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...env,
      // As from a developer's shell: jest's NODE_ENV=test would change how the dev servers build.
      NODE_ENV: '',
      DEV_SHELL_PORT: String(shell),
      DEV_CATALOG_PORT: String(catalog),
      DEV_BOOKING_PORT: String(booking),
      DEV_CONTENT_PORT: String(content),
      DEV_API_PORT: String(api),
      DATA_DIR: join(dataDir, 'pglite'),
      OUTBOX_DIR: join(dataDir, 'outbox'),
      LOG_LEVEL: 'warn',
    },
  });
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  dev.stdout?.on('data', keep);
  dev.stderr?.on('data', keep);
  const deadline = Date.now() + STARTUP_MS;
  await until(`${devApi}/api/health`, deadline);
  await until(`${devShell}/remotes.json`, deadline);
  session = await launchBrowser();
}, STARTUP_MS + 10_000);

/** Stops the whole dev tree: SIGTERM, then SIGKILL for whatever is still there after STOP_MS. */
async function stopDev(pid: number): Promise<void> {
  if (!signalGroup(pid, 'SIGTERM')) return;
  const deadline = Date.now() + STOP_MS;
  while (Date.now() < deadline && signalGroup(pid, 0)) await new Promise((resolve) => setTimeout(resolve, 100));
  signalGroup(pid, 'SIGKILL');
}

afterAll(async () => {
  // Setup may have stopped anywhere: each step runs whatever came before it, and an error of its own
  // fails the suite instead of being swallowed.
  try {
    await session?.close();
  } finally {
    try {
      if (dev?.pid) await stopDev(dev.pid);
    } finally {
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }
  }
}, STOP_MS + 10_000);

describe('npm run dev', () => {
  it('serves the composed site from the dev servers: the listing with the API’s properties', async () => {
    const { page, context } = await (session as BrowserSession).newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${devShell}/properties`, { waitUntil: 'domcontentloaded' });
    // The first request compiles each app on demand: give it the time a developer would.
    await visible(page.getByRole('heading', { name: 'All Properties', level: 1 }), 60_000);
    await visible(page.getByText(/properties, showing 6/), 30_000);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
