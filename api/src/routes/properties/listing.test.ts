import { listingQuery, normaliseLocation, stayFilter } from './listing';

describe('normaliseLocation', () => {
  it.each([
    ['masai-mara', 'maasai mara'],
    ['Masai Mara', 'maasai mara'],
    ['lake_naivasha', 'lake naivasha'],
    ['  Diani   Beach ', 'diani beach'],
  ])('reads %p as %p', (input, expected) => expect(normaliseLocation(input)).toBe(expected));
});

describe('stayFilter', () => {
  it('treats a lone check-in as one night and ignores a lone check-out', () => {
    expect(stayFilter('2030-01-01')).toEqual({ from: '2030-01-01', to: '2030-01-02' });
    expect(stayFilter(undefined, '2030-01-05')).toBeNull();
  });
});

describe('listingQuery', () => {
  it('passes every value as a parameter and escapes LIKE wildcards', () => {
    const { sql, params } = listingQuery({ q: "50%_off'; DROP TABLE x", location: 'nairobi', limit: 5 });
    expect(sql).not.toContain('DROP TABLE');
    expect(params).toEqual(['%nairobi%', "%50\\%\\_off'; drop table x%", 5]);
  });
});
