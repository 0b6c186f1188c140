import type { Booking } from 'shared/contracts';
import { escapeHtml, guestConfirmation } from './messages';

describe('the guest confirmation', () => {
  it('writes the stay dates with their weekday (en-KE), as the calendar dates booked', () => {
    const booking = {
      bookingReference: 'MK-7KQ2MX9P',
      name: 'Amina',
      email: 'amina@example.com',
      checkIn: '2028-02-29',
      checkOut: '2028-03-01',
      numberOfNights: 1,
      guests: 2,
      pricePerNight: 4500,
      totalAmount: 4500,
    } as Booking;
    const property = { title: 'Kilimani Loft', address: 'Argwings Kodhek Rd', city: 'Nairobi' };
    const { text } = guestConfirmation({ booking, property, host: null, supportEmail: 'help@example.com' });
    expect(text).toContain('Check-in: Tuesday, 29 February 2028\nCheck-out: Wednesday, 1 March 2028');
  });
});

describe('escapeHtml', () => {
  it('escapes markup a guest could type', () => {
    expect(escapeHtml('<b>"Hi" & \'bye\'</b>')).toBe('&#60;b&#62;&#34;Hi&#34; &#38; &#39;bye&#39;&#60;/b&#62;');
  });
});
