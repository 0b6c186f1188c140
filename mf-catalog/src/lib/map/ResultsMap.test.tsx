import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSite } from 'test-utils';
import { makeProperty } from '../../../test/fixtures';
import ResultsMap from './ResultsMap';

// The real Leaflet, in the test's DOM: its markers are the pins the guest reaches.
const stays = [
  makeProperty({ id: 'a', title: 'Kilimani Loft', price: 6500, coordinates: { lat: -1.29, lng: 36.785 } }),
  makeProperty({ id: 'b', title: 'Westlands Studio', price: 4200, coordinates: { lat: -1.265, lng: 36.805 } }),
  makeProperty({ id: 'c', title: 'Unpinned Cottage', coordinates: null }),
];

const render = (props: Partial<Parameters<typeof ResultsMap>[0]> = {}) => {
  const handlers = { onSelect: jest.fn(), onMove: jest.fn(), onTilesFailed: jest.fn() };
  const result = renderWithSite(<ResultsMap properties={stays} {...handlers} {...props} />);
  return { ...result, ...handlers };
};

describe('the results map', () => {
  it('puts a price pin, a keyboard button named by the stay and its price, on each stay with a pin', () => {
    render();
    const map = screen.getByRole('region', { name: 'Map of the results' });
    const pins = within(map).getAllByRole('button', { name: /a night$/ });
    expect(pins.map((pin) => pin.getAttribute('aria-label'))).toEqual([
      'Kilimani Loft, KSh 6,500 a night',
      'Westlands Studio, KSh 4,200 a night',
    ]);
    expect(pins.map((pin) => pin.textContent)).toEqual(['KSh 6,500', 'KSh 4,200']);
    expect(pins.every((pin) => pin.tabIndex === 0)).toBe(true);
  });

  it('chooses a pin by click, Space and Enter', async () => {
    const user = userEvent.setup();
    const { onSelect } = render();
    await user.click(screen.getByRole('button', { name: /Kilimani Loft/ }));
    expect(onSelect).toHaveBeenLastCalledWith('a');
    screen.getByRole('button', { name: /Westlands Studio/ }).focus();
    await user.keyboard(' ');
    expect(onSelect).toHaveBeenLastCalledWith('b');
    screen.getByRole('button', { name: /Kilimani Loft/ }).focus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('a');
  });

  it('marks the chosen pin', () => {
    render({ selectedId: 'b' });
    expect(screen.getByRole('button', { name: /Westlands Studio/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /Kilimani Loft/ })).toHaveAttribute('aria-pressed', 'false');
  });

  it('follows the results: a stay gone from them loses its pin', async () => {
    function Harness() {
      const [shown, setShown] = useState(stays);
      return (
        <>
          <button type="button" onClick={() => setShown([stays[1]!])}>
            New results
          </button>
          <ResultsMap properties={shown} onSelect={jest.fn()} onMove={jest.fn()} onTilesFailed={jest.fn()} />
        </>
      );
    }
    renderWithSite(<Harness />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'New results' }));
    expect(screen.queryByRole('button', { name: /Kilimani Loft/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Westlands Studio/ })).toBeInTheDocument();
  });

  it('draws its tiles from the configured service, with its attribution', () => {
    render();
    expect(screen.getByRole('link', { name: 'OpenStreetMap' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/copyright',
    );
  });
});
