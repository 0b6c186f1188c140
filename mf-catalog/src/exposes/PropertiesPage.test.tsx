import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_TIMEOUT_MS } from 'shared/config';
import { createFetchDouble, jsonResponse, neverAnswered, renderWithSite, type FetchDouble } from 'test-utils';
import { daysAgo, listPage, makeProperty } from '../../test/fixtures';
import PropertiesPage from './PropertiesPage';

let api: FetchDouble;
afterEach(() => {
  api.restore();
  jest.useRealTimers();
});

const place = (city: string, county = city) => ({ area: `${city} Central`, city, county });
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

/** The API over `list`: it searches, sorts and pages as the real one does. */
function serve(list = all) {
  api = createFetchDouble().on('GET', '/api/properties', ({ url }) => jsonResponse(200, listPage(list, url)));
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

    api.on('GET', '/api/properties', ({ url }) => jsonResponse(200, listPage(all, url)));
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
    await waitFor(() => expect(titlesIn(allSection())).toEqual(['Galu Beach Villa']));
    expect(new URLSearchParams(view.location().search).get('q')).toBe('private pool');
    // The API searches (every page of it, not only what is loaded), once the guest pauses typing.
    expect(api.calls.filter((call) => call.url.searchParams.has('q')).map((c) => c.url.searchParams.get('q'))).toEqual([
      'private pool',
    ]);
    await userEvent.clear(search);
    await userEvent.type(search, 'mombasa');
    await waitFor(() => expect(titlesIn(allSection())).toEqual(['Nyali Beach Flat']));
  });

  it('says No properties found matching "{query}" when nothing matches', async () => {
    serve();
    renderWithSite(<PropertiesPage />, { route: '/properties' });
    await screen.findByRole('button', { name: /Show All Properties/ });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search properties' }), 'igloo');
    expect(await screen.findByText('No properties found matching "igloo"')).toBeInTheDocument();
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
    await waitFor(() => expect(titlesIn(allSection())[0]).toBe('Galu Beach Villa'));
    expect(api.calls.at(-1)?.url.searchParams.get('sort')).toBe('price_desc');
    await userEvent.selectOptions(sort, 'Price: Low to High');
    await waitFor(() => expect(titlesIn(allSection())[0]).toBe('Nairobi stay 0'));
  });
});

describe('filters from the home search and the category routes (our decision for SPEC §2)', () => {
  it('sends the query parameters to the API', async () => {
    serve(nairobi);
    renderWithSite(<PropertiesPage />, {
      route: '/properties?location=nairobi&checkIn=2026-12-20&checkOut=2026-12-23&guests=3',
    });
    await screen.findAllByRole('article');
    const query = api.calls[0]?.url.searchParams;
    expect(query?.get('location')).toBe('nairobi');
    expect(query?.get('checkIn')).toBe('2026-12-20');
    expect(query?.get('checkOut')).toBe('2026-12-23');
    expect(query?.get('guests')).toBe('3');
  });

  it('heads the results with what they are: place, dates and guests', async () => {
    serve(nairobi);
    renderWithSite(<PropertiesPage />, {
      route: '/properties?location=nairobi&checkIn=2026-12-10&checkOut=2026-12-13&guests=3',
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Stays in Nairobi · 10–13 Dec · 3 guests' }),
    ).toBeInTheDocument();
    await screen.findAllByRole('article');
  });

  it("heads a category route's results with its kind of stay", async () => {
    serve([...nairobi, makeProperty({ id: 'mara1', title: 'Mara Tented Camp', type: 'safari' })]);
    renderWithSite(<PropertiesPage preset={{ type: 'safari' }} />, { route: '/safari-accommodation' });
    expect(screen.getByRole('heading', { level: 1, name: 'Safari lodges' })).toBeInTheDocument();
    expect(screen.getByText('Safari Accommodation')).toBeInTheDocument();
    await screen.findAllByRole('article');
    expect(api.calls[0]?.url.searchParams.get('type')).toBe('safari');
  });

  it('shows each matching stay once: no Recently Added or county rows when filtered', async () => {
    serve(nairobi);
    renderWithSite(<PropertiesPage />, { route: '/properties?location=nairobi' });
    await screen.findByRole('button', { name: 'Show All Properties (10)' });
    expect(screen.queryByRole('region', { name: 'Recently Added Properties' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Discover Your Perfect/ })).not.toBeInTheDocument();
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toHaveLength(6);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('keeps the sections and links each county to its whole list when unfiltered', async () => {
    serve();
    renderWithSite(<PropertiesPage />, { route: '/properties' });
    const nairobiRow = await screen.findByRole('region', { name: 'Discover Your Perfect Nairobi Getaway' });
    expect(within(nairobiRow).getByRole('link', { name: 'See all in Nairobi' })).toHaveAttribute(
      'href',
      '/nairobi-rentals',
    );
    const mombasaRow = screen.getByRole('region', { name: 'Discover Your Perfect Mombasa Getaway' });
    expect(within(mombasaRow).getByRole('link', { name: 'See all in Mombasa' })).toHaveAttribute(
      'href',
      '/mombasa-rentals',
    );
  });

  it('links Kisumu, which has no city route, to its search', async () => {
    serve([makeProperty({ id: 'ksm1', title: 'Lakeside Loft', location: place('Kisumu') })]);
    renderWithSite(<PropertiesPage />, { route: '/properties' });
    const row = await screen.findByRole('region', { name: 'Discover Your Perfect Kisumu Getaway' });
    expect(within(row).getByRole('link', { name: 'See all in Kisumu' })).toHaveAttribute(
      'href',
      '/properties?location=kisumu',
    );
  });

  it('shows the search in an editable bar', async () => {
    serve(nairobi);
    renderWithSite(<PropertiesPage />, {
      route: '/properties?location=nairobi&checkIn=2026-12-10&checkOut=2026-12-13&guests=3',
    });
    const bar = screen.getByRole('search', { name: 'Change your search' });
    expect(within(bar).getByLabelText('Location')).toHaveValue('nairobi');
    expect(within(bar).getByLabelText('Check-in')).toHaveValue('2026-12-10');
    expect(within(bar).getByLabelText('Check-out')).toHaveValue('2026-12-13');
    expect(within(bar).getByLabelText('Guests')).toHaveValue(3);
    expect(within(bar).getByLabelText('Type')).toHaveValue('');
    await screen.findAllByRole('article');
  });

  it('searches again from the bar: a new address, new results and a new heading', async () => {
    serve(nairobi);
    const view = renderWithSite(<PropertiesPage />, { route: '/properties?location=nairobi&sort=price_asc' });
    await screen.findAllByRole('article');
    const bar = screen.getByRole('search', { name: 'Change your search' });
    await userEvent.selectOptions(within(bar).getByLabelText('Location'), 'Mombasa');
    await userEvent.type(within(bar).getByLabelText('Check-in'), '2026-12-10');
    await userEvent.type(within(bar).getByLabelText('Check-out'), '2026-12-13');
    await userEvent.type(within(bar).getByLabelText('Guests'), '2');
    await userEvent.click(within(bar).getByRole('button', { name: 'Search' }));
    expect(view.location().search).toBe(
      '?location=mombasa&checkIn=2026-12-10&checkOut=2026-12-13&guests=2&sort=price_asc',
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Stays in Mombasa · 10–13 Dec · 2 guests' }),
    ).toBeInTheDocument();
    await screen.findAllByRole('article');
    expect(api.calls.at(-1)?.url.searchParams.get('location')).toBe('mombasa');
  });

  it('refuses a check-out before the check-in with the search message (SPEC §5)', async () => {
    serve(nairobi);
    const view = renderWithSite(<PropertiesPage />, { route: '/properties?location=nairobi' });
    const bar = screen.getByRole('search', { name: 'Change your search' });
    await userEvent.type(within(bar).getByLabelText('Check-in'), '2026-12-13');
    await userEvent.type(within(bar).getByLabelText('Check-out'), '2026-12-10');
    await userEvent.click(within(bar).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Check-out date must be after check-in date.')).toBeInTheDocument();
    expect(view.location().search).toBe('?location=nairobi');
  });

  it('leaves a category route when its own filter is changed in the bar', async () => {
    serve(nairobi);
    const view = renderWithSite(<PropertiesPage preset={{ location: 'nairobi' }} />, {
      route: '/nairobi-rentals?guests=3',
    });
    const bar = screen.getByRole('search', { name: 'Change your search' });
    await userEvent.selectOptions(within(bar).getByLabelText('Location'), 'Anywhere in Kenya');
    await userEvent.click(within(bar).getByRole('button', { name: 'Search' }));
    expect(view.location().pathname).toBe('/properties');
    expect(view.location().search).toBe('?guests=3');
  });

  it('clears the search, keeping the search text and the sort', async () => {
    serve(nairobi);
    const view = renderWithSite(<PropertiesPage />, { route: '/properties?location=nairobi&guests=3&sort=price_asc' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(view.location().pathname).toBe('/properties');
    expect(view.location().search).toBe('?sort=price_asc');
    expect(screen.getByRole('heading', { level: 1, name: 'All Properties' })).toBeInTheDocument();
  });

  it("shows each card's total for the searched nights beside the nightly price", async () => {
    serve([makeProperty({ id: 'one', title: 'Kilimani Flat', price: 5500 })]);
    renderWithSite(<PropertiesPage />, { route: '/properties?checkIn=2026-12-10&checkOut=2026-12-13' });
    const card = await screen.findByRole('article', { name: 'Kilimani Flat' });
    expect(card).toHaveTextContent('KSh 5,500 / night');
    expect(within(card).getByText('KSh 16,500 for 3 nights')).toBeInTheDocument();
  });

  it('quotes the search when nothing matches it', async () => {
    serve([]);
    renderWithSite(<PropertiesPage />, { route: '/properties?location=watamu&guests=9' });
    expect(await screen.findByText('No properties found matching "Watamu, 9+"')).toBeInTheDocument();
  });

  it('names the page after the place searched', async () => {
    serve(nairobi);
    renderWithSite(<PropertiesPage />, { route: '/properties?location=nairobi' });
    await screen.findAllByRole('article');
    expect(document.title).toBe('Vacation rentals in Nairobi · Makao');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('Vacation rentals in Nairobi'),
    );
  });
});

describe('the way back from a property', () => {
  it('hands the results address, scroll and Show All to the property a card opens', async () => {
    serve(nairobi);
    const view = renderWithSite(<PropertiesPage />, {
      route: '/properties?location=nairobi&guests=3',
      path: '/properties',
      state: { showAll: true },
    });
    await screen.findByRole('button', { name: 'Show Less' });
    await userEvent.click(screen.getByRole('link', { name: /^Nairobi stay 0,/ }));
    expect(view.location().pathname).toBe('/property/nbo0');
    expect(view.location().state).toMatchObject({
      back: { url: '/properties?location=nairobi&guests=3', scrollY: 0, showAll: true },
    });
  });

  it('comes back with Show All pressed and scrolls to where the guest was', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    try {
      serve();
      renderWithSite(<PropertiesPage />, {
        route: '/properties',
        state: { showAll: true, scrollY: 1400 },
      });
      expect(await screen.findByRole('button', { name: 'Show Less' })).toBeInTheDocument();
      expect(titlesIn(allSection())).toHaveLength(12);
      await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 1400));
    } finally {
      scrollTo.mockRestore();
    }
  });
});

describe('loading and failing', () => {
  it('shows placeholder cards while loading, and no real ones', () => {
    api = createFetchDouble().on('GET', '/api/properties', () => new Promise<Response>(() => {}));
    renderWithSite(<PropertiesPage />, { route: '/properties' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading properties...');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    // Six stand-ins, hidden from assistive technology; the status line speaks for them.
    expect(allSection().querySelectorAll('[aria-hidden="true"]').length).toBeGreaterThanOrEqual(6);
  });

  it('offers Retry when the list fails, and Retry loads it', async () => {
    let fail = true;
    api = createFetchDouble().on('GET', '/api/properties', ({ url }) =>
      fail ? jsonResponse(500, { error: 'boom' }) : jsonResponse(200, listPage(all, url)),
    );
    renderWithSite(<PropertiesPage />, { route: '/properties' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error: Failed to fetch properties');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByRole('heading', { name: 'Nyali Beach Flat' })).not.toHaveLength(0);
  });
});

describe('every result within reach: a page at a time (Load more)', () => {
  const many = Array.from({ length: 60 }, (_, i) =>
    makeProperty({ id: `m${i}`, title: `Stay number ${i + 1}`, updatedAt: daysAgo(i + 1) }),
  );
  /** The results' own calls (not Recently Added's 4 or a county's 8). */
  const resultCalls = () => api.calls.filter((call) => !['4', '8'].includes(call.url.searchParams.get('limit') ?? ''));

  it('shows 6, then the first page of 24 on Show All, then 24 more per Load more, the address keeping the page', async () => {
    serve(many);
    const view = renderWithSite(<PropertiesPage />, { route: '/properties' });
    const showAll = await screen.findByRole('button', { name: 'Show All Properties (60)' });
    expect(screen.getByText('60 properties, showing 6')).toBeInTheDocument();
    await userEvent.click(showAll);
    expect(titlesIn(allSection())).toHaveLength(24);
    expect(screen.getByText('60 properties, showing 24')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Load more properties' }));
    await waitFor(() => expect(titlesIn(allSection())).toHaveLength(48));
    expect(view.location().search).toBe('?page=2');
    // The guest carries on from the first new card.
    expect(screen.getByRole('link', { name: /^Stay number 25,/ })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Load more properties' }));
    await waitFor(() => expect(titlesIn(allSection())).toHaveLength(60));
    expect(view.location().search).toBe('?page=3');
    expect(screen.queryByRole('button', { name: 'Load more properties' })).not.toBeInTheDocument();
    expect(screen.getByText('60 properties')).toBeInTheDocument();
    expect(resultCalls().map((call) => call.url.searchParams.get('cursor'))).toEqual([null, '24', '48']);

    await userEvent.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(titlesIn(allSection())).toHaveLength(6);
    expect(view.location().search).toBe('');
  });

  it('opens an address with a page at that page (a reload, a shared link), in two calls', async () => {
    serve(many);
    renderWithSite(<PropertiesPage />, { route: '/properties?page=3' });
    await waitFor(() => expect(titlesIn(allSection())).toHaveLength(60));
    expect(screen.getByRole('button', { name: 'Show Less' })).toBeInTheDocument();
    expect(resultCalls().map((call) => call.url.searchParams.get('limit'))).toEqual(['24', '48']);
  });

  it('starts again from the first view when the search text or the sort changes', async () => {
    serve(many);
    const view = renderWithSite(<PropertiesPage />, { route: '/properties?page=2' });
    await waitFor(() => expect(titlesIn(allSection())).toHaveLength(48));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: Low to High');
    expect(view.location().search).toBe('?sort=price_asc');
    await waitFor(() => expect(titlesIn(allSection())).toHaveLength(6));
  });

  it('says when the total is an estimate', async () => {
    api = createFetchDouble().on('GET', '/api/properties', ({ url }) => {
      const body = listPage(many, url);
      return jsonResponse(200, { ...body, page: { ...body.page, total: 98_765, totalExact: false } });
    });
    renderWithSite(<PropertiesPage />, { route: '/properties' });
    expect(await screen.findByRole('button', { name: 'Show All Properties (about 98,765)' })).toBeInTheDocument();
    expect(screen.getByText('about 98,765 properties, showing 6')).toBeInTheDocument();
  });

  it('keeps what is shown when a further page fails, and Retry loads it', async () => {
    let fail = true;
    api = createFetchDouble().on('GET', '/api/properties', ({ url }) =>
      fail && url.searchParams.has('cursor')
        ? jsonResponse(503, { error: 'busy' })
        : jsonResponse(200, listPage(many, url)),
    );
    renderWithSite(<PropertiesPage />, { route: '/properties', state: { showAll: true } });
    await userEvent.click(await screen.findByRole('button', { name: 'Load more properties' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error: Failed to fetch properties');
    expect(titlesIn(allSection())).toHaveLength(24);
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(titlesIn(allSection())).toHaveLength(48));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
