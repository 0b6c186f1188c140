import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { repoDir } from './releases';

/**
 * The operations team in the browser tests: each topology gets one operator from the command line
 * (`npm run ops -- add-operator`) before its API starts, and the tests act as them through the API as
 * the console does (the password and code at set-up, then the session's cookie and CSRF token).
 */

const OPERATOR_EMAIL = 'ops.e2e@makao.co.ke';
const OPERATOR_PASSWORD = 'Baobab-shade-at-noon';

/**
 * `npm run ops -- …` on a site's database (`DATABASE_URL`, or the embedded one in `DATA_DIR` while no
 * API holds it), as the team runs it; its printed output.
 */
export function opsCommand(env: Record<string, string>, ...args: string[]): string {
  const run = spawnSync(process.execPath, ['scripts/run-ts.mjs', 'scripts/ops.ts', ...args], {
    cwd: join(repoDir, 'api'),
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (run.status !== 0) throw new Error(`npm run ops ${args.join(' ')}: ${run.status} ${run.stderr}`);
  return run.stdout;
}

/** Makes the topology's operator; the set-up link the command printed. */
export function addTopologyOperator(env: Record<string, string>): string {
  const printed = opsCommand(env, 'add-operator', OPERATOR_EMAIL, '--name', 'Makao operations (tests)');
  const link = /https?:\/\/\S+\/ops\/setup\?token=[A-Za-z0-9_-]+/.exec(printed)?.[0];
  if (!link) throw new Error(`no set-up link in: ${printed}`);
  return link;
}

/** The authenticator app: the code for `secret`, `ahead` 30-second steps from now. */
export const totpCode = (secret: string, ahead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + ahead * 30_000,
  });

export interface OperatorSite {
  api: string;
  shell: string;
  outboxDir: string;
  opsSetupLink: string;
}

interface OperatorSession {
  cookie: string;
  csrf: string;
}

/**
 * The topology operator's session: set up through the link the first time (kept in a file beside
 * the topology's outbox, for the next test file of the worker), else the one kept.
 */
async function operatorSession(site: OperatorSite): Promise<OperatorSession> {
  const kept = join(dirname(site.outboxDir), 'operator-session.json');
  if (existsSync(kept)) return JSON.parse(readFileSync(kept, 'utf8')) as OperatorSession;
  const token = new URL(site.opsSetupLink).searchParams.get('token') ?? '';
  const setup = await fetch(`${site.api}/api/ops/setup?token=${encodeURIComponent(token)}`);
  if (setup.status !== 200) throw new Error(`operator set-up link: ${setup.status}`);
  const { secret } = ((await setup.json()) as { data: { secret: string } }).data;
  const done = await fetch(`${site.api}/api/ops/setup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: site.shell },
    body: JSON.stringify({ token, password: OPERATOR_PASSWORD, code: totpCode(secret) }),
  });
  if (done.status !== 200) throw new Error(`operator set-up: ${done.status} ${await done.text()}`);
  const session = {
    cookie: (done.headers.get('set-cookie') ?? '').split(';')[0] as string,
    csrf: ((await done.json()) as { data: { csrfToken: string } }).data.csrfToken,
  };
  writeFileSync(kept, JSON.stringify(session));
  return session;
}

/** A console call as the topology's operator. */
async function asOperator(site: OperatorSite, method: 'GET' | 'POST', path: string, body?: unknown) {
  const { cookie, csrf } = await operatorSession(site);
  return fetch(`${site.api}${path}`, {
    method,
    headers: {
      Cookie: cookie,
      ...(method !== 'GET' && { Origin: site.shell, 'X-CSRF-Token': csrf }),
      ...(body !== undefined && { 'Content-Type': 'application/json' }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
}

/** The operations team approves a listing in review: it goes live. */
export async function approveListing(site: OperatorSite, listingId: string): Promise<void> {
  const approved = await asOperator(site, 'POST', `/api/ops/listings/${listingId}/approve`);
  if (approved.status !== 200) throw new Error(`approve ${listingId}: ${approved.status} ${await approved.text()}`);
}
