import { isValidPhone } from 'contracts/rules';
import { ApiError } from '../../errors';
import { newBookingReference } from './reference';
import { resolveStay } from './stay';

describe('resolveStay', () => {
  const today = '2030-06-10';
  const code = (fn: () => unknown) => {
    try {
      fn();
    } catch (error) {
      return (error as ApiError).code;
    }
    return 'ok';
  };

  it('answers the dates and nights of a valid stay', () => {
    expect(resolveStay('2030-06-10', '2030-06-13T09:00:00.000Z', today)).toEqual({
      checkIn: '2030-06-10',
      checkOut: '2030-06-13',
      nights: 3,
    });
  });

  it('applies the rules in order', () => {
    expect(code(() => resolveStay('soon', '2030-06-12', today))).toBe('INVALID_DATE');
    expect(code(() => resolveStay('2030-06-09', '2030-06-12', today))).toBe('CHECK_IN_PAST');
    expect(code(() => resolveStay('2031-12-11', '2031-12-12', today))).toBe('CHECK_IN_TOO_FAR');
    expect(code(() => resolveStay('2031-12-10', '2031-12-12', today))).toBe('ok');
    expect(code(() => resolveStay('2030-06-12', '2030-06-12', today))).toBe('CHECK_OUT_NOT_AFTER_CHECK_IN');
    expect(code(() => resolveStay('2030-06-12', '2030-09-11', today))).toBe('STAY_TOO_LONG');
    expect(code(() => resolveStay('2030-06-12', '2030-09-10', today))).toBe('ok');
  });
});

describe('isValidPhone', () => {
  it.each([
    '0712345678',
    '0712 345 678',
    '0112-345-678',
    '+254712345678',
    '254 712 345 678',
    '+44 20 7946 0958',
    '+1 (415) 555-0100',
  ])('accepts %s', (phone) => expect(isValidPhone(phone)).toBe(true));
  it.each(['12345', '071234567', '+254 812 345 678', '+2547123456789', 'phone', '+0 123 456 789'])(
    'refuses %s',
    (phone) => expect(isValidPhone(phone)).toBe(false),
  );
});

describe('newBookingReference', () => {
  it('is MK- and 8 unambiguous characters, at most 12 in all', () => {
    for (let i = 0; i < 200; i += 1) {
      const reference = newBookingReference();
      expect(reference).toMatch(/^MK-[0-9A-HJKMNP-TV-Z]{8}$/);
      expect(reference.length).toBeLessThanOrEqual(12);
    }
  });
});
