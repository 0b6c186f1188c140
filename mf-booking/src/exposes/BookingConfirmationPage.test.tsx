import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lifecycleMessages } from 'contracts/booking-lifecycle';
import { createSiteStore, lastBookingAtom } from 'shared/state';
import { createFetchDouble, jsonResponse, renderWithSite, type FetchDouble } from 'test-utils';
import { bookingAnswer, sampleProperty } from '../../test/fixtures';
import BookingConfirmationPage from './BookingConfirmationPage';

const REFERENCE = 'MK-7KQ2MX9P';
const TOKEN = 'tok-7KQ2MX9P';
const HOUR = 3_600_000;
type Status = 'unconfirmed' | 'requested' | 'confirmed' | 'cancelled' | 'declined';

let api: FetchDouble;
let status: Status;
/** Free cancellation until this moment (ISO). */
let freeUntil: string;

function serverBooking() {
  return {
    ...bookingAnswer({ checkIn: '2099-12-11', checkOut: '2099-12-14', numberOfNights: 3, totalAmount: 13500 }),
    status,
    manageToken: TOKEN,
    respondBy: status === 'requested' ? '2099-11-02T09:00:00.000Z' : null,
    declineReason: status === 'declined' ? 'The water tank is being repaired that week' : null,
    host: { name: 'Otieno Odhiambo', phone: status === 'confirmed' ? '+254 733 902 117' : null },
    place:
      status === 'confirmed'
        ? {
            address: 'Argwings Kodhek Road, Block C',
            area: 'Kilimani',
            city: 'Nairobi',
            county: 'Nairobi',
            coordinates: { lat: -1.2921, lng: 36.7853 },
          }
        : null,
    cancellation: {
      freeUntil,
      halfUntil: null,
      summary: 'Free cancellation until Wed, 9 Dec 2099. After that the deposit agreed with the host is forfeited.',
    },
  };
}

beforeEach(() => {
  sessionStorage.clear();
  status = 'confirmed';
  freeUntil = '2099-12-09T09:00:00.000Z';
  api = createFetchDouble()
    .on('GET', `/api/bookings/${REFERENCE}`, ({ headers }) =>
      headers['x-booking-token'] === TOKEN
        ? jsonResponse(200, { data: serverBooking() })
        : jsonResponse(404, { error: 'Booking not found' }),
    )
    .on('POST', '/api/bookings/find', ({ body }) => {
      const { reference, email } = body as { reference: string; email: string };
      return reference.toUpperCase() === REFERENCE && email.toLowerCase() === 'wanjiru@example.com'
        ? jsonResponse(200, { data: serverBooking() })
        : jsonResponse(404, { error: lifecycleMessages.notFound });
    })
    .on('POST', `/api/bookings/${REFERENCE}/cancel`, ({ headers }) => {
      if (headers['x-booking-token'] !== TOKEN) return jsonResponse(404, { error: 'Booking not found' });
      status = 'cancelled';
      return jsonResponse(200, { data: serverBooking() });
    });
});
afterEach(() => api.restore());

const renderPage = (route = '/booking-confirmation', store = createSiteStore()) =>
  renderWithSite(<BookingConfirmationPage />, { route, store });
/** The booking's status as the page shows it ("Status: …", the pill's words). */
const statusPill = () => screen.findByText((_text, node) => node?.hasAttribute('data-status') ?? false);
const detail = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('/booking-confirmation (My Booking)', () => {
  describe('the find form', () => {
    it('finds a booking by reference and email and shows it as the server has it', async () => {
      const { location } = renderPage();
      const user = userEvent.setup();
      await user.type(screen.getByLabelText('Booking reference'), 'mk-7kq2mx9p');
      await user.type(screen.getByLabelText('Email'), 'Wanjiru@example.com');
      await user.click(screen.getByRole('button', { name: 'Find my booking' }));
      expect(await statusPill()).toHaveTextContent('Status: Confirmed');
      expect(screen.queryByRole('heading', { name: 'Find your booking' })).not.toBeInTheDocument();
      expect(detail('Booking reference')).toBe(REFERENCE);
      expect(detail('Check-in')).toBe('Fri, 11 Dec 2099');
      expect(detail('Check-out')).toBe('Mon, 14 Dec 2099');
      expect(detail('Nights')).toBe('3 nights');
      expect(screen.getByText('Total, paid on arrival').nextElementSibling).toHaveTextContent('KSh 13,500');
      expect(screen.getByRole('link', { name: '+254 733 902 117' })).toHaveAttribute('href', 'tel:+254733902117');
      // Confirmed by the host: the street address, directions, the calendar and WhatsApp are the guest's.
      const where = within(screen.getByRole('region', { name: 'Where you are staying' }));
      expect(where.getByText('Argwings Kodhek Road, Block C, Kilimani, Nairobi')).toBeInTheDocument();
      expect(where.getByRole('link', { name: 'Get directions' })).toHaveAttribute(
        'href',
        'https://www.google.com/maps/dir/?api=1&destination=-1.2921%2C36.7853',
      );
      expect(where.getByRole('button', { name: 'Add to calendar' })).toBeInTheDocument();
      expect(where.getByRole('link', { name: 'WhatsApp the host' }).getAttribute('href')).toMatch(
        /^https:\/\/wa\.me\/254733902117\?/,
      );
      expect(screen.getByText(/Cancellation policy:/).parentElement).toHaveTextContent(/deposit .* is forfeited/);
      // A reload opens the same booking.
      expect(location().search).toBe(`?ref=${REFERENCE}&token=${TOKEN}`);
    });

    it('says the one not-found message for a wrong pair, keeping what was typed', async () => {
      renderPage();
      const user = userEvent.setup();
      await user.type(screen.getByLabelText('Booking reference'), REFERENCE);
      await user.type(screen.getByLabelText('Email'), 'someone@example.com');
      await user.click(screen.getByRole('button', { name: 'Find my booking' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(lifecycleMessages.notFound);
      expect(screen.getByLabelText('Email')).toHaveValue('someone@example.com');
      expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText('Booking reference')).toHaveAccessibleDescription(lifecycleMessages.notFound);
    });

    it('asks for both fields before sending', async () => {
      renderPage();
      await userEvent.setup().click(screen.getByRole('button', { name: 'Find my booking' }));
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Enter the booking reference from your email and the email you booked with.',
      );
      expect(api.calls).toHaveLength(0);
    });
  });

  it('reads the booking a manage link names, with its token', async () => {
    status = 'requested';
    renderPage(`/booking-confirmation?ref=${REFERENCE}&token=${TOKEN}`);
    expect(await statusPill()).toHaveTextContent('Status: Requested: waiting for the host');
    expect(screen.getByText(/^Your host answers by .*2099/)).toBeInTheDocument();
    // Not confirmed: the host's name, not their phone, and no street address.
    expect(detail('Host')).toBe('Otieno Odhiambo (their phone number is yours once they confirm)');
    expect(screen.queryByRole('region', { name: 'Where you are staying' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'WhatsApp the host' })).not.toBeInTheDocument();
    expect(api.calls[0]?.headers['x-booking-token']).toBe(TOKEN);
  });

  it('offers the find form when a link does not open a booking', async () => {
    renderPage(`/booking-confirmation?ref=${REFERENCE}&token=wrong`);
    expect(await screen.findByRole('heading', { name: 'Find your booking' })).toBeInTheDocument();
    expect(screen.getByText(/This booking link does not open a booking/)).toBeInTheDocument();
  });

  it("reads this session's last booking with its token, as the server has it now", async () => {
    status = 'requested';
    const store = createSiteStore();
    store.set(lastBookingAtom, {
      booking: { ...bookingAnswer(), status: 'unconfirmed' } as never,
      property: sampleProperty,
      manageToken: TOKEN,
    });
    renderPage('/booking-confirmation', store);
    expect(await statusPill()).toHaveTextContent('Status: Requested: waiting for the host');
  });

  it('shows a declined booking with the host’s reason, no promise of a phone, and stays free for the dates', async () => {
    status = 'declined';
    api
      .on('GET', '/api/properties/3f9c2a4e-8d1b-4c6a-9e2f-1a2b3c4d5e6f', () =>
        jsonResponse(200, { data: sampleProperty }),
      )
      .on('GET', '/api/properties', () =>
        jsonResponse(200, {
          data: [{ ...sampleProperty }, { ...sampleProperty, _id: 'other-1', id: 'other-1', title: 'Lavington Loft' }],
        }),
      );
    renderPage(`/booking-confirmation?ref=${REFERENCE}&token=${TOKEN}`);
    expect(await statusPill()).toHaveTextContent('Status: Declined by the host');
    expect(screen.getByText(/Your host's reason:/).parentElement).toHaveTextContent(
      "Your host's reason: The water tank is being repaired that week",
    );
    expect(detail('Host')).toBe('Otieno Odhiambo');
    expect(screen.queryByText(/phone number is yours/)).not.toBeInTheDocument();
    const similar = within(await screen.findByRole('region', { name: 'Similar stays free for your dates' }));
    const link = await similar.findByRole('link', { name: /Lavington Loft/ });
    expect(link).toHaveAttribute('href', '/property/other-1?checkIn=2099-12-11&checkOut=2099-12-14&guests=2');
    // The declined stay itself is not suggested again.
    expect(similar.queryByRole('link', { name: /Kilimani Garden Apartment/ })).not.toBeInTheDocument();
    const list = api.calls.find((call) => call.url.pathname === '/api/properties');
    expect(Object.fromEntries(list?.url.searchParams ?? [])).toMatchObject({
      checkIn: '2099-12-11',
      checkOut: '2099-12-14',
      guests: '2',
      location: 'Nairobi',
    });
  });

  it('says nothing of the host’s phone once a booking is cancelled', async () => {
    status = 'cancelled';
    renderPage(`/booking-confirmation?ref=${REFERENCE}&token=${TOKEN}`);
    expect(await statusPill()).toHaveTextContent('Status: Cancelled');
    expect(screen.queryByText(/phone number is yours/)).not.toBeInTheDocument();
  });

  describe('Cancel booking', () => {
    async function openDialog() {
      renderPage(`/booking-confirmation?ref=${REFERENCE}&token=${TOKEN}`);
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
      return { user, dialog: screen.getByRole('dialog', { name: 'Cancel this booking?' }) };
    }

    it('asks first, saying cancelling costs nothing before the free deadline; Keep my booking sends nothing', async () => {
      const { user, dialog } = await openDialog();
      expect(dialog).toHaveTextContent('Nothing was paid online. It is before');
      expect(dialog).toHaveTextContent('so cancelling costs nothing.');
      expect(within(dialog).getByRole('button', { name: 'Keep my booking' })).toHaveFocus();
      await user.click(within(dialog).getByRole('button', { name: 'Keep my booking' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
      expect(await statusPill()).toHaveTextContent('Status: Confirmed');
    });

    it('says the deposit is forfeited once the free deadline has passed', async () => {
      freeUntil = new Date(Date.now() - HOUR).toISOString();
      const { dialog } = await openDialog();
      expect(dialog).toHaveTextContent(/Free cancellation ended .*: the deposit agreed with your host is forfeited\./);
    });

    it('cancels with the token and shows the cancelled state', async () => {
      const { user, dialog } = await openDialog();
      await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel booking' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(await statusPill()).toHaveTextContent('Status: Cancelled');
      expect(screen.getByRole('status')).toHaveTextContent(
        'Your booking is cancelled. The nights are free again and your host has been told.',
      );
      expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
      const cancel = api.calls.find((call) => call.url.pathname === `/api/bookings/${REFERENCE}/cancel`);
      expect(cancel?.headers['x-booking-token']).toBe(TOKEN);
    });

    it('keeps the dialog open with the server’s reason when the cancel is refused', async () => {
      api.on('POST', `/api/bookings/${REFERENCE}/cancel`, () =>
        jsonResponse(409, { error: lifecycleMessages.illegalTransition }),
      );
      const { user, dialog } = await openDialog();
      await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel booking' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(lifecycleMessages.illegalTransition);
    });
  });
});

describe('/booking-confirmation without an answer', () => {
  it('says the API could not be reached and offers Try again, which reads it again', async () => {
    let reachable = false;
    api.on('GET', `/api/bookings/${REFERENCE}`, () =>
      reachable ? jsonResponse(200, { data: serverBooking() }) : Promise.reject(new TypeError('Failed to fetch')),
    );
    renderPage(`/booking-confirmation?ref=${REFERENCE}&token=${TOKEN}`);
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      'We could not reach Makao just now. Check your connection and try again.',
    );
    reachable = true;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await statusPill()).toHaveTextContent('Status: Confirmed');
  });
});
