import { makeProperty } from '../../../test/fixtures';
import { addressOf, cardPlaceOf, isNewListing, placeOf, ratingOf, reviewLabel, verifiedMonth } from './propertyFacts';

const now = Date.parse('2026-06-10T12:00:00Z');
const at = (iso: string) => ({ createdAt: iso, updatedAt: null });

describe('the New badge (SPEC §2/§9: created or updated within the last 7 days)', () => {
  it('shows for a listing created 6 days ago', () => {
    expect(isNewListing(at('2026-06-04T12:00:00Z'), now)).toBe(true);
  });

  it('shows up to exactly 7 days', () => {
    expect(isNewListing(at('2026-06-03T12:00:00Z'), now)).toBe(true);
  });

  it('does not show after 7 days', () => {
    expect(isNewListing(at('2026-06-03T11:59:00Z'), now)).toBe(false);
  });

  it('shows for an old listing updated within the week', () => {
    expect(isNewListing({ createdAt: '2025-01-01T00:00:00Z', updatedAt: '2026-06-09T00:00:00Z' }, now)).toBe(true);
  });

  it('does not show without dates', () => {
    expect(isNewListing({ createdAt: null, updatedAt: null }, now)).toBe(false);
  });
});

describe('ratings and reviews (SPEC §2/§9)', () => {
  it('has no rating while a property has no reviews, whatever number it carries', () => {
    expect(ratingOf(makeProperty({ rating: null, reviewsCount: 0 }))).toBeNull();
    expect(ratingOf(makeProperty({ rating: 4.8, reviewsCount: 0 }))).toBeNull();
    expect(ratingOf(makeProperty({ rating: 4.8, reviewsCount: null }))).toBeNull();
    expect(ratingOf(makeProperty({ rating: 4.6, reviewsCount: 73 }))).toBe(4.6);
  });

  it('says "(N reviews)"', () => {
    expect(reviewLabel(makeProperty({ reviewsCount: 86 }))).toBe('(86 reviews)');
    expect(reviewLabel(makeProperty({ reviewsCount: 1 }))).toBe('(1 review)');
  });

  it('says "(New listing)" when there are no reviews', () => {
    expect(reviewLabel(makeProperty({ reviewsCount: 0 }))).toBe('(New listing)');
    expect(reviewLabel(makeProperty({ reviewsCount: null }))).toBe('(New listing)');
  });
});

describe('place lines', () => {
  it('names city and county once each', () => {
    expect(placeOf(makeProperty())).toBe('Nairobi');
    expect(placeOf(makeProperty({ location: { area: 'Galu', city: 'Diani Beach', county: 'Kwale' } }))).toBe(
      'Diani Beach, Kwale',
    );
  });

  it('joins neighbourhood, city and county without repeats', () => {
    expect(addressOf(makeProperty())).toBe('Kilimani, Nairobi');
  });
});

describe('the Verified month', () => {
  it('is the month in Nairobi of the verification the API gives', () => {
    expect(verifiedMonth({ verifiedAt: '2026-10-31T21:00:00.000Z' })).toBe('November 2026');
    expect(verifiedMonth({ verifiedAt: '2026-10-31T20:59:59.000Z' })).toBe('October 2026');
  });

  it('is null without one, or with a date nobody could mean', () => {
    expect(verifiedMonth({})).toBeNull();
    expect(verifiedMonth({ verifiedAt: 'soon' })).toBeNull();
  });
});

describe("a card's place line", () => {
  it('names the neighbourhood and its city', () => {
    expect(cardPlaceOf(makeProperty({ location: { area: 'Kilimani', city: 'Nairobi', county: 'Nairobi' } }))).toBe(
      'Kilimani, Nairobi',
    );
    expect(cardPlaceOf(makeProperty({ location: { area: 'Nyali', city: 'Mombasa', county: 'Mombasa' } }))).toBe(
      'Nyali, Mombasa',
    );
  });

  it('falls back to the city and county without a neighbourhood', () => {
    expect(cardPlaceOf(makeProperty({ location: { area: '', city: 'Diani Beach', county: 'Kwale' } }))).toBe(
      'Diani Beach, Kwale',
    );
  });
});
