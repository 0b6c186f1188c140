import { useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  hostApi,
  hostFieldLimits,
  hostMessages,
  hostRequest,
  hostingPaths,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RESET_TTL_MINUTES,
  resetConfirmRules,
  resetRequestRules,
} from 'shared/hosts';
import { checkRequest } from 'shared/rules';
import { fieldErrorsOf, focusFirstInvalid, type FieldErrors } from '../../lib/form/fieldErrors';
import { FormCard, FormNote, Notice, SubmitButton } from '../../lib/form/form.styles';
import { PasswordField } from '../../lib/form/PasswordField';
import { TextField } from '../../lib/form/TextField';
import { hostFailureOf } from '../../lib/hosting/hostFailure';
import { HostingPage } from '../../lib/hosting/HostingPage';
import { useHostSession } from '../../lib/hosting/useHostSession';

/**
 * `/hosting/reset-password`: without a token, asks for a link by email (the API answers 202 whatever
 * the address, so the page says the same thing to everyone); with `?token=` from that email, the form
 * for the new password. A changed password ends every session, this one included: sign in again.
 */
export function ResetPasswordPage() {
  const [search] = useSearchParams();
  const token = search.get('token');
  return token ? <NewPasswordForm token={token} /> : <RequestLinkForm />;
}

function RequestLinkForm() {
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'email'>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setFormError(null);
    const problem = checkRequest(resetRequestRules, { email });
    if (problem) {
      const found = fieldErrorsOf(problem, { email: 'Email address' });
      setErrors(found);
      focusFirstInvalid(formRef.current, ['email'], found);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const answer = await hostRequest<{ message?: string } | undefined>(hostApi.passwordReset, {
        method: 'POST',
        body: { email: email.trim() },
      });
      setSent(answer?.message ?? hostMessages.resetSent);
    } catch (error) {
      const failure = hostFailureOf(error, { email: 'Email address' });
      setErrors(failure.fields);
      setFormError(failure.form ?? null);
      focusFirstInvalid(formRef.current, ['email'], failure.fields);
    } finally {
      setSending(false);
    }
  };

  return (
    <HostingPage title="Reset your password" lead="We email you a link to choose a new password.">
      {sent ? (
        <FormCard as="div">
          <Notice role="status" $tone="success">
            {sent}
          </Notice>
          <FormNote>
            The link works for {PASSWORD_RESET_TTL_MINUTES} minutes. No email? Check your spam folder.
          </FormNote>
          <FormNote>
            <Link to={hostingPaths.login}>Back to sign in</Link>
          </FormNote>
        </FormCard>
      ) : (
        <FormCard ref={formRef} noValidate onSubmit={(e) => void onSubmit(e)} aria-label="Ask for a reset link">
          <TextField
            name="email"
            label="Email address"
            value={email}
            onValueChange={setEmail}
            error={errors.email}
            required
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={hostFieldLimits.email}
          />
          {formError && (
            <Notice role="alert" $tone="error">
              {formError}
            </Notice>
          )}
          <SubmitButton type="submit" disabled={sending}>
            {sending ? 'Sending link…' : 'Send reset link'}
          </SubmitButton>
          <FormNote>
            Remembered it? <Link to={hostingPaths.login}>Sign in</Link>
          </FormNote>
        </FormCard>
      )}
    </HostingPage>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'password'>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const { begin } = useHostSession();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setFormError(null);
    const problem = checkRequest(resetConfirmRules, { token, password }, ['password']);
    if (problem) {
      const found = fieldErrorsOf(problem, { token: 'Link', password: 'New password' });
      setErrors(found);
      focusFirstInvalid(formRef.current, ['password'], found);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await hostRequest<unknown>(hostApi.passwordResetConfirm, { method: 'POST', body: { token, password } });
      // Every session of the account has ended, this browser's too.
      begin(null);
      setDone(true);
    } catch (error) {
      const failure = hostFailureOf(error, { password: 'New password' });
      setErrors(failure.fields);
      setFormError(failure.form ?? null);
      focusFirstInvalid(formRef.current, ['password'], failure.fields);
    } finally {
      setSending(false);
    }
  };

  if (done) {
    return (
      <HostingPage title="Your password has changed">
        <FormCard as="div">
          <Notice role="status" $tone="success">
            Your new password is set. For your safety we signed you out everywhere.
          </Notice>
          <FormNote>
            <Link to={hostingPaths.login}>Sign in with your new password</Link>
          </FormNote>
        </FormCard>
      </HostingPage>
    );
  }

  return (
    <HostingPage title="Choose a new password">
      <FormCard ref={formRef} noValidate onSubmit={(e) => void onSubmit(e)} aria-label="Choose a new password">
        <PasswordField
          name="password"
          label="New password"
          value={password}
          onValueChange={setPassword}
          error={errors.password}
          required
          autoComplete="new-password"
          maxLength={hostFieldLimits.password}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        />
        {formError && (
          <Notice role="alert" $tone="error">
            {formError}{' '}
            {formError === hostMessages.tokenInvalid && <Link to={hostingPaths.resetPassword}>Ask for a new link</Link>}
          </Notice>
        )}
        <SubmitButton type="submit" disabled={sending}>
          {sending ? 'Saving password…' : 'Save new password'}
        </SubmitButton>
      </FormCard>
    </HostingPage>
  );
}
