import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { ExposedModules } from 'contracts';
import { opsPaths } from 'contracts/ops';
import { RemoteSkeleton, RetryButton } from 'shared/ui';
import { hostAreaMessages } from '../lib/hosting/hostFailure';
import { HostingPage } from '../lib/hosting/HostingPage';
import { useOpsSession } from '../lib/ops/opsClient';

/** `React.lazy` wants a default export; the pages use named ones. Each page is its own chunk. */
function lazyNamed<P>(load: () => Promise<ComponentType<P>>) {
  return lazy(() => load().then((component) => ({ default: component })));
}

const OpsSignInPage = lazyNamed(() => import('../features/ops/OpsSignInPage').then((m) => m.OpsSignInPage));
const OpsSetupPage = lazyNamed(() => import('../features/ops/OpsSetupPage').then((m) => m.OpsSetupPage));
const OpsHome = lazyNamed(() => import('../features/ops/OpsHome').then((m) => m.OpsHome));

const below = (path: string) => path.slice(opsPaths.home.length + 1);

/**
 * `content/OpsConsole`: the operations console's routes under `/ops/*` (content owns it, as it owns
 * the host area). It asks the API who is signed in first: an operator past the authenticator's code
 * sees the console; anyone else signs in (the password, then the code), or sets up through their link.
 */
function OpsConsole() {
  const session = useOpsSession();
  if (session.isPending) return <RemoteSkeleton />;
  if (session.isError)
    return (
      <HostingPage title="Operations">
        <p role="alert">{hostAreaMessages.sessionLoadFailed}</p>
        <p>
          <RetryButton type="button" onClick={() => void session.refetch()}>
            Retry
          </RetryButton>
        </p>
      </HostingPage>
    );
  const current = session.data;
  const signedIn = current?.secondFactor === true;
  return (
    <Suspense fallback={<RemoteSkeleton />}>
      <Routes>
        <Route index element={signedIn ? <OpsHome session={current} /> : <Navigate to={opsPaths.signIn} replace />} />
        <Route
          path={below(opsPaths.signIn)}
          element={signedIn ? <Navigate to={opsPaths.home} replace /> : <OpsSignInPage session={current} />}
        />
        <Route path={below(opsPaths.setup)} element={<OpsSetupPage />} />
        <Route path="*" element={<Navigate to={opsPaths.home} replace />} />
      </Routes>
    </Suspense>
  );
}

export default OpsConsole satisfies ComponentType<ExposedModules['content/OpsConsole']>;
