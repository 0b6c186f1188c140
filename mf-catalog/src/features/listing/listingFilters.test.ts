import { readListingState } from './listingFilters';

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

  it('names each active filter as a chip', () => {
    expect(read('location=masai-mara&guests=9&type=safari&checkIn=2026-06-12&checkOut=2026-06-15').chips).toEqual([
      { key: 'location', label: 'Location: Maasai Mara', fromRoute: false },
      { key: 'type', label: 'Type: Safari Lodge', fromRoute: false },
      { key: 'guests', label: 'Guests: 9+', fromRoute: false },
      { key: 'dates', label: 'Dates: 12 Jun – 15 Jun 2026', fromRoute: false },
    ]);
  });

  it('sends guests=1 but shows no chip for it (every stay sleeps one)', () => {
    const state = read('guests=1');
    expect(state.filters).toEqual({ guests: '1' });
    expect(state.chips).toEqual([]);
  });

  it("applies the route's preset", () => {
    const state = read('', { type: 'apartments' });
    expect(state.filters).toEqual({ type: 'apartments' });
    expect(state.chips).toEqual([{ key: 'type', label: 'Type: Furnished Apartment', fromRoute: true }]);
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
    expect(state.chips[0]?.label).toBe('Check-in: 12 Jun 2026');
  });

  it('reads the search text and the sort', () => {
    expect(read('q=pool&sort=price_desc')).toMatchObject({ query: 'pool', sort: 'price_desc' });
    expect(read('sort=cheapest').sort).toBe('newest');
  });
});
