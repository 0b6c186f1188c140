import type { Locator, Page } from 'playwright-core';
import { bookDirectlyWithAnswer, confirmDirectly, kes } from './api';
import { confirmationCode, waitForMail, waitForMailIn } from './outbox';
import { visible } from './waitFor';

export interface Guest {
  name: string;
  email: string;
  phone: string;
}

/** A new guest email per booking: a verified email holds only a few live requests at once. */
let guests = 0;
const run = Date.now().toString(36);
export function newGuest(name = 'Achieng Otieno'): Guest {
  guests += 1;
  const local = name.toLowerCase().split(' ')[0] as string;
  return { name, email: `${local}.${run}.${guests}@example.co.ke`, phone: '+254 722 000 111' };
}

/** Types the stay and the guest's details into a booking form, as the guest does. */
export async function fillStay(form: Locator, guest: Guest, checkIn: string, checkOut: string, count?: string) {
  await form.getByLabel('Check-in date').fill(checkIn);
  await form.getByLabel('Check-out date').fill(checkOut);
  if (count) await form.getByLabel('Number of guests').fill(count);
  await form.getByLabel('Full name').fill(guest.name);
  await form.getByLabel('Email address').fill(guest.email);
  await form.getByLabel('Phone number').fill(guest.phone);
}

/**
 * On /booking-submitted: the page the guest lands on asks for the code the API emailed (read from
 * the outbox), beside the summary of the stay; Reserve & Pay on Arrival sends it, and the request
 * is then the host's: "Booking Request Received!" with its status. Resolves with the reference.
 */
export async function expectReceivedAndReserve(
  page: Page,
  guest: Guest,
  nights: number,
  total: number,
  {
    atCodeStep,
    outboxDir,
  }: {
    /** Runs while the code step is on screen (an accessibility check, a screenshot). */
    atCodeStep?: (page: Page) => Promise<void>;
    /** The outbox of a test's own topology (the shared one's by default). */
    outboxDir?: string;
  } = {},
) {
  await visible(page.getByRole('heading', { name: 'Confirm your booking request' }));
  await visible(page.getByText('Status: Waiting for your confirmation code', { exact: false }));
  const summary = page.getByRole('region', { name: 'Booking Summary' });
  await visible(summary.getByText(`${nights} night${nights === 1 ? '' : 's'}`, { exact: true }));
  await visible(summary.getByText(kes(total), { exact: true }));
  const reference = ((await page.locator('dt:has-text("Booking reference") + dd').textContent()) ?? '').trim();
  expect(reference).toMatch(/^MK-/);
  const code = await confirmationCode(reference, outboxDir);
  const codeField = page.getByLabel(`Enter the 6-digit code we emailed to ${guest.email}`);
  await visible(codeField);
  await atCodeStep?.(page);
  await codeField.fill(code);
  await page.getByRole('button', { name: 'Reserve & Pay on Arrival' }).click();
  await visible(page.getByRole('heading', { name: 'Booking Request Received!' }));
  await visible(page.getByText('Status: Requested: waiting for the host', { exact: false }));
  // The notice the confirmation queued: the request is held and the host told.
  await (outboxDir ? waitForMailIn(outboxDir, [reference, 'Request sent']) : waitForMail(reference, 'Request sent'));
  return reference;
}

/** `/booking-confirmation` in `page`: the guest finds their booking by reference and email. */
export async function findMyBooking(page: Page, reference: string, email: string) {
  await page.getByLabel('Booking reference').fill(reference);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Find my booking' }).click();
  await visible(page.getByText(reference, { exact: true }));
}

/** The body of `POST /api/bookings` for two guests' stay, as a client outside the browser sends it. */
export const stayRequest = (propertyId: string, checkIn: string, checkOut: string, guest: Guest = newGuest()) => ({
  ...guest,
  guests: 2,
  message: '',
  checkIn,
  checkOut,
  propertyId,
  paymentType: 'reserve',
});

/**
 * A request another client makes and confirms with the emailed code, outside the browser: its
 * nights are held. Resolves with the booking's reference.
 */
export async function heldRequest(propertyId: string, checkIn: string, checkOut: string, guest = newGuest()) {
  const created = await bookDirectlyWithAnswer(stayRequest(propertyId, checkIn, checkOut, guest));
  expect(created.status).toBe(201);
  const reference = created.reference as string;
  expect(await confirmDirectly(reference, await confirmationCode(reference))).toBe(200);
  return reference;
}
