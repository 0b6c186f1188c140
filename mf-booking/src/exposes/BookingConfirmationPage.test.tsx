import { screen } from '@testing-library/react';
import { readBooking } from 'shared/bookings';
import { renderWithSite } from 'shared/testing';
import { bookingAnswer, sampleProperty } from '../../test/fixtures';
import BookingConfirmationPage from './BookingConfirmationPage';

beforeEach(() => sessionStorage.clear());

describe('/booking-confirmation', () => {
  it("shows this session's last booking", () => {
    const booking = readBooking(bookingAnswer());
    sessionStorage.setItem('makao.lastBooking', JSON.stringify({ booking, property: sampleProperty }));
    renderWithSite(<BookingConfirmationPage />, { route: '/booking-confirmation' });
    expect(screen.getByRole('heading', { name: 'Booking Request Received!' })).toBeInTheDocument();
    expect(screen.getByText('MK-7KQ2MX9P')).toBeInTheDocument();
  });

  it('shows Booking Data Not Found when this session has no booking', () => {
    renderWithSite(<BookingConfirmationPage />, { route: '/booking-confirmation' });
    expect(screen.getByRole('heading', { name: 'Booking Data Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toBeInTheDocument();
  });

  it('ignores navigation state (only the session counts here)', () => {
    renderWithSite(<BookingConfirmationPage />, {
      route: '/booking-confirmation',
      state: { booking: bookingAnswer(), property: sampleProperty },
    });
    expect(screen.getByRole('heading', { name: 'Booking Data Not Found' })).toBeInTheDocument();
  });
});
