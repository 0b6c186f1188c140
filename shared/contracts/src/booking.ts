/**
 * The booking as the front ends read it (SPEC §3 "as read on the confirmation page"), and the reader
 * that accepts the answer shapes of SPEC §7 (`data`, `booking`, or the body itself).
 * Stay dates are plain calendar dates `YYYY-MM-DD` (ARCHITECTURE: never round-trip them through Date).
 */
import type { Booking, BookingHost } from './schemas';

/** The fields a front end reads from a booking answer (SPEC §3); the wire type is `Booking`. */
export type BookingAsRead = Pick<
  Booking,
  | '_id'
  | 'id'
  | 'bookingReference'
  | 'propertyId'
  | 'name'
  | 'email'
  | 'phone'
  | 'guests'
  | 'checkIn'
  | 'checkOut'
  | 'numberOfNights'
  | 'pricePerNight'
  | 'totalAmount'
  | 'message'
  | 'host'
>;

type Raw = Record<string, unknown>;
const isRecord = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const num = (value: unknown) => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
};

/** SPEC §9: the reference falls back to the last 8 characters of the booking id. */
export function referenceOf(booking: Pick<BookingAsRead, 'bookingReference' | 'id'>): string {
  return booking.bookingReference || booking.id.slice(-8).toUpperCase();
}

/** The host's contact, which only the guest's own booking answer carries; null when it has none. */
function readBookingHost(value: unknown): BookingHost | null {
  if (!isRecord(value) || !str(value.name)) return null;
  return { name: str(value.name), phone: str(value.phone) || null };
}

export function readBooking(input: unknown): BookingAsRead {
  const raw: Raw = isRecord(input) ? input : {};
  const id = str(raw._id) || str(raw.id);
  const booking: BookingAsRead = {
    _id: id,
    id,
    bookingReference: str(raw.bookingReference),
    propertyId: str(raw.propertyId),
    name: str(raw.name),
    email: str(raw.email),
    phone: str(raw.phone),
    guests: num(raw.guests) || 1,
    checkIn: str(raw.checkIn).slice(0, 10),
    checkOut: str(raw.checkOut).slice(0, 10),
    numberOfNights: num(raw.numberOfNights),
    pricePerNight: num(raw.pricePerNight),
    totalAmount: num(raw.totalAmount),
    message: str(raw.message),
    host: readBookingHost(raw.host),
  };
  return { ...booking, bookingReference: referenceOf(booking) };
}

/** SPEC §7: the booking object is read from data, booking or the body itself. */
export function readBookingBody(body: unknown): BookingAsRead {
  if (isRecord(body) && isRecord(body.data)) return readBooking(body.data);
  if (isRecord(body) && isRecord(body.booking)) return readBooking(body.booking);
  return readBooking(body);
}
