/** The words of the host emails: the verification link, the password reset link, the sign-up note. */
import {
  PASSWORD_RESET_TTL_MINUTES,
  VERIFY_EMAIL_TTL_HOURS,
  hostingPaths,
  type HostAccount,
} from 'contracts/host-rules';
import type { MailMessage } from '../../plugins/mail';
import { render } from '../mail/messages';

export function hostEmail(
  kind: 'host-verify-email' | 'host-reset-password',
  host: Pick<HostAccount, 'name' | 'email'>,
  url: string,
  supportEmail: string,
): MailMessage {
  const help = `Questions? Reply to this email or write to ${supportEmail}.`;
  if (kind === 'host-verify-email') {
    return {
      to: host.email,
      subject: 'Confirm your email for Makao hosting',
      replyTo: supportEmail,
      ...render(
        [`Hello ${host.name},`, 'Welcome to Makao! Confirm your email address so you can publish your listings.'],
        [],
        [`The link works for ${VERIFY_EMAIL_TTL_HOURS} hours.`, help],
        { label: 'Confirm my email', url },
      ),
    };
  }
  return {
    to: host.email,
    subject: 'Reset your Makao password',
    replyTo: supportEmail,
    ...render(
      [`Hello ${host.name},`, 'Someone asked to reset the password of your Makao hosting account.'],
      [],
      [
        `The link works for ${PASSWORD_RESET_TTL_MINUTES} minutes and once. If you did not ask, ignore this email: your password stays as it is.`,
        help,
      ],
      { label: 'Choose a new password', url },
    ),
  };
}

/**
 * Someone signed up with an address that has an account: its owner is told (the sign-up's answer
 * says nothing, so that nobody learns which addresses have accounts), with the way back in.
 */
export function existingAccountEmail(
  host: Pick<HostAccount, 'name' | 'email'>,
  siteUrl: string,
  supportEmail: string,
): MailMessage {
  return {
    to: host.email,
    subject: 'You already have a Makao hosting account',
    replyTo: supportEmail,
    ...render(
      [
        `Hello ${host.name},`,
        'Someone, perhaps you, tried to create a Makao hosting account with this email address. It already has one, so nothing was changed.',
        `Forgot your password? Choose a new one at ${siteUrl}${hostingPaths.resetPassword}.`,
      ],
      [],
      ['If it was not you, ignore this email: your account stays as it is.', `Questions? Write to ${supportEmail}.`],
      { label: 'Sign in', url: `${siteUrl}${hostingPaths.login}` },
    ),
  };
}
