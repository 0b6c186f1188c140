import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from 'contracts';
import {
  hostApi,
  hostFieldLimits,
  hostMessages,
  hostRequest,
  hostingPaths,
  PASSWORD_MIN_LENGTH,
  registerRules,
  VERIFY_EMAIL_TTL_HOURS,
} from 'shared/hosts';
import { checkRequest } from 'contracts/rules';
import { Notice } from 'shared/ui-form';
import { FormCard, FormNote } from '../../lib/form/form.styles';
import { FormSubmit } from '../../lib/form/FormSubmit';
import { emailInput, phoneInput } from '../../lib/form/inputs';
import { PasswordField } from '../../lib/form/PasswordField';
import { TextField } from '../../lib/form/TextField';
import { useForm } from '../../lib/form/useForm';
import { hostFailureOf } from '../../lib/hosting/hostFailure';
import { HostingPage } from '../../lib/hosting/HostingPage';

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
 * check). The API answers the same for every address, so that nobody learns which have accounts:
 * the page asks the host to open the link it emailed, which finishes the sign-up and signs them in
 * (`/hosting/verify-email`). An address that has an account already gets a note saying so instead.
 */
export function SignUpPage() {
  const { field, formError, sending, submitWith } = useForm({
    initial: empty,
    labels,
    order,
    check: (values) => checkRequest(registerRules, values),
    failureOf: hostFailureOf,
  });
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = submitWith(async (values) => {
    const email = values.email.trim();
    await hostRequest<{ message: string }>(hostApi.register, {
      method: 'POST',
      // The password is sent as typed: spaces may be part of a passphrase.
      body: { name: values.name.trim(), email, phone: values.phone.trim(), password: values.password },
    });
    setSentTo(email);
  });

  if (sentTo !== null) {
    return (
      <HostingPage title="Check your email">
        <FormCard as="div">
          <Notice role="status" $tone="success">
            {hostMessages.signUpSent}
          </Notice>
          <FormNote>
            We sent it to <strong>{sentTo}</strong>. The link in it signs you in and works for {VERIFY_EMAIL_TTL_HOURS}{' '}
            hours.
          </FormNote>
          <FormNote>
            Nothing after a few minutes? Check your spam folder, or{' '}
            <Link to={hostingPaths.resetPassword}>ask for a password reset link</Link> if you already have an account.
          </FormNote>
          <FormNote>
            <Link to={hostingPaths.login}>Sign in</Link>
          </FormNote>
        </FormCard>
      </HostingPage>
    );
  }

  return (
    <HostingPage title="Become a Makao host" lead="Create your host account, then list your first property.">
      <FormCard noValidate onSubmit={onSubmit} aria-label="Create your host account">
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
