import { paths } from 'contracts';
import type { ToastInput } from 'shared/state';
import { searchMessages, stayDatesProblem } from '../../lib/properties/searchRules';

export { searchMessages };

/** SPEC §3: the home search form. Dates are `YYYY-MM-DD` calendar strings, compared as strings. */
export interface HomeSearchForm {
  location: string;
  checkIn: string;
  checkOut: string;
  /** The guest range's upper bound ("2", "4", "6", "8"; "9" for 9+). */
  guests: string;
}

/**
 * SPEC §9: guest ranges. Each sends its upper bound: a party of "1-2" is counted as 2, so the results
 * and the booking forms start from 2 guests and list only stays that sleep the whole party
 * (docs/decisions.md).
 */
export const guestRanges = [
  { value: '2', label: '1-2 guests' },
  { value: '4', label: '3-4 guests' },
  { value: '6', label: '5-6 guests' },
  { value: '8', label: '7-8 guests' },
  { value: '9', label: '9+ guests' },
] as const;

/** SPEC §4/§9: "Redirecting to Results..." shows for 1 second before the listing opens. */
export const SEARCH_REDIRECT_MS = 1000;

/** The first rule the form breaks, as a toast, or null when it may search. `today` is Nairobi's date. */
export function validateHomeSearch(form: HomeSearchForm, today: string): ToastInput | null {
  // SPEC §5: location required.
  if (!form.location) return { ...searchMessages.locationRequired, variant: 'destructive' };
  return stayDatesProblem(form.checkIn, form.checkOut, today);
}

/** `/properties?location=…&checkIn=…&checkOut=…&guests=…`, leaving out what the guest left empty. */
export function searchHref(form: HomeSearchForm): string {
  const query = new URLSearchParams();
  for (const key of ['location', 'checkIn', 'checkOut', 'guests'] as const) {
    const value = form[key].trim();
    if (value) query.set(key, value);
  }
  const search = query.toString();
  return search ? `${paths.properties}?${search}` : paths.properties;
}
