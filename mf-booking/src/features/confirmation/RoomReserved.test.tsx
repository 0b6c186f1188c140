import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Property, type PropertyHost } from 'contracts';
import { createFetchDouble, jsonResponse, textResponse, renderWithSite, type FetchDouble } from 'test-utils';
import { STAY_CALENDAR_NOT_CONFIRMED } from 'contracts/booking-lifecycle';
import { readGuestBooking } from '../../lib/lifecycle/guestBookingApi';
import { bookingAnswer, sampleProperty } from '../../../test/fixtures';
import { RoomReserved } from './RoomReserved';
import { whatsappNumberOf } from './StayPlace';

const arrivalInfo = () => within(screen.getByRole('region', { name: 'Arrival Information' }));
const place = {
  address: '14 Argwings Kodhek Road',
  area: 'Kilimani',
  city: 'Nairobi',
  county: 'Nairobi',
  coordinates: { lat: -1.2921, lng: 36.7856 },
};
const confirmed = (overrides: Record<string, unknown> = {}) =>
  readGuestBooking({
    ...bookingAnswer({ status: 'confirmed', host: { name: 'Otieno Odhiambo', phone: '+254 733 902 117' } }),
    place,
    ...overrides,
  });

let api: FetchDouble;
beforeEach(() => {
  api = createFetchDouble();
});
afterEach(() => api.restore());

describe('RoomReserved', () => {
  it('says Confirmed with its status, and gives the host’s phone from the guest’s own booking', () => {
    renderWithSite(<RoomReserved booking={confirmed()} property={sampleProperty} />);
    expect(screen.getByRole('heading', { name: 'Your Room Has Been Reserved!' })).toHaveFocus();
    expect(screen.getByText('Confirmed')).toHaveTextContent('Status: Confirmed');
    expect(arrivalInfo().getByText(/arrive at another time/)).toHaveTextContent(
      'Need to arrive at another time? Contact your host, Otieno Odhiambo, on +254 733 902 117.',
    );
    expect(arrivalInfo().getByRole('link', { name: '+254 733 902 117' })).toHaveAttribute('href', 'tel:+254733902117');
  });

  it('gives the exact address, directions to the pin and WhatsApp to the host in international form', () => {
    renderWithSite(<RoomReserved booking={confirmed()} property={sampleProperty} />);
    const where = within(screen.getByRole('region', { name: 'Where you are staying' }));
    expect(where.getByText('14 Argwings Kodhek Road, Kilimani, Nairobi')).toBeInTheDocument();
    expect(where.getByRole('link', { name: 'Get directions' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=-1.2921%2C36.7856',
    );
    expect(where.getByRole('link', { name: 'WhatsApp the host' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/254733902117\?text=Hello%20Otieno%20Odhiambo/,
    );
  });

  it('downloads the stay as .ics with the manage token, and says why when the API refuses', async () => {
    const createObjectURL = jest.fn(() => 'blob:stay');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    let refuse = false;
    api.on('GET', '/api/bookings/MK-7KQ2MX9P/calendar.ics', ({ headers }) =>
      refuse || headers['x-booking-token'] !== 'tok-7KQ2MX9P'
        ? jsonResponse(409, { error: STAY_CALENDAR_NOT_CONFIRMED })
        : textResponse(200, 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', '', 'text/calendar'),
    );
    renderWithSite(<RoomReserved booking={confirmed()} property={sampleProperty} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add to calendar' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Add to calendar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(STAY_CALENDAR_NOT_CONFIRMED);
    click.mockRestore();
  });

  it.each([
    ['no host', null],
    ['a host without a phone', { name: 'Otieno Odhiambo', phone: null }],
  ])('gives the site phone when the booking has %s, never a phone kept with the property', (_case, host) => {
    const booking = confirmed({ host });
    // A property kept in the session before property answers dropped the host's contact.
    const kept = { name: 'Otieno Odhiambo', phone: '+254 733 902 117' } as PropertyHost;
    const property: Property = { ...sampleProperty, host: kept };
    renderWithSite(<RoomReserved booking={booking} property={property} />);
    expect(arrivalInfo().getByRole('link', { name: '+254 712 345 678' })).toHaveAttribute('href', 'tel:+254712345678');
    expect(arrivalInfo().queryByText(/\+254 733 902 117/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'WhatsApp the host' })).not.toBeInTheDocument();
  });
});

describe('whatsappNumberOf', () => {
  it.each([
    ['+254 733 902 117', '254733902117'],
    ['0733 902 117', '254733902117'],
    ['0112-345-678', '254112345678'],
    ['+44 20 7946 0958', '442079460958'],
    ['call me', null],
  ])('%s → %s', (phone, number) => expect(whatsappNumberOf(phone)).toBe(number));
});
