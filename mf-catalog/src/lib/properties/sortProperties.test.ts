import { makeProperty, daysAgo } from '../../../test/fixtures';
import { sortProperties } from './sortProperties';

const cheap = makeProperty({ id: 'cheap', price: 2500, updatedAt: daysAgo(5) });
const dear = makeProperty({ id: 'dear', price: 12000, updatedAt: daysAgo(1) });
const middle = makeProperty({ id: 'middle', price: 6000, updatedAt: daysAgo(10) });
const unpriced = makeProperty({ id: 'unpriced', price: null, updatedAt: daysAgo(0) });
const list = [cheap, dear, middle, unpriced];
const ids = (sort: Parameters<typeof sortProperties>[1]) => sortProperties(list, sort).map((p) => p.id);

describe('Sort by (SPEC §2)', () => {
  it('Newest First orders by the latest update', () => {
    expect(ids('newest')).toEqual(['unpriced', 'dear', 'cheap', 'middle']);
  });

  it('Price: Low to High puts the cheapest first and unpriced stays last', () => {
    expect(ids('price_asc')).toEqual(['cheap', 'middle', 'dear', 'unpriced']);
  });

  it('Price: High to Low puts the dearest first and unpriced stays last', () => {
    expect(ids('price_desc')).toEqual(['dear', 'middle', 'cheap', 'unpriced']);
  });

  it('does not change the list it was given', () => {
    sortProperties(list, 'price_asc');
    expect(list.map((p) => p.id)).toEqual(['cheap', 'dear', 'middle', 'unpriced']);
  });
});
