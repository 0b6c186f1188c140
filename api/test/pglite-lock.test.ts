/**
 * The embedded database refuses a second process: PGlite on a data directory another process has
 * open would run a second PostgreSQL over the same files. Always on PGlite, whatever DATABASE_URL says.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DataDirInUseError, lockPaths } from '../src/plugins/data-dir-lock';
import { openDatabase, type Database } from '../src/plugins/database';
import { apiDir, buildServer, startApiProcess, type ApiProcess } from './api-process';
import { STARTUP_TIMEOUT } from './helper';

let dir: string;
let dataDir: string;
const lockFile = () => lockPaths(dataDir).lock;
/** Who holds the lock: the record beside it. */
const ownerFile = () => lockPaths(dataDir).owner;
const open: Database[] = [];

async function openHere(): Promise<Database> {
  const db = await openDatabase({ dataDir });
  open.push(db);
  return db;
}

/** A lock as a process that is gone left it: not refreshed for a minute, and its owner's record. */
function leaveLock(owner: object): void {
  mkdirSync(lockFile(), { recursive: true });
  const minuteAgo = new Date(Date.now() - 60_000);
  utimesSync(lockFile(), minuteAgo, minuteAgo);
  writeFileSync(ownerFile(), JSON.stringify(owner));
}

/** The pid of a process that has exited. */
function goneProcessPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
  return Number(child.stdout.trim());
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'makao-lock-'));
  dataDir = path.join(dir, 'pglite');
});

afterEach(async () => {
  await Promise.all(open.splice(0).map((db) => db.close()));
  rmSync(dir, { recursive: true, force: true });
});

describe('in one process', () => {
  it(
    'refuses a second open of a directory, naming it and this process, and opens it again once closed',
    async () => {
      const first = await openHere();
      const second = openDatabase({ dataDir });
      await expect(second).rejects.toThrow(DataDirInUseError);
      await expect(second).rejects.toThrow(`${dataDir} is in use by this process (pid ${process.pid})`);

      await first.close();
      expect(existsSync(lockFile())).toBe(false);
      const again = await openHere();
      expect((await again.query<{ n: number }>('SELECT 1 AS n')).rows).toEqual([{ n: 1 }]);
    },
    STARTUP_TIMEOUT,
  );

  it(
    'takes over a lock whose process is gone',
    async () => {
      const gone = goneProcessPid();
      const stale = { pid: gone, token: 'stale', command: 'node dist/server.js', since: '2026-01-01T00:00:00.000Z' };
      leaveLock(stale);

      const db = await openHere();
      expect(JSON.parse(readFileSync(ownerFile(), 'utf8'))).toMatchObject({ pid: process.pid });
      await db.close();
      expect(existsSync(lockFile())).toBe(false);
    },
    STARTUP_TIMEOUT,
  );

  it(
    'takes over a lock left by a former process with this pid (pid 1 again in a restarted container)',
    async () => {
      const former = { pid: process.pid, token: 'former', command: 'node dist/server.js', since: '2026-01-01' };
      leaveLock(former);
      await openHere();
      expect(JSON.parse(readFileSync(ownerFile(), 'utf8'))).toMatchObject({ pid: process.pid });
      expect(JSON.parse(readFileSync(ownerFile(), 'utf8')).token).not.toBe('former');
    },
    STARTUP_TIMEOUT,
  );
});

describe('two API processes on one data directory', () => {
  const outDir = path.join(apiDir, '.tmp', `pglite-lock-${process.pid}-${randomBytes(4).toString('hex')}`);
  let entry: string;
  const processes: ApiProcess[] = [];
  const env = () => ({ DATA_DIR: dataDir, OUTBOX_DIR: path.join(dir, 'outbox'), DATABASE_URL: '' });

  beforeAll(() => {
    mkdirSync(outDir, { recursive: true });
    entry = buildServer(outDir);
  }, STARTUP_TIMEOUT);

  afterEach(async () => {
    await Promise.all(processes.splice(0).map((api) => api.stop('SIGKILL')));
  }, STARTUP_TIMEOUT);

  afterAll(() => {
    rmSync(outDir, { recursive: true, force: true });
  });

  it(
    'the second refuses to start, naming the directory and the process holding it',
    async () => {
      const first = await startApiProcess(entry, env());
      processes.push(first);

      const second = startApiProcess(entry, env());
      await expect(second).rejects.toThrow(/the API exited \(1\) before listening/);
      await expect(second).rejects.toThrow(`${dataDir} is in use by process ${first.pid}`);

      // The first still serves, and its clean shutdown releases the directory.
      expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
      await first.stop('SIGTERM');
      expect(existsSync(lockFile())).toBe(false);
    },
    STARTUP_TIMEOUT * 2,
  );

  it(
    'after the first is killed, the next one starts on the directory',
    async () => {
      const first = await startApiProcess(entry, env());
      await first.stop('SIGKILL');
      expect(JSON.parse(readFileSync(ownerFile(), 'utf8'))).toMatchObject({ pid: first.pid });

      const next = await startApiProcess(entry, env());
      processes.push(next);
      expect((await fetch(`${next.url}/api/health`)).status).toBe(200);
    },
    STARTUP_TIMEOUT * 2,
  );
});
