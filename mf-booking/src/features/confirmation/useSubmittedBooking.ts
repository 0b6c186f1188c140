import { useEffect, useMemo } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useLocation } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { readBooking, type BookingAsRead } from 'shared/bookings';
import { readProperty, type Property } from 'shared/contracts';
import { requestProperty } from 'shared/config';
import { isLoadingData, lastBookingAtom, propertyCacheAtom } from 'shared/state';

export type SubmittedBooking =
  | { status: 'loading' }
  | { status: 'found'; booking: BookingAsRead; property: Property }
  | { status: 'missing'; debug: Record<string, unknown> };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The booking a confirmation page shows. SPEC §2: /booking-submitted receives booking and property
 * through navigation state; we also keep the last booking of the session (session storage), so a
 * reload or /booking-confirmation still finds it. When only the property is missing it comes from
 * the session, the catalog's cache or a fetch; a failed fetch is only logged (SPEC §7).
 */
export function useSubmittedBooking({ readNavigation }: { readNavigation: boolean }): SubmittedBooking {
  const { state } = useLocation();
  const [lastBooking, setLastBooking] = useAtom(lastBookingAtom);
  const cache = useAtomValue(propertyCacheAtom);

  const passed = useMemo(() => {
    const raw = readNavigation && isRecord(state) ? state : {};
    const booking = isRecord(raw.booking) ? readBooking(raw.booking) : null;
    const property = isRecord(raw.property) ? readProperty(raw.property) : null;
    return { booking: booking?.id ? booking : null, property: property?.id ? property : null };
  }, [readNavigation, state]);

  const source = passed.booking ? 'navigation' : lastBooking ? 'session' : 'none';
  const booking = passed.booking ?? lastBooking?.booking ?? null;
  const known =
    (passed.booking ? passed.property : lastBooking?.property) ??
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

  // Keep what was found for this session, so a reload shows it again.
  useEffect(() => {
    if (booking && property && (lastBooking?.booking.id !== booking.id || lastBooking.property.id !== property.id)) {
      setLastBooking({ booking, property });
    }
  }, [booking, property, lastBooking, setLastBooking]);

  if (booking && property) return { status: 'found', booking, property };
  if (booking && propertyId && isLoadingData(fetched)) return { status: 'loading' };
  return {
    status: 'missing',
    debug: {
      source,
      hasBooking: booking !== null,
      hasProperty: property !== null,
      ...(booking && { bookingId: booking.id, propertyId: propertyId || null }),
      ...(fetchError && { propertyError: fetchError.message }),
    },
  };
}
