import type { ComponentType } from 'react';
import type { ExposedModules } from 'contracts';
import { ConfirmationPage } from '../features/confirmation/ConfirmationPage';

/** `/booking-submitted` (SPEC §2): receives booking and property through navigation state. */
function BookingSubmittedPage() {
  return <ConfirmationPage />;
}

export default BookingSubmittedPage satisfies ComponentType<ExposedModules['booking/BookingSubmittedPage']>;
