import { useCallback, useRef } from 'react';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths, type BookingRequest, type Property } from 'contracts';
import { type GuestBooking } from '../lifecycle/guestBookingApi';
import { lastBookingAtom } from 'shared/state';
import { loadOnIntent } from 'shared/ui';
import { bookedStaysKey } from '../stay/useBookedStays';
import type { BookingOutcome } from './bookingApi';
import { newIdempotencyKey } from './requestKeys';
import { isDatesTaken } from './bookingFailureMessage';

/**
 * Performance: the request (`POST /api/bookings` and reading its answer) is code no first view needs.
 * It loads on the guest's intent on a form (the form spreads `prepare`), so it is in long before they
 * send, and a guest who only looks at the page never loads it. A request whose code cannot be loaded
 * fails as one with no answer (the form says so, and the guest can send again).
 */
const loadBookingApi = () => import('./bookingApi');
const prepare = loadOnIntent(loadBookingApi);

async function postBooking(request: BookingRequest, key: string): Promise<BookingOutcome> {
  let api: Awaited<ReturnType<typeof loadBookingApi>>;
  try {
    api = await loadBookingApi();
  } catch (error) {
    return { ok: false, failure: { kind: 'network', error } };
  }
  return api.postBooking(request, key);
}

export interface CreateBooking {
  /** Sends the request; null when one is already on its way (a double click) or the booking is made. */
  send: (request: BookingRequest) => Promise<BookingOutcome | null>;
  /** After success: keep the booking for this session and go to /booking-submitted. */
  complete: (booking: GuestBooking) => void;
  submitting: boolean;
  /** The form's props that load the request's code on the guest's first intent. */
  prepare: typeof prepare;
}

/**
 * The one submit path of the three booking forms. Each intended booking gets one Idempotency-Key:
 * it is kept while the request's content is unchanged (a retry or a second click reuses it, so the
 * server answers with the first booking) and replaced as soon as the guest changes the stay or the
 * details. A request already on its way blocks another, before React has even re-rendered.
 */
export function useCreateBooking(property: Property): CreateBooking {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const setLastBooking = useSetAtom(lastBookingAtom);
  const inFlight = useRef(false);
  const booked = useRef(false);
  const lastKey = useRef<{ content: string; key: string } | null>(null);
  const mutation = useMutation({
    mutationFn: ({ request, key }: { request: BookingRequest; key: string }) => postBooking(request, key),
  });
  const { mutateAsync } = mutation;

  const send = useCallback(
    async (request: BookingRequest) => {
      if (inFlight.current || booked.current) return null;
      inFlight.current = true;
      const content = JSON.stringify(request);
      if (lastKey.current?.content !== content) lastKey.current = { content, key: newIdempotencyKey() };
      try {
        const outcome = await mutateAsync({ request, key: lastKey.current.key });
        if (outcome.ok) booked.current = true;
        if (!outcome.ok && isDatesTaken(outcome.failure)) {
          // Someone else took these dates: show the fresh booked list.
          void queryClient.invalidateQueries({ queryKey: bookedStaysKey(request.propertyId) });
        }
        return outcome;
      } finally {
        inFlight.current = false;
      }
    },
    [mutateAsync, queryClient],
  );

  const complete = useCallback(
    (booking: GuestBooking) => {
      // Session storage: a reload of /booking-submitted still finds it (navigation state alone would not
      // survive a new tab), and it is gone when the tab closes. The manage token reads its true state.
      setLastBooking({ booking, property, manageToken: booking.manageToken || undefined });
      navigate(paths.bookingSubmitted, { state: { booking, property } });
    },
    [navigate, property, setLastBooking],
  );

  return { send, complete, submitting: mutation.isPending, prepare };
}
