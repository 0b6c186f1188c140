import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hostMessages, hostSessionAtom } from 'shared/hosts';
import {
  createFetchDouble,
  type FetchDouble,
  jsonResponse,
  renderWithSite,
  storeWithSession,
  testSession,
  tooManyRequests,
} from 'test-utils';
import { SignInPage } from './SignInPage';

let api: FetchDouble;
beforeEach(() => {
  api = createFetchDouble();
});
afterEach(() => api.restore());

const email = () => screen.getByLabelText('Email address');
const password = () => screen.getByLabelText('Password');
const submit = () => screen.getByRole('button', { name: /Sign in|Signing in/ });

function setup(route = '/hosting/login') {
  const user = userEvent.setup();
  const view = renderWithSite(<SignInPage />, { route, store: storeWithSession(null) });
  return { user, view };
}

async function signIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(email(), 'amina@example.co.ke');
  await user.type(password(), 'mangoes by the sea');
  await user.click(submit());
}

describe('host sign-in', () => {
  it('fills in with the saved email and current password', () => {
    setup();
    expect(email()).toHaveAttribute('autocomplete', 'email');
    expect(password()).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/hosting/reset-password',
    );
  });

  it('says under each blank field that it is required and focuses the first', async () => {
    const { user } = setup();
    await user.click(submit());
    expect(email()).toHaveAccessibleDescription('Email address is required');
    expect(password()).toHaveAccessibleDescription('Password is required');
    expect(email()).toHaveFocus();
    expect(api.calls).toEqual([]);
  });

  it("says the API's words when the email or password is wrong (401), and keeps what was typed", async () => {
    api.on('POST', '/api/hosts/login', () => jsonResponse(401, { error: hostMessages.loginFailed }));
    const { user } = setup();
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Email or password is incorrect');
    expect(email()).toHaveValue('amina@example.co.ke');
    expect(submit()).toBeEnabled();
  });

  it('says how long to wait after too many attempts (429 Retry-After)', async () => {
    api.on('POST', '/api/hosts/login', () => tooManyRequests(30));
    const { user } = setup();
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 30 seconds.');
  });

  it('disables the button while signing in', async () => {
    api.on('POST', '/api/hosts/login', () => new Promise<Response>(() => undefined));
    const { user } = setup();
    await signIn(user);
    expect(screen.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
  });

  it('signs the host in and goes back where they were going (?next=)', async () => {
    const session = testSession();
    api.on('POST', '/api/hosts/login', () => jsonResponse(200, { data: session }));
    const { user, view } = setup('/hosting/login?next=%2Fhosting%2Flistings%2Fl1%3Fstep%3Dphotos');
    await signIn(user);
    await waitFor(() =>
      expect(view.location()).toMatchObject({ pathname: '/hosting/listings/l1', search: '?step=photos' }),
    );
    expect(view.store.get(hostSessionAtom)).toEqual(session);
    expect(api.calls[0]?.body).toEqual({ email: 'amina@example.co.ke', password: 'mangoes by the sea' });
  });

  it('goes to the dashboard when next points outside the host area', async () => {
    api.on('POST', '/api/hosts/login', () => jsonResponse(200, { data: testSession() }));
    const { user, view } = setup('/hosting/login?next=https%3A%2F%2Fevil.example%2Fhosting');
    await signIn(user);
    await waitFor(() => expect(view.location()).toMatchObject({ pathname: '/hosting', search: '' }));
  });
});
