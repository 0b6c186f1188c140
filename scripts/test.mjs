// `npm test`: every check and every test of the project, ending with one line `N passed, N failed`.
// Order: install Chromium if missing → format + lint → typecheck → unit/component/API tests (PGlite,
// then PostgreSQL when DATABASE_URL is set) → browser tests on the composed production build → byte budgets.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoDir } from './lib/topology.mjs';

const outDir = join(repoDir, '.tmp', 'test-results');
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

function jest(label, args, file, env = {}) {
  const output = join(outDir, file);
  run(label, 'npx', ['jest', ...args, '--json', `--outputFile=${output}`], env);
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
jest('browser tests (composed production build)', ['--config', 'e2e/jest.config.cjs', '--runInBand'], 'e2e.json', {
  DATABASE_URL: '',
});

// Issue 8: the home page's JavaScript byte budgets, on the builds the browser tests just made.
const budgetFile = join(outDir, 'budgets.json');
run('byte budgets (home page JavaScript)', 'node', ['bench/src/budget.mjs', '--no-build', `--json=${budgetFile}`]);
if (existsSync(budgetFile)) {
  for (const check of JSON.parse(readFileSync(budgetFile, 'utf8'))) totals[check.ok ? 'passed' : 'failed'] += 1;
} else {
  totals.failed += 1;
}

if (problems.length) console.log(`\nFailed steps: ${problems.join('; ')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(problems.length || totals.failed ? 1 : 0);
