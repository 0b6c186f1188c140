import { join } from 'node:path';
import { screen } from '@testing-library/react';
import { type ExposedModuleId, type ExposedModules } from 'contracts';
import { hostRequest } from 'shared/hosts';
import {
  jsonResponse,
  renderWithSite,
  type FetchDouble,
  describeRemoteContract,
  type ExposedModuleCase,
} from 'test-utils';
import { BOOKING_ID, bookingApi, PROPERTY_ID, sampleProperty } from '../../test/fixtures';
import BookingConfirmationPage from './BookingConfirmationPage';
import BookingDialog from './BookingDialog';
import BookingSubmittedPage from './BookingSubmittedPage';
import DetailBookingForm from './DetailBookingForm';
import HostCalendar from './HostCalendar';
import HostInbox from './HostInbox';
import ListingBookingForm from './ListingBookingForm';
import OpsListingBookings from './OpsListingBookings';

/**
 * The federation contract (shared/contracts/src/remotes.ts) from this remote's side: what the shell
 * and the other remotes load from it renders with the props the contract declares, and what it
 * loads from the others is what the contract lists.
 */
let api: FetchDouble;
beforeEach(() => {
  sessionStorage.clear();
  api = bookingApi();
});
afterEach(() => api.restore());

type BookingModule = Extract<ExposedModuleId, `booking/${string}`>;

/** Each exposed module with props its contract declares, rendered as its importer does, and what it shows. */
const exposed: {
  [K in BookingModule]: ExposedModuleCase<ExposedModules[K]>;
} = {
  'booking/BookingSubmittedPage': {
    props: {},
    render: (props) => renderWithSite(<BookingSubmittedPage {...props} />, { route: '/booking-submitted' }),
    shows: () => screen.findByRole('heading', { name: 'Booking Data Not Found' }),
  },
  'booking/BookingConfirmationPage': {
    props: {},
    render: (props) => renderWithSite(<BookingConfirmationPage {...props} />, { route: '/booking-confirmation' }),
    shows: () => screen.findByRole('heading', { name: 'Find your booking' }),
  },
  'booking/BookingDialog': {
    props: { property: sampleProperty, onClose: () => undefined },
    render: (props) => renderWithSite(<BookingDialog {...props} />),
    shows: () => screen.findByRole('dialog', { name: `Book ${sampleProperty.title}` }),
  },
  'booking/ListingBookingForm': {
    props: { property: sampleProperty },
    render: (props) => renderWithSite(<ListingBookingForm {...props} />),
    shows: () => screen.findByRole('form', { name: new RegExp(`^Book ${sampleProperty.title}`) }),
  },
  'booking/DetailBookingForm': {
    props: {
      propertyId: PROPERTY_ID,
      title: sampleProperty.title,
      price: 4500,
      maxGuests: 6,
      property: sampleProperty,
    },
    render: (props) => renderWithSite(<DetailBookingForm {...props} />),
    shows: () => screen.findByRole('form', { name: /Book Your Stay/ }),
  },
  'booking/HostInbox': {
    props: { focusBookingId: BOOKING_ID },
    render: (props) => {
      api.on('GET', '/api/hosts/bookings', () => jsonResponse(200, { data: [] }));
      return renderWithSite(<HostInbox {...props} />, { route: `/hosting?booking=${BOOKING_ID}` });
    },
    shows: () => screen.findByText('No requests are waiting for your answer.'),
  },
  'booking/HostCalendar': {
    props: { listingId: undefined },
    render: (props) => {
      api.on('GET', '/api/hosts/listings', () => jsonResponse(200, { data: [] }));
      return renderWithSite(<HostCalendar {...props} />, { route: '/hosting' });
    },
    shows: () => screen.findByText('Your calendar opens here once you have a listing.'),
  },
  'booking/OpsListingBookings': {
    props: { listingId: PROPERTY_ID, request: hostRequest },
    render: (props) => {
      api.on('GET', `/api/ops/listings/${PROPERTY_ID}/bookings`, () => jsonResponse(200, { data: [] }));
      return renderWithSite(<OpsListingBookings {...props} />, { route: '/ops' });
    },
    shows: () => screen.findByText('No bookings for this listing yet.'),
  },
};

describeRemoteContract('booking', join(__dirname, '..'), exposed);
