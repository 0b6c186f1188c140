/**
 * Reports and enforcement, as the API, the property page and the operations console agree on them:
 * a guest's report of a listing (no account needed), the operators' queue of open reports (listings'
 * and reviews'), and the suspension of a listing or of a host. Browser-safe, free of TypeBox
 * (`contracts/moderation`; the wire schemas are `contracts/moderation-schemas`).
 *
 * A suspended listing is out of every public answer at once (list, page, sitemap, link preview,
 * counts); its page says it is not available. Its bookings still to come are cancelled, each guest
 * and the host emailed. Undoing a suspension restores the listing's status; cancelled bookings stay
 * cancelled.
 */
import { EMAIL_PATTERN, bookingErrorMessages, fieldLimits } from './api';
import type { OpsAuditEntry } from './ops';

/** Why a guest reports a listing, in the order the form offers them. */
export const listingReportReasons = ['scam', 'not-as-described', 'unsafe', 'other'] as const;
export type ListingReportReason = (typeof listingReportReasons)[number];

export const listingReportReasonLabels: Record<ListingReportReason, string> = {
  scam: 'It looks like a scam',
  'not-as-described': 'It is not as described',
  unsafe: 'It is unsafe',
  other: 'Something else',
};

/** The longest text of a report, and of an operator's reason or note. */
export const REPORT_TEXT_MAX = 1000;
/** A client may send this many reports an hour (every listing together). */
export const LISTING_REPORTS_PER_HOUR = 5;

export const moderationMessages = {
  reportReason: 'Choose why you are reporting this listing',
  reportText: `Tell us what is wrong, in at most ${REPORT_TEXT_MAX} characters`,
  reportTextRequired: 'Tell us what is wrong: we need a few words when you choose "Something else"',
  reportEmail: bookingErrorMessages.invalidEmail,
  reported: 'Thank you. Our team will look at this listing. If you gave your email, we may write to you.',
  alreadyReported: 'You have already reported this listing. Our team will look at it.',
  listingUnavailable: 'This stay is not available',
  listingUnavailableDetails: 'Our team has taken this listing off Makao. Other stays are waiting for you.',
  hostSuspended:
    'This host account is suspended, so it cannot sign in. Write to our support team if you think this is a mistake.',
  operatorReason: `Give a reason, in at most ${REPORT_TEXT_MAX} characters`,
  reportNotOpen: 'This report has already been dealt with.',
  alreadySuspended: 'This is already suspended.',
  notSuspended: 'This is not suspended.',
  hostStillSuspended: 'This listing was suspended with its host: unsuspend the host to restore it.',
  listingSuspendedForHost: 'Our team has suspended this listing. Write to our support team to know more.',
} as const;

/** `POST /api/properties/:id/report`. Blank optional fields are left out. */
export interface ListingReportRequest {
  reason: ListingReportReason;
  /** Required for `other`. */
  text?: string;
  /** For a follow-up, if the guest wants one. */
  email?: string;
}

/** What the report form checks before sending, in the API's words: the message of each field at fault. */
export function checkListingReport(values: { reason: string; text: string; email: string }): {
  reason?: string;
  text?: string;
  email?: string;
} | null {
  const problems: { reason?: string; text?: string; email?: string } = {};
  if (!(listingReportReasons as readonly string[]).includes(values.reason))
    problems.reason = moderationMessages.reportReason;
  const text = values.text.trim();
  if (text.length > REPORT_TEXT_MAX) problems.text = moderationMessages.reportText;
  else if (values.reason === 'other' && text === '') problems.text = moderationMessages.reportTextRequired;
  const email = values.email.trim();
  if (email !== '' && (email.length > fieldLimits.email || !new RegExp(EMAIL_PATTERN, 'u').test(email))) {
    problems.email = moderationMessages.reportEmail;
  }
  return Object.keys(problems).length > 0 ? problems : null;
}

const part = encodeURIComponent;

/** The public endpoint and the console's (behind an operator's session, 404 to anyone else). */
export const moderationApi = {
  report: (propertyId: string) => `/api/properties/${part(propertyId)}/report`,
  /** Open reports, listings' and reviews', oldest first. */
  reports: '/api/ops/reports',
  dismiss: (kind: OpsReportKind, reportId: string) => `/api/ops/reports/${kind}/${part(reportId)}/dismiss`,
  /** Listings by id or title (`?q=`), any status. */
  listings: '/api/ops/listings',
  suspendListing: (listingId: string) => `/api/ops/listings/${part(listingId)}/suspend`,
  unsuspendListing: (listingId: string) => `/api/ops/listings/${part(listingId)}/unsuspend`,
  suspendHost: (hostId: string) => `/api/ops/hosts/${part(hostId)}/suspend`,
  unsuspendHost: (hostId: string) => `/api/ops/hosts/${part(hostId)}/unsuspend`,
} as const;

export const opsReportKinds = ['listing', 'review'] as const;
export type OpsReportKind = (typeof opsReportKinds)[number];

/** A listing as the console shows it beside a report or in a search. */
export interface OpsListingSummary {
  id: string;
  title: string;
  /** A `ListingStatus`, or `suspended`. */
  status: string;
  city: string;
  county: string;
  suspension: { reason: string; at: string; withHost: boolean } | null;
  host: { id: string; name: string; email: string | null; suspended: boolean } | null;
  /** Its open reports, listings' and its reviews'. */
  openReports: number;
}

/** `{ reason }` of every suspension, its undoing and a dismissal. */
export interface OpsReasonRequest {
  reason: string;
}

/** One open report in the console's queue, with what the operator needs to decide. */
export interface OpsReport {
  kind: OpsReportKind;
  id: string;
  /** A listing report's `ListingReportReason`; a review report's reporter's words. */
  reason: string;
  /** A listing report's text ('' when none). */
  text: string;
  /** Who reported: `guest` (a listing's, anyone) or the review's `guest` or `host`. */
  reporter: string;
  reporterEmail: string | null;
  createdAt: string;
  listing: OpsListingSummary;
  /** The reported review; null for a listing report. */
  review: { id: string; author: string; rating: number; body: string; publishedAt: string | null } | null;
  /** The listing's past: how many of its reports were dealt with, and its audit-log entries, newest first. */
  history: { resolvedReports: number; audit: OpsAuditEntry[] };
}

/** The listing's history shown beside a report: its newest audit entries. */
export const OPS_REPORT_HISTORY = 10;

/** What a suspension or its undoing did. */
export interface OpsSuspension {
  id: string;
  status: string;
  /** The references of the bookings it cancelled. */
  cancelledBookings: string[];
  /** A host's: the listings it suspended or restored. */
  listings?: string[];
}
