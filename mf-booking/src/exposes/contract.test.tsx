import { join } from 'node:path';
import { screen } from '@testing-library/react';
import { exposedBy, loadedBy, type ExposedModuleId, type ExposedModules } from 'shared/contracts';
import { renderWithSite, type FetchDouble, moduleIdsLoadedIn } from 'shared/testing';
import { bookingApi, PROPERTY_ID, sampleProperty } from '../../test/fixtures';
import BookingConfirmationPage from './BookingConfirmationPage';
import BookingDialog from './BookingDialog';
import BookingSubmittedPage from './BookingSubmittedPage';
import DetailBookingForm from './DetailBookingForm';
import ListingBookingForm from './ListingBookingForm';

/**
 * The federation contract (shared/src/contracts/remotes.ts) from this remote's side: what the shell
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
  [K in BookingModule]: {
    props: ExposedModules[K];
    render: (props: ExposedModules[K]) => void;
    shows: () => Promise<unknown>;
  };
} = {
  'booking/BookingSubmittedPage': {
    props: {},
    render: (props) => renderWithSite(<BookingSubmittedPage {...props} />, { route: '/booking-submitted' }),
    shows: () => screen.findByRole('heading', { name: 'Booking Data Not Found' }),
  },
  'booking/BookingConfirmationPage': {
    props: {},
    render: (props) => renderWithSite(<BookingConfirmationPage {...props} />, { route: '/booking-confirmation' }),
    shows: () => screen.findByRole('heading', { name: 'Booking Data Not Found' }),
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
};

describe('the booking remote contract', () => {
  it('exposes exactly the modules the contract lists', () => {
    expect(Object.keys(exposed).sort()).toEqual(exposedBy.booking.map((name) => `booking/${name}`).sort());
  });

  it.each(Object.keys(exposed) as BookingModule[])('%s renders with the props its contract declares', async (id) => {
    const entry = exposed[id] as { props: unknown; render: (props: unknown) => void; shows: () => Promise<unknown> };
    entry.render(entry.props);
    expect(await entry.shows()).toBeVisible();
  });

  it('loads from the other remotes exactly what the contract lists for it', () => {
    expect(moduleIdsLoadedIn(join(__dirname, '..'), 'booking')).toEqual(loadedBy('booking').sort());
  });
});
