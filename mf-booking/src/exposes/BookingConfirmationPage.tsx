import type { ComponentType } from 'react';
import type { ExposedModules } from 'contracts';
import { MyBookingPage } from '../features/confirmation/MyBookingPage';

/** `/booking-confirmation` (SPEC §2: linked, screen not shown): My Booking, read from the server. */
function BookingConfirmationPage() {
  return <MyBookingPage />;
}

export default BookingConfirmationPage satisfies ComponentType<ExposedModules['booking/BookingConfirmationPage']>;
