/**
 * @jest-environment test-utils/time-zone-environment
 * @jest-environment-options {"timeZone": "Pacific/Honolulu"}
 */
import { parseStayDate } from 'contracts';
import {
  formatBookedRange,
  latestCheckOut,
  noonIsoTimestamp,
  noonTimestamp,
  overlappingStay,
  stayNights,
  stayTotal,
  todayInNairobi,
  tomorrowInNairobi,
} from './stayDates';

it('runs in a zone west of UTC (Honolulu, UTC-10)', () => {
  expect(new Date(2025, 0, 15, 12).getTimezoneOffset()).toBe(600);
});

describe('today and tomorrow', () => {
  // 12:30 on 31 January in Honolulu is 01:30 on 1 February in Nairobi.
  const lateInHonolulu = Date.parse('2025-01-31T22:30:00Z');

  it('are Nairobi dates, whatever the browser zone', () => {
    expect(todayInNairobi(lateInHonolulu)).toBe('2025-02-01');
    expect(tomorrowInNairobi(lateInHonolulu)).toBe('2025-02-02');
  });

  it('roll over at midnight in Nairobi', () => {
    expect(todayInNairobi(Date.parse('2025-12-31T20:59:59Z'))).toBe('2025-12-31');
    expect(todayInNairobi(Date.parse('2025-12-31T21:00:00Z'))).toBe('2026-01-01');
  });
});

describe('nights (SPEC §9)', () => {
  it.each([
    ['2025-12-12', '2025-12-15', 3],
    ['2025-01-30', '2025-02-02', 3],
    ['2025-02-27', '2025-03-01', 2],
    ['2028-02-27', '2028-03-01', 3],
    ['2025-12-30', '2026-01-02', 3],
    ['2025-04-30', '2025-05-01', 1],
    ['2025-03-08', '2025-03-10', 2],
    ['2025-10-31', '2025-11-03', 3],
  ])('from %s to %s is %i', (checkIn, checkOut, nights) => {
    expect(stayNights(checkIn, checkOut)).toBe(nights);
  });

  it('is not a stay when check-out is not after check-in', () => {
    expect(stayNights('2025-12-12', '2025-12-12')).toBeNull();
    expect(stayNights('2025-12-12', '2025-12-10')).toBeNull();
  });

  it('is not a stay while a date is missing or not a real date', () => {
    expect(stayNights('', '2025-12-12')).toBeNull();
    expect(stayNights('2025-02-30', '2025-03-02')).toBeNull();
  });
});

describe('totals (SPEC §9)', () => {
  it('are nights times the nightly price', () => {
    expect(stayTotal(4500, 3)).toBe(13500);
  });

  it('across a month end', () => {
    expect(stayTotal(12000, stayNights('2025-01-30', '2025-02-02') as number)).toBe(36000);
  });

  it('across a year end', () => {
    expect(stayTotal(2500, stayNights('2025-12-30', '2026-01-02') as number)).toBe(7500);
  });
});

describe('dates as sent', () => {
  it('12:00 local time keeps the chosen date for the API, even in Honolulu', () => {
    expect(noonTimestamp('2025-12-12')).toBe('2025-12-12T12:00:00+03:00');
    expect(parseStayDate(noonTimestamp('2025-12-12'))).toBe('2025-12-12');
    expect(parseStayDate(noonTimestamp('2025-12-31'))).toBe('2025-12-31');
  });

  it('the ISO timestamp keeps the chosen date for the API, even in Honolulu', () => {
    expect(noonIsoTimestamp('2025-12-12')).toBe('2025-12-12T09:00:00.000Z');
    expect(parseStayDate(noonIsoTimestamp('2025-12-12'))).toBe('2025-12-12');
  });

  it('(why: browser-local noon here is already the next day in Nairobi)', () => {
    const browserNoon = new Date(2025, 11, 12, 12).toISOString();
    expect(parseStayDate(browserNoon)).toBe('2025-12-13');
  });
});

describe('booked stays for people (en-KE, Africa/Nairobi)', () => {
  it.each([
    ['2025-12-12', '2025-12-15', '12–15 Dec'],
    ['2025-11-30', '2025-12-02', '30 Nov – 2 Dec'],
    ['2025-12-30', '2026-01-02', '30 Dec 2025 – 2 Jan 2026'],
  ])('prints the booked stay %s to %s as %s', (checkIn, checkOut, text) => {
    expect(formatBookedRange({ checkIn, checkOut })).toBe(text);
  });
});

describe('the latest check-out', () => {
  it('a stay ends at most 90 nights after check-in', () => {
    expect(latestCheckOut('2025-12-01')).toBe('2026-03-01');
  });
});

describe('overlapping stays (half-open)', () => {
  const booked = [{ checkIn: '2025-12-12', checkOut: '2025-12-15' }];

  it('finds a stay that shares a night', () => {
    expect(overlappingStay('2025-12-14', '2025-12-16', booked)).toEqual(booked[0]);
    expect(overlappingStay('2025-12-10', '2025-12-13', booked)).toEqual(booked[0]);
    expect(overlappingStay('2025-12-10', '2025-12-20', booked)).toEqual(booked[0]);
  });

  it('lets a stay end the day another begins, or begin the day another ends', () => {
    expect(overlappingStay('2025-12-10', '2025-12-12', booked)).toBeUndefined();
    expect(overlappingStay('2025-12-15', '2025-12-18', booked)).toBeUndefined();
  });
});
