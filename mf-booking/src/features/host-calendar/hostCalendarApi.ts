import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  calendarApi,
  type BlockRequest,
  type CalendarBlock,
  type CalendarImport,
  type HostCalendar,
} from 'contracts/calendar';
import { hostApi, hostRequest, type HostListing } from 'shared/hosts';
import { useHostRetry } from '../../lib/hosting/hostQuery';

/** The calendar's entries in the query cache (its own keys: content's listings table keeps its own). */
const calendarKeys = {
  listings: ['hosting', 'calendar', 'listings'] as const,
  all: ['hosting', 'calendar', 'of'] as const,
  of: (listingId: string) => ['hosting', 'calendar', 'of', listingId] as const,
};

/** The host's listings to choose a calendar from (`GET /api/hosts/listings`, newest first). */
export function useCalendarListings() {
  const retry = useHostRetry();
  return useQuery({
    queryKey: calendarKeys.listings,
    queryFn: ({ signal }) => hostRequest<HostListing[]>(hostApi.listings, { signal }),
    retry,
  });
}

/**
 * One listing's calendar: blocks, held bookings, the export feed and the import's state, from today
 * for a year (the API's default window).
 */
export function useHostCalendar(listingId: string) {
  const retry = useHostRetry();
  return useQuery({
    queryKey: calendarKeys.of(listingId),
    queryFn: ({ signal }) => hostRequest<HostCalendar>(calendarApi.calendar(listingId), { signal }),
    retry,
  });
}

export type NightsChange = { kind: 'block'; nights: BlockRequest } | { kind: 'unblock'; block: CalendarBlock };

/**
 * Block or unblock nights. The calendar is read again after every answer, refusals included (a guest
 * may have booked the nights meanwhile), so the grid shows the server's state and nothing else.
 */
export function useNightsChange(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: NightsChange): Promise<void> => {
      if (change.kind === 'block') {
        await hostRequest<CalendarBlock>(calendarApi.blocks(listingId), { method: 'POST', body: change.nights });
      } else {
        await hostRequest<void>(calendarApi.block(listingId, change.block.id), { method: 'DELETE' });
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.of(listingId) }),
  });
}

/** Set (a URL) or remove (null) the import of another platform's calendar; the API syncs it at once. */
export function useImportChange(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (url: string | null) =>
      hostRequest<CalendarImport>(calendarApi.icalImport(listingId), { method: 'PUT', body: { url } }),
    onSuccess: (answer) =>
      queryClient.setQueryData<HostCalendar>(calendarKeys.of(listingId), (calendar) =>
        calendar ? { ...calendar, import: answer } : calendar,
      ),
    // The imported nights changed with it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.of(listingId) }),
  });
}
