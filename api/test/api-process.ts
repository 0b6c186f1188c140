/** The real server as a child process: built from src/ with build.mjs, started with its own environment. */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { STARTUP_TIMEOUT } from './helper';

export const apiDir = path.resolve(__dirname, '..');

/** Bundles the server into `outDir/server.js` (inside the api folder, so its dependencies resolve). */
export function buildServer(outDir: string): string {
  const entry = path.join(outDir, 'server.js');
  execFileSync(process.execPath, [path.join(apiDir, 'build.mjs'), entry], { stdio: 'pipe' });
  return entry;
}

export interface ApiProcess {
  url: string;
  pid: number;
  /** Stops it (SIGTERM: a clean shutdown; SIGKILL: a crash) and waits for it to exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts the built server and resolves once it listens (within `STARTUP_TIMEOUT`); rejects with the
 * end of its output when it exits first.
 */
export function startApiProcess(entry: string, env: Record<string, string>): Promise<ApiProcess> {
  const child: ChildProcess = spawn(process.execPath, [entry], {
    cwd: apiDir,
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  return new Promise((resolve, reject) => {
    let output = '';
    const fail = (reason: string) => {
      clearTimeout(timer);
      void stop().then(() => reject(new Error(`${reason}\n${output.slice(-2000)}`)));
    };
    const timer = setTimeout(() => fail('the API did not listen in time'), STARTUP_TIMEOUT - 5_000);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (listening?.[1]) {
        clearTimeout(timer);
        resolve({ url: listening[1], pid: child.pid as number, stop });
      }
    });
    child.once('exit', (code) => fail(`the API exited (${code}) before listening`));
  });
}
