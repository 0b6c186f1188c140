/**
 * What the guest's booking screens read from the server beyond the status: the host's reason for a
 * decline, the confirmed stay as a calendar event, and a refused new code that changes nothing.
 */
import { MANAGE_TOKEN_HEADER, STAY_CALENDAR_NOT_CONFIRMED, lifecycleMessages } from 'contracts/booking-lifecycle';
import { STARTUP_TIMEOUT, daysFromToday, json, startTestApi, type TestApi } from './helper';
import { hostOf } from './host-accounts';
import { confirmBooking, outboxTexts } from './lifecycle-helpers';

let api: TestApi;
let propertyId: string;
let asHost: Awaited<ReturnType<typeof hostOf>>['call'];
beforeAll(async () => {
  api = await startTestApi();
  const list = json(await api.app.inject({ method: 'GET', url: '/api/properties?limit=500' })).data;
  propertyId = list.find((p: { guests: number }) => p.guests >= 2).id;
  asHost = (await hostOf(api, propertyId, 'Status Host')).call;
}, STARTUP_TIMEOUT);
afterAll(async () => api?.close());

let day = 40;
/** A request for two nights (10 December-like: plain dates), by a guest of its own. */
async function request() {
  day += 3;
  const created = await api.app.inject({
    method: 'POST',
    url: '/api/bookings',
    payload: {
      name: 'Achieng Otieno',
      email: `status.${Math.random().toString(16).slice(2)}@example.co.ke`,
      phone: '+254 722 000 111',
      guests: 2,
      checkIn: daysFromToday(day),
      checkOut: daysFromToday(day + 2),
      propertyId,
    },
  });
  expect(created.statusCode).toBe(201);
  return created;
}

async function heldRequest() {
  const created = await request();
  expect((await confirmBooking(api, created)).statusCode).toBe(200);
  return json(created).data as {
    id: string;
    bookingReference: string;
    manageToken: string;
    checkIn: string;
    checkOut: string;
  };
}

const read = (reference: string, token: string) =>
  api.app.inject({ method: 'GET', url: `/api/bookings/${reference}`, headers: { [MANAGE_TOKEN_HEADER]: token } });
const calendar = (reference: string, token?: string) =>
  api.app.inject({
    method: 'GET',
    url: `/api/bookings/${reference}/calendar.ics`,
    headers: token === undefined ? {} : { [MANAGE_TOKEN_HEADER]: token },
  });

describe("the host's reason for a decline", () => {
  it('is the guest’s to read once declined, and null before', async () => {
    const booking = await heldRequest();
    expect(json(await read(booking.bookingReference, booking.manageToken)).data.declineReason).toBeNull();
    const declined = await asHost('POST', `/api/hosts/bookings/${booking.id}/decline`, {
      reason: 'Closed for repairs',
    });
    expect(declined.statusCode).toBe(200);
    expect(json(declined).data.declineReason).toBe('Closed for repairs');
    const guestView = json(await read(booking.bookingReference, booking.manageToken)).data;
    expect(guestView).toMatchObject({ status: 'declined', declineReason: 'Closed for repairs', place: null });
    expect(guestView.host.phone).toBeNull();
  });

  it('is null when the host gave none', async () => {
    const booking = await heldRequest();
    await asHost('POST', `/api/hosts/bookings/${booking.id}/decline`, {});
    expect(json(await read(booking.bookingReference, booking.manageToken)).data.declineReason).toBeNull();
  });
});

describe('the confirmed stay as a calendar event (.ics)', () => {
  it("is given once the host has confirmed, at the listing's own times in Nairobi, with the exact address and the host", async () => {
    await api.app.db.query("UPDATE properties SET check_in_time = '15:30', check_out_time = '09:00' WHERE id = $1", [
      propertyId,
    ]);
    const booking = await heldRequest();
    const early = await calendar(booking.bookingReference, booking.manageToken);
    expect(early.statusCode).toBe(409);
    expect(json(early)).toEqual({ error: STAY_CALENDAR_NOT_CONFIRMED });

    expect((await asHost('POST', `/api/hosts/bookings/${booking.id}/accept`)).statusCode).toBe(200);
    const answer = await calendar(booking.bookingReference, booking.manageToken);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/calendar/);
    expect(answer.headers['content-disposition']).toMatch(/attachment; filename="makao-mk-.+\.ics"/);
    const text = answer.body.replace(/\r\n[ \t]/g, '');
    // 15:30 and 09:00 in Nairobi (UTC+3) are 12:30 and 06:00 UTC, on the stay's own dates.
    expect(text).toContain(`DTSTART:${booking.checkIn.replace(/-/g, '')}T123000Z`);
    expect(text).toContain(`DTEND:${booking.checkOut.replace(/-/g, '')}T060000Z`);
    expect(text).toContain('check-in after 15:30\\, check-out before 09:00');
    expect(text).toContain(`UID:booking-${booking.id}@makao.co.ke`);
    const { rows } = await api.app.db.query<{ address: string }>('SELECT address FROM properties WHERE id = $1', [
      propertyId,
    ]);
    expect(text).toContain(`LOCATION:${(rows[0]?.address ?? '').replace(/,/g, '\\,')}`);
    expect(text).toContain('Status Host');
    expect(text).toContain(booking.bookingReference);
  });

  it('answers only the guest who holds the token: 404 alike without it or with another', async () => {
    const booking = await heldRequest();
    await asHost('POST', `/api/hosts/bookings/${booking.id}/accept`);
    const none = await calendar(booking.bookingReference);
    const forged = await calendar(booking.bookingReference, 'x'.repeat(43));
    const unknown = await calendar('MK-ZZZZZZZZ', booking.manageToken);
    for (const answer of [none, forged, unknown]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.body).toBe(none.body);
      expect(json(answer)).toHaveProperty('error');
    }
    const malformed = await calendar('x'.repeat(40), booking.manageToken);
    expect(malformed.statusCode).toBe(400);
    expect(json(malformed)).toHaveProperty('error');
  });

  it('refuses a cancelled stay', async () => {
    const booking = await heldRequest();
    await asHost('POST', `/api/hosts/bookings/${booking.id}/accept`);
    await api.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.bookingReference}/cancel`,
      headers: { [MANAGE_TOKEN_HEADER]: booking.manageToken },
    });
    expect((await calendar(booking.bookingReference, booking.manageToken)).statusCode).toBe(409);
  });
});

describe('asking for a new code', () => {
  it('writes nothing when refused: no code counted, no email', async () => {
    const created = json(await request()).data as { bookingReference: string; manageToken: string };
    const state = async () =>
      (
        await api.app.db.query(
          'SELECT confirm_codes_sent, confirm_code_sent_at, confirm_code_hash FROM bookings WHERE reference = $1',
          [created.bookingReference],
        )
      ).rows[0];
    await api.app.mailer.drain();
    const before = await state();
    const mails = outboxTexts(api).length;
    const resend = (token?: string) =>
      api.app.inject({
        method: 'POST',
        url: `/api/bookings/${created.bookingReference}/code`,
        headers: token === undefined ? {} : { [MANAGE_TOKEN_HEADER]: token },
      });
    expect((await resend()).statusCode).toBe(404);
    const soon = await resend(created.manageToken);
    expect(soon.statusCode).toBe(429);
    expect(json(soon)).toEqual({ error: lifecycleMessages.codeResendTooSoon });
    await api.app.mailer.drain();
    expect(await state()).toEqual(before);
    expect(outboxTexts(api)).toHaveLength(mails);
  });
});
