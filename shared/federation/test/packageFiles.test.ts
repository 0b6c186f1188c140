// The build finds the files it aliases through the packages themselves (shared/federation/packageFiles.ts):
// in this install, in a nested install layout, and in a release that moves or drops a file.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cutSourceFiles, cutSourceRequests, federationRuntimeFiles, packageOf } from '../packageFiles';
import manifest from '../package.json';

const sharedFederation = path.join(__dirname, '..', 'index.ts');
const unanchored = (key: string) => key.replace(/\$$/, '');

describe('the files the build aliases, in this install', () => {
  it('are the ES modules the packages export, at the versions shared declares, for every aliased request', () => {
    const runtime = federationRuntimeFiles(sharedFederation);
    const packages = [
      '@module-federation/webpack-bundler-runtime',
      '@module-federation/inject-external-runtime-core-plugin',
      '@module-federation/runtime',
    ];
    expect(Object.keys(runtime)).toHaveLength(packages.length);
    for (const [key, esm] of Object.entries(runtime)) {
      const name = packages.find((p) => key === p || key.includes(`${path.sep}${p}${path.sep}`)) as string;
      expect(existsSync(esm)).toBe(true);
      expect(esm).toMatch(/\.m?js$/);
      if (key === name) continue;
      // The very file the plugin imports, and its ES twin from the same installed package (same version).
      const cjs = unanchored(key);
      expect(existsSync(cjs)).toBe(true);
      expect(esm).not.toBe(cjs);
      expect(packageOf(esm, name).dir).toBe(packageOf(cjs, name).dir);
    }

    const cuts = [
      ['react-router.mjs', 'react-router', 'development'],
      ['react-query.mjs', '@tanstack/react-query', 'modern'],
      ['jotai-utils.mjs', 'jotai', 'esm'],
      ['styled-components.mjs', 'styled-components', 'styled-components.browser.esm.js'],
    ] as const;
    const sources = cutSourceFiles(sharedFederation);
    for (const [cut, name, build] of cuts) {
      const text = readFileSync(path.join(__dirname, '..', cut), 'utf8');
      const request = (text.match(/\} from '([^']+)';/) as RegExpMatchArray)[1] as string;
      expect(cutSourceRequests).toHaveProperty([request], name);
      const file = sources[`${request}$`] as string;
      expect(file.split(path.sep)).toContain(build);
      expect(packageOf(file, name).version).toBe(manifest.peerDependencies[name]);
    }
  });
});

describe('the files the build aliases, in another install layout', () => {
  let root: string;
  const write = (file: string, text = 'export {};\n') => {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  };
  /** A package whose CommonJS and ES files are named unlike each other, so no renaming can find one from the other. */
  const federationPackage = (dir: string, name: string, version: string, esm = true) => {
    const exportsMap = esm
      ? { '.': { import: { default: './es/entry.mjs' }, require: { default: './lib/main.cjs' } } }
      : { '.': { require: './lib/main.cjs' } };
    write(
      path.join(dir, 'package.json'),
      JSON.stringify({ name, version, main: './lib/main.cjs', exports: exportsMap }),
    );
    write(path.join(dir, 'lib', 'main.cjs'), 'module.exports = {};\n');
    if (esm) write(path.join(dir, 'es', 'entry.mjs'));
    return dir;
  };
  const inside = (dir: string, name: string) => path.join(dir, 'node_modules', ...name.split('/'));
  /** A library installed at the top: its manifest and its files (only where they are matters). */
  const library = (manifest: { name: string; version: string } & Record<string, unknown>, files: string[]) => {
    const dir = inside(root, manifest.name);
    write(path.join(dir, 'package.json'), JSON.stringify(manifest));
    for (const file of files) write(path.join(dir, ...file.split('/')));
    return dir;
  };

  /** Each federation package nested inside the one that depends on it, and an older copy of each hoisted. */
  function nestedInstall({ esm = true } = {}) {
    root = mkdtempSync(path.join(tmpdir(), 'makao-layout-'));
    const plugin = federationPackage(
      inside(root, '@module-federation/rsbuild-plugin'),
      '@module-federation/rsbuild-plugin',
      '2.9.2',
    );
    const enhanced = federationPackage(
      inside(plugin, '@module-federation/enhanced'),
      '@module-federation/enhanced',
      '2.9.3',
    );
    const rspack = federationPackage(
      inside(enhanced, '@module-federation/rspack'),
      '@module-federation/rspack',
      '2.9.3',
    );
    const tools = federationPackage(
      inside(rspack, '@module-federation/runtime-tools'),
      '@module-federation/runtime-tools',
      '2.9.3',
    );
    const nested = {
      bundler: federationPackage(
        inside(tools, '@module-federation/webpack-bundler-runtime'),
        '@module-federation/webpack-bundler-runtime',
        '2.9.3',
        esm,
      ),
      runtime: federationPackage(
        inside(tools, '@module-federation/runtime'),
        '@module-federation/runtime',
        '2.9.3',
        esm,
      ),
      inject: federationPackage(
        inside(rspack, '@module-federation/inject-external-runtime-core-plugin'),
        '@module-federation/inject-external-runtime-core-plugin',
        '2.9.3',
        esm,
      ),
    };
    for (const name of ['runtime-tools', 'webpack-bundler-runtime', 'runtime', 'inject-external-runtime-core-plugin']) {
      federationPackage(inside(root, `@module-federation/${name}`), `@module-federation/${name}`, '2.0.0');
    }
    const router = library(
      {
        name: 'react-router',
        version: '7.18.6',
        exports: {
          '.': {
            node: { default: './out/dev/index.js' },
            module: { default: './out/development/index.mjs' },
            default: { default: './out/development/index.js' },
          },
        },
      },
      // A production build beside the exported one, which the package does not export: never taken.
      ['out/dev/index.js', 'out/development/index.mjs', 'out/production/index.mjs'],
    );
    const query = library(
      {
        name: '@tanstack/react-query',
        version: '5.108.1',
        exports: {
          '.': { 'some-condition': './src/index.ts', import: './dist/esm/index.js', require: './dist/cjs/index.cjs' },
        },
      },
      ['dist/cjs/index.cjs', 'dist/esm/index.js'],
    );
    // Subpaths by pattern only, as jotai exports them.
    const jotai = library(
      {
        name: 'jotai',
        version: '2.20.4',
        exports: {
          './package.json': './package.json',
          '.': { import: { default: './esm/index.mjs' }, default: { default: './index.js' } },
          './*': { import: { types: './esm/*.d.mts', default: './esm/*.mjs' }, default: { default: './*.js' } },
        },
      },
      ['index.js', 'esm/index.mjs', 'esm/vanilla/utils.mjs'],
    );
    // No exports map: an ES module entry, which the browser field swaps for its browser build.
    const styled = library(
      {
        name: 'styled-components',
        version: '6.6.1',
        main: 'dist/index.cjs.js',
        module: 'dist/index.esm.js',
        browser: {
          './dist/index.cjs.js': './dist/index.browser.cjs.js',
          './dist/index.esm.js': './dist/index.browser.esm.js',
        },
      },
      ['dist/index.cjs.js', 'dist/index.browser.esm.js'],
    );
    return { from: path.join(root, 'shared', 'federation', 'index.ts'), router, query, jotai, styled, ...nested };
  }

  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('takes each federation package from the package that depends on it, not the hoisted copy', () => {
    const install = nestedInstall();
    expect(federationRuntimeFiles(install.from)).toEqual({
      [`${path.join(install.bundler, 'lib', 'main.cjs')}$`]: path.join(install.bundler, 'es', 'entry.mjs'),
      [`${path.join(install.inject, 'lib', 'main.cjs')}$`]: path.join(install.inject, 'es', 'entry.mjs'),
      '@module-federation/runtime': path.join(install.runtime, 'es', 'entry.mjs'),
    });
  });

  it('takes the libraries the cuts re-export from their exports maps, or their browser ES module without one', () => {
    const install = nestedInstall();
    expect(cutSourceFiles(install.from)).toEqual({
      'federation-cut-source/react-router$': path.join(install.router, 'out', 'development', 'index.mjs'),
      'federation-cut-source/react-query$': path.join(install.query, 'dist', 'esm', 'index.js'),
      'federation-cut-source/jotai-utils$': path.join(install.jotai, 'esm', 'vanilla', 'utils.mjs'),
      'federation-cut-source/styled-components$': path.join(install.styled, 'dist', 'index.browser.esm.js'),
    });
  });

  it('still builds, from the files the packages do export, when a release exports no ES module', () => {
    const install = nestedInstall({ esm: false });
    expect(Object.values(federationRuntimeFiles(install.from))).toEqual([
      path.join(install.bundler, 'lib', 'main.cjs'),
      path.join(install.inject, 'lib', 'main.cjs'),
      path.join(install.runtime, 'lib', 'main.cjs'),
    ]);
  });
});
