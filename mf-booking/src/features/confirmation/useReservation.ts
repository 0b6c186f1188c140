import { useCallback, useEffect, useRef, useState } from 'react';
import { useSetAtom } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { lifecycleMessages } from 'shared/booking-lifecycle';
import type { Property } from 'shared/contracts';
import { lastBookingAtom } from 'shared/state';
import {
  answered,
  confirmBooking,
  guestBookingKey,
  type GuestBooking,
  type GuestCall,
} from '../../lib/lifecycle/guestBookingApi';
import { notifyHost } from './confirmationApi';

/** SPEC §4/§9: the reserved state follows the notification call after 1.5 seconds. */
export const RESERVED_DELAY_MS = 1500;

/** received → (Reserve & Pay on Arrival) code → (Confirm) processing → reserved; a refusal goes back to code. */
export type ReservationPhase = 'received' | 'code' | 'processing' | 'reserved';

export interface CodeRefusal {
  message: string;
  /** The booking cannot be confirmed any more (expired, too many tries, dates taken): book again. */
  final: boolean;
}

/** Client-side check before any call. */
export const codeFormatMessage = 'Enter the 6 digits from the email we sent you.';

function refusalOf(outcome: Extract<GuestCall, { ok: false }>): CodeRefusal {
  const final =
    outcome.status === 410 ||
    outcome.status === 409 ||
    outcome.status === 404 ||
    (outcome.status === 429 && outcome.error === lifecycleMessages.codeTooManyTries);
  return { message: outcome.error, final };
}

export interface Reservation {
  phase: ReservationPhase;
  /** The booking as the server answered the code with (requested or confirmed). */
  confirmed: GuestBooking | null;
  refusal: CodeRefusal | null;
  /** Reserve & Pay on Arrival: opens the code step. */
  openCode: () => void;
  /** Sends the code; repeat presses while processing are ignored (SPEC §4). */
  confirm: (code: string) => void;
  clearRefusal: () => void;
}

/**
 * SPEC §4, with the booking's state on the server: Reserve & Pay on Arrival opens the step where the
 * guest enters the code emailed to them. Confirming sets processing, sends the code (which holds the
 * nights or asks the host) and, once accepted, calls the booking-notification endpoint; success or
 * failure of that call (a failure is only logged), the reserved state shows 1.5 s later. A refused
 * code goes back to the step with the server's reason.
 */
export function useReservation(booking: GuestBooking, property: Property): Reservation {
  const [phase, setPhase] = useState<ReservationPhase>('received');
  const [confirmed, setConfirmed] = useState<GuestBooking | null>(null);
  const [refusal, setRefusal] = useState<CodeRefusal | null>(null);
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

  const openCode = useCallback(() => setPhase((current) => (current === 'received' ? 'code' : current)), []);

  const confirm = useCallback(
    (code: string) => {
      if (busy.current) return;
      const digits = code.replace(/\s+/g, '');
      if (!/^\d{6}$/.test(digits)) {
        setRefusal({ message: codeFormatMessage, final: false });
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
        void notifyHost(held.id)
          .catch((error: unknown) => console.error('[booking] the booking notification failed', error))
          .finally(() => {
            if (mounted.current) timer.current = setTimeout(() => setPhase('reserved'), RESERVED_DELAY_MS);
          });
      });
    },
    [booking.bookingReference, booking.manageToken, property, queryClient, setLastBooking],
  );

  const clearRefusal = useCallback(() => setRefusal((current) => (current?.final ? current : null)), []);

  return { phase, confirmed, refusal, openCode, confirm, clearRefusal };
}
