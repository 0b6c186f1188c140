/**
 * Performance (bench/results.md): the shell's build replaces runtime-core's preloading (about 0.8 KB
 * compressed): only `preloadRemote` and the snapshot plugin call it, and the site calls neither. It
 * preloads through the page head's script instead (shell/src/app/routePreload.ts). Each name the
 * runtime imports is here, and says so if it is ever called.
 */
const unavailable = (): never => {
  throw new Error('Preloading through the federation runtime is not part of this build (routePreload.ts preloads).');
};
export {
  unavailable as defaultPreloadArgs,
  unavailable as formatPreloadArgs,
  unavailable as normalizePreloadExposes,
  unavailable as preloadAssets,
};
