import type { BookingAsRead } from 'contracts/bookings';
import type { Property } from 'contracts';
import { stayNights, stayTotal } from '../../lib/stay/stayDates';

/**
 * Nights, nightly price and total of a booking as shown to the guest. The server computed them from
 * the stored price (ARCHITECTURE: never the client's); they are recomputed (SPEC §9) only when an
 * older answer lacks them.
 */
export function stayMoney(booking: BookingAsRead, property: Property) {
  const nights = booking.numberOfNights || stayNights(booking.checkIn, booking.checkOut) || 0;
  const pricePerNight = booking.pricePerNight || property.price || 0;
  const total = booking.totalAmount || stayTotal(pricePerNight, nights);
  return { nights, pricePerNight, total };
}
