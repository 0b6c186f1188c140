import {
  reviewCategories,
  reviewLimits,
  reviewMessages,
  type GuestReviewRequest,
  type HostReviewRequest,
  type ReviewCategory,
} from 'contracts/reviews';
import type { FieldMessages } from 'shared/ui-form';

/**
 * The review forms' values and checks: the API's rules (`contracts/reviews`, the same limits and
 * words), run before anything is sent. Stars are the radio's text ('' until one is chosen).
 */

export type GuestReviewValues = Record<'rating' | ReviewCategory | 'body', string>;
export type HostReviewValues = { rating: string; body: string; wouldHostAgain: '' | 'yes' | 'no' };

export const emptyGuestReview: GuestReviewValues = {
  rating: '',
  cleanliness: '',
  accuracy: '',
  checkIn: '',
  communication: '',
  location: '',
  value: '',
  body: '',
};
export const emptyHostReview: HostReviewValues = { rating: '', body: '', wouldHostAgain: '' };

const isStars = (value: string) => /^[1-5]$/.test(value);
/** Characters as the API counts them (code points), without the blanks around the text. */
export const lengthOf = (text: string) => [...text.trim()].length;
const within = (text: string, min: number, max: number) => lengthOf(text) >= min && lengthOf(text) <= max;

const found = (messages: Record<string, string | undefined>): FieldMessages | null =>
  Object.values(messages).some(Boolean) ? messages : null;

export function checkGuestReview(values: GuestReviewValues): FieldMessages | null {
  const stars = Object.fromEntries(
    (['rating', ...reviewCategories] as const).map((name) => [
      name,
      isStars(values[name]) ? undefined : reviewMessages.rating,
    ]),
  );
  return found({
    ...stars,
    body: within(values.body, reviewLimits.guestBodyMin, reviewLimits.guestBodyMax)
      ? undefined
      : reviewMessages.guestBody,
  });
}

export function checkHostReview(values: HostReviewValues): FieldMessages | null {
  return found({
    rating: isStars(values.rating) ? undefined : reviewMessages.rating,
    body: within(values.body, reviewLimits.hostBodyMin, reviewLimits.hostBodyMax) ? undefined : reviewMessages.hostBody,
    wouldHostAgain: values.wouldHostAgain === '' ? reviewMessages.wouldHostAgain : undefined,
  });
}

export const guestReviewRequest = (values: GuestReviewValues): GuestReviewRequest => ({
  rating: Number(values.rating),
  categories: {
    cleanliness: Number(values.cleanliness),
    accuracy: Number(values.accuracy),
    checkIn: Number(values.checkIn),
    communication: Number(values.communication),
    location: Number(values.location),
    value: Number(values.value),
  },
  body: values.body.trim(),
});

export const hostReviewRequest = (values: HostReviewValues): HostReviewRequest => ({
  rating: Number(values.rating),
  body: values.body.trim(),
  wouldHostAgain: values.wouldHostAgain === 'yes',
});
