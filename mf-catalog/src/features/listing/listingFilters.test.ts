import {
  readListingState,
  refineParts,
  refineSearchOf,
  resultsHeading,
  searchHrefOf,
  searchLine,
  searchSummary,
  type SearchValues,
} from './listingFilters';

const read = (search: string, preset = {}) => readListingState(new URLSearchParams(search), preset);

describe('listing filters from the URL', () => {
  it('reads the home search parameters as API filters', () => {
    expect(read('location=nairobi&checkIn=2026-06-12&checkOut=2026-06-15&guests=3&type=apartments').filters).toEqual({
      location: 'nairobi',
      type: 'apartments',
      guests: '3',
      checkIn: '2026-06-12',
      checkOut: '2026-06-15',
    });
  });

  it('counts a place, a type, dates or more than one guest as a search', () => {
    expect(read('').isFiltered).toBe(false);
    expect(read('guests=1').isFiltered).toBe(false);
    expect(read('guests=3').isFiltered).toBe(true);
    expect(read('checkIn=2026-06-12').isFiltered).toBe(true);
    expect(read('', { type: 'safari' }).isFiltered).toBe(true);
  });

  it('sends guests=1 (every stay sleeps one)', () => {
    expect(read('guests=1').filters).toEqual({ guests: '1' });
  });

  it("applies the route's preset", () => {
    expect(read('', { type: 'apartments' }).filters).toEqual({ type: 'apartments' });
  });

  it('lets the URL override the preset', () => {
    expect(read('location=kisumu', { location: 'nairobi' }).filters).toEqual({ location: 'kisumu' });
  });

  it('drops values the API would refuse', () => {
    expect(read('type=castle&guests=0&checkIn=2026-02-30&checkOut=soon').filters).toEqual({});
    expect(read('guests=2.5').filters).toEqual({});
    expect(read('guests=51').filters).toEqual({});
  });

  it('keeps a check-in whose check-out is not after it as a single night', () => {
    const state = read('checkIn=2026-06-12&checkOut=2026-06-10');
    expect(state.filters).toEqual({ checkIn: '2026-06-12' });
    expect(state.stay).toEqual({ checkIn: '2026-06-12', checkOut: undefined });
  });

  it('reads the search text and the sort', () => {
    expect(read('q=pool&sort=price_desc')).toMatchObject({ query: 'pool', sort: 'price_desc' });
    expect(read('sort=cheapest').sort).toBe('newest');
  });
});

describe('what the filtered results are called', () => {
  const heading = (search: string, preset = {}) => resultsHeading(read(search, preset));

  it('says what, where, when and for how many', () => {
    expect(heading('location=nairobi&checkIn=2026-12-10&checkOut=2026-12-13&guests=3')).toBe(
      'Stays in Nairobi · 10–13 Dec · 3 guests',
    );
    expect(heading('type=safari&location=masai-mara')).toBe('Safari lodges in Maasai Mara');
    expect(heading('', { type: 'safari' })).toBe('Safari lodges');
    expect(heading('guests=4')).toBe('Stays · 4 guests');
  });

  it('writes dates across months and years in full enough to read', () => {
    expect(heading('checkIn=2026-11-30&checkOut=2026-12-02')).toBe('Stays · 30 Nov – 2 Dec');
    expect(heading('checkIn=2026-12-30&checkOut=2027-01-02')).toBe('Stays · 30 Dec 2026 – 2 Jan 2027');
    expect(heading('checkIn=2026-12-10')).toBe('Stays · from 10 Dec 2026');
  });

  it('sums the search up for the empty message', () => {
    expect(searchSummary(read('location=watamu&guests=9'))).toBe('Watamu, 9+');
  });
});

describe('the address of a search from the bar', () => {
  const values = (over: Partial<SearchValues> = {}): SearchValues => ({
    location: '',
    type: '',
    checkIn: '',
    checkOut: '',
    guests: '',
    ...over,
  });

  it("writes SPEC §2's query parameters, keeping the search text and the sort", () => {
    const href = searchHrefOf(
      values({ location: 'mombasa', checkIn: '2026-12-10', checkOut: '2026-12-13', guests: '2' }),
      '/properties',
      new URLSearchParams('location=nairobi&q=pool&sort=price_asc'),
    );
    expect(href).toBe(
      '/properties?location=mombasa&checkIn=2026-12-10&checkOut=2026-12-13&guests=2&q=pool&sort=price_asc',
    );
  });

  it('stays on a category route while its own filter does, and leaves it when it changes', () => {
    expect(searchHrefOf(values({ type: 'safari', guests: '4' }), '/safari-accommodation', new URLSearchParams())).toBe(
      '/safari-accommodation?guests=4',
    );
    expect(searchHrefOf(values({ type: 'homes' }), '/safari-accommodation', new URLSearchParams())).toBe(
      '/properties?type=homes',
    );
    expect(searchHrefOf(values(), '/nairobi-rentals', new URLSearchParams())).toBe('/properties');
  });
});

describe('the filters beyond the search', () => {
  it('reads price, bedrooms and amenities from the URL as API filters', () => {
    const state = read('minPrice=3000&maxPrice=8000&bedrooms=2&amenities=pool,wifi');
    expect(state.filters).toEqual({ minPrice: '3000', maxPrice: '8000', bedrooms: '2', amenities: 'wifi,pool' });
    expect(state.search).toEqual({});
    expect(state.isFiltered).toBe(true);
    expect(refineParts(state.refine)).toEqual(['KSh 3,000 – 8,000', '2+ bedrooms', 'Wi-Fi', 'Pool']);
  });

  it('drops values the API would refuse', () => {
    expect(read('minPrice=-5&maxPrice=lots&bedrooms=9&amenities=jacuzzi').filters).toEqual({});
    expect(read('minPrice=9000&maxPrice=3000').filters).toEqual({ minPrice: '9000' });
  });

  it('writes them to the address, keeping the search and leaving the page', () => {
    const current = new URLSearchParams('location=nairobi&page=3&amenities=wifi&q=pool');
    expect(refineSearchOf({ minPrice: '', maxPrice: '5000', bedrooms: '', amenities: ['parking'] }, current)).toBe(
      '?location=nairobi&q=pool&maxPrice=5000&amenities=parking',
    );
    expect(refineSearchOf({ minPrice: '', maxPrice: '', bedrooms: '', amenities: [] }, current)).toBe(
      '?location=nairobi&q=pool',
    );
  });

  it('keeps them when the guest searches again from the bar', () => {
    const href = searchHrefOf(
      { location: 'mombasa', type: '', checkIn: '', checkOut: '', guests: '' },
      '/properties',
      new URLSearchParams('location=nairobi&bedrooms=3&amenities=wifi'),
    );
    expect(href).toBe('/properties?location=mombasa&bedrooms=3&amenities=wifi');
  });

  it('quotes them in the empty message', () => {
    expect(searchSummary(read('location=watamu&amenities=pool'))).toBe('Watamu, Pool');
  });
});

describe("a phone's one-line search", () => {
  it('says where, when and for how many', () => {
    expect(searchLine(read('location=nairobi&checkIn=2026-12-10&checkOut=2026-12-13&guests=2'))).toBe(
      'Nairobi · 10–13 Dec · 2 guests',
    );
    expect(searchLine(read('type=safari&guests=1'))).toBe('Anywhere · Safari lodges · Any dates · 1 guest');
  });

  it('has words for what is left open', () => {
    expect(searchLine(read(''))).toBe('Anywhere · Any dates · Any guests');
  });
});
