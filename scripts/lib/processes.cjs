// Ports and child processes, for the topology scripts, the bench and the browser tests. CommonJS, so a
// jest test file (which cannot import the scripts' ES modules) loads the same code as the scripts do.
const { createServer } = require('node:net');

/**
 * `count` ports free on `host`, as the OS hands them out. Every probe stays open until all are taken,
 * so no two are the same; the ports are free again once this resolves, for the caller's servers.
 * @param {number} count
 * @param {string} [host]
 * @returns {Promise<number[]>}
 */
async function freePorts(count, host = '127.0.0.1') {
  /** @type {import('node:net').Server[]} */
  const probes = [];
  try {
    for (let i = 0; i < count; i += 1) {
      const probe = createServer();
      probes.push(probe);
      await new Promise((resolve, reject) => {
        probe.once('error', reject);
        probe.listen(0, host, () => resolve(undefined));
      });
    }
    return probes.map((probe) => /** @type {import('node:net').AddressInfo} */ (probe.address()).port);
  } finally {
    await Promise.all(probes.map((probe) => new Promise((resolve) => probe.close(() => resolve(undefined)))));
  }
}

/**
 * Asks `child` to stop with `signal` (a clean shutdown), then SIGKILL after `graceMs`; resolves once the
 * process is gone.
 * @param {import('node:child_process').ChildProcess} child
 * @param {{ signal?: NodeJS.Signals, graceMs?: number }} [options]
 * @returns {Promise<void>}
 */
async function stopProcess(child, { signal = 'SIGTERM', graceMs = 5000 } = {}) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', () => resolve(undefined)));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

module.exports = { freePorts, stopProcess };
