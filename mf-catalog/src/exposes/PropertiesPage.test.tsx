import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_TIMEOUT_MS } from 'shared/config';
import { createFetchDouble, jsonResponse, neverAnswered, renderWithSite, type FetchDouble } from 'shared/testing';
import { daysAgo, listBody, makeProperty } from '../../test/fixtures';
import PropertiesPage from './PropertiesPage';

let api: FetchDouble;
afterEach(() => {
  api.restore();
  jest.useRealTimers();
});

const place = (city: string, county = city) => ({ address: `${city} Road`, city, county });
const nairobi = Array.from({ length: 10 }, (_, i) =>
  makeProperty({
    id: `nbo${i}`,
    title: `Nairobi stay ${i}`,
    price: 3000 + i * 1000,
    location: place('Nairobi'),
    updatedAt: daysAgo(10 + i),
  }),
);
const mombasa = [
  makeProperty({ id: 'msa1', title: 'Nyali Beach Flat', location: place('Mombasa'), updatedAt: daysAgo(1) }),
];
const diani = [
  makeProperty({
    id: 'dia1',
    title: 'Galu Beach Villa',
    description: 'A villa with a private pool on Galu beach.',
    price: 15000,
    location: place('Diani Beach', 'Kwale'),
    updatedAt: daysAgo(2),
  }),
];
const all = [...nairobi, ...mombasa, ...diani];

function serve(list = all) {
  api = createFetchDouble().on('GET', '/api/properties', () => jsonResponse(200, listBody(list)));
}

const allSection = () => screen.getByRole('region', { name: 'All Properties' });
const titlesIn = (element: HTMLElement) =>
  within(element)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('the properties listing (SPEC §2)', () => {
  it('has the level-1 heading All Properties', async () => {
    serve();
    renderWithSite(<PropertiesPage />, { route: '/properties' });
    expect(screen.getByRole('heading', { name: 'All Properties', level: 1 })).toBeInTheDocument();
    await screen.findAllByRole('heading', { name: 'Nyali Beach Flat' });
  });

  it('says Loading properties... while loading', () => {
    api = createFetchDouble().on('GET', '/api/properties', () => new Promise<Response>(() => {}));
    renderWithSite(<PropertiesPage />, { route: '/properties' });
    expect(screen.getByText('Loading properties...')).toBeInTheDocument();
  });

  it('says Error: Failed to fetch properties when loading fails', async () => {
    api = createFetchDouble().on('GET', '/api/properties', () => jsonResponse(500, { error: 'boom' }));
    renderWithSite(<PropertiesPage />, { route: '/properties' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Failed to fetch properties');
  });

  it('says Error: Failed to fetch properties with Retry when the API never answers, and Retry loads them', async () => {
    jest.useFakeTimers();
    api = createFetchDouble().on('GET', '/api/properties', () => neverAnswered());
    renderWithSite(<PropertiesPage />, { route: '/properties' });
    await act(() => jest.advanceTimersByTimeAsync(API_TIMEOUT_MS));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error: Failed to fetch properties');

    api.on('GET', '/api/properties', () => jsonResponse(200, listBody(all)));
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByRole('heading', { name: 'Nyali Beach Flat' })).not.toHaveLength(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the 4 most recently updated under Recently Added Properties', async () => {
    serve();
    renderWithSite(<PropertiesPage />, { route: '/properties' });
    const recent = await screen.findByRole('region', { name: 'Recently Added Properties' });
    expect(titlesIn(recent)).toEqual(['Nyali Beach Flat', 'Galu Beach Villa', 'Nairobi stay 0', 'Nairobi stay 1']);
  });

  it('shows up to 8 per county under Discover Your Perfect {county} Getaway', async () => {
    serve();
    renderWithSite(<PropertiesPage />, { route: '/properties' });
    const section = await screen.findByRole('region', { name: 'Discover Your Perfect Nairobi Getaway' });
    expect(titlesIn(section)).toHaveLength(8);
    expect(titlesIn(screen.getByRole('region', { name: 'Discover Your Perfect Mombasa Getaway' }))).toEqual([
      'Nyali Beach Flat',
    ]);
  });

  it('leaves out a county section with no properties', async () => {
    serve();
    renderWithSite(<PropertiesPage />, { route: '/properties' });
    await screen.findByRole('region', { name: 'Discover Your Perfect Nairobi Getaway' });
    expect(screen.queryByRole('region', { name: 'Discover Your Perfect Kisumu Getaway' })).not.toBeInTheDocument();
  });

  it('shows 6 until Show All Properties (N) is pressed, then Show Less', async () => {
    serve();
    renderWithSite(<PropertiesPage />, { route: '/properties' });
    const showAll = await screen.findByRole('button', { name: 'Show All Properties (12)' });
    expect(titlesIn(allSection())).toHaveLength(6);
    await userEvent.click(showAll);
    expect(titlesIn(allSection())).toHaveLength(12);
    await userEvent.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(titlesIn(allSection())).toHaveLength(6);
  });

  it('offers no Show All when 6 or fewer match', async () => {
    serve(all.slice(0, 6));
    renderWithSite(<PropertiesPage />, { route: '/properties' });
    await screen.findByRole('region', { name: 'Recently Added Properties' });
    expect(screen.queryByRole('button', { name: /Show All Properties/ })).not.toBeInTheDocument();
  });

  it('filters by name, location or description as the guest types', async () => {
    serve();
    const view = renderWithSite(<PropertiesPage />, { route: '/properties' });
    const search = await screen.findByPlaceholderText('Search properties by name, location, or description...');
    await screen.findByRole('button', { name: /Show All Properties/ });
    await userEvent.type(search, 'private pool');
    expect(titlesIn(allSection())).toEqual(['Galu Beach Villa']);
    expect(new URLSearchParams(view.location().search).get('q')).toBe('private pool');
    await userEvent.clear(search);
    await userEvent.type(search, 'mombasa');
    expect(titlesIn(allSection())).toEqual(['Nyali Beach Flat']);
  });

  it('says No properties found matching "{query}" when nothing matches', async () => {
    serve();
    renderWithSite(<PropertiesPage />, { route: '/properties' });
    await screen.findByRole('button', { name: /Show All Properties/ });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search properties' }), 'igloo');
    expect(screen.getByText('No properties found matching "igloo"')).toBeInTheDocument();
  });

  it('sorts by price from the Sort by menu', async () => {
    serve();
    renderWithSite(<PropertiesPage />, { route: '/properties' });
    await screen.findByRole('button', { name: /Show All Properties/ });
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Newest First', 'Price: Low to High', 'Price: High to Low']);
    await userEvent.selectOptions(sort, 'Price: High to Low');
    expect(titlesIn(allSection())[0]).toBe('Galu Beach Villa');
    await userEvent.selectOptions(sort, 'Price: Low to High');
    expect(titlesIn(allSection())[0]).toBe('Nairobi stay 0');
  });
});

describe('filters from the home search and the category routes (our decision for SPEC §2)', () => {
  it('sends the query parameters to the API', async () => {
    serve(nairobi);
    renderWithSite(<PropertiesPage />, {
      route: '/properties?location=nairobi&checkIn=2026-12-20&checkOut=2026-12-23&guests=3',
    });
    await screen.findByRole('region', { name: 'Recently Added Properties' });
    const query = api.calls[0]?.url.searchParams;
    expect(query?.get('location')).toBe('nairobi');
    expect(query?.get('checkIn')).toBe('2026-12-20');
    expect(query?.get('checkOut')).toBe('2026-12-23');
    expect(query?.get('guests')).toBe('3');
  });

  it('shows each active filter as a removable chip', async () => {
    serve(nairobi);
    renderWithSite(<PropertiesPage />, { route: '/properties?location=nairobi&guests=3' });
    const filters = screen.getByRole('navigation', { name: 'Active filters' });
    expect(within(filters).getByText('Location: Nairobi')).toBeInTheDocument();
    expect(within(filters).getByText('Guests: 3+')).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Recently Added Properties' });
  });

  it('removes a filter from the URL and the API query', async () => {
    serve(nairobi);
    const view = renderWithSite(<PropertiesPage />, { route: '/properties?location=nairobi&guests=3' });
    await screen.findByRole('region', { name: 'Recently Added Properties' });
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Guests: 3+' }));
    expect(view.location().search).toBe('?location=nairobi');
    await screen.findByRole('region', { name: 'Recently Added Properties' });
    expect(api.calls.at(-1)?.url.searchParams.get('guests')).toBeNull();
  });

  it('clears every filter', async () => {
    serve(nairobi);
    const view = renderWithSite(<PropertiesPage />, { route: '/properties?location=nairobi&guests=3&sort=price_asc' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(view.location().pathname).toBe('/properties');
    expect(view.location().search).toBe('?sort=price_asc');
  });

  it("presets the route's filter", async () => {
    serve(nairobi);
    renderWithSite(<PropertiesPage preset={{ type: 'apartments' }} />, { route: '/furnished-apartments' });
    expect(screen.getByText('Type: Furnished Apartment')).toBeInTheDocument();
    expect(screen.getByText('Furnished Apartments')).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Recently Added Properties' });
    expect(api.calls[0]?.url.searchParams.get('type')).toBe('apartments');
  });

  it("removing the route's own filter goes to /properties with the rest of the search", async () => {
    serve(nairobi);
    const view = renderWithSite(<PropertiesPage preset={{ location: 'nairobi' }} />, {
      route: '/nairobi-rentals?guests=3',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Location: Nairobi' }));
    expect(view.location().pathname).toBe('/properties');
    expect(view.location().search).toBe('?guests=3');
  });

  it('quotes the active filters when nothing matches them', async () => {
    serve([]);
    renderWithSite(<PropertiesPage />, { route: '/properties?location=watamu&guests=9' });
    expect(await screen.findByText('No properties found matching "Watamu, 9+"')).toBeInTheDocument();
  });

  it('names the page after the place searched', async () => {
    serve(nairobi);
    renderWithSite(<PropertiesPage />, { route: '/properties?location=nairobi' });
    await screen.findByRole('region', { name: 'Recently Added Properties' });
    expect(document.title).toBe('Vacation rentals in Nairobi · Makao');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('Vacation rentals in Nairobi'),
    );
  });
});
