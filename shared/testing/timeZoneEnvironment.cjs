/**
 * jsdom with the process clock in another time zone, for tests that prove stay dates do not drift
 * for a guest west of UTC. Pick the zone per file, naming the environment by its package entry:
 *   @jest-environment test-utils/time-zone-environment
 *   @jest-environment-options {"timeZone": "Pacific/Honolulu"}
 * Node reads TZ at every change; the previous zone is restored when the file is done.
 */
const { TestEnvironment } = require('jest-environment-jsdom');

class TimeZoneEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.timeZone = config.projectConfig.testEnvironmentOptions?.timeZone ?? 'America/New_York';
  }

  async setup() {
    this.previousTimeZone = process.env.TZ;
    process.env.TZ = this.timeZone;
    await super.setup();
  }

  async teardown() {
    if (this.previousTimeZone === undefined) delete process.env.TZ;
    else process.env.TZ = this.previousTimeZone;
    await super.teardown();
  }
}

module.exports = TimeZoneEnvironment;
