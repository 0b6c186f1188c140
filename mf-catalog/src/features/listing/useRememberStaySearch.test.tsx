import { act } from '@testing-library/react';
import { useSearchParams } from 'react-router-dom';
import { staySearchAtom } from 'shared/state';
import { renderWithSite } from 'test-utils';
import { useRememberStaySearch } from './useRememberStaySearch';

function Listing() {
  const [params, setParams] = useSearchParams();
  useRememberStaySearch(params);
  return (
    <button type="button" onClick={() => setParams(new URLSearchParams('location=nairobi'))}>
      Clear dates
    </button>
  );
}

describe("the listing's search, remembered for booking's forms", () => {
  it('remembers the dates and guests of the URL', () => {
    const { store } = renderWithSite(<Listing />, {
      route: '/properties?location=nairobi&checkIn=2031-03-10&checkOut=2031-03-14&guests=3',
    });
    expect(store.get(staySearchAtom)).toEqual({ checkIn: '2031-03-10', checkOut: '2031-03-14', guests: 3 });
  });

  it('forgets them when the search drops them', async () => {
    const view = renderWithSite(<Listing />, { route: '/properties?checkIn=2031-03-10&checkOut=2031-03-14' });
    await act(async () => view.getByRole('button', { name: 'Clear dates' }).click());
    expect(view.store.get(staySearchAtom)).toEqual({});
  });

  it('drops what is not a date or a guest count', () => {
    const { store } = renderWithSite(<Listing />, { route: '/properties?checkIn=tomorrow&guests=two' });
    expect(store.get(staySearchAtom)).toEqual({});
  });
});
