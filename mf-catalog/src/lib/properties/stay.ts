import { addDays, formatStayDate, formatStayRange, isStayDate, nightsBetween } from 'contracts';

/** The dates a guest searched for: a check-in, and a check-out after it or none (one night). */
export interface SearchedStay {
  checkIn: string;
  checkOut?: string;
}

/** SPEC §9: nights = whole days between the dates; a check-in alone is one night, as the API reads it. */
export function searchedNights({ checkIn, checkOut }: SearchedStay): number {
  return nightsBetween(checkIn, checkOut ?? addDays(checkIn, 1));
}

/** SPEC §9: total = nights × nightly price, whole KSh (`contracts`). */
export { stayTotal } from 'contracts';

/** "10–13 Dec", "30 Nov – 2 Dec", "30 Dec 2026 – 2 Jan 2027"; a check-in alone: "from 10 Dec 2026". */
export function formatSearchedStay({ checkIn, checkOut }: SearchedStay): string {
  if (!isStayDate(checkIn)) return '';
  if (!checkOut || !isStayDate(checkOut)) return `from ${formatStayDate(checkIn, 'short')}`;
  return formatStayRange(checkIn, checkOut);
}
