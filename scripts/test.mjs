// `npm test`: every check and every test of the project, ending with one line `N passed, N failed`.
// Order: install Chromium if missing → format + lint → typecheck → unit/component/API tests (PGlite,
// then PostgreSQL when DATABASE_URL is set) → the same unit/component/API tests (PGlite) on the current
// LTS Node → browser tests on the composed production build → the production topology started on the
// LTS Node (smoke) → byte budgets.
import { spawnSync } from 'node:child_process';
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

run('format and lint', 'npm', ['run', 'lint', '--silent']);
run('typecheck', 'npm', ['run', 'typecheck', '--silent']);

const pg = process.env.DATABASE_URL;
// The API suite runs on the embedded database here; on PostgreSQL in the next step when configured.
jest('unit, component and API tests (PGlite)', [], 'unit.json', { DATABASE_URL: '' });
if (pg) jest('API tests on PostgreSQL', ['--selectProjects', 'api'], 'api-postgres.json', { DATABASE_URL: pg });
const lts = installNode(LTS_NODE);
// What runs on Node itself: the API and the shared code it bundles (the front ends run in browsers,
// their component tests in jsdom, which the machine's Node has just run).
if (lts) {
  jest(
    `API and shared tests on Node ${LTS_NODE} (PGlite)`,
    ['--selectProjects', 'api', 'shared'],
    'unit-lts.json',
    { DATABASE_URL: '' },
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
