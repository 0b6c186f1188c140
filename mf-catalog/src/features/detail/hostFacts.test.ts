import {
  fullYearsBetween,
  hostCardTexts,
  hostRatingText,
  hostReviewsText,
  respondsText,
  yearsHostingText,
} from './hostFacts';

const TODAY = '2026-11-28';

describe('years hosting', () => {
  it('counts full years between calendar dates, a year complete on its anniversary', () => {
    expect(fullYearsBetween('2021-11-28', TODAY)).toBe(5);
    expect(fullYearsBetween('2021-11-29', TODAY)).toBe(4);
    expect(fullYearsBetween('2024-02-29', '2025-02-28')).toBe(0);
    expect(fullYearsBetween('2024-02-29', '2025-03-01')).toBe(1);
  });

  it('reads SPEC §9’s "5+ years hosting" from five years on, the years below that, and new under one', () => {
    expect(yearsHostingText('2019-07-08', TODAY)).toBe('5+ years hosting');
    expect(yearsHostingText('2021-11-28', TODAY)).toBe('5+ years hosting');
    expect(yearsHostingText('2021-11-29', TODAY)).toBe('4 years hosting');
    expect(yearsHostingText('2025-10-14', TODAY)).toBe('1 year hosting');
    expect(yearsHostingText('2026-09-26', TODAY)).toBe(hostCardTexts.newHost);
  });

  it('says nothing without a joining date', () => {
    expect(yearsHostingText(undefined, TODAY)).toBeNull();
  });
});

describe('the response time', () => {
  it.each([
    [1, 'Usually responds within an hour'],
    [60, 'Usually responds within an hour'],
    [61, 'Usually responds within a few hours'],
    [360, 'Usually responds within a few hours'],
    [361, 'Usually responds within a day'],
    [1440, 'Usually responds within a day'],
  ])('reads a median of %i minutes as "%s"', (minutes, text) => {
    expect(respondsText(minutes)).toBe(text);
  });

  it('says nothing for a host slower than a day, or without answers', () => {
    expect(respondsText(1441)).toBeNull();
    expect(respondsText(null)).toBeNull();
    expect(respondsText(undefined)).toBeNull();
  });
});

describe('reviews and rating', () => {
  it('gives the rating with one decimal only to a host with reviews', () => {
    expect(hostRatingText({ reviewsCount: 12, rating: 5 })).toBe('5.0 rating');
    expect(hostRatingText({ reviewsCount: 3, rating: 4.75 })).toBe('4.8 rating');
    expect(hostRatingText({ reviewsCount: 0, rating: 4.8 })).toBeNull();
    expect(hostRatingText({ reviewsCount: 4, rating: null })).toBeNull();
    expect(hostRatingText({})).toBeNull();
  });

  it('counts the reviews, says so when there are none, and nothing when the answer does not say', () => {
    expect(hostReviewsText({ reviewsCount: 16 })).toBe('16 reviews');
    expect(hostReviewsText({ reviewsCount: 1 })).toBe('1 review');
    expect(hostReviewsText({ reviewsCount: 0 })).toBe('No reviews yet');
    expect(hostReviewsText({})).toBeNull();
  });
});
