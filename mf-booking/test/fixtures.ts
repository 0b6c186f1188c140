/** Test data shaped like the API's answers (PropertySchema, BookingSchema). */
import { addDays, nairobiDate, nightsBetween, readProperty, type Booking, type Property } from 'contracts';
import { createFetchDouble, jsonResponse, type FetchDouble } from 'test-utils';

export const PROPERTY_ID = '3f9c2a4e-8d1b-4c6a-9e2f-1a2b3c4d5e6f';
export const BOOKING_ID = '7d2e9f10-5a4b-4c3d-8e1f-00aa11bb22cc';

export const sampleProperty: Property = readProperty({
  _id: PROPERTY_ID,
  title: 'Kilimani Garden Apartment',
  type: 'apartments',
  price: 4500,
  description: 'A bright two-bedroom apartment near Yaya Centre.',
  location: { area: 'Kilimani', city: 'Nairobi', county: 'Nairobi' },
  guests: 6,
  beds: 2,
  baths: 2,
  images: ['https://img.test/kilimani.jpg'],
  createdAt: '2025-01-10T09:00:00.000Z',
  updatedAt: '2025-01-10T09:00:00.000Z',
});

/** A Nairobi calendar date `days` from today. */
export const inDays = (days: number) => addDays(nairobiDate(Date.now()), days);

export function bookingAnswer(overrides: Partial<Booking> = {}): Booking {
  const checkIn = overrides.checkIn ?? inDays(10);
  const checkOut = overrides.checkOut ?? inDays(13);
  const nights = nightsBetween(checkIn, checkOut);
  return {
    _id: BOOKING_ID,
    id: BOOKING_ID,
    bookingReference: 'MK-7KQ2MX9P',
    propertyId: PROPERTY_ID,
    propertyTitle: sampleProperty.title,
    name: 'Wanjiru Kamau',
    email: 'wanjiru@example.com',
    phone: '+254 712 345 678',
    guests: 2,
    checkIn,
    checkOut,
    numberOfNights: nights,
    pricePerNight: 4500,
    totalAmount: nights * 4500,
    message: 'Late arrival, around 9 PM',
    paymentType: 'reserve',
    status: 'unconfirmed',
    manageToken: 'tok-7KQ2MX9P',
    createdAt: '2025-01-10T09:00:00.000Z',
    host: { name: 'Otieno Odhiambo', phone: '+254 733 902 117' },
    ...overrides,
  };
}

/** A fetch double that knows the property, its availability and answers bookings with 201. */
export function bookingApi(booked: Array<{ checkIn: string; checkOut: string }> = []): FetchDouble {
  return createFetchDouble()
    .on('GET', `/api/properties/${PROPERTY_ID}/availability`, ({ url }) =>
      jsonResponse(200, {
        data: {
          propertyId: PROPERTY_ID,
          from: url.searchParams.get('from'),
          to: url.searchParams.get('to'),
          booked,
        },
      }),
    )
    .on('GET', `/api/properties/${PROPERTY_ID}`, () => jsonResponse(200, { data: sampleProperty }))
    .on('POST', '/api/bookings', ({ body }) => {
      const request = body as { checkIn: string; checkOut: string; name: string; guests: number };
      return jsonResponse(
        201,
        {
          data: bookingAnswer({
            checkIn: String(request.checkIn).slice(0, 10),
            checkOut: String(request.checkOut).slice(0, 10),
            name: request.name,
            guests: request.guests,
          }),
        },
        'Created',
      );
    });
}
