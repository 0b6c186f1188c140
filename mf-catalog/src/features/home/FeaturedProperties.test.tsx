import { act, screen, waitFor, within } from '@testing-library/react';
import { API_TIMEOUT_MS } from 'shared/config';
import { createFetchDouble, jsonResponse, neverAnswered, renderWithSite, type FetchDouble } from 'test-utils';
import { daysAgo, listBody, makeProperty } from '../../../test/fixtures';
import { FeaturedProperties, NEWEST_LEAD, pollInterval } from './FeaturedProperties';

let api: FetchDouble;
afterEach(() => {
  api.restore();
  jest.useRealTimers();
});

const properties = Array.from({ length: 8 }, (_, i) =>
  makeProperty({ id: `p${i}`, title: `Stay number ${i}`, updatedAt: daysAgo(i) }),
);
const cards = () => screen.getAllByRole('link').filter((link) => within(link).queryByRole('heading', { level: 3 }));

describe('featured properties on the home page (SPEC §2)', () => {
  it('shows the first 6, newest first', async () => {
    api = createFetchDouble().on('GET', '/api/properties', () =>
      jsonResponse(200, listBody([...properties].reverse())),
    );
    renderWithSite(<FeaturedProperties />);
    expect(await screen.findByRole('heading', { name: 'Stay number 0' })).toBeInTheDocument();
    expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Stay number 0',
      'Stay number 1',
      'Stay number 2',
      'Stay number 3',
      'Stay number 4',
      'Stay number 5',
    ]);
  });

  it('asks the API for no more than 6', async () => {
    api = createFetchDouble().on('GET', '/api/properties', () => jsonResponse(200, listBody(properties)));
    renderWithSite(<FeaturedProperties />);
    await screen.findByRole('heading', { name: 'Stay number 0' });
    expect(api.calls[0]?.url.searchParams.get('limit')).toBe('6');
  });

  it('asks only for Verified listings with photos of their own ("checked by our team")', async () => {
    api = createFetchDouble().on('GET', '/api/properties', () => jsonResponse(200, listBody(properties)));
    renderWithSite(<FeaturedProperties />);
    await screen.findByRole('heading', { name: 'Stay number 0' });
    expect(api.calls[0]?.url.searchParams.get('verified')).toBe('true');
  });

  it('links to all properties', () => {
    api = createFetchDouble().on('GET', '/api/properties', () => jsonResponse(200, listBody([])));
    renderWithSite(<FeaturedProperties />);
    expect(screen.getByRole('heading', { name: 'Featured stays', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all properties →' })).toHaveAttribute('href', '/properties');
  });

  it('says it is loading', () => {
    api = createFetchDouble().on('GET', '/api/properties', () => new Promise<Response>(() => {}));
    renderWithSite(<FeaturedProperties />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading vacation rentals...');
  });

  it('says Unable to load vacation rentals with a Retry that reloads the page', async () => {
    api = createFetchDouble().on('GET', '/api/properties', () => jsonResponse(500, { error: 'Something went wrong' }));
    renderWithSite(<FeaturedProperties />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unable to load vacation rentals: Failed to fetch vacation rentals');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says the same, with Retry, when the API never answers', async () => {
    jest.useFakeTimers();
    api = createFetchDouble().on('GET', '/api/properties', () => neverAnswered());
    renderWithSite(<FeaturedProperties />);
    await act(() => jest.advanceTimersByTimeAsync(API_TIMEOUT_MS));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unable to load vacation rentals: Failed to fetch vacation rentals');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says so when there are no properties', async () => {
    api = createFetchDouble().on('GET', '/api/properties', () => jsonResponse(200, listBody([])));
    renderWithSite(<FeaturedProperties />);
    expect(
      await screen.findByText('No vacation rentals are available right now. Please check back soon.'),
    ).toBeInTheDocument();
  });

  it('shows the newest stays under their own heading, saying why, while none can be featured', async () => {
    api = createFetchDouble().on('GET', '/api/properties', ({ url }) =>
      jsonResponse(200, listBody(new URL(url).searchParams.get('verified') === 'true' ? [] : properties.slice(0, 2))),
    );
    renderWithSite(<FeaturedProperties />);
    expect(await screen.findByRole('heading', { name: 'Newest stays' })).toBeInTheDocument();
    expect(screen.getByText(NEWEST_LEAD)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Featured stays' })).not.toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(2));
  });

  const justListed = makeProperty({ id: 'new', title: 'Just listed', updatedAt: daysAgo(0) });
  const titles = () => cards().map((card) => within(card).getByRole('heading').textContent);

  it('shows the newer list at the next poll, 15 to 20 seconds later', async () => {
    jest.useFakeTimers();
    let list = properties.slice(0, 2);
    api = createFetchDouble().on('GET', '/api/properties', () => jsonResponse(200, listBody(list)));
    renderWithSite(<FeaturedProperties />);
    expect(await screen.findByRole('heading', { name: 'Stay number 0' })).toBeInTheDocument();

    list = [justListed, ...properties.slice(0, 2)];
    await act(() => jest.advanceTimersByTimeAsync(14_999));
    expect(titles()).toEqual(['Stay number 0', 'Stay number 1']);
    expect(api.calls).toHaveLength(1);

    await act(() => jest.advanceTimersByTimeAsync(5_001));
    expect(titles()).toEqual(['Just listed', 'Stay number 0', 'Stay number 1']);
    expect(api.calls).toHaveLength(2);
  });

  it('keeps the cards it shows, with no error, when a refresh fails, and shows the next one that answers', async () => {
    jest.useFakeTimers();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    let answer = () => jsonResponse(200, listBody(properties.slice(0, 2)));
    api = createFetchDouble().on('GET', '/api/properties', () => answer());
    renderWithSite(<FeaturedProperties />);
    expect(await screen.findByRole('heading', { name: 'Stay number 0' })).toBeInTheDocument();

    answer = () => jsonResponse(503, { error: 'Service unavailable' });
    await act(() => jest.advanceTimersByTimeAsync(20_000));
    expect(api.calls).toHaveLength(2);
    expect(titles()).toEqual(['Stay number 0', 'Stay number 1']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // SPEC §7: only logged.
    expect(warn).toHaveBeenCalledWith('[catalog] refreshing featured properties failed', expect.any(Error));

    answer = () => jsonResponse(200, listBody([justListed, ...properties.slice(0, 2)]));
    await act(() => jest.advanceTimersByTimeAsync(20_000));
    expect(api.calls).toHaveLength(3);
    expect(titles()).toEqual(['Just listed', 'Stay number 0', 'Stay number 1']);
  });

  it('draws each polling interval between 15 and 20 seconds', () => {
    const random = jest.spyOn(Math, 'random');
    random.mockReturnValue(0);
    expect(pollInterval()).toBe(15_000);
    random.mockReturnValue(0.99999);
    expect(pollInterval()).toBe(20_000);
    random.mockRestore();
  });
});
