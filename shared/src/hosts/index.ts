/** The host area's client side: the signed-in host atom and the calls that carry the session. */
// By package name, not by path: the shell loads `shared/host-session` alone, and the two must be one
// module instance (one atom, one CSRF token) across the apps that share `shared/`.
export {
  hostSessionAtom,
  HostRequestError,
  UPLOAD_TIMEOUT_MS,
  fetchHostSession,
  hostRequest,
  rememberSession,
  retryAfterSeconds,
  sessionRequest,
  signOut,
  uploadPhoto,
} from 'shared/host-session';
export type { HostRequestInit, UploadOptions } from 'shared/host-session';
export { useHostRetry } from './hostRetry';
// The host rules, named one by one (no `export *`: the entry's surface is what it lists).
export {
  PASSWORD_MIN_LENGTH,
  hostFieldLimits,
  LISTING_PRICE_MIN,
  LISTING_PRICE_MAX,
  LISTING_PIN_BOUNDS,
  LISTING_PRICE_GUIDANCE,
  LISTING_MAX_GUESTS,
  LISTING_MAX_ROOMS,
  LISTING_MIN_PHOTOS,
  LISTING_MAX_PHOTOS,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_PIXELS,
  uploadTypes,
  PHOTO_WIDTHS,
  VERIFY_EMAIL_TTL_HOURS,
  PASSWORD_RESET_TTL_MINUTES,
  SESSION_IDLE_DAYS,
  hostMessages,
  registerRules,
  loginRules,
  resetRequestRules,
  resetConfirmRules,
  profileRules,
  listingTextRules,
  listingStatuses,
  listingStatusLabels,
  publishRequiredFields,
  listingFieldLabels,
  kenyaCounties,
  suggestedAmenities,
  hostingPaths,
} from 'contracts/host-rules';
export { CSRF_HEADER, hostApi } from 'contracts/host-api';
export type {
  HostAccount,
  HostSession,
  ListingStatus,
  ListingPhoto,
  ListingFields,
  ListingField,
  HostListing,
  ListingPatch,
  HostProfilePatch,
} from 'contracts/host-rules';
