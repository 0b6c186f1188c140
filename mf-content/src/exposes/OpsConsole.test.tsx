import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { opsMessages, type OpsAuditEntry, type OpsSession } from 'contracts/ops';
import { createFetchDouble, type FetchDouble, jsonResponse, renderWithSite } from 'test-utils';
import OpsConsole from './OpsConsole';

const session = (secondFactor: boolean): OpsSession => ({
  email: 'amina@makao.co.ke',
  name: 'Amina Wafula',
  secondFactor,
  csrfToken: 'csrf-ops',
  expiresAt: '2026-11-28T17:00:00.000Z',
});

const entry: OpsAuditEntry = {
  id: '3',
  actor: 'amina@makao.co.ke',
  action: 'operator.sign-in',
  subjectType: 'operator',
  subjectId: '1f0c',
  before: null,
  after: null,
  at: '2026-11-28T09:00:00.000Z',
};

let api: FetchDouble;
let current: OpsSession | null;
beforeEach(() => {
  current = null;
  api = createFetchDouble()
    .on('GET', '/api/ops/session', () => jsonResponse(200, { data: current }))
    .on('GET', '/api/ops/audit', () => jsonResponse(200, { data: [entry] }));
});
afterEach(() => api.restore());

const at = (route: string) => renderWithSite(<OpsConsole />, { route, path: '/ops/*' });

describe('the operations console (content/OpsConsole)', () => {
  it('signs in with the password, then the authenticator code, and shows the audit log', async () => {
    api
      .on('POST', '/api/ops/login', ({ body }) => {
        const { email, password } = body as { email: string; password: string };
        if (password !== 'Baobab-shade-at-noon') return jsonResponse(401, { error: opsMessages.loginFailed });
        expect(email).toBe('amina@makao.co.ke');
        return jsonResponse(200, { data: session(false) });
      })
      .on('POST', '/api/ops/login/code', ({ body, headers }) => {
        expect(headers['x-csrf-token']).toBe('csrf-ops');
        if ((body as { code: string }).code !== '123456') return jsonResponse(400, { error: opsMessages.codeWrong });
        return jsonResponse(200, { data: session(true) });
      });
    const { location } = at('/ops');
    expect(await screen.findByRole('heading', { level: 1, name: 'Operations sign-in' })).toBeInTheDocument();
    expect(location().pathname).toBe('/ops/sign-in');
    const user = userEvent.setup();

    const form = screen.getByRole('form', { name: 'Sign in to operations' });
    await user.type(within(form).getByLabelText(/^Email address/), 'amina@makao.co.ke');
    await user.type(within(form).getByLabelText(/^Password/), 'wrong password');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(opsMessages.loginFailed);
    await user.clear(within(form).getByLabelText(/^Password/));
    await user.type(within(form).getByLabelText(/^Password/), 'Baobab-shade-at-noon');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));

    const codeForm = await screen.findByRole('form', { name: 'Authenticator code' });
    expect(codeForm).toHaveTextContent('Signed in as amina@makao.co.ke.');
    const code = within(codeForm).getByLabelText(/^Code from your authenticator app/);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await user.type(code, '12a');
    await user.click(within(codeForm).getByRole('button', { name: 'Sign in' }));
    expect(await within(codeForm).findByText(opsMessages.codeFormat)).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '123 456');
    await user.click(within(codeForm).getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Operations' })).toBeInTheDocument();
    expect(location().pathname).toBe('/ops');
    const log = await screen.findByRole('region', { name: 'Audit log' });
    const row = within(log).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByText('operator.sign-in')).toBeInTheDocument();
    expect(row).toHaveTextContent('amina@makao.co.ke');
    expect(row).toHaveTextContent('28 Nov 2026, 12:00 EAT');
  });

  it('opens a half-open session at the code step', async () => {
    current = session(false);
    at('/ops');
    expect(await screen.findByRole('form', { name: 'Authenticator code' })).toBeInTheDocument();
  });

  it('sets up an account from the link: the QR code, the key, a password and the first code', async () => {
    const sent: unknown[] = [];
    api
      .on('GET', '/api/ops/setup', ({ url }) =>
        url.searchParams.get('token') === 'tok-1'
          ? jsonResponse(200, {
              data: {
                email: 'amina@makao.co.ke',
                name: 'Amina Wafula',
                otpauthUri: 'otpauth://totp/x',
                qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
                secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
              },
            })
          : jsonResponse(400, { error: opsMessages.setupLinkInvalid }),
      )
      .on('POST', '/api/ops/setup', ({ body }) => {
        sent.push(body);
        return jsonResponse(200, { data: session(true) });
      });
    const { location } = at('/ops/setup?token=tok-1');
    const form = await screen.findByRole('form', { name: 'Set up your account' });
    expect(
      within(form).getByRole('img', { name: 'QR code for amina@makao.co.ke in an authenticator app' }),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/));
    expect(form).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText(/^New password/), 'short');
    await user.type(within(form).getByLabelText(/^Code from your authenticator app/), '654321');
    await user.click(within(form).getByRole('button', { name: 'Finish set-up' }));
    expect(await within(form).findByText('Password must be at least 10 characters')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.clear(within(form).getByLabelText(/^New password/));
    await user.type(within(form).getByLabelText(/^New password/), 'Baobab-shade-at-noon');
    await user.click(within(form).getByRole('button', { name: 'Finish set-up' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Operations' })).toBeInTheDocument();
    expect(sent).toEqual([{ token: 'tok-1', password: 'Baobab-shade-at-noon', code: '654321' }]);
    expect(location().pathname).toBe('/ops');
  });

  it('says a used or wrong link is not valid any more', async () => {
    api.on('GET', '/api/ops/setup', () => jsonResponse(400, { error: opsMessages.setupLinkInvalid }));
    at('/ops/setup?token=used');
    expect(await screen.findByRole('alert')).toHaveTextContent(opsMessages.setupLinkInvalid);
  });
});
