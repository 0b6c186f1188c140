import type { ComponentType } from 'react';
import type { ExposedModules } from 'contracts';
import { BookingDialog } from '../features/dialog/BookingDialog';

/** `booking/BookingDialog`: the home card's Book Now dialog, rendered by the catalog while open. */
export default BookingDialog satisfies ComponentType<ExposedModules['booking/BookingDialog']>;
