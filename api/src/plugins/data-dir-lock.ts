/**
 * PGlite is PostgreSQL inside this process, not a server: two processes opened on one data directory
 * each run their own PostgreSQL over the same files, both accept writes, and each overwrites the
 * other's. So a process takes the directory's lock before it opens PGlite, with proper-lockfile: a
 * directory beside the data directory (`<dataDir>.lock`), made atomically, whose mtime the holder
 * refreshes every second; a lock not refreshed for `STALE_MS` is stale and taken over. Beside it the
 * holder writes who it is (`<dataDir>.lock-owner.json`: pid, command, start time), so a second process
 * refuses at once with a message naming the directory and that process.
 *
 * The owner's pid also decides whether to wait: a lock whose process is alive is never taken (not even
 * when a long statement kept its event loop from refreshing it); one whose process is gone (killed,
 * crashed) is taken once it has gone stale, a few seconds later.
 *
 * It protects one machine: a pid means nothing to another host, so a data directory on a network
 * volume shared by two machines is not protected (run PostgreSQL there).
 */
import { randomUUID } from 'node:crypto';
import { readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { lock } from 'proper-lockfile';

/** A lock not refreshed for this long is stale (proper-lockfile's own minimum is 2 s). */
const STALE_MS = 5_000;
const REFRESH_MS = 1_000;

interface LockOwner {
  pid: number;
  /** Tells this process's own lock from one a former process with the same pid left (pid 1 in a container). */
  token: string;
  command: string;
  since: string;
}

export class DataDirInUseError extends Error {
  constructor(dataDir: string, lockFile: string, owner: LockOwner | undefined) {
    const who = !owner
      ? 'another process'
      : owner.pid === process.pid
        ? `this process (pid ${owner.pid})`
        : `process ${owner.pid} (${owner.command}, since ${owner.since})`;
    super(
      `The PGlite data directory ${dataDir} is in use by ${who}; lock file ${lockFile}. ` +
        'Two processes on one PGlite directory overwrite each other: stop the other process, set DATA_DIR ' +
        'to another directory, or run several API processes on PostgreSQL (DATABASE_URL).',
    );
    this.name = 'DataDirInUseError';
  }
}

/** Where the lock of `dataDir` and its owner's record live. */
export function lockPaths(dataDir: string): { lock: string; owner: string } {
  return { lock: `${dataDir}.lock`, owner: `${dataDir}.lock-owner.json` };
}

/** Tokens of the locks this process holds. */
const held = new Set<string>();

const codeOf = (error: unknown): unknown => (error as { code?: unknown } | null)?.code;

/** The owner a record names, or undefined when there is none (or it is not one). */
function readOwner(file: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    if (!Number.isInteger(owner.pid) || (owner.pid as number) <= 0) return undefined;
    return {
      pid: owner.pid as number,
      token: String(owner.token ?? ''),
      command: String(owner.command ?? 'unknown command'),
      since: String(owner.since ?? 'an unknown time'),
    };
  } catch (error) {
    if (codeOf(error) === 'ENOENT' || error instanceof SyntaxError) return undefined;
    throw error;
  }
}

function isRunning(owner: LockOwner): boolean {
  if (owner.pid === process.pid) return held.has(owner.token);
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return codeOf(error) === 'EPERM';
  }
}

function removeOwnRecord(file: string, token: string): void {
  try {
    if (readOwner(file)?.token === token) unlinkSync(file);
  } catch {
    // Gone already (its directory removed): nothing is left to remove.
  }
}

/**
 * Takes the lock of `dataDir` for this process, or throws DataDirInUseError naming the directory and
 * the process holding it. Resolves with the release, which the database's close calls; the lock is
 * also released when the process exits.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const paths = lockPaths(dataDir);
  const refuse = () => new DataDirInUseError(dataDir, paths.lock, readOwner(paths.owner));
  const current = readOwner(paths.owner);
  if (current && isRunning(current)) throw refuse();

  const me: LockOwner = {
    pid: process.pid,
    token: randomUUID(),
    command: [process.argv0, ...process.argv.slice(1)].join(' ').slice(0, 200),
    since: new Date().toISOString(),
  };
  let unlock: () => Promise<void>;
  try {
    unlock = await lock(dataDir, {
      lockfilePath: paths.lock,
      realpath: false,
      stale: STALE_MS,
      update: REFRESH_MS,
      // No live owner on record: a lock still there is one a process that is gone left (it goes stale
      // within STALE_MS), or one another process has just taken (it stays fresh: refused after the wait).
      retries: { retries: Math.ceil(STALE_MS / 250) + 4, factor: 1, minTimeout: 250, maxTimeout: 250 },
      onCompromised: (error) => {
        // Removed or taken by someone else while held: another process may open the directory now.
        throw new Error(`Lost the lock of the PGlite data directory ${dataDir} (${error.message}); stopping`, {
          cause: error,
        });
      },
    });
  } catch (error) {
    if (codeOf(error) === 'ELOCKED') throw refuse();
    throw error;
  }

  held.add(me.token);
  // Written whole under a name of its own, then renamed: a reader sees the former record or this one.
  const draft = `${paths.owner}.${me.token}`;
  writeFileSync(draft, `${JSON.stringify(me)}\n`);
  renameSync(draft, paths.owner);

  // proper-lockfile removes the lock itself at exit; the record goes with it.
  const onExit = () => removeOwnRecord(paths.owner, me.token);
  process.on('exit', onExit);
  let released: Promise<void> | undefined;
  return () => {
    released ??= (async () => {
      process.off('exit', onExit);
      held.delete(me.token);
      removeOwnRecord(paths.owner, me.token);
      await unlock().catch(() => {
        // Released already (compromised, or its directory removed): nothing is left to release.
      });
    })();
    return released;
  };
}
