/**
 * The words of every message a booking's life sends (SPEC §9: check-in details 24 hours before
 * arrival), to the guest and to the host. Each is written to the outbox in the transaction of the
 * change that causes it (lifecycle.ts).
 */
import {
  CONFIRM_CODE_TTL_MINUTES,
  HOST_RESPONSE_HOURS,
  cancellationTerms,
  formatMoment,
  type LifecycleStatus,
} from 'contracts/booking-lifecycle';
import { formatStayDate } from 'contracts';
import { REVIEW_ANCHOR, REVIEW_WINDOW_DAYS } from 'contracts/reviews';
import type { MailMessage } from '../../plugins/mail';
import { render, stayLines, type BookingMailContext } from '../mail/messages';

export interface LifecycleMailContext extends BookingMailContext {
  propertyType: string;
  /** The listing's check-in time, HH:MM Nairobi (the cancellation terms count back from it). */
  checkInTime?: string;
  /** The guest's manage link (find, read, cancel without an account). */
  manageUrl: string;
  /** The host's inbox in the host area. */
  inboxUrl: string;
  /** When the host's answer is due (`HOST_RESPONSE_HOURS` after the guest confirmed), for a request. */
  respondBy: Date | null;
}

/** "by Wed, 25 Nov 2026, 03:41 EAT": the request's own deadline, so the mail never disagrees with the setting. */
const answerBy = (context: LifecycleMailContext) =>
  context.respondBy ? `by ${formatMoment(context.respondBy)}` : `within ${HOST_RESPONSE_HOURS} hours`;

const guestMail = (
  context: LifecycleMailContext,
  subject: string,
  intro: string[],
  outro: string[],
  action = 'See or cancel your booking',
  /** A section of My Booking the link opens at (`#review`). */
  anchor?: string,
): MailMessage => ({
  to: context.booking.email,
  subject: `${subject}: ${context.property.title} (${context.booking.bookingReference})`,
  replyTo: context.supportEmail,
  ...render(
    [`Hello ${context.booking.name},`, ...intro],
    stayLines(context),
    [...outro, `Questions? Reply to this email or write to ${context.supportEmail}.`],
    { label: action, url: anchor ? `${context.manageUrl}#${anchor}` : context.manageUrl },
  ),
});

const policyLine = (context: LifecycleMailContext) =>
  `Cancellation: ${cancellationTerms(context.propertyType, context.booking.checkIn, context.checkInTime).summary}`;

/** Right after the request: the code that proves the mailbox is the guest's, before anything is held. */
export function confirmCodeMail(context: LifecycleMailContext, code: string): MailMessage {
  return guestMail(
    context,
    `Your code ${code}`,
    [
      `Your confirmation code is ${code}. Enter it on the booking page ("Reserve & Pay on Arrival") within ${CONFIRM_CODE_TTL_MINUTES} minutes to send your request to the host.`,
      'Until then the dates are not held for you. If you did not ask for this booking, ignore this email.',
    ],
    [policyLine(context)],
  );
}

/** The guest's request is held and the host has been told (or, instant book, it is confirmed). */
export function heldMail(context: LifecycleMailContext, status: LifecycleStatus): MailMessage {
  if (status === 'confirmed') return confirmedMail(context);
  return guestMail(
    context,
    'Request sent to your host',
    [
      `Your dates at ${context.property.title} are held for you while the host answers, ${answerBy(context)}.`,
      'You reserve now and pay on arrival: nothing is charged today.',
    ],
    [policyLine(context)],
  );
}

export function confirmedMail(context: LifecycleMailContext): MailMessage {
  const { host } = context;
  return guestMail(
    context,
    'Booking confirmed',
    [
      `Your stay at ${context.property.title} is confirmed.`,
      host ? `Your host is ${host.name}${host.phone ? `, phone ${host.phone}` : ''}.` : '',
      'You pay on arrival. Please bring a valid ID.',
    ].filter(Boolean),
    [policyLine(context)],
  );
}

export function declinedMail(context: LifecycleMailContext, reason: string | null): MailMessage {
  return guestMail(
    context,
    'Request declined',
    [
      `The host cannot host you at ${context.property.title} on these dates.`,
      ...(reason ? [`The host said: "${reason}"`] : []),
      'Nothing was charged. Other stays are waiting for you on Makao.',
    ],
    [],
  );
}

export function expiredMail(context: LifecycleMailContext): MailMessage {
  return guestMail(
    context,
    'Request expired',
    [
      `The host did not answer your request for ${context.property.title} in time, so the dates are free again.`,
      'Nothing was charged. You can make a new request, here or for another stay.',
    ],
    [],
  );
}

export function cancelledMail(context: LifecycleMailContext, by: 'guest' | 'host' | 'operations'): MailMessage {
  return guestMail(
    context,
    'Booking cancelled',
    by === 'operations'
      ? [
          `Your booking at ${context.property.title} is cancelled: our team has taken this listing off Makao. We are sorry.`,
          'Nothing was charged. Other stays are waiting for you on Makao.',
        ]
      : [
          by === 'guest'
            ? `Your booking at ${context.property.title} is cancelled, as you asked.`
            : `Your host has cancelled your booking at ${context.property.title}. We are sorry.`,
          'The dates are free again.',
        ],
    [],
  );
}

/** SPEC §9: check-in details 24 hours before arrival. */
export function reminderMail(context: LifecycleMailContext, address: string): MailMessage {
  const { host } = context;
  return guestMail(
    context,
    'Check-in tomorrow',
    [
      `Your stay at ${context.property.title} starts ${formatStayDate(context.booking.checkIn, 'long')}.`,
      `Address: ${address}.`,
      host
        ? `Your host: ${host.name}${host.phone ? `, phone ${host.phone}` : ''}. Call them to agree your arrival time.`
        : '',
      'Arrive on time, bring a valid ID, and pay on arrival.',
    ].filter(Boolean),
    [],
  );
}

const hostMail = (
  context: LifecycleMailContext,
  to: string,
  subject: string,
  intro: string[],
  action: string,
): MailMessage => ({
  to,
  subject: `${subject}: ${context.property.title} (${context.booking.bookingReference})`,
  replyTo: context.supportEmail,
  ...render(
    [`Hello ${context.host?.name ?? 'host'},`, ...intro],
    [
      ...stayLines(context),
      ['Guest', context.booking.name],
      ['Guest phone', context.booking.phone],
      ['Guest email', context.booking.email],
      ['Special requests', context.booking.message || 'None'],
    ],
    [],
    { label: action, url: context.inboxUrl },
  ),
});

export function hostRequestMail(context: LifecycleMailContext, to: string, status: LifecycleStatus): MailMessage {
  return status === 'confirmed'
    ? hostMail(context, to, 'New booking', ['A guest has booked your listing (instant book).'], 'Open your inbox')
    : hostMail(
        context,
        to,
        'New booking request',
        [`A guest asks to stay. Accept or decline ${answerBy(context)}, or the request expires.`],
        'Accept or decline',
      );
}

export function hostCancelledMail(context: LifecycleMailContext, to: string): MailMessage {
  return hostMail(
    context,
    to,
    'Guest cancelled',
    ['The guest has cancelled. The dates are free again.'],
    'Open your inbox',
  );
}

export function hostExpiringMail(context: LifecycleMailContext, to: string): MailMessage {
  return hostMail(
    context,
    to,
    'Request expiring soon',
    ['A request is still waiting for your answer and expires soon.'],
    'Accept or decline',
  );
}

export function hostExpiredMail(context: LifecycleMailContext, to: string): MailMessage {
  return hostMail(
    context,
    to,
    'Request expired',
    ['A request expired without an answer; the dates are free again.'],
    'Open your inbox',
  );
}

/**
 * The stay has completed: each side is asked to review the other, by the window's end. Neither sees
 * the other's review before both are written or the window closes (contracts/reviews).
 */
export function reviewInviteMail(context: LifecycleMailContext, windowEnds: Date): MailMessage {
  return guestMail(
    context,
    'Review your stay',
    [
      `How was your stay at ${context.property.title}? Tell the next guests: rate the stay and write a few lines by ${formatMoment(windowEnds)}.`,
      `Your host reviews your stay too. Neither of you sees the other's review until both are written or reviews close, ${REVIEW_WINDOW_DAYS} days after check-out; then both are published together.`,
    ],
    [],
    'Review your stay',
    REVIEW_ANCHOR,
  );
}

export function reviewReminderMail(context: LifecycleMailContext, windowEnds: Date): MailMessage {
  return guestMail(
    context,
    'Reviews close soon',
    [
      `There is still time to review your stay at ${context.property.title}: reviews close ${formatMoment(windowEnds)}.`,
    ],
    [],
    'Review your stay',
    REVIEW_ANCHOR,
  );
}

export function hostReviewInviteMail(context: LifecycleMailContext, to: string, windowEnds: Date): MailMessage {
  return hostMail(
    context,
    to,
    'Review your guest',
    [
      `The stay has ended. Review your guest by ${formatMoment(windowEnds)}; you will also be asked privately whether you would host them again.`,
      "Neither of you sees the other's review until both are written or the time is up; then both are published together.",
    ],
    'Review your guest',
  );
}

export function hostReviewReminderMail(context: LifecycleMailContext, to: string, windowEnds: Date): MailMessage {
  return hostMail(
    context,
    to,
    'Reviews close soon',
    [`There is still time to review your guest: reviews close ${formatMoment(windowEnds)}.`],
    'Review your guest',
  );
}
