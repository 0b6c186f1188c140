/**
 * The request rules live in the shared schemas (SPEC §5): text is trimmed before they are checked,
 * whatever JSON shape the text arrives in, so a blank field is missing and stored text is trimmed.
 */
import type { Property } from 'contracts';
import { daysFromToday, inquiry, json, startTestApi, STARTUP_TIMEOUT, type TestApi } from './helper';

let api: TestApi;
let property: Property;

beforeAll(async () => {
  api = await startTestApi();
  const response = await api.app.inject({ method: 'GET', url: '/api/properties?limit=1' });
  property = json<{ data: Property[] }>(response).data[0] as Property;
}, STARTUP_TIMEOUT);

afterAll(async () => {
  await api?.close();
}, STARTUP_TIMEOUT);

const booking = (change: Record<string, unknown>) =>
  api.app.inject({
    method: 'POST',
    url: '/api/bookings',
    payload: {
      name: 'Wambui Njoroge',
      email: 'wambui@example.com',
      phone: '+254 712 345 678',
      checkIn: daysFromToday(400),
      checkOut: daysFromToday(402),
      propertyId: property.id,
      ...change,
    },
  });

describe('text sent as a one-element array (which the validator reads as its element)', () => {
  it('is trimmed before it is stored', async () => {
    const response = await booking({ name: ['  Wambui Njoroge  '], message: ['  Late arrival '] });
    expect(response.statusCode).toBe(201);
    expect(json(response).data).toMatchObject({ name: 'Wambui Njoroge', message: 'Late arrival' });
  });

  it('is missing when blank', async () => {
    const response = await booking({ phone: ['  '] });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({
      error: 'Missing required fields',
      details: 'Please fill in: Phone',
      missingFields: ['phone'],
    });
  });

  it('is missing when blank in an inquiry too', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...inquiry, message: [' '] },
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).missingFields).toEqual(['message']);
  });
});
