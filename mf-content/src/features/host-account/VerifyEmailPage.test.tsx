import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hostMessages, hostSessionAtom, type HostSession } from 'shared/hosts';
import {
  createFetchDouble,
  type FetchDouble,
  jsonResponse,
  renderWithSite,
  storeWithSession,
  testSession,
} from 'test-utils';
import { VerifyEmailPage } from './VerifyEmailPage';

let api: FetchDouble;
beforeEach(() => {
  api = createFetchDouble();
});
afterEach(() => api.restore());

const at = (route: string, session: HostSession | null) =>
  renderWithSite(<VerifyEmailPage />, { route, store: storeWithSession(session) });

describe('email verification link', () => {
  it('verifies the token once on arrival, signs the host in and leads to the dashboard', async () => {
    const session = testSession({ emailVerified: true });
    api.on('POST', '/api/hosts/verify-email', () => jsonResponse(200, { data: session }));
    const view = at('/hosting/verify-email?token=abc', null);
    expect(await screen.findByRole('heading', { name: 'Your email is verified' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Thank you. You are signed in and can now publish your listings.',
    );
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/hosting');
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.body).toEqual({ token: 'abc' });
    expect(view.store.get(hostSessionAtom)).toEqual(session);
  });

  it('says the link is no good and offers a new one to a signed-in host', async () => {
    api
      .on('POST', '/api/hosts/verify-email', () => jsonResponse(400, { error: hostMessages.tokenInvalid }))
      .on('POST', '/api/hosts/resend-verification', () => jsonResponse(202, { data: {} }));
    at('/hosting/verify-email?token=old', testSession({ emailVerified: false }));
    expect(await screen.findByRole('alert')).toHaveTextContent(hostMessages.tokenInvalid);
    await userEvent.click(screen.getByRole('button', { name: 'Resend link' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('We sent a new link to amina@example.co.ke.'),
    );
  });

  it('asks a signed-out visitor to sign in for a new link', async () => {
    api.on('POST', '/api/hosts/verify-email', () => jsonResponse(400, { error: hostMessages.tokenInvalid }));
    at('/hosting/verify-email?token=old', null);
    expect(await screen.findByRole('alert')).toHaveTextContent(hostMessages.tokenInvalid);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/hosting/login');
  });

  it('asks nothing of the API without a token', () => {
    at('/hosting/verify-email', null);
    expect(screen.getByRole('alert')).toHaveTextContent(hostMessages.tokenInvalid);
    expect(api.calls).toEqual([]);
  });
});
