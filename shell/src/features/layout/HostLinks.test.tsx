import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAtomValue } from 'jotai';
import { Navigate, Route, Routes } from 'react-router-dom';
import { hostSessionAtom, type HostSession } from 'shared/hosts';
import {
  createFetchDouble,
  jsonResponse,
  renderWithSite,
  storeWithSession,
  testSession,
  type FetchDouble,
} from 'test-utils';
import { HostLinks } from './HostLinks';

const session: HostSession = testSession();
const storeWith = storeWithSession;

let api: FetchDouble;
beforeEach(() => {
  api = createFetchDouble();
});
afterEach(() => api.restore());

const guest = <a href="/become-host">List Your Property</a>;

describe("the top bar's host links", () => {
  it('shows a guest what a guest sees (the API answers 401)', async () => {
    api.on('GET', '/api/hosts/session', () => jsonResponse(200, { data: null }));
    const { store } = renderWithSite(<HostLinks place="bar" guest={guest} />);
    await waitFor(() => expect(store.get(hostSessionAtom)).toBeNull());
    expect(screen.getByRole('link', { name: 'List Your Property' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Hosting/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  it.each(['bar', 'drawer'] as const)(
    'shows a signed-in host Hosting and Sign out instead, in the %s',
    async (place) => {
      api.on('GET', '/api/hosts/session', () => jsonResponse(200, { data: session }));
      renderWithSite(<HostLinks place={place} guest={guest} />);
      expect(await screen.findByRole('link', { name: 'Hosting: signed in as Amina Wanjiru' })).toHaveAttribute(
        'href',
        '/hosting',
      );
      expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'List Your Property' })).not.toBeInTheDocument();
    },
  );

  it('asks the API once for the bar and the menu together, and not at all when the session is known', async () => {
    api.on('GET', '/api/hosts/session', () => jsonResponse(200, { data: session }));
    renderWithSite(
      <>
        <HostLinks place="bar" guest={guest} />
        <HostLinks place="drawer" guest={guest} />
      </>,
    );
    expect(await screen.findAllByRole('link', { name: /^Hosting/ })).toHaveLength(2);
    expect(api.calls).toHaveLength(1);
    renderWithSite(<HostLinks place="bar" guest={guest} />, { store: storeWith(session) });
    expect(api.calls).toHaveLength(1);
  });

  it('follows the shared session: a sign-in in the host area shows here at once', async () => {
    const { store } = renderWithSite(<HostLinks place="bar" guest={guest} />, { store: storeWith(null) });
    expect(screen.getByRole('link', { name: 'List Your Property' })).toBeInTheDocument();
    act(() => store.set(hostSessionAtom, session));
    expect(await screen.findByRole('link', { name: /^Hosting/ })).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('signs out: ends the session on the API, shows what a guest sees and goes home', async () => {
    api.on('POST', '/api/hosts/logout', () => jsonResponse(204, null));
    const view = renderWithSite(<HostLinks place="bar" guest={guest} />, {
      route: '/hosting/profile',
      store: storeWith(session),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('link', { name: 'List Your Property' })).toBeInTheDocument();
    expect(view.store.get(hostSessionAtom)).toBeNull();
    await waitFor(() => expect(view.location().pathname).toBe('/'));
    expect(api.calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual(['POST /api/hosts/logout']);
  });

  it('goes home from a host page, not to its sign-in page', async () => {
    api.on('POST', '/api/hosts/logout', () => jsonResponse(204, null));
    // Stands in for the host area: a host page sends whoever has no session to sign in.
    function HostPage() {
      return useAtomValue(hostSessionAtom) ? <p>Host page</p> : <Navigate to="/hosting/login" replace />;
    }
    const view = renderWithSite(
      <>
        <HostLinks place="bar" guest={guest} />
        <Routes>
          <Route path="/hosting/*" element={<HostPage />} />
          <Route path="*" element={<p>Home page</p>} />
        </Routes>
      </>,
      { route: '/hosting/profile', store: storeWith(session) },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(view.location().pathname).toBe('/');
  });

  it('signs out here even when the API cannot be reached', async () => {
    api.on('POST', '/api/hosts/logout', () => Promise.reject(new TypeError('Failed to fetch')));
    const view = renderWithSite(<HostLinks place="drawer" guest={guest} />, { store: storeWith(session) });
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('link', { name: 'List Your Property' })).toBeInTheDocument();
    expect(view.store.get(hostSessionAtom)).toBeNull();
  });
});
