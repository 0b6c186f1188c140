import { decodeCursor, encodeCursor, listingQuery, normaliseLocation, stayFilter } from './listing';

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
    const { page, count } = listingQuery({ q: "50%_off'; DROP TABLE x", location: 'nairobi', limit: 5 });
    expect(page.sql).not.toContain('DROP TABLE');
    // One row more than the page: whether a next page exists.
    expect(page.params).toEqual(['%nairobi%', "%50\\%\\_off'; drop table x%", 6]);
    expect(count.params).toEqual(['%nairobi%', "%50\\%\\_off'; drop table x%"]);
  });
});

describe('cursors', () => {
  const cursor = {
    sort: 'price_asc' as const,
    price: 4500,
    updatedAt: '2026-11-20T08:15:30.123456Z',
    id: '3f9c2a4e-8d1b-4c6a-9e2f-1a2b3c4d5e6f',
  };

  it('reads back what it wrote, for the sort it was made for, with the total it carries', () => {
    expect(decodeCursor(encodeCursor(cursor), 'price_asc')).toEqual(cursor);
    const carrying = { ...cursor, total: { total: 12_400, totalExact: false } };
    expect(decodeCursor(encodeCursor(carrying), 'price_asc')).toEqual(carrying);
  });

  it.each([
    ['another sort', encodeCursor(cursor), 'newest'],
    ['not base64 JSON', 'bm90IGpzb24', 'price_asc'],
    ['a wrong shape', Buffer.from('{"a":1}').toString('base64url'), 'price_asc'],
    ['a bad id', encodeCursor({ ...cursor, id: "x' OR 1=1" }), 'price_asc'],
    ['a bad time', encodeCursor({ ...cursor, updatedAt: 'yesterday' }), 'price_asc'],
    ['a price on the newest sort', encodeCursor({ ...cursor, sort: 'newest' }), 'newest'],
    ['no price on a price sort', encodeCursor({ ...cursor, price: undefined }), 'price_asc'],
    ['a total that is not a count', encodeCursor({ ...cursor, total: { total: -1, totalExact: true } }), 'price_asc'],
  ] as const)('refuses %s with a 400', (_name, text, sort) => {
    expect(() => decodeCursor(text, sort)).toThrow(expect.objectContaining({ statusCode: 400 }));
  });
});
