/**
 * Stay dates, for the API, the booking forms and the listing alike (ARCHITECTURE "API and data"):
 * plain calendar dates written `YYYY-MM-DD`, a stay the half-open range `[checkIn, checkOut)`. The day
 * arithmetic is UTC string math, so a stay date never passes through `new Date()` in the browser's
 * zone; "today" and the dates printed for people are Nairobi's (EAT, UTC+3, no daylight saving).
 */

/** The zone of every stay date and of every date shown to people. */
export const STAY_TIME_ZONE = 'Africa/Nairobi';
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Nairobi is UTC+3 all year. */
const NAIROBI_OFFSET_MS = 3 * HOUR_MS;

/**
 * A stay starts at most this many calendar months after today in Nairobi (`latestCheckIn`). The spec
 * sets no limit; this one keeps a mistyped year (2062 for 2026) from becoming a booking.
 */
export const MAX_BOOKING_AHEAD_MONTHS = 18;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The Nairobi calendar date of an instant; today in Nairobi is `nairobiDate(Date.now())`. */
export function nairobiDate(instant: Date | number): string {
  return isoDay(Number(instant) + NAIROBI_OFFSET_MS);
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** The UTC midnight starting a stay date. */
function dateMs(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

/**
 * A real calendar date written `YYYY-MM-DD`: 2028-02-29 is one, 2027-02-29 and 2026-13-01 are not
 * (nor years before 0100, which `Date.UTC` would read as 19xx).
 */
export function isStayDate(value: string): boolean {
  return isoDate.test(value) && isoDay(dateMs(value)) === value;
}

/**
 * A date, a time of day that exists (00:00 to 23:59:59; Date.parse would read 24:00 as the next day)
 * and a zone (`Z`, `+03:00`, `-0500`) or none: `2025-12-12T12:00:00+03:00`.
 */
const timestamp = /^(\d{4}-\d{2}-\d{2})[T ](?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * SPEC §7: the front ends send a stay date three ways: a timestamp at 12:00 local time, a bare
 * `YYYY-MM-DD`, or an ISO timestamp. A bare date is that date; a timestamp with a zone (or epoch
 * milliseconds) is the Nairobi calendar date of that instant; a local timestamp without a zone is
 * read as Nairobi time, i.e. its own date part. Anything else is null.
 */
export function parseStayDate(input: unknown): string | null {
  if (typeof input === 'number') {
    // Within the range a Date can hold (false for NaN and ±Infinity too).
    return Math.abs(input) < 8.64e15 ? nairobiDate(input) : null;
  }
  if (typeof input !== 'string') return null;
  const value = input.trim();
  if (isStayDate(value)) return value;
  if (/^\d{10,13}$/.test(value)) return parseStayDate(Number(value.length === 10 ? `${value}000` : value));
  const [, date = '', zone] = timestamp.exec(value) ?? [];
  if (!isStayDate(date)) return null;
  if (!zone) return date;
  const ms = Date.parse(value.replace(' ', 'T'));
  return Number.isNaN(ms) ? null : nairobiDate(ms);
}

/** Nights of a half-open stay `[checkIn, checkOut)`: check-out date minus check-in date. */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round((dateMs(checkOut) - dateMs(checkIn)) / DAY_MS);
}

/** The calendar date `days` after `date` (before it when negative). */
export function addDays(date: string, days: number): string {
  return isoDay(dateMs(date) + days * DAY_MS);
}

/**
 * `date` plus `days`, or null when that is no stay date: past 9999-12-31, the last date `YYYY-MM-DD`
 * can write (addDays would answer `+010000-…`, which no date field or column reads), or before 0100.
 */
export function laterDate(date: string, days: number): string | null {
  const later = addDays(date, days);
  return isStayDate(later) ? later : null;
}

/**
 * The last check-in date a stay may have (MAX_BOOKING_AHEAD_MONTHS): the same day of the month that
 * many calendar months after `today`, or that month's last day when it is shorter (31 August →
 * 29 February).
 */
export function latestCheckIn(today: string): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const month = m - 1 + MAX_BOOKING_AHEAD_MONTHS;
  // A day past the month's end rolls into the next month; day 0 of the next month is its last day.
  return isoDay(Math.min(Date.UTC(y, month, d), Date.UTC(y, month + 1, 0)));
}

/** The months in English, January first: a date written without the locale data `Intl` loads. */
export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The ways a stay date is written for people (en-KE), each with the day of the month. */
const stayDateStyles = {
  /** "Friday, 12 December 2025": the arrival sentence, the booking emails. */
  long: { weekday: 'long', month: 'long', year: 'numeric' },
  /** "Fri, 12 Dec 2025": the booking summaries. */
  medium: { weekday: 'short', month: 'short', year: 'numeric' },
  /** "12 Dec 2025": the listing's date chip, a booked stay across a year end. */
  short: { month: 'short', year: 'numeric' },
  /** "12 Dec": the first date of a range within one year. */
  dayMonth: { month: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
export type StayDateStyle = keyof typeof stayDateStyles;

/**
 * A stay date for people, in one of the site's styles. It prints noon of the date in Nairobi, so the
 * day printed is the date itself whatever the zone of the browser or server. Anything that is not a
 * stay date is returned as it came.
 */
export function formatStayDate(date: string, style: StayDateStyle): string {
  if (!isStayDate(date)) return date;
  // Noon in Nairobi is 09:00 UTC.
  return stayDateFormat(style).format(dateMs(date) + 9 * HOUR_MS);
}

/**
 * Performance: one formatter per style, built on first use. Building one costs far more than using it
 * (bench/results.md, "Intl's locale data off every page's start; the shell entry yields before React
 * DOM"), and a host's calendar labels every night it shows.
 */
const stayDateFormats = new Map<StayDateStyle, Intl.DateTimeFormat>();
function stayDateFormat(style: StayDateStyle): Intl.DateTimeFormat {
  let format = stayDateFormats.get(style);
  if (!format) {
    format = new Intl.DateTimeFormat('en-KE', { day: 'numeric', ...stayDateStyles[style], timeZone: STAY_TIME_ZONE });
    stayDateFormats.set(style, format);
  }
  return format;
}

/**
 * A stay's dates for people, as short as they stay clear: "12–15 Dec", "30 Nov – 2 Dec",
 * "30 Dec 2025 – 2 Jan 2026" (the booking forms' booked stays, the results page's heading, the host
 * calendar's blocks). Not dates: the text as it came.
 */
export function formatStayRange(checkIn: string, checkOut: string): string {
  if (!isStayDate(checkIn) || !isStayDate(checkOut)) return `${checkIn} – ${checkOut}`;
  if (checkIn.slice(0, 4) !== checkOut.slice(0, 4)) {
    return `${formatStayDate(checkIn, 'short')} – ${formatStayDate(checkOut, 'short')}`;
  }
  const end = formatStayDate(checkOut, 'dayMonth');
  if (checkIn.slice(5, 7) !== checkOut.slice(5, 7)) return `${formatStayDate(checkIn, 'dayMonth')} – ${end}`;
  return `${Number(checkIn.slice(8))}–${end}`;
}
