import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { readStaySearch, staySearchAtom } from 'shared/state';

/**
 * The listing's URL is the guest's search: its stay (dates, guests) is remembered for booking's
 * forms on pages whose URL does not carry it (the detail page, a home card's Book Now). A search
 * without dates or guests clears what was remembered.
 */
export function useRememberStaySearch(params: URLSearchParams): void {
  const setStaySearch = useSetAtom(staySearchAtom);
  const { checkIn, checkOut, guests } = readStaySearch(params);
  useEffect(() => {
    setStaySearch({
      ...(checkIn && { checkIn }),
      ...(checkOut && { checkOut }),
      ...(guests && { guests }),
    });
  }, [checkIn, checkOut, guests, setStaySearch]);
}
