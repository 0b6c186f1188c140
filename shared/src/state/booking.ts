import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import type { BookingAsRead } from 'contracts/bookings';
import type { Property } from 'contracts';

export interface LastBooking {
  booking: BookingAsRead;
  property: Property;
  /** The booking's manage token (`X-Booking-Token`): its true state is read from the server with it. */
  manageToken?: string | undefined;
}

/**
 * The guest's last booking of this browser session, with its property: written by booking when a
 * request succeeds, read by /booking-submitted after a reload and by /booking-confirmation.
 * Session storage, so it is gone when the tab closes (it holds the guest's name, email and phone, and
 * the host's phone from the guest's own booking answer).
 */
export const lastBookingAtom = atomWithStorage<LastBooking | null>(
  'makao.lastBooking',
  null,
  // No session storage (a server or a test runner): the atom simply starts empty.
  createJSONStorage<LastBooking | null>(() =>
    typeof sessionStorage === 'undefined' ? (undefined as unknown as Storage) : sessionStorage,
  ),
  { getOnInit: true },
);
