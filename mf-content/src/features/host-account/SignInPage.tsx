import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { hostApi, hostFieldLimits, hostRequest, hostingPaths, loginRules, type HostSession } from 'shared/hosts';
import { checkRequest } from 'shared/rules';
import { fieldErrorsOf, focusFirstInvalid, type FieldErrors } from '../../lib/form/fieldErrors';
import { FormCard, FormNote, Notice, SubmitButton } from '../../lib/form/form.styles';
import { PasswordField } from '../../lib/form/PasswordField';
import { TextField } from '../../lib/form/TextField';
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
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<SignInField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [search] = useSearchParams();
  const { begin } = useHostSession();
  const navigate = useNavigate();

  const set = (field: SignInField) => (value: string) => setValues((now) => ({ ...now, [field]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setFormError(null);
    const problem = checkRequest(loginRules, values);
    if (problem) {
      const found = fieldErrorsOf(problem, labels);
      setErrors(found);
      focusFirstInvalid(formRef.current, order, found);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const session = await hostRequest<HostSession>(hostApi.login, {
        method: 'POST',
        body: { email: values.email.trim(), password: values.password },
      });
      begin(session);
      navigate(nextPathFrom(search), { replace: true });
    } catch (error) {
      const failure = hostFailureOf(error, labels);
      setErrors(failure.fields);
      setFormError(failure.form ?? null);
      focusFirstInvalid(formRef.current, order, failure.fields);
      setSending(false);
    }
  };

  return (
    <HostingPage title="Sign in to host" lead="Manage your listings, your profile and your guests.">
      <FormCard ref={formRef} noValidate onSubmit={(e) => void onSubmit(e)} aria-label="Sign in">
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
        />
        <PasswordField
          name="password"
          label={labels.password}
          value={values.password}
          onValueChange={set('password')}
          error={errors.password}
          required
          autoComplete="current-password"
          maxLength={hostFieldLimits.password}
        />
        <FormNote>
          <Link to={hostingPaths.resetPassword}>Forgot your password?</Link>
        </FormNote>
        {formError && (
          <Notice role="alert" $tone="error">
            {formError}
          </Notice>
        )}
        <SubmitButton type="submit" disabled={sending}>
          {sending ? 'Signing in…' : 'Sign in'}
        </SubmitButton>
        <FormNote>
          New to hosting on Makao? <Link to={hostingPaths.signup}>Create a host account</Link>
        </FormNote>
      </FormCard>
    </HostingPage>
  );
}
