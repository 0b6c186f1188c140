import { readBookingBody } from './booking';

const answer = {
  _id: 'b1',
  bookingReference: 'MK-7KQ2MX9P',
  propertyId: 'p1',
  checkIn: '2099-12-11',
  checkOut: '2099-12-14',
};

describe('readBookingBody', () => {
  it('reads the host’s name and phone the guest’s own booking answer carries', () => {
    const booking = readBookingBody({
      data: { ...answer, host: { name: 'Wanjiru Kamau', phone: '+254 722 418 301' } },
    });
    expect(booking.host).toEqual({ name: 'Wanjiru Kamau', phone: '+254 722 418 301' });
  });

  it('has no host when the answer has none, and no phone when the host has none', () => {
    expect(readBookingBody({ booking: answer }).host).toBeNull();
    expect(readBookingBody({ ...answer, host: { name: 'Otieno Odhiambo', phone: null } }).host).toEqual({
      name: 'Otieno Odhiambo',
      phone: null,
    });
  });
});
