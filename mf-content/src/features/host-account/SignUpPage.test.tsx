import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hostMessages, hostSessionAtom } from 'shared/hosts';
import {
  createFetchDouble,
  type FetchDouble,
  jsonResponse,
  renderWithSite,
  storeWithSession,
  tooManyRequests,
} from 'test-utils';
import { SignUpPage } from './SignUpPage';

let api: FetchDouble;
beforeEach(() => {
  api = createFetchDouble();
});
afterEach(() => api.restore());

const field = {
  name: () => screen.getByLabelText('Full name'),
  email: () => screen.getByLabelText('Email address'),
  phone: () => screen.getByLabelText('Phone number'),
  password: () => screen.getByLabelText('Password'),
};
const submit = () => screen.getByRole('button', { name: /Create account|Creating account/ });

function setup() {
  const user = userEvent.setup();
  const view = renderWithSite(<SignUpPage />, { route: '/hosting/signup', store: storeWithSession(null) });
  return { user, view };
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: Partial<Record<keyof typeof field, string>>) {
  for (const [name, value] of Object.entries(values)) {
    const input = field[name as keyof typeof field]();
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

const valid = {
  name: 'Amina Wanjiru',
  email: 'amina@example.co.ke',
  phone: '0712 345 678',
  password: 'mangoes by the sea',
};

describe('host sign-up', () => {
  it('asks for name, email, phone and password with what browsers and password managers need', () => {
    setup();
    expect(field.name()).toHaveAttribute('autocomplete', 'name');
    expect(field.email()).toHaveAttribute('autocomplete', 'email');
    expect(field.phone()).toHaveAttribute('autocomplete', 'tel');
    expect(field.password()).toHaveAttribute('autocomplete', 'new-password');
    expect(field.password()).toHaveAttribute('type', 'password');
  });

  it('says under each blank field that it is required, marks it and focuses the first', async () => {
    const { user } = setup();
    await user.click(submit());
    for (const [get, text] of [
      [field.name, 'Full name is required'],
      [field.email, 'Email address is required'],
      [field.phone, 'Phone number is required'],
      [field.password, 'Password is required'],
    ] as const) {
      expect(get()).toHaveAttribute('aria-invalid', 'true');
      expect(get()).toHaveAccessibleDescription(expect.stringContaining(text));
    }
    expect(field.name()).toHaveFocus();
    expect(api.calls).toEqual([]);
  });

  it("says an email that is not an address is not valid, in the API's words", async () => {
    const { user } = setup();
    await fill(user, { ...valid, email: 'amina@example' });
    await user.click(submit());
    expect(field.email()).toHaveAccessibleDescription(expect.stringContaining('Please enter a valid email address'));
    expect(field.email()).toHaveFocus();
    expect(field.name()).not.toHaveAttribute('aria-invalid');
  });

  it('says a password shorter than 10 characters is too short', async () => {
    const { user } = setup();
    await fill(user, { ...valid, password: 'short' });
    await user.click(submit());
    expect(field.password()).toHaveAccessibleDescription(expect.stringContaining(hostMessages.passwordTooShort));
    expect(field.password()).toHaveFocus();
  });

  it('shows and hides the password', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field.password()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(field.password()).toHaveAttribute('type', 'password');
  });

  it('sends the sign-up and asks the host to open the link emailed to them, signed out until they do', async () => {
    api.on('POST', '/api/hosts/register', () => jsonResponse(202, { data: { message: hostMessages.signUpSent } }));
    const { user, view } = setup();
    await fill(user, valid);
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'Check your email', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(hostMessages.signUpSent);
    expect(screen.getByText('amina@example.co.ke').closest('p')).toHaveTextContent(
      'We sent it to amina@example.co.ke. The link in it signs you in and works for 48 hours.',
    );
    expect(view.location().pathname).toBe('/hosting/signup');
    expect(view.store.get(hostSessionAtom)).toBeNull();
    expect(api.calls[0]?.body).toEqual({ ...valid, phone: '0712 345 678' });
  });

  it('disables the button while the account is being created', async () => {
    let answer: (response: Response) => void = () => undefined;
    api.on('POST', '/api/hosts/register', () => new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = setup();
    await fill(user, valid);
    await user.click(submit());
    expect(screen.getByRole('button', { name: 'Creating account…' })).toBeDisabled();
    answer(jsonResponse(400, { error: hostMessages.passwordCommon }));
    expect(await screen.findByRole('button', { name: 'Create account' })).toBeEnabled();
  });

  it('says under the password that the API found it too common', async () => {
    api.on('POST', '/api/hosts/register', () => jsonResponse(400, { error: hostMessages.passwordCommon }));
    const { user } = setup();
    await fill(user, valid);
    await user.click(submit());
    await waitFor(() =>
      expect(field.password()).toHaveAccessibleDescription(expect.stringContaining(hostMessages.passwordCommon)),
    );
    expect(field.password()).toHaveAttribute('aria-invalid', 'true');
    expect(field.password()).toHaveFocus();
  });

  it('says how long to wait after too many attempts (429)', async () => {
    api.on('POST', '/api/hosts/register', () => tooManyRequests(90));
    const { user } = setup();
    await fill(user, valid);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 2 minutes.');
  });

  it('says the site could not be reached when no answer comes', async () => {
    const { user } = setup();
    await fill(user, valid);
    // Nobody answers for this path: the request fails as on a dead network.
    api.on('POST', '/api/hosts/register', () => Promise.reject(new TypeError('Failed to fetch')));
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't reach Makao.");
  });
});
