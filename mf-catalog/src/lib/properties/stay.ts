import { addDays, formatStayDate, isStayDate, nightsBetween } from 'shared/contracts';

/** The dates a guest searched for: a check-in, and a check-out after it or none (one night). */
export interface SearchedStay {
  checkIn: string;
  checkOut?: string;
}

/** SPEC §9: nights = whole days between the dates; a check-in alone is one night, as the API reads it. */
export function searchedNights({ checkIn, checkOut }: SearchedStay): number {
  return nightsBetween(checkIn, checkOut ?? addDays(checkIn, 1));
}

/** SPEC §9: total = nights × nightly price, whole KSh. */
export function stayTotal(pricePerNight: number, nights: number): number {
  return Math.round(pricePerNight) * nights;
}

/** "10–13 Dec", "30 Nov – 2 Dec", "30 Dec 2026 – 2 Jan 2027"; a check-in alone: "from 10 Dec 2026". */
export function formatSearchedStay({ checkIn, checkOut }: SearchedStay): string {
  if (!isStayDate(checkIn)) return '';
  if (!checkOut || !isStayDate(checkOut)) return `from ${formatStayDate(checkIn, 'short')}`;
  if (checkIn.slice(0, 4) !== checkOut.slice(0, 4)) {
    return `${formatStayDate(checkIn, 'short')} – ${formatStayDate(checkOut, 'short')}`;
  }
  const end = formatStayDate(checkOut, 'dayMonth');
  if (checkIn.slice(5, 7) !== checkOut.slice(5, 7)) return `${formatStayDate(checkIn, 'dayMonth')} – ${end}`;
  return `${Number(checkIn.slice(8))}–${end}`;
}
