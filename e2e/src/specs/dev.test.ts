import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchBrowser, type BrowserSession } from '../support/browser';
import { visible } from '../support/waitFor';

/**
 * The README's `npm run dev` (scripts/dev.mjs): the API and every app's dev server with hot reload,
 * the shell's dev server answering /remotes.json with the remotes' dev servers. A production-only
 * build step once broke the shell's dev build unnoticed for a session; this opens the dev site as a
 * developer would. Ports are the dev defaults (shell 3000, remotes 3101–3103, API 4000).
 */
const repoDir = join(__dirname, '../../..');
const DEV_SHELL = 'http://localhost:3000';
const STARTUP_MS = 120_000;

let dev: ChildProcess;
let dataDir: string;
let output = '';
let session: BrowserSession;

// waitForAnswer in scripts/lib/topology.mjs, which a test file cannot import (an ES module; see
// support/releases.ts): this one also prints the dev servers' output.
async function until(url: string, deadline: number): Promise<void> {
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer in time; dev output:\n${output.slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** True when something already answers at `url` (another dev server would make this test meaningless). */
const answers = (url: string) =>
  fetch(url).then(
    () => true,
    () => false,
  );

beforeAll(async () => {
  for (const url of [DEV_SHELL, 'http://localhost:4000/api/health']) {
    if (await answers(url)) throw new Error(`${url} is already served: stop the other dev server first`);
  }
  dataDir = mkdtempSync(join(tmpdir(), 'makao-dev-'));
  dev = spawn(process.execPath, ['scripts/dev.mjs'], {
    cwd: repoDir,
    // Its own process group, so the whole tree (npm, rsbuild, the API) stops with it.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      // As from a developer's shell: jest's NODE_ENV=test would change how the dev servers build.
      NODE_ENV: '',
      DATA_DIR: join(dataDir, 'pglite'),
      OUTBOX_DIR: join(dataDir, 'outbox'),
      LOG_LEVEL: 'warn',
    },
  });
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  dev.stdout?.on('data', keep);
  dev.stderr?.on('data', keep);
  const deadline = Date.now() + STARTUP_MS;
  await until('http://localhost:4000/api/health', deadline);
  await until(`${DEV_SHELL}/remotes.json`, deadline);
  session = await launchBrowser();
}, STARTUP_MS + 10_000);

afterAll(async () => {
  await session?.close();
  if (dev?.pid) {
    try {
      process.kill(-dev.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    try {
      process.kill(-dev.pid, 'SIGKILL');
    } catch {
      // stopped
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run dev', () => {
  it('serves the composed site from the dev servers: the listing with the API’s properties', async () => {
    const { page, context } = await session.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${DEV_SHELL}/properties`, { waitUntil: 'domcontentloaded' });
    // The first request compiles each app on demand: give it the time a developer would.
    await visible(page.getByRole('heading', { name: 'All Properties', level: 1 }), 60_000);
    await visible(page.getByText(/properties, showing 6/), 30_000);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
