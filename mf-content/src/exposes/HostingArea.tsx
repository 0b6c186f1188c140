import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation, useParams, useSearchParams } from 'react-router-dom';
import type { ExposedModules } from 'contracts';
import { fetchHostSession, hostingPaths, type HostAccount } from 'shared/hosts';
import { RemoteSkeleton, RetryButton } from 'shared/ui';
import { hostAreaMessages } from '../lib/hosting/hostFailure';
import { HostingPage } from '../lib/hosting/HostingPage';
import { nextPathFrom, signInPathFor } from '../lib/hosting/nextPath';
import { useHostSession } from '../lib/hosting/useHostSession';

/** `React.lazy` wants a default export; the pages use named ones. Each page is its own chunk. */
function lazyNamed<P>(load: () => Promise<ComponentType<P>>) {
  return lazy(() => load().then((component) => ({ default: component })));
}

const SignUpPage = lazyNamed(() => import('../features/host-account/SignUpPage').then((m) => m.SignUpPage));
const SignInPage = lazyNamed(() => import('../features/host-account/SignInPage').then((m) => m.SignInPage));
const ResetPasswordPage = lazyNamed(() =>
  import('../features/host-account/ResetPasswordPage').then((m) => m.ResetPasswordPage),
);
const VerifyEmailPage = lazyNamed(() =>
  import('../features/host-account/VerifyEmailPage').then((m) => m.VerifyEmailPage),
);
const DashboardPage = lazyNamed(() => import('../features/host-dashboard/DashboardPage').then((m) => m.DashboardPage));
const ProfilePage = lazyNamed(() => import('../features/host-profile/ProfilePage').then((m) => m.ProfilePage));
const IdentityPage = lazyNamed(() => import('../features/host-identity/IdentityPage').then((m) => m.IdentityPage));
const HostListings = lazyNamed(() => import('../features/host-listings').then((m) => m.HostListings));
const ListingJourney = lazyNamed(() => import('../features/listing-journey').then((m) => m.ListingJourney));

/** The host area's paths below `/hosting/` (the shell routes `/hosting/*` here). */
const below = (path: string) => path.slice(hostingPaths.dashboard.length + 1);

/**
 * `content/HostingArea`: the host area's own routes under `/hosting/*` (ARCHITECTURE "Two sides of a
 * booking": content owns it). It asks the API who is signed in (`hostSessionAtom`, which the shell's
 * top bar reads too) before it shows any page: a signed-out visit to a host page goes to sign in and
 * comes back after; a signed-in visit to sign-up or sign-in goes to the dashboard.
 */
function HostingArea() {
  const loaded = useSessionLoad();
  if (loaded !== true) return loaded;
  return (
    <Suspense fallback={<RemoteSkeleton />}>
      <Routes>
        <Route
          index
          element={<HostOnly>{(host) => <DashboardPage host={host} listings={<HostListings />} />}</HostOnly>}
        />
        <Route
          path={below(hostingPaths.signup)}
          element={
            <SignedOutOnly>
              <SignUpPage />
            </SignedOutOnly>
          }
        />
        <Route
          path={below(hostingPaths.login)}
          element={
            <SignedOutOnly>
              <SignInPage />
            </SignedOutOnly>
          }
        />
        <Route path={below(hostingPaths.resetPassword)} element={<ResetPasswordPage />} />
        <Route path={below(hostingPaths.verifyEmail)} element={<VerifyEmailPage />} />
        <Route path={below(hostingPaths.listings)} element={<HostOnly>{() => <ListingsPage />}</HostOnly>} />
        <Route path={below(hostingPaths.newListing)} element={<HostOnly>{() => <ListingJourney />}</HostOnly>} />
        <Route
          path={`${below(hostingPaths.listings)}/:id`}
          element={<HostOnly>{() => <EditListingPage />}</HostOnly>}
        />
        <Route
          path={below(hostingPaths.profile)}
          element={<HostOnly>{(host) => <ProfilePage host={host} />}</HostOnly>}
        />
        <Route path={below(hostingPaths.identity)} element={<HostOnly>{() => <IdentityPage />}</HostOnly>} />
        <Route path="*" element={<HostOnly>{() => <Navigate to={hostingPaths.dashboard} replace />}</HostOnly>} />
      </Routes>
    </Suspense>
  );
}

/**
 * Asks the API for the session unless someone (the shell, an earlier visit) already has: the
 * skeleton until then, a Retry when the API could not be asked; `true` once the answer is known.
 */
function useSessionLoad(): true | ReactNode {
  const { session, begin } = useHostSession();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (session !== undefined) return;
    const controller = new AbortController();
    setFailed(false);
    fetchHostSession(controller.signal).then(
      (answer) => begin(answer),
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    return () => controller.abort();
  }, [session, attempt, begin]);
  if (session !== undefined) return true;
  if (!failed) return <RemoteSkeleton />;
  return (
    <HostingPage title="Hosting">
      <p role="alert">{hostAreaMessages.sessionLoadFailed}</p>
      <p>
        <RetryButton type="button" onClick={() => setAttempt((n) => n + 1)}>
          Retry
        </RetryButton>
      </p>
    </HostingPage>
  );
}

/** A page for a signed-in host; anyone else signs in first and comes back here. */
function HostOnly({ children }: { children: (host: HostAccount) => ReactNode }) {
  const { session } = useHostSession();
  const { pathname, search } = useLocation();
  if (!session) return <Navigate to={signInPathFor(`${pathname}${search}`)} replace />;
  return children(session.host);
}

/** Sign-up and sign-in: a host who is signed in already goes where they were headed, or the dashboard. */
function SignedOutOnly({ children }: { children: ReactNode }) {
  const { session } = useHostSession();
  const [search] = useSearchParams();
  if (session) return <Navigate to={nextPathFrom(search)} replace />;
  return children;
}

/** `/hosting/listings`: the listings table on a page of its own. */
function ListingsPage() {
  return (
    <HostingPage title="Listings" lead="Publish, pause or edit what guests can book." width="wide">
      <HostListings />
    </HostingPage>
  );
}

/** `/hosting/listings/:id`: the journey, editing that listing. */
function EditListingPage() {
  const { id } = useParams();
  return <ListingJourney listingId={id} />;
}

export default HostingArea satisfies ComponentType<ExposedModules['content/HostingArea']>;
