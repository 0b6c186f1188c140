import type {} from 'shared/config'; // window.__MAKAO_EARLY__, the requests this script leaves
import { largestImageOf, pageDataUrl, remoteOf, type PageData } from 'contracts';
import { servableVersions, type RemoteRegistry } from './releaseRegistry';
import { manifestFileUrl, type RemoteManifest } from './remoteManifest';
import type { RouteRow } from './routeTable';

/** What the page's head needs to know of one route: its path as a pattern and the module it shows. */
export interface PreloadRoute {
  pattern: string;
  remote: string;
  module: string;
  /** The page's data, as the contract (shared `pageData`) has it. */
  data?: PageData;
  /** The names of the path's captures, in order (the `:name`s of `data.path`). */
  params?: string[];
}

declare global {
  interface Window {
    /** The registry request the page's head started; the bootstrap reads it instead of asking again. */
    __MAKAO_REGISTRY__?: Promise<RemoteRegistry>;
  }
}

/**
 * Runs inline in the page's head, before any of the shell's code has loaded (ARCHITECTURE performance
 * notes: "preload the current route's remote early"). It starts the registry request, then reads the
 * manifest of the remote this path needs (the version the shell's loader will take: the active one,
 * unless this shell's `shared` cannot serve it, `servableVersions`) and preloads that remote's entry
 * and the chunks of the exposed module, so they download while the shell's own chunks do instead of
 * after them.
 * Serialised with `toString()`: it must not reach anything outside its own body and its arguments;
 * the page's data URL and image come from the same contract functions the pages use, passed in
 * serialised too (their defaults are for tests, which run it unserialised), and so does the address of
 * a manifest's files, which the runtime reads with the same function (manifestPlugin.ts).
 */
export function preloadRoute(
  routes: PreloadRoute[],
  fallback: PreloadRoute,
  urlOf: typeof pageDataUrl = pageDataUrl,
  imageOf: typeof largestImageOf = largestImageOf,
  fileOf: typeof manifestFileUrl = manifestFileUrl,
  versionsOf: typeof servableVersions = servableVersions,
  sharedVersion = '',
): void {
  const path = window.location.pathname;
  const route = routes.find((r) => new RegExp(r.pattern, 'i').test(path)) ?? fallback;
  // The first paint's CSS draws the home page's hero from this (firstPaint.ts).
  document.documentElement.setAttribute('data-first-route', `${route.remote}/${route.module}`);
  const hint = (href: string, as: string, cors: boolean, priority?: 'high' | 'low') => {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = as;
    link.href = href;
    if (cors) link.setAttribute('crossorigin', 'anonymous');
    if (priority) link.setAttribute('fetchpriority', priority);
    document.head.appendChild(link);
  };
  // The route's manifest and content, asked for here and handed once to whoever asks next: the
  // runtime (manifestPlugin) and the page (`requestPageData`); this script reads copies.
  const requests = new Map<string, Promise<Response>>();
  const early = (url: string, init?: RequestInit) => {
    const response = fetch(url, init);
    requests.set(new URL(url, window.location.href).href, response);
    return response;
  };
  window.__MAKAO_EARLY__ = {
    take(url) {
      const key = new URL(url, window.location.href).href;
      const response = requests.get(key);
      requests.delete(key);
      return response;
    },
  };
  const registry = fetch('/remotes.json').then((response) => {
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.json() as Promise<RemoteRegistry>;
  });
  window.__MAKAO_REGISTRY__ = registry;
  registry
    .then((reg) => {
      // The page's data, beside its code.
      const data = route.data;
      if (data && !window.location.search) {
        const captures = path.match(new RegExp(route.pattern, 'i')) ?? [];
        const base = data.from === 'blog' ? (reg.blogBaseUrl ?? reg.apiBaseUrl) : reg.apiBaseUrl;
        let url: string | null;
        try {
          // The router hands the page its parameters decoded; the page encodes them (pageDataUrl).
          const params: Record<string, string> = {};
          for (const [i, name] of (route.params ?? []).entries())
            params[name] = decodeURIComponent(captures[i + 1] ?? '');
          url = urlOf(data, base, params);
        } catch {
          url = null; // a malformed address: the page says so itself; nothing to preload
        }
        if (url) {
          const response = early(url, { headers: { Accept: 'application/json' } });
          response
            .then((answer) => (answer.ok ? answer.clone().json() : null))
            .then((body: unknown) => {
              const image = imageOf(data, body);
              if (image) hint(new URL(image, `${base.replace(/\/$/, '')}/`).href, 'image', false, 'high');
            })
            .catch(() => undefined);
        }
      }
      const remote = reg.remotes[route.remote as keyof RemoteRegistry['remotes']];
      const [served] = versionsOf(remote, sharedVersion);
      if (!served) return;
      const manifestUrl = new URL(served.entry, window.location.href);
      return early(manifestUrl.href)
        .then((response) => {
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          return response.clone().json();
        })
        .then((manifest: RemoteManifest) => {
          const file = (name?: string) => fileOf(manifest, manifestUrl.href, name);
          // Low, as the shell's own scripts (startupChunks.ts): no script is needed for the first paint.
          hint(file(), 'script', false, 'low');
          const exposed = manifest.exposes.find((e) => e.name === route.module);
          for (const js of exposed?.assets.js.sync ?? []) hint(file(js), 'script', false, 'low');
          for (const css of exposed?.assets.css.sync ?? []) hint(file(css), 'style', false);
        });
    })
    // Only a hint: the bootstrap reports a missing registry, the loader a missing remote.
    .catch(() => undefined);
}

/**
 * A route path (`/property/:id`, `/hosting/*`) as the anchored, slash-tolerant pattern `matchPath`
 * would accept (a trailing `/*` takes the path itself and anything below it).
 */
export function patternOf(path: string): string {
  if (path.endsWith('/*')) return patternOf(path.slice(0, -2)).replace(/\/\?\$$/, '(?:/.*)?$');
  const escaped = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '([^/]+)' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return `^${escaped === '/' ? '' : escaped}/?$`;
}

/** What the head script knows of a route row. */
export const preloadOf = (row: RouteRow): PreloadRoute => {
  const remote = remoteOf(row.id);
  const route: PreloadRoute = { pattern: patternOf(row.path), remote, module: row.id.slice(remote.length + 1) };
  if (!row.data) return route;
  const params = row.path.split('/').flatMap((segment) => (segment.startsWith(':') ? [segment.slice(1)] : []));
  return { ...route, data: row.data, params };
};

/** The inline script for the page's head (the shell's build adds it to index.html). */
export function routePreloadScript(routes: readonly RouteRow[], fallback: RouteRow, sharedVersion: string): string {
  const args = [
    JSON.stringify(routes.map(preloadOf)),
    JSON.stringify(preloadOf(fallback)),
    pageDataUrl,
    largestImageOf,
    manifestFileUrl,
    servableVersions,
    JSON.stringify(sharedVersion),
  ];
  return `(${preloadRoute.toString()})(${args.map(String).join(',')});`;
}
