import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { checkRequest, type RequestProblem } from 'contracts/rules';
import { opsApi, opsMessages, opsPaths, type OpsSession, type OpsSetup } from 'contracts/ops';
import { HostRequestError, hostFieldLimits, resetConfirmRules } from 'shared/hosts';
import { media } from 'shared/ui';
import { LoadFailed, StatusBox } from 'shared/ui-extras';
import { FormCard, FormNote } from '../../lib/form/form.styles';
import { FormSubmit } from '../../lib/form/FormSubmit';
import { PasswordField } from '../../lib/form/PasswordField';
import { useForm } from '../../lib/form/useForm';
import { hostAreaMessages, hostFailureOf } from '../../lib/hosting/hostFailure';
import { HostingPage } from '../../lib/hosting/HostingPage';
import { opsRequest, useSetOpsSession } from '../../lib/ops/opsClient';
import { CodeField, checkCode } from './CodeField';

/** The secret as an app's "enter a key" screen takes it: groups of four. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * `/ops/setup?token=…`, the link `npm run ops -- add-operator` printed: pair an authenticator app
 * (its QR code, or the key typed in), choose a password, enter the app's first code. Once.
 */
export function OpsSetupPage() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const setup = useQuery({
    queryKey: ['ops', 'setup', token],
    queryFn: ({ signal }) =>
      opsRequest<OpsSetup>(`${opsApi.setup}?${new URLSearchParams({ token }).toString()}`, { signal }),
    enabled: token !== '',
    retry: (failures, error) => !(error instanceof HostRequestError) && failures < 1,
    staleTime: Infinity,
  });
  let body;
  if (token === '' || (setup.isError && setup.error instanceof HostRequestError)) {
    body = (
      <StatusBox role="alert" $minHeight="8rem">
        <p>{opsMessages.setupLinkInvalid}</p>
      </StatusBox>
    );
  } else if (setup.isError) {
    body = (
      <LoadFailed onRetry={() => void setup.refetch()} minHeight="8rem">
        <p>{hostAreaMessages.unreachable}</p>
      </LoadFailed>
    );
  } else if (setup.isPending) {
    body = (
      <StatusBox role="status" aria-busy="true" $minHeight="8rem">
        <p>Loading your set-up…</p>
      </StatusBox>
    );
  } else {
    body = <SetupForm token={token} setup={setup.data} />;
  }
  return (
    <HostingPage title="Set up your operations account" lead="Pair an authenticator app, then choose your password.">
      {body}
    </HostingPage>
  );
}

function SetupForm({ token, setup }: { token: string; setup: OpsSetup }) {
  const setSession = useSetOpsSession();
  const navigate = useNavigate();
  const { field, formError, sending, submitWith } = useForm({
    initial: { password: '', code: '' },
    labels: { password: 'New password', code: 'Code from your authenticator app' },
    order: ['password', 'code'] as const,
    check: (values): RequestProblem<'password' | 'code'> | null => {
      const password = checkRequest(resetConfirmRules, { token, password: values.password }, ['password']);
      if (password && 'missing' in password) return { missing: ['password'] };
      return (password as RequestProblem<'password'> | null) ?? checkCode(values);
    },
    failureOf: hostFailureOf,
  });
  const onSubmit = submitWith(async (values) => {
    setSession(
      await opsRequest<OpsSession>(opsApi.setup, {
        method: 'POST',
        body: { token, password: values.password, code: values.code.replace(/\s/g, '') },
      }),
    );
    navigate(opsPaths.home, { replace: true });
  });
  return (
    <FormCard noValidate onSubmit={onSubmit} aria-label="Set up your account">
      <FormNote>
        For <strong>{setup.name}</strong> ({setup.email}).
      </FormNote>
      <Pairing>
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
          width={192}
          height={192}
          alt={`QR code for ${setup.email} in an authenticator app`}
        />
        <div>
          <p>
            1. In your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), add an account and
            scan this code.
          </p>
          <p>
            Or enter this key: <Key>{grouped(setup.secret)}</Key>
          </p>
          <p>2. Choose a password and enter the code the app shows now.</p>
        </div>
      </Pairing>
      <PasswordField
        {...field('password')}
        required
        autoComplete="new-password"
        maxLength={hostFieldLimits.password}
        hint="At least 10 characters, not a common password."
      />
      <CodeField field={field('code')} />
      <FormSubmit error={formError} sending={sending} label="Finish set-up" sendingLabel="Setting up…" />
    </FormCard>
  );
}

const Pairing = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
  grid-template-columns: 1fr;
  ${media.tablet} {
    grid-template-columns: auto 1fr;
  }
  img {
    background: #fff;
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  p + p {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;

const Key = styled.code`
  display: inline-block;
  font-size: ${({ theme }) => theme.fontSizes.md};
  letter-spacing: 0.05em;
  overflow-wrap: anywhere;
`;
