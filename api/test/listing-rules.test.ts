/**
 * A listing's rules (migration 024): check-in and check-out times, house rules and the minimum stay,
 * set by the host, refused with the JSON error shape when malformed (nothing written), served on the
 * property with the SPEC §9 terms its type takes, and the minimum stay enforced on booking requests.
 */
import { stayTooShortMessage, type Property } from 'contracts';
import { STARTUP_TIMEOUT, daysFromToday, json, startTestApi, type TestApi } from './helper';
import { completeDraft, hostOf, signUpHost, type SignedInHost } from './host-accounts';
import { setUpOperator, type SignedInOperator } from './operators';

let api: TestApi;
let operator: SignedInOperator;
let host: SignedInHost;

beforeAll(async () => {
  api = await startTestApi();
  operator = await setUpOperator(api, 'listing-rules.test.ops@makao.co.ke');
  host = await signUpHost(api);
}, STARTUP_TIMEOUT);
afterAll(async () => api?.close());

const rules = {
  checkInTime: '15:30',
  checkOutTime: '09:00',
  minNights: 3,
  houseRules: { smoking: false, parties: false, pets: true, notes: '  Quiet hours from 22:00.  ' },
};

describe('a host sets the rules', () => {
  it('starts a draft with the defaults, saves what the host sets, and guests read it once live', async () => {
    const draft = await completeDraft(api, host);
    expect(draft).toMatchObject({
      checkInTime: '14:00',
      checkOutTime: '10:00',
      minNights: 1,
      houseRules: { smoking: false, parties: false, pets: false, notes: '' },
    });
    const saved = await host.call('PATCH', `/api/hosts/listings/${draft.id}`, rules);
    expect(saved.statusCode).toBe(200);
    expect(json(saved).data).toMatchObject({
      ...rules,
      houseRules: { ...rules.houseRules, notes: 'Quiet hours from 22:00.' },
    });

    expect((await host.call('POST', `/api/hosts/listings/${draft.id}/publish`)).statusCode).toBe(200);
    expect((await operator.call('POST', `/api/ops/listings/${draft.id}/approve`)).statusCode).toBe(200);
    const property = json<{ data: Property }>(
      await api.app.inject({ method: 'GET', url: `/api/properties/${draft.id}` }),
    ).data;
    expect(property).toMatchObject({
      checkInTime: '15:30',
      checkOutTime: '09:00',
      minNights: 3,
      houseRules: { smoking: false, parties: false, pets: true, notes: 'Quiet hours from 22:00.' },
      cancellationPolicy: 'standard',
    });

    // A live listing's rules change at once: the team's review is for the place and its photos.
    const changed = await host.call('PATCH', `/api/hosts/listings/${draft.id}`, { minNights: 2, checkInTime: '12:00' });
    expect(json(changed).data).toMatchObject({ minNights: 2, checkInTime: '12:00', changesInReview: false });
    const live = json<{ data: Property }>(
      await api.app.inject({ method: 'GET', url: `/api/properties/${draft.id}` }),
    ).data;
    expect(live).toMatchObject({ minNights: 2, checkInTime: '12:00' });
  });

  it('gives a safari lodge the safari terms', async () => {
    const draft = await completeDraft(api, host, 0);
    await host.call('PATCH', `/api/hosts/listings/${draft.id}`, { type: 'safari' });
    await api.app.db.query("UPDATE properties SET status = 'published' WHERE id = $1", [draft.id]);
    const property = json<{ data: Property }>(
      await api.app.inject({ method: 'GET', url: `/api/properties/${draft.id}` }),
    ).data;
    expect(property.cancellationPolicy).toBe('safari');
  });

  it.each([
    ['a time past midnight', { checkInTime: '24:00' }, 'Enter a time as HH:MM on the 24-hour clock, e.g. 14:00'],
    [
      'a time without its leading zero',
      { checkOutTime: '9:00' },
      'Enter a time as HH:MM on the 24-hour clock, e.g. 14:00',
    ],
    ['a time as a number', { checkOutTime: 900 }, 'Enter a time as HH:MM on the 24-hour clock, e.g. 14:00'],
    ['no minimum stay', { minNights: 0 }, undefined],
    ['a minimum stay over 30 nights', { minNights: 31 }, undefined],
    ['half a night', { minNights: 2.5 }, undefined],
    ['a null minimum stay', { minNights: null }, undefined],
    ['house rules without a switch', { houseRules: { smoking: false, parties: false, notes: '' } }, undefined],
    ['house rules too long', { houseRules: { ...rules.houseRules, notes: 'x'.repeat(501) } }, undefined],
  ])('refuses %s with a 4xx JSON error and writes nothing', async (_name, patch, message) => {
    const draft = await completeDraft(api, host, 0);
    const before = await api.app.db.query('SELECT * FROM properties WHERE id = $1', [draft.id]);
    const response = await host.call('PATCH', `/api/hosts/listings/${draft.id}`, { title: 'Changed title', ...patch });
    expect(response.statusCode).toBe(400);
    const body = json(response);
    expect(typeof body.error).toBe('string');
    if (message) expect(body.error).toBe(message);
    const after = await api.app.db.query('SELECT * FROM properties WHERE id = $1', [draft.id]);
    expect(after.rows).toEqual(before.rows);
  });

  it('refuses bad rules on a new draft too, leaving no draft behind', async () => {
    const count = async () =>
      (
        await api.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM properties WHERE host_id = $1', [
          host.hostId,
        ])
      ).rows[0]?.n;
    const before = await count();
    const response = await host.call('POST', '/api/hosts/create-listing-from-journey', { minNights: 45 });
    expect(response.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });
});

describe('the minimum stay on a booking request', () => {
  it('refuses a stay shorter than the minimum with the forms’ words, and takes one as long', async () => {
    const { rows } = await api.app.db.query<{ id: string }>(
      "SELECT id::text AS id FROM properties WHERE status = 'published' AND guests >= 2 ORDER BY created_at LIMIT 1",
    );
    const propertyId = rows[0]?.id as string;
    await hostOf(api, propertyId, 'Rules Host');
    await api.app.db.query('UPDATE properties SET min_nights = 3 WHERE id = $1', [propertyId]);
    const bookings = async () =>
      (
        await api.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings WHERE property_id = $1', [
          propertyId,
        ])
      ).rows[0]?.n;
    const before = await bookings();
    const request = (nights: number) =>
      api.app.inject({
        method: 'POST',
        url: '/api/bookings',
        payload: {
          name: 'Achieng Otieno',
          email: `rules-${nights}@example.com`,
          phone: '+254 712 345 678',
          guests: 2,
          message: '',
          checkIn: daysFromToday(200),
          checkOut: daysFromToday(200 + nights),
          propertyId,
          paymentType: 'reserve',
        },
      });
    const short = await request(2);
    expect(short.statusCode).toBe(400);
    expect(json(short)).toEqual({ error: stayTooShortMessage(3) });
    expect(await bookings()).toBe(before);

    const enough = await request(3);
    expect(enough.statusCode).toBe(201);
    expect(await bookings()).toBe((before ?? 0) + 1);
  });
});
