import type { Locator, Page } from 'playwright-core';
import { formatStayDate } from 'contracts';
import { seriousViolations } from '../support/axe';
import { apiProperties, nairobiDate, type ApiProperty } from '../support/api';
import { launchBrowser, type BrowserSession } from '../support/browser';
import { expectReceivedAndReserve, heldRequest, newGuest } from '../support/guest';
import { focusedName, tabTo } from '../support/keyboard';
import { site } from '../support/site';
import { visible } from '../support/waitFor';

/**
 * The guest's booking forms on the composed production build: the home search's dates and guests
 * reach the detail page's form, the forms' calendar will not take a booked night, and the keyboard
 * picks a stay in its grid.
 */
let session: BrowserSession;
let properties: ApiProperty[];
beforeAll(async () => {
  session = await launchBrowser();
  properties = (await apiProperties('?limit=500')).filter((p) => p.guests >= 4 && typeof p.price === 'number');
});
afterAll(async () => {
  await session?.close();
});

const detailForm = (page: Page, title: string) => page.getByRole('form', { name: `Book Your Stay at ${title}` });

/** A day of the calendar by its accessible name (the date as people read it, then what holds it). */
const day = (calendar: Locator, date: string) =>
  calendar.getByRole('button', { name: new RegExp(`^(Today, )?${formatStayDate(date, 'long')}(,|$)`) });

/** Pages the calendar forward to the month that shows `date`. */
async function showDay(calendar: Locator, date: string) {
  for (let i = 0; i < 13 && (await day(calendar, date).count()) === 0; i++) {
    await calendar.getByRole('button', { name: 'Go to the Next Month' }).click();
  }
  return day(calendar, date);
}

const isOff = (button: Locator) =>
  button.evaluate((el) => (el as HTMLButtonElement).disabled || el.getAttribute('aria-disabled') === 'true');

/** Waits for focus to land on an element whose name matches (the calendar loads on opening). */
async function focusReaches(page: Page, name: RegExp, timeout = 15_000) {
  const deadline = Date.now() + timeout;
  while (!name.test(await focusedName(page))) {
    if (Date.now() > deadline) throw new Error(`focus never reached ${name} (it is on ${await focusedName(page)})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function openCalendar(form: Locator) {
  await form.getByRole('button', { name: 'Choose dates on the calendar' }).click();
  const calendar = form.getByRole('group', { name: /^Calendar/ });
  await visible(calendar.getByRole('grid').first());
  return calendar;
}

describe('booking forms: search, calendar, keyboard', () => {
  it('the home search fills the detail form with its dates and guests, and the stay is booked', async () => {
    const { page, context } = await session.newPage();
    const ui = site(page);
    const guest = newGuest('Njeri Mwangi');
    const [checkIn, checkOut] = [nairobiDate(150), nairobiDate(153)];
    await ui.goto('/');
    const search = page.getByRole('search', { name: 'Find a stay' });
    await search.getByLabel('Location', { exact: true }).selectOption('nairobi');
    await search.getByLabel('Check-in', { exact: true }).fill(checkIn);
    await search.getByLabel('Check-out', { exact: true }).fill(checkOut);
    await search.getByLabel('Guests', { exact: true }).selectOption('4');
    await search.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\/properties\?.*checkIn=/);

    const card = page.getByRole('article').first();
    await visible(card);
    const title = ((await card.getByRole('heading', { level: 3 }).textContent()) ?? '').trim();
    const property = (await apiProperties('?limit=500')).find((p) => p.title === title) as ApiProperty;
    await card.getByRole('link').first().click();
    await ui.detail.turnToBooking();
    const form = detailForm(page, title);
    await visible(form);
    expect(await form.getByLabel('Check-in date').inputValue()).toBe(checkIn);
    expect(await form.getByLabel('Check-out date').inputValue()).toBe(checkOut);
    // The "3-4 guests" range arrives as its upper bound, within what the property takes.
    expect(await form.getByLabel('Number of guests').inputValue()).toBe(String(Math.min(4, property.guests)));

    await form.getByLabel('Full name').fill(guest.name);
    await form.getByLabel('Email address').fill(guest.email);
    await form.getByLabel('Phone number').fill(guest.phone);
    await form.getByRole('button', { name: 'Request Booking' }).click();
    await expectReceivedAndReserve(page, guest, 3, 3 * property.price);
    await context.close();
  });

  it('the calendar will not take a night another guest holds, nor a stay across it, and never dead-ends', async () => {
    const property = properties[7] as ApiProperty;
    const [heldIn, heldOut] = [nairobiDate(160), nairobiDate(163)];
    await heldRequest(property.id, heldIn, heldOut);
    const { page, context } = await session.newPage();
    await site(page).goto(`/property/${property.id}`);
    await site(page).detail.turnToBooking();
    const form = detailForm(page, property.title);
    await visible(form);
    const calendar = await openCalendar(form);
    expect(await seriousViolations(page)).toEqual([]);
    for (const night of [nairobiDate(160), nairobiDate(161), nairobiDate(162)]) {
      const held = await showDay(calendar, night);
      await expect(held.getAttribute('aria-label')).resolves.toBe(`${formatStayDate(night, 'long')}, booked`);
      expect(await isOff(held)).toBe(true);
    }
    // A stay may end the morning the held one begins, not after it: a day past the held nights starts
    // a new stay instead, and a day before the check-in starts one again (the calendar never dead-ends).
    await (await showDay(calendar, nairobiDate(157))).click();
    expect(await form.getByLabel('Check-in date').inputValue()).toBe(nairobiDate(157));
    await (await showDay(calendar, nairobiDate(165))).click();
    expect(await form.getByLabel('Check-in date').inputValue()).toBe(nairobiDate(165));
    expect(await form.getByLabel('Check-out date').inputValue()).toBe('');
    await (await showDay(calendar, nairobiDate(157))).click();
    expect(await form.getByLabel('Check-in date').inputValue()).toBe(nairobiDate(157));
    await (await showDay(calendar, heldIn)).click();
    expect(await form.getByLabel('Check-out date').inputValue()).toBe(heldIn);
    await context.close();
  });

  it('the keyboard picks a stay in the calendar grid with the arrow keys and Enter', async () => {
    const property = properties[8] as ApiProperty;
    const { page, context } = await session.newPage();
    await site(page).goto(`/property/${property.id}`);
    await site(page).detail.turnToBooking();
    const form = detailForm(page, property.title);
    await visible(form);
    await tabTo(page, /^Choose dates on the calendar$/);
    await page.keyboard.press('Enter');
    // The grid takes focus on the first day a stay can start: tomorrow (SPEC §5).
    await focusReaches(page, new RegExp(`^${formatStayDate(nairobiDate(1), 'long')}`));
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
    expect(await focusedName(page)).toMatch(new RegExp(`^${formatStayDate(nairobiDate(29), 'long')}`));
    await page.keyboard.press('Enter');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    expect(await focusedName(page)).toMatch(new RegExp(`^${formatStayDate(nairobiDate(32), 'long')}`));
    await page.keyboard.press('Enter');
    expect(await form.getByLabel('Check-in date').inputValue()).toBe(nairobiDate(29));
    expect(await form.getByLabel('Check-out date').inputValue()).toBe(nairobiDate(32));
    // A whole stay closes the calendar and hands focus back to its button.
    expect(await focusedName(page)).toBe('Choose dates on the calendar');
    await context.close();
  });
});
