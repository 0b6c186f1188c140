import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import workspacePackages from 'federation-build/workspace-packages.json';
import { topology } from './env';

export const repoDir = resolve(__dirname, '../../..');

/**
 * Call the release tooling's registry module in its own Node process (it is an ES module; the test
 * runtime cannot import it), the way the release commands use it.
 */
function registryCall<T>(fn: string, options: Record<string, unknown>): T {
  const code = `const lib = await import(${JSON.stringify(join(repoDir, 'scripts/lib/registry.mjs'))});
    const result = await lib.${fn}(${JSON.stringify(options)});
    process.stdout.write(JSON.stringify(result ?? null));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`${fn} failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as T;
}

/** Every file under `dir` (Node's own recursive `readdir`). */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

const variantsDir = join(repoDir, 'e2e', 'artifacts', 'variants');

export function removeVariants() {
  rmSync(variantsDir, { recursive: true, force: true });
}

/**
 * A different build of a remote (or of the shell), as its team would make one: a copy of its source
 * with `edit` applied, built with the same tooling (inside the repo, so packages resolve as usual).
 */
export function buildVariant(
  app: string,
  label: string,
  edit: (source: { dir: string; files: string[] }) => void,
): string {
  const dir = join(variantsDir, `${app}-${label}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const appDir = app === 'shell' ? 'shell' : `mf-${app}`;
  const entries = [
    'src',
    'public',
    'package.json',
    'module-federation.config.ts',
    'rsbuild.config.ts',
    'startupChunks.ts',
  ];
  for (const entry of [...entries, 'tsconfig.json']) {
    const from = join(repoDir, appDir, entry);
    if (existsSync(from)) cpSync(from, join(dir, entry), { recursive: true });
  }
  // The copy sits deeper than the remote: point its tsconfig at the repo's base config.
  const tsconfig = join(dir, 'tsconfig.json');
  writeFileSync(
    tsconfig,
    readFileSync(tsconfig, 'utf8').replace('../tsconfig.base.json', join(repoDir, 'tsconfig.base.json')),
  );
  edit({ dir, files: filesUnder(join(dir, 'src')) });
  const result = spawnSync('npx', ['rsbuild', 'build'], {
    cwd: dir,
    stdio: 'pipe',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`building the ${app} variant failed:\n${result.stdout}\n${result.stderr}`);
  return dir;
}

/** Whether a shared module is one of the workspace packages' (`contracts`, `shared/ui`, …): one version line. */
export const isWorkspaceModule = (name: string) =>
  workspacePackages.some((pkg) => name === pkg || name.startsWith(`${pkg}/`));

/**
 * In a copied app's `module-federation.config.ts`, give the workspace packages' entries (`contracts…`,
 * `shared/…`) of its `shared: <list>,` these `fields` (a later version, or a later range required).
 */
export function overrideWorkspaceShared(dir: string, list: string, fields: Record<string, string>) {
  const config = join(dir, 'module-federation.config.ts');
  const text = readFileSync(config, 'utf8');
  const from = `shared: ${list},`;
  if (!text.includes(from)) throw new Error(`${config} has no "${from}"`);
  const workspace = `(key: string) => ${JSON.stringify(workspacePackages)}.some((p) => key === p || key.startsWith(p + '/'))`;
  const override = `Object.fromEntries(Object.entries(${list}).map(([key, c]) => [key, (${workspace})(key) ? { ...c, ...${JSON.stringify(fields)} } : c]))`;
  writeFileSync(config, text.replace(from, `shared: ${override},`));
}

/** Replace `from` with `to` wherever the source (not its tests) says it. */
export function replaceInSource(files: string[], from: string, to: string) {
  const sources = files.filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
  const hits = sources.filter((f) => readFileSync(f, 'utf8').includes(from));
  if (hits.length === 0) throw new Error(`no source file contains ${JSON.stringify(from)}`);
  for (const file of hits) writeFileSync(file, readFileSync(file, 'utf8').split(from).join(to));
}

/**
 * Release a remote's build (the repo's, or a variant's in `sourceDir`) as `npm run release` does,
 * checked against the shell build in `shellDir` (the one the shell origin serves by default); with
 * `canary`, for that percentage of guests, rolled back by the registry under `policy`.
 */
export function release(
  remote: string,
  sourceDir?: string,
  {
    shellDir,
    canary,
    policy,
  }: { shellDir?: string; canary?: number; policy?: { minLoads: number; maxFailureRate: number } } = {},
) {
  return registryCall<{ version: string; created: boolean }>('releaseRemote', {
    repoDir,
    deployDir: topology().deployDir,
    remote,
    ...(sourceDir && { sourceDir }),
    ...(shellDir && { shellDir }),
    ...(canary !== undefined && { canary }),
    ...(policy && { policy }),
  });
}

/** Release a shell build (a variant's in `sourceDir`) as `npm run release -- shell` does. */
export function releaseShell(sourceDir: string) {
  return registryCall<{ version: string; created: boolean }>('releaseShell', {
    repoDir,
    deployDir: topology().deployDir,
    sourceDir,
  });
}

/** One of the release commands (`release`, `rollback`, `remotes`) as ops would run it, on this run's deploy. */
export function command(name: 'release' | 'rollback' | 'remotes', ...args: string[]) {
  return spawnSync(process.execPath, [join(repoDir, `scripts/${name}.mjs`), ...args], {
    cwd: repoDir,
    env: { ...process.env, DEPLOY_DIR: topology().deployDir, API_ORIGIN: topology().api },
    encoding: 'utf8',
  });
}

/** The registry file as the release tooling keeps it. */
export function registryFile(): {
  shell: { active: string };
  remotes: Record<
    string,
    {
      active: string;
      canary?: { version: string; percent: number };
      versions: Array<{ version: string; provenAt?: string; rolledBack?: { at: string; failures?: number } }>;
    }
  >;
} {
  return JSON.parse(readFileSync(join(topology().deployDir, 'registry.json'), 'utf8'));
}

/**
 * A shell build like the served one whose `shared` is `version` (its manifest only): what a later
 * shell would provide, to release a remote the served shell does not accept and see what a page on
 * the served shell does with it.
 */
export function shellProviding(version: string): string {
  const dir = join(variantsDir, `shell-${version}`);
  mkdirSync(dir, { recursive: true });
  const manifest = JSON.parse(readFileSync(join(repoDir, 'shell', 'dist', 'mf-manifest.json'), 'utf8')) as {
    shared: Array<{ name: string; version: string }>;
  };
  for (const shared of manifest.shared) if (isWorkspaceModule(shared.name)) shared.version = version;
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  return dir;
}

/** Roll back through the real command, as ops would; throws when it is refused. */
export function rollbackCommand(name: string, version?: string, ...flags: string[]): string {
  const result = command('rollback', name, ...(version ? [version] : []), ...flags);
  if (result.status !== 0) throw new Error(`rollback failed: ${result.stderr}`);
  return result.stdout;
}

/** `npm run remotes`, as ops would read it. */
export function remotesCommand(): string {
  const result = command('remotes');
  if (result.status !== 0) throw new Error(`remotes failed: ${result.stderr}`);
  return result.stdout;
}

export function activeVersions(): Record<string, string> {
  return Object.fromEntries(Object.entries(registryFile().remotes).map(([name, entry]) => [name, entry.active]));
}

/** A hash of every file a released version folder holds. */
export function folderHash(remote: string, version: string): string {
  const dir = join(topology().deployDir, 'cdn', remote, version);
  const hash = createHash('sha256');
  for (const file of filesUnder(dir).sort()) hash.update(file).update(readFileSync(file));
  return hash.digest('hex');
}
