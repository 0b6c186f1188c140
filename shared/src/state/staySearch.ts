import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { isStayDate } from 'contracts';

/**
 * The stay a guest searched for (SPEC §2/§3: the listing's `checkIn`, `checkOut` and `guests` query
 * parameters). Dates are plain `YYYY-MM-DD`; `guests` is the number the search asked for (the home
 * search's guest range sends its lower bound). Each part is absent when the search left it out.
 */
export interface StaySearch {
  checkIn?: string;
  checkOut?: string;
  guests?: number;
}

/** The stay parts of a URL's query, dropping what is not a date or a whole number of guests. */
export function readStaySearch(params: URLSearchParams): StaySearch {
  const search: StaySearch = {};
  const checkIn = params.get('checkIn') ?? '';
  const checkOut = params.get('checkOut') ?? '';
  if (isStayDate(checkIn)) search.checkIn = checkIn;
  if (isStayDate(checkOut)) search.checkOut = checkOut;
  const guestsText = params.get('guests');
  const guests = guestsText ? Number(guestsText) : Number.NaN;
  if (Number.isInteger(guests) && guests >= 1) search.guests = guests;
  return search;
}

/** Whether a URL's query says anything about the stay (then it, not the remembered search, counts). */
export function hasStaySearch(params: URLSearchParams): boolean {
  return ['checkIn', 'checkOut', 'guests'].some((key) => params.has(key));
}

/**
 * The guest's last stay search in this tab: written by the catalog's listing page from its URL (an
 * emptied search clears it), read by booking's forms on pages whose URL has no search of its own (the
 * detail page, the home card's dialog). Session storage, so a reload of the detail page keeps it and
 * a new tab starts empty.
 */
export const staySearchAtom = atomWithStorage<StaySearch>(
  'makao.staySearch',
  {},
  createJSONStorage<StaySearch>(() =>
    typeof sessionStorage === 'undefined' ? (undefined as unknown as Storage) : sessionStorage,
  ),
  { getOnInit: true },
);
