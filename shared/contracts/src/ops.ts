/**
 * The operations console's agreement between the API and the console (content's `/ops`): paths,
 * limits and words. Browser-safe, free of TypeBox (`contracts/ops`; the wire schemas are
 * `contracts/ops-schemas`). Operators are not hosts: their own accounts, sessions and cookie.
 */

/** An operator's session lasts this long from sign-in, and is never extended. */
export const OPS_SESSION_HOURS = 8;
/** A set-up link (from `npm run ops -- add-operator`) is good this long, once. */
export const OPS_SETUP_LINK_HOURS = 72;
/** The authenticator's codes: six digits, a new one every 30 seconds (RFC 6238's defaults). */
export const OPS_CODE_DIGITS = 6;
/** The name an authenticator app shows beside the code. */
export const OPS_TOTP_ISSUER = 'Makao operations';

/** The console's pages in the site. */
export const opsPaths = {
  home: '/ops',
  signIn: '/ops/sign-in',
  setup: '/ops/setup',
} as const;

/** The console's API. Every other `/api/ops/*` route needs a signed-in operator past the second factor. */
export const opsApi = {
  session: '/api/ops/session',
  login: '/api/ops/login',
  code: '/api/ops/login/code',
  logout: '/api/ops/logout',
  setup: '/api/ops/setup',
  audit: '/api/ops/audit',
  /** Listings waiting for review, oldest first. */
  reviewQueue: '/api/ops/listings/review',
  approve: (listingId: string) => `/api/ops/listings/${encodeURIComponent(listingId)}/approve`,
  reject: (listingId: string) => `/api/ops/listings/${encodeURIComponent(listingId)}/reject`,
  /** Hosts' identity checks waiting for a decision, oldest first. */
  identityQueue: '/api/ops/identity',
  /** One photo of a check (`document` or `selfie`), decrypted for the operator; never cached. */
  identityFile: (checkId: string, side: 'document' | 'selfie') =>
    `/api/ops/identity/${encodeURIComponent(checkId)}/${side}`,
  verifyIdentity: (checkId: string) => `/api/ops/identity/${encodeURIComponent(checkId)}/verify`,
  rejectIdentity: (checkId: string) => `/api/ops/identity/${encodeURIComponent(checkId)}/reject`,
  /** Messages the outbox gave up on, newest first (`OPS_FAILED_MAIL_PAGE`); never their bodies. */
  failedMail: '/api/ops/outbox/failed',
  resendMail: (mailId: string) => `/api/ops/outbox/${encodeURIComponent(mailId)}/resend`,
  /** One listing's bookings, newest first (`OPS_LISTING_BOOKINGS_PAGE`), read-only. */
  listingBookings: (listingId: string) => `/api/ops/listings/${encodeURIComponent(listingId)}/bookings`,
} as const;

export const opsMessages = {
  loginFailed: 'That email and password do not match an operator account.',
  codeFormat: `Enter the ${OPS_CODE_DIGITS}-digit code from your authenticator app.`,
  codeWrong: 'That code is not right, or was already used. Wait for the next one and try again.',
  secondFactorRequired: 'Enter the code from your authenticator app first.',
  setupLinkInvalid: 'This set-up link is not valid any more. Ask for a new one.',
  disabled: 'This operator account is disabled.',
  signedOut: 'You are signed out.',
  notInReview: 'This listing is not waiting for review any more.',
  rejectReason: 'Say what the host should change, in at most 1000 characters.',
  identityNotPending: 'This identity check is not waiting for a decision any more.',
  identityFilesGone: 'The photos of this check were deleted under the retention policy.',
  mailNotFailed: 'This message is not a failed one: it was sent, or is already waiting to be sent again.',
  mailBodyErased:
    'This message held a sign-in link, erased once it was given up on: it cannot be sent again. The person can ask for a new one.',
} as const;

/** The longest reason an operator gives for sending a listing back. */
export const REJECTION_REASON_MAX = 1000;

/** `GET /api/ops/session`: the signed-in operator, or null. */
export interface OpsSession {
  email: string;
  name: string;
  /** False until the authenticator's code is taken: the session can do nothing else. */
  secondFactor: boolean;
  /** Sent back in `X-CSRF-Token` with every change. */
  csrfToken: string;
  expiresAt: string;
}

/** `GET /api/ops/setup?token=…`: what the set-up page shows to pair the authenticator app. */
export interface OpsSetup {
  email: string;
  name: string;
  /** `otpauth://totp/…`, for the QR code. */
  otpauthUri: string;
  /** The QR code of `otpauthUri`, as an SVG document. */
  qrSvg: string;
  /** The secret in base32, for typing into an app by hand. */
  secret: string;
}

export interface OpsLoginRequest {
  email: string;
  password: string;
}

export interface OpsCodeRequest {
  code: string;
}

export interface OpsSetupRequest {
  token: string;
  password: string;
  code: string;
}

/** One line of the audit log (`GET /api/ops/audit`): who did what to what, when, before and after. */
export interface OpsAuditEntry {
  id: string;
  /** The operator's email, or "command line". */
  actor: string;
  action: string;
  subjectType: string;
  subjectId: string;
  before: unknown;
  after: unknown;
  at: string;
}

/**
 * A listing waiting for review, with what the operator checks: the place, the photos and who the host
 * is. `kind` `changes`: a live listing's new place or photos (shown here), beside the approved `live`
 * ones guests still see.
 */
export interface OpsListingReview {
  id: string;
  kind: 'listing' | 'changes';
  live: {
    address: string;
    area: string;
    city: string;
    county: string;
    coordinates: { lat: number; lng: number } | null;
    photos: string[];
  } | null;
  title: string;
  type: string;
  price: number;
  description: string;
  address: string;
  area: string;
  city: string;
  county: string;
  coordinates: { lat: number; lng: number } | null;
  guests: number;
  beds: number;
  baths: number;
  amenities: string[];
  /** The host's TRA registration number, to check against the Authority's register. */
  traNumber: string | null;
  /** The photos' URLs, the cover first. */
  photos: string[];
  host: { name: string; email: string | null; phone: string | null; joinedAt: string };
  submittedAt: string;
}

/** The audit log's page: the newest first. */
export const OPS_AUDIT_PAGE = 100;

/** A host's identity check waiting for an operator, with who the host is. The photos are fetched apart, operators only. */
export interface OpsIdentityCheck {
  id: string;
  documentType: 'national-id' | 'passport';
  submittedAt: string;
  host: { id: string; name: string; email: string | null; phone: string | null; joinedAt: string; listings: number };
}

/** The two photos of an identity check. */
export const identityFileSides = ['document', 'selfie'] as const;
export type IdentityFileSide = (typeof identityFileSides)[number];

/** The failed messages the console lists at once, newest first. */
export const OPS_FAILED_MAIL_PAGE = 100;

/**
 * A message the outbox gave up on (`GET /api/ops/outbox/failed`): who it was for and why it failed,
 * never its body (a body can hold a sign-in link).
 */
export interface OpsFailedMail {
  id: string;
  /** The outbox's kind of message: `booking-guest`, `host-verify-email`… */
  kind: string;
  to: string;
  subject: string;
  attempts: number;
  /** The last attempt's error, when one was stored. */
  lastError: string | null;
  createdAt: string;
  failedAt: string;
  /** False when the body was erased on giving up (it held a sign-in link): it cannot be sent again. */
  resendable: boolean;
}

/** `POST /api/ops/outbox/:id/resend`: the message waits to be sent now, with a fresh run of attempts. */
export interface OpsResentMail {
  id: string;
  status: 'queued';
}

/** A listing's bookings the console shows at once, newest first. */
export const OPS_LISTING_BOOKINGS_PAGE = 100;

/** One booking of a listing, as an operator sees it (`GET /api/ops/listings/:id/bookings`): no contact details. */
export interface OpsListingBooking {
  id: string;
  reference: string;
  /** The guest's first name only. */
  guestFirstName: string;
  /** Plain calendar dates (`YYYY-MM-DD`), the stay half-open. */
  checkIn: string;
  checkOut: string;
  nights: number;
  guests: number;
  /** A `LifecycleStatus`. */
  status: string;
  createdAt: string;
}
