/**
 * The host calendar, as the API and the host area agree on it: nights a host blocks by hand, nights
 * imported from another platform's iCal feed, the held bookings beside them, and the listing's own
 * feed for other platforms to import. Browser-safe, free of TypeBox (`contracts/calendar`).
 */

/** Where a block comes from: the host's own hand, or another platform's feed. */
export const calendarBlockSources = ['host', 'ical'] as const;
export type CalendarBlockSource = (typeof calendarBlockSources)[number];

/** Nights a guest cannot book, `checkOut` exclusive (YYYY-MM-DD, Africa/Nairobi). */
export interface CalendarBlock {
  id: string;
  checkIn: string;
  checkOut: string;
  source: CalendarBlockSource;
  createdAt: string;
}

/** A booking holding the listing's nights (requested, confirmed or completed). */
export interface CalendarBooking {
  reference: string;
  status: 'requested' | 'confirmed' | 'completed';
  checkIn: string;
  checkOut: string;
}

/** The listing's import of another platform's calendar, as last synced. */
export interface CalendarImport {
  url: string | null;
  lastSyncAt: string | null;
  /** Why the last sync failed (the blocks of the sync before stay); null after a good one. */
  lastError: string | null;
  /** Events of the last good sync that now block nights. */
  imported: number;
  /** Events of the last good sync left out because a booking here holds some of their nights. */
  skipped: number;
}

export interface HostCalendar {
  from: string;
  to: string;
  blocks: CalendarBlock[];
  bookings: CalendarBooking[];
  /** The listing's secret feed URL (`.ics`) for other platforms. */
  exportUrl: string;
  import: CalendarImport;
}

export interface BlockRequest {
  checkIn: string;
  checkOut: string;
}

export interface CalendarImportRequest {
  url: string | null;
}

/** The longest block, in nights, and the widest calendar window one request reads, in days. */
export const CALENDAR_MAX_BLOCK_NIGHTS = 366;
export const CALENDAR_MAX_WINDOW_DAYS = 731;
/** The longest import URL accepted. */
export const CALENDAR_IMPORT_URL_MAX = 2000;
/** A feed larger than this is refused (bytes). */
export const ICAL_MAX_BYTES = 1024 * 1024;
/**
 * A feed with more upcoming events than this (recurrences counted one by one) is refused: a
 * listing's calendar has at most one stay a night within the booking horizon, far fewer than this.
 */
export const ICAL_MAX_EVENTS = 1000;

export const calendarMessages = {
  nightsBooked: 'These nights are already booked',
  importedBlock: 'Nights imported from another calendar change there, not here',
  blockDates: 'Choose a check-out date after the first blocked night',
  blockTooLong: `A block can cover at most ${CALENDAR_MAX_BLOCK_NIGHTS} nights`,
  blockInPast: 'Blocked nights must be today or later',
  windowInvalid: `Choose a window of at most ${CALENDAR_MAX_WINDOW_DAYS} days, "to" after "from"`,
  importUrlInvalid: 'Enter a calendar link that starts with http:// or https://',
  importUrlPrivate: 'This calendar link points to a private network address',
  importUrlUnresolved: 'This calendar link’s address could not be found',
  syncHttp: (status: number) => `The calendar could not be fetched (HTTP ${status})`,
  syncTimeout: 'The calendar took too long to answer',
  syncTooLarge: 'The calendar is larger than 1 MB',
  syncNotIcal: 'The link does not lead to an iCal calendar',
  syncUnreachable: 'The calendar could not be reached',
  syncTooManyRedirects: 'The calendar link redirects too many times',
  syncTooManyEvents: `The calendar has more than ${ICAL_MAX_EVENTS.toLocaleString('en-KE')} upcoming events. Link the calendar of this listing alone.`,
  syncTooSlow: 'The calendar took too long to read',
} as const;

/** The host calendar's calls. */
export const calendarApi = {
  calendar: (listingId: string) => `/api/hosts/listings/${encodeURIComponent(listingId)}/calendar`,
  blocks: (listingId: string) => `/api/hosts/listings/${encodeURIComponent(listingId)}/blocks`,
  block: (listingId: string, blockId: string) =>
    `/api/hosts/listings/${encodeURIComponent(listingId)}/blocks/${encodeURIComponent(blockId)}`,
  icalImport: (listingId: string) => `/api/hosts/listings/${encodeURIComponent(listingId)}/ical-import`,
} as const;
