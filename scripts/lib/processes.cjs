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

module.exports = { freePorts };
