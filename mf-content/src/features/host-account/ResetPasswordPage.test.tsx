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
} from 'test-utils';
import { ResetPasswordPage } from './ResetPasswordPage';

let api: FetchDouble;
beforeEach(() => {
  api = createFetchDouble();
});
afterEach(() => api.restore());

function setup(route: string, session = testSession()) {
  const user = userEvent.setup();
  const view = renderWithSite(<ResetPasswordPage />, { route, store: storeWithSession(session) });
  return { user, view };
}

describe('password reset: asking for a link', () => {
  it('says an email that is not an address is not valid', async () => {
    const { user } = setup('/hosting/reset-password');
    await user.type(screen.getByLabelText('Email address'), 'amina');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByLabelText('Email address')).toHaveFocus();
    expect(api.calls).toEqual([]);
  });

  it('says the same thing whatever the address (202), so it tells nobody who has an account', async () => {
    api.on('POST', '/api/hosts/password-reset', () => jsonResponse(202, { data: { message: hostMessages.resetSent } }));
    const { user } = setup('/hosting/reset-password');
    await user.type(screen.getByLabelText('Email address'), 'amina@example.co.ke');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(hostMessages.resetSent);
    expect(api.calls[0]?.body).toEqual({ email: 'amina@example.co.ke' });
  });
});

describe('password reset: the new password (?token=)', () => {
  it('asks for a new password of at least 10 characters', async () => {
    const { user } = setup('/hosting/reset-password?token=t1');
    const field = screen.getByLabelText('New password');
    expect(field).toHaveAttribute('autocomplete', 'new-password');
    await user.type(field, 'short');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining(hostMessages.passwordTooShort));
    expect(api.calls).toEqual([]);
  });

  it('saves it, ends this session too and asks to sign in again', async () => {
    api.on('POST', '/api/hosts/password-reset/confirm', () => jsonResponse(200, { data: { message: 'ok' } }));
    const { user, view } = setup('/hosting/reset-password?token=t1');
    await user.type(screen.getByLabelText('New password'), 'a much longer passphrase');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('link', { name: 'Sign in with your new password' })).toHaveAttribute(
      'href',
      '/hosting/login',
    );
    expect(api.calls[0]?.body).toEqual({ token: 't1', password: 'a much longer passphrase' });
    await waitFor(() => expect(view.store.get(hostSessionAtom)).toBeNull());
  });

  it('says a used or expired link is no good, with a way to ask for another', async () => {
    api.on('POST', '/api/hosts/password-reset/confirm', () => jsonResponse(400, { error: hostMessages.tokenInvalid }));
    const { user } = setup('/hosting/reset-password?token=old');
    await user.type(screen.getByLabelText('New password'), 'a much longer passphrase');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(hostMessages.tokenInvalid);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/hosting/reset-password');
  });
});
