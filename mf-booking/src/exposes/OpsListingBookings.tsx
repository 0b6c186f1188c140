import type { ComponentType } from 'react';
import type { ExposedModules } from 'contracts';
import { OpsListingBookings } from '../features/ops-bookings/OpsListingBookings';

/** `booking/OpsListingBookings`: one listing's bookings, read-only, in content's operations console (`/ops`). */
export default OpsListingBookings satisfies ComponentType<ExposedModules['booking/OpsListingBookings']>;
