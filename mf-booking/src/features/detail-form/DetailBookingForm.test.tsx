/**
 * @jest-environment test-utils/time-zone-environment
 * @jest-environment-options {"timeZone": "Pacific/Honolulu"}
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_TIMEOUT_MS } from 'shared/config';
import { parseStayDate } from 'contracts';
import { lastBookingAtom } from 'shared/state';
import { jsonResponse, neverAnswered, renderWithSite, type FetchDouble } from 'test-utils';
import { bookingAnswer, bookingApi, inDays, PROPERTY_ID, sampleProperty } from '../../../test/fixtures';
import { DetailBookingForm } from './DetailBookingForm';

let api: FetchDouble;
beforeEach(() => {
  sessionStorage.clear();
  api = bookingApi();
});
afterEach(() => {
  api.restore();
  jest.useRealTimers();
});

function renderForm(overrides: { maxGuests?: number | null; price?: number | null } = {}) {
  const view = renderWithSite(
    <DetailBookingForm
      propertyId={PROPERTY_ID}
      title={sampleProperty.title}
      price={overrides.price === undefined ? 4500 : overrides.price}
      maxGuests={overrides.maxGuests === undefined ? 6 : overrides.maxGuests}
      property={sampleProperty}
    />,
  );
  return { ...view, user: userEvent.setup() };
}

const form = () => screen.getByRole('form', { name: /Book Your Stay/ });
const field = (label: string) => within(form()).getByLabelText(label) as HTMLInputElement;
const submit = () => within(form()).getByRole('button', { name: /Request Booking|Booking\.\.\./ });
const bookingCalls = () => api.calls.filter((call) => call.method === 'POST' && call.url.pathname === '/api/bookings');
const toast = (title: string) => screen.getByText(title).closest('li') as HTMLElement;

async function fillStay(user: ReturnType<typeof userEvent.setup>, checkIn = inDays(10), checkOut = inDays(12)) {
  await user.type(field('Check-in date'), checkIn);
  await user.type(field('Check-out date'), checkOut);
  await user.type(field('Full name'), ' Achieng Otieno ');
  await user.type(field('Email address'), 'achieng@example.com');
  await user.type(field('Phone number'), '+254 733 123 456 ');
}

it('runs in a zone west of UTC (Honolulu)', () => {
  expect(new Date().getTimezoneOffset()).toBe(600);
});

describe('the detail booking form', () => {
  it('asks for 4 guests by default (SPEC §9)', () => {
    renderForm();
    expect(field('Number of guests')).toHaveValue(4);
    expect(field('Number of guests')).toHaveAttribute('max', '6');
  });

  it('asks for no more guests than the property takes', () => {
    renderForm({ maxGuests: 2 });
    expect(field('Number of guests')).toHaveValue(2);
  });

  it('shows the nightly price', () => {
    renderForm();
    expect(screen.getByText('KSh 4,500')).toBeInTheDocument();
  });

  describe('the price breakdown', () => {
    it.each([
      ['2099-01-30', '2099-02-02', 'KSh 4,500 × 3 nights = KSh 13,500'],
      ['2099-02-27', '2099-03-01', 'KSh 4,500 × 2 nights = KSh 9,000'],
      ['2096-02-27', '2096-03-01', 'KSh 4,500 × 3 nights = KSh 13,500'],
      ['2099-12-30', '2100-01-02', 'KSh 4,500 × 3 nights = KSh 13,500'],
      ['2099-03-07', '2099-03-09', 'KSh 4,500 × 2 nights = KSh 9,000'],
    ])('from %s to %s reads %s', async (checkIn, checkOut, text) => {
      const { user } = renderForm();
      await user.type(field('Check-in date'), checkIn);
      await user.type(field('Check-out date'), checkOut);
      expect(within(form()).getByText(/nights? =/)).toHaveTextContent(text);
    });

    it('says night for a one-night stay', async () => {
      const { user } = renderForm();
      await user.type(field('Check-in date'), '2099-04-30');
      await user.type(field('Check-out date'), '2099-05-01');
      expect(within(form()).getByText(/night =/)).toHaveTextContent('KSh 4,500 × 1 night = KSh 4,500');
    });

    it('is left out when the property has no price', async () => {
      const { user } = renderForm({ price: null });
      await user.type(field('Check-in date'), inDays(10));
      await user.type(field('Check-out date'), inDays(12));
      expect(within(form()).queryByText(/nights =/)).not.toBeInTheDocument();
      expect(screen.getByText('N/A')).toBeInTheDocument();
    });
  });

  describe('validation (SPEC §5)', () => {
    it('shows Validation Error and sends nothing without name, email and phone', async () => {
      const { user } = renderForm();
      await user.type(field('Check-in date'), inDays(10));
      await user.type(field('Check-out date'), inDays(12));
      await user.type(field('Full name'), '   ');
      await user.click(submit());
      expect(toast('Validation Error')).toHaveTextContent('Please fill in all required fields.');
      expect(field('Full name')).toHaveFocus();
      expect(field('Full name')).toHaveAccessibleDescription('Please fill in all required fields.');
      expect(field('Full name')).toHaveAttribute('aria-invalid', 'true');
      expect(bookingCalls()).toHaveLength(0);
    });

    it('takes the message and its toast away once the guest fixes a field', async () => {
      const { user } = renderForm();
      await user.click(submit());
      expect(screen.getByText('Validation Error')).toBeInTheDocument();
      await user.type(field('Full name'), 'A');
      expect(screen.queryByText('Validation Error')).not.toBeInTheDocument();
      expect(field('Full name')).not.toHaveAttribute('aria-invalid');
    });

    it('asks for both dates', async () => {
      const { user } = renderForm();
      await user.type(field('Full name'), 'Achieng');
      await user.type(field('Email address'), 'achieng@example.com');
      await user.type(field('Phone number'), '0733123456');
      await user.click(submit());
      // Only the required-fields check is a toast (SPEC §5); the others are shown next to the field.
      expect(field('Check-in date')).toHaveAccessibleDescription('Please select both check-in and check-out dates');
      expect(field('Check-in date')).toHaveFocus();
      expect(screen.queryByText('Validation Error')).not.toBeInTheDocument();
      expect(bookingCalls()).toHaveLength(0);
    });

    it('refuses a check-in in the past', async () => {
      const { user } = renderForm();
      await fillStay(user, inDays(-2), inDays(2));
      await user.click(submit());
      expect(field('Check-in date')).toHaveAccessibleDescription(
        'Check-in date must be today or in the future. Please select a valid date.',
      );
    });

    it('refuses a check-out that is not after check-in', async () => {
      const { user } = renderForm();
      await fillStay(user, inDays(5), inDays(5));
      await user.click(submit());
      expect(field('Check-out date')).toHaveAccessibleDescription('Check-out date must be after check-in date.');
      expect(field('Check-out date')).toHaveFocus();
    });

    it('refuses an email the API would refuse', async () => {
      const { user } = renderForm();
      await user.type(field('Check-in date'), inDays(10));
      await user.type(field('Check-out date'), inDays(12));
      await user.type(field('Full name'), 'Achieng');
      await user.type(field('Email address'), 'achieng.example.com');
      await user.type(field('Phone number'), '0733123456');
      await user.click(submit());
      expect(field('Email address')).toHaveAccessibleDescription('Please enter a valid email address');
      expect(field('Email address')).toHaveFocus();
      expect(bookingCalls()).toHaveLength(0);
    });

    it('refuses a stay that overlaps a booked one', async () => {
      api.restore();
      api = bookingApi([{ checkIn: inDays(11), checkOut: inDays(13) }]);
      const { user } = renderForm();
      await waitFor(() => expect(api.calls.some((call) => call.url.pathname.endsWith('/availability'))).toBe(true));
      await fillStay(user);
      // Refused as soon as the dates are typed, next to them, before sending.
      await waitFor(() =>
        expect(field('Check-in date')).toHaveAccessibleDescription(/^Your dates overlap a stay that is already booked/),
      );
      await user.click(submit());
      expect(bookingCalls()).toHaveLength(0);
    });
  });

  describe('sending', () => {
    it('shows Confirming your booking... while it is sent', async () => {
      let answer!: () => void;
      api.on(
        'POST',
        '/api/bookings',
        () => new Promise((resolve) => (answer = () => resolve(jsonResponse(201, { data: bookingAnswer() })))),
      );
      const { user } = renderForm();
      await fillStay(user);
      await user.click(submit());
      expect(toast('Confirming your booking...')).toHaveTextContent('Please wait a moment.');
      expect(submit()).toHaveAccessibleName('Booking...');
      expect(submit()).toBeDisabled();
      await act(async () => answer());
    });

    it('sends ISO timestamps that keep the chosen dates, trimmed details, and an Idempotency-Key', async () => {
      const { user } = renderForm();
      await fillStay(user);
      await user.click(submit());
      await waitFor(() => expect(bookingCalls()).toHaveLength(1));
      const [call] = bookingCalls();
      expect(call?.body).toEqual({
        name: 'Achieng Otieno',
        email: 'achieng@example.com',
        phone: '+254 733 123 456',
        guests: 4,
        message: '',
        checkIn: `${inDays(10)}T09:00:00.000Z`,
        checkOut: `${inDays(12)}T09:00:00.000Z`,
        propertyId: PROPERTY_ID,
        paymentType: 'reserve',
      });
      const body = call?.body as { checkIn: string; checkOut: string };
      expect([parseStayDate(body.checkIn), parseStayDate(body.checkOut)]).toEqual([inDays(10), inDays(12)]);
      expect(call?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('gives up on the booked stays when the API never answers, and still books', async () => {
      api.on('GET', `/api/properties/${PROPERTY_ID}/availability`, () => neverAnswered());
      jest.useFakeTimers();
      const { location } = renderForm();
      const availability = () => api.calls.filter((call) => call.url.pathname.endsWith('/availability'));
      await waitFor(() => expect(availability()).toHaveLength(1));
      await act(() => jest.advanceTimersByTimeAsync(API_TIMEOUT_MS));
      expect(availability()[0]?.signal?.aborted).toBe(true);
      jest.useRealTimers();
      await fillStay(userEvent.setup());
      await userEvent.setup().click(submit());
      await waitFor(() => expect(location().pathname).toBe('/booking-submitted'));
    });

    it('sends one booking for a double click', async () => {
      const answers: Array<() => void> = [];
      api.on(
        'POST',
        '/api/bookings',
        () => new Promise((resolve) => answers.push(() => resolve(jsonResponse(201, { data: bookingAnswer() })))),
      );
      const { user } = renderForm();
      await fillStay(user);
      await user.dblClick(submit());
      await act(async () => answers.forEach((answer) => answer()));
      expect(bookingCalls()).toHaveLength(1);
    });

    it('goes to /booking-submitted with the booking and the property when the answer is ok', async () => {
      const { user, location, store } = renderForm();
      await fillStay(user);
      await user.click(submit());
      await waitFor(() => expect(location().pathname).toBe('/booking-submitted'));
      expect(location().state).toMatchObject({ booking: { numberOfNights: 2 }, property: { id: PROPERTY_ID } });
      expect(store.get(lastBookingAtom)?.booking.numberOfNights).toBe(2);
      expect(screen.queryByText('Confirming your booking...')).not.toBeInTheDocument();
    });
  });

  describe('when the booking fails (SPEC §8)', () => {
    async function failWith(response: () => Response) {
      api.on('POST', '/api/bookings', response);
      const view = renderForm();
      await fillStay(view.user);
      await view.user.click(submit());
      await screen.findByText('Booking Error');
      return view;
    }

    it("shows Booking Error with the server's message", async () => {
      await failWith(() => jsonResponse(400, { error: 'Number of guests must be between 1 and 2 for this property' }));
      expect(toast('Booking Error')).toHaveTextContent('Number of guests must be between 1 and 2 for this property');
      expect(screen.queryByText('Confirming your booking...')).not.toBeInTheDocument();
    });

    it('shows that the dates are no longer available and keeps what the guest typed', async () => {
      await failWith(() => jsonResponse(409, { error: 'These dates are no longer available' }, 'Conflict'));
      expect(toast('Booking Error')).toHaveTextContent('These dates are no longer available');
      expect(field('Check-in date')).toHaveValue(inDays(10));
      expect(field('Email address')).toHaveValue('achieng@example.com');
    });

    it('shows the status code when the server gives no message', async () => {
      await failWith(() => jsonResponse(503, {}, 'Service Unavailable'));
      expect(toast('Booking Error')).toHaveTextContent('Failed to create booking. Status: 503');
    });

    it('falls back when no answer came', async () => {
      await failWith(() => {
        throw new TypeError('Failed to fetch');
      });
      expect(toast('Booking Error')).toHaveTextContent('Unable to process your booking. Please try again.');
    });

    it("loads the request's own code on the guest's first intent on the form, not before", async () => {
      const loaded = jest.fn();
      // Isolated: the module this test loads is not the one later tests find.
      await jest.isolateModulesAsync(async () => {
        jest.doMock('../../lib/request/bookingApi', () => {
          loaded();
          return jest.requireActual('../../lib/request/bookingApi');
        });
        try {
          const { user } = renderForm();
          expect(loaded).not.toHaveBeenCalled();
          await user.click(field('Full name'));
          await waitFor(() => expect(loaded).toHaveBeenCalledTimes(1));
        } finally {
          jest.dontMock('../../lib/request/bookingApi');
        }
      });
    });

    it("falls back when the request's own code cannot be loaded, and sends once it can", async () => {
      // The request's code loads on the guest's first intent (useCreateBooking): here it fails to arrive.
      jest.doMock('../../lib/request/bookingApi', () => {
        throw new Error('Loading chunk 7 failed.');
      });
      try {
        const { user, location } = renderForm();
        await fillStay(user);
        await user.click(submit());
        expect(await screen.findByText('Booking Error')).toBeInTheDocument();
        expect(toast('Booking Error')).toHaveTextContent('Unable to process your booking. Please try again.');
        expect(bookingCalls()).toHaveLength(0);
        jest.dontMock('../../lib/request/bookingApi');
        await user.click(submit());
        await waitFor(() => expect(location().pathname).toBe('/booking-submitted'));
        expect(bookingCalls()).toHaveLength(1);
      } finally {
        jest.dontMock('../../lib/request/bookingApi');
      }
    });

    it('falls back when no answer came in time, and a retry sends the same Idempotency-Key (one booking)', async () => {
      api.on('POST', '/api/bookings', () => neverAnswered());
      const { user, location } = renderForm();
      await fillStay(user);
      jest.useFakeTimers();
      fireEvent.click(submit());
      await waitFor(() => expect(bookingCalls()).toHaveLength(1));
      await act(() => jest.advanceTimersByTimeAsync(API_TIMEOUT_MS));
      await waitFor(() =>
        expect(toast('Booking Error')).toHaveTextContent('Unable to process your booking. Please try again.'),
      );
      expect(submit()).toBeEnabled();
      expect(bookingCalls()[0]?.signal?.aborted).toBe(true);

      // The first request may have reached the server: the same key gets its first answer back.
      api.on('POST', '/api/bookings', () => jsonResponse(201, { data: bookingAnswer() }, 'Created'));
      fireEvent.click(submit());
      await waitFor(() => expect(location().pathname).toBe('/booking-submitted'));
      const [first, retry] = bookingCalls();
      expect(retry?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
      expect(retry?.body).toEqual(first?.body);
    });
  });
});
