import type { ToastInput } from 'shared/state';

/** SPEC §5/§8: the search's messages (the home panel and the results page's bar). */
export const searchMessages = {
  locationRequired: {
    title: 'Please Select Location',
    description: 'Choose a location to search for vacation rentals in Kenya.',
  },
  invalidDates: { title: 'Invalid Dates', description: 'Check-out date must be after check-in date.' },
  checkInPast: { title: 'Invalid Check-in Date', description: 'Check-in date cannot be in the past.' },
  searchError: { title: 'Search Error', description: 'Unable to search vacation rentals. Please try again.' },
} as const;

/**
 * SPEC §5: with both dates given, check-out after check-in, and check-in not in the past. Dates are
 * `YYYY-MM-DD` strings compared as strings; `today` is Nairobi's date. Null when the dates may search.
 */
export function stayDatesProblem(checkIn: string, checkOut: string, today: string): ToastInput | null {
  if (!checkIn || !checkOut) return null;
  if (checkOut <= checkIn) return { ...searchMessages.invalidDates, variant: 'destructive' };
  if (checkIn < today) return { ...searchMessages.checkInPast, variant: 'destructive' };
  return null;
}
