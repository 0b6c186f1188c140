import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
// Types only: this plugin runs in the shell's entry, before the shared scope exists, so it cannot
// consume `shared/config` (rule 5); `takeEarlyRequest` there is the same one line for the apps.
import type {} from 'shared/config';

/**
 * Performance: the page's head has already fetched the manifest of the remote this path
 * shows (routePreload.ts). The runtime asks for the same manifest before it loads the remote's entry;
 * this hands it the head's request instead, which takes a whole round trip off the way to the page's
 * content. Once only: a later load of that remote (a retry, a rollback) asks the CDN again. Anything
 * else goes to the network as usual, and so does a head request that failed on the network.
 */
export default function preloadedManifestPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'makao-preloaded-manifest',
    fetch: (url) => window.__MAKAO_EARLY__?.take(url)?.catch(() => fetch(url)),
  };
}
