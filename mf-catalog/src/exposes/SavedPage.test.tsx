import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, formatStayRange, nairobiDate } from 'contracts';
import { SAVED_STAYS_KEY } from 'shared/state';
import { createFetchDouble, jsonResponse, renderWithSite, type FetchDouble } from 'test-utils';
import { makeProperty } from '../../test/fixtures';
import SavedPage from './SavedPage';

const garden = makeProperty({ id: 'garden', title: 'Kilimani Garden Flat' });
const beach = makeProperty({ id: 'beach', title: 'Nyali Beach House' });
const checkIn = addDays(nairobiDate(Date.now()), 30);
const checkOut = addDays(checkIn, 3);
const dates = formatStayRange(checkIn, checkOut);

let api: FetchDouble;
beforeEach(() => window.localStorage.clear());
afterEach(() => {
  api?.restore();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

const saveOnThisBrowser = (ids: string[]) => window.localStorage.setItem(SAVED_STAYS_KEY, JSON.stringify(ids));
const savedOnThisBrowser = () => JSON.parse(window.localStorage.getItem(SAVED_STAYS_KEY) ?? '[]') as string[];

/** The API's saved stays: those of `ids` it lists, each free or not for the dates asked. */
function serveStays(listed = [garden, beach], booked: string[] = []) {
  return createFetchDouble().on('GET', '/api/saved-stays', ({ url }) => {
    const ids = url.searchParams.get('ids')?.split(',') ?? [];
    const dated = url.searchParams.has('checkIn');
    return jsonResponse(200, {
      data: ids.flatMap((id) => {
        const property = listed.find((p) => p.id === id);
        return property ? [{ property, available: dated ? !booked.includes(id) : null }] : [];
      }),
    });
  });
}

const renderSaved = (route = '/saved') =>
  renderWithSite(<SavedPage />, { path: route.startsWith('/saved/') ? '/saved/:code' : '/saved', route });

describe('the Saved page', () => {
  it('says there is nothing saved yet and leads back to the search', async () => {
    api = serveStays();
    renderSaved();
    expect(screen.getByRole('heading', { level: 1, name: 'Saved stays' })).toBeInTheDocument();
    expect(screen.getByText('No saved stays yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a stay' })).toHaveAttribute('href', '/properties');
    expect(api.calls).toEqual([]);
  });

  it('lists the saved stays with what the API says of the dates searched', async () => {
    saveOnThisBrowser(['garden', 'beach']);
    api = serveStays(undefined, ['beach']);
    renderSaved(`/saved?checkIn=${checkIn}&checkOut=${checkOut}`);
    const list = await screen.findByRole('list', { name: 'Your saved stays' });
    const items = Array.from(list.children);
    expect(within(items[0] as HTMLElement).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Kilimani Garden Flat',
    );
    expect(items[0]).toHaveTextContent(`Free for ${dates}`);
    expect(items[1]).toHaveTextContent(`Not free for ${dates}`);
    expect(screen.getByText(/1 of 2 are free for/)).toBeInTheDocument();
    const asked = api.calls[0]?.url.searchParams;
    expect(asked?.get('ids')).toBe('garden,beach');
    expect(asked?.get('checkIn')).toBe(checkIn);
    expect(asked?.get('checkOut')).toBe(checkOut);
  });

  it('asks the guest for dates when there are none, and says nothing of availability', async () => {
    saveOnThisBrowser(['garden']);
    api = serveStays();
    renderSaved();
    await screen.findByRole('heading', { level: 3, name: 'Kilimani Garden Flat' });
    expect(screen.getByText(/Pick your dates to see which of them are free/)).toBeInTheDocument();
    expect(screen.queryByText(/Free for/)).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Check-in'), checkIn);
    await waitFor(() => expect(api.calls.at(-1)?.url.searchParams.get('checkIn')).toBe(checkIn));
  });

  it('drops a stay from the list when its heart is pressed again', async () => {
    saveOnThisBrowser(['garden', 'beach']);
    api = serveStays();
    renderSaved();
    await screen.findByRole('heading', { level: 3, name: 'Nyali Beach House' });
    await userEvent.click(screen.getByRole('button', { name: 'Remove Nyali Beach House from saved' }));
    expect(screen.queryByRole('heading', { level: 3, name: 'Nyali Beach House' })).not.toBeInTheDocument();
    expect(savedOnThisBrowser()).toEqual(['garden']);
  });

  it('says when a saved stay is no longer on Makao, and removes it on request', async () => {
    saveOnThisBrowser(['garden', 'gone']);
    api = serveStays();
    renderSaved();
    expect(await screen.findByText(/1 saved stay is no longer on Makao/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove it from my list' }));
    expect(savedOnThisBrowser()).toEqual(['garden']);
  });

  it('offers Retry when the saved stays cannot be loaded', async () => {
    saveOnThisBrowser(['garden']);
    api = createFetchDouble().on('GET', '/api/saved-stays', () => jsonResponse(503, { error: 'Busy' }));
    renderSaved();
    expect(await screen.findByText('Failed to load your saved stays')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('makes a share link for WhatsApp and to copy', async () => {
    saveOnThisBrowser(['garden', 'beach']);
    api = serveStays().on('POST', '/api/saved-lists', ({ body }) =>
      jsonResponse(201, { data: { code: 'Ab12Cd34', propertyIds: (body as { propertyIds: string[] }).propertyIds } }),
    );
    const user = userEvent.setup();
    renderSaved();
    await user.click(await screen.findByRole('button', { name: 'Share list' }));
    const link = `${window.location.origin}/saved/Ab12Cd34`;
    expect(await screen.findByLabelText('Link to your list')).toHaveValue(link);
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ propertyIds: ['garden', 'beach'] });
    expect(screen.getByRole('link', { name: 'Send on WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`My saved stays on Makao: ${link}`)}`,
    );
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(link);
  });

  it("shows the API's words when a link cannot be made", async () => {
    saveOnThisBrowser(['garden']);
    api = serveStays().on('POST', '/api/saved-lists', () =>
      jsonResponse(429, { error: 'Too many requests. Please wait a moment and try again.' }),
    );
    renderSaved();
    await userEvent.click(await screen.findByRole('button', { name: 'Share list' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please wait a moment and try again.',
    );
  });
});

describe('a list shared with the guest', () => {
  const serveList = () =>
    serveStays().on('GET', '/api/saved-lists/Ab12Cd34', () =>
      jsonResponse(200, { data: { code: 'Ab12Cd34', propertyIds: ['beach', 'garden'] } }),
    );

  it('shows the same stays, and saves them all to this browser', async () => {
    saveOnThisBrowser(['garden']);
    api = serveList();
    renderSaved('/saved/Ab12Cd34');
    expect(screen.getByRole('heading', { level: 1, name: 'Stays shared with you' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Shared stays' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Nyali Beach House', 'Kilimani Garden Flat']);
    await userEvent.click(screen.getByRole('button', { name: 'Save the other 1 to my saved stays' }));
    expect(savedOnThisBrowser()).toEqual(['garden', 'beach']);
    expect(screen.getByText('All of these are in your saved stays.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your saved stays (2)' })).toHaveAttribute('href', '/saved');
  });

  it('says so when the link names no list', async () => {
    api = createFetchDouble().on('GET', '/api/saved-lists/Zz99Zz99', () =>
      jsonResponse(404, { error: 'This shared list does not exist. Ask for the link again.' }),
    );
    renderSaved('/saved/Zz99Zz99');
    expect(await screen.findByText('This shared list does not exist')).toBeInTheDocument();
  });
});
