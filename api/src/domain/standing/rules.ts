/**
 * The Superhost rules, modelled on Airbnb's published ones (README.md): what a host has done over the
 * last STANDING_WINDOW_DAYS, assessed once a day (standing.ts). Airbnb assesses quarterly; a daily
 * assessment loses a badge the day a host stops earning it.
 */

/** The window every rule looks back over, and the response time too. */
export const STANDING_WINDOW_DAYS = 365;

export const superhostRules = {
  /** Completed stays (check-out in the window)… */
  minStays: 10,
  /** …or at least this many completed stays that together last `minLongNights` nights or more. */
  minLongStays: 3,
  minLongNights: 100,
  /** Published guest reviews in the window, and their mean (unrounded) at least `minRating`. */
  minReviews: 5,
  minRating: 4.8,
  /** Stays the host cancelled in the window: none. */
  maxHostCancellations: 0,
  /** Share of requests answered (accepted or declined) of those answered or left to expire. */
  minResponseRate: 0.9,
} as const;
