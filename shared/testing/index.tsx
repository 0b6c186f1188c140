/**
 * Test helpers for every app (never imported by production code): one render helper that mounts the
 * same providers as the shell, and a fetch double that fakes HTTP at the network edge.
 */
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { configureRuntime } from 'shared/config';
import type { ExposedModuleId, ExposedModules } from 'contracts';
import { createSiteQueryClient, createSiteStore } from 'shared/state';
import { RemoteLoaderProvider, SiteProviders, ToastViewport, type RemoteLoader } from 'shared/ui';
import type { ComponentType } from 'react';
import { TEST_API } from './fetchDouble';

export {
  createFetchDouble,
  drippingResponse,
  jsonResponse,
  neverAnswered,
  stalledResponse,
  TEST_API,
  textResponse,
} from './fetchDouble';
export type { FetchDouble, FetchHandler } from './fetchDouble';
export { FakeUpload, installFakeUploads } from './fakeUpload';
export { storeWithSession, testHost, testSession, tooManyRequests } from './hostSession';
export { describeRemoteContract, importersOf, largestImageShown, loadedBy, moduleIdsLoadedIn } from './remoteContract';
export type { ExposedModuleCase } from './remoteContract';

/**
 * Stands in for the page head's requests (shell/src/app/routePreload.ts): `requests` by absolute URL,
 * each handed out once, as `window.__MAKAO_EARLY__`.
 */
export function setEarlyRequests(requests: Record<string, Promise<Response>>): void {
  window.__MAKAO_EARLY__ = {
    take(url) {
      const response = requests[url];
      delete requests[url];
      return response;
    },
  };
}

/** Removes the page head's requests a test left (`window.__MAKAO_EARLY__`), for the next test to start without. */
export function clearEarlyRequests(): void {
  delete window.__MAKAO_EARLY__;
}

export interface RenderOptions {
  /** The URL the page starts at. */
  route?: string;
  /** Navigation state for the first entry (SPEC §2 passes booking and property this way). */
  state?: unknown;
  /** A route pattern when the page reads params (e.g. `/property/:id`). */
  path?: string;
  /** Modules other remotes would provide, by id. Missing ones fail to load. */
  remotes?: Partial<{ [K in ExposedModuleId]: ComponentType<ExposedModules[K]> }>;
  store?: ReturnType<typeof createSiteStore>;
}

export interface SiteRenderResult extends RenderResult {
  store: ReturnType<typeof createSiteStore>;
  /** The current location, as the router sees it. */
  location: () => { pathname: string; search: string; state: unknown };
}

/** A loader that serves the given components, standing in for the shell's federation loader. */
export function fakeRemoteLoader(remotes: RenderOptions['remotes'] = {}): RemoteLoader {
  return {
    async load(id) {
      const component = (remotes as Record<string, ComponentType<never>>)[id];
      if (!component) throw new Error(`remote module ${id} is not available`);
      return { default: component } as never;
    },
    reset() {},
  };
}

/** Render a page or widget inside the shell's providers, router and toast viewport. */
export function renderWithSite(ui: ReactElement, options: RenderOptions = {}): SiteRenderResult {
  configureRuntime({ apiBaseUrl: TEST_API, blogBaseUrl: TEST_API });
  const store = options.store ?? createSiteStore();
  const queryClient = createSiteQueryClient();
  // Same defaults as the site, without the retry (a failing test should fail at once).
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  const current = { pathname: '', search: '', state: undefined as unknown };
  function LocationProbe() {
    const location = useLocation();
    Object.assign(current, { pathname: location.pathname, search: location.search, state: location.state });
    return null;
  }
  const page: ReactNode = options.path ? (
    <Routes>
      <Route path={options.path} element={ui} />
      <Route path="*" element={null} />
    </Routes>
  ) : (
    ui
  );
  const result = render(
    <SiteProviders store={store} queryClient={queryClient}>
      <RemoteLoaderProvider loader={fakeRemoteLoader(options.remotes)}>
        <MemoryRouter initialEntries={[{ ...parseRoute(options.route ?? '/'), state: options.state }]}>
          {page}
          <LocationProbe />
        </MemoryRouter>
        <ToastViewport />
      </RemoteLoaderProvider>
    </SiteProviders>,
  );
  return { ...result, store, location: () => ({ ...current }) };
}

function parseRoute(route: string): { pathname: string; search: string } {
  const [pathname = '/', search = ''] = route.split('?');
  return { pathname, search: search ? `?${search}` : '' };
}
