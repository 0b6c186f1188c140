/**
 * Performance (bench/results.md): the shell lends three of the webpack runtime's modules to every
 * remote's production entry, as it lends the federation setup (federationSetup.ts): the script loader
 * (`load_script`), the JSONP chunk loading (`jsonp_chunk_loading`) and the automatic public path
 * (`auto_public_path`). rspack writes each into every build's runtime from a template (*.template.js
 * beside this file, with the values that differ between builds as placeholders). Here the shell's
 * `load_script` becomes the lent functions (lent.ts) and a call for itself, its JSONP chunk loading a
 * call too, and a remote's three become calls to the lent functions with its own values. A module whose
 * source is not its template with such values (a release of rspack that changed one) fails the build
 * instead of shipping a copy. Node-side only (the apps' build configs).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { jsonpChunkLoading, loadScript, scriptBase } from './lent';

/** The global the shell lends the runtime modules under. */
export const lentRuntimeGlobal = '_MAKAO_RUNTIME_MODULES';

const string = String.raw`"[^"\\\n]*"`;
/** Each rewritten module's template file, and what each of its placeholders may hold (JS source). */
const templates = {
  load_script: { file: 'load_script.template.js', values: { __UNIQUE_NAME__: string } },
  jsonp_chunk_loading: {
    file: 'jsonp_chunk_loading.template.js',
    values: {
      __INSTALLED__: String.raw`\{[^{}\n]*\}`,
      // Which chunks have a script: `!/^(a|b)$/.test(chunkId)`, `"v" != chunkId`, ... (one expression).
      __CONDITION__: String.raw`[^\n{};]+`,
      __GLOBAL__: string,
    },
  },
  auto_public_path: { file: 'auto_public_path.template.js', values: { __SUFFIX__: `${string}|'[^'\\\\\\n]*'` } },
} as const;
export type RewrittenRuntimeModule = keyof typeof templates;
type Values = Record<string, string>;

/** The templates' text, read from `dir` (this folder). */
export function readRuntimeTemplates(dir: string): Record<RewrittenRuntimeModule, string> {
  const read = (module: RewrittenRuntimeModule) => readFileSync(path.join(dir, templates[module].file), 'utf8');
  return {
    load_script: read('load_script'),
    jsonp_chunk_loading: read('jsonp_chunk_loading'),
    auto_public_path: read('auto_public_path'),
  };
}

/**
 * The values `source` holds where `template` has its placeholders (a placeholder used twice holds the
 * same value twice), or null when the source is not the template with such values.
 */
export function templateValues(template: string, values: Record<string, string>, source: string): Values | null {
  const names = Object.keys(values);
  const seen: string[] = [];
  const pattern = template
    .split(new RegExp(`(${names.join('|')})`))
    .map((part, index) => {
      if (index % 2 === 0) return part.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
      if (seen.includes(part)) return `\\k<${part}>`;
      seen.push(part);
      return `(?<${part}>${values[part]})`;
    })
    .join('');
  return (new RegExp(`^${pattern}$`).exec(source)?.groups as Values | undefined) ?? null;
}

const borrowed = `var lent = globalThis.${lentRuntimeGlobal};
if (!lent) throw new Error("The shell lends no runtime modules: load this remote through the shell.");
`;

/**
 * The runtime module's new source, or null when this role leaves it as it is: `lend` (the shell, whose
 * public path is not automatic) rewrites the script loader and the chunk loading, `borrow` (a remote)
 * all three. Throws when the source is not its template.
 */
export function rewriteRuntimeModule(
  name: string,
  source: string,
  role: 'lend' | 'borrow',
  texts: Record<RewrittenRuntimeModule, string>,
): string | null {
  if (!(name in templates) || (role === 'lend' && name === 'auto_public_path')) return null;
  const module = name as RewrittenRuntimeModule;
  const values = templateValues(texts[module], templates[module].values, source);
  if (!values)
    throw new Error(`The runtime module ${name} is not its template (runtimeModules/${templates[module].file}).`);
  switch (module) {
    case 'auto_public_path':
      return `${borrowed}__webpack_require__.p = lent.scriptBase(__webpack_require__.g) + ${values.__SUFFIX__};\n`;
    case 'jsonp_chunk_loading':
      // In the shell, its own script loader's module (it runs first: an earlier stage) has lent them.
      return `${role === 'borrow' ? borrowed : `var lent = globalThis.${lentRuntimeGlobal};\n`}lent.jsonpChunkLoading(__webpack_require__, ${values.__INSTALLED__}, function (chunkId) { return ${values.__CONDITION__}; }, ${values.__GLOBAL__});\n`;
    case 'load_script':
      return role === 'borrow'
        ? `${borrowed}__webpack_require__.l = lent.loadScript(${values.__UNIQUE_NAME__}, __webpack_require__);\n`
        : `var lent = globalThis.${lentRuntimeGlobal} = { loadScript: ${String(loadScript)}, jsonpChunkLoading: ${String(jsonpChunkLoading)}, scriptBase: ${String(scriptBase)} };
__webpack_require__.l = lent.loadScript(${values.__UNIQUE_NAME__}, __webpack_require__);\n`;
  }
}
