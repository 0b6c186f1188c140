// The public surface of `shared` and `contracts` that remotes run against (ARCHITECTURE rule 12), and the version rule
// that guards it: each browser entry's exported names with their types, read by the TypeScript checker.
// Removing or changing an export is a major change, adding one a minor change. `surface.json` records
// the surface of the version in package.json; `shared/test/surface.test.ts` fails while the source
// differs from it, and `npm run surface -- --write` records the new surface only once package.json
// carries a version that allows the change (bumped by Changesets: `npm run changeset`).
const { existsSync, readFileSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const ts = require('typescript');
const semver = require('semver');

const root = path.join(__dirname, '..');
const recordFile = path.join(root, 'surface.json');

/**
 * The workspace packages remotes run against, one version line (federation-build/workspace-packages),
 * and the entries of each that remotes and the shell load in the browser, shared at run time. Not the
 * API's TypeBox schemas, the Node-side entries (`html`, `seo`), the manifests or the dev helpers: no
 * remote meets another build's copy of those.
 */
const packages = [
  {
    dir: path.join(root, 'contracts'),
    notBrowserShared: [
      './schemas',
      './host-schemas',
      './calendar-schemas',
      './review-schemas',
      './ops-schemas',
      './html',
    ],
  },
  { dir: root, notBrowserShared: ['./seo', './dev'] },
];

const manifestOf = (dir) => JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));

/** Each browser entry by the name an app imports it by (`contracts`, `contracts/rules`, `shared/ui`). */
function browserEntries() {
  return packages.flatMap(({ dir, notBrowserShared }) => {
    const manifest = manifestOf(dir);
    return Object.entries(manifest.exports)
      .filter(([entry]) => entry !== './package.json' && !notBrowserShared.includes(entry))
      .map(([entry, file]) => ({ entry: `${manifest.name}${entry.slice(1)}`, file: path.join(dir, file) }));
  });
}

const typeFlags =
  ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseFullyQualifiedType | ts.TypeFormatFlags.InTypeAlias;

/** A type as text, without the install paths the checker names modules by (the same on every machine). */
const typeText = (checker, type) =>
  checker.typeToString(type, undefined, typeFlags).replace(/import\("[^"]*"\)\./g, '');

/** One exported symbol as text: its kind and type, a declared type's members spelled out. */
function describe(checker, symbol) {
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const declaration = target.declarations?.[0];
  const parts = [];
  if (
    target.flags &
    (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Class | ts.SymbolFlags.Enum)
  ) {
    const type = checker.getDeclaredTypeOfSymbol(target);
    const members = checker
      .getPropertiesOfType(type)
      .map((member) => {
        const optional = member.flags & ts.SymbolFlags.Optional ? '?' : '';
        const memberType = declaration ? checker.getTypeOfSymbolAtLocation(member, declaration) : undefined;
        return `${member.name}${optional}: ${memberType ? typeText(checker, memberType) : '?'}`;
      })
      .sort();
    const kind =
      target.flags & ts.SymbolFlags.Interface ? 'interface' : target.flags & ts.SymbolFlags.Class ? 'class' : 'type';
    parts.push(`${kind} ${typeText(checker, type)}${members.length ? ` { ${members.join('; ')} }` : ''}`);
  }
  if (target.flags & ts.SymbolFlags.Value && declaration) {
    parts.push(`value ${typeText(checker, checker.getTypeOfSymbolAtLocation(target, declaration))}`);
  }
  return parts.join(' & ') || 'unknown';
}

/**
 * A description without the checker's numbering of well-known symbols (`__@iterator@41`): the number
 * moves whenever an export is added anywhere, which is no change to the type.
 */
const stableText = (text) => text.replace(/__@(\w+)@\d+/g, '__@$1');

/** The surface of the source as it is now: `{ [entry]: { [name]: description } }`. */
function readSurface() {
  const entries = browserEntries();
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  const program = ts.createProgram(
    entries.map((e) => e.file),
    { ...config.options, noEmit: true },
  );
  const checker = program.getTypeChecker();
  const surface = {};
  for (const { entry, file } of entries) {
    const source = program.getSourceFile(file);
    const module = source && checker.getSymbolAtLocation(source);
    if (!module) throw new Error(`${entry} (${file}) has no module symbol`);
    surface[entry] = Object.fromEntries(
      checker
        .getExportsOfModule(module)
        .map((symbol) => [symbol.name, stableText(describe(checker, symbol))])
        .sort(([a], [b]) => a.localeCompare(b)),
    );
  }
  return surface;
}

/** What changed from `before` to `after`, and the least version bump that allows it. */
function compareSurfaces(before, after) {
  const removed = [];
  const changed = [];
  const added = [];
  const entries = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const entry of entries) {
    const was = before[entry] ?? {};
    const is = after[entry] ?? {};
    if (!(entry in after)) removed.push(`${entry} (the whole entry)`);
    else if (!(entry in before)) added.push(`${entry} (a new entry)`);
    for (const name of Object.keys(was)) {
      if (!(name in is)) {
        if (entry in after) removed.push(`${entry}: ${name}`);
      } else if (stableText(was[name]) !== stableText(is[name])) changed.push(`${entry}: ${name}`);
    }
    for (const name of Object.keys(is)) if (!(name in was) && entry in before) added.push(`${entry}: ${name}`);
  }
  const bump = removed.length || changed.length ? 'major' : added.length ? 'minor' : 'none';
  return { removed, changed, added, bump };
}

/** Why `version` cannot carry a change needing `bump` from `recordedVersion`, or undefined when it can. */
function versionProblem(recordedVersion, version, bump) {
  if (!semver.valid(version)) return `package.json's version ${version} is not a semver version`;
  if (semver.lt(version, recordedVersion))
    return `the version ${version} is lower than the recorded ${recordedVersion}`;
  const needed =
    bump === 'major'
      ? semver.major(version) > semver.major(recordedVersion)
      : bump === 'minor'
        ? semver.major(version) > semver.major(recordedVersion) || semver.minor(version) > semver.minor(recordedVersion)
        : true;
  return needed
    ? undefined
    : `a ${bump} change needs a ${bump} version after ${recordedVersion}, and package.json says ${version}`;
}

/** The recorded surface; none yet (a first record) reads as the present version with nothing in it. */
function readRecord() {
  if (!existsSync(recordFile)) return { version: packageVersion(), entries: undefined };
  return JSON.parse(readFileSync(recordFile, 'utf8'));
}

/** The version of the line: every package's, which Changesets keeps equal (a fixed group). */
function packageVersion() {
  const manifests = packages.map(({ dir }) => manifestOf(dir));
  const versions = new Set(manifests.map((m) => m.version));
  if (versions.size !== 1) {
    const each = manifests.map((m) => `${m.name} ${m.version}`).join(', ');
    throw new Error(`${each}: versioned together, they must be equal (.changeset/config.json)`);
  }
  return manifests[0].version;
}

module.exports = { readSurface, compareSurfaces, versionProblem, readRecord, packageVersion, recordFile };

if (require.main === module) {
  const write = process.argv.includes('--write');
  const record = readRecord();
  const surface = readSurface();
  const difference = record.entries
    ? compareSurfaces(record.entries, surface)
    : { removed: [], changed: [], added: [], bump: 'none' };
  const version = packageVersion();
  for (const [label, list] of [
    ['removed', difference.removed],
    ['changed', difference.changed],
    ['added', difference.added],
  ]) {
    for (const item of list) console.log(`${label}: ${item}`);
  }
  const problem = versionProblem(record.version, version, difference.bump);
  if (problem) {
    console.error(
      `${problem}. Add a changeset (npm run changeset, shared and contracts: ${difference.bump}) and apply it (npx changeset version).`,
    );
    process.exit(1);
  }
  if (!write) {
    console.log(
      difference.bump === 'none'
        ? `shared and contracts ${version}: the surface is as recorded`
        : `run with --write to record shared and contracts ${version}`,
    );
    process.exit(difference.bump === 'none' && record.version === version ? 0 : 1);
  }
  writeFileSync(recordFile, `${JSON.stringify({ version, entries: surface }, null, 2)}\n`);
  console.log(`recorded the surface of shared and contracts ${version} (${difference.bump} change)`);
}
