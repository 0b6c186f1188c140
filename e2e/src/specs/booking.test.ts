import { apiProperties, bookedRanges, nairobiDate, type ApiProperty } from '../support/api';
import { launchBrowser, type BrowserSession } from '../support/browser';
import { expectReceivedAndReserve, fillStay, findMyBooking, heldRequest, newGuest } from '../support/guest';
import { site } from '../support/site';
import { visible } from '../support/waitFor';

let session: BrowserSession;
let properties: ApiProperty[];
beforeAll(async () => {
  session = await launchBrowser();
  properties = (await apiProperties('?limit=500')).filter((p) => p.guests >= 4 && typeof p.price === 'number');
});
afterAll(async () => {
  await session?.close();
});

let guest = newGuest();
beforeEach(() => {
  guest = newGuest();
});

describe('booking a stay', () => {
  it('books from the home card dialog, lands on the confirmation and reserves it', async () => {
    const { page, context } = await session.newPage();
    const ui = site(page);
    await ui.goto('/');
    const card = page.getByRole('article').first();
    const title = (await card.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
    const property = (await apiProperties('?limit=500')).find((p) => p.title === title) as ApiProperty;
    await card.getByRole('button', { name: 'Book Now' }).click();
    const dialog = page.getByRole('dialog', { name: `Book ${title}` });
    await visible(dialog);
    const [checkIn, checkOut] = [nairobiDate(60), nairobiDate(63)];
    await fillStay(dialog, guest, checkIn, checkOut);
    await dialog.getByRole('button', { name: /^Confirm Booking/ }).click();
    await expectReceivedAndReserve(page, guest, 3, 3 * property.price);
    await context.close();
  });

  it('books from the listing card form', async () => {
    const { page, context } = await session.newPage();
    const ui = site(page);
    await ui.goto('/properties');
    const card = page.getByRole('article').first();
    const title = (await card.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
    const property = (await apiProperties('?limit=500')).find((p) => p.title === title) as ApiProperty;
    await card.getByRole('button', { name: 'Book Now' }).click();
    const form = page.getByRole('form', { name: `Book ${title}: Reserve now, pay on arrival` });
    await visible(form);
    // The newest stay may be another spec's listing with a minimum stay: the stay asked for meets it.
    const nights = Math.max(2, property.minNights ?? 1);
    await fillStay(form, guest, nairobiDate(70), nairobiDate(70 + nights));
    await form.getByRole('button', { name: 'Request Booking' }).click();
    await expectReceivedAndReserve(page, guest, nights, nights * property.price);
    await context.close();
  });

  it('books from the property detail form', async () => {
    const { page, context } = await session.newPage();
    const ui = site(page);
    const property = properties[3] as ApiProperty;
    await ui.goto(`/property/${property.id}`);
    await ui.detail.turnToBooking();
    const form = page.getByRole('form', { name: `Book Your Stay at ${property.title}` });
    await visible(form);
    await fillStay(form, guest, nairobiDate(80), nairobiDate(84), '4');
    await form.getByRole('button', { name: 'Request Booking' }).click();
    await expectReceivedAndReserve(page, guest, 4, 4 * property.price);
    await context.close();
  });

  it('makes one booking from a double click', async () => {
    const { page, context } = await session.newPage();
    const ui = site(page);
    const property = properties[4] as ApiProperty;
    const [checkIn, checkOut] = [nairobiDate(90), nairobiDate(92)];
    const answers: Array<Promise<{ status: number; reference: string | undefined }>> = [];
    page.on('response', (r) => {
      if (r.url().endsWith('/api/bookings') && r.request().method() === 'POST') {
        answers.push(
          r.json().then((body: { data?: { bookingReference?: string } }) => ({
            status: r.status(),
            reference: body.data?.bookingReference,
          })),
        );
      }
    });
    await ui.goto(`/property/${property.id}`);
    await ui.detail.turnToBooking();
    const form = page.getByRole('form', { name: `Book Your Stay at ${property.title}` });
    await visible(form);
    await fillStay(form, guest, checkIn, checkOut, '2');
    await form.getByRole('button', { name: 'Request Booking' }).dblclick();
    const reference = await expectReceivedAndReserve(page, guest, 2, 2 * property.price);
    const booked = await bookedRanges(property.id, nairobiDate(0), nairobiDate(120));
    expect(booked.filter((range) => range.checkIn === checkIn && range.checkOut === checkOut)).toHaveLength(1);
    const answered = await Promise.all(answers);
    expect(answered.every((answer) => answer.status === 201 && answer.reference === reference)).toBe(true);
    await context.close();
  });

  it('says the dates are no longer available when someone else booked them first, keeping what was typed', async () => {
    const { page, context } = await session.newPage();
    const ui = site(page);
    const property = properties[5] as ApiProperty;
    const [checkIn, checkOut] = [nairobiDate(100), nairobiDate(103)];
    await ui.goto(`/property/${property.id}`);
    await ui.detail.turnToBooking();
    const form = page.getByRole('form', { name: `Book Your Stay at ${property.title}` });
    await visible(form);
    await fillStay(form, guest, checkIn, checkOut, '2');
    // Another guest takes the same dates while this form is open, and confirms with their code.
    await heldRequest(property.id, checkIn, checkOut, { ...newGuest(), name: 'Other Guest' });
    await form.getByRole('button', { name: 'Request Booking' }).click();
    await visible(page.getByText('These dates are no longer available').first());
    expect(await form.getByLabel('Full name').inputValue()).toBe(guest.name);
    expect(new URL(page.url()).pathname).toBe(`/property/${property.id}`);
    await context.close();
  });

  it('finds the booking from another browser by reference and email, cancels it, and frees the nights', async () => {
    const property = properties[6] as ApiProperty;
    const [checkIn, checkOut] = [nairobiDate(120), nairobiDate(123)];
    const booking = await session.newPage();
    await site(booking.page).goto(`/property/${property.id}`);
    await site(booking.page).detail.turnToBooking();
    const form = booking.page.getByRole('form', { name: `Book Your Stay at ${property.title}` });
    await visible(form);
    await fillStay(form, guest, checkIn, checkOut, '2');
    await form.getByRole('button', { name: 'Request Booking' }).click();
    const reference = await expectReceivedAndReserve(booking.page, guest, 3, 3 * property.price);
    await booking.context.close();
    const held = (range: { checkIn: string; checkOut: string }) =>
      range.checkIn === checkIn && range.checkOut === checkOut;
    expect((await bookedRanges(property.id, nairobiDate(0), nairobiDate(200))).filter(held)).toHaveLength(1);

    // A fresh browser: nothing in its session.
    const { page, context } = await session.newPage();
    await site(page).goto('/booking-confirmation');
    await findMyBooking(page, reference, guest.email);
    await visible(page.getByText('Status: Requested: waiting for the host', { exact: false }));
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await visible(dialog);
    await visible(dialog.getByText('so cancelling costs nothing', { exact: false }));
    await dialog.getByRole('button', { name: 'Yes, cancel booking' }).click();
    await visible(page.getByText('Status: Cancelled', { exact: false }));
    await visible(page.getByText('The nights are free again', { exact: false }));
    expect((await bookedRanges(property.id, nairobiDate(0), nairobiDate(200))).filter(held)).toHaveLength(0);
    await context.close();
  });
});
