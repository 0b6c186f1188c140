import { guestRanges, searchHref, validateHomeSearch, type HomeSearchForm } from './homeSearch';

const today = '2026-06-10';
const form = (values: Partial<HomeSearchForm>): HomeSearchForm => ({
  location: 'nairobi',
  checkIn: '',
  checkOut: '',
  guests: '2',
  ...values,
});

describe('home search validation (SPEC §5)', () => {
  it('asks for a location first', () => {
    expect(validateHomeSearch(form({ location: '', checkIn: '2026-06-01', checkOut: '2026-05-01' }), today)).toEqual({
      title: 'Please Select Location',
      description: 'Choose a location to search for vacation rentals in Kenya.',
      variant: 'destructive',
    });
  });

  it('refuses a check-out on or before the check-in', () => {
    const expected = {
      title: 'Invalid Dates',
      description: 'Check-out date must be after check-in date.',
      variant: 'destructive',
    };
    expect(validateHomeSearch(form({ checkIn: '2026-06-12', checkOut: '2026-06-12' }), today)).toEqual(expected);
    expect(validateHomeSearch(form({ checkIn: '2026-06-12', checkOut: '2026-06-11' }), today)).toEqual(expected);
  });

  it('refuses a check-in in the past', () => {
    expect(validateHomeSearch(form({ checkIn: '2026-06-09', checkOut: '2026-06-12' }), today)).toEqual({
      title: 'Invalid Check-in Date',
      description: 'Check-in date cannot be in the past.',
      variant: 'destructive',
    });
  });

  it('accepts a check-in today', () => {
    expect(validateHomeSearch(form({ checkIn: today, checkOut: '2026-06-11' }), today)).toBeNull();
  });

  it('checks dates only when both are given', () => {
    expect(validateHomeSearch(form({ checkIn: '2026-06-01' }), today)).toBeNull();
    expect(validateHomeSearch(form({ checkOut: '2026-06-01' }), today)).toBeNull();
  });
});

describe('the search address', () => {
  it('carries location, dates and guests to the listing', () => {
    expect(searchHref(form({ checkIn: '2026-06-12', checkOut: '2026-06-15', guests: '3' }))).toBe(
      '/properties?location=nairobi&checkIn=2026-06-12&checkOut=2026-06-15&guests=3',
    );
  });

  it('leaves out what the guest left empty', () => {
    expect(searchHref(form({ location: 'masai-mara', guests: '' }))).toBe('/properties?location=masai-mara');
  });

  it('offers the ranges 1-2, 3-4, 5-6, 7-8 and 9+, each sent as the whole party (its upper bound)', () => {
    expect(guestRanges.map((r) => [r.label, r.value])).toEqual([
      ['1-2 guests', '2'],
      ['3-4 guests', '4'],
      ['5-6 guests', '6'],
      ['7-8 guests', '8'],
      ['9+ guests', '9'],
    ]);
  });
});
