import type { ComponentType } from 'react';
import type { ExposedModules } from 'shared/contracts';
import { ConfirmationPage } from '../features/confirmation/ConfirmationPage';

/** `/booking-confirmation` (SPEC §2: linked, screen not shown): the session's last booking, else not found. */
function BookingConfirmationPage() {
  return <ConfirmationPage readNavigation={false} />;
}

export default BookingConfirmationPage satisfies ComponentType<ExposedModules['booking/BookingConfirmationPage']>;
