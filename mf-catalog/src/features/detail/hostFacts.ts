/**
 * What the host card says about a host, each only where the host's data makes it true (the API works
 * the data out from its rows: api/src/domain/standing/README.md). SPEC §9 gives the card fixed texts
 * ("Superhost", "5.0 rating", "5+ years hosting", "Usually responds within an hour"); they appear for
 * the hosts they are true of, and nothing stands in for what a host has not earned or the answer does
 * not say.
 */
import type { PropertyHost } from 'contracts';
import { countOf } from '../../lib/properties/propertyFacts';

export const hostCardTexts = {
  /** SPEC §9. */
  superhost: 'Superhost',
  noReviews: 'No reviews yet',
  newHost: 'New to Makao',
  /** SPEC §9's "5+ years hosting" from five full years on. */
  manyYears: '5+ years hosting',
  withinAnHour: 'Usually responds within an hour',
  withinHours: 'Usually responds within a few hours',
  withinADay: 'Usually responds within a day',
} as const;

/** From this many full years a host reads "5+ years hosting" (SPEC §9). */
const MANY_YEARS = 5;
/** Response-time bands, in minutes: within an hour, a few hours, a day; slower says nothing. */
const HOUR = 60;
const FEW_HOURS = 6 * HOUR;
const DAY = 24 * HOUR;

/** Full years from `since` to `today`, both `YYYY-MM-DD` (calendar dates, no clock time involved). */
export function fullYearsBetween(since: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(since.slice(0, 4));
  return today.slice(5) < since.slice(5) ? years - 1 : years;
}

/** "5+ years hosting", "3 years hosting", "1 year hosting", or "New to Makao" under a year. */
export function yearsHostingText(since: string | undefined, today: string): string | null {
  if (!since) return null;
  const years = fullYearsBetween(since, today);
  if (years >= MANY_YEARS) return hostCardTexts.manyYears;
  return years >= 1 ? `${countOf(years, 'year', 'years')} hosting` : hostCardTexts.newHost;
}

/** The host's usual answer time in words; nothing without answers, or for a host slower than a day. */
export function respondsText(minutes: number | null | undefined): string | null {
  if (typeof minutes !== 'number') return null;
  if (minutes <= HOUR) return hostCardTexts.withinAnHour;
  if (minutes <= FEW_HOURS) return hostCardTexts.withinHours;
  return minutes <= DAY ? hostCardTexts.withinADay : null;
}

/** "4.8 rating" (SPEC §9's "5.0 rating" form), only for a host with reviews. */
export function hostRatingText(host: Pick<PropertyHost, 'reviewsCount' | 'rating'>): string | null {
  return (host.reviewsCount ?? 0) > 0 && typeof host.rating === 'number' ? `${host.rating.toFixed(1)} rating` : null;
}

/** "12 reviews", "No reviews yet", or nothing when the answer does not say. */
export function hostReviewsText(host: Pick<PropertyHost, 'reviewsCount'>): string | null {
  if (host.reviewsCount === undefined) return null;
  return host.reviewsCount > 0 ? countOf(host.reviewsCount, 'review', 'reviews') : hostCardTexts.noReviews;
}
