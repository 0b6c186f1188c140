import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * Calls a function of the registry module (an ES module, which this CommonJS test runtime cannot
 * import) in a Node process of its own, with JSON arguments; answers what it returned and the
 * arguments as it left them (`reviewReleases` changes the registry it is given).
 */
function call<T>(fn: string, ...args: unknown[]): { result: T; args: unknown[] } {
  const code = `const lib = await import(${JSON.stringify(join(__dirname, '..', 'lib', 'registry.mjs'))});
    const args = ${JSON.stringify(args)};
    const result = lib.${fn}(...args);
    process.stdout.write(JSON.stringify({ result: result ?? null, args }));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as { result: T; args: unknown[] };
}

const version = (name: string, more: object = {}) => ({
  version: name,
  path: `/catalog/${name}/mf-manifest.json`,
  releasedAt: `2026-11-0${name}T00:00:00.000Z`,
  ...more,
});
const origins = { cdnOrigin: 'http://cdn.test', apiOrigin: 'http://api.test' };
type Listed = { remotes: { catalog: { active: string; versions: Array<{ version: string }> } } };
const listed = (registry: object, bucket: number) => {
  const { remotes } = call<Listed>('publicRegistry', registry, origins, bucket).result;
  return { active: remotes.catalog.active, versions: remotes.catalog.versions.map((v) => v.version) };
};

describe('the release registry', () => {
  // Newest first: 5 is a canary for 20% of guests; 4 is everyone's; 3 was rolled back; 1 proved good.
  const registry = {
    remotes: {
      catalog: {
        active: '4',
        canary: { version: '5', percent: 20, startedAt: '' },
        versions: [
          version('5'),
          version('4'),
          version('3', { rolledBack: { at: '', by: 'npm run rollback' } }),
          version('2'),
          version('1', { provenAt: '2026-11-02T00:00:00.000Z' }),
        ],
      },
    },
  };

  it('answers the canary as active for the browsers in its share only, the active version first to fall back to', () => {
    expect(listed(registry, 0)).toEqual({ active: '5', versions: ['5', '4', '1', '2'] });
    expect(listed(registry, 19)).toEqual({ active: '5', versions: ['5', '4', '1', '2'] });
    // Outside the share (and for a browser without a bucket): the active version, the canary listed newer.
    expect(listed(registry, 20)).toEqual({ active: '4', versions: ['5', '4', '1', '2'] });
    expect(listed(registry, 100)).toEqual({ active: '4', versions: ['5', '4', '1', '2'] });
  });

  it('returns to the last known good version, never to one rolled back', () => {
    const entry = { ...registry.remotes.catalog, canary: undefined };
    expect(call<{ version: string }>('lastKnownGood', entry).result.version).toBe('1');
    const noneProven = { ...entry, versions: entry.versions.map((v) => ({ ...v, provenAt: undefined })) };
    expect(call<{ version: string }>('lastKnownGood', noneProven).result.version).toBe('2');
  });

  it('rolls a canary back past its failure rate over enough loads, and proves a version within it', () => {
    const policy = { minLoads: 10, maxFailureRate: 0.1 };
    const watched = {
      remotes: {
        catalog: {
          active: '4',
          canary: { version: '5', percent: 20, startedAt: '' },
          versions: [version('5', { policy }), version('4', { policy })],
        },
      },
    };
    const at = '2026-11-28T10:00:00.000Z';
    // Too few loads to judge: nothing changes, however they went.
    const early = call<string[]>(
      'reviewReleases',
      watched,
      [{ remote: 'catalog', version: '5', loads: 0, failures: 9 }],
      at,
    );
    expect(early.result).toEqual([]);
    expect(early.args[0]).toEqual(watched);

    const health = [
      { remote: 'catalog', version: '5', loads: 8, failures: 2 },
      { remote: 'catalog', version: '4', loads: 99, failures: 1 },
    ];
    const { result, args } = call<string[]>('reviewReleases', watched, health, at);
    const after = (args[0] as typeof watched).remotes.catalog;
    expect(after.canary).toBeUndefined();
    expect(after.active).toBe('4');
    expect(after.versions[0]).toMatchObject({
      version: '5',
      rolledBack: { at, loads: 8, failures: 2, maxFailureRate: 0.1, percent: 20 },
    });
    expect(after.versions[1]).toMatchObject({ version: '4', provenAt: at });
    expect(result).toEqual([
      `rolled back catalog@5 automatically at ${at}: 2 of 10 loads failed (20%, over the 10% it allows) while it was a canary for 20% of guests`,
      'catalog@4 proved good: 1 failures in 100 loads',
    ]);
  });

  it("reads a browser's bucket from its cookie, and nothing else", () => {
    expect(call('bucketOf', 'a=1; makao_release_bucket=37; b=2').result).toBe(37);
    expect(call('bucketOf', 'makao_release_bucket=0').result).toBe(0);
    for (const header of [
      '',
      'makao_release_bucket=100',
      'makao_release_bucket=-1',
      'makao_release_bucket=x',
      'xmakao_release_bucket=5',
    ]) {
      expect(call('bucketOf', header).result).toBeNull();
    }
  });
});
