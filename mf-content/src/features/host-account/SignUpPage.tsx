import { Link, useNavigate } from 'react-router-dom';
import { paths } from 'shared/contracts';
import {
  hostApi,
  hostFieldLimits,
  hostRequest,
  hostingPaths,
  PASSWORD_MIN_LENGTH,
  registerRules,
  type HostSession,
} from 'shared/hosts';
import { checkRequest } from 'shared/rules';
import { FormCard, FormNote } from '../../lib/form/form.styles';
import { FormSubmit } from '../../lib/form/FormSubmit';
import { emailInput, phoneInput } from '../../lib/form/inputs';
import { PasswordField } from '../../lib/form/PasswordField';
import { TextField } from '../../lib/form/TextField';
import { useForm } from '../../lib/form/useForm';
import { hostFailureOf } from '../../lib/hosting/hostFailure';
import { HostingPage } from '../../lib/hosting/HostingPage';
import { useHostSession } from '../../lib/hosting/useHostSession';

type SignUpField = 'name' | 'email' | 'phone' | 'password';
const order: readonly SignUpField[] = ['name', 'email', 'phone', 'password'];
const labels: Record<SignUpField, string> = {
  name: 'Full name',
  email: 'Email address',
  phone: 'Phone number',
  password: 'Password',
};
const empty: Record<SignUpField, string> = { name: '', email: '', phone: '', password: '' };

/**
 * `/hosting/signup`: a host account (`POST /api/hosts/register`, the `registerRules` both sides
 * check). The answer is a session: the host lands on the dashboard, where a banner asks them to
 * verify the email the API has just written to.
 */
export function SignUpPage() {
  const { values, field, formError, sending, formRef, submitWith } = useForm({
    initial: empty,
    labels,
    order,
    failureOf: hostFailureOf,
  });
  const { begin } = useHostSession();
  const navigate = useNavigate();

  const onSubmit = submitWith(
    () => checkRequest(registerRules, values),
    async () => {
      const session = await hostRequest<HostSession>(hostApi.register, {
        method: 'POST',
        // The password is sent as typed: spaces may be part of a passphrase.
        body: {
          name: values.name.trim(),
          email: values.email.trim(),
          phone: values.phone.trim(),
          password: values.password,
        },
      });
      begin(session);
      navigate(hostingPaths.dashboard, { replace: true });
    },
  );

  return (
    <HostingPage title="Become a Makao host" lead="Create your host account, then list your first property.">
      <FormCard ref={formRef} noValidate onSubmit={onSubmit} aria-label="Create your host account">
        <TextField {...field('name')} required autoComplete="name" maxLength={hostFieldLimits.name} />
        <TextField
          {...field('email')}
          required
          {...emailInput}
          maxLength={hostFieldLimits.email}
          hint="We send your booking requests here."
        />
        <TextField
          {...field('phone')}
          required
          {...phoneInput}
          maxLength={registerRules.fields.phone.maxLength}
          placeholder="+254 7XX XXX XXX"
          hint="Guests see it only once they have booked."
        />
        <PasswordField
          {...field('password')}
          required
          autoComplete="new-password"
          maxLength={hostFieldLimits.password}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters. A few words you can remember work well.`}
        />
        <FormNote>
          By creating an account you agree to the <Link to={paths.hostTerms}>host terms</Link>.
        </FormNote>
        <FormSubmit error={formError} sending={sending} label="Create account" sendingLabel="Creating account…" />
        <FormNote>
          Already a host? <Link to={hostingPaths.login}>Sign in</Link>
        </FormNote>
      </FormCard>
    </HostingPage>
  );
}
