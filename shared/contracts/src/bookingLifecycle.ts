/**
 * A booking's life on the server, as the API, the guest's screens and the host's inbox agree on it.
 * Browser-safe, free of TypeBox (`contracts/booking-lifecycle`), loaded only by the pages that use it.
 *
 *   unconfirmed ──guest enters the emailed code──▶ requested ──host accepts──▶ confirmed ──▶ completed
 *        │                    (instant book: straight to confirmed)  │                │
 *        └─ no code in time: expired          host declines: declined │  guest or host cancels: cancelled
 *                                             no answer in time: expired
 *
 * Only `requested` and `confirmed` (and `completed`, the past) hold a property's nights: a request
 * nobody confirmed from the guest's mailbox holds nothing, so a client without a mailbox cannot
 * hoard a calendar.
 */

import { bookingStatuses } from './api';

export const lifecycleStatuses = bookingStatuses;
export type LifecycleStatus = (typeof lifecycleStatuses)[number];

/** Statuses whose nights are held (the database's no-overlap rule covers exactly these). */
export const holdingStatuses = ['requested', 'confirmed', 'completed'] as const satisfies readonly LifecycleStatus[];

/** Who made a transition: the operations team cancels what a suspended listing still had to come. */
export const bookingActors = ['guest', 'host', 'system', 'operator'] as const;
export type BookingActor = (typeof bookingActors)[number];

/** Every legal transition, with who may make it; anything else is refused (409). */
export const bookingTransitions: Record<LifecycleStatus, Partial<Record<LifecycleStatus, readonly BookingActor[]>>> = {
  unconfirmed: { requested: ['guest'], confirmed: ['guest'], expired: ['system'], cancelled: ['guest', 'operator'] },
  requested: { confirmed: ['host'], declined: ['host'], expired: ['system'], cancelled: ['guest', 'operator'] },
  confirmed: { completed: ['system'], cancelled: ['guest', 'host', 'operator'] },
  completed: {},
  declined: {},
  expired: {},
  cancelled: {},
};

export function canTransition(from: LifecycleStatus, to: LifecycleStatus, actor: BookingActor): boolean {
  return bookingTransitions[from][to]?.includes(actor) ?? false;
}

/** What a guest reads for each status. */
export const lifecycleLabels: Record<LifecycleStatus, string> = {
  unconfirmed: 'Waiting for your confirmation code',
  requested: 'Requested: waiting for the host',
  confirmed: 'Confirmed',
  completed: 'Completed',
  declined: 'Declined by the host',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

// ---------------------------------------------------------------------------------------------
// Settings
// ---------------------------------------------------------------------------------------------

/**
 * The emailed code: this many digits, good for this long. Wrong codes are counted per booking
 * reference and client: a client gets this many within the code's lifetime, and a code that this
 * many wrong tries from all clients have met works no more (the guest asks for a new one), so a
 * stranger can neither guess it nor lock the guest out.
 */
export const CONFIRM_CODE_DIGITS = 6;
export const CONFIRM_CODE_TTL_MINUTES = 30;
export const CONFIRM_CODE_MAX_ATTEMPTS = 5;
export const CONFIRM_CODE_MAX_WRONG_TOTAL = 50;
/** The guest may ask for a new code this often, and this many codes in all are sent for a request. */
export const CONFIRM_CODE_RESEND_SECONDS = 60;
export const CONFIRM_CODE_MAX_SENDS = 5;
/** A verified email holds at most this many live requests (requested, awaiting the host) at once. */
export const MAX_LIVE_REQUESTS_PER_EMAIL = 3;
/** The host answers a request within this many hours (the API's HOST_RESPONSE_HOURS), or it expires. */
export const HOST_RESPONSE_HOURS = 24;

// ---------------------------------------------------------------------------------------------
// Cancellation policy (SPEC §9)
// ---------------------------------------------------------------------------------------------

/**
 * SPEC §9: free cancellation up to 48 hours before check-in (within 48 hours the deposit is
 * forfeited); safari lodges: 7 days' notice for a full refund, 72 hours for 50%. Nothing is paid
 * online, so the policy says what a late cancellation would cost of the deposit agreed with the host.
 */
export interface CancellationTerms {
  /** Until this moment (ISO) a cancellation costs nothing. */
  freeUntil: string;
  /** Safari: until this moment half the deposit is returned; null elsewhere. */
  halfUntil: string | null;
  /** The sentence the guest reads before confirming and before cancelling. */
  summary: string;
}

const HOUR_MS = 3_600_000;

/**
 * When a stay starts: the listing's check-in time (HH:MM, Nairobi time, UTC+3 all year) on the
 * check-in date; SPEC §5's 12:00 where the listing states none.
 */
function checkInMoment(checkIn: string, checkInTime = '12:00'): Date {
  return new Date(`${checkIn}T${checkInTime}:00+03:00`);
}

const momentFormat = new Intl.DateTimeFormat('en-KE', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  // 24-hour, as the platforms' en-KE data disagree on the 12-hour form (Chromium drops the am/pm).
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Africa/Nairobi',
});

/** A moment in Nairobi time, 24-hour clock, for pages and emails alike: `Wed, 25 Nov 2026, 03:41 EAT`. */
export const formatMoment = (moment: string | Date) => `${momentFormat.format(new Date(moment))} EAT`;

export function cancellationTerms(propertyType: string, checkIn: string, checkInTime?: string): CancellationTerms {
  const arrival = checkInMoment(checkIn, checkInTime).getTime();
  if (propertyType === 'safari') {
    const free = new Date(arrival - 7 * 24 * HOUR_MS);
    const half = new Date(arrival - 72 * HOUR_MS);
    return {
      freeUntil: free.toISOString(),
      halfUntil: half.toISOString(),
      summary: `Free cancellation until ${formatMoment(free)}. Until ${formatMoment(half)} half of the deposit is returned; after that the deposit is forfeited.`,
    };
  }
  const free = new Date(arrival - 48 * HOUR_MS);
  return {
    freeUntil: free.toISOString(),
    halfUntil: null,
    summary: `Free cancellation until ${formatMoment(free)}. After that the deposit agreed with the host is forfeited.`,
  };
}

// ---------------------------------------------------------------------------------------------
// Messages and calls
// ---------------------------------------------------------------------------------------------

export const lifecycleMessages = {
  codeFormat: 'Enter the 6 digits from the email we sent you.',
  codeWrong: 'That code is not right. Check the email we sent and try again.',
  codeExpired: 'This request has expired. Please make the booking again.',
  codeCancelled: 'This request was cancelled. Please make the booking again.',
  codeDeclined: 'The host declined this request. Please choose other dates or another stay.',
  codeStayCompleted: 'This stay is complete: its code is no longer needed.',
  codeTooManyTries: 'Too many wrong codes. Ask for a new code, then enter the one in the newest email.',
  codeResent: 'We have sent you a new code. Only the newest one works.',
  codeResendTooSoon: 'We have just sent a code. Wait a minute before asking for another.',
  codeResendLimit: 'We cannot send more codes for this request. Please make the booking again.',
  tooManyLive: `You already have ${MAX_LIVE_REQUESTS_PER_EMAIL} requests waiting for hosts. Wait for an answer or cancel one first.`,
  illegalTransition: 'This booking can no longer be changed that way',
  notFound: 'We could not find a booking with that reference and email.',
  bookingNotFound: 'Booking not found',
} as const;

/** The guest's and the host's booking calls (references are `MK-…`). */
export const bookingApi = {
  confirm: (reference: string) => `/api/bookings/${encodeURIComponent(reference)}/confirm`,
  resendCode: (reference: string) => `/api/bookings/${encodeURIComponent(reference)}/code`,
  find: '/api/bookings/find',
  one: (reference: string) => `/api/bookings/${encodeURIComponent(reference)}`,
  cancel: (reference: string) => `/api/bookings/${encodeURIComponent(reference)}/cancel`,
  hostInbox: '/api/hosts/bookings',
  hostAccept: (id: string) => `/api/hosts/bookings/${encodeURIComponent(id)}/accept`,
  hostDecline: (id: string) => `/api/hosts/bookings/${encodeURIComponent(id)}/decline`,
  hostCancel: (id: string) => `/api/hosts/bookings/${encodeURIComponent(id)}/cancel`,
} as const;

/** `GET` the confirmed stay as an iCalendar event (`text/calendar`), with the manage token. */
export const stayCalendarPath = (reference: string) => `/api/bookings/${encodeURIComponent(reference)}/calendar.ics`;
/** Said when the stay is asked for as a calendar event before the host has confirmed it. */
export const STAY_CALENDAR_NOT_CONFIRMED = 'Your stay goes in your calendar once your host has confirmed it.';

/** The header a guest's own booking calls carry: the manage token from their email or booking answer. */
export const MANAGE_TOKEN_HEADER = 'X-Booking-Token';
