import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readBooking, type BookingAsRead } from 'shared/bookings';
import { lastBookingAtom, propertyCacheAtom, createSiteStore } from 'shared/state';
import { API_TIMEOUT_MS } from 'shared/config';
import { createFetchDouble, jsonResponse, neverAnswered, renderWithSite, type FetchDouble } from 'shared/testing';
import { BOOKING_ID, bookingAnswer, PROPERTY_ID, sampleProperty } from '../../test/fixtures';
import { RESERVED_DELAY_MS } from '../features/confirmation/useReservation';
import BookingSubmittedPage from './BookingSubmittedPage';

const booking: BookingAsRead = readBooking(
  bookingAnswer({ checkIn: '2099-12-11', checkOut: '2099-12-14', numberOfNights: 3, totalAmount: 13500 }),
);

let api: FetchDouble;
let consoleError: jest.SpyInstance;
beforeEach(() => {
  sessionStorage.clear();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  api = createFetchDouble()
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

const renderPage = (state?: unknown, store = createSiteStore()) =>
  renderWithSite(<BookingSubmittedPage />, { route: '/booking-submitted', state, store });

const notifications = () => api.calls.filter((call) => call.url.pathname === '/api/email/booking-notification');
const summaryValue = (term: string) => {
  const dt = within(screen.getByRole('region', { name: 'Booking Summary' })).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent;
};

describe('/booking-submitted', () => {
  describe('without a booking', () => {
    it('shows Booking Data Not Found with its text, debug info and Go to Homepage', () => {
      renderPage();
      expect(screen.getByRole('heading', { name: 'Booking Data Not Found' })).toBeInTheDocument();
      expect(
        screen.getByText("We couldn't find your booking details. Please try creating the booking again."),
      ).toBeInTheDocument();
      expect(screen.getByText('Debug info')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
    });

    it('shows Booking Data Not Found when the property cannot be fetched, and only logs why', async () => {
      api.on('GET', `/api/properties/${PROPERTY_ID}`, () => jsonResponse(404, { error: 'Property not found' }));
      renderPage({ booking });
      expect(await screen.findByRole('heading', { name: 'Booking Data Not Found' })).toBeInTheDocument();
      expect(screen.getByText(/"hasBooking": true/)).toBeInTheDocument();
      expect(consoleError).toHaveBeenCalled();
    });
  });

  describe('with the booking and property passed along', () => {
    it('shows Booking Request Received! with the full summary', () => {
      renderPage({ booking, property: sampleProperty });
      expect(screen.getByRole('heading', { name: 'Booking Request Received!' })).toBeInTheDocument();
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
      expect(await screen.findByRole('heading', { name: 'Booking Request Received!' })).toBeInTheDocument();
      expect(api.calls.some((call) => call.url.pathname === `/api/properties/${PROPERTY_ID}`)).toBe(true);
    });

    it("uses the catalog's cached property without fetching", () => {
      const store = createSiteStore();
      store.set(propertyCacheAtom, new Map([[PROPERTY_ID, sampleProperty]]));
      renderPage({ booking }, store);
      expect(screen.getByRole('heading', { name: 'Booking Request Received!' })).toBeInTheDocument();
      expect(api.calls).toHaveLength(0);
    });
  });

  it('still shows the booking after a reload (no navigation state, same session)', () => {
    sessionStorage.setItem('makao.lastBooking', JSON.stringify({ booking, property: sampleProperty }));
    renderPage(undefined);
    expect(screen.getByRole('heading', { name: 'Booking Request Received!' })).toBeInTheDocument();
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

  describe('Reserve & Pay on Arrival (SPEC §4)', () => {
    it('shows Reserving Your Room... and the processing text, with the other buttons disabled', async () => {
      api.on('POST', '/api/email/booking-notification', () => new Promise(() => {}));
      renderPage({ booking, property: sampleProperty });
      await userEvent.setup().click(screen.getByRole('button', { name: 'Reserve & Pay on Arrival' }));
      expect(screen.getByRole('button', { name: 'Reserving Your Room...' })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('Processing your reservation and notifying the host...');
      expect(screen.getByRole('button', { name: 'Pay Now (Coming Soon)' })).toHaveAttribute('aria-disabled', 'true');
      expect(screen.getByRole('link', { name: 'Continue Browsing' })).toHaveAttribute('aria-disabled', 'true');
      expect(screen.getByRole('link', { name: 'View Property Details' })).toHaveAttribute('aria-disabled', 'true');
    });

    it('does not leave the page through a disabled link while processing', async () => {
      api.on('POST', '/api/email/booking-notification', () => new Promise(() => {}));
      const { location } = renderPage({ booking, property: sampleProperty });
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Reserve & Pay on Arrival' }));
      await user.click(screen.getByRole('link', { name: 'Continue Browsing' }));
      expect(location().pathname).toBe('/booking-submitted');
    });

    it('notifies the host once, however often it is pressed', async () => {
      renderPage({ booking, property: sampleProperty });
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Reserve & Pay on Arrival' }));
      await user.click(screen.getByRole('button', { name: 'Reserving Your Room...' }));
      await user.click(screen.getByRole('button', { name: 'Reserving Your Room...' }));
      expect(notifications()).toHaveLength(1);
      expect(notifications()[0]?.body).toEqual({ bookingId: BOOKING_ID });
    });

    it('moves to the reserved state 1.5 seconds after the notification answers, not before', async () => {
      jest.useFakeTimers();
      let answer!: () => void;
      api.on(
        'POST',
        '/api/email/booking-notification',
        () => new Promise((resolve) => (answer = () => resolve(jsonResponse(200, { data: {} })))),
      );
      renderPage({ booking, property: sampleProperty });
      fireEvent.click(screen.getByRole('button', { name: 'Reserve & Pay on Arrival' }));
      await waitFor(() => expect(notifications()).toHaveLength(1));
      act(() => jest.advanceTimersByTime(5000));
      expect(screen.getByRole('button', { name: 'Reserving Your Room...' })).toBeInTheDocument();
      await act(async () => answer());
      act(() => jest.advanceTimersByTime(1499));
      expect(screen.queryByRole('heading', { name: 'Your Room Has Been Reserved!' })).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByRole('heading', { name: 'Your Room Has Been Reserved!' })).toBeInTheDocument();
    });

    it('moves to the reserved state 1.5 seconds after a failed notification too, and only logs it', async () => {
      jest.useFakeTimers();
      api.on('POST', '/api/email/booking-notification', () => jsonResponse(502, { error: 'Mail is down' }));
      renderPage({ booking, property: sampleProperty });
      fireEvent.click(screen.getByRole('button', { name: 'Reserve & Pay on Arrival' }));
      await act(async () => {
        await Promise.resolve();
      });
      await waitFor(() => expect(consoleError).toHaveBeenCalled());
      act(() => jest.advanceTimersByTime(1499));
      expect(screen.queryByRole('heading', { name: 'Your Room Has Been Reserved!' })).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByRole('heading', { name: 'Your Room Has Been Reserved!' })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('moves to the reserved state when the notification never answers, once the call has timed out', async () => {
      jest.useFakeTimers();
      api.on('POST', '/api/email/booking-notification', () => neverAnswered());
      renderPage({ booking, property: sampleProperty });
      fireEvent.click(screen.getByRole('button', { name: 'Reserve & Pay on Arrival' }));
      await waitFor(() => expect(notifications()).toHaveLength(1));
      await act(() => jest.advanceTimersByTimeAsync(API_TIMEOUT_MS));
      expect(notifications()[0]?.signal?.aborted).toBe(true);
      expect(consoleError).toHaveBeenCalledWith('[booking] the booking notification failed', expect.anything());
      await act(() => jest.advanceTimersByTimeAsync(RESERVED_DELAY_MS));
      expect(screen.getByRole('heading', { name: 'Your Room Has Been Reserved!' })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    describe('the reserved state', () => {
      async function reserved() {
        jest.useFakeTimers();
        const view = renderPage({ booking, property: sampleProperty });
        fireEvent.click(screen.getByRole('button', { name: 'Reserve & Pay on Arrival' }));
        await waitFor(() => expect(notifications()).toHaveLength(1));
        await act(async () => {
          await Promise.resolve();
        });
        await act(async () => {
          jest.advanceTimersByTime(1500);
        });
        await screen.findByRole('heading', { name: 'Your Room Has Been Reserved!' });
        return view;
      }

      it('says the room is reserved and the guest will be contacted, with focus on its heading', async () => {
        await reserved();
        expect(screen.getByRole('heading', { name: 'Your Room Has Been Reserved!' })).toHaveFocus();
        expect(screen.getByText('You will be contacted shortly!')).toBeInTheDocument();
      });

      it('names the weekday and date the host expects the guest', async () => {
        await reserved();
        expect(screen.getByText(/Your host expects you on/)).toHaveTextContent(
          'Your host expects you on Friday, 11 December 2099.',
        );
      });

      it('gives the arrival information', async () => {
        await reserved();
        const info = within(screen.getByRole('region', { name: 'Arrival Information' }));
        expect(info.getByText(/Arrive on time/)).toBeInTheDocument();
        expect(info.getByText(/valid ID/)).toBeInTheDocument();
        expect(info.getByText(/due on arrival/)).toBeInTheDocument();
        expect(info.getByText(/arrive at another time/)).toBeInTheDocument();
      });

      it('shows the reservation details and the total due in KSh', async () => {
        await reserved();
        const details = within(screen.getByRole('region', { name: 'Reservation Details' }));
        expect(details.getByText('MK-7KQ2MX9P')).toBeInTheDocument();
        expect(details.getByText('3 nights')).toBeInTheDocument();
        expect(details.getByText('Total due on arrival').nextElementSibling).toHaveTextContent('KSh 13,500');
      });

      it('leads Back to Home', async () => {
        await reserved();
        expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
      });
    });
  });
});
