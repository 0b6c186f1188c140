import { readableClaim, readSiteStats } from './siteStats';

describe('a number as a claim', () => {
  it.each([
    [3245, '3,200+'],
    [152, '150+'],
    [15_234, '15,000+'],
    [500, '500+'],
    [512, '510+'],
    [999, '990+'],
    [100, '100+'],
    [1_234_567, '1,200,000+'],
  ])('rounds %i down to its first two digits: %s', (n, claim) => {
    expect(readableClaim(n)).toBe(claim);
  });

  it('gives a number under 100 as it is', () => {
    expect(readableClaim(54)).toBe('54');
    expect(readableClaim(0)).toBe('0');
  });
});

describe("the API's numbers", () => {
  it('reads the four numbers, the rating null while there are no reviews', () => {
    const data = { properties: 54, guests: 305, reviews: 140, rating: 4.8 };
    expect(readSiteStats({ data })).toEqual(data);
    expect(readSiteStats({ data: { ...data, reviews: 0, rating: null } })).toMatchObject({ rating: null });
  });

  it.each([
    ['no data', {}],
    ['a count that is not a whole number', { data: { properties: 1.5, guests: 1, reviews: 1, rating: 5 } }],
    ['a negative count', { data: { properties: 1, guests: -1, reviews: 1, rating: 5 } }],
    ['a rating out of range', { data: { properties: 1, guests: 1, reviews: 1, rating: 9 } }],
    ['text', 'not json'],
  ])('refuses %s', (_what, body) => {
    expect(() => readSiteStats(body)).toThrow();
  });
});
