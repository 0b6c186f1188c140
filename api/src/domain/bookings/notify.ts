/**
 * What a booking tells its guest and its host, written to the mail outbox in the caller's
 * transaction, so a change and its messages commit or roll back together. One call per event;
 * `notify` picks the messages, their recipients and their once-only keys.
 */
import type { LifecycleStatus } from 'contracts/booking-lifecycle';
import { hostingPaths } from 'contracts/host-rules';
import type { Queryable } from '../../plugins/database';
import type { EnqueueResult, MailKind, MailMessage } from '../../plugins/mail';
import { guestBooking, hostConfirmed, manageTokenOf, type BookingRecord, type LifecycleDeps } from './lifecycle';
import {
  cancelledMail,
  confirmCodeMail,
  confirmedMail,
  declinedMail,
  expiredMail,
  heldMail,
  hostCancelledMail,
  hostExpiredMail,
  hostExpiringMail,
  hostRequestMail,
  reminderMail,
  reviewInviteMail,
  reviewReminderMail,
  hostReviewInviteMail,
  hostReviewReminderMail,
  type LifecycleMailContext,
} from './mails';
import { toBookingHost } from './booking-row';

/** A booking event that tells someone. */
export type BookingNotice =
  /** The guest's confirmation code; `send` counts the codes of this booking, 1 for the first. */
  | { event: 'code'; code: string; send: number }
  /** The nights are held: the guest is told, and the host is asked (or told, for instant book). */
  | { event: 'held' }
  | { event: 'confirmed' }
  | { event: 'declined'; reason: string | null }
  /** The host did not answer in time: both are told. */
  | { event: 'expired' }
  /** The host's request is about to expire. */
  | { event: 'expiring' }
  /**
   * The guest is told; the host too when the guest cancelled (the operations team tells the host of
   * its cancellations once, for the whole suspension: domain/moderation).
   */
  | { event: 'cancelled'; by: 'guest' | 'host' | 'operations' }
  /** SPEC §9: check-in details the day before arrival. */
  | { event: 'reminder' }
  /** The stay has completed: both sides are asked to review, by `windowEnds`. */
  | { event: 'review-invite'; windowEnds: Date }
  /** Reviews close soon: each side that has not written (`guest`, `host`) is reminded. */
  | { event: 'review-reminder'; windowEnds: Date; guest: boolean; host: boolean };

/** What each side was sent: null when the event tells that side nothing (or the host has no email). */
export interface Told {
  guest: EnqueueResult | null;
  host: EnqueueResult | null;
}

interface Message {
  kind: MailKind;
  message: MailMessage;
}

function mailContext({ app, secret }: LifecycleDeps, record: BookingRecord): LifecycleMailContext {
  const booking = guestBooking(record);
  const host = toBookingHost(record);
  const manage = new URLSearchParams({ ref: record.reference, token: manageTokenOf(secret, record.id) });
  return {
    booking,
    // The street is the guest's once the host has confirmed; before, the area everyone may know.
    property: hostConfirmed(record)
      ? { title: record.title, address: record.address, city: record.city, exact: true }
      : { title: record.title, address: record.area, city: record.city, exact: false },
    host: host && { ...host, phone: booking.host?.phone ?? null, email: record.host_email },
    supportEmail: app.config.supportEmail,
    propertyType: record.property_type,
    checkInTime: record.check_in_time,
    manageUrl: `${app.config.siteUrl}/booking-confirmation?${manage.toString()}`,
    inboxUrl: `${app.config.siteUrl}${hostingPaths.dashboard}?booking=${encodeURIComponent(record.id)}`,
    respondBy: record.respond_by === null ? null : new Date(record.respond_by),
  };
}

/** The messages an event sends to each side. */
function messagesOf(
  context: LifecycleMailContext,
  record: BookingRecord,
  notice: BookingNotice,
): { guest?: Message; host?: (hostEmail: string) => Message } {
  switch (notice.event) {
    case 'code':
      return { guest: { kind: 'booking-code', message: confirmCodeMail(context, notice.code) } };
    case 'held': {
      const status = record.status as LifecycleStatus;
      return {
        guest: { kind: 'booking-held', message: heldMail(context, status) },
        host: (to) => ({ kind: 'booking-host-request', message: hostRequestMail(context, to, status) }),
      };
    }
    case 'confirmed':
      return { guest: { kind: 'booking-confirmed', message: confirmedMail(context) } };
    case 'declined':
      return { guest: { kind: 'booking-declined', message: declinedMail(context, notice.reason) } };
    case 'expired':
      return {
        guest: { kind: 'booking-expired', message: expiredMail(context) },
        host: (to) => ({ kind: 'booking-host-expired', message: hostExpiredMail(context, to) }),
      };
    case 'expiring':
      return { host: (to) => ({ kind: 'booking-host-expiring', message: hostExpiringMail(context, to) }) };
    case 'cancelled':
      return {
        guest: { kind: 'booking-cancelled', message: cancelledMail(context, notice.by) },
        ...(notice.by === 'guest' && {
          host: (to: string) => ({ kind: 'booking-host-cancelled' as const, message: hostCancelledMail(context, to) }),
        }),
      };
    case 'reminder':
      return { guest: { kind: 'booking-reminder', message: reminderMail(context, record.address) } };
    case 'review-invite':
      return {
        guest: { kind: 'review-invite', message: reviewInviteMail(context, notice.windowEnds) },
        host: (to) => ({ kind: 'review-host-invite', message: hostReviewInviteMail(context, to, notice.windowEnds) }),
      };
    case 'review-reminder':
      return {
        ...(notice.guest && {
          guest: { kind: 'review-reminder' as const, message: reviewReminderMail(context, notice.windowEnds) },
        }),
        ...(notice.host && {
          host: (to: string) => ({
            kind: 'review-host-reminder' as const,
            message: hostReviewReminderMail(context, to, notice.windowEnds),
          }),
        }),
      };
  }
}

/**
 * Writes the event's messages into the outbox, each once per booking (a second call finds it queued:
 * `already-queued`). A code is once per code, and its body (a secret) is erased once sent.
 */
export async function notify(
  deps: LifecycleDeps,
  tx: Queryable,
  record: BookingRecord,
  notice: BookingNotice,
): Promise<Told> {
  const { guest, host } = messagesOf(mailContext(deps, record), record, notice);
  const code = notice.event === 'code';
  const enqueue = ({ kind, message }: Message) =>
    deps.app.mailer.enqueue(tx, {
      kind,
      // One message per code: the first keeps the key every booking's first code has had.
      dedupeKey: code && notice.send > 1 ? `${kind}:${record.id}:${notice.send}` : `${kind}:${record.id}`,
      message,
      eraseBody: code,
    });
  return {
    guest: guest ? await enqueue(guest) : null,
    host: host && record.host_email ? await enqueue(host(record.host_email)) : null,
  };
}
