import type { ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import type { ExposedModules } from 'shared/contracts';
import { BookingNotFound } from '../features/confirmation/BookingNotFound';

/** SPEC §2: receives booking and property through navigation state. */
function BookingSubmittedPage() {
  const state = (useLocation().state ?? {}) as { booking?: unknown; property?: unknown };
  return <BookingNotFound debug={{ hasBooking: Boolean(state.booking), hasProperty: Boolean(state.property) }} />;
}

export default BookingSubmittedPage satisfies ComponentType<ExposedModules['booking/BookingSubmittedPage']>;
