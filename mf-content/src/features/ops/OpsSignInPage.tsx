import { useNavigate } from 'react-router-dom';
import { checkRequest } from 'contracts/rules';
import { opsApi, opsMessages, opsPaths, type OpsSession } from 'contracts/ops';
import { hostFieldLimits, loginRules } from 'shared/hosts';
import { FormCard, FormNote } from '../../lib/form/form.styles';
import { FormSubmit } from '../../lib/form/FormSubmit';
import { emailInput } from '../../lib/form/inputs';
import { PasswordField } from '../../lib/form/PasswordField';
import { TextField } from '../../lib/form/TextField';
import { useForm } from '../../lib/form/useForm';
import { hostFailureOf } from '../../lib/hosting/hostFailure';
import { HostingPage } from '../../lib/hosting/HostingPage';
import { opsRequest, useSetOpsSession } from '../../lib/ops/opsClient';
import { CodeField, checkCode } from './CodeField';

/**
 * `/ops/sign-in`: the password, then the authenticator's code (`POST /api/ops/login`, then
 * `…/login/code`). A session that has the password but not the code opens here at the code.
 */
export function OpsSignInPage({ session }: { session: OpsSession | null }) {
  return (
    <HostingPage
      title="Operations sign-in"
      lead="For the Makao operations team. Your password, then your authenticator app."
    >
      {session ? <CodeStep session={session} /> : <PasswordStep />}
    </HostingPage>
  );
}

function PasswordStep() {
  const setSession = useSetOpsSession();
  const { field, formError, sending, submitWith } = useForm({
    initial: { email: '', password: '' },
    labels: { email: 'Email address', password: 'Password' },
    order: ['email', 'password'] as const,
    check: (values) => checkRequest(loginRules, values),
    failureOf: hostFailureOf,
  });
  const onSubmit = submitWith(async (values) => {
    setSession(
      await opsRequest<OpsSession>(opsApi.login, {
        method: 'POST',
        body: { email: values.email.trim(), password: values.password },
      }),
    );
  });
  return (
    <FormCard noValidate onSubmit={onSubmit} aria-label="Sign in to operations">
      <TextField {...field('email')} required {...emailInput} maxLength={hostFieldLimits.email} />
      <PasswordField
        {...field('password')}
        required
        autoComplete="current-password"
        maxLength={hostFieldLimits.password}
      />
      <FormSubmit error={formError} sending={sending} label="Continue" sendingLabel="Checking…" />
    </FormCard>
  );
}

function CodeStep({ session }: { session: OpsSession }) {
  const setSession = useSetOpsSession();
  const navigate = useNavigate();
  const { field, formError, sending, submitWith } = useForm({
    initial: { code: '' },
    labels: { code: 'Code from your authenticator app' },
    order: ['code'] as const,
    check: checkCode,
    failureOf: hostFailureOf,
  });
  const onSubmit = submitWith(async (values) => {
    setSession(
      await opsRequest<OpsSession>(opsApi.code, { method: 'POST', body: { code: values.code.replace(/\s/g, '') } }),
    );
    navigate(opsPaths.home, { replace: true });
  });
  return (
    <FormCard noValidate onSubmit={onSubmit} aria-label="Authenticator code">
      <FormNote>
        Signed in as <strong>{session.email}</strong>. {opsMessages.codeFormat}
      </FormNote>
      <CodeField field={field('code')} />
      <FormSubmit error={formError} sending={sending} label="Sign in" sendingLabel="Signing in…" />
    </FormCard>
  );
}
