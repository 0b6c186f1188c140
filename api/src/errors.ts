/**
 * The one registry of the API's errors: each code has its status and its `error` text (the texts
 * live in `contracts` so the front ends show the same words). Every error answer is
 * `{ error, details?, missingFields? }` (SPEC §8); nothing else ever reaches a client. A request
 * field's wrong form (email, phone) answers its rule's own `errorMessage`, from the shared schema.
 */
import { STAY_CALENDAR_NOT_CONFIRMED, lifecycleMessages } from 'contracts/booking-lifecycle';
import { calendarMessages } from 'contracts/calendar';
import { hostMessages, identityMessages } from 'contracts/host-rules';
import { moderationMessages } from 'contracts/moderation';
import { opsMessages } from 'contracts/ops';
import { reviewMessages } from 'contracts/reviews';
import { savedMessages } from 'contracts/saved';
import { mapAreaMessages } from 'contracts/map-area';
import { apiErrorMessages, bookingErrorMessages } from 'contracts/rules';
import { stayTooShortMessage, type ApiErrorBody } from 'contracts';

export const errorCodes = {
  NOT_FOUND: { status: 404, error: apiErrorMessages.notFound },
  MALFORMED_JSON: { status: 400, error: apiErrorMessages.malformedJson },
  BODY_NOT_UTF8: { status: 400, error: apiErrorMessages.bodyNotUtf8 },
  BODY_TOO_LARGE: { status: 413, error: apiErrorMessages.bodyTooLarge },
  HEADERS_TOO_LARGE: { status: 431, error: 'Request headers are too large' },
  REQUEST_TIMEOUT: { status: 408, error: 'The request took too long to arrive' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, error: apiErrorMessages.unsupportedMediaType },
  TOO_MANY_REQUESTS: { status: 429, error: apiErrorMessages.tooManyRequests },
  INVALID_REQUEST: { status: 400, error: apiErrorMessages.invalidRequest },
  INVALID_CURSOR: { status: 400, error: apiErrorMessages.invalidCursor },
  INVALID_MAP_AREA: { status: 400, error: mapAreaMessages.invalid },
  INTERNAL: { status: 500, error: apiErrorMessages.internal },

  MISSING_FIELDS: { status: 400, error: bookingErrorMessages.missingFields },
  INVALID_DATE: { status: 400, error: bookingErrorMessages.invalidDate },
  CHECK_IN_PAST: { status: 400, error: bookingErrorMessages.checkInPast },
  CHECK_IN_TOO_FAR: { status: 400, error: bookingErrorMessages.checkInTooFar },
  CHECK_OUT_NOT_AFTER_CHECK_IN: { status: 400, error: bookingErrorMessages.checkOutNotAfterCheckIn },
  STAY_TOO_LONG: { status: 400, error: bookingErrorMessages.stayTooLong },
  GUESTS_OUT_OF_RANGE: { status: 400, error: bookingErrorMessages.guestsOutOfRange(1) },
  STAY_TOO_SHORT: { status: 400, error: stayTooShortMessage(2) },
  PROPERTY_NOT_FOUND: { status: 404, error: bookingErrorMessages.propertyNotFound },
  BOOKING_NOT_FOUND: { status: 404, error: bookingErrorMessages.bookingNotFound },
  DATES_UNAVAILABLE: { status: 409, error: bookingErrorMessages.datesUnavailable },
  IDEMPOTENCY_KEY_REUSED: { status: 422, error: bookingErrorMessages.idempotencyKeyReused },
  MAIL_FAILED: { status: 502, error: 'The message could not be sent. Please try again later.' },
  DATABASE_UNAVAILABLE: { status: 503, error: 'The service is busy right now. Please try again in a moment.' },
  POST_NOT_FOUND: { status: 404, error: 'Post not found' },

  SIGN_IN_REQUIRED: { status: 401, error: hostMessages.signInRequired },
  LOGIN_FAILED: { status: 401, error: hostMessages.loginFailed },
  CSRF_REJECTED: { status: 403, error: hostMessages.csrfRejected },
  PASSWORD_REJECTED: { status: 400, error: hostMessages.passwordTooShort },
  TOKEN_INVALID: { status: 400, error: hostMessages.tokenInvalid },
  EMAIL_NOT_VERIFIED: { status: 403, error: hostMessages.emailNotVerified },
  LISTING_NOT_FOUND: { status: 404, error: hostMessages.listingNotFound },
  LISTING_INCOMPLETE: { status: 422, error: hostMessages.listingIncomplete },
  ILLEGAL_TRANSITION: { status: 409, error: lifecycleMessages.illegalTransition },
  CODE_FORMAT: { status: 400, error: lifecycleMessages.codeFormat },
  CODE_WRONG: { status: 400, error: lifecycleMessages.codeWrong },
  CODE_EXPIRED: { status: 410, error: lifecycleMessages.codeExpired },
  CODE_CANCELLED: { status: 410, error: lifecycleMessages.codeCancelled },
  CODE_DECLINED: { status: 410, error: lifecycleMessages.codeDeclined },
  CODE_STAY_COMPLETED: { status: 410, error: lifecycleMessages.codeStayCompleted },
  CODE_TOO_MANY_TRIES: { status: 429, error: lifecycleMessages.codeTooManyTries },
  CODE_RESEND_TOO_SOON: { status: 429, error: lifecycleMessages.codeResendTooSoon },
  CODE_RESEND_LIMIT: { status: 409, error: lifecycleMessages.codeResendLimit },
  TOO_MANY_LIVE_REQUESTS: { status: 429, error: lifecycleMessages.tooManyLive },
  BOOKING_NOT_CONFIRMED: { status: 409, error: STAY_CALENDAR_NOT_CONFIRMED },
  BOOKING_LOOKUP_FAILED: { status: 404, error: lifecycleMessages.notFound },
  LISTING_NOT_PUBLISHED: { status: 409, error: 'Only a published listing can be unpublished' },
  TOO_MANY_PHOTOS: { status: 409, error: hostMessages.tooManyPhotos },
  NIGHTS_BOOKED: { status: 409, error: calendarMessages.nightsBooked },
  IMPORTED_BLOCK: { status: 409, error: calendarMessages.importedBlock },
  PHOTO_TOO_LARGE: { status: 413, error: hostMessages.photoTooLarge },
  PHOTO_NOT_SUPPORTED: { status: 415, error: hostMessages.photoType },
  PHOTO_TOO_SMALL: { status: 422, error: hostMessages.photoTooSmall('listing') },
  REVIEW_STAY_NOT_COMPLETED: { status: 409, error: reviewMessages.notCompleted },
  REVIEW_WINDOW_CLOSED: { status: 409, error: reviewMessages.windowClosed },
  REVIEW_ALREADY_WRITTEN: { status: 409, error: reviewMessages.alreadyWritten },
  REVIEW_NOT_FOUND: { status: 404, error: reviewMessages.notFound },
  REVIEW_ALREADY_REPLIED: { status: 409, error: reviewMessages.alreadyReplied },
  REVIEW_ALREADY_REPORTED: { status: 409, error: reviewMessages.alreadyReported },
  OPS_LOGIN_FAILED: { status: 401, error: opsMessages.loginFailed },
  OPS_CODE_FORMAT: { status: 400, error: opsMessages.codeFormat },
  OPS_CODE_WRONG: { status: 400, error: opsMessages.codeWrong },
  OPS_SECOND_FACTOR_REQUIRED: { status: 403, error: opsMessages.secondFactorRequired },
  OPS_SETUP_LINK_INVALID: { status: 400, error: opsMessages.setupLinkInvalid },
  LISTING_NOT_IN_REVIEW: { status: 409, error: opsMessages.notInReview },
  MAIL_NOT_FOUND: { status: 404, error: 'Message not found' },
  MAIL_NOT_FAILED: { status: 409, error: opsMessages.mailNotFailed },
  MAIL_BODY_ERASED: { status: 409, error: opsMessages.mailBodyErased },
  IDENTITY_CHECK_NOT_FOUND: { status: 404, error: 'Identity check not found' },
  IDENTITY_NOT_PENDING: { status: 409, error: opsMessages.identityNotPending },
  IDENTITY_FILES_GONE: { status: 410, error: opsMessages.identityFilesGone },
  IDENTITY_ALREADY_PENDING: { status: 409, error: identityMessages.alreadyPending },
  IDENTITY_ALREADY_VERIFIED: { status: 409, error: identityMessages.alreadyVerified },
  LISTING_ALREADY_REPORTED: { status: 409, error: moderationMessages.alreadyReported },
  LISTING_SUSPENDED: { status: 410, error: moderationMessages.listingUnavailable },
  LISTING_SUSPENDED_FOR_HOST: { status: 409, error: moderationMessages.listingSuspendedForHost },
  HOST_SUSPENDED: { status: 403, error: moderationMessages.hostSuspended },
  REPORT_NOT_OPEN: { status: 409, error: moderationMessages.reportNotOpen },
  REPORT_NOT_FOUND: { status: 404, error: 'Report not found' },
  HOST_NOT_FOUND: { status: 404, error: 'Host not found' },
  ALREADY_SUSPENDED: { status: 409, error: moderationMessages.alreadySuspended },
  NOT_SUSPENDED: { status: 409, error: moderationMessages.notSuspended },
  HOST_STILL_SUSPENDED: { status: 409, error: moderationMessages.hostStillSuspended },
  SAVED_LIST_NOT_FOUND: { status: 404, error: savedMessages.listNotFound },
  SAVED_LIST_EMPTY: { status: 422, error: savedMessages.noneListed },
  SAVED_IDS_INVALID: { status: 400, error: savedMessages.badIds },
} as const;

export type ErrorCode = keyof typeof errorCodes;

/** An expected failure: its answer is exactly `body` with `statusCode`. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly body: ApiErrorBody;
  readonly code: ErrorCode;
  /** Seconds until the client may try again: sent as `Retry-After` (a refusal for now, not for good). */
  retryAfterSeconds?: number;

  constructor(code: ErrorCode, extra: Partial<ApiErrorBody> = {}) {
    const entry = errorCodes[code];
    const body: ApiErrorBody = { error: extra.error ?? entry.error };
    if (extra.details !== undefined) body.details = extra.details;
    if (extra.missingFields !== undefined) body.missingFields = extra.missingFields;
    super(body.error);
    this.name = 'ApiError';
    this.code = code;
    this.statusCode = entry.status;
    this.body = body;
  }
}

export function apiError(code: ErrorCode, extra?: Partial<ApiErrorBody>): ApiError {
  return new ApiError(code, extra);
}

/** A refusal for now: the client may try again in `seconds` (`Retry-After`). */
export function retryLater(code: ErrorCode, seconds: number, extra?: Partial<ApiErrorBody>): ApiError {
  const error = new ApiError(code, extra);
  error.retryAfterSeconds = seconds;
  return error;
}
