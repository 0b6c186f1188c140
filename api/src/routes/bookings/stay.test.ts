import { isValidPhone, latestCheckIn, nairobiDate, nightsBetween, parseStayDate } from 'shared/contracts';
import { ApiError } from '../../errors';
import { newBookingReference } from './reference';
import { resolveStay } from './stay';

describe('parseStayDate', () => {
  it.each([
    ['2030-06-15', '2030-06-15'],
    [' 2030-06-15 ', '2030-06-15'],
    ['2030-06-15T09:00:00.000Z', '2030-06-15'],
    ['2030-06-15T20:59:59Z', '2030-06-15'],
    ['2030-06-15T21:00:00Z', '2030-06-16'],
    ['2030-06-15T12:00:00+03:00', '2030-06-15'],
    ['2030-06-15T12:00:00-0500', '2030-06-15'],
    ['2030-06-15T12:00:00', '2030-06-15'],
    ['2030-06-15 12:00', '2030-06-15'],
    [Date.UTC(2030, 5, 15, 9), '2030-06-15'],
    [String(Date.UTC(2030, 5, 15, 9)), '2030-06-15'],
  ])('reads %p as the Nairobi calendar date %s', (input, expected) => {
    expect(parseStayDate(input)).toBe(expected);
  });

  it.each(['2030-02-30', '2030-13-01', 'tomorrow', '', '15/06/2030', '2030-06-15T25:00:00Z', null, {}, Number.NaN])(
    'refuses %p',
    (input) => {
      expect(parseStayDate(input)).toBeNull();
    },
  );

  it.each([
    '2030-06-15T25:99',
    '2030-06-15T24:00',
    '2030-06-15 12:60',
    '2030-06-15T12:00:60',
    '2030-06-15T24:00:00+03:00',
  ])('refuses %p, a time of day that does not exist', (input) => {
    expect(parseStayDate(input)).toBeNull();
  });
});

describe('latestCheckIn', () => {
  it.each([
    ['2026-11-23', '2028-05-23'],
    ['2026-12-31', '2028-06-30'],
    ['2026-08-31', '2028-02-29'],
    ['2027-08-31', '2029-02-28'],
    ['2027-01-01', '2028-07-01'],
  ])("from %s is %s: the same day 18 calendar months on, or that month's last day", (today, latest) => {
    expect(latestCheckIn(today)).toBe(latest);
  });
});

describe('nightsBetween', () => {
  it('counts calendar nights, across months and a leap day', () => {
    expect(nightsBetween('2028-02-27', '2028-03-02')).toBe(4);
    expect(nightsBetween('2030-12-30', '2031-01-02')).toBe(3);
  });
});

describe('nairobiDate', () => {
  it('is UTC+3 all year', () => {
    expect(nairobiDate(new Date('2030-01-01T20:59:00Z'))).toBe('2030-01-01');
    expect(nairobiDate(new Date('2030-07-01T21:00:00Z'))).toBe('2030-07-02');
  });
});

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
