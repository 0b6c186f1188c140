/**
 * The host endpoints and the CSRF header, apart from the rest of the host contracts (rules, messages,
 * choices), so the calls that carry a session (`shared/host-session`) load without them.
 * `contracts/host-rules` re-exports both.
 */
/** The header a signed-in host's state-changing request carries (the session's CSRF token). */
export const CSRF_HEADER = 'X-CSRF-Token';

/** The host endpoints (SPEC §7 names register, login, profile, listings, create-listing-from-journey, upload). */
export const hostApi = {
  register: '/api/hosts/register',
  login: '/api/hosts/login',
  logout: '/api/hosts/logout',
  session: '/api/hosts/session',
  verifyEmail: '/api/hosts/verify-email',
  resendVerification: '/api/hosts/resend-verification',
  passwordReset: '/api/hosts/password-reset',
  passwordResetConfirm: '/api/hosts/password-reset/confirm',
  profile: '/api/hosts/profile',
  /** `GET` the host's identity check; `POST` multipart (`documentType`, files `document` and `selfie`) a new one. */
  identity: '/api/hosts/identity',
  listings: '/api/hosts/listings',
  createListing: '/api/hosts/create-listing-from-journey',
  listing: (id: string) => `/api/hosts/listings/${encodeURIComponent(id)}`,
  publish: (id: string) => `/api/hosts/listings/${encodeURIComponent(id)}/publish`,
  unpublish: (id: string) => `/api/hosts/listings/${encodeURIComponent(id)}/unpublish`,
  /** `POST` multipart, field `file`; `?listingId=` adds the photo to that listing, `?purpose=avatar` makes it the avatar. */
  upload: '/api/upload',
} as const;
