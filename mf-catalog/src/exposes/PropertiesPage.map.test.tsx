import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Property } from 'contracts';
import { createFetchDouble, jsonResponse, renderWithSite, type FetchDouble } from 'test-utils';
import { daysAgo, listPage, makeProperty } from '../../test/fixtures';
import type { ResultsMapProps } from '../lib/map/ResultsMap';
import PropertiesPage from './PropertiesPage';

// Leaflet itself is the browser test's (e2e search-map): here a double at the map's boundary shows a
// button per pin, moves the map to a set area, and fails its tiles on demand.
const movedTo = { west: 36.7, south: -1.35, east: 36.9, north: -1.2 };
jest.mock('../lib/map/ResultsMap', () => {
  const { pinLabel } = jest.requireActual<typeof import('../lib/map/ResultsMap')>('../lib/map/ResultsMap');
  return {
    __esModule: true,
    default: ({ properties, onSelect, onMove, onTilesFailed }: ResultsMapProps) => (
      <div role="region" aria-label="Map of the results">
        {properties
          .filter((p: Property) => p.coordinates)
          .map((p: Property) => (
            <button key={p.id} type="button" aria-label={pinLabel(p)} onClick={() => onSelect(p.id)}>
              {p.price}
            </button>
          ))}
        <button type="button" onClick={() => onMove(movedTo)}>
          Drag the map
        </button>
        <button type="button" onClick={onTilesFailed}>
          Fail the tiles
        </button>
      </div>
    ),
  };
});
jest.mock('../lib/map/leafletMap', () => ({}));

let api: FetchDouble;
afterEach(() => api.restore());

const place = (city: string) => ({ area: `${city} Central`, city, county: city });
const stays = [
  makeProperty({
    id: 'kil1',
    title: 'Kilimani Loft',
    price: 6500,
    location: place('Nairobi'),
    coordinates: { lat: -1.29, lng: 36.785 },
    updatedAt: daysAgo(1),
  }),
  makeProperty({
    id: 'wst1',
    title: 'Westlands Studio',
    price: 4200,
    location: place('Nairobi'),
    coordinates: { lat: -1.265, lng: 36.805 },
    updatedAt: daysAgo(2),
  }),
  makeProperty({
    id: 'nyl1',
    title: 'Nyali Beach Flat',
    price: 9000,
    location: place('Mombasa'),
    coordinates: { lat: -4.02, lng: 39.72 },
    updatedAt: daysAgo(3),
  }),
  makeProperty({ id: 'nopin', title: 'Unpinned Cottage', location: place('Nakuru'), coordinates: null }),
];

/** The API double: it filters by `bbox` on the public pin as the real one does. */
function serve() {
  api = createFetchDouble().on('GET', '/api/properties', ({ url }) => {
    const bbox = url.searchParams.get('bbox');
    const [west, south, east, north] = (bbox ?? '').split(',').map(Number) as number[];
    const inside = (p: Property) =>
      !bbox ||
      (p.coordinates !== null &&
        p.coordinates.lng >= west! &&
        p.coordinates.lng <= east! &&
        p.coordinates.lat >= south! &&
        p.coordinates.lat <= north!);
    return jsonResponse(200, listPage(stays.filter(inside), url));
  });
}

const listCalls = () => api.calls.filter((call) => call.url.pathname === '/api/properties');
const lastBbox = () => listCalls().at(-1)?.url.searchParams.get('bbox') ?? null;

describe('the results map view', () => {
  it('turns on from the List / Map switch, into the URL, and off again without its area', async () => {
    serve();
    const user = userEvent.setup();
    const page = renderWithSite(<PropertiesPage />, { route: '/properties' });
    const views = screen.getByRole('group', { name: 'Show results as' });
    expect(within(views).getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('region', { name: 'Map of the results' })).not.toBeInTheDocument();

    await user.click(within(views).getByRole('button', { name: 'Map' }));
    expect(page.location().search).toBe('?view=map');
    expect(within(views).getByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('region', { name: 'Map of the results' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Drag the map' }));
    await waitFor(() => expect(page.location().search).toBe('?view=map&bbox=36.7%2C-1.35%2C36.9%2C-1.2'));

    await user.click(within(views).getByRole('button', { name: 'List' }));
    expect(page.location().search).toBe('');
    expect(screen.queryByRole('region', { name: 'Map of the results' })).not.toBeInTheDocument();
    await waitFor(() => expect(lastBbox()).toBeNull());
  });

  it('shows a price pin per stay with a pin, named by the stay and its price, and its card when chosen', async () => {
    serve();
    const user = userEvent.setup();
    renderWithSite(<PropertiesPage />, { route: '/properties?view=map' });
    const map = await screen.findByRole('region', { name: 'Map of the results' });
    const loft = await within(map).findByRole('button', { name: 'Kilimani Loft, KSh 6,500 a night' });
    expect(within(map).getByRole('button', { name: 'Westlands Studio, KSh 4,200 a night' })).toBeInTheDocument();
    expect(within(map).queryByRole('button', { name: /Unpinned Cottage/ })).not.toBeInTheDocument();
    expect(screen.getByText(/1 stay here has no pin yet\./)).toBeInTheDocument();

    await user.click(loft);
    const card = screen.getByRole('complementary', { name: 'Selected stay: Kilimani Loft' });
    expect(within(card).getByRole('link', { name: 'Kilimani Loft' })).toHaveAttribute('href', '/property/kil1');
    expect(card).toHaveTextContent('KSh 6,500 / night');
    await user.click(within(card).getByRole('button', { name: 'Close the selected stay' }));
    expect(screen.queryByRole('complementary', { name: /Selected stay/ })).not.toBeInTheDocument();
  });

  it('searches the area as the map moves: the API gets the bbox, the URL keeps it, a typed place gives way', async () => {
    serve();
    const user = userEvent.setup();
    const page = renderWithSite(<PropertiesPage />, { route: '/properties?location=mombasa&guests=2&view=map' });
    await screen.findByRole('button', { name: /^Nyali Beach Flat, KSh/ });
    expect(lastBbox()).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Drag the map' }));
    await waitFor(() => expect(lastBbox()).toBe('36.7,-1.35,36.9,-1.2'));
    const params = new URLSearchParams(page.location().search);
    expect(params.get('bbox')).toBe('36.7,-1.35,36.9,-1.2');
    expect(params.get('location')).toBeNull();
    expect(params.get('guests')).toBe('2');
    expect(listCalls().at(-1)?.url.searchParams.get('guests')).toBe('2');
    expect(await screen.findByRole('button', { name: /^Kilimani Loft, KSh/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Nyali Beach Flat, KSh/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Stays in the map area · 2 guests');
  });

  it('waits for Search this area when searching as the map moves is off', async () => {
    serve();
    const user = userEvent.setup();
    renderWithSite(<PropertiesPage />, { route: '/properties?view=map' });
    await screen.findByRole('button', { name: /^Kilimani Loft, KSh/ });
    const calls = listCalls().length;
    await user.click(screen.getByRole('checkbox', { name: 'Search as I move the map' }));
    await user.click(screen.getByRole('button', { name: 'Drag the map' }));
    expect(listCalls()).toHaveLength(calls);
    await user.click(screen.getByRole('button', { name: 'Search this area' }));
    await waitFor(() => expect(lastBbox()).toBe('36.7,-1.35,36.9,-1.2'));
    expect(screen.queryByRole('button', { name: 'Search this area' })).not.toBeInTheDocument();
  });

  it('reads the area from the URL, and leaves out one that is not an area', async () => {
    serve();
    renderWithSite(<PropertiesPage />, { route: '/properties?view=map&bbox=36.7,-1.35,36.9,-1.2' });
    await screen.findByRole('button', { name: /^Kilimani Loft, KSh/ });
    expect(lastBbox()).toBe('36.7,-1.35,36.9,-1.2');
    api.restore();

    serve();
    renderWithSite(<PropertiesPage />, { route: '/properties?view=map&bbox=36.9,-1.35,36.7,-1.2' });
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(0));
    expect(lastBbox()).toBeNull();
  });

  it('shows the stand-in, with the way back to the list, when the tiles cannot load', async () => {
    serve();
    const user = userEvent.setup();
    const page = renderWithSite(<PropertiesPage />, { route: '/properties?view=map' });
    await user.click(await screen.findByRole('button', { name: 'Fail the tiles' }));
    const note = screen.getByRole('note', { name: 'Map of the results' });
    expect(note).toHaveTextContent('The map could not be loaded just now.');
    expect(screen.queryByRole('checkbox', { name: 'Search as I move the map' })).not.toBeInTheDocument();
    await user.click(within(note).getByRole('button', { name: 'Show the list only' }));
    expect(page.location().search).toBe('');
  });
});
