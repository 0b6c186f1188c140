// Free of `import.meta` on purpose: the tests load it as CommonJS.
const separator = String.raw`[\\/]`;

/**
 * A module-path test for chunk rules over the workspace packages' sources: `shared/src/…` and
 * `shared/contracts/src/…`, the one place their folders are written. Each package given takes the
 * rest of the pattern after its `src/` (names to match, or a lookahead that leaves files out; `''`
 * for all of it); a package not given is not matched.
 */
export function workspaceSources(rest: { shared?: string; contracts?: string }): RegExp {
  const packages = [
    rest.shared !== undefined && `src${separator}${rest.shared}`,
    rest.contracts !== undefined && `contracts${separator}src${separator}${rest.contracts}`,
  ].filter(Boolean);
  return new RegExp(`${separator}shared${separator}(?:${packages.join('|')})`);
}
