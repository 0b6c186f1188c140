import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildPageName } from '../buildName';

/** A repository in a temporary folder: a remote, the workspace packages and a lockfile. */
function repository() {
  const root = mkdtempSync(path.join(tmpdir(), 'makao-build-name-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write('package-lock.json', '{}');
  write('mf-catalog/src/index.ts', 'export {};');
  write('mf-catalog/package.json', '{}');
  write('shared/package.json', '{}');
  write('shared/src/ui/index.ts', 'export {};');
  write('shared/contracts/src/index.ts', 'export const a = 1;');
  write('shared/federation/index.ts', 'export {};');
  const name = () => buildPageName('catalog', path.join(root, 'mf-catalog'), path.join(root, 'shared'));
  return { root, write, name };
}

describe("a release's own names on the page", () => {
  let repo: ReturnType<typeof repository>;
  beforeEach(() => {
    repo = repository();
  });
  afterEach(() => rmSync(repo.root, { recursive: true, force: true }));

  it('are the same for the same source, whatever was installed or built beside it', () => {
    const before = repo.name();
    expect(before).toMatch(/^catalog_[0-9a-f]{10}$/);
    repo.write('shared/contracts/node_modules/x/index.js', 'installed');
    repo.write('mf-catalog/src/dist/out.js', 'built');
    expect(repo.name()).toBe(before);
  });

  it('change with any source the build is made from: the remote, shared, contracts, the tooling, the lockfile', () => {
    const names = new Set([repo.name()]);
    for (const file of [
      'mf-catalog/src/index.ts',
      'shared/src/ui/index.ts',
      'shared/contracts/src/index.ts',
      'shared/federation/index.ts',
      'package-lock.json',
    ]) {
      repo.write(file, `changed ${file}`);
      names.add(repo.name());
    }
    expect(names.size).toBe(6);
  });
});
