/**
 * @jest-environment test-utils/time-zone-environment
 * @jest-environment-options {"timeZone": "Pacific/Honolulu"}
 */
import {
  formatStayRange,
  addDays,
  formatStayDate,
  isStayDate,
  laterDate,
  latestCheckIn,
  nairobiDate,
  nightsBetween,
  parseStayDate,
} from './stayDate';

it('runs in a zone west of UTC (Honolulu, UTC-10), where local noon is already tomorrow in Nairobi', () => {
  expect(new Date(2028, 1, 29, 12).getTimezoneOffset()).toBe(600);
});

describe('isStayDate', () => {
  it.each(['2028-02-29', '2000-02-29', '2026-12-31', '2027-01-01'])('accepts %s', (date) => {
    expect(isStayDate(date)).toBe(true);
  });

  it.each([
    '2027-02-29',
    '1900-02-29',
    '2026-02-30',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-06-00',
    '0099-01-01',
    '2026-6-1',
    ' 2026-06-01',
    '2026-06-01T12:00',
    '01/06/2026',
    '',
  ])('refuses %p', (value) => {
    expect(isStayDate(value)).toBe(false);
  });
});

describe('addDays', () => {
  it.each([
    ['2028-02-28', 1, '2028-02-29'],
    ['2028-02-29', 1, '2028-03-01'],
    ['2027-02-28', 1, '2027-03-01'],
    ['2026-01-31', 1, '2026-02-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2027-01-01', -1, '2026-12-31'],
    ['2028-03-01', -1, '2028-02-29'],
    ['2026-12-01', 90, '2027-03-01'],
    ['2026-06-15', 0, '2026-06-15'],
  ])('%s plus %i days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });
});

describe('laterDate (addDays within the dates YYYY-MM-DD can write)', () => {
  it.each([
    ['2028-02-28', 1, '2028-02-29'],
    ['2027-02-28', 1, '2027-03-01'],
    ['2028-02-29', 365, '2029-02-28'],
    ['2028-02-29', 366, '2029-03-01'],
    ['9999-12-30', 1, '9999-12-31'],
    ['9999-12-31', 0, '9999-12-31'],
    ['2026-12-31', -1, '2026-12-30'],
  ])('%s plus %i days is %s', (date, days, expected) => {
    expect(laterDate(date, days)).toBe(expected);
  });

  it.each([
    ['9999-12-31', 1],
    ['9999-12-01', 365],
    ['0100-01-01', -1],
  ])('%s plus %i days is no stay date: null, not the date addDays writes', (date, days) => {
    expect(isStayDate(addDays(date, days))).toBe(false);
    expect(laterDate(date, days)).toBeNull();
  });
});

describe('nightsBetween', () => {
  it.each([
    ['2026-06-12', '2026-06-15', 3],
    ['2028-02-28', '2028-03-01', 2],
    ['2027-02-28', '2027-03-01', 1],
    ['2028-02-27', '2028-03-02', 4],
    ['2026-12-30', '2027-01-02', 3],
    ['2028-01-01', '2029-01-01', 366],
    ['2026-06-15', '2026-06-15', 0],
  ])('from %s to %s is %i (the stay is half-open)', (checkIn, checkOut, nights) => {
    expect(nightsBetween(checkIn, checkOut)).toBe(nights);
  });
});

describe('nairobiDate (EAT, UTC+3 all year)', () => {
  it('puts 22:30 UTC on the next day in Nairobi', () => {
    expect(nairobiDate(Date.parse('2026-06-15T22:30:00Z'))).toBe('2026-06-16');
    expect(nairobiDate(new Date('2028-02-28T22:30:00Z'))).toBe('2028-02-29');
    expect(nairobiDate(Date.parse('2026-12-31T22:30:00Z'))).toBe('2027-01-01');
  });

  it('rolls over at midnight in Nairobi, 21:00 UTC, in every season', () => {
    expect(nairobiDate(Date.parse('2030-01-01T20:59:59Z'))).toBe('2030-01-01');
    expect(nairobiDate(Date.parse('2030-07-01T21:00:00Z'))).toBe('2030-07-02');
  });
});

describe('parseStayDate', () => {
  it.each([
    ['2030-06-15', '2030-06-15'],
    [' 2030-06-15 ', '2030-06-15'],
    ['2028-02-29', '2028-02-29'],
    ['2030-06-15T09:00:00.000Z', '2030-06-15'],
    ['2030-06-15T20:59:59Z', '2030-06-15'],
    ['2030-06-15T21:00:00Z', '2030-06-16'],
    ['2030-06-15T22:30:00Z', '2030-06-16'],
    ['2030-06-15T12:00:00+03:00', '2030-06-15'],
    ['2030-06-15T12:00:00-0500', '2030-06-15'],
    ['2030-06-15T12:00:00', '2030-06-15'],
    ['2030-06-15 12:00', '2030-06-15'],
    [Date.UTC(2030, 5, 15, 9), '2030-06-15'],
    [String(Date.UTC(2030, 5, 15, 9)), '2030-06-15'],
    [String(Date.UTC(2030, 5, 15, 9) / 1000), '2030-06-15'],
  ])('reads %p as the Nairobi calendar date %s', (input, expected) => {
    expect(parseStayDate(input)).toBe(expected);
  });

  it.each([
    '2030-02-30',
    '2027-02-29',
    '2027-02-29T12:00:00',
    '2027-02-29T09:00:00Z',
    '2030-13-01',
    'tomorrow',
    '',
    '15/06/2030',
    '2030-06-15T25:00:00Z',
    null,
    {},
    Number.NaN,
    Number.POSITIVE_INFINITY,
    9e15,
  ])('refuses %p', (input) => {
    expect(parseStayDate(input)).toBeNull();
  });

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

describe('formatStayDate (en-KE, in Nairobi)', () => {
  it.each([
    ['long', '2025-12-12', 'Friday, 12 December 2025'],
    ['long', '2028-02-29', 'Tuesday, 29 February 2028'],
    ['medium', '2025-12-12', 'Fri, 12 Dec 2025'],
    ['medium', '2027-01-01', 'Fri, 1 Jan 2027'],
    ['short', '2026-01-01', '1 Jan 2026'],
    ['short', '2028-02-29', '29 Feb 2028'],
    ['dayMonth', '2026-06-12', '12 Jun'],
  ] as const)('writes %s %s as %s, the date itself in a zone west of UTC', (style, date, text) => {
    expect(formatStayDate(date, style)).toBe(text);
  });

  it('leaves what is not a stay date as it came', () => {
    expect(formatStayDate('2027-02-29', 'long')).toBe('2027-02-29');
    expect(formatStayDate('soon', 'short')).toBe('soon');
  });
});

describe('formatStayRange', () => {
  it('writes a stay as short as it stays clear, and text that is not dates as it came', () => {
    expect(formatStayRange('2026-12-12', '2026-12-15')).toBe('12–15 Dec');
    expect(formatStayRange('2026-11-30', '2026-12-02')).toBe('30 Nov – 2 Dec');
    expect(formatStayRange('2026-12-30', '2027-01-02')).toBe('30 Dec 2026 – 2 Jan 2027');
    expect(formatStayRange('someday', '2026-12-02')).toBe('someday – 2026-12-02');
  });
});
