import { useCallback, useEffect, useRef, useState } from 'react';
import { notifyHost } from './confirmationApi';

/** SPEC §4/§9: the reserved state follows the notification call after 1.5 seconds. */
export const RESERVED_DELAY_MS = 1500;

export type ReservationPhase = 'received' | 'processing' | 'reserved';

/**
 * SPEC §4: Reserve & Pay on Arrival. Pressing it sets processing (repeat presses are ignored), calls
 * the booking-notification endpoint, and — success or failure, a failure is only logged — moves to
 * the reserved state 1.5 s after the call. No booking status is sent to the server.
 */
export function useReservation(bookingId: string): { phase: ReservationPhase; reserve: () => void } {
  const [phase, setPhase] = useState<ReservationPhase>('received');
  const started = useRef(false);
  const mounted = useRef(true);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const reserve = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setPhase('processing');
    void notifyHost(bookingId)
      .catch((error: unknown) => console.error('[booking] the booking notification failed', error))
      .finally(() => {
        if (mounted.current) timer.current = setTimeout(() => setPhase('reserved'), RESERVED_DELAY_MS);
      });
  }, [bookingId]);

  return { phase, reserve };
}
