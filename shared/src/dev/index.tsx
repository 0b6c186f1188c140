/**
 * The standalone dev page of a remote: its exposed modules inside the very providers the shell
 * mounts (SiteProviders, one BrowserRouter, the toast viewport), so a team works without the others.
 * Its own modules load from source; other remotes' modules load from their dev servers when running.
 */
import { useState, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { loadRemote } from '@module-federation/enhanced/runtime';
import styled from 'styled-components';
import { configureRuntime } from 'shared/config';
import { remoteNames, type ExposedModule, type ExposedModuleId, type RemoteName } from 'contracts';
import { registerRemoteEntries, replaceRemoteEntry } from 'shared/remote-registration';
import { createSiteQueryClient, createSiteStore } from 'shared/state';
import { RemoteLoaderProvider, SiteProviders, ToastViewport, type RemoteLoader } from 'shared/ui';

declare const process: { env: { DEV_API_URL: string; DEV_REMOTE_PORTS: Record<string, number> } };

export interface DevPageOptions {
  remote: RemoteName;
  /** This remote's own modules, imported from source. */
  modules: Partial<Record<ExposedModuleId, () => Promise<unknown>>>;
  routes: Array<{ path: string; element: ReactElement; label?: string }>;
}

export function mountDevPage({ remote, modules, routes }: DevPageOptions) {
  configureRuntime({ apiBaseUrl: process.env.DEV_API_URL, blogBaseUrl: process.env.DEV_API_URL });
  const others = remoteNames.filter((name) => name !== remote);
  const devEntry = (name: RemoteName) => ({
    name,
    entry: `http://localhost:${process.env.DEV_REMOTE_PORTS[name]}/mf-manifest.json`,
  });
  registerRemoteEntries(others.map(devEntry));
  const loader: RemoteLoader = {
    async load<K extends ExposedModuleId>(id: K) {
      const local = modules[id];
      const module = local ? await local() : await loadRemote(id);
      if (!module) throw new Error(`${id} is not available`);
      return module as ExposedModule<K>;
    },
    reset(name) {
      if (name !== remote) replaceRemoteEntry(devEntry(name));
    },
  };

  function DevPage() {
    const [store] = useState(createSiteStore);
    const [queryClient] = useState(createSiteQueryClient);
    return (
      <SiteProviders store={store} queryClient={queryClient}>
        <RemoteLoaderProvider loader={loader}>
          <BrowserRouter>
            <DevBar aria-label={`${remote} standalone pages`}>
              <strong>{remote} · standalone</strong>
              {routes
                .filter((r) => r.label)
                .map((r) => (
                  <Link key={r.path} to={r.path}>
                    {r.label}
                  </Link>
                ))}
            </DevBar>
            <Routes>
              {routes.map((r) => (
                <Route key={r.path} path={r.path} element={r.element} />
              ))}
            </Routes>
          </BrowserRouter>
          <ToastViewport />
        </RemoteLoaderProvider>
      </SiteProviders>
    );
  }

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  createRoot(container).render(<DevPage />);
}

const DevBar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  a {
    color: inherit;
  }
`;
