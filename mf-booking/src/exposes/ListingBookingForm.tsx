import type { ComponentType } from 'react';
import type { ExposedModules } from 'contracts';
import { ListingBookingForm } from '../features/listing-form/ListingBookingForm';

/** `booking/ListingBookingForm`: the booking form embedded in each listing card. */
export default ListingBookingForm satisfies ComponentType<ExposedModules['booking/ListingBookingForm']>;
