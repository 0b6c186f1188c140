import { useRef, useState, type FormEvent } from 'react';
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
import { fieldErrorsOf, focusFirstInvalid, type FieldErrors } from '../../lib/form/fieldErrors';
import { FormCard, FormNote, Notice, SubmitButton } from '../../lib/form/form.styles';
import { PasswordField } from '../../lib/form/PasswordField';
import { TextField } from '../../lib/form/TextField';
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
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors<SignUpField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const { begin } = useHostSession();
  const navigate = useNavigate();

  const set = (field: SignUpField) => (value: string) => setValues((now) => ({ ...now, [field]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const problem = checkRequest(registerRules, values);
    setFormError(null);
    if (problem) {
      const found = fieldErrorsOf(problem, labels);
      setErrors(found);
      focusFirstInvalid(formRef.current, order, found);
      return;
    }
    setErrors({});
    setSending(true);
    try {
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
    } catch (error) {
      const failure = hostFailureOf(error, labels);
      setErrors(failure.fields);
      setFormError(failure.form ?? null);
      focusFirstInvalid(formRef.current, order, failure.fields);
      setSending(false);
    }
  };

  return (
    <HostingPage title="Become a Makao host" lead="Create your host account, then list your first property.">
      <FormCard ref={formRef} noValidate onSubmit={(e) => void onSubmit(e)} aria-label="Create your host account">
        <TextField
          name="name"
          label={labels.name}
          value={values.name}
          onValueChange={set('name')}
          error={errors.name}
          required
          autoComplete="name"
          maxLength={hostFieldLimits.name}
        />
        <TextField
          name="email"
          label={labels.email}
          value={values.email}
          onValueChange={set('email')}
          error={errors.email}
          required
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={hostFieldLimits.email}
          hint="We send your booking requests here."
        />
        <TextField
          name="phone"
          label={labels.phone}
          value={values.phone}
          onValueChange={set('phone')}
          error={errors.phone}
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={registerRules.fields.phone.maxLength}
          placeholder="+254 7XX XXX XXX"
          hint="Guests see it only once they have booked."
        />
        <PasswordField
          name="password"
          label={labels.password}
          value={values.password}
          onValueChange={set('password')}
          error={errors.password}
          required
          autoComplete="new-password"
          maxLength={hostFieldLimits.password}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters. A few words you can remember work well.`}
        />
        <FormNote>
          By creating an account you agree to the <Link to={paths.hostTerms}>host terms</Link>.
        </FormNote>
        {formError && (
          <Notice role="alert" $tone="error">
            {formError}
          </Notice>
        )}
        <SubmitButton type="submit" disabled={sending}>
          {sending ? 'Creating account…' : 'Create account'}
        </SubmitButton>
        <FormNote>
          Already a host? <Link to={hostingPaths.login}>Sign in</Link>
        </FormNote>
      </FormCard>
    </HostingPage>
  );
}
