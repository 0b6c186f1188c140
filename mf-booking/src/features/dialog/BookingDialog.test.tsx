import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { addDays, parseStayDate } from 'contracts';
import { lastBookingAtom } from 'shared/state';
import { jsonResponse, renderWithSite, textResponse, type FetchDouble } from 'test-utils';
import { bookingAnswer, bookingApi, inDays, PROPERTY_ID, sampleProperty } from '../../../test/fixtures';
import { BookingDialog } from './BookingDialog';

let api: FetchDouble;
beforeEach(() => {
  sessionStorage.clear();
  api = bookingApi();
});
afterEach(() => api.restore());

function renderDialog() {
  const onClose = jest.fn();
  const view = renderWithSite(<BookingDialog property={sampleProperty} onClose={onClose} />);
  return { ...view, onClose, user: userEvent.setup() };
}

const dialog = () => screen.getByRole('dialog', { name: 'Book Kilimani Garden Apartment' });
const field = (label: string) => within(dialog()).getByLabelText(label) as HTMLInputElement;
const submit = () => within(dialog()).getByRole('button', { name: /Select Dates|Continue|Confirm Booking|Processing/ });
const bookingCalls = () => api.calls.filter((call) => call.method === 'POST' && call.url.pathname === '/api/bookings');

async function chooseDates(user: ReturnType<typeof userEvent.setup>, checkIn: string, checkOut: string) {
  await user.type(field('Check-in date'), checkIn);
  await user.type(field('Check-out date'), checkOut);
}

async function fillGuest(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Full name'), '  Wanjiru Kamau ');
  await user.type(field('Email address'), ' wanjiru@example.com ');
  await user.type(field('Phone number'), ' +254 712 345 678 ');
}

describe('the booking dialog', () => {
  it('is a modal dialog named after the property, with focus on the check-in date', () => {
    renderDialog();
    expect(dialog()).toHaveAttribute('aria-modal', 'true');
    expect(field('Check-in date')).toHaveFocus();
  });

  it('closes with Escape', async () => {
    const { user, onClose } = renderDialog();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes with its Close button', async () => {
    const { user, onClose } = renderDialog();
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('gives focus back to the Book Now button when it closes', async () => {
    function Card() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Book Now
          </button>
          {open && <BookingDialog property={sampleProperty} onClose={() => setOpen(false)} />}
        </>
      );
    }
    renderWithSite(<Card />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(field('Check-in date')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book Now' })).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const { user } = renderDialog();
    within(dialog()).getByRole('button', { name: 'Close' }).focus();
    await user.tab({ shift: true });
    expect(dialog()).toContainElement(document.activeElement as HTMLElement);
  });

  it('does not let a click inside reach the card that opened it', async () => {
    const onCardClick = jest.fn();
    renderWithSite(
      <div onClick={onCardClick}>
        <BookingDialog property={sampleProperty} onClose={() => {}} />
      </div>,
    );
    await userEvent.setup().click(field('Full name'));
    expect(onCardClick).not.toHaveBeenCalled();
  });

  it('accepts a typed YYYY-MM-DD date', async () => {
    const { user } = renderDialog();
    await user.type(field('Check-in date'), inDays(10));
    expect(field('Check-in date')).toHaveValue(inDays(10));
  });

  it('offers dates from tomorrow (Nairobi) on', () => {
    renderDialog();
    expect(field('Check-in date')).toHaveAttribute('min', inDays(1));
  });

  it('keeps check-out disabled until a check-in date is chosen', async () => {
    const { user } = renderDialog();
    expect(field('Check-out date')).toBeDisabled();
    await user.type(field('Check-in date'), inDays(10));
    expect(field('Check-out date')).toBeEnabled();
  });

  it('lets check-out start the day after check-in', async () => {
    const { user } = renderDialog();
    await user.type(field('Check-in date'), inDays(10));
    expect(field('Check-out date')).toHaveAttribute('min', inDays(11));
  });

  it('clears check-out when check-in moves to the same day', async () => {
    const { user } = renderDialog();
    await chooseDates(user, inDays(10), inDays(13));
    await user.clear(field('Check-in date'));
    await user.type(field('Check-in date'), inDays(13));
    expect(field('Check-out date')).toHaveValue('');
  });

  it('clears check-out when check-in moves past it', async () => {
    const { user } = renderDialog();
    await chooseDates(user, inDays(10), inDays(13));
    await user.clear(field('Check-in date'));
    await user.type(field('Check-in date'), inDays(20));
    expect(field('Check-out date')).toHaveValue('');
  });

  it('keeps check-out when check-in moves earlier', async () => {
    const { user } = renderDialog();
    await chooseDates(user, inDays(10), inDays(13));
    await user.clear(field('Check-in date'));
    await user.type(field('Check-in date'), inDays(8));
    expect(field('Check-out date')).toHaveValue(inDays(13));
  });

  it('asks for 1 guest by default, up to the property maximum', () => {
    renderDialog();
    expect(field('Number of guests')).toHaveValue(1);
    expect(field('Number of guests')).toHaveAttribute('min', '1');
    expect(field('Number of guests')).toHaveAttribute('max', '6');
  });

  it('shows more guests than the property takes as its maximum once the field is left', async () => {
    const { user } = renderDialog();
    await user.clear(field('Number of guests'));
    await user.type(field('Number of guests'), '12');
    await user.tab();
    expect(field('Number of guests')).toHaveValue(6);
  });

  describe('its submit button', () => {
    it('reads Select Dates and is disabled before both dates are chosen', async () => {
      const { user } = renderDialog();
      expect(submit()).toHaveAccessibleName('Select Dates');
      expect(submit()).toBeDisabled();
      await user.type(field('Check-in date'), inDays(10));
      expect(submit()).toHaveAccessibleName('Select Dates');
      expect(submit()).toBeDisabled();
    });

    it('reads Continue once both dates are chosen', async () => {
      const { user } = renderDialog();
      await chooseDates(user, inDays(10), inDays(13));
      expect(submit()).toHaveAccessibleName('Continue');
      expect(submit()).toBeEnabled();
    });

    it('reads Confirm Booking with the total once name, email and phone are filled', async () => {
      const { user } = renderDialog();
      await chooseDates(user, inDays(10), inDays(13));
      await fillGuest(user);
      expect(submit()).toHaveAccessibleName('Confirm Booking · KSh 13,500');
    });

    it('reads Processing... and is disabled while the booking is sent', async () => {
      let answer!: () => void;
      api.on('POST', '/api/bookings', () => new Promise((resolve) => (answer = () => resolve(jsonResponse(500, {})))));
      const { user } = renderDialog();
      await chooseDates(user, inDays(10), inDays(13));
      await fillGuest(user);
      await user.click(submit());
      expect(submit()).toHaveAccessibleName('Processing...');
      expect(submit()).toBeDisabled();
      await act(async () => answer());
      expect(submit()).toHaveAccessibleName('Confirm Booking · KSh 13,500');
    });
  });

  it('shows the price breakdown once both dates are valid', async () => {
    const { user } = renderDialog();
    await user.type(field('Check-in date'), inDays(10));
    expect(within(dialog()).queryByText(/nights =/)).not.toBeInTheDocument();
    await user.type(field('Check-out date'), inDays(13));
    expect(within(dialog()).getByText('KSh 4,500 × 3 nights =', { exact: false })).toHaveTextContent(
      'KSh 4,500 × 3 nights = KSh 13,500',
    );
  });

  describe('its alerts (SPEC §5)', () => {
    it('refuses a check-in in the past', async () => {
      const { user } = renderDialog();
      await chooseDates(user, inDays(-1), inDays(3));
      await user.click(submit());
      expect(within(dialog()).getByRole('alert')).toHaveTextContent(
        'Check-in date must be today or in the future. Please select a valid date.',
      );
      expect(field('Check-in date')).toHaveAttribute('aria-invalid', 'true');
      expect(field('Check-in date')).toHaveAccessibleDescription(
        'Check-in date must be today or in the future. Please select a valid date.',
      );
      expect(bookingCalls()).toHaveLength(0);
    });

    it('accepts a check-in today', async () => {
      const { user } = renderDialog();
      await chooseDates(user, inDays(0), inDays(2));
      await fillGuest(user);
      await user.click(submit());
      await waitFor(() => expect(bookingCalls()).toHaveLength(1));
    });

    it('refuses a check-out that is not after check-in', async () => {
      const { user } = renderDialog();
      await chooseDates(user, inDays(10), inDays(10));
      await user.click(submit());
      expect(within(dialog()).getByRole('alert')).toHaveTextContent('Check-out date must be after check-in date.');
      expect(field('Check-out date')).toHaveAttribute('aria-invalid', 'true');
      expect(bookingCalls()).toHaveLength(0);
    });

    it('asks for name, email and phone', async () => {
      const { user } = renderDialog();
      await chooseDates(user, inDays(10), inDays(13));
      await user.type(field('Full name'), 'Wanjiru');
      await user.type(field('Phone number'), '   ');
      await user.click(submit());
      expect(within(dialog()).getByRole('alert')).toHaveTextContent(
        'Please fill in all required fields (Name, Email, Phone)',
      );
      expect(field('Email address')).toHaveAttribute('aria-invalid', 'true');
      expect(bookingCalls()).toHaveLength(0);
    });

    it('counts a name of spaces as missing', async () => {
      const { user } = renderDialog();
      await chooseDates(user, inDays(10), inDays(13));
      await user.type(field('Full name'), '   ');
      await user.type(field('Email address'), 'wanjiru@example.com');
      await user.type(field('Phone number'), '0712345678');
      await user.click(submit());
      expect(within(dialog()).getByRole('alert')).toHaveTextContent(
        'Please fill in all required fields (Name, Email, Phone)',
      );
      expect(field('Full name')).toHaveAttribute('aria-invalid', 'true');
    });

    it('takes the message away once the guest changes something', async () => {
      const { user } = renderDialog();
      await chooseDates(user, inDays(10), inDays(13));
      await user.click(submit());
      expect(within(dialog()).getByRole('alert')).toBeInTheDocument();
      await user.type(field('Full name'), 'W');
      expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();
      expect(field('Full name')).not.toHaveAttribute('aria-invalid');
    });

    it('refuses an email address the API would refuse', async () => {
      const { user } = renderDialog();
      await chooseDates(user, inDays(10), inDays(13));
      await user.type(field('Full name'), 'Wanjiru');
      await user.type(field('Email address'), 'wanjiru@example');
      await user.type(field('Phone number'), '0712345678');
      await user.click(submit());
      expect(within(dialog()).getByRole('alert')).toHaveTextContent('Please enter a valid email address');
      expect(bookingCalls()).toHaveLength(0);
    });

    it('refuses a phone number the API would refuse', async () => {
      const { user } = renderDialog();
      await chooseDates(user, inDays(10), inDays(13));
      await user.type(field('Full name'), 'Wanjiru');
      await user.type(field('Email address'), 'wanjiru@example.com');
      await user.type(field('Phone number'), '12');
      await user.click(submit());
      expect(within(dialog()).getByRole('alert')).toHaveTextContent('Please enter a valid phone number');
      expect(bookingCalls()).toHaveLength(0);
    });

    it('refuses a stay longer than the API allows', async () => {
      const { user } = renderDialog();
      await chooseDates(user, inDays(10), inDays(101));
      await fillGuest(user);
      await user.click(submit());
      expect(within(dialog()).getByRole('alert')).toHaveTextContent('A stay can be at most 90 nights');
    });
  });

  describe('booked dates', () => {
    beforeEach(() => {
      api.restore();
      api = bookingApi([{ checkIn: inDays(20), checkOut: inDays(23) }]);
    });

    const availabilityAsked = () =>
      waitFor(() => expect(api.calls.some((call) => call.url.pathname.endsWith('/availability'))).toBe(true));

    it('asks for the stays already booked over the coming year', async () => {
      renderDialog();
      await availabilityAsked();
      const availability = api.calls.find((call) => call.url.pathname.endsWith('/availability'));
      expect(availability?.url.searchParams.get('from')).toBe(inDays(0));
      expect(availability?.url.searchParams.get('to')).toBe(addDays(inDays(0), 365));
      expect(within(dialog()).queryByText(/Already booked/)).not.toBeInTheDocument();
    });

    it('refuses typed dates that overlap a booked stay next to them, before sending', async () => {
      const { user } = renderDialog();
      await availabilityAsked();
      await chooseDates(user, inDays(21), inDays(25));
      await waitFor(() =>
        expect(field('Check-in date')).toHaveAccessibleDescription(
          /Your dates overlap a stay that is already booked .*Please choose other dates\./,
        ),
      );
      await fillGuest(user);
      await user.click(submit());
      expect(within(dialog()).getByRole('alert')).toHaveTextContent(
        /Your dates overlap a stay that is already booked .*Please choose other dates\./,
      );
      expect(field('Check-in date')).toHaveFocus();
      expect(bookingCalls()).toHaveLength(0);
    });

    it('lets a stay begin on the day a booked one ends', async () => {
      const { user } = renderDialog();
      await availabilityAsked();
      await chooseDates(user, inDays(23), inDays(25));
      await fillGuest(user);
      await user.click(submit());
      await waitFor(() => expect(bookingCalls()).toHaveLength(1));
    });
  });

  describe('sending', () => {
    it('sends the trimmed details, the guests and the dates at 12:00 local time', async () => {
      const { user } = renderDialog();
      await chooseDates(user, inDays(10), inDays(13));
      await user.clear(field('Number of guests'));
      await user.type(field('Number of guests'), '3');
      await fillGuest(user);
      await user.type(field('Special requests (optional)'), '  Cot for a baby  ');
      await user.click(submit());
      await waitFor(() => expect(bookingCalls()).toHaveLength(1));
      const [call] = bookingCalls();
      expect(call?.body).toEqual({
        name: 'Wanjiru Kamau',
        email: 'wanjiru@example.com',
        phone: '+254 712 345 678',
        guests: 3,
        message: 'Cot for a baby',
        checkIn: `${inDays(10)}T12:00:00+03:00`,
        checkOut: `${inDays(13)}T12:00:00+03:00`,
        propertyId: PROPERTY_ID,
        paymentType: 'reserve',
      });
      const body = call?.body as { checkIn: string; checkOut: string };
      expect([parseStayDate(body.checkIn), parseStayDate(body.checkOut)]).toEqual([inDays(10), inDays(13)]);
    });

    it('sends an Idempotency-Key with the booking', async () => {
      const { user } = renderDialog();
      await chooseDates(user, inDays(10), inDays(13));
      await fillGuest(user);
      await user.click(submit());
      await waitFor(() => expect(bookingCalls()).toHaveLength(1));
      expect(bookingCalls()[0]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('sends one booking for a double click', async () => {
      const answers: Array<() => void> = [];
      api.on(
        'POST',
        '/api/bookings',
        () => new Promise((resolve) => answers.push(() => resolve(jsonResponse(201, { data: bookingAnswer() })))),
      );
      const { user } = renderDialog();
      await chooseDates(user, inDays(10), inDays(13));
      await fillGuest(user);
      await user.dblClick(submit());
      await act(async () => answers.forEach((answer) => answer()));
      await screen.findByText('Vacation Rental Booking Confirmed!');
      expect(bookingCalls()).toHaveLength(1);
    });

    it('sends nothing more once the booking is made', async () => {
      const { user } = renderDialog();
      await chooseDates(user, inDays(10), inDays(13));
      await fillGuest(user);
      await user.click(submit());
      await screen.findByText('Vacation Rental Booking Confirmed!');
      await user.click(submit());
      expect(bookingCalls()).toHaveLength(1);
    });
  });

  describe('after a booking is made', () => {
    it('says so, keeps the booking for the session and goes to /booking-submitted', async () => {
      const { user, location, store, onClose } = renderDialog();
      await chooseDates(user, inDays(10), inDays(13));
      await fillGuest(user);
      await user.click(submit());
      expect(await screen.findByText('Vacation Rental Booking Confirmed!')).toBeInTheDocument();
      expect(
        screen.getByText('Your Kenya holiday rental is reserved. Redirecting to confirmation...'),
      ).toBeInTheDocument();
      // The router's navigation may commit in a render after the toast's: wait for it, as a guest would.
      await waitFor(() => expect(location().pathname).toBe('/booking-submitted'));
      const state = location().state as { booking: { id: string; numberOfNights: number }; property: { id: string } };
      expect(state.booking).toMatchObject({ bookingReference: 'MK-7KQ2MX9P', numberOfNights: 3 });
      expect(state.property.id).toBe(PROPERTY_ID);
      expect(store.get(lastBookingAtom)?.booking.bookingReference).toBe('MK-7KQ2MX9P');
      expect(JSON.parse(sessionStorage.getItem('makao.lastBooking') ?? 'null')).toMatchObject({
        booking: { bookingReference: 'MK-7KQ2MX9P' },
      });
      expect(onClose).toHaveBeenCalled();
    });
  });

  describe('when the booking fails (SPEC §8)', () => {
    async function failWith(response: () => Response) {
      api.on('POST', '/api/bookings', response);
      const view = renderDialog();
      await chooseDates(view.user, inDays(10), inDays(13));
      await fillGuest(view.user);
      await view.user.click(submit());
      await within(dialog()).findByRole('alert');
      return view;
    }

    it('shows the server message with its details and missing fields, and the Booking Error toast', async () => {
      await failWith(() =>
        jsonResponse(
          400,
          { error: 'Missing required fields', details: 'Name is required', missingFields: ['name', 'phone'] },
          'Bad Request',
        ),
      );
      const alert = within(dialog()).getByRole('alert');
      expect(alert.textContent).toBe('Missing required fields\nDetails: Name is required\nMissing fields: name, phone');
      const toast = screen.getByText('Booking Error').closest('li') as HTMLElement;
      expect(toast).toHaveTextContent('Missing required fields');
    });

    it('shows that the dates are no longer available and keeps what the guest typed', async () => {
      await failWith(() => jsonResponse(409, { error: 'These dates are no longer available' }, 'Conflict'));
      expect(within(dialog()).getByRole('alert')).toHaveTextContent('These dates are no longer available');
      expect(field('Check-in date')).toHaveValue(inDays(10));
      expect(field('Check-out date')).toHaveValue(inDays(13));
      expect(field('Full name')).toHaveValue('  Wanjiru Kamau ');
      expect(submit()).toBeEnabled();
    });

    it('looks at the booked dates again after a 409', async () => {
      await failWith(() => jsonResponse(409, { error: 'These dates are no longer available' }, 'Conflict'));
      await waitFor(() =>
        expect(api.calls.filter((call) => call.url.pathname.endsWith('/availability')).length).toBeGreaterThan(1),
      );
    });

    it('shows the HTTP status when the server gives no message', async () => {
      await failWith(() => jsonResponse(502, {}, 'Bad Gateway'));
      expect(within(dialog()).getByRole('alert')).toHaveTextContent('HTTP 502: Bad Gateway');
    });

    it('shows a body that is not JSON as the message', async () => {
      await failWith(() => textResponse(503, 'Service Unavailable: maintenance', 'Service Unavailable'));
      expect(within(dialog()).getByRole('alert')).toHaveTextContent('Service Unavailable: maintenance');
    });

    it('falls back to its own messages when no answer came', async () => {
      await failWith(() => {
        throw new TypeError('Failed to fetch');
      });
      expect(within(dialog()).getByRole('alert')).toHaveTextContent('Failed to create booking. Please try again.');
      expect(screen.getByText('Unable to process your vacation rental booking.')).toBeInTheDocument();
    });

    it('retries with the same Idempotency-Key, and a changed request gets a new one', async () => {
      const { user } = await failWith(() => jsonResponse(500, { error: 'Something went wrong' }, 'Server Error'));
      await user.click(submit());
      await waitFor(() => expect(bookingCalls()).toHaveLength(2));
      await user.clear(field('Number of guests'));
      await user.type(field('Number of guests'), '2');
      await user.click(submit());
      await waitFor(() => expect(bookingCalls()).toHaveLength(3));
      const [first, retry, changed] = bookingCalls().map((call) => call.headers['idempotency-key']);
      expect(retry).toBe(first);
      expect(changed).not.toBe(first);
    });
  });
});
