// ARCHITECTURE rule 12: `shared` and `contracts` have a checked public surface, and its version says what changed
// (shared/scripts/surface.cjs). A remote built against one version runs on a shell that provides a
// version its range accepts, so a change the version does not announce would break released remotes.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const surface = require('../scripts/surface.cjs') as {
  readSurface: () => Record<string, Record<string, string>>;
  compareSurfaces: (
    before: Record<string, Record<string, string>>,
    after: Record<string, Record<string, string>>,
  ) => { removed: string[]; changed: string[]; added: string[]; bump: 'none' | 'minor' | 'major' };
  versionProblem: (recorded: string, version: string, bump: string) => string | undefined;
  readRecord: () => { version: string; entries: Record<string, Record<string, string>> };
  packageVersion: () => string;
};

describe('the public surface of shared and contracts', () => {
  it('is the one recorded for the version in package.json', () => {
    const record = surface.readRecord();
    const difference = surface.compareSurfaces(record.entries, surface.readSurface());
    const changes = [...difference.removed, ...difference.changed, ...difference.added];
    // A change here: add a changeset (npm run changeset), apply it (npx changeset version), then record
    // the new surface (npm run surface -- --write), which refuses a version that does not allow it.
    expect(changes).toEqual([]);
    expect(surface.packageVersion()).toBe(record.version);
  }, 120_000);

  it('takes a removed or changed export as major, an added one as minor', () => {
    const before = { 'shared/ui': { PageContainer: 'value A', formatKsh: 'value (n: number) => string' } };
    expect(surface.compareSurfaces(before, before).bump).toBe('none');
    expect(surface.compareSurfaces(before, { 'shared/ui': { ...before['shared/ui'], LoadFailed: 'value B' } })).toEqual(
      {
        removed: [],
        changed: [],
        added: ['shared/ui: LoadFailed'],
        bump: 'minor',
      },
    );
    expect(surface.compareSurfaces(before, { 'shared/ui': { PageContainer: 'value A' } })).toMatchObject({
      removed: ['shared/ui: formatKsh'],
      bump: 'major',
    });
    expect(
      surface.compareSurfaces(before, {
        'shared/ui': { ...before['shared/ui'], formatKsh: 'value (n: string) => string' },
      }),
    ).toMatchObject({ changed: ['shared/ui: formatKsh'], bump: 'major' });
    expect(surface.compareSurfaces(before, { ...before, 'shared/ui-new': { X: 'value C' } })).toMatchObject({
      added: ['shared/ui-new (a new entry)'],
      bump: 'minor',
    });
    expect(surface.compareSurfaces({ ...before, 'shared/old': { X: 'value C' } }, before)).toMatchObject({
      removed: ['shared/old (the whole entry)'],
      bump: 'major',
    });
  });

  it('refuses a version that does not allow the change', () => {
    expect(surface.versionProblem('1.4.2', '1.4.2', 'none')).toBeUndefined();
    expect(surface.versionProblem('1.4.2', '1.4.3', 'none')).toBeUndefined();
    expect(surface.versionProblem('1.4.2', '1.4.3', 'minor')).toMatch(
      /a minor change needs a minor version after 1\.4\.2/,
    );
    expect(surface.versionProblem('1.4.2', '1.5.0', 'minor')).toBeUndefined();
    expect(surface.versionProblem('1.4.2', '1.5.0', 'major')).toMatch(/a major change needs a major version/);
    expect(surface.versionProblem('1.4.2', '2.0.0', 'major')).toBeUndefined();
    expect(surface.versionProblem('1.4.2', '1.3.0', 'none')).toMatch(/lower than the recorded/);
  });
});
