import { MAX_BOOKING_AHEAD_MONTHS, latestCheckIn, nightsBetween, parseStayDate } from 'contracts';
import { MAX_STAY_NIGHTS } from 'contracts/rules';
import { apiError } from '../../errors';

export interface Stay {
  checkIn: string;
  checkOut: string;
  nights: number;
}

/**
 * The stay as Nairobi calendar dates from whatever form the front end sent (SPEC §7), checked
 * against SPEC §5: check-in today or later, check-out after check-in, at most 90 nights; and
 * check-in at most MAX_BOOKING_AHEAD_MONTHS ahead (the spec is silent on how far).
 */
export function resolveStay(checkInInput: unknown, checkOutInput: unknown, today: string): Stay {
  const checkIn = parseStayDate(checkInInput);
  const checkOut = parseStayDate(checkOutInput);
  if (!checkIn || !checkOut) {
    const bad = [!checkIn && 'checkIn', !checkOut && 'checkOut'].filter(Boolean).join(', ');
    throw apiError('INVALID_DATE', { details: `Not a date: ${bad}. Use YYYY-MM-DD or an ISO timestamp.` });
  }
  // SPEC §5: check-in today or later (Nairobi time).
  if (checkIn < today) throw apiError('CHECK_IN_PAST');
  const latest = latestCheckIn(today);
  if (checkIn > latest) {
    throw apiError('CHECK_IN_TOO_FAR', {
      details: `The latest check-in is ${latest} (${MAX_BOOKING_AHEAD_MONTHS} months from today in Nairobi)`,
    });
  }
  // SPEC §5: check-out after check-in.
  if (checkOut <= checkIn) throw apiError('CHECK_OUT_NOT_AFTER_CHECK_IN');
  const nights = nightsBetween(checkIn, checkOut);
  if (nights > MAX_STAY_NIGHTS) throw apiError('STAY_TOO_LONG', { details: `${nights} nights requested` });
  return { checkIn, checkOut, nights };
}
