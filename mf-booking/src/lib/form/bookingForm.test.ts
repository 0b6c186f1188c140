import {
  bookingFormMessages,
  checkFormats,
  checkRequired,
  checkStay,
  emptyBookingForm,
  formStartFrom,
  guestCount,
  maxGuestsOf,
  toBookingRequest,
  withCheckIn,
  type BookingFormValues,
} from './bookingForm';

const today = '2025-12-01';
const filled: BookingFormValues = {
  checkIn: '2025-12-12',
  checkOut: '2025-12-15',
  guests: '2',
  name: ' Wanjiru Kamau ',
  email: ' wanjiru@example.com',
  phone: '0712 345 678 ',
  message: '  Late arrival ',
};

describe('the stay checks (SPEC §5)', () => {
  it('ask for both dates when check-in is missing', () => {
    expect(checkStay({ ...filled, checkIn: '' }, today, [])).toEqual({
      field: 'checkIn',
      message: 'Please select both check-in and check-out dates',
    });
  });

  it('ask for both dates when check-out is missing', () => {
    expect(checkStay({ ...filled, checkOut: '' }, today, [])).toEqual({
      field: 'checkOut',
      message: 'Please select both check-in and check-out dates',
    });
  });

  it('refuse a check-in before today', () => {
    expect(checkStay({ ...filled, checkIn: '2025-11-30' }, today, [])?.message).toBe(
      'Check-in date must be today or in the future. Please select a valid date.',
    );
  });

  it('accept a check-in today', () => {
    expect(checkStay({ ...filled, checkIn: today }, today, [])).toBeNull();
  });

  it('refuse a check-out on or before check-in', () => {
    expect(checkStay({ ...filled, checkOut: '2025-12-12' }, today, [])?.message).toBe(
      'Check-out date must be after check-in date.',
    );
    expect(checkStay({ ...filled, checkOut: '2025-12-11' }, today, [])?.field).toBe('checkOut');
  });

  it('refuse a stay of more than 90 nights', () => {
    expect(checkStay({ ...filled, checkOut: '2026-03-13' }, today, [])?.message).toBe(
      'A stay can be at most 90 nights',
    );
  });

  it('refuse a stay that overlaps a booked one, naming it', () => {
    const booked = [{ checkIn: '2025-12-14', checkOut: '2025-12-18' }];
    expect(checkStay(filled, today, booked)?.message).toBe(
      'Your dates overlap a stay that is already booked (14–18 Dec). Please choose other dates.',
    );
  });
});

describe('the required fields (SPEC §5)', () => {
  it('name the first empty one, after trimming', () => {
    expect(checkRequired({ ...filled, name: '  ' }, bookingFormMessages.dialogRequired)).toEqual({
      field: 'name',
      message: 'Please fill in all required fields (Name, Email, Phone)',
    });
    expect(checkRequired({ ...filled, phone: '' }, bookingFormMessages.detailRequired)).toEqual({
      field: 'phone',
      message: 'Please fill in all required fields.',
    });
  });

  it('pass when name, email and phone are there', () => {
    expect(checkRequired(filled, 'x')).toBeNull();
  });
});

describe('the formats the API checks', () => {
  it('refuse an email without a dot after the @', () => {
    expect(checkFormats({ ...filled, email: 'a@b' })?.message).toBe('Please enter a valid email address');
  });

  it('refuse a phone number that is too short', () => {
    expect(checkFormats({ ...filled, phone: '0712' })?.field).toBe('phone');
  });

  it('accept Kenyan and international numbers', () => {
    expect(checkFormats({ ...filled, phone: '+254 712 345 678' })).toBeNull();
    expect(checkFormats({ ...filled, phone: '+44 20 7946 0958' })).toBeNull();
  });
});

describe('changing check-in (SPEC §4)', () => {
  const chosen = {
    ...emptyBookingForm({ checkIn: '', checkOut: '', guests: 1 }),
    checkIn: '2025-12-12',
    checkOut: '2025-12-15',
  };

  it('clears check-out when check-in is set on it', () => {
    expect(withCheckIn(chosen, '2025-12-15').checkOut).toBe('');
  });

  it('clears check-out when check-in is set after it', () => {
    expect(withCheckIn(chosen, '2025-12-20').checkOut).toBe('');
  });

  it('keeps check-out when check-in stays before it', () => {
    expect(withCheckIn(chosen, '2025-12-14').checkOut).toBe('2025-12-15');
  });
});

describe('guests (SPEC §3/§5)', () => {
  it('default to 1 when empty or not a positive number', () => {
    expect(guestCount('', 6)).toBe(1);
    expect(guestCount('0', 6)).toBe(1);
    expect(guestCount('-3', 6)).toBe(1);
  });

  it('are whole numbers up to the maximum', () => {
    expect(guestCount('2.7', 6)).toBe(2);
    expect(guestCount('9', 6)).toBe(6);
  });

  it('are limited by the API when the property has no maximum', () => {
    expect(maxGuestsOf(null)).toBe(50);
    expect(maxGuestsOf(4)).toBe(4);
  });
});

describe('the request (SPEC §3/§7)', () => {
  it('is trimmed, reserve, with the dates written by the form', () => {
    expect(toBookingRequest(filled, { propertyId: 'p1', maxGuests: 6, writeDate: (date) => `<${date}>` })).toEqual({
      name: 'Wanjiru Kamau',
      email: 'wanjiru@example.com',
      phone: '0712 345 678',
      guests: 2,
      message: 'Late arrival',
      checkIn: '<2025-12-12>',
      checkOut: '<2025-12-15>',
      propertyId: 'p1',
      paymentType: 'reserve',
    });
  });
});

describe('how a form opens after a search', () => {
  const options = { minCheckIn: '2025-12-02', maxGuests: 6, defaultGuests: 4 };

  it('takes the searched dates and guests', () => {
    expect(formStartFrom({ checkIn: '2025-12-12', checkOut: '2025-12-15', guests: 3 }, options)).toEqual({
      checkIn: '2025-12-12',
      checkOut: '2025-12-15',
      guests: 3,
    });
  });

  it('keeps its own guest default without a searched count, and clamps either to the maximum', () => {
    expect(formStartFrom({}, options).guests).toBe(4);
    expect(formStartFrom({ guests: 9 }, options).guests).toBe(6);
    expect(formStartFrom({}, { ...options, maxGuests: 2 }).guests).toBe(2);
  });

  it('drops a check-in before the minimum (tomorrow), and with it the check-out', () => {
    expect(formStartFrom({ checkIn: '2025-12-01', checkOut: '2025-12-04' }, options)).toMatchObject({
      checkIn: '',
      checkOut: '',
    });
  });

  it('drops a check-out that is not after check-in or beyond the longest stay', () => {
    expect(formStartFrom({ checkIn: '2025-12-12', checkOut: '2025-12-12' }, options).checkOut).toBe('');
    expect(formStartFrom({ checkIn: '2025-12-12', checkOut: '2026-06-01' }, options).checkOut).toBe('');
    expect(formStartFrom({ checkIn: '2025-12-12' }, options)).toMatchObject({ checkIn: '2025-12-12', checkOut: '' });
  });
});
