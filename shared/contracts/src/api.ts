/**
 * The API's rules as data: limits, enumerations, field labels and the messages of every rule (stay
 * dates are `stayDate.ts`). The API enforces them; the front ends reuse them for their forms so the
 * person sees the same rule the server applies. Browser-safe and free of TypeBox, so the singleton
 * `contracts` stays small on every page (the schemas are in `schemas.ts`, API only).
 */
import { MAX_BOOKING_AHEAD_MONTHS } from './stayDate';

// ---------------------------------------------------------------------------------------------
// Limits and enumerations
// ---------------------------------------------------------------------------------------------

/** Maximum lengths of every string the API accepts. */
export const fieldLimits = {
  name: 100,
  email: 254,
  phone: 32,
  message: 2000,
  propertyId: 64,
  dateInput: 40,
  firstName: 60,
  lastName: 60,
  inquiryMessage: 5000,
  idempotencyKey: 255,
  searchText: 100,
  location: 100,
  telemetryText: 200,
  telemetryReason: 1000,
} as const;

/** A stay is at most this many nights. */
export const MAX_STAY_NIGHTS = 90;
/** Upper bound of the guests field; the property's own maximum is checked by the server. */
export const MAX_GUESTS = 50;
export const PROPERTY_LIST_DEFAULT_LIMIT = 100;
export const PROPERTY_LIST_MAX_LIMIT = 500;
/**
 * The listing's page: its first call asks for this many (SPEC §9 shows 6 of them until Show All), and
 * each Load more this many again.
 */
export const PROPERTY_LIST_PAGE_SIZE = 24;
/** Up to this many matches a listing's total is counted exactly; past it, the planner's estimate. */
export const PROPERTY_LIST_EXACT_TOTAL_MAX = 1_000;
/** The longest `cursor` a listing accepts (its own cursors are far shorter). */
export const PROPERTY_LIST_CURSOR_MAX = 200;
/** Longest window the availability call answers for, in days. */
export const AVAILABILITY_MAX_DAYS = 731;
export const BLOG_MAX_PER_PAGE = 100;
/** SPEC §9: the blog shows one page of 12 posts (the page's call, which the shell also preloads). */
export const BLOG_PAGE_SIZE = 12;

export const propertySorts = ['newest', 'price_asc', 'price_desc'] as const;
export type PropertySort = (typeof propertySorts)[number];

/** SPEC §3: the widget sends `reserve` (reserve now, pay on arrival). */
export const paymentTypes = ['reserve'] as const;
export type PaymentType = (typeof paymentTypes)[number];

/** A booking's statuses (its life: bookingLifecycle.ts). */
export const bookingStatuses = [
  'unconfirmed',
  'requested',
  'confirmed',
  'completed',
  'declined',
  'expired',
  'cancelled',
] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** SPEC §3: contact inquiry types. */
export const inquiryTypes = [
  'furnished-apartments-nairobi',
  'holiday-homes-mombasa',
  'safari-accommodation',
  'serviced-apartments',
  'corporate-housing',
  'beach-vacation-rentals',
  'list-property',
  'support',
  'other',
] as const;
export type InquiryType = (typeof inquiryTypes)[number];

export const inquiryTypeLabels: Record<InquiryType, string> = {
  'furnished-apartments-nairobi': 'Furnished apartments in Nairobi',
  'holiday-homes-mombasa': 'Holiday homes in Mombasa',
  'safari-accommodation': 'Safari accommodation',
  'serviced-apartments': 'Serviced apartments',
  'corporate-housing': 'Corporate housing',
  'beach-vacation-rentals': 'Beach vacation rentals',
  'list-property': 'List my property',
  support: 'Support',
  other: 'Other',
};

/** SPEC §5: fields a booking cannot do without (missing ones are listed in `missingFields`). */
export const bookingRequiredFields = ['name', 'email', 'phone', 'checkIn', 'checkOut', 'propertyId'] as const;
/** SPEC §5: contact form required fields. */
export const inquiryRequiredFields = ['firstName', 'lastName', 'email', 'message'] as const;

/** Human labels of request fields, used in error messages. */
export const fieldLabels: Record<string, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  guests: 'Number of guests',
  message: 'Message',
  checkIn: 'Check-in date',
  checkOut: 'Check-out date',
  propertyId: 'Property',
  paymentType: 'Payment type',
  firstName: 'First name',
  lastName: 'Last name',
  inquiryType: 'Inquiry type',
  bookingId: 'Booking',
  location: 'Location',
  type: 'Property type',
  minPrice: 'Minimum price',
  maxPrice: 'Maximum price',
  sort: 'Sort',
  limit: 'Limit',
  q: 'Search',
  from: 'From date',
  to: 'To date',
  remote: 'Remote',
  version: 'Version',
  module: 'Module',
  reason: 'Reason',
  page: 'Page',
  per_page: 'Posts per page',
  'idempotency-key': 'Idempotency-Key header',
};

// ---------------------------------------------------------------------------------------------
// Messages (the `error` text of each rule)
// ---------------------------------------------------------------------------------------------

export const apiErrorMessages = {
  notFound: 'Not found',
  malformedJson: 'Malformed JSON body',
  bodyTooLarge: 'Request body is too large',
  unsupportedMediaType: 'Unsupported content type. Send JSON.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  invalidRequest: 'Invalid request',
  internal: 'Something went wrong',
  bodyNotUtf8: 'Request body must be UTF-8 text',
  invalidCursor: 'This page of results is no longer valid. Start again from the first page.',
} as const;

export const bookingErrorMessages = {
  missingFields: 'Missing required fields',
  invalidEmail: 'Please enter a valid email address',
  invalidPhone: 'Please enter a valid phone number, e.g. +254 712 345 678 or 0712 345 678',
  invalidDate: 'Please select valid check-in and check-out dates',
  // SPEC §5
  checkInPast: 'Check-in date must be today or in the future. Please select a valid date.',
  // SPEC §5
  checkOutNotAfterCheckIn: 'Check-out date must be after check-in date.',
  checkInTooFar: `Check-in date can be at most ${MAX_BOOKING_AHEAD_MONTHS} months from today. Please select an earlier date.`,
  stayTooLong: `A stay can be at most ${MAX_STAY_NIGHTS} nights`,
  guestsOutOfRange: (max: number) => `Number of guests must be between 1 and ${max} for this property`,
  propertyNotFound: 'Property not found',
  datesUnavailable: 'These dates are no longer available',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different booking request',
  bookingNotFound: 'Booking not found',
} as const;

/** The text of a too long value, from the API and from the forms. */
export const tooLongMessage = (label: string, limit: number) => `${label} must be at most ${limit} characters`;

// ---------------------------------------------------------------------------------------------
// Rules shared by forms and server
// ---------------------------------------------------------------------------------------------

/** SPEC §5: text, @, text, dot, text, no spaces. */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';

/**
 * Kenyan numbers (0712 345 678, 0112 345 678, +254 712 345 678, 254712345678) or any international
 * number in E.164 form (+ then 8 to 15 digits).
 */
export function isValidPhone(value: string): boolean {
  const compact = value.trim().replace(/[\s().-]/g, '');
  if (!/^\+?\d+$/.test(compact)) return false;
  if (/^0[17]\d{8}$/.test(compact)) return true;
  if (/^\+?254[17]\d{8}$/.test(compact)) return true;
  return /^\+[1-9]\d{7,14}$/.test(compact) && !compact.startsWith('+254');
}

/**
 * The formats request rules name beyond JSON Schema's own (`format: 'phone'`). The API's validator
 * is given these functions, so the server and the forms run the same check.
 */
export const requestFormats = { phone: isValidPhone } as const;
export type RequestFormat = keyof typeof requestFormats;

/**
 * A request field's rule as JSON Schema keywords: plain data that the TypeBox schemas are built from
 * (`schemas.ts`, API only) and that a form can read without TypeBox. `errorMessage` is the text shown
 * when the value's form is wrong (its pattern or format), SPEC §5.
 */
export interface FieldRule {
  maxLength: number;
  /** A value shorter than this breaks the rule (its `errorMessage`). */
  minLength?: number;
  pattern?: string;
  format?: RequestFormat;
  errorMessage?: string;
}

/** SPEC §5: the email rule of the booking and contact requests. */
export const emailRule = {
  maxLength: fieldLimits.email,
  pattern: EMAIL_PATTERN,
  errorMessage: bookingErrorMessages.invalidEmail,
} as const satisfies FieldRule;

/** SPEC §5: the phone rule (required for a booking, optional for an inquiry). */
export const phoneRule = {
  maxLength: fieldLimits.phone,
  format: 'phone',
  errorMessage: bookingErrorMessages.invalidPhone,
} as const satisfies FieldRule;

/**
 * A host's identity photos are deleted this many days after the operator's decision (Kenya's Data
 * Protection Act 2019, s. 25(g) and s. 39: kept no longer than the purpose needs). The decision, its
 * date and the document type stay. Here, not in the host rules: the host terms quote it to guests.
 */
export const IDENTITY_RETENTION_DAYS = 30;
