/** A booking row as read (`b` = bookings, `h` = hosts) and its wire form. */
import type { Booking, BookingHost } from 'contracts';
import type { PaymentType } from 'contracts/rules';
import { iso } from '../properties/serialize';

export interface BookingRow {
  id: string;
  reference: string;
  property_id: string;
  name: string;
  email: string;
  phone: string;
  guests: number;
  message: string;
  check_in: string;
  check_out: string;
  nights: number;
  price_per_night: number;
  total_amount: number;
  payment_type: PaymentType;
  status: Booking['status'];
  created_at: Date | string;
}

/** Columns of a booking read (`b` = bookings); dates as text, never through a JS Date. */
export const bookingColumns = `b.id::text AS id, b.reference, b.property_id::text AS property_id, b.name, b.email,
  b.phone, b.guests, b.message, b.check_in::text AS check_in, b.check_out::text AS check_out, b.nights,
  b.price_per_night, b.total_amount, b.payment_type, b.status, b.created_at`;

/** The host's name and phone as stored (`h` = hosts), for the guest of a booking only. */
export const bookingHostColumns = 'h.name AS host_name, h.phone AS host_phone';

export interface BookingHostRow {
  host_name: string | null;
  host_phone: string | null;
}

export const toBookingHost = (row: BookingHostRow): BookingHost | null =>
  row.host_name === null ? null : { name: row.host_name, phone: row.host_phone };

export function toBooking(row: BookingRow, propertyTitle: string, host: BookingHost | null): Booking {
  return {
    _id: row.id,
    id: row.id,
    bookingReference: row.reference,
    propertyId: row.property_id,
    propertyTitle,
    name: row.name,
    email: row.email,
    phone: row.phone,
    guests: row.guests,
    checkIn: row.check_in,
    checkOut: row.check_out,
    numberOfNights: row.nights,
    pricePerNight: row.price_per_night,
    totalAmount: row.total_amount,
    message: row.message,
    paymentType: row.payment_type,
    status: row.status,
    createdAt: iso(row.created_at),
    host,
  };
}
