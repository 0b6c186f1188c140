import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bookingApi, type LifecycleStatus } from 'contracts/booking-lifecycle';
import { nairobiDate, type Booking } from 'contracts';
import { hostRequest } from 'shared/hosts';
import { hostErrorText, useHostRetry } from '../../lib/hosting/hostQuery';

/** The inbox's tabs, each one of the API's filters (`GET /api/hosts/bookings?status=…`). */
export const inboxTabs = ['requested', 'upcoming', 'past'] as const;
export type InboxTab = (typeof inboxTabs)[number];

/** The host's bookings in the query cache, by filter; `all` finds the booking an email link names. */
const hostBookingKeys = {
  all: ['hosting', 'bookings'] as const,
  list: (filter: InboxTab | 'all') => ['hosting', 'bookings', filter] as const,
};

/** How often an open inbox asks for new requests (a request waits at most 24 hours for its answer). */
export const INBOX_REFRESH_MS = 60_000;

/**
 * The host's bookings under one filter. The site's retry rule (SPEC §7: once), but not after a 4xx:
 * no session (401) gets the same answer when asked again.
 */
export function useHostBookings(filter: InboxTab | 'all', enabled = true) {
  const retry = useHostRetry();
  return useQuery({
    queryKey: hostBookingKeys.list(filter),
    queryFn: ({ signal }) =>
      hostRequest<Booking[]>(`${bookingApi.hostInbox}?${new URLSearchParams({ status: filter }).toString()}`, {
        signal,
      }),
    retry,
    enabled,
    // New requests arrive while the dashboard is open: the host sees them without reloading.
    refetchInterval: INBOX_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}

export type InboxAction = { kind: 'accept' } | { kind: 'decline'; reason: string } | { kind: 'cancel' };

/**
 * Accept, decline or cancel one booking. Nothing is changed on screen before the server answers:
 * after every answer, refusals included (a request that expired meanwhile), the lists are read again
 * before the caller hears of it, so the inbox shows the server's state and nothing else.
 */
export function useInboxAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ booking, action }: { booking: Booking; action: InboxAction }) => {
      const path =
        action.kind === 'accept'
          ? bookingApi.hostAccept(booking.id)
          : action.kind === 'decline'
            ? bookingApi.hostDecline(booking.id)
            : bookingApi.hostCancel(booking.id);
      const reason = action.kind === 'decline' ? action.reason.trim() : '';
      return hostRequest<Booking>(path, {
        method: 'POST',
        body: action.kind === 'decline' ? (reason ? { reason } : {}) : undefined,
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: hostBookingKeys.all }),
  });
}

/** The server's words for a refused call (its `error`), or ours when no answer came. */
export const inboxErrorText = hostErrorText;

/**
 * The tab a booking is listed under, as the API files it: requests waiting for an answer, confirmed
 * stays not yet over (check-out after today), and everything else.
 */
export function tabOf(booking: Pick<Booking, 'status' | 'checkOut'>, today = nairobiDate(Date.now())): InboxTab {
  const status = booking.status as LifecycleStatus;
  if (status === 'requested') return 'requested';
  if (status === 'confirmed' && booking.checkOut > today) return 'upcoming';
  return 'past';
}
