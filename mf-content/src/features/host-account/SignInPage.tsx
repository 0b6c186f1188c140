import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { hostApi, hostFieldLimits, hostRequest, hostingPaths, loginRules, type HostSession } from 'shared/hosts';
import { checkRequest } from 'contracts/rules';
import { FormCard, FormNote } from '../../lib/form/form.styles';
import { FormSubmit } from '../../lib/form/FormSubmit';
import { emailInput } from '../../lib/form/inputs';
import { PasswordField } from '../../lib/form/PasswordField';
import { TextField } from '../../lib/form/TextField';
import { useForm } from '../../lib/form/useForm';
import { hostFailureOf } from '../../lib/hosting/hostFailure';
import { HostingPage } from '../../lib/hosting/HostingPage';
import { nextPathFrom } from '../../lib/hosting/nextPath';
import { useHostSession } from '../../lib/hosting/useHostSession';

type SignInField = 'email' | 'password';
const order: readonly SignInField[] = ['email', 'password'];
const labels: Record<SignInField, string> = { email: 'Email address', password: 'Password' };

/**
 * `/hosting/login`: `POST /api/hosts/login`, then back to where the host was going (`?next=`, a page
 * of the host area) or the dashboard. A wrong email or password is one message for both (the API's
 * 401 text): which of the two was wrong would tell who has an account.
 */
export function SignInPage() {
  const { field, formError, sending, submitWith } = useForm({
    initial: { email: '', password: '' },
    labels,
    order,
    check: (values) => checkRequest(loginRules, values),
    failureOf: hostFailureOf,
  });
  const [search] = useSearchParams();
  const { begin } = useHostSession();
  const navigate = useNavigate();

  const onSubmit = submitWith(async (values) => {
    const session = await hostRequest<HostSession>(hostApi.login, {
      method: 'POST',
      body: { email: values.email.trim(), password: values.password },
    });
    begin(session);
    navigate(nextPathFrom(search), { replace: true });
  });

  return (
    <HostingPage title="Sign in to host" lead="Manage your listings, your profile and your guests.">
      <FormCard noValidate onSubmit={onSubmit} aria-label="Sign in">
        <TextField {...field('email')} required {...emailInput} maxLength={hostFieldLimits.email} />
        <PasswordField
          {...field('password')}
          required
          autoComplete="current-password"
          maxLength={hostFieldLimits.password}
        />
        <FormNote>
          <Link to={hostingPaths.resetPassword}>Forgot your password?</Link>
        </FormNote>
        <FormSubmit error={formError} sending={sending} label="Sign in" sendingLabel="Signing in…" />
        <FormNote>
          New to hosting on Makao? <Link to={hostingPaths.signup}>Create a host account</Link>
        </FormNote>
      </FormCard>
    </HostingPage>
  );
}
