// `npm test`: every check and every test of the project, ending with one line `N passed, N failed`.
// It runs on the active LTS Node (started again on it when another Node started it), and so does
// everything it starts. Order: install Chromium if missing → format + lint beside typecheck →
// unit/component/API tests (PGlite) → the API and shared tests on the maintenance LTS Node (on
// PostgreSQL when DATABASE_URL is set), then the byte budgets, beside the browser tests on the composed
// production build.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { join } from 'node:path';
import { MAINTENANCE_NODE, installNode, onLtsNode } from './lib/nodeVersions.mjs';
import { repoDir } from './lib/topology.mjs';

await onLtsNode();

const outDir = join(repoDir, '.tmp', 'test-results');
mkdirSync(outDir, { recursive: true });
const totals = { passed: 0, failed: 0 };
const problems = [];

/**
 * Runs one step and resolves with whether it passed. Its output streams to this one's or, when
 * `buffered`, is printed whole when it ends, so steps that run at once do not interleave.
 */
function run(label, command, args, { env = {}, buffered = false } = {}) {
  const started = Date.now();
  if (!buffered) console.log(`\n▶ ${label}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: repoDir,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (buffered) console.log(`\n▶ ${label}\n${output.trimEnd()}`);
      console.log(`◀ ${label}: ${status === 0 ? 'ok' : `exit ${status}`} (${seconds} s)`);
      if (status !== 0) problems.push(label);
      resolve(status === 0);
    });
  });
}

/**
 * Runs jest on this machine's Node, or on the Node binary `node` when given, and adds its counts to
 * the totals. Unless the arguments say otherwise, on one worker per core: jest's own default leaves
 * one core to itself, which on this two-core machine means one test file at a time.
 */
async function jest(label, args, file, { env = {}, node, buffered = false } = {}) {
  const output = join(outDir, file);
  rmSync(output, { force: true });
  const workers = args.includes('--runInBand') ? [] : [`--maxWorkers=${availableParallelism()}`];
  const jestArgs = [...args, ...workers, '--json', `--outputFile=${output}`];
  if (node)
    await run(label, node, [join(repoDir, 'node_modules', 'jest', 'bin', 'jest.js'), ...jestArgs], { env, buffered });
  else await run(label, 'npx', ['jest', ...jestArgs], { env, buffered });
  if (!existsSync(output)) {
    totals.failed += 1;
    return;
  }
  const report = JSON.parse(readFileSync(output, 'utf8'));
  totals.passed += report.numPassedTests;
  // A suite that fails to run (syntax error, setup failure) counts as a failed test.
  totals.failed += report.numFailedTests + report.numRuntimeErrorTestSuites;
}

if (!existsSync('/usr/bin/chromium') && !process.env.CHROMIUM_PATH) {
  await run('install Debian chromium', 'bash', [
    '-c',
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
  ]);
}

// Format, lint, dead code (knip: unused files, exports, dependencies) and every workspace's typecheck, in two lanes (one a core), each one command at a time.
// `-w shared` takes the workspaces inside its folder too (the build tooling's): each is named once.
const workspaces = JSON.parse(readFileSync(join(repoDir, 'package.json'), 'utf8')).workspaces.filter(
  (workspace, _, all) => !all.some((outer) => workspace.startsWith(`${outer}/`)),
);
const typecheck = (list) => ['npm', 'run', 'typecheck', '--silent', '--if-present', ...list.flatMap((w) => ['-w', w])];
const [evens, odds] = [0, 1].map((lane) => workspaces.filter((_, i) => i % 2 === lane));
const lane = (label, commands) =>
  run(label, 'bash', ['-c', commands.map((c) => c.join(' ')).join(' && ')], { buffered: true });
await Promise.all([
  lane(`format, lint and typecheck (${evens.join(', ')})`, [['npm', 'run', 'lint', '--silent'], typecheck(evens)]),
  lane(`dead code (knip) and typecheck (${odds.join(', ')})`, [['npm', 'run', 'knip', '--silent'], typecheck(odds)]),
]);

const pg = process.env.DATABASE_URL;
// Every suite on the active LTS Node, the API's on the embedded database (PGlite, as `npm start` and a
// developer's machine run it).
await jest('unit, component and API tests (PGlite)', [], 'unit.json', { env: { DATABASE_URL: '' } });

// Side by side: most of a browser test's time is spent waiting for pages, so the cores have room for
// the API suites on Node 24, then the byte budgets (bench/results.md, History, "npm test under 15
// minutes").
let maintenance;
try {
  maintenance = installNode(MAINTENANCE_NODE);
} catch (error) {
  console.error(error.message);
  problems.push(`install Node ${MAINTENANCE_NODE}`);
}
// The browser suite writes this file once it has built the apps (its first step): the byte budgets
// measure those builds.
const builtFile = join(outDir, 'builds-ready');
rmSync(builtFile, { force: true });
const budgetFile = join(outDir, 'budgets.json');
rmSync(budgetFile, { force: true });
/**
 * Whether other work keeps the cores busy right now (another test run, a build): the share of CPU
 * time idle over a few seconds in which this run itself is waiting. Measured, not guessed from the
 * load average, which still counts this run's own suites of the minute before.
 */
async function othersKeepCoresBusy() {
  const idleShare = (cpus) => {
    const total = cpus.reduce((sum, cpu) => sum + Object.values(cpu.times).reduce((a, b) => a + b, 0), 0);
    return { idle: cpus.reduce((sum, cpu) => sum + cpu.times.idle, 0), total };
  };
  const before = idleShare(cpus());
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const after = idleShare(cpus());
  return (after.idle - before.idle) / Math.max(1, after.total - before.total) < 0.5;
}
// On a machine busy with other work the browser tests run alone, then the rest: side by side they
// would each wait on the other for the cores, and the browser tests' timeouts would be the first to go.
const besideBrowserTests = !(await othersKeepCoresBusy());
if (!besideBrowserTests) console.log('\nThe machine is busy with other work: the browser tests run first, alone.');
let browserTestsDone = false;
const browserTests = jest(
  'browser tests (composed production build)',
  ['--config', 'e2e/jest.config.cjs'],
  'e2e.json',
  {
    // The site under test runs on PGlite; the paging and cluster specs make their own databases on
    // this PostgreSQL.
    env: {
      DATABASE_URL: '',
      E2E_POSTGRES_URL: pg ?? 'postgres://postgres@127.0.0.1:5432/postgres',
      E2E_BUILDS_READY_FILE: builtFile,
    },
  },
).finally(() => (browserTestsDone = true));
if (!besideBrowserTests) await browserTests;
await Promise.all([
  (async () => {
    // What runs on Node itself (the API and the shared code it bundles, the build and release
    // tooling) again on the maintenance LTS Node, on PostgreSQL when configured: the pair production
    // may run. The front ends run in browsers and their component tests in jsdom, which the step
    // before ran. Without DATABASE_URL, on PGlite. Each API test file makes a database of its own, so
    // nothing is shared with the browser tests.
    if (maintenance) {
      await jest(
        `API, shared and tooling tests on Node ${MAINTENANCE_NODE} (${pg ? 'PostgreSQL' : 'PGlite'})`,
        ['--selectProjects', 'api', 'contracts', 'shared', 'federation-build', 'scripts'],
        'unit-maintenance.json',
        { env: { DATABASE_URL: pg ?? '' }, node: maintenance, buffered: true },
      );
    }
    // On the builds the browser tests made: the JavaScript byte budgets of the four measured pages,
    // while the browser tests go on.
    while (!existsSync(builtFile) && !browserTestsDone) await new Promise((resolve) => setTimeout(resolve, 1_000));
    await run('byte budgets (four pages)', 'node', ['bench/src/budget.mjs', '--no-build', `--json=${budgetFile}`], {
      buffered: true,
    });
  })(),
  browserTests,
]);

if (existsSync(budgetFile)) {
  for (const check of JSON.parse(readFileSync(budgetFile, 'utf8'))) totals[check.ok ? 'passed' : 'failed'] += 1;
} else {
  totals.failed += 1;
}

if (problems.length) console.log(`\nFailed steps: ${problems.join('; ')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(problems.length || totals.failed ? 1 : 0);
