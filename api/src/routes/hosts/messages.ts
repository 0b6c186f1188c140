/** The words of the host emails: the verification link and the password reset link. */
import { PASSWORD_RESET_TTL_MINUTES, VERIFY_EMAIL_TTL_HOURS, type HostAccount } from 'shared/host-rules';
import type { MailMessage } from '../../plugins/mail';
import { render } from '../email/messages';

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
