import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Performance (issue 8): the page's head has already fetched the manifest of the remote this path
 * shows (routePreload.ts). The runtime asks for the same manifest before it loads the remote's entry;
 * this hands it the head's response instead, which takes a whole round trip off the way to the page's
 * content. Once only: a later load of that remote (a retry, a rollback) asks the CDN again. Anything
 * else, or a head request that failed, goes to the network as usual.
 */
export default function preloadedManifestPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'makao-preloaded-manifest',
    fetch(url) {
      const preloaded = window.__MAKAO_MANIFEST__;
      if (!preloaded || new URL(url, window.location.href).href !== preloaded.url) return undefined;
      window.__MAKAO_MANIFEST__ = undefined;
      return preloaded.text.then(
        (body) => new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } }),
        // The head's request failed: let the runtime ask (and report) for itself.
        () => fetch(url),
      );
    },
  };
}
