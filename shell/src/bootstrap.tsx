import { configureRuntime } from 'shared/config';
import type { RemoteRegistry } from './app/releaseRegistry';
import { registerRemoteEntries } from 'shared/remote-registration';
import { App } from './app/App';
import { createFederationLoader, registrationsOf } from './app/federationLoader';
import { renderApp } from './app/renderApp';

declare const process: { env: { SHARED_VERSION: string } };
/** The version of `shared` this build provides, set by the build (rsbuild.config.ts). */
const sharedVersion = process.env.SHARED_VERSION;

/**
 * Rule 2: no remote URL is in this build. The registry is read at start, the remotes registered,
 * and only then the app renders. Without a registry the shell still renders its navigation and
 * footer, and every remote spot shows its fallback.
 */
async function loadRegistry(): Promise<RemoteRegistry | null> {
  try {
    // Started by the route preload in the page's head (routePreload.ts); asked here only without it.
    if (window.__MAKAO_REGISTRY__) return await window.__MAKAO_REGISTRY__;
    const response = await fetch('/remotes.json');
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return (await response.json()) as RemoteRegistry;
  } catch (error) {
    console.error('[shell] could not read /remotes.json', error);
    return null;
  }
}

async function start() {
  const registry = await loadRegistry();
  if (registry) {
    configureRuntime({ apiBaseUrl: registry.apiBaseUrl, blogBaseUrl: registry.blogBaseUrl ?? registry.apiBaseUrl });
    registerRemoteEntries(registrationsOf(registry, sharedVersion));
  }
  const loader = createFederationLoader(registry, sharedVersion);
  renderApp(<App loader={loader} />);
}

void start();
