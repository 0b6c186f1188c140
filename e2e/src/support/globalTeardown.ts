import { rmSync } from 'node:fs';

/** Stops the topologies globalSetup started and removes the run's folder (deploy, database, outbox). */
export default async function globalTeardown() {
  const started = (globalThis as Record<string, unknown>).__makaoTopology as
    { running: { stop: () => Promise<void> }[]; runDir: string } | undefined;
  if (!started) return;
  try {
    await Promise.all(started.running.map((topology) => topology.stop()));
  } finally {
    rmSync(started.runDir, { recursive: true, force: true });
  }
}
