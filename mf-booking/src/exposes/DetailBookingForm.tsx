import type { ComponentType } from 'react';
import type { ExposedModules } from 'contracts';
import { DetailBookingForm } from '../features/detail-form/DetailBookingForm';

/** `booking/DetailBookingForm`: the booking form in the property detail page's side column. */
export default DetailBookingForm satisfies ComponentType<ExposedModules['booking/DetailBookingForm']>;
