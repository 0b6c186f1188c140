import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hostSessionAtom, type HostSession } from 'shared/hosts';
import {
  createFetchDouble,
  type FetchDouble,
  jsonResponse,
  renderWithSite,
  storeWithSession,
  testSession,
} from 'test-utils';
import HostingArea from './HostingArea';

let api: FetchDouble;
beforeEach(() => {
  api = createFetchDouble()
    .on('GET', '/api/hosts/listings', () => jsonResponse(200, { data: [] }))
    .on('GET', '/api/hosts/profile', () => jsonResponse(200, { data: testSession().host }));
});
afterEach(() => api.restore());

/** Booking's inbox and calendar, which the dashboard loads from the booking remote. */
const remotes = {
  'booking/HostInbox': () => <p>Booking inbox</p>,
  'booking/HostCalendar': () => <p>Booking calendar</p>,
};

/** The host area where the shell mounts it (`/hosting/*`), with the session the API would answer. */
function at(route: string, session: HostSession | null) {
  api.on('GET', '/api/hosts/session', () => jsonResponse(200, { data: session ?? null }));
  return renderWithSite(<HostingArea />, { route, path: '/hosting/*', remotes });
}

describe('the host area (content/HostingArea)', () => {
  it('asks the API who is signed in and keeps the answer in hostSessionAtom', async () => {
    const session = testSession();
    const view = at('/hosting', session);
    expect(await screen.findByRole('heading', { level: 1, name: 'Karibu, Amina' })).toBeInTheDocument();
    expect(view.store.get(hostSessionAtom)).toEqual(session);
  });

  it('does not ask again when the session is already known', async () => {
    renderWithSite(<HostingArea />, {
      route: '/hosting',
      path: '/hosting/*',
      remotes,
      store: storeWithSession(testSession()),
    });
    await screen.findByRole('heading', { level: 1, name: 'Karibu, Amina' });
    expect(api.calls.map((call) => call.url.pathname)).not.toContain('/api/hosts/session');
  });

  it.each(['/hosting', '/hosting/profile', '/hosting/listings', '/hosting/listings/new', '/hosting/listings/l1'])(
    'sends a signed-out visitor from %s to sign in, with where they were going',
    async (path) => {
      const view = at(path, null);
      expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to host' })).toBeInTheDocument();
      expect(view.location().pathname).toBe('/hosting/login');
      const next = new URLSearchParams(view.location().search).get('next');
      expect(next ?? '/hosting').toBe(path);
    },
  );

  it('brings the host back where they were going once signed in', async () => {
    const view = at('/hosting/profile', null);
    api.on('POST', '/api/hosts/login', () => jsonResponse(200, { data: testSession() }));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email address'), 'amina@example.co.ke');
    await user.type(screen.getByLabelText('Password'), 'mangoes by the sea');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your host profile' })).toBeInTheDocument();
    expect(view.location().pathname).toBe('/hosting/profile');
  });

  it('sends the CSRF token of the session it signed in with on the next change', async () => {
    at('/hosting/login', null);
    api
      .on('POST', '/api/hosts/login', () => jsonResponse(200, { data: testSession({ emailVerified: false }) }))
      .on('POST', '/api/hosts/resend-verification', () => jsonResponse(202, { data: {} }));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email address'), 'amina@example.co.ke');
    await user.type(screen.getByLabelText('Password'), 'mangoes by the sea');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.click(await screen.findByRole('button', { name: 'Resend link' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.url.pathname === '/api/hosts/resend-verification')?.headers).toMatchObject({
        'x-csrf-token': 'csrf-1',
      }),
    );
  });

  it.each(['/hosting/login', '/hosting/signup'])('sends a signed-in host from %s to the dashboard', async (path) => {
    const view = at(path, testSession());
    expect(await screen.findByRole('heading', { level: 1, name: 'Karibu, Amina' })).toBeInTheDocument();
    expect(view.location().pathname).toBe('/hosting');
  });

  it.each([
    ['/hosting/signup', 'Become a Makao host'],
    ['/hosting/reset-password', 'Reset your password'],
    ['/hosting/reset-password?token=t1', 'Choose a new password'],
  ])('shows %s to a signed-out visitor', async (path, heading) => {
    at(path, null);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('verifies an email link for a signed-out visitor too', async () => {
    api.on('POST', '/api/hosts/verify-email', () => jsonResponse(200, { data: testSession().host }));
    at('/hosting/verify-email?token=abc', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your email is verified' })).toBeInTheDocument();
  });

  it('shows the listings table on the dashboard and on its own page', async () => {
    at('/hosting/listings', testSession());
    expect(await screen.findByRole('heading', { level: 1, name: 'Listings' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Your listings' })).toBeInTheDocument();
  });

  it('says so, with Retry, when it could not ask who is signed in', async () => {
    let down = true;
    api.on('GET', '/api/hosts/session', () =>
      down ? jsonResponse(503, { error: 'Something went wrong' }) : jsonResponse(200, { data: testSession() }),
    );
    renderWithSite(<HostingArea />, { route: '/hosting', path: '/hosting/*', remotes });
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't check whether you are signed in.");
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Karibu, Amina' })).toBeInTheDocument();
  });
});
