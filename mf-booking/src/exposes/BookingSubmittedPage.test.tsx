import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readBooking, type BookingAsRead } from 'contracts/bookings';
import { lastBookingAtom, propertyCacheAtom, createSiteStore } from 'shared/state';
import { API_TIMEOUT_MS } from 'shared/config';
import { createFetchDouble, jsonResponse, neverAnswered, renderWithSite, type FetchDouble } from 'test-utils';
import { lifecycleMessages } from 'contracts/booking-lifecycle';
import { BOOKING_ID, bookingAnswer, PROPERTY_ID, sampleProperty } from '../../test/fixtures';
import { RESERVED_DELAY_MS } from '../features/confirmation/useReservation';
import BookingSubmittedPage from './BookingSubmittedPage';

const stay = { checkIn: '2099-12-11', checkOut: '2099-12-14', numberOfNights: 3, totalAmount: 13500 };
const booking: BookingAsRead = readBooking(bookingAnswer(stay));
const REFERENCE = 'MK-7KQ2MX9P';
const TOKEN = 'tok-7KQ2MX9P';
const CODE = '482913';
/** The booking as POST /api/bookings answered it: unconfirmed, with its manage token. */
const fresh = { ...bookingAnswer(stay), host: { name: 'Otieno Odhiambo', phone: null } };
const respondBy = '2099-11-02T09:00:00.000Z';
const cancellation = {
  freeUntil: '2099-12-09T09:00:00.000Z',
  halfUntil: null,
  summary:
    'Free cancellation until Wed, 9 Dec 2099, 12:00 pm. After that the deposit agreed with the host is forfeited.',
};
/** Where the booking stands on the fake server. */
let serverStatus: 'unconfirmed' | 'requested' | 'confirmed' | 'expired' | 'declined' | 'cancelled';

/** The listing confirms at once (instant book): the code takes the booking straight to confirmed. */
let instantBook = false;
let api: FetchDouble;
let consoleError: jest.SpyInstance;
beforeEach(() => {
  sessionStorage.clear();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  serverStatus = 'unconfirmed';
  instantBook = false;
  api = createFetchDouble()
    .on('GET', `/api/bookings/${REFERENCE}`, ({ headers }) =>
      headers['x-booking-token'] === TOKEN
        ? jsonResponse(200, { data: serverBooking() })
        : jsonResponse(404, { error: 'Booking not found' }),
    )
    .on('POST', `/api/bookings/${REFERENCE}/confirm`, ({ body }) => {
      if ((body as { code: string }).code !== CODE) return jsonResponse(400, { error: lifecycleMessages.codeWrong });
      serverStatus = instantBook ? 'confirmed' : 'requested';
      return jsonResponse(200, { data: serverBooking() });
    })
    .on('GET', `/api/properties/${PROPERTY_ID}`, () => jsonResponse(200, { data: sampleProperty }))
    .on('POST', '/api/email/booking-notification', () =>
      jsonResponse(200, {
        data: { bookingId: BOOKING_ID, bookingReference: 'MK-7KQ2MX9P', guest: 'sent', host: 'sent' },
      }),
    );
});
afterEach(() => {
  api.restore();
  consoleError.mockRestore();
  jest.useRealTimers();
});

function serverBooking() {
  return {
    ...fresh,
    status: serverStatus,
    manageToken: TOKEN,
    respondBy: serverStatus === 'requested' ? respondBy : null,
    declineReason: serverStatus === 'declined' ? 'Closed for repairs that week' : null,
    place:
      serverStatus === 'confirmed'
        ? {
            address: '14 Argwings Kodhek Road',
            area: 'Kilimani',
            city: 'Nairobi',
            county: 'Nairobi',
            coordinates: { lat: -1.2921, lng: 36.7856 },
          }
        : null,
    cancellation,
    host: { name: 'Otieno Odhiambo', phone: serverStatus === 'confirmed' ? '+254 733 902 117' : null },
  };
}

const renderPage = (state?: unknown, store = createSiteStore()) =>
  renderWithSite(<BookingSubmittedPage />, { route: '/booking-submitted', state, store });

/** The booking's status as the page shows it ("Status: …"). */
const statusPill = () => screen.findByText((_text, node) => node?.hasAttribute('data-status') ?? false);
const CODE_HEADING = 'Confirm your booking request';
const notifications = () => api.calls.filter((call) => call.url.pathname === '/api/email/booking-notification');
const summaryValue = (term: string) => {
  const dt = within(screen.getByRole('region', { name: 'Booking Summary' })).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent;
};

describe('/booking-submitted', () => {
  describe('without a booking', () => {
    it('shows Booking Data Not Found with its text and Go to Homepage, and no debug block', () => {
      renderPage();
      expect(screen.getByRole('heading', { name: 'Booking Data Not Found' })).toBeInTheDocument();
      expect(
        screen.getByText("We couldn't find your booking details. Please try creating the booking again."),
      ).toBeInTheDocument();
      expect(screen.queryByText(/Debug/i)).not.toBeInTheDocument();
      expect(document.querySelector('pre')).toBeNull();
      expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
    });

    it('shows Booking Data Not Found when the property cannot be fetched, and only logs why', async () => {
      api.on('GET', `/api/properties/${PROPERTY_ID}`, () => jsonResponse(404, { error: 'Property not found' }));
      renderPage({ booking });
      expect(await screen.findByRole('heading', { name: 'Booking Data Not Found' })).toBeInTheDocument();
      expect(document.querySelector('pre')).toBeNull();
      expect(consoleError).toHaveBeenCalled();
    });
  });

  describe('with the booking and property passed along', () => {
    it('asks for the code first, says nothing is held yet, and shows the full summary', async () => {
      renderPage({ booking, property: sampleProperty });
      expect(screen.getByRole('heading', { name: CODE_HEADING })).toBeInTheDocument();
      expect(await statusPill()).toHaveTextContent('Status: Waiting for your confirmation code');
      expect(screen.getByText(/nothing is held and your host is not asked until you do/)).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Booking Request Received!' })).not.toBeInTheDocument();
      expect(screen.queryByText('✓')).not.toBeInTheDocument();
      expect(summaryValue('Booking reference')).toBe('MK-7KQ2MX9P');
      expect(summaryValue('Guest name')).toBe('Wanjiru Kamau');
      expect(summaryValue('Email')).toBe('wanjiru@example.com');
      expect(summaryValue('Phone')).toBe('+254 712 345 678');
      expect(summaryValue('Guests')).toBe('2 guests');
      expect(summaryValue('Check-in')).toBe('Fri, 11 Dec 2099');
      expect(summaryValue('Check-out')).toBe('Mon, 14 Dec 2099');
      expect(summaryValue('Nights')).toBe('3 nights');
      expect(summaryValue('Price per night')).toBe('KSh 4,500');
      expect(summaryValue('Special requests')).toBe('Late arrival, around 9 PM');
      expect(
        within(screen.getByRole('region', { name: 'Booking Summary' })).getByText('KSh 13,500'),
      ).toBeInTheDocument();
    });

    it('shows the property booked', () => {
      renderPage({ booking, property: sampleProperty });
      expect(screen.getByRole('heading', { name: 'Kilimani Garden Apartment' })).toBeInTheDocument();
    });

    it('falls back to the last 8 characters of the id for the reference (SPEC §9)', () => {
      renderPage({ booking: { ...booking, bookingReference: '' }, property: sampleProperty });
      expect(summaryValue('Booking reference')).toBe(BOOKING_ID.slice(-8).toUpperCase());
    });

    it('lists what happens next', () => {
      renderPage({ booking, property: sampleProperty });
      const steps = within(screen.getByRole('region', { name: 'What Happens Next' })).getAllByRole('listitem');
      expect(steps.length).toBeGreaterThanOrEqual(3);
    });

    it('offers Continue Browsing and View Property Details', () => {
      renderPage({ booking, property: sampleProperty });
      expect(screen.getByRole('link', { name: 'Continue Browsing' })).toHaveAttribute('href', '/');
      expect(screen.getByRole('link', { name: 'View Property Details' })).toHaveAttribute(
        'href',
        `/property/${PROPERTY_ID}`,
      );
    });

    it('keeps the booking for the session', () => {
      const { store } = renderPage({ booking, property: sampleProperty });
      expect(store.get(lastBookingAtom)?.booking.id).toBe(BOOKING_ID);
    });
  });

  describe('finding the property', () => {
    it('fetches it when only the booking was passed', async () => {
      renderPage({ booking });
      expect(await screen.findByRole('heading', { name: CODE_HEADING })).toBeInTheDocument();
      expect(api.calls.some((call) => call.url.pathname === `/api/properties/${PROPERTY_ID}`)).toBe(true);
    });

    it("uses the catalog's cached property without fetching", () => {
      const store = createSiteStore();
      store.set(propertyCacheAtom, new Map([[PROPERTY_ID, sampleProperty]]));
      renderPage({ booking }, store);
      expect(screen.getByRole('heading', { name: CODE_HEADING })).toBeInTheDocument();
      expect(api.calls).toHaveLength(0);
    });
  });

  it('still shows the booking after a reload (no navigation state, same session)', () => {
    sessionStorage.setItem('makao.lastBooking', JSON.stringify({ booking, property: sampleProperty }));
    renderPage(undefined);
    expect(screen.getByRole('heading', { name: CODE_HEADING })).toBeInTheDocument();
    expect(summaryValue('Booking reference')).toBe('MK-7KQ2MX9P');
  });

  describe('Pay Now', () => {
    it('is disabled', () => {
      renderPage({ booking, property: sampleProperty });
      expect(screen.getByRole('button', { name: 'Pay Now (Coming Soon)' })).toHaveAttribute('aria-disabled', 'true');
    });

    it('says it is coming soon when someone tries it', async () => {
      renderPage({ booking, property: sampleProperty });
      await userEvent.setup().click(screen.getByRole('button', { name: 'Pay Now (Coming Soon)' }));
      expect(screen.getByRole('status')).toHaveTextContent(
        'Coming soon! Kindly reserve the property and pay on arrival.',
      );
    });
  });

  describe('Reserve & Pay on Arrival: the emailed code (SPEC §4)', () => {
    /** Arrives from the form: the fresh booking and its property as navigation state. */
    async function arrive(store = createSiteStore()) {
      const view = renderPage({ booking: fresh, property: sampleProperty }, store);
      await screen.findByRole('heading', { name: CODE_HEADING });
      return view;
    }
    const codeField = () => screen.getByLabelText('Enter the 6-digit code we emailed to wanjiru@example.com');
    const confirmCalls = () => api.calls.filter((call) => call.url.pathname === `/api/bookings/${REFERENCE}/confirm`);

    it('asks for the code on the page the guest lands on, with the policy and no payment online', async () => {
      await arrive();
      expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
      expect(codeField()).toHaveAttribute('inputmode', 'numeric');
      const step = within(screen.getByRole('form', { name: 'Confirm your reservation' }));
      expect(step.getByText(/Cancellation policy:/).parentElement).toHaveTextContent(
        /After that the deposit agreed with the host is forfeited\. Nothing is paid online: you pay KSh 13,500 on arrival/,
      );
      expect(step.getByRole('button', { name: 'Reserve & Pay on Arrival' })).toBeInTheDocument();
      expect(step.getByRole('button', { name: 'Resend code' })).toBeInTheDocument();
    });

    it('keeps the field and says so by it when the code is wrong; nothing is sent to the host', async () => {
      await arrive();
      const user = userEvent.setup();
      await user.type(codeField(), '111111');
      await user.click(screen.getByRole('button', { name: 'Reserve & Pay on Arrival' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(lifecycleMessages.codeWrong);
      expect(codeField()).toHaveValue('111111');
      expect(codeField()).toHaveAttribute('aria-invalid', 'true');
      expect(codeField()).toHaveAccessibleDescription(lifecycleMessages.codeWrong);
      expect(notifications()).toHaveLength(0);
      await user.clear(codeField());
      await user.type(codeField(), CODE);
      await user.click(screen.getByRole('button', { name: 'Reserve & Pay on Arrival' }));
      await waitFor(() => expect(notifications()).toHaveLength(1));
    });

    it('asks for six digits before sending anything', async () => {
      await arrive();
      const user = userEvent.setup();
      await user.type(codeField(), '12a3');
      expect(codeField()).toHaveValue('123');
      await user.click(screen.getByRole('button', { name: 'Reserve & Pay on Arrival' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Enter the 6 digits from the email we sent you.');
      expect(confirmCalls()).toHaveLength(0);
    });

    it.each([
      [410, lifecycleMessages.codeExpired],
      [410, lifecycleMessages.codeCancelled],
      [409, 'These dates are no longer available'],
    ])('offers Make a new booking back to the property when the server answers %i', async (status, error) => {
      api.on('POST', `/api/bookings/${REFERENCE}/confirm`, () => jsonResponse(status, { error }));
      await arrive();
      const user = userEvent.setup();
      await user.type(codeField(), CODE);
      await user.click(screen.getByRole('button', { name: 'Reserve & Pay on Arrival' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(error);
      expect(screen.getByRole('link', { name: 'Make a new booking' })).toHaveAttribute(
        'href',
        `/property/${PROPERTY_ID}`,
      );
      expect(screen.queryByRole('button', { name: 'Reserve & Pay on Arrival' })).not.toBeInTheDocument();
      expect(notifications()).toHaveLength(0);
    });

    it('after too many wrong codes, sends a new code with the booking token and lets the guest try again', async () => {
      let tries = 0;
      api
        .on('POST', `/api/bookings/${REFERENCE}/confirm`, ({ body }) => {
          tries += 1;
          if (tries === 1) return jsonResponse(429, { error: lifecycleMessages.codeTooManyTries });
          if ((body as { code: string }).code !== CODE)
            return jsonResponse(400, { error: lifecycleMessages.codeWrong });
          serverStatus = 'requested';
          return jsonResponse(200, { data: serverBooking() });
        })
        .on('POST', `/api/bookings/${REFERENCE}/code`, ({ headers }) =>
          headers['x-booking-token'] === TOKEN
            ? jsonResponse(202, { data: { message: lifecycleMessages.codeResent } })
            : jsonResponse(404, { error: 'Booking not found' }),
        );
      await arrive();
      const user = userEvent.setup();
      await user.type(codeField(), '111111');
      await user.click(screen.getByRole('button', { name: 'Reserve & Pay on Arrival' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(lifecycleMessages.codeTooManyTries);
      expect(screen.queryByRole('link', { name: 'Make a new booking' })).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Resend code' }));
      expect(await screen.findByText(lifecycleMessages.codeResent)).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await user.clear(codeField());
      await user.type(codeField(), CODE);
      await user.click(screen.getByRole('button', { name: 'Reserve & Pay on Arrival' }));
      await waitFor(() => expect(notifications()).toHaveLength(1));
      expect(notifications()[0]?.headers['x-booking-token']).toBe(TOKEN);
    });

    it("says why no new code was sent, in the API's words", async () => {
      api.on('POST', `/api/bookings/${REFERENCE}/code`, () =>
        jsonResponse(429, { error: lifecycleMessages.codeResendTooSoon }),
      );
      await arrive();
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Resend code' }));
      expect(await screen.findByText(lifecycleMessages.codeResendTooSoon)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Reserve & Pay on Arrival' })).toBeInTheDocument();
    });

    it('shows Reserving Your Room... and the processing text while confirming, with the other buttons disabled', async () => {
      api.on('POST', `/api/bookings/${REFERENCE}/confirm`, () => new Promise(() => {}));
      const { location } = await arrive();
      const user = userEvent.setup();
      await user.type(codeField(), CODE);
      await user.click(screen.getByRole('button', { name: 'Reserve & Pay on Arrival' }));
      expect(screen.getByRole('button', { name: 'Reserving Your Room...' })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('Processing your reservation and notifying the host...');
      expect(screen.getByRole('button', { name: 'Pay Now (Coming Soon)' })).toHaveAttribute('aria-disabled', 'true');
      expect(screen.getByRole('link', { name: 'Continue Browsing' })).toHaveAttribute('aria-disabled', 'true');
      await user.click(screen.getByRole('link', { name: 'Continue Browsing' }));
      expect(location().pathname).toBe('/booking-submitted');
      await user.click(screen.getByRole('button', { name: 'Reserving Your Room...' }));
      expect(confirmCalls()).toHaveLength(1);
    });

    it('confirms, notifies the host once, and is reserved 1.5 seconds after the notification answers', async () => {
      jest.useFakeTimers();
      let answer!: () => void;
      api.on(
        'POST',
        '/api/email/booking-notification',
        () => new Promise((resolve) => (answer = () => resolve(jsonResponse(200, { data: {} })))),
      );
      const store = createSiteStore();
      await arrive(store);
      fireEvent.change(codeField(), { target: { value: CODE } });
      fireEvent.click(screen.getByRole('button', { name: 'Reserve & Pay on Arrival' }));
      await waitFor(() => expect(notifications()).toHaveLength(1));
      expect(confirmCalls()[0]?.body).toEqual({ code: CODE });
      expect(notifications()[0]?.body).toEqual({ bookingId: BOOKING_ID });
      expect(notifications()[0]?.headers['x-booking-token']).toBe(TOKEN);
      expect(screen.getByRole('button', { name: 'Reserving Your Room...' })).toBeInTheDocument();
      await act(async () => answer());
      act(() => jest.advanceTimersByTime(1499));
      expect(screen.queryByRole('heading', { name: 'Booking Request Received!' })).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      // The host has the request now: SPEC's headline is true, and no more than that is claimed.
      expect(screen.getByRole('heading', { name: 'Booking Request Received!' })).toHaveFocus();
      expect(screen.queryByRole('heading', { name: 'Your Room Has Been Reserved!' })).not.toBeInTheDocument();
      expect(screen.getByText('Requested: waiting for the host')).toHaveTextContent(
        'Status: Requested: waiting for the host',
      );
      expect(screen.getByText(/Your host answers by .*2099/)).toBeInTheDocument();
      // Not confirmed yet: no host phone.
      expect(screen.queryByText(/733 902 117/)).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'WhatsApp the host' })).not.toBeInTheDocument();
      expect(store.get(lastBookingAtom)?.manageToken).toBe(TOKEN);
      expect((store.get(lastBookingAtom)?.booking as { status?: string }).status).toBe('requested');
    });

    it('is reserved after a failed notification too, and only logs it', async () => {
      jest.useFakeTimers();
      api.on('POST', '/api/email/booking-notification', () => jsonResponse(502, { error: 'Mail is down' }));
      await arrive();
      fireEvent.change(codeField(), { target: { value: CODE } });
      fireEvent.click(screen.getByRole('button', { name: 'Reserve & Pay on Arrival' }));
      await waitFor(() => expect(consoleError).toHaveBeenCalled());
      await act(() => jest.advanceTimersByTimeAsync(RESERVED_DELAY_MS));
      expect(screen.getByRole('heading', { name: 'Booking Request Received!' })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('is reserved when the notification never answers, once the call has timed out', async () => {
      jest.useFakeTimers();
      api.on('POST', '/api/email/booking-notification', () => neverAnswered());
      await arrive();
      fireEvent.change(codeField(), { target: { value: CODE } });
      fireEvent.click(screen.getByRole('button', { name: 'Reserve & Pay on Arrival' }));
      await waitFor(() => expect(notifications()).toHaveLength(1));
      await act(() => jest.advanceTimersByTimeAsync(API_TIMEOUT_MS));
      expect(consoleError).toHaveBeenCalledWith('[booking] the booking notification failed', expect.anything());
      await act(() => jest.advanceTimersByTimeAsync(RESERVED_DELAY_MS));
      expect(screen.getByRole('heading', { name: 'Booking Request Received!' })).toBeInTheDocument();
    });

    describe('the reserved state (an instant booking, or once the host accepts)', () => {
      async function reserved() {
        instantBook = true;
        const user = userEvent.setup();
        await arrive();
        await user.type(codeField(), CODE);
        await user.click(screen.getByRole('button', { name: 'Reserve & Pay on Arrival' }));
        await screen.findByRole('heading', { name: 'Your Room Has Been Reserved!' }, { timeout: 3000 });
      }

      it('names the weekday and date the host expects the guest, and the arrival information', async () => {
        await reserved();
        expect(screen.getByText(/Your host expects you on/)).toHaveTextContent(
          'Your host expects you on Friday, 11 December 2099.',
        );
        const info = within(screen.getByRole('region', { name: 'Arrival Information' }));
        expect(info.getByText(/Arrive on time/)).toBeInTheDocument();
        expect(info.getByText(/valid ID/)).toBeInTheDocument();
        expect(info.getByText(/due on arrival/)).toBeInTheDocument();
        expect(info.getByText(/arrive at another time/)).toBeInTheDocument();
      });

      it('shows the reservation details, the total due in KSh and Back to Home', async () => {
        await reserved();
        const details = within(screen.getByRole('region', { name: 'Reservation Details' }));
        expect(details.getByText('MK-7KQ2MX9P')).toBeInTheDocument();
        expect(details.getByText('3 nights')).toBeInTheDocument();
        expect(details.getByText('Total due on arrival').nextElementSibling).toHaveTextContent('KSh 13,500');
        expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
      });

      it('gives the exact place, directions, the calendar and WhatsApp to the host', async () => {
        await reserved();
        expect(screen.getByText('Confirmed')).toHaveTextContent('Status: Confirmed');
        const where = within(screen.getByRole('region', { name: 'Where you are staying' }));
        expect(where.getByText('14 Argwings Kodhek Road, Kilimani, Nairobi')).toBeInTheDocument();
        expect(where.getByRole('link', { name: 'Get directions' })).toHaveAttribute(
          'href',
          'https://www.google.com/maps/dir/?api=1&destination=-1.2921%2C36.7856',
        );
        expect(where.getByRole('button', { name: 'Add to calendar' })).toBeInTheDocument();
        expect(where.getByRole('link', { name: 'WhatsApp the host' })).toHaveAttribute(
          'href',
          expect.stringMatching(/^https:\/\/wa\.me\/254733902117\?text=/),
        );
      });
    });
  });

  describe('the true state from the server', () => {
    it('after a reload of a confirmed request shows it received, never a live Reserve button', async () => {
      serverStatus = 'requested';
      // The session as the page left it before the code was entered (status unconfirmed, token kept).
      sessionStorage.setItem(
        'makao.lastBooking',
        JSON.stringify({ booking: fresh, property: sampleProperty, manageToken: TOKEN }),
      );
      renderPage(undefined);
      expect(screen.getByRole('status')).toHaveTextContent('Loading your booking...');
      expect(screen.queryByRole('button', { name: 'Reserve & Pay on Arrival' })).not.toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'Booking Request Received!' })).toBeInTheDocument();
      expect(await statusPill()).toHaveTextContent('Status: Requested: waiting for the host');
      expect(screen.queryByRole('button', { name: 'Reserve & Pay on Arrival' })).not.toBeInTheDocument();
      const read = api.calls.find((call) => call.url.pathname === `/api/bookings/${REFERENCE}`);
      expect(read?.headers['x-booking-token']).toBe(TOKEN);
    });

    it('shows Your Room Has Been Reserved! with the host’s phone only once the host has accepted', async () => {
      serverStatus = 'confirmed';
      renderPage({ booking: fresh, property: sampleProperty });
      expect(await screen.findByRole('heading', { name: 'Your Room Has Been Reserved!' })).toBeInTheDocument();
      expect(await statusPill()).toHaveTextContent('Status: Confirmed');
      expect(screen.getByRole('link', { name: '+254 733 902 117' })).toHaveAttribute('href', 'tel:+254733902117');
    });

    it('opens from a manage link on another device (no session), fetching the property', async () => {
      serverStatus = 'requested';
      renderWithSite(<BookingSubmittedPage />, { route: `/booking-submitted?ref=${REFERENCE}&token=${TOKEN}` });
      expect(await screen.findByRole('heading', { name: 'Booking Request Received!' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Kilimani Garden Apartment' })).toBeInTheDocument();
    });

    it('says an expired request has ended and offers to book again', async () => {
      serverStatus = 'expired';
      renderPage({ booking: fresh, property: sampleProperty });
      expect(await screen.findByRole('heading', { name: 'This request has expired' })).toBeInTheDocument();
      expect(await statusPill()).toHaveTextContent('Status: Expired');
      expect(screen.queryByRole('button', { name: 'Reserve & Pay on Arrival' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Make a new booking' })).toHaveAttribute(
        'href',
        `/property/${PROPERTY_ID}`,
      );
    });

    it('after a cancel, the page opened again (Back) says cancelled: no ✓, no promise of the host’s phone', async () => {
      serverStatus = 'cancelled';
      // Back brings the navigation state of the first visit: the server's word wins over it.
      renderPage({ booking: fresh, property: sampleProperty });
      expect(await screen.findByRole('heading', { name: 'This booking is cancelled' })).toBeInTheDocument();
      expect(await statusPill()).toHaveTextContent('Status: Cancelled');
      expect(screen.queryByRole('heading', { name: 'Booking Request Received!' })).not.toBeInTheDocument();
      expect(screen.queryByText(/phone number is yours/)).not.toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Similar stays free for your dates' })).not.toBeInTheDocument();
    });

    it('says a declined request with the host’s reason and suggests stays free for the same dates', async () => {
      serverStatus = 'declined';
      api.on('GET', '/api/properties', () =>
        jsonResponse(200, {
          data: [sampleProperty, { ...sampleProperty, _id: 'other-2', id: 'other-2', title: 'Westlands Studio' }],
        }),
      );
      renderPage({ booking: fresh, property: sampleProperty });
      expect(await screen.findByRole('heading', { name: 'Your host declined this request' })).toHaveFocus();
      expect(await statusPill()).toHaveTextContent('Status: Declined by the host');
      expect(screen.getByText(/Your host's reason:/).parentElement).toHaveTextContent(
        "Your host's reason: Closed for repairs that week",
      );
      expect(screen.queryByText(/phone number is yours/)).not.toBeInTheDocument();
      const similar = within(screen.getByRole('region', { name: 'Similar stays free for your dates' }));
      expect(await similar.findByRole('link', { name: /Westlands Studio/ })).toHaveAttribute(
        'href',
        '/property/other-2?checkIn=2099-12-11&checkOut=2099-12-14&guests=2',
      );
    });

    it('says so, with Try again, when the server cannot be asked, instead of the first visit’s state', async () => {
      let reachable = false;
      api.on('GET', `/api/bookings/${REFERENCE}`, () =>
        reachable ? jsonResponse(200, { data: serverBooking() }) : Promise.reject(new TypeError('Failed to fetch')),
      );
      renderPage({ booking: fresh, property: sampleProperty });
      expect(await screen.findByRole('heading', { name: 'We could not load your booking' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Reserve & Pay on Arrival' })).not.toBeInTheDocument();
      reachable = true;
      await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('heading', { name: CODE_HEADING })).toBeInTheDocument();
    });
  });
});
