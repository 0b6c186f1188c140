import { fieldLimits, MAX_GUESTS } from 'shared/rules';
import { formatStayDate, isStayDate, listingRoutes, propertyTypes, type ListingPreset } from 'shared/contracts';
import type { PropertyFilters } from '../../lib/properties/propertiesApi';
import { locationLabel } from '../../lib/properties/locations';
import { typeLabel } from '../../lib/properties/propertyFacts';
import { isSortValue, type SortValue } from '../../lib/properties/sortProperties';

/**
 * Our answer to SPEC §2's open question (how the home search's query parameters filter the list):
 * `location`, `type`, `guests`, `checkIn` and `checkOut` go to the API's filters, the URL is the
 * state (shareable, survives reload), and a category or city route presets its filter unless the URL
 * sets that parameter itself. Values the API would refuse are dropped rather than failing the page.
 */
export type FilterKey = 'location' | 'type' | 'guests' | 'dates';

export interface FilterChip {
  key: FilterKey;
  label: string;
  /** Set by the route (e.g. /nairobi-rentals) rather than the query string. */
  fromRoute: boolean;
}

export interface ListingState {
  filters: PropertyFilters;
  chips: FilterChip[];
  /** The search box's text (client-side, SPEC §2). */
  query: string;
  sort: SortValue;
}

export function readListingState(params: URLSearchParams, preset: ListingPreset = {}): ListingState {
  const filters: PropertyFilters = {};
  const chips: FilterChip[] = [];
  const pick = (key: 'location' | 'type') => {
    const fromUrl = params.has(key);
    return { value: (fromUrl ? params.get(key) : preset[key])?.trim() ?? '', fromRoute: !fromUrl };
  };

  const location = pick('location');
  if (location.value && location.value.length <= fieldLimits.location) {
    filters.location = location.value;
    chips.push({ key: 'location', label: `Location: ${locationLabel(location.value)}`, fromRoute: location.fromRoute });
  }

  const type = pick('type');
  if ((propertyTypes as readonly string[]).includes(type.value)) {
    filters.type = type.value;
    chips.push({ key: 'type', label: `Type: ${typeLabel(type.value)}`, fromRoute: type.fromRoute });
  }

  const guests = Number(params.get('guests'));
  if (Number.isInteger(guests) && guests >= 1 && guests <= MAX_GUESTS) {
    filters.guests = String(guests);
    // "1-2 guests" (lower bound 1) narrows nothing, so it earns no chip.
    if (guests > 1) chips.push({ key: 'guests', label: `Guests: ${guests}+`, fromRoute: false });
  }

  const checkIn = params.get('checkIn') ?? '';
  const checkOut = params.get('checkOut') ?? '';
  if (isStayDate(checkIn)) {
    filters.checkIn = checkIn;
    if (isStayDate(checkOut) && checkOut > checkIn) {
      filters.checkOut = checkOut;
      const sameYear = checkIn.slice(0, 4) === checkOut.slice(0, 4);
      const from = formatStayDate(checkIn, sameYear ? 'dayMonth' : 'short');
      chips.push({ key: 'dates', label: `Dates: ${from} – ${formatStayDate(checkOut, 'short')}`, fromRoute: false });
    } else {
      // The API reads a check-in alone as that one night.
      chips.push({ key: 'dates', label: `Check-in: ${formatStayDate(checkIn, 'short')}`, fromRoute: false });
    }
  }

  const sort = params.get('sort');
  return {
    filters,
    chips,
    query: (params.get('q') ?? '').slice(0, fieldLimits.searchText),
    sort: isSortValue(sort) ? sort : 'newest',
  };
}

/** The query parameters of a filter chip. */
export function paramsOf(key: FilterKey): string[] {
  return key === 'dates' ? ['checkIn', 'checkOut'] : [key];
}

/** The category or city route a pathname is, if any (its label names the page). */
export function listingRouteOf(pathname: string) {
  return listingRoutes.find((route) => route.path === pathname.replace(/\/$/, ''));
}
