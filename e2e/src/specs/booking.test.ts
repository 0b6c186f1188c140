import type { Locator, Page } from 'playwright-core';
import { apiProperties, bookDirectly, bookedRanges, kes, nairobiDate, type ApiProperty } from '../support/api';
import { launchBrowser, type BrowserSession } from '../support/browser';
import { waitForMail } from '../support/outbox';
import { site } from '../support/site';
import { visible } from '../support/waitFor';

let session: BrowserSession;
let properties: ApiProperty[];
beforeAll(async () => {
  session = await launchBrowser();
  properties = (await apiProperties('?limit=500')).filter((p) => p.guests >= 4 && typeof p.price === 'number');
});
afterAll(async () => {
  await session.close();
});

const guest = { name: 'Achieng Otieno', email: 'achieng@example.co.ke', phone: '+254 722 000 111' };

async function fillStay(form: Locator, checkIn: string, checkOut: string, guests?: string) {
  await form.getByLabel('Check-in date').fill(checkIn);
  await form.getByLabel('Check-out date').fill(checkOut);
  if (guests) await form.getByLabel('Number of guests').fill(guests);
  await form.getByLabel('Full name').fill(guest.name);
  await form.getByLabel('Email address').fill(guest.email);
  await form.getByLabel('Phone number').fill(guest.phone);
}

/** On /booking-submitted: the summary shows the stay; reserving it sends the mail. */
async function expectReceivedAndReserve(page: Page, nights: number, total: number) {
  await visible(page.getByRole('heading', { name: 'Booking Request Received!' }));
  const summary = page.getByRole('region', { name: 'Booking Summary' });
  await visible(summary.getByText(`${nights} night${nights === 1 ? '' : 's'}`, { exact: true }));
  await visible(summary.getByText(kes(total), { exact: true }));
  const reference = ((await page.locator('dt:has-text("Booking reference") + dd').textContent()) ?? '').trim();
  expect(reference).toMatch(/^MK-/);
  await page.getByRole('button', { name: 'Reserve & Pay on Arrival' }).click();
  await visible(page.getByRole('heading', { name: 'Your Room Has Been Reserved!' }));
  await visible(page.getByText('You will be contacted shortly!'));
  await waitForMail(reference);
}

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
    await fillStay(dialog, checkIn, checkOut);
    await dialog.getByRole('button', { name: /^Confirm Booking/ }).click();
    await expectReceivedAndReserve(page, 3, 3 * property.price);
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
    await fillStay(form, nairobiDate(70), nairobiDate(72));
    await form.getByRole('button', { name: 'Request Booking' }).click();
    await expectReceivedAndReserve(page, 2, 2 * property.price);
    await context.close();
  });

  it('books from the property detail form', async () => {
    const { page, context } = await session.newPage();
    const ui = site(page);
    const property = properties[3] as ApiProperty;
    await ui.goto(`/property/${property.id}`);
    const form = page.getByRole('form', { name: `Book Your Stay at ${property.title}` });
    await visible(form);
    await fillStay(form, nairobiDate(80), nairobiDate(84), '4');
    await form.getByRole('button', { name: 'Request Booking' }).click();
    await expectReceivedAndReserve(page, 4, 4 * property.price);
    await context.close();
  });

  it('makes one booking from a double click', async () => {
    const { page, context } = await session.newPage();
    const ui = site(page);
    const property = properties[4] as ApiProperty;
    const [checkIn, checkOut] = [nairobiDate(90), nairobiDate(92)];
    const answers: number[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('/api/bookings') && r.request().method() === 'POST') answers.push(r.status());
    });
    await ui.goto(`/property/${property.id}`);
    const form = page.getByRole('form', { name: `Book Your Stay at ${property.title}` });
    await visible(form);
    await fillStay(form, checkIn, checkOut, '2');
    await form.getByRole('button', { name: 'Request Booking' }).dblclick();
    await visible(page.getByRole('heading', { name: 'Booking Request Received!' }));
    const booked = await bookedRanges(property.id, nairobiDate(0), nairobiDate(120));
    expect(booked.filter((range) => range.checkIn === checkIn && range.checkOut === checkOut)).toHaveLength(1);
    expect(answers.every((status) => status === 201)).toBe(true);
    await context.close();
  });

  it('says the dates are no longer available when someone else booked them first, keeping what was typed', async () => {
    const { page, context } = await session.newPage();
    const ui = site(page);
    const property = properties[5] as ApiProperty;
    const [checkIn, checkOut] = [nairobiDate(100), nairobiDate(103)];
    await ui.goto(`/property/${property.id}`);
    const form = page.getByRole('form', { name: `Book Your Stay at ${property.title}` });
    await visible(form);
    await fillStay(form, checkIn, checkOut, '2');
    // Another guest takes the same dates while this form is open.
    expect(
      await bookDirectly({
        ...guest,
        name: 'Other Guest',
        guests: 2,
        message: '',
        checkIn,
        checkOut,
        propertyId: property.id,
        paymentType: 'reserve',
      }),
    ).toBe(201);
    await form.getByRole('button', { name: 'Request Booking' }).click();
    await visible(page.getByText('These dates are no longer available').first());
    expect(await form.getByLabel('Full name').inputValue()).toBe(guest.name);
    expect(new URL(page.url()).pathname).toBe(`/property/${property.id}`);
    await context.close();
  });
});
