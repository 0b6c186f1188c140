// `npm test`: every check and every test of the project, ending with one line `N passed, N failed`.
// Order: install Chromium if missing → format + lint → typecheck → unit/component/API tests (PGlite) →
// the API and shared tests on the current LTS Node (on PostgreSQL when DATABASE_URL is set) → browser
// tests on the composed production build → the production topology started on the LTS Node (smoke) →
// byte budgets.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { repoDir } from './lib/topology.mjs';

const outDir = join(repoDir, '.tmp', 'test-results');
// Node 24 is the current LTS; the machine's Node (20.19+) runs everything, this one the API and shared suites.
const LTS_NODE = '24.21.0';
mkdirSync(outDir, { recursive: true });
const totals = { passed: 0, failed: 0 };
const problems = [];

function run(label, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: repoDir, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`◀ ${label}: ${result.status === 0 ? 'ok' : `exit ${result.status}`} (${seconds} s)`);
  if (result.status !== 0) problems.push(label);
  return result.status === 0;
}

/**
 * Runs the steps at once, each a list of commands run in turn (one lane a core); a lane's output is
 * printed whole when it ends, so the lanes do not interleave. A lane stops at its first failing command.
 */
async function runLanes(lanes) {
  const results = await Promise.all(
    lanes.map(
      (lane) =>
        new Promise((resolve) => {
          const started = Date.now();
          const script = lane.commands.map((c) => c.join(' ')).join(' && ');
          const child = spawn('bash', ['-c', script], { cwd: repoDir, env: process.env });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('close', (status) => resolve({ lane, status, output, seconds: (Date.now() - started) / 1000 }));
        }),
    ),
  );
  for (const { lane, status, output, seconds } of results) {
    console.log(`\n▶ ${lane.label}\n${output.trimEnd()}`);
    console.log(`◀ ${lane.label}: ${status === 0 ? 'ok' : `exit ${status}`} (${seconds.toFixed(1)} s)`);
    if (status !== 0) problems.push(lane.label);
  }
}

/**
 * Runs jest on this machine's Node, or on the Node binary `node` when given. Unless the arguments say
 * otherwise, on one worker per core: jest's own default leaves one core to itself, which on this
 * two-core machine means one test file at a time.
 */
function jest(label, args, file, env = {}, node) {
  const output = join(outDir, file);
  const workers = args.includes('--runInBand') ? [] : [`--maxWorkers=${availableParallelism()}`];
  const jestArgs = [...args, ...workers, '--json', `--outputFile=${output}`];
  if (node) run(label, node, [join(repoDir, 'node_modules', 'jest', 'bin', 'jest.js'), ...jestArgs], env);
  else run(label, 'npx', ['jest', ...jestArgs], env);
  if (!existsSync(output)) {
    totals.failed += 1;
    return;
  }
  const report = JSON.parse(readFileSync(output, 'utf8'));
  totals.passed += report.numPassedTests;
  // A suite that fails to run (syntax error, setup failure) counts as a failed test.
  totals.failed += report.numFailedTests + report.numRuntimeErrorTestSuites;
}

/**
 * The current LTS Node, from the npm registry's per-platform package (it ships the binary; no other
 * download), kept in .tmp/ between runs. Returns the binary's path, or undefined when it cannot be had.
 */
function installNode(version) {
  const name = `node-${process.platform}-${process.arch}`;
  const prefix = join(repoDir, '.tmp', `node-${version}`);
  const binary = join(prefix, 'node_modules', name, 'bin', 'node');
  if (existsSync(binary)) return binary;
  const ok = run(`install Node ${version}`, 'npm', [
    'install',
    '--prefix',
    prefix,
    '--no-save',
    '--no-audit',
    '--no-fund',
    '--no-package-lock',
    `${name}@${version}`,
  ]);
  return ok && existsSync(binary) ? binary : undefined;
}

if (!existsSync('/usr/bin/chromium') && !process.env.CHROMIUM_PATH) {
  run('install Debian chromium', 'bash', [
    '-c',
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
  ]);
}

// Format, lint and every workspace's typecheck, in two lanes (one a core): each is one process at a time.
const workspaces = JSON.parse(readFileSync(join(repoDir, 'package.json'), 'utf8')).workspaces;
const typecheck = (list) => ['npm', 'run', 'typecheck', '--silent', '--if-present', ...list.flatMap((w) => ['-w', w])];
const [evens, odds] = [0, 1].map((lane) => workspaces.filter((_, i) => i % 2 === lane));
await runLanes([
  {
    label: `format, lint and typecheck (${evens.join(', ')})`,
    commands: [['npm', 'run', 'lint', '--silent'], typecheck(evens)],
  },
  { label: `typecheck (${odds.join(', ')})`, commands: [typecheck(odds)] },
]);

const pg = process.env.DATABASE_URL;
// Every suite on the machine's Node, the API's on the embedded database (PGlite, as `npm start` and a
// developer's machine run it).
jest('unit, component and API tests (PGlite)', [], 'unit.json', { DATABASE_URL: '' });
// What runs on Node itself (the API and the shared code it bundles) on the current LTS Node, on
// PostgreSQL when configured: the pair production runs. The front ends run in browsers and their
// component tests in jsdom, which the step before ran. Without DATABASE_URL, on PGlite.
const lts = installNode(LTS_NODE);
if (lts) {
  jest(
    `API and shared tests on Node ${LTS_NODE} (${pg ? 'PostgreSQL' : 'PGlite'})`,
    ['--selectProjects', 'api', 'shared'],
    'unit-lts.json',
    { DATABASE_URL: pg ?? '' },
    lts,
  );
} else totals.failed += 1;
// The site under test runs on PGlite; the cluster spec makes its own database on this PostgreSQL.
jest('browser tests (composed production build)', ['--config', 'e2e/jest.config.cjs', '--runInBand'], 'e2e.json', {
  DATABASE_URL: '',
  E2E_POSTGRES_URL: pg ?? 'postgres://postgres@127.0.0.1:5432/postgres',
});

// On the builds the browser tests just made: the site started on the LTS Node, then the JavaScript
// byte budgets of the four measured pages.
if (lts) totals[run(`site started on Node ${LTS_NODE} (smoke)`, lts, ['scripts/smoke.mjs']) ? 'passed' : 'failed'] += 1;
const budgetFile = join(outDir, 'budgets.json');
run('byte budgets (four pages)', 'node', ['bench/src/budget.mjs', '--no-build', `--json=${budgetFile}`]);
if (existsSync(budgetFile)) {
  for (const check of JSON.parse(readFileSync(budgetFile, 'utf8'))) totals[check.ok ? 'passed' : 'failed'] += 1;
} else {
  totals.failed += 1;
}

if (problems.length) console.log(`\nFailed steps: ${problems.join('; ')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(problems.length || totals.failed ? 1 : 0);
