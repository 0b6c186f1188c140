import {
  fieldLimits,
  filterAmenities,
  formatKsh,
  MAX_BEDROOMS_FILTER,
  MAX_GUESTS,
  isStayDate,
  listingRoutes,
  paths,
  propertyTypes,
  type FilterAmenityKey,
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
  /** The filters beyond the search (price, bedrooms, amenities), as the filter panel edits them. */
  refine: RefineValues;
  /** `filters` without them: the search they narrow. */
  search: PropertyFilters;
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

  const search = { ...filters };
  const refine = readRefine(params);
  Object.assign(filters, refineFilters(refine));

  const sort = params.get('sort');
  return {
    filters,
    search,
    refine,
    stay,
    // One guest narrows nothing: every stay sleeps one.
    isFiltered: Boolean(
      filters.location || filters.type || filters.checkIn || guests > 1 || refineParts(refine).length > 0,
    ),
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

/** What the empty message quotes when the search box is empty: the search, e.g. "Watamu, 9+, Pool". */
export function searchSummary({ filters, stay, refine }: Pick<ListingState, 'filters' | 'stay' | 'refine'>): string {
  const guests = Number(filters.guests);
  return [
    filters.location ? locationLabel(filters.location) : '',
    filters.type ? typeNouns[filters.type as PropertyType] : '',
    stay ? formatSearchedStay(stay) : '',
    guests > 1 ? `${guests}+` : '',
    ...refineParts(refine),
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * The phone's one-line search: where, what, when and for how many, with words for what is left open,
 * e.g. "Nairobi · 10–13 Dec · 2 guests" or "Anywhere · Any dates · Any guests".
 */
export function searchLine({ filters, stay }: Pick<ListingState, 'filters' | 'stay'>): string {
  const guests = Number(filters.guests);
  return [
    filters.location ? locationLabel(filters.location) : 'Anywhere',
    filters.type ? typeNouns[filters.type as PropertyType] : '',
    stay ? formatSearchedStay(stay) : 'Any dates',
    guests >= 1 ? `${guests} guest${guests === 1 ? '' : 's'}` : 'Any guests',
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The filters beyond the search, in the URL like it (`minPrice`, `maxPrice`, `bedrooms`,
 * `amenities=wifi,pool`); empty strings and an empty list are "any". SPEC §2 names none of them.
 */
export interface RefineValues {
  minPrice: string;
  maxPrice: string;
  bedrooms: string;
  amenities: FilterAmenityKey[];
}

export const noRefine: RefineValues = { minPrice: '', maxPrice: '', bedrooms: '', amenities: [] };
const refineKeys = ['minPrice', 'maxPrice', 'bedrooms', 'amenities'] as const;
/** The highest price the filter takes: well past any nightly price, short of the API's limit. */
export const MAX_PRICE_FILTER = 10_000_000;

const wholeIn = (text: string | null, min: number, max: number) => {
  const value = Number(text);
  return text && /^\d+$/.test(text) && value >= min && value <= max ? String(value) : '';
};

/** The filters the URL holds; a value the API would refuse is dropped (as the search's are). */
function readRefine(params: URLSearchParams): RefineValues {
  const minPrice = wholeIn(params.get('minPrice'), 0, MAX_PRICE_FILTER);
  let maxPrice = wholeIn(params.get('maxPrice'), 0, MAX_PRICE_FILTER);
  if (minPrice && maxPrice && Number(minPrice) > Number(maxPrice)) maxPrice = '';
  const asked = new Set((params.get('amenities') ?? '').split(','));
  return {
    minPrice,
    maxPrice,
    bedrooms: wholeIn(params.get('bedrooms'), 1, MAX_BEDROOMS_FILTER),
    amenities: filterAmenities.filter((amenity) => asked.has(amenity.key)).map((amenity) => amenity.key),
  };
}

/** The API's parameters for these filters (`GET /api/properties`). */
export function refineFilters(refine: RefineValues): PropertyFilters {
  const filters: PropertyFilters = {};
  if (refine.minPrice) filters.minPrice = refine.minPrice;
  if (refine.maxPrice) filters.maxPrice = refine.maxPrice;
  if (refine.bedrooms) filters.bedrooms = refine.bedrooms;
  if (refine.amenities.length) filters.amenities = refine.amenities.join(',');
  return filters;
}

/** "KSh 3,000 – 8,000", "From KSh 3,000", "Up to KSh 8,000", or '' for any price. */
function priceRangeText({ minPrice, maxPrice }: Pick<RefineValues, 'minPrice' | 'maxPrice'>): string {
  if (minPrice && maxPrice)
    return `${formatKsh(Number(minPrice))} – ${formatKsh(Number(maxPrice)).replace('KSh ', '')}`;
  if (minPrice) return `From ${formatKsh(Number(minPrice))}`;
  if (maxPrice) return `Up to ${formatKsh(Number(maxPrice))}`;
  return '';
}

/** The applied filters in words, one each: ["KSh 3,000 – 8,000", "2+ bedrooms", "Wi-Fi"]. */
export function refineParts(refine: RefineValues): string[] {
  return [
    priceRangeText(refine),
    refine.bedrooms ? `${refine.bedrooms}+ bedroom${refine.bedrooms === '1' ? '' : 's'}` : '',
    ...filterAmenities.filter((amenity) => refine.amenities.includes(amenity.key)).map((amenity) => amenity.label),
  ].filter(Boolean);
}

/** The address with these filters instead of the current ones, from the first page again. */
export function refineSearchOf(refine: RefineValues, current: URLSearchParams): string {
  const next = new URLSearchParams(current);
  for (const key of refineKeys) next.delete(key);
  next.delete('page');
  for (const [key, value] of Object.entries(refineFilters(refine))) next.set(key, value);
  const search = next.toString();
  return search ? `?${search}` : '';
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
  for (const key of ['q', 'sort', ...refineKeys]) {
    const value = current.get(key);
    if (value) next.set(key, value);
  }
  const search = next.toString();
  const path = keepsRoute ? route.path : paths.properties;
  return search ? `${path}?${search}` : path;
}
