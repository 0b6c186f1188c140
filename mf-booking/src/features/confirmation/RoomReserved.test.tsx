import { screen, within } from '@testing-library/react';
import { readBooking } from 'contracts/bookings';
import { type Property, type PropertyHost } from 'contracts';
import { renderWithSite } from 'test-utils';
import { bookingAnswer, sampleProperty } from '../../../test/fixtures';
import { RoomReserved } from './RoomReserved';

const arrivalInfo = () => within(screen.getByRole('region', { name: 'Arrival Information' }));

describe('RoomReserved', () => {
  it('gives the host’s phone from the guest’s own booking', () => {
    const booking = readBooking(bookingAnswer({ host: { name: 'Otieno Odhiambo', phone: '+254 733 902 117' } }));
    renderWithSite(<RoomReserved booking={booking} property={sampleProperty} />);
    expect(arrivalInfo().getByText(/arrive at another time/)).toHaveTextContent(
      'Need to arrive at another time? Contact your host, Otieno Odhiambo, on +254 733 902 117.',
    );
    expect(arrivalInfo().getByRole('link', { name: '+254 733 902 117' })).toHaveAttribute('href', 'tel:+254733902117');
  });

  it.each([
    ['no host', null],
    ['a host without a phone', { name: 'Otieno Odhiambo', phone: null }],
  ])('gives the site phone when the booking has %s, never a phone kept with the property', (_case, host) => {
    const booking = readBooking(bookingAnswer({ host }));
    // A property kept in the session before property answers dropped the host's contact.
    const kept = { name: 'Otieno Odhiambo', phone: '+254 733 902 117' } as PropertyHost;
    const property: Property = { ...sampleProperty, host: kept };
    renderWithSite(<RoomReserved booking={booking} property={property} />);
    expect(arrivalInfo().getByRole('link', { name: '+254 712 345 678' })).toHaveAttribute('href', 'tel:+254712345678');
    expect(arrivalInfo().queryByText(/\+254 733 902 117/)).not.toBeInTheDocument();
  });
});
