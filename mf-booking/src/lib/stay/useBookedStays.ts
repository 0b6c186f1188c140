import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import type { BookedRange } from 'contracts';
import { availabilityWindow, fetchBookedStays } from './availabilityApi';

export const bookedStaysKey = (propertyId: string) => ['booking', 'availability', propertyId] as const;

const none: BookedRange[] = [];

/**
 * The property's booked stays for the coming year. A failure only means the list is not shown:
 * the server's 409 remains the guarantee against double booking. `wanted: false` holds the call back
 * (a listing page shows dozens of card forms; each asks only once the guest uses it).
 */
export function useBookedStays(propertyId: string, wanted = true): BookedRange[] {
  const { data } = useQuery({
    queryKey: bookedStaysKey(propertyId),
    queryFn: ({ signal }) => fetchBookedStays(propertyId, availabilityWindow(), signal),
    enabled: wanted && propertyId !== '',
  });
  // Performance: the calendar that arrives with the list renders as a transition, in slices.
  return useDeferredValue(data ?? none);
}
