import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFetchDouble, jsonResponse, renderWithSite, type FetchDouble } from 'test-utils';
import { listPage, makeProperty } from '../../test/fixtures';
import PropertiesPage from './PropertiesPage';

let api: FetchDouble;
const realMatchMedia = window.matchMedia;
afterEach(() => {
  api.restore();
  window.matchMedia = realMatchMedia;
});

/** A phone's window: the kit's phone query matches. */
function phone() {
  window.matchMedia = ((query: string) => ({
    matches: query.includes('max-width: 767.98px'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

const stays = [
  makeProperty({ id: 'a', title: 'Kilimani Flat', beds: 2, amenities: ['Wi-Fi', 'Water tank'] }),
  makeProperty({ id: 'b', title: 'Westlands Loft', beds: 1, amenities: ['Wi-Fi'] }),
];

function setup(route: string) {
  phone();
  api = createFetchDouble().on('GET', '/api/properties', ({ url }) => jsonResponse(200, listPage(stays, url)));
  const user = userEvent.setup();
  const view = renderWithSite(<PropertiesPage />, { route });
  return { user, view };
}

describe("a phone's results page", () => {
  it('sums the search up in one line that opens the search, the search box and Sort by in a sheet', async () => {
    const { user } = setup('/properties?location=nairobi&checkIn=2026-12-10&checkOut=2026-12-13&guests=2');
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Sort by')).not.toBeInTheDocument();
    const summary = screen.getByRole('button', { name: 'Change your search: Nairobi · 10–13 Dec · 2 guests' });
    await user.click(summary);
    const sheet = screen.getByRole('dialog', { name: 'Your search' });
    expect(within(sheet).getByRole('search', { name: 'Change your search' })).toBeInTheDocument();
    expect(within(sheet).getByRole('searchbox', { name: 'Search properties' })).toHaveAttribute(
      'placeholder',
      'Name, place or description',
    );
    expect(within(sheet).getByRole('combobox', { name: 'Sort by' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(summary).toHaveFocus();
  });

  it('says what is left open in words', () => {
    setup('/properties');
    expect(
      screen.getByRole('button', { name: /^Change your search: Anywhere · Any dates · Any guests/ }),
    ).toBeInTheDocument();
  });

  it('searches from the sheet and closes it', async () => {
    const { user, view } = setup('/properties');
    await user.click(screen.getByRole('button', { name: /^Change your search/ }));
    const sheet = screen.getByRole('dialog', { name: 'Your search' });
    await user.selectOptions(within(sheet).getByLabelText('Location'), 'mombasa');
    await user.click(within(sheet).getByRole('button', { name: 'Search' }));
    expect(view.location().search).toBe('?location=mombasa');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Change your search: Mombasa/ })).toBeInTheDocument();
  });

  it('shows the applied filters under the line, and their number on the Filters button', async () => {
    setup('/properties?bedrooms=2&amenities=wifi,water-tank');
    expect(screen.getByText('2+ bedrooms · Water tank · Wi-Fi')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters (3)' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Kilimani Flat', level: 3 });
    expect(screen.queryByRole('heading', { name: 'Westlands Loft', level: 3 })).not.toBeInTheDocument();
  });

  it('applies filters to the address, and offers to clear them when nothing matches', async () => {
    const { user, view } = setup('/properties');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Pool' }));
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('No stays match these filters.'));
    await user.click(within(dialog).getByRole('button', { name: 'Show stays' }));
    expect(view.location().search).toBe('?amenities=pool');
    expect(await screen.findByText('No properties found matching "Pool"')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(view.location().search).toBe('');
    expect((await screen.findAllByRole('heading', { name: 'Kilimani Flat', level: 3 })).length).toBeGreaterThan(0);
  });
});
