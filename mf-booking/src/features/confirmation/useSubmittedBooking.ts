import { useEffect, useMemo } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { readProperty, type Property } from 'contracts';
import { requestProperty } from 'shared/config';
import { isLoadingData, lastBookingAtom, propertyCacheAtom } from 'shared/state';
import {
  guestBookingKey,
  readBookingNow,
  readGuestBooking,
  type GuestBooking,
} from '../../lib/lifecycle/guestBookingApi';

export type SubmittedBooking =
  | { status: 'loading' }
  | { status: 'found'; booking: GuestBooking; property: Property }
  | { status: 'missing' }
  /** The server could not be asked where the booking stands: said, with a retry, never guessed from history. */
  | { status: 'unread'; error: string; retry: () => void };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The booking /booking-submitted shows. SPEC §2: it receives booking and property through navigation
 * state; the session keeps the last booking (session storage) with its manage token, and a link may
 * carry `?ref=MK-…&token=…`. With a token the booking's true state comes from the server
 * (`GET /api/bookings/:reference`), so a reload, Back, another tab or another device shows what the
 * server says, never the state the page was first opened with; when the server cannot be asked the
 * page says so (`unread`) rather than guess. When only the property is missing it comes from the
 * session, the catalog's cache or a fetch; a failed fetch is only logged (SPEC §7).
 */
export function useSubmittedBooking(): SubmittedBooking {
  const { state } = useLocation();
  const [params] = useSearchParams();
  const [lastBooking, setLastBooking] = useAtom(lastBookingAtom);
  const cache = useAtomValue(propertyCacheAtom);

  const passed = useMemo(() => {
    const raw = isRecord(state) ? state : {};
    const booking = isRecord(raw.booking) ? readGuestBooking(raw.booking) : null;
    const property = isRecord(raw.property) ? readProperty(raw.property) : null;
    return { booking: booking?.id ? booking : null, property: property?.id ? property : null };
  }, [state]);
  const kept = useMemo(() => (lastBooking ? readGuestBooking(lastBooking.booking) : null), [lastBooking]);

  const linkReference = (params.get('ref') ?? '').trim().toUpperCase();
  const linkToken = params.get('token') ?? '';
  const local =
    passed.booking && (!linkReference || passed.booking.bookingReference === linkReference)
      ? passed.booking
      : kept && (!linkReference || kept.bookingReference === linkReference)
        ? kept
        : null;
  const reference = linkReference || local?.bookingReference || '';
  const token =
    (linkReference && linkToken) ||
    local?.manageToken ||
    (local && kept?.id === local.id ? (lastBooking?.manageToken ?? '') : '');

  const server = useQuery({
    queryKey: guestBookingKey(reference),
    queryFn: ({ signal }) => readBookingNow(reference, token, signal),
    enabled: reference !== '' && token !== '',
    staleTime: 0,
  });
  const serverBooking = server.data?.ok ? { ...server.data.booking, manageToken: token } : null;
  const booking: GuestBooking | null = serverBooking ?? local;
  const waitingForServer = reference !== '' && token !== '' && server.isPending;

  const known =
    (passed.booking && passed.booking.id === booking?.id ? passed.property : null) ??
    (booking && lastBooking?.booking.id === booking.id ? lastBooking.property : null) ??
    (booking ? (cache.get(booking.propertyId) ?? null) : null);
  const propertyId = booking?.propertyId ?? '';

  const fetched = useQuery({
    queryKey: ['booking', 'property', propertyId],
    queryFn: ({ signal }) => requestProperty(propertyId, signal),
    enabled: booking !== null && known === null && propertyId !== '',
  });
  const fetchError = fetched.error;
  useEffect(() => {
    if (fetchError) console.error('[booking] the property of the booking could not be loaded', fetchError);
  }, [fetchError]);

  const property = known ?? fetched.data ?? null;

  // Keep what was found for this session (with its token), so a reload shows it again.
  useEffect(() => {
    if (!booking || !property) return;
    const changed =
      lastBooking?.booking.id !== booking.id ||
      lastBooking.property.id !== property.id ||
      (token !== '' && lastBooking.manageToken !== token) ||
      (booking.status !== null && kept?.status !== booking.status);
    if (changed) setLastBooking({ booking, property, manageToken: token || undefined });
  }, [booking, property, lastBooking, kept, token, setLastBooking]);

  if (waitingForServer) return { status: 'loading' };
  const readable = reference !== '' && token !== '';
  if (readable && server.data && !server.data.ok) {
    if (server.data.status === 404) return { status: 'missing' };
    return { status: 'unread', error: server.data.error, retry: () => void server.refetch() };
  }
  if (booking && property) return { status: 'found', booking, property };
  if (booking && propertyId && isLoadingData(fetched)) return { status: 'loading' };
  return { status: 'missing' };
}
