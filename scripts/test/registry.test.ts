import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Calls a function of the registry module (an ES module, which this CommonJS test runtime cannot
 * import) in a Node process of its own, with JSON arguments; answers what it returned and the
 * arguments as it left them (`reviewReleases` changes the registry it is given).
 */
function call<T>(fn: string, ...args: unknown[]): { result: T; args: unknown[] } {
  const code = `const lib = await import(${JSON.stringify(join(__dirname, '..', 'lib', 'registry.mjs'))});
    const args = ${JSON.stringify(args)};
    const result = await lib.${fn}(...args);
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

describe("a build's requirements", () => {
  const entry = (name: string, requiredVersion: string, copy = false) => ({
    name,
    version: requiredVersion.replace('^', ''),
    requiredVersion,
    assets: { js: { sync: copy ? [`${name}.js`] : [], async: [] } },
  });

  it('reads both workspace packages as one version line: the strictest range of any of their entries', () => {
    const manifest = {
      shared: [
        entry('react', '^19.3.1'),
        entry('shared/ui', '^3.0.0'),
        entry('contracts/booking-rules', '^3.1.0', true),
        entry('contracts', '^3.0.0'),
        entry('contractsish', '^9.0.0', true),
      ],
    };
    expect(call('requirementsOf', manifest).result).toEqual({
      shared: '^3.1.0',
      taken: ['contracts', 'react', 'shared/ui'],
    });
    expect(call('sharedVersionOf', { shared: [entry('react', '^19.3.1'), entry('contracts', '^3.2.0')] }).result).toBe(
      '3.2.0',
    );
  });
});

describe('shell releases', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'makao-registry-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A build in `dir/<name>/dist`: a shell providing `shared` at `version`, or a remote needing `range`. */
  const build = (name: string, shared: { version?: string; range?: string }) => {
    mkdirSync(join(dir, name, 'dist'), { recursive: true });
    writeFileSync(join(dir, name, 'package.json'), JSON.stringify({ version: '0.1.0' }));
    const entry = { name: 'shared/', version: shared.version ?? '2.0.0', requiredVersion: shared.range ?? '^2.0.0' };
    const assets = { js: { sync: shared.version ? ['shared.js'] : [], async: [] } };
    writeFileSync(join(dir, name, 'dist', 'mf-manifest.json'), JSON.stringify({ shared: [{ ...entry, assets }] }));
    writeFileSync(join(dir, name, 'dist', 'marker.txt'), `${name} ${JSON.stringify(shared)}`);
    return join(dir, name);
  };
  const deployDir = () => join(dir, 'deploy');
  const refusal = (fn: string, options: object) => {
    try {
      call(fn, options);
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error(`${fn} was not refused`);
  };
  const registry = () =>
    JSON.parse(readFileSync(join(deployDir(), 'registry.json'), 'utf8')) as {
      shell: { active: string };
      remotes: Record<string, { active: string }>;
    };

  it('refuses to roll the shell back under a remote that needs it, unless the remote rolls back with it', () => {
    const base = { repoDir: dir, deployDir: deployDir() };
    const first = call<{ version: string }>('releaseShell', {
      ...base,
      sourceDir: build('shell-a', { version: '2.0.0' }),
    });
    const older = call<{ version: string }>('releaseRemote', {
      ...base,
      remote: 'catalog',
      sourceDir: build('catalog-a', { range: '^2.0.0' }),
    });
    // A catalog that needs shared 2.1.0 is refused until a shell provides it.
    const later = build('catalog-b', { range: '^2.1.0' });
    expect(refusal('releaseRemote', { ...base, remote: 'catalog', sourceDir: later })).toContain(
      'catalog needs shared ^2.1.0; the active shell provides shared 2.0.0',
    );
    const second = call<{ version: string }>('releaseShell', {
      ...base,
      sourceDir: build('shell-b', { version: '2.1.0' }),
    });
    const newer = call<{ version: string }>('releaseRemote', { ...base, remote: 'catalog', sourceDir: later });

    const before = registry();
    const refused = refusal('rollbackShell', { deployDir: deployDir() });
    expect(refused).toContain(`shell ${first.result.version} cannot serve catalog@${newer.result.version}`);
    expect(refused).toContain(`npm run rollback -- shell ${first.result.version} --with catalog`);
    expect(registry()).toEqual(before);

    const { result } = call<{ active: string; moved: string[] }>('rollbackShell', {
      deployDir: deployDir(),
      together: ['catalog'],
    });
    expect(result).toEqual({ active: first.result.version, moved: [`catalog@${older.result.version}`] });
    expect(registry().shell.active).toBe(first.result.version);
    expect(registry().remotes.catalog?.active).toBe(older.result.version);
    expect(second.result.version).not.toBe(first.result.version);
  });

  it('refuses a shell that cannot serve an active remote, unless the remote is released with it', () => {
    const base = { repoDir: dir, deployDir: deployDir() };
    call('releaseShell', { ...base, sourceDir: build('shell-a', { version: '2.0.0' }) });
    const active = call<{ version: string }>('releaseRemote', {
      ...base,
      remote: 'content',
      sourceDir: build('content-a', { range: '^2.0.0' }),
    });
    const major = build('shell-c', { version: '3.0.0' });
    expect(refusal('releaseShell', { ...base, sourceDir: major })).toContain(
      `this shell cannot serve content@${active.result.version}: content needs shared ^2.0.0; that shell provides shared 3.0.0`,
    );
    const { result } = call<{ version: string; released: string[] }>('releaseShell', {
      ...base,
      sourceDir: major,
      together: ['content'],
      sourceDirs: { content: build('content-c', { range: '^3.0.0' }) },
    });
    expect(registry().shell.active).toBe(result.version);
    expect(result.released).toEqual([`content@${registry().remotes.content?.active}`]);
    expect(registry().remotes.content?.active).not.toBe(active.result.version);
  });
});
