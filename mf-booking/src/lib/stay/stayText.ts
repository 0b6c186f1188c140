import { formatStayDate } from 'contracts';

/** A stay's dates as the booking summaries print them: "Fri, 12 Dec 2025 to Mon, 15 Dec 2025". */
export function stayDates(booking: { checkIn: string; checkOut: string }): string {
  return `${formatStayDate(booking.checkIn, 'medium')} to ${formatStayDate(booking.checkOut, 'medium')}`;
}

/** `1 night`, `3 nights`. */
export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
export const nightsText = (n: number) => plural(n, 'night', 'nights');
export const guestsText = (n: number) => plural(n, 'guest', 'guests');
