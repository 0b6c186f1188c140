import type { LifecycleStatus } from 'contracts/booking-lifecycle';
import { STAY_TIME_ZONE, formatStayDate, type Booking } from 'contracts';
import { plural } from '../../lib/stay/stayText';
import type { InboxTab } from './hostInboxApi';

/** The tabs' names, and what each says when it has nothing. */
export const tabLabels: Record<InboxTab, string> = { requested: 'Requests', upcoming: 'Upcoming', past: 'Past' };

export const emptyTexts: Record<InboxTab, string> = {
  requested: 'No requests are waiting for your answer.',
  upcoming: 'No upcoming stays. Requests you accept show here.',
  past: 'No past bookings yet.',
};

/** A booking's status as its host reads it (the guest's words are `lifecycleLabels`). */
const hostStatusLabels: Record<LifecycleStatus, string> = {
  unconfirmed: 'Waiting for the guest',
  requested: 'Waiting for your answer',
  confirmed: 'Confirmed',
  completed: 'Completed',
  declined: 'Declined',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

export const statusLabel = (status: string) => hostStatusLabels[status as LifecycleStatus] ?? status;

/** What the host is told once the server has taken an answer. */
export const doneTexts = {
  accept: (name: string) => `You accepted ${name}'s request. The stay is under Upcoming.`,
  decline: (name: string) => `You declined ${name}'s request. We are telling them by email.`,
  cancel: (name: string) => `You cancelled ${name}'s stay. We are telling them by email.`,
} as const;

export const focusNotFound = "We couldn't find that booking among yours. It may belong to another host account.";

const HOUR_MS = 3_600_000;
const deadlineFormat = new Intl.DateTimeFormat('en-KE', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  // 24-hour, as the platforms' en-KE data disagree on the 12-hour form (Chromium drops the am/pm).
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: STAY_TIME_ZONE,
});

/**
 * A request's deadline (`respondBy`, HOST_RESPONSE_HOURS after the guest confirmed it), in Nairobi
 * time with the hours left: "Answer by Wed, 25 Nov, 15:00 (5 hours left)".
 */
export function answerByText(respondBy: string, now = Date.now()): string {
  const at = Date.parse(respondBy);
  if (Number.isNaN(at)) return '';
  const left = at - now;
  if (left <= 0) return 'The time to answer has passed.';
  const hours = Math.floor(left / HOUR_MS);
  const remaining = hours < 1 ? 'less than an hour left' : plural(hours, 'hour', 'hours') + ' left';
  return `Answer by ${deadlineFormat.format(at)} (${remaining})`;
}

/**
 * What a booking's buttons name besides their verb, so two requests from one guest are told apart
 * by a screen reader: "Wanjiru Kamau, 12 Dec to 15 Dec".
 */
export function bookingName(booking: Pick<Booking, 'name' | 'checkIn' | 'checkOut'>): string {
  return `${booking.name}, ${formatStayDate(booking.checkIn, 'dayMonth')} to ${formatStayDate(booking.checkOut, 'dayMonth')}`;
}

/** A phone number as a `tel:` link wants it: digits and a leading plus. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
