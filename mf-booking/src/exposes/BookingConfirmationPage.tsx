import type { ComponentType } from 'react';
import type { ExposedModules } from 'shared/contracts';
import { BookingNotFound } from '../features/confirmation/BookingNotFound';

/** `/booking-confirmation` (SPEC §2: linked, screen not shown): the session's last booking, else not found. */
function BookingConfirmationPage() {
  return <BookingNotFound debug={{ hasBooking: false, source: 'session' }} />;
}

export default BookingConfirmationPage satisfies ComponentType<ExposedModules['booking/BookingConfirmationPage']>;
