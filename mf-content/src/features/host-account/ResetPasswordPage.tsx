import { useState } from 'react';
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
import { checkRequest } from 'contracts/rules';
import { Notice } from 'shared/ui-form';
import { FormCard, FormNote } from '../../lib/form/form.styles';
import { FormSubmit } from '../../lib/form/FormSubmit';
import { emailInput } from '../../lib/form/inputs';
import { PasswordField } from '../../lib/form/PasswordField';
import { TextField } from '../../lib/form/TextField';
import { useForm } from '../../lib/form/useForm';
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
  const [sent, setSent] = useState<string | null>(null);
  const { field, formError, sending, submitWith } = useForm({
    initial: { email: '' },
    labels: { email: 'Email address' },
    order: ['email'],
    check: (values) => checkRequest(resetRequestRules, values),
    failureOf: hostFailureOf,
  });

  const onSubmit = submitWith(async (values) => {
    const answer = await hostRequest<{ message?: string } | undefined>(hostApi.passwordReset, {
      method: 'POST',
      body: { email: values.email.trim() },
    });
    setSent(answer?.message ?? hostMessages.resetSent);
  });

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
        <FormCard noValidate onSubmit={onSubmit} aria-label="Ask for a reset link">
          <TextField {...field('email')} required {...emailInput} maxLength={hostFieldLimits.email} />
          <FormSubmit error={formError} sending={sending} label="Send reset link" sendingLabel="Sending link…" />
          <FormNote>
            Remembered it? <Link to={hostingPaths.login}>Sign in</Link>
          </FormNote>
        </FormCard>
      )}
    </HostingPage>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const [done, setDone] = useState(false);
  const { begin } = useHostSession();
  const { field, formError, sending, submitWith } = useForm<'token' | 'password'>({
    // The token is no field of the form (the check and the request read it from the link); its label
    // names it should the link come without one.
    initial: { token, password: '' },
    labels: { token: 'Link', password: 'New password' },
    order: ['password'],
    check: (values) => checkRequest(resetConfirmRules, { token, password: values.password }, ['password']),
    failureOf: (error) => hostFailureOf(error, { password: 'New password' }),
  });

  const onSubmit = submitWith(async (values) => {
    await hostRequest<unknown>(hostApi.passwordResetConfirm, {
      method: 'POST',
      body: { token, password: values.password },
    });
    // Every session of the account has ended, this browser's too.
    begin(null);
    setDone(true);
  });

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
      <FormCard noValidate onSubmit={onSubmit} aria-label="Choose a new password">
        <PasswordField
          {...field('password')}
          required
          autoComplete="new-password"
          maxLength={hostFieldLimits.password}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        />
        <FormSubmit
          error={formError}
          sending={sending}
          label="Save new password"
          sendingLabel="Saving password…"
          errorAction={
            formError === hostMessages.tokenInvalid && <Link to={hostingPaths.resetPassword}>Ask for a new link</Link>
          }
        />
      </FormCard>
    </HostingPage>
  );
}
