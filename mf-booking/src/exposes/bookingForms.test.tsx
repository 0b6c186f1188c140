/**
 * @jest-environment test-utils/time-zone-environment
 * @jest-environment-options {"timeZone": "Pacific/Honolulu"}
 */
/*
 * What the three booking forms share: they open with the guest's search, pick dates on one calendar
 * that will not take a booked night, and show every check the same way, next to its field. In a zone
 * west of UTC (Honolulu), so a calendar day that moved would show.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { formatStayDate, stayTooShortMessage, type Property } from 'contracts';
import { createSiteStore, staySearchAtom, type StaySearch } from 'shared/state';
import { renderWithSite, type FetchDouble } from 'test-utils';
import { bookingApi, inDays, PROPERTY_ID, sampleProperty } from '../../test/fixtures';
import { BookingDialog } from '../features/dialog/BookingDialog';
import { DetailBookingForm } from '../features/detail-form/DetailBookingForm';
import { ListingBookingForm } from '../features/listing-form/ListingBookingForm';

// The calendar's tests page through months with a day picker in jsdom: slower than the rest.
jest.setTimeout(20_000);

let api: FetchDouble;
const dialogClose = jest.fn();
beforeEach(() => {
  dialogClose.mockReset();
  sessionStorage.clear();
  api = bookingApi();
});
afterEach(() => api.restore());

interface FormCase {
  name: string;
  element: (property?: Property) => ReactElement;
  /** The form (or dialog) as a person finds it. */
  root: () => HTMLElement;
  submit: () => HTMLElement;
  /** The required-fields text SPEC §5 gives this form. */
  requiredText: string;
  /** The guests it asks for without a search (SPEC §9). */
  defaultGuests: number;
}

const forms: FormCase[] = [
  {
    name: 'the detail form',
    element: (property = sampleProperty) => (
      <DetailBookingForm
        propertyId={PROPERTY_ID}
        title={sampleProperty.title}
        price={4500}
        maxGuests={6}
        property={property}
      />
    ),
    root: () => screen.getByRole('form', { name: /Book Your Stay/ }),
    submit: () => screen.getByRole('button', { name: 'Request Booking' }),
    requiredText: 'Please fill in all required fields.',
    defaultGuests: 4,
  },
  {
    name: 'the listing-card form',
    element: (property = sampleProperty) => <ListingBookingForm property={property} />,
    root: () => screen.getByRole('form', { name: /Book Kilimani Garden Apartment/ }),
    submit: () => screen.getByRole('button', { name: 'Request Booking' }),
    requiredText: 'Please fill in all required fields (Name, Email, Phone)',
    defaultGuests: 1,
  },
  {
    name: 'the Book Now dialog',
    element: (property = sampleProperty) => <BookingDialog property={property} onClose={dialogClose} />,
    root: () => screen.getByRole('dialog', { name: 'Book Kilimani Garden Apartment' }),
    submit: () => screen.getByRole('button', { name: /Select Dates|Continue|Confirm Booking/ }),
    requiredText: 'Please fill in all required fields (Name, Email, Phone)',
    defaultGuests: 1,
  },
];

function renderCase(form: FormCase, options: { route?: string; remembered?: StaySearch; property?: Property } = {}) {
  const store = createSiteStore();
  if (options.remembered) store.set(staySearchAtom, options.remembered);
  const view = renderWithSite(form.element(options.property), { route: options.route ?? '/', store });
  return { ...view, user: userEvent.setup() };
}

const bookingCalls = () => api.calls.filter((call) => call.method === 'POST' && call.url.pathname === '/api/bookings');
const availabilityAsked = () =>
  waitFor(() => expect(api.calls.some((call) => call.url.pathname.endsWith('/availability'))).toBe(true));

/** A day of the calendar by its name ("Tuesday, 1 December 2026", then what holds it), paging to its month. */
async function calendarDay(user: ReturnType<typeof userEvent.setup>, root: HTMLElement, date: string) {
  const name = new RegExp(`^(Today, )?${formatStayDate(date, 'long')}(,|$)`);
  for (const direction of ['Next', 'Previous']) {
    for (let i = 0; i < 14; i++) {
      const found = within(root).queryByRole('button', { name });
      if (found) return found as HTMLButtonElement;
      const move = within(root).getByRole('button', { name: `Go to the ${direction} Month` });
      if (move.getAttribute('aria-disabled') === 'true') break;
      await user.click(move);
    }
  }
  throw new Error(`no day ${date} in the calendar`);
}
const isOff = (day: HTMLButtonElement) => day.disabled || day.getAttribute('aria-disabled') === 'true';

async function openCalendar(user: ReturnType<typeof userEvent.setup>, root: HTMLElement) {
  await user.click(within(root).getByRole('button', { name: 'Choose dates on the calendar' }));
  return within(root)
    .findByRole('group', { name: /^Calendar/ })
    .then(async (group) => {
      await within(group).findByRole('grid');
      return group;
    });
}

describe.each(forms)('$name', (form) => {
  const field = (label: string) => within(form.root()).getByLabelText(label) as HTMLInputElement;

  describe("opens with the guest's search", () => {
    it("takes the dates and guests from the page's query", () => {
      renderCase(form, { route: `/properties?location=nairobi&checkIn=${inDays(20)}&checkOut=${inDays(23)}&guests=3` });
      expect(field('Check-in date')).toHaveValue(inDays(20));
      expect(field('Check-out date')).toHaveValue(inDays(23));
      expect(field('Number of guests')).toHaveValue(3);
    });

    it('takes the search the listing remembered when its own URL has none', () => {
      renderCase(form, {
        route: `/property/${PROPERTY_ID}`,
        remembered: { checkIn: inDays(30), checkOut: inDays(32), guests: 5 },
      });
      expect(field('Check-in date')).toHaveValue(inDays(30));
      expect(field('Check-out date')).toHaveValue(inDays(32));
      expect(field('Number of guests')).toHaveValue(5);
    });

    it('asks for no more guests than the property takes', () => {
      renderCase(form, { route: '/properties?guests=9' });
      expect(field('Number of guests')).toHaveValue(6);
    });

    it('leaves dates a form could not pick empty, and keeps its own guest default without a search', () => {
      renderCase(form, { route: `/properties?checkIn=${inDays(0)}&checkOut=${inDays(2)}` });
      expect(field('Check-in date')).toHaveValue('');
      expect(field('Check-out date')).toHaveValue('');
      expect(field('Number of guests')).toHaveValue(form.defaultGuests);
    });
  });

  describe('shows its checks next to the field', () => {
    it('uses no browser bubbles', () => {
      renderCase(form);
      expect(form.root().querySelector('form') ?? form.root()).toHaveAttribute('novalidate');
    });

    it('says what is missing next to the first empty field and moves focus there', async () => {
      const { user } = renderCase(form, { route: `/properties?checkIn=${inDays(10)}&checkOut=${inDays(12)}` });
      await user.click(form.submit());
      expect(field('Full name')).toHaveAttribute('aria-invalid', 'true');
      expect(field('Full name')).toHaveAccessibleDescription(form.requiredText);
      expect(field('Full name')).toHaveFocus();
      expect(bookingCalls()).toHaveLength(0);
    });

    it("refuses an email the API would refuse with the rule's text, next to the email", async () => {
      const { user } = renderCase(form, { route: `/properties?checkIn=${inDays(10)}&checkOut=${inDays(12)}` });
      await user.type(field('Full name'), 'Achieng Otieno');
      await user.type(field('Email address'), 'achieng.example.com');
      await user.type(field('Phone number'), '0733123456');
      await user.click(form.submit());
      expect(field('Email address')).toHaveAccessibleDescription('Please enter a valid email address');
      expect(field('Email address')).toHaveFocus();
      expect(bookingCalls()).toHaveLength(0);
    });

    it("refuses a stay shorter than the listing's minimum next to the check-out, before sending", async () => {
      const { user } = renderCase(form, {
        route: `/properties?checkIn=${inDays(10)}&checkOut=${inDays(12)}`,
        property: { ...sampleProperty, minNights: 3 },
      });
      // Said before sending, under the dates.
      expect(field('Check-out date')).toHaveAccessibleDescription('Minimum stay: 3 nights');
      await user.type(field('Full name'), 'Achieng Otieno');
      await user.type(field('Email address'), 'achieng@example.com');
      await user.type(field('Phone number'), '0733123456');
      await user.click(form.submit());
      expect(field('Check-out date')).toHaveAttribute('aria-invalid', 'true');
      expect(field('Check-out date')).toHaveAccessibleDescription(expect.stringContaining(stayTooShortMessage(3)));
      expect(field('Check-out date')).toHaveFocus();
      expect(bookingCalls()).toHaveLength(0);
    });

    it('takes the message away once the guest changes the field', async () => {
      const { user } = renderCase(form, { route: `/properties?checkIn=${inDays(10)}&checkOut=${inDays(12)}` });
      await user.click(form.submit());
      await user.type(field('Full name'), 'A');
      expect(field('Full name')).not.toHaveAttribute('aria-invalid');
      expect(within(form.root()).queryByText(form.requiredText)).not.toBeInTheDocument();
    });
  });

  describe('the calendar', () => {
    beforeEach(() => {
      api.restore();
      api = bookingApi([{ checkIn: inDays(5), checkOut: inDays(8) }]);
    });

    it('shows booked nights disabled, and the morning they end free', async () => {
      const { user } = renderCase(form);
      await availabilityAsked();
      const calendar = await openCalendar(user, form.root());
      for (const night of [inDays(5), inDays(6), inDays(7)]) {
        const day = await calendarDay(user, calendar, night);
        expect(day).toHaveAccessibleName(`${formatStayDate(night, 'long')}, booked`);
        expect(isOff(day)).toBe(true);
      }
      expect(isOff(await calendarDay(user, calendar, inDays(8)))).toBe(false);
    });

    it('will not take a stay across a booked night, and takes one that ends the morning it begins', async () => {
      const { user } = renderCase(form);
      await availabilityAsked();
      const calendar = await openCalendar(user, form.root());
      await user.click(await calendarDay(user, calendar, inDays(2)));
      expect(field('Check-in date')).toHaveValue(inDays(2));
      // A booked night is no check-out, and picking it changes nothing.
      expect(isOff(await calendarDay(user, calendar, inDays(6)))).toBe(true);
      await user.click(await calendarDay(user, calendar, inDays(5)));
      expect(field('Check-out date')).toHaveValue(inDays(5));
      // A whole stay closes the calendar and gives focus back to its button.
      expect(within(form.root()).getByRole('button', { name: 'Choose dates on the calendar' })).toHaveFocus();
    });

    it('never dead-ends: a day past a booked night starts a new stay, and Clear dates empties both', async () => {
      const { user } = renderCase(form);
      await availabilityAsked();
      const calendar = await openCalendar(user, form.root());
      await user.click(await calendarDay(user, calendar, inDays(2)));
      await user.click(await calendarDay(user, calendar, inDays(10)));
      expect(field('Check-in date')).toHaveValue(inDays(10));
      expect(field('Check-out date')).toHaveValue('');
      await user.click(await calendarDay(user, calendar, inDays(12)));
      expect(field('Check-out date')).toHaveValue(inDays(12));
      const reopened = await openCalendar(user, form.root());
      await user.click(within(reopened).getByRole('button', { name: 'Clear dates' }));
      expect(field('Check-in date')).toHaveValue('');
      expect(field('Check-out date')).toHaveValue('');
      expect(within(reopened).getByRole('button', { name: 'Clear dates' })).toBeVisible();
    });

    it('closes on Escape, giving focus back to its button, and leaves the form (or dialog) open', async () => {
      const { user } = renderCase(form);
      await openCalendar(user, form.root());
      await user.keyboard('{Escape}');
      const toggle = within(form.root()).getByRole('button', { name: 'Choose dates on the calendar' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(toggle).toHaveFocus();
      expect(dialogClose).not.toHaveBeenCalled();
    });

    it('refuses typed dates over a booked night next to the dates, before sending', async () => {
      const { user } = renderCase(form);
      await availabilityAsked();
      await user.type(field('Check-in date'), inDays(4));
      await user.type(field('Check-out date'), inDays(6));
      await waitFor(() =>
        expect(field('Check-in date')).toHaveAccessibleDescription(
          /^Your dates overlap a stay that is already booked \(.*\)\. Please choose other dates\.$/,
        ),
      );
    });
  });
});
