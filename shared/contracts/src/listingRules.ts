/**
 * A listing's rules, what a guest agrees to before booking: check-in and check-out times, house
 * rules, the minimum stay, and which SPEC §9 cancellation terms apply. Browser-safe and free of
 * TypeBox: the host's wizard, the property page, the booking forms and the API read the same limits
 * and words. The decisions behind the defaults are in docs/decisions.md ("A listing's rules").
 */
import type { PropertyType } from './propertyTypes';

/** Times are 24-hour `HH:MM` in Nairobi time (EAT). */
export const LISTING_TIME_PATTERN = '^([01][0-9]|2[0-3]):[0-5][0-9]$';
/** What a new listing (and every listing made before these fields) starts with. */
export const DEFAULT_CHECK_IN_TIME = '14:00';
export const DEFAULT_CHECK_OUT_TIME = '10:00';
/** The minimum stay a host may ask for, in nights: 1 to 30 (a month; longer stays are not short lets). */
export const MIN_NIGHTS_LIMITS = { min: 1, max: 30 } as const;
/** The host's own house rules, in their words. */
export const HOUSE_RULES_MAX_LENGTH = 500;

/** The house rules every listing states, each allowed or not (all "not" by default). */
export const houseRuleSwitches = ['smoking', 'parties', 'pets'] as const;
export type HouseRuleSwitch = (typeof houseRuleSwitches)[number];

export interface HouseRules {
  smoking: boolean;
  parties: boolean;
  pets: boolean;
  /** The host's own rules (quiet hours, visitors…); '' when none. */
  notes: string;
}

/** How a guest reads each switch, allowed or not; and the host's checkbox label. */
export const houseRuleLabels: Record<HouseRuleSwitch, { allowed: string; refused: string; question: string }> = {
  smoking: { allowed: 'Smoking allowed', refused: 'No smoking', question: 'Smoking allowed' },
  parties: {
    allowed: 'Parties and events allowed',
    refused: 'No parties or events',
    question: 'Parties and events allowed',
  },
  pets: { allowed: 'Pets allowed', refused: 'No pets', question: 'Pets allowed' },
};

/**
 * SPEC §9's two cancellation terms. The type decides, as §9 writes it: safari lodges keep the safari
 * terms (7 days' notice for a full refund, 72 hours for half), every other stay the standard ones
 * (free up to 48 hours before check-in). A host does not choose.
 */
export const cancellationPolicies = ['standard', 'safari'] as const;
export type CancellationPolicy = (typeof cancellationPolicies)[number];
export const cancellationPolicyOf = (type: PropertyType | string): CancellationPolicy =>
  type === 'safari' ? 'safari' : 'standard';

export const cancellationPolicyLabels: Record<CancellationPolicy, { name: string; rule: string }> = {
  standard: {
    name: 'Standard terms',
    rule: 'Free cancellation up to 48 hours before check-in. After that the deposit agreed with the host is forfeited.',
  },
  safari: {
    name: 'Safari terms',
    rule: "Free cancellation with 7 days' notice before check-in; up to 72 hours before, half of the deposit is returned. After that the deposit is forfeited.",
  },
};

export const listingRuleMessages = {
  time: 'Enter a time as HH:MM on the 24-hour clock, e.g. 14:00',
  minNights: `Minimum stay must be a whole number of nights from ${MIN_NIGHTS_LIMITS.min} to ${MIN_NIGHTS_LIMITS.max}`,
  houseRulesTooLong: `House rules must be at most ${HOUSE_RULES_MAX_LENGTH} characters`,
} as const;

export const isListingTime = (value: string): boolean => new RegExp(LISTING_TIME_PATTERN).test(value);

/** "1 night", "3 nights". */
export const nightsText = (n: number): string => `${n} ${n === 1 ? 'night' : 'nights'}`;

/**
 * The message the booking forms show before sending and the API answers (400) for a stay shorter
 * than the listing's minimum: the same words on both sides.
 */
export const stayTooShortMessage = (minNights: number): string =>
  `This place has a minimum stay of ${nightsText(minNights)}. Please choose a check-out date at least ${nightsText(minNights)} after check-in.`;
