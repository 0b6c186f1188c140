import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OpsListingBooking } from 'contracts/ops';
import { hostRequest } from 'shared/hosts';
import { createFetchDouble, jsonResponse, renderWithSite, type FetchDouble } from 'test-utils';
import { OpsListingBookings } from './OpsListingBookings';

const LISTING_ID = '3f9c2a4e-8d1b-4c6a-9e2f-1a2b3c4d5e6f';
const path = `/api/ops/listings/${LISTING_ID}/bookings`;

const booking = (overrides: Partial<OpsListingBooking>): OpsListingBooking => ({
  id: 'b1',
  reference: 'MK-7Q2P01',
  guestFirstName: 'Wanjiru',
  checkIn: '2026-12-12',
  checkOut: '2026-12-15',
  nights: 3,
  guests: 2,
  status: 'confirmed',
  createdAt: '2026-11-28T09:00:00.000Z',
  ...overrides,
});

let api: FetchDouble;
beforeEach(() => {
  api = createFetchDouble();
});
afterEach(() => api.restore());

// The console's reader in production is its own session call; any session read serves here.
const show = () => renderWithSite(<OpsListingBookings listingId={LISTING_ID} request={hostRequest} />);

describe("a listing's bookings, for an operator (booking/OpsListingBookings)", () => {
  it('lists them newest first: reference, first name, the stay, its status and when it was made', async () => {
    api.on('GET', path, () =>
      jsonResponse(200, {
        data: [
          booking({ id: 'b2', reference: 'MK-9X1A02', guestFirstName: 'Otieno', status: 'requested', guests: 1 }),
          booking({ status: 'cancelled', nights: 1, checkOut: '2026-12-13' }),
        ],
      }),
    );
    show();
    const table = await screen.findByRole('table', { name: '2 bookings, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('MK-9X1A02');
    expect(rows[0]).toHaveTextContent('Otieno');
    expect(rows[0]).toHaveTextContent('Sat, 12 Dec 2026 to Tue, 15 Dec 2026 (3 nights, 1 guest)');
    expect(rows[0]).toHaveTextContent('Waiting for the host');
    expect(rows[0]).toHaveTextContent('28 Nov');
    expect(rows[1]).toHaveTextContent('MK-7Q2P01');
    expect(rows[1]).toHaveTextContent('(1 night, 2 guests)');
    expect(rows[1]).toHaveTextContent('Cancelled');
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when the listing has no bookings', async () => {
    api.on('GET', path, () => jsonResponse(200, { data: [] }));
    show();
    expect(await screen.findByText('No bookings for this listing yet.')).toBeInTheDocument();
  });

  it('shows the API’s refusal with Retry, and reads again', async () => {
    let answer = jsonResponse(404, { error: 'Listing not found' });
    api.on('GET', path, () => answer);
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Listing not found');
    answer = jsonResponse(200, { data: [booking({})] });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: '1 booking, newest first' })).toBeInTheDocument();
  });
});
