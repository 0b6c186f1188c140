/**
 * Reviews of completed stays, as the API and the front ends agree on them: the window, the limits of
 * each text, the guest's six categories and their labels, and every refusal's words. Browser-safe,
 * free of TypeBox (`contracts/reviews`; the wire schemas are `contracts/review-schemas`).
 *
 * Only a completed stay is reviewed, once per side, within REVIEW_WINDOW_DAYS of its completion.
 * Double-blind: a review is published when the other side's is written too, or when the window
 * closes, never before.
 */

/** Days from the stay's completion until reviews close (and the unpublished ones are published). */
export const REVIEW_WINDOW_DAYS = 14;
/** A side that has not written is reminded this many days before the window closes. */
export const REVIEW_REMINDER_DAYS_BEFORE = 3;

/**
 * Text limits, in characters: a guest's review says enough to help the next guest; a host's review
 * of a guest is shorter; the host's reply and a report's reason stay short.
 */
export const reviewLimits = {
  guestBodyMin: 20,
  guestBodyMax: 2000,
  hostBodyMin: 10,
  hostBodyMax: 1000,
  replyMax: 1000,
  reportReasonMax: 500,
} as const;

/** The section of My Booking the guest's review emails open at (`/booking-confirmation?…#review`). */
export const REVIEW_ANCHOR = 'review';

/** A property's page of reviews: the default and the largest page. */
export const REVIEW_PAGE_SIZE = 10;
export const REVIEW_PAGE_MAX = 50;

/** Who wrote a review: the guest (of the stay) or the host (of the guest). */
export const reviewAuthors = ['guest', 'host'] as const;
export type ReviewAuthor = (typeof reviewAuthors)[number];

/** The guest's six categories, each 1–5 stars, in the order they are shown. */
export const reviewCategories = ['cleanliness', 'accuracy', 'checkIn', 'communication', 'location', 'value'] as const;
export type ReviewCategory = (typeof reviewCategories)[number];

export const reviewCategoryLabels: Record<ReviewCategory, string> = {
  cleanliness: 'Cleanliness',
  accuracy: 'Accuracy',
  checkIn: 'Check-in',
  communication: 'Communication',
  location: 'Location',
  value: 'Value',
};

export type ReviewCategories = Record<ReviewCategory, number>;

export const reviewMessages = {
  notCompleted: 'Only a completed stay can be reviewed',
  windowClosed: `Reviews close ${REVIEW_WINDOW_DAYS} days after the stay`,
  alreadyWritten: 'You have already reviewed this stay',
  notFound: 'Review not found',
  alreadyReplied: 'You have already replied to this review',
  alreadyReported: 'You have already reported this review',
  reported: 'Thank you. Our team will look at this review.',
  rating: 'Choose from 1 to 5 stars',
  guestBody: `Write between ${reviewLimits.guestBodyMin} and ${reviewLimits.guestBodyMax} characters about your stay`,
  hostBody: `Write between ${reviewLimits.hostBodyMin} and ${reviewLimits.hostBodyMax} characters about your guest`,
  reply: `Write a reply of at most ${reviewLimits.replyMax} characters`,
  reportReason: `Say why in at most ${reviewLimits.reportReasonMax} characters`,
  wouldHostAgain: 'Say whether you would host this guest again',
} as const;

/** `POST /api/bookings/:reference/review`: the guest's review of the stay. */
export interface GuestReviewRequest {
  rating: number;
  categories: ReviewCategories;
  body: string;
}

/** `POST /api/hosts/bookings/:id/review`: the host's review of the guest; `wouldHostAgain` is for operators only. */
export interface HostReviewRequest {
  rating: number;
  body: string;
  wouldHostAgain: boolean;
}

export interface ReviewReplyRequest {
  reply: string;
}

export interface ReviewReportRequest {
  reason: string;
}

/** A review as its booking's guest or host reads it (never the host's private answer). */
export interface Review {
  id: string;
  author: ReviewAuthor;
  rating: number;
  /** The guest's categories; null on a host's review. */
  categories: ReviewCategories | null;
  body: string;
  writtenAt: string;
  /** Null until both sides have written or the window has closed. */
  publishedAt: string | null;
  reply: string | null;
  repliedAt: string | null;
}

/**
 * Where the reviews of a completed stay stand, for its host's list of bookings (`Booking.review`):
 * enough to prompt the host, never the guest's review before it is published.
 */
export interface ReviewProgress {
  /** When the window closes (ISO). */
  windowEnds: string;
  /** True while the window is open and the host has not written. */
  canReview: boolean;
  /** The host has written theirs. */
  written: boolean;
  /** Both reviews are published (both written, or the window closed). */
  published: boolean;
}

/** `GET …/review`: what one side of a booking may do and see. */
export interface ReviewState {
  /** True while the stay is completed, the window open and this side has not written. */
  canReview: boolean;
  /** When the window closes; null before the stay has completed. */
  windowEnds: string | null;
  /** This side's own review, if written. */
  mine: Review | null;
  /** The other side's review, once published. */
  theirs: Review | null;
}

/** A published guest review on the property's page: the guest's first name and the stay's month only. */
export interface PublishedReview {
  id: string;
  guestName: string;
  /** The month the stay began, `YYYY-MM`. */
  stayedIn: string;
  rating: number;
  categories: ReviewCategories;
  body: string;
  publishedAt: string;
  reply: string | null;
  repliedAt: string | null;
}

export interface ReviewSummary {
  count: number;
  /** The mean rating to one decimal; null without reviews. */
  rating: number | null;
  /** Each category's mean to one decimal; null without reviews. */
  categories: ReviewCategories | null;
}

/** `GET /api/properties/:id/reviews`. */
export interface PropertyReviews {
  data: PublishedReview[];
  summary: ReviewSummary;
  page: { next: string | null };
}

const part = encodeURIComponent;
/** The review endpoints' paths (api/src/routes/reviews). */
export const reviewApi = {
  /** The guest's side, with the manage token in `X-Booking-Token`. */
  guest: (reference: string) => `/api/bookings/${part(reference)}/review`,
  /** The host's side, signed in. */
  host: (bookingId: string) => `/api/hosts/bookings/${part(bookingId)}/review`,
  reply: (reviewId: string) => `/api/hosts/reviews/${part(reviewId)}/reply`,
  /** Either side: the guest with their manage token, the host signed in. */
  report: (reviewId: string) => `/api/reviews/${part(reviewId)}/report`,
  ofProperty: (propertyId: string) => `/api/properties/${part(propertyId)}/reviews`,
} as const;
