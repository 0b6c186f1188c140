/*
 * What the three widgets' tests do not reach through their own texts: a property without an id, and
 * the server's answer above the button going with the next edit and coming back on the next try.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithSite, type FetchDouble } from 'test-utils';
import { bookingApi, inDays, PROPERTY_ID, sampleProperty } from '../../../test/fixtures';
import { homeDialogCheck } from './bookingForm';
import { BookingFormBody } from './BookingFormBody';
import { useBookingForm } from './useBookingForm';
import { useBookingSubmit } from './useBookingSubmit';

let api: FetchDouble;
beforeEach(() => {
  sessionStorage.clear();
  api = bookingApi();
});
afterEach(() => api.restore());

const onBooked = jest.fn();

function TestForm({ propertyId }: { propertyId: string }) {
  const form = useBookingForm({ propertyId, defaultGuests: 1, maxGuests: 6, check: homeDialogCheck });
  const { onSubmit, submitting, alert, prepare } = useBookingSubmit(form, {
    property: sampleProperty,
    propertyId,
    maxGuests: 6,
    writeDate: (date) => date,
    noPropertyId: 'This property cannot be booked online right now.',
    onBooked,
    onFailure: () => 'The server said no.',
  });
  return (
    <form aria-label="Book" noValidate onSubmit={onSubmit} {...prepare}>
      <BookingFormBody
        form={form}
        price={4500}
        maxGuests={6}
        message={
          alert && (
            <p key={alert.serial} role="alert">
              {alert.message}
            </p>
          )
        }
        submit={{ label: 'Send', disabled: submitting, busy: submitting }}
      />
    </form>
  );
}

function renderForm(propertyId = PROPERTY_ID) {
  renderWithSite(<TestForm propertyId={propertyId} />);
  return userEvent.setup();
}

const form = () => screen.getByRole('form', { name: 'Book' });
const field = (label: string) => within(form()).getByLabelText(label);
const bookingCalls = () => api.calls.filter((call) => call.method === 'POST' && call.url.pathname === '/api/bookings');

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Check-in date'), inDays(10));
  await user.type(field('Check-out date'), inDays(12));
  await user.type(field('Full name'), 'Achieng Otieno');
  await user.type(field('Email address'), 'achieng@example.com');
  await user.type(field('Phone number'), '0733123456');
}

describe('useBookingSubmit', () => {
  it('says the property cannot be booked online, and sends nothing, when it has no id', async () => {
    const user = renderForm('');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This property cannot be booked online right now.');
    expect(bookingCalls()).toHaveLength(0);
    expect(onBooked).not.toHaveBeenCalled();
  });

  it("shows the server's answer above the button until the guest changes something, then anew on the next try", async () => {
    api.on('POST', '/api/bookings', () => jsonResponse(500, { error: 'Something went wrong' }));
    const user = renderForm();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server said no.');
    await user.type(field('Special requests (optional)'), 'A cot');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(bookingCalls()).toHaveLength(2));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server said no.');
  });
});
