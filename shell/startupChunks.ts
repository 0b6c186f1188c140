import type { RsbuildPlugin } from '@rsbuild/core';
import { workspaceSources } from 'federation-build';

/**
 * Performance (ARCHITECTURE performance notes): what every page of the shell needs at start
 * is known when the shell is built, so the page's head asks for it at once instead of discovering it.
 *
 * - The libraries the shell provides to the site (react, react-dom, the router cut, jotai,
 *   styled-components, react-query) and the workspace packages (`contracts`, `shared`) are split into two chunks
 *   instead of eighteen: one request each and one compression context (bench/results.md, "What changed
 *   the numbers (home page, compressed JavaScript)"). Rule 5 still holds: they load after the async
 *   boundary, not eagerly; a remote that consumes one of them gets the shell's copy from the same chunk.
 * - The page's head preloads the boundary's chunk and both of those, so they download alongside the
 *   entry (the federation runtime) instead of one round trip after it. At low priority, as the entry
 *   itself (a deferred script) and the monolith's one script are: the first paint comes from the HTML
 *   and needs no script, and a preload's default (high) would rank most of the start-up's script with
 *   what the first paint waits for (Lighthouse counts high-priority scripts as render-blocking:
 *   bench/results.md, "Remote entries without their bundler runtime; the page head's scripts at low
 *   priority").
 */
const startupChunkNames = { bootstrap: 'bootstrap', libraries: 'lib-shared', workspace: 'shared' } as const;

export const startupChunkSplit = {
  strategy: 'split-by-experience' as const,
  override: {
    cacheGroups: {
      [startupChunkNames.libraries]: {
        test: /[\\/]node_modules[\\/]|[\\/]shared[\\/]federation[\\/]/,
        chunks: 'async' as const,
        name: startupChunkNames.libraries,
        enforce: true,
        priority: 100,
      },
      [startupChunkNames.workspace]: {
        // The host code (`shared/host-session`) stays out: the top bar loads it once the page has settled.
        // So do the UI kit's parts no first paint shows (`shared/ui-extras`: dialog, FAQ list, error state).
        test: workspaceSources({
          shared: String.raw`(?!hosts[\\/]|ui[\\/](?:extras\.ts|LoadFailed\.tsx|FaqList\.tsx|ModalDialog\.tsx)$)`,
          contracts: String.raw`(?!host(?:s|Api)\.ts$)`,
        }),
        chunks: 'async' as const,
        name: startupChunkNames.workspace,
        enforce: true,
        priority: 90,
      },
    },
  },
};

export function preloadStartupChunks(): RsbuildPlugin {
  return {
    name: 'makao:preload-startup-chunks',
    setup(api) {
      // A production concern: the dev server splits chunks its own way (and serves them locally).
      if (process.env.NODE_ENV !== 'production') return;
      api.modifyHTMLTags((tags, { compilation, assetPrefix }) => {
        const files = new Set<string>();
        for (const name of Object.values(startupChunkNames)) {
          // The boundary is a chunk group (an `import()`), the two libraries chunks are split chunks.
          const chunks = compilation.namedChunkGroups.get(name)?.chunks ?? [compilation.namedChunks.get(name)];
          for (const chunk of chunks) {
            if (!chunk) throw new Error(`preloadStartupChunks: no chunk named "${name}" in the build`);
            for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
          }
        }
        const links = [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'script', href: `${assetPrefix}${file}`, fetchpriority: 'low' },
        }));
        return { ...tags, headTags: [...tags.headTags, ...links] };
      });
    },
  };
}
