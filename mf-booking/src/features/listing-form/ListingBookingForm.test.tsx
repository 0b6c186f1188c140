import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lastBookingAtom } from 'shared/state';
import { jsonResponse, renderWithSite, type FetchDouble } from 'test-utils';
import { bookingAnswer, bookingApi, inDays, PROPERTY_ID, sampleProperty } from '../../../test/fixtures';
import { ListingBookingForm } from './ListingBookingForm';

let api: FetchDouble;
beforeEach(() => {
  sessionStorage.clear();
  api = bookingApi();
});
afterEach(() => api.restore());

function renderForm(onCardClick = jest.fn()) {
  const view = renderWithSite(
    <article onClick={onCardClick}>
      <ListingBookingForm property={sampleProperty} />
    </article>,
  );
  return { ...view, onCardClick, user: userEvent.setup() };
}

const form = () => screen.getByRole('form', { name: /Book Kilimani Garden Apartment/ });
const field = (label: string) => within(form()).getByLabelText(label) as HTMLInputElement;
const submit = () => within(form()).getByRole('button', { name: /Request Booking|Booking\.\.\./ });
const bookingCalls = () => api.calls.filter((call) => call.method === 'POST' && call.url.pathname === '/api/bookings');

async function fillStay(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Check-in date'), inDays(10));
  await user.type(field('Check-out date'), inDays(14));
  await user.type(field('Full name'), ' Otieno Ouma ');
  await user.type(field('Email address'), 'otieno@example.com ');
  await user.type(field('Phone number'), '0722 000 111');
}

async function failWith(response: () => Response) {
  api.on('POST', '/api/bookings', response);
  const view = renderForm();
  await fillStay(view.user);
  await view.user.click(submit());
  await within(form()).findByRole('alert');
  return view;
}

describe('the listing-card booking form', () => {
  it('has labelled fields, 1 guest by default, and dates from tomorrow', () => {
    renderForm();
    expect(field('Number of guests')).toHaveValue(1);
    expect(field('Check-in date')).toHaveAttribute('min', inDays(1));
    expect(field('Check-out date')).toBeDisabled();
    expect(field('Full name')).toBeRequired();
    expect(field('Special requests (optional)')).not.toBeRequired();
  });

  it('does not open the property when the guest clicks or types in it', async () => {
    const { user, onCardClick } = renderForm();
    await user.click(field('Full name'));
    await user.keyboard(' ');
    expect(onCardClick).not.toHaveBeenCalled();
  });

  it('shows the price breakdown for the chosen stay', async () => {
    const { user } = renderForm();
    await user.type(field('Check-in date'), inDays(10));
    await user.type(field('Check-out date'), inDays(14));
    expect(within(form()).getByText(/× 4 nights/)).toHaveTextContent('KSh 4,500 × 4 nights = KSh 18,000');
  });

  it("tells next to the field what is missing, with the home dialog's texts, and sends nothing", async () => {
    const { user } = renderForm();
    expect(form()).toHaveAttribute('novalidate');
    await user.click(submit());
    expect(field('Check-in date')).toHaveAccessibleDescription('Please select both check-in and check-out dates');
    expect(field('Check-in date')).toHaveFocus();
    await user.type(field('Check-in date'), inDays(10));
    await user.type(field('Check-out date'), inDays(14));
    await user.click(submit());
    expect(field('Full name')).toHaveAccessibleDescription('Please fill in all required fields (Name, Email, Phone)');
    expect(field('Full name')).toHaveFocus();
    expect(bookingCalls()).toHaveLength(0);
  });

  it('sends plain YYYY-MM-DD dates and the trimmed details with an Idempotency-Key', async () => {
    const { user } = renderForm();
    await fillStay(user);
    await user.click(submit());
    await waitFor(() => expect(bookingCalls()).toHaveLength(1));
    const [call] = bookingCalls();
    expect(call?.body).toEqual({
      name: 'Otieno Ouma',
      email: 'otieno@example.com',
      phone: '0722 000 111',
      guests: 1,
      message: '',
      checkIn: inDays(10),
      checkOut: inDays(14),
      propertyId: PROPERTY_ID,
      paymentType: 'reserve',
    });
    expect(call?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
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
    expect(submit()).toHaveAccessibleName('Booking...');
    expect(submit()).toBeDisabled();
    await act(async () => answers.forEach((answer) => answer()));
    await screen.findByText('Booking Created Successfully!');
    expect(bookingCalls()).toHaveLength(1);
  });

  it('says the booking was created and goes to /booking-submitted with it', async () => {
    const { user, location, store } = renderForm();
    await fillStay(user);
    await user.click(submit());
    expect(await screen.findByText('Booking Created Successfully!')).toBeInTheDocument();
    expect(screen.getByText('Redirecting to payment...')).toBeInTheDocument();
    // The router's navigation may commit in a render after the toast's: wait for it, as a guest would.
    await waitFor(() => expect(location().pathname).toBe('/booking-submitted'));
    expect(location().state).toMatchObject({ booking: { numberOfNights: 4 }, property: { id: PROPERTY_ID } });
    expect(store.get(lastBookingAtom)?.property.id).toBe(PROPERTY_ID);
  });

  it('refuses typed dates that overlap a booked stay next to them, before sending', async () => {
    api.restore();
    api = bookingApi([{ checkIn: inDays(12), checkOut: inDays(15) }]);
    const { user } = renderForm();
    await waitFor(() => expect(api.calls.some((call) => call.url.pathname.endsWith('/availability'))).toBe(true));
    await fillStay(user);
    await waitFor(() =>
      expect(field('Check-in date')).toHaveAccessibleDescription(/^Your dates overlap a stay that is already booked/),
    );
    await user.click(submit());
    expect(bookingCalls()).toHaveLength(0);
  });

  describe('when the booking fails (SPEC §8)', () => {
    it('shows the destructive Error toast, and the server reason in the card', async () => {
      await failWith(() => jsonResponse(400, { error: 'Please enter a valid email address' }, 'Bad Request'));
      const toast = screen.getByText('Error').closest('li') as HTMLElement;
      expect(toast).toHaveTextContent('Failed to create booking. Please try again.');
      // The toast's live region (an alert: it is destructive) is inside its list item.
      expect(within(toast).getByRole('alert')).toHaveTextContent('Failed to create booking. Please try again.');
      expect(within(form()).getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    });

    it('shows that the dates are no longer available and keeps what the guest typed', async () => {
      await failWith(() => jsonResponse(409, { error: 'These dates are no longer available' }, 'Conflict'));
      const toast = screen.getByText('Error').closest('li') as HTMLElement;
      expect(toast).toHaveTextContent('These dates are no longer available');
      expect(within(form()).getByRole('alert')).toHaveTextContent('These dates are no longer available');
      expect(field('Check-in date')).toHaveValue(inDays(10));
      expect(field('Full name')).toHaveValue(' Otieno Ouma ');
    });

    it('falls back to An unexpected error occurred. when no answer came', async () => {
      await failWith(() => {
        throw new TypeError('Failed to fetch');
      });
      expect(screen.getAllByText('An unexpected error occurred.').length).toBeGreaterThan(0);
    });
  });
});
