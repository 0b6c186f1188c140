import type { Booking } from 'contracts';
import { heldMail, type LifecycleMailContext } from '../bookings/mails';

const links = {
  propertyType: 'apartments',
  manageUrl: 'http://site.test/m',
  inboxUrl: 'http://site.test/i',
  respondBy: new Date('2028-02-27T10:00:00Z'),
};
const guestMail = (context: Omit<LifecycleMailContext, keyof typeof links>) =>
  heldMail({ ...context, ...links }, 'requested');

describe('the guest’s notice of a held request', () => {
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
    const property = { title: 'Kilimani Loft', address: 'Kilimani', city: 'Nairobi', exact: false };
    const { text } = guestMail({ booking, property, host: null, supportEmail: 'help@example.com' });
    expect(text).toContain('Check-in: Tuesday, 29 February 2028\nCheck-out: Wednesday, 1 March 2028');
    // The request's own deadline, in Nairobi time, whatever HOST_RESPONSE_HOURS is.
    expect(text).toContain('while the host answers, by Sun, 27 Feb 2028, 13:00 EAT.');
  });
});

describe('the HTML part', () => {
  it('writes what a host or guest typed as text, never as markup', () => {
    const booking = { bookingReference: 'MK-7KQ2MX9P', checkIn: '2028-02-29', checkOut: '2028-03-01' } as Booking;
    const property = {
      title: `<img src=x onerror="alert(1)"> Tom's "Loft" & pool`,
      address: 'Rd',
      city: 'Nairobi',
      exact: true,
    };
    const { html } = guestMail({ booking, property, host: null, supportEmail: 'help@example.com' });
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt; Tom&#39;s &quot;Loft&quot; &amp; pool');
  });
});
