/**
 * PGlite is PostgreSQL inside this process, not a server: two processes opened on one data directory
 * each run their own PostgreSQL over the same files, both accept writes, and each overwrites the
 * other's. So a process takes the directory's lock before it opens PGlite: a file beside the
 * directory (`<dataDir>.lock`) naming the owner's pid. A second process finds it and refuses to start;
 * a lock whose process is gone (killed, crashed) is stale and taken over.
 *
 * It protects one machine: a pid means nothing to another host, so a data directory on a network
 * volume shared by two machines is not protected (run PostgreSQL there).
 */
import { createHash, randomUUID } from 'node:crypto';
import { linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';

interface LockOwner {
  pid: number;
  /** Tells this process's own lock from one a former process with the same pid left (pid 1 in a container). */
  token: string;
  command: string;
  since: string;
}

export class DataDirInUseError extends Error {
  constructor(dataDir: string, lockFile: string, owner: LockOwner) {
    const who =
      owner.pid === process.pid
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

/** Tokens of the locks this process holds. */
const held = new Set<string>();

const codeOf = (error: unknown): unknown => (error as { code?: unknown } | null)?.code;

/** The lock file's text, or undefined when there is none. */
function readLock(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return undefined;
    throw error;
  }
}

function ownerOf(text: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(text) as Partial<LockOwner>;
    if (!Number.isInteger(owner.pid) || (owner.pid as number) <= 0) return undefined;
    return {
      pid: owner.pid as number,
      token: String(owner.token ?? ''),
      command: String(owner.command ?? 'unknown command'),
      since: String(owner.since ?? 'an unknown time'),
    };
  } catch {
    return undefined;
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

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Removes a stale lock file, if it still holds `stale`. Two processes may find the same stale lock at
 * once; the claim file (created exclusively, named after the stale lock's text) lets one of them
 * remove it, and only after reading it again: nobody else removes a lock without that claim, so the
 * file it removes is the stale one, never a lock just taken by the other. Returns false when another
 * process holds the claim.
 */
function removeStale(file: string, stale: string): boolean {
  const claim = `${file}.takeover-${createHash('sha256').update(stale).digest('hex').slice(0, 16)}`;
  try {
    writeFileSync(claim, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if (codeOf(error) === 'EEXIST') return false;
    throw error;
  }
  try {
    if (readLock(file) === stale) unlinkSync(file);
  } finally {
    unlinkSync(claim);
  }
  return true;
}

/**
 * Takes the lock of `dataDir` for this process, or throws DataDirInUseError naming the directory and
 * the process holding it. Returns the release, which the database's close calls; the lock is also
 * released when the process exits.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = `${dataDir}.lock`;
  const me: LockOwner = {
    pid: process.pid,
    token: randomUUID(),
    command: [process.argv0, ...process.argv.slice(1)].join(' ').slice(0, 200),
    since: new Date().toISOString(),
  };
  const text = `${JSON.stringify(me)}\n`;
  // Written whole under a name of its own, then linked to the lock's name: the link either appears
  // with its full text or fails because a lock exists, so no reader ever sees a half-written lock.
  const draft = `${file}.${me.token}`;
  writeFileSync(draft, text, { flag: 'wx' });
  try {
    for (let attempt = 1; ; attempt += 1) {
      if (attempt > 50) {
        throw new Error(
          `Could not take the lock ${file}: a takeover of it by another process did not finish; ` +
            `if no other API process is starting, remove ${file}.takeover-*`,
        );
      }
      try {
        linkSync(draft, file);
        break;
      } catch (error) {
        if (codeOf(error) !== 'EEXIST') throw error;
      }
      const current = readLock(file);
      if (current === undefined) continue;
      const owner = ownerOf(current);
      if (owner && isRunning(owner)) throw new DataDirInUseError(dataDir, file, owner);
      // Another process is removing the same stale lock: wait for it, then find its lock (or none).
      if (!removeStale(file, current)) pause(20);
    }
  } finally {
    unlinkSync(draft);
  }
  held.add(me.token);

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    held.delete(me.token);
    try {
      if (readLock(file) === text) unlinkSync(file);
    } catch {
      // Gone already (its directory removed): nothing is left to release.
    }
  };
  process.on('exit', release);
  return () => {
    process.off('exit', release);
    release();
  };
}
