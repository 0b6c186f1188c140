import {
  fieldLimits,
  MAX_GUESTS,
  isStayDate,
  listingRoutes,
  paths,
  propertyTypes,
  type ListingPreset,
  type PropertyType,
} from 'contracts';
import type { PropertyFilters } from '../../lib/properties/propertiesApi';
import { locationLabel } from '../../lib/properties/locations';
import { formatSearchedStay, type SearchedStay } from '../../lib/properties/stay';
import { isSortValue, type SortValue } from '../../lib/properties/sortProperties';

/**
 * Our answer to SPEC §2's open question (how the home search's query parameters filter the list):
 * `location`, `type`, `guests`, `checkIn` and `checkOut` go to the API's filters, the URL is the
 * state (shareable, survives reload), and a category or city route presets its filter unless the URL
 * sets that parameter itself. Values the API would refuse are dropped rather than failing the page.
 */
export interface ListingState {
  filters: PropertyFilters;
  /** The searched dates, when there are any: the cards show the stay's total. */
  stay?: SearchedStay;
  /** True when the guest's search narrows the list (a place, a type, dates or more than one guest). */
  isFiltered: boolean;
  /** The search box's text (client-side, SPEC §2). */
  query: string;
  sort: SortValue;
}

export function readListingState(params: URLSearchParams, preset: ListingPreset = {}): ListingState {
  const filters: PropertyFilters = {};
  const pick = (key: 'location' | 'type') => (params.has(key) ? params.get(key) : preset[key])?.trim() ?? '';

  const location = pick('location');
  if (location && location.length <= fieldLimits.location) filters.location = location;

  const type = pick('type');
  if ((propertyTypes as readonly string[]).includes(type)) filters.type = type;

  const guests = Number(params.get('guests'));
  if (Number.isInteger(guests) && guests >= 1 && guests <= MAX_GUESTS) filters.guests = String(guests);

  let stay: SearchedStay | undefined;
  const checkIn = params.get('checkIn') ?? '';
  const checkOut = params.get('checkOut') ?? '';
  if (isStayDate(checkIn)) {
    filters.checkIn = checkIn;
    // A check-out not after the check-in is dropped: the API reads a check-in alone as that one night.
    if (isStayDate(checkOut) && checkOut > checkIn) filters.checkOut = checkOut;
    stay = { checkIn, checkOut: filters.checkOut };
  }

  const sort = params.get('sort');
  return {
    filters,
    stay,
    // "1-2 guests" (lower bound 1) narrows nothing.
    isFiltered: Boolean(filters.location || filters.type || filters.checkIn || guests > 1),
    query: (params.get('q') ?? '').slice(0, fieldLimits.searchText),
    sort: isSortValue(sort) ? sort : 'newest',
  };
}

/** What a type's results are called in a heading ("Safari lodges in Nairobi"). */
const typeNouns: Record<PropertyType, string> = {
  apartments: 'Furnished apartments',
  homes: 'Holiday homes',
  corporate: 'Serviced apartments',
  safari: 'Safari lodges',
  beach: 'Beach rentals',
};

const guestCount = (guests: string | undefined) => {
  const count = Number(guests);
  return count > 1 ? `${count} guests` : '';
};

/**
 * The filtered results' heading: what, where, when and for how many, e.g. "Stays in Nairobi ·
 * 10–13 Dec · 3 guests" or "Safari lodges". SPEC §2 names no heading for a filtered list.
 */
export function resultsHeading({ filters, stay }: Pick<ListingState, 'filters' | 'stay'>): string {
  const what = filters.type ? typeNouns[filters.type as PropertyType] : 'Stays';
  const where = filters.location ? `${what} in ${locationLabel(filters.location)}` : what;
  return [where, stay ? formatSearchedStay(stay) : '', guestCount(filters.guests)].filter(Boolean).join(' · ');
}

/** What the empty message quotes when the search box is empty: the search, e.g. "Watamu, 9+". */
export function searchSummary({ filters, stay }: Pick<ListingState, 'filters' | 'stay'>): string {
  const guests = Number(filters.guests);
  return [
    filters.location ? locationLabel(filters.location) : '',
    filters.type ? typeNouns[filters.type as PropertyType] : '',
    stay ? formatSearchedStay(stay) : '',
    guests > 1 ? `${guests}+` : '',
  ]
    .filter(Boolean)
    .join(', ');
}

/** The category or city route a pathname is, if any (its label names the page). */
export function listingRouteOf(pathname: string) {
  return listingRoutes.find((route) => route.path === pathname.replace(/\/$/, ''));
}

/** What the results page's search bar edits; empty strings are "any". */
export interface SearchValues {
  location: string;
  type: string;
  checkIn: string;
  checkOut: string;
  guests: string;
}

export function searchValuesOf({ filters }: ListingState): SearchValues {
  return {
    location: filters.location ?? '',
    type: filters.type ?? '',
    checkIn: filters.checkIn ?? '',
    checkOut: filters.checkOut ?? '',
    guests: filters.guests ?? '',
  };
}

/**
 * The address of a search from the bar. The search box's text and the sort stay. A category or city
 * route stays while its own filter does (its parameter is then left out); otherwise the search moves
 * to /properties.
 */
export function searchHrefOf(values: SearchValues, pathname: string, current: URLSearchParams): string {
  const route = listingRouteOf(pathname);
  const keepsRoute =
    route && Object.entries(route.preset).every(([key, value]) => values[key as keyof ListingPreset] === value);
  const next = new URLSearchParams();
  for (const key of ['location', 'type', 'checkIn', 'checkOut', 'guests'] as const) {
    const value = values[key].trim();
    if (!value || (keepsRoute && route.preset[key as keyof ListingPreset] === value)) continue;
    next.set(key, value);
  }
  for (const key of ['q', 'sort']) {
    const value = current.get(key);
    if (value) next.set(key, value);
  }
  const search = next.toString();
  const path = keepsRoute ? route.path : paths.properties;
  return search ? `${path}?${search}` : path;
}
