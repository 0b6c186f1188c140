import { servableVersions, type RemoteEntry } from './releaseRegistry';

const entry = (active: string, requires: Array<string | undefined>): RemoteEntry => ({
  active,
  versions: requires.map((range, index) => ({
    version: String(requires.length - index),
    entry: `http://cdn.test/${requires.length - index}/mf-manifest.json`,
    releasedAt: '',
    ...(range && { requires: { shared: range } }),
  })),
});
const served = (e: RemoteEntry, shared: string) => servableVersions(e, shared).map((v) => v.version);

describe('servableVersions (ARCHITECTURE rule 12)', () => {
  it('starts at the active version and goes back in time, never forward', () => {
    expect(served(entry('2', [undefined, undefined, undefined]), '1.0.0')).toEqual(['2', '1']);
  });

  it('leaves out the builds whose shared range the shell does not meet', () => {
    const e = entry('3', ['^1.5.0', '^1.2.0', '^1.0.0']);
    expect(served(e, '1.4.9')).toEqual(['2', '1']);
    expect(served(e, '1.5.0')).toEqual(['3', '2', '1']);
    expect(served(e, '1.1.0')).toEqual(['1']);
    // A new major breaks every range of the one before.
    expect(served(e, '2.0.0')).toEqual([]);
  });

  it('reads a caret as Module Federation and npm do, below 1.0.0 too', () => {
    expect(served(entry('1', ['^0.3.1']), '0.3.4')).toEqual(['1']);
    expect(served(entry('1', ['^0.3.1']), '0.4.0')).toEqual([]);
    expect(served(entry('1', ['^0.0.3']), '0.0.4')).toEqual([]);
    expect(served(entry('1', ['1.2.3']), '1.2.3')).toEqual(['1']);
    expect(served(entry('1', ['1.2.3']), '1.2.4')).toEqual([]);
  });

  it('meets no range it cannot read, and nothing without a version of its own', () => {
    expect(served(entry('1', ['>=1.0.0']), '1.2.0')).toEqual([]);
    expect(served(entry('1', ['^1.0.0']), '')).toEqual([]);
    expect(servableVersions(undefined, '1.0.0')).toEqual([]);
    expect(served(entry('9', ['^1.0.0']), '1.0.0')).toEqual([]);
  });
});
