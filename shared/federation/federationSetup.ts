/**
 * Performance (bench/results.md): the shell lends the code that sets the federation up in a build's
 * webpack runtime to every remote's production entry, as it lends the runtime core and the bundler
 * runtime. The build plugin inlines that code (4.5 KB, 1.3 KB compressed) into every app's entry as a
 * `data:` module: the declarations of the app's own values (its name, runtime plugins, share
 * strategy, ...) followed by the same setup code in every app. Here the shell's copy becomes a function
 * of those values that the shell calls for itself and lends (`globalThis._MAKAO_FEDERATION_SETUP`); a
 * remote's copy becomes a call to the lent function with its own values. Like the other lent parts,
 * this couples a remote to the shell's build tools: every app builds from the one lockfile (release
 * order: the shell's README). Node-side only (the apps' build configs).
 */

/** How the build plugin asks for the module: `<loader>!=!data:text/javascript,<source>`. */
const dataModule = '!=!data:text/javascript,';
/** The requests of that module (the only `data:` module of the apps' builds). */
export const federationSetupRequest = /!=!data:text\/javascript,/;
/** The statement that makes the runtime's instance, in the setup's code. */
const instanceStatement = 'runtimeRequire.federation.instance=';
/** The global the shell lends the setup under. */
export const lentSetupGlobal = '_MAKAO_FEDERATION_SETUP';

/**
 * The setup module's source with the shell's part (`lend`: define the setup as a function, lend it and
 * call it) or a remote's (`borrow`: call the lent one). Throws when the source is not the shape this
 * reads (a release of the build plugin that changed it), so the build fails instead of shipping a copy.
 */
export function rewriteFederationSetup(source: string, role: 'lend' | 'borrow'): string {
  const declarations = /^[\s\S]*?const __module_federation_library_type__ = (?:"(?:[^"\\]|\\.)*"|undefined);/.exec(
    source,
  );
  const body = declarations ? source.slice(declarations[0].length) : '';
  // Where the setup makes the runtime's instance: its second half starts there (the shell's own runs a
  // task after the first), and ends with the block that holds both.
  const instanceAt = body.indexOf(instanceStatement);
  if (
    !declarations ||
    !body.startsWith('const runtimeRequire=__webpack_require__;') ||
    instanceAt < 0 ||
    !body.endsWith('}')
  ) {
    throw new Error(
      'The federation setup module is not in the shape federationSetup.ts reads: check the build plugin.',
    );
  }
  const head = declarations[0];
  // The app's own values: what the setup code reads besides the webpack runtime.
  const values = [...head.matchAll(/(?:import|const) (__module_federation_(?!runtime_plugin_\d)\w+__)/g)]
    .map((match) => match[1])
    .join(', ');
  const call = `(__webpack_require__, { ${values} });`;
  if (role === 'borrow') {
    return [
      head,
      `const setup = globalThis.${lentSetupGlobal};`,
      "if (!setup) throw new Error('The shell lends no federation setup: load this remote through the shell.');",
      `setup${call}`,
    ].join('\n');
  }
  // The setup's two halves: its hooks into the webpack runtime, then the runtime's instance (every
  // shared module registered) and the initial consumptions. `defer` runs the second; a remote's call
  // (`borrow`) leaves it to the default, at once: the shell calls its container right after.
  const lent = `${body.slice(0, instanceAt)}defer(() => {${body.slice(instanceAt, -1)}});}`;
  return [
    head,
    `function setup(__makao_require__, { ${values} }, defer = (then) => then()) {${lent.replaceAll('__webpack_require__', '__makao_require__')}}`,
    `globalThis.${lentSetupGlobal} = setup;`,
    // Performance (bench/results.md): the shell's own setup, most of its entry's evaluation before,
    // runs after that evaluation, its two halves in a task each, both before the entry's first yield
    // ends. The entry asks for no chunk before then; a chunk asked for sooner waits for the setup.
    'const ensureChunk = __webpack_require__.e;',
    'const setUp = new Promise((resolve, reject) => {',
    '  let secondHalf = () => undefined;',
    `  setTimeout(() => { try { setup(__webpack_require__, { ${values} }, (then) => { secondHalf = then; }); } catch (error) { reject(error); } }, 0);`,
    '  setTimeout(() => { try { secondHalf(); resolve(); } catch (error) { reject(error); } }, 0);',
    '}).finally(() => { __webpack_require__.e = ensureChunk; });',
    '__webpack_require__.e = (chunkId) => setUp.then(() => ensureChunk(chunkId));',
  ].join('\n');
}

/** The request for the setup module, rewritten for `role`. */
export function rewriteFederationSetupRequest(request: string, role: 'lend' | 'borrow'): string {
  const at = request.indexOf(dataModule) + dataModule.length;
  const source = decodeURIComponent(request.slice(at));
  return `${request.slice(0, at)}${encodeURIComponent(rewriteFederationSetup(source, role))}`;
}
