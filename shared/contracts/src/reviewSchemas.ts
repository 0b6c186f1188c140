/**
 * The review endpoints' wire contract (TypeBox, API only; `contracts/review-schemas`), checked against
 * the browser-safe types in `reviews.ts`. Texts are plain text (`Text`: no NUL, well-formed Unicode);
 * the front ends escape them when they show them.
 */
import { Type, type Static } from '@sinclair/typebox';
import { apiErrorMessages } from './api';
import {
  REVIEW_PAGE_MAX,
  reviewAuthors,
  reviewLimits,
  reviewMessages,
  type GuestReviewRequest,
  type HostReviewRequest,
  type PropertyReviews,
  type ReviewProgress,
  type ReviewReplyRequest,
  type ReviewReportRequest,
  type ReviewState,
} from './reviews';
import { BookingSchema, Nullable, StringEnum, Text, WholeNumber } from './schemas';

const Stars = Type.Integer({ minimum: 1, maximum: 5, errorMessage: reviewMessages.rating });

export const ReviewCategoriesSchema = Type.Object({
  cleanliness: Stars,
  accuracy: Stars,
  checkIn: Stars,
  communication: Stars,
  location: Stars,
  value: Stars,
});

export const GuestReviewRequestSchema = Type.Object({
  rating: Stars,
  categories: ReviewCategoriesSchema,
  body: Text({
    minLength: reviewLimits.guestBodyMin,
    maxLength: reviewLimits.guestBodyMax,
    errorMessage: reviewMessages.guestBody,
  }),
});

export const HostReviewRequestSchema = Type.Object({
  rating: Stars,
  body: Text({
    minLength: reviewLimits.hostBodyMin,
    maxLength: reviewLimits.hostBodyMax,
    errorMessage: reviewMessages.hostBody,
  }),
  wouldHostAgain: Type.Boolean({ errorMessage: reviewMessages.wouldHostAgain }),
});

export const ReviewReplyRequestSchema = Type.Object({
  reply: Text({ minLength: 1, maxLength: reviewLimits.replyMax, errorMessage: reviewMessages.reply }),
});

export const ReviewReportRequestSchema = Type.Object({
  reason: Text({ minLength: 1, maxLength: reviewLimits.reportReasonMax, errorMessage: reviewMessages.reportReason }),
});

export const ReviewSchema = Type.Object({
  id: Type.String(),
  author: StringEnum(reviewAuthors),
  rating: Type.Integer(),
  categories: Nullable(ReviewCategoriesSchema),
  body: Type.String(),
  writtenAt: Type.String(),
  publishedAt: Nullable(Type.String()),
  reply: Nullable(Type.String()),
  repliedAt: Nullable(Type.String()),
});

export const ReviewStateSchema = Type.Object({
  canReview: Type.Boolean(),
  windowEnds: Nullable(Type.String()),
  mine: Nullable(ReviewSchema),
  theirs: Nullable(ReviewSchema),
});
export const ReviewStateResponseSchema = Type.Object({ data: ReviewStateSchema });
export const ReviewResponseSchema = Type.Object({ data: ReviewSchema });

const Mean = Type.Number();
export const PropertyReviewsResponseSchema = Type.Object({
  data: Type.Array(
    Type.Object({
      id: Type.String(),
      guestName: Type.String(),
      stayedIn: Type.String(),
      rating: Type.Integer(),
      categories: ReviewCategoriesSchema,
      body: Type.String(),
      publishedAt: Type.String(),
      reply: Nullable(Type.String()),
      repliedAt: Nullable(Type.String()),
    }),
  ),
  summary: Type.Object({
    count: Type.Integer(),
    rating: Nullable(Mean),
    categories: Nullable(
      Type.Object({
        cleanliness: Mean,
        accuracy: Mean,
        checkIn: Mean,
        communication: Mean,
        location: Mean,
        value: Mean,
      }),
    ),
  }),
  page: Type.Object({ next: Nullable(Type.String()) }),
});

export const PropertyReviewsQuerySchema = Type.Object({
  limit: Type.Optional(WholeNumber({ minimum: 1, maximum: REVIEW_PAGE_MAX })),
  /** The `page.next` of the page before. */
  cursor: Type.Optional(
    Type.String({ maxLength: 200, pattern: '^[A-Za-z0-9_-]+$', errorMessage: apiErrorMessages.invalidCursor }),
  ),
});
/** A review's id in a path: any text, and one that is not a review the caller may see is 404. */
export const ReviewIdParamsSchema = Type.Object({ id: Type.String({ maxLength: 64 }) });

export type PropertyReviewsQuery = Static<typeof PropertyReviewsQuerySchema>;

type Mutual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type _GuestReviewMatchesContract = Assert<Mutual<Static<typeof GuestReviewRequestSchema>, GuestReviewRequest>>;
export type _HostReviewMatchesContract = Assert<Mutual<Static<typeof HostReviewRequestSchema>, HostReviewRequest>>;
export type _ReplyMatchesContract = Assert<Mutual<Static<typeof ReviewReplyRequestSchema>, ReviewReplyRequest>>;
export type _ReportMatchesContract = Assert<Mutual<Static<typeof ReviewReportRequestSchema>, ReviewReportRequest>>;
export type _StateMatchesContract = Assert<Mutual<Static<typeof ReviewStateSchema>, ReviewState>>;
export type _PropertyReviewsMatchContract = Assert<
  Mutual<Static<typeof PropertyReviewsResponseSchema>, PropertyReviews>
>;
export type _ProgressMatchesContract = Assert<
  Mutual<Exclude<Static<typeof BookingSchema>['review'], undefined>, ReviewProgress>
>;
