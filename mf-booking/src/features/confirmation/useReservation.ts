import { useCallback, useEffect, useRef, useState } from 'react';
import { useSetAtom } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { lifecycleMessages } from 'contracts/booking-lifecycle';
import type { Property } from 'contracts';
import { lastBookingAtom } from 'shared/state';
import {
  answered,
  confirmBooking,
  guestBookingKey,
  resendCode,
  type GuestBooking,
} from '../../lib/lifecycle/guestBookingApi';
import { notifyHost } from './confirmationApi';

/** SPEC §4/§9: the reserved state follows the notification call after 1.5 seconds. */
export const RESERVED_DELAY_MS = 1500;

/** code → (Reserve & Pay on Arrival) processing → reserved; a refusal goes back to code. */
type ReservationPhase = 'code' | 'processing' | 'reserved';

interface CodeRefusal {
  message: string;
  /** The booking cannot be confirmed any more (expired, too many tries, dates taken): book again. */
  final: boolean;
}

/**
 * A refusal that ends the request (it expired, was cancelled or declined, its dates went, no more
 * codes can be sent) is final: the guest books again. Too many wrong codes is not: a new code clears it.
 */
function refusalOf(outcome: { status: number | null; error: string }): CodeRefusal {
  const final = outcome.status === 410 || outcome.status === 409 || outcome.status === 404;
  return { message: outcome.error, final };
}

/** What asking for a new code came to: said beside the button. */
interface CodeResend {
  sending: boolean;
  /** The API's message (`tone` success) or its refusal. */
  note: { text: string; tone: 'success' | 'error' } | null;
}

export interface Reservation {
  phase: ReservationPhase;
  /** The booking as the server answered the code with (requested or confirmed). */
  confirmed: GuestBooking | null;
  refusal: CodeRefusal | null;
  /** Reserve & Pay on Arrival: sends the code; repeat presses while processing are ignored (SPEC §4). */
  confirm: (code: string) => void;
  clearRefusal: () => void;
  resend: CodeResend;
  /** Asks the API for a new code by email (with the booking's manage token). */
  resendCode: () => void;
}

/**
 * SPEC §4, with the booking's state on the server: the guest lands on the step that asks for the
 * code emailed to them, and Reserve & Pay on Arrival sends it: processing, the code (which holds the
 * nights and asks the host, or confirms an instant booking) and, once accepted, the
 * booking-notification call; success or failure of that call (a failure is only logged), the page
 * shows the booking's new state 1.5 s later. A refused code goes back to the step with the server's
 * reason.
 */
export function useReservation(booking: GuestBooking, property: Property): Reservation {
  const [phase, setPhase] = useState<ReservationPhase>('code');
  const [confirmed, setConfirmed] = useState<GuestBooking | null>(null);
  const [refusal, setRefusal] = useState<CodeRefusal | null>(null);
  const [resend, setResend] = useState<CodeResend>({ sending: false, note: null });
  const queryClient = useQueryClient();
  const setLastBooking = useSetAtom(lastBookingAtom);
  const busy = useRef(false);
  const mounted = useRef(true);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const confirm = useCallback(
    (code: string) => {
      if (busy.current) return;
      const digits = code.replace(/\s+/g, '');
      if (!/^\d{6}$/.test(digits)) {
        setRefusal({ message: lifecycleMessages.codeFormat, final: false });
        return;
      }
      busy.current = true;
      setRefusal(null);
      setPhase('processing');
      void confirmBooking(booking.bookingReference, digits).then((outcome) => {
        if (!mounted.current) return;
        if (!outcome.ok) {
          busy.current = false;
          setRefusal(refusalOf(outcome));
          setPhase('code');
          return;
        }
        // The server's word from now on: a reload or another tab reads the same.
        const held: GuestBooking = {
          ...outcome.booking,
          manageToken: outcome.booking.manageToken || booking.manageToken,
        };
        setConfirmed(held);
        queryClient.setQueryData(guestBookingKey(held.bookingReference), answered(held));
        setLastBooking({ booking: held, property, manageToken: held.manageToken || undefined });
        void notifyHost(held.id, held.manageToken)
          .catch((error: unknown) => console.error('[booking] the booking notification failed', error))
          .finally(() => {
            if (mounted.current) timer.current = setTimeout(() => setPhase('reserved'), RESERVED_DELAY_MS);
          });
      });
    },
    [booking.bookingReference, booking.manageToken, property, queryClient, setLastBooking],
  );

  const clearRefusal = useCallback(() => setRefusal((current) => (current?.final ? current : null)), []);

  const sendNewCode = useCallback(() => {
    if (busy.current) return;
    setResend({ sending: true, note: null });
    void resendCode(booking.bookingReference, booking.manageToken).then((outcome) => {
      if (!mounted.current) return;
      if (outcome.ok) {
        // The wrong tries counted against the old code are gone with it.
        setRefusal((current) => (current?.final ? current : null));
        setResend({ sending: false, note: { text: outcome.data, tone: 'success' } });
        return;
      }
      const refused = refusalOf(outcome);
      if (refused.final) setRefusal(refused);
      setResend({ sending: false, note: refused.final ? null : { text: outcome.error, tone: 'error' } });
    });
  }, [booking.bookingReference, booking.manageToken]);

  return { phase, confirmed, refusal, confirm, clearRefusal, resend, resendCode: sendNewCode };
}
