import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_TIMEOUT_MS } from 'shared/config';
import type { DetailBookingFormProps } from 'contracts';
import { moderationMessages } from 'contracts/moderation';
import { cachePropertiesAtom } from 'shared/state';
import {
  createFetchDouble,
  drippingResponse,
  jsonResponse,
  neverAnswered,
  renderWithSite,
  stalledResponse,
  type FetchDouble,
  type FetchHandler,
} from 'test-utils';
import { createSiteStore } from 'shared/state';
import { makeProperty } from '../../test/fixtures';
import { SAVED_STAYS_KEY as SAVED_KEY } from 'shared/state';
import { MAP_TILES_TIMEOUT_MS } from '../lib/map/tiles';
import PropertyDetailPage from './PropertyDetailPage';

let api: FetchDouble;
afterEach(() => {
  api?.restore();
  window.localStorage.clear();
  jest.useRealTimers();
});

const property = makeProperty({
  id: 'skyline',
  title: 'Skyline Studio in Westlands',
  description: 'A bright studio.\n\nSarit Centre is a short walk away.',
  location: { area: 'Westlands', city: 'Nairobi', county: 'Nairobi' },
  rating: 4.7,
  reviewsCount: 86,
  guests: 2,
  beds: 1,
  baths: 1,
  amenities: ['Wi-Fi', 'Gym'],
  coordinates: { lat: -1.2649, lng: 36.803 },
  price: 4500,
});

function FakeDetailForm(props: DetailBookingFormProps) {
  return (
    <form aria-label="Book this stay form">
      <output>{`${props.propertyId}|${props.title}|${props.price}|${props.maxGuests}`}</output>
    </form>
  );
}

/** The requests for the property itself (its reviews are asked for apart). */
const propertyCalls = () => api.calls.filter((call) => /^\/api\/properties\/[^/]+$/.test(call.url.pathname));

function serveDetail(answer = () => jsonResponse(200, { data: property })) {
  api = createFetchDouble().on('GET', /^\/api\/properties\/[^/]+$/, answer);
}

function renderDetail(options: Parameters<typeof renderWithSite>[1] = {}) {
  return renderWithSite(<PropertyDetailPage />, {
    path: '/property/:id',
    route: '/property/skyline',
    remotes: { 'booking/DetailBookingForm': FakeDetailForm },
    ...options,
  });
}

/** For the tests of a block: what the page observes is on screen at once (`true`), or never. */
function observedOnScreen(onScreen: boolean) {
  const Original = globalThis.IntersectionObserver;
  beforeEach(() => {
    globalThis.IntersectionObserver = class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        if (onScreen) this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never);
      }
      disconnect() {}
      unobserve() {}
      takeRecords() {
        return [];
      }
    } as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    globalThis.IntersectionObserver = Original;
  });
}

/** The page has rendered the property and booking's form has loaded. */
async function title() {
  const heading = await screen.findByRole('heading', { name: 'Skyline Studio in Westlands', level: 1 });
  await screen.findByRole('form', { name: 'Book this stay form' });
  return heading;
}

describe('loading the property (SPEC §2)', () => {
  it('says Loading... while it fetches', () => {
    api = createFetchDouble().on('GET', /^\/api\/properties\//, () => new Promise<Response>(() => {}));
    renderDetail();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('fetches the property by its id', async () => {
    serveDetail();
    renderDetail();
    await title();
    expect(api.calls[0]?.url.pathname).toBe('/api/properties/skyline');
  });

  it('also answers at /properties/:id', async () => {
    serveDetail();
    renderDetail({ path: '/properties/:id', route: '/properties/skyline' });
    expect(await title()).toBeInTheDocument();
  });

  it('shows Property Not Found when the property does not exist', async () => {
    serveDetail(() => jsonResponse(404, { error: 'Property not found' }));
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Property Not Found' })).toBeInTheDocument();
    expect(screen.getByText(/Failed to fetch property details/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to properties' })).toHaveAttribute('href', '/properties');
  });

  it('says the stay is not available, with a way back to search, when the listing is suspended', async () => {
    serveDetail(() =>
      jsonResponse(410, {
        error: moderationMessages.listingUnavailable,
        details: moderationMessages.listingUnavailableDetails,
      }),
    );
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'This stay is not available' })).toBeInTheDocument();
    expect(screen.getByText(moderationMessages.listingUnavailableDetails)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search other stays' })).toHaveAttribute('href', '/properties');
    expect(screen.queryByRole('heading', { name: 'Property Not Found' })).not.toBeInTheDocument();
  });

  it('uses the property passed in navigation state without fetching', async () => {
    serveDetail();
    renderDetail({ state: { property } });
    expect(screen.getByRole('heading', { name: 'Skyline Studio in Westlands', level: 1 })).toBeInTheDocument();
    await title();
    expect(propertyCalls()).toHaveLength(0);
  });

  it('uses the shared cache without fetching', async () => {
    serveDetail();
    const store = createSiteStore();
    store.set(cachePropertiesAtom, [property]);
    renderDetail({ store });
    expect(screen.getByRole('heading', { name: 'Skyline Studio in Westlands', level: 1 })).toBeInTheDocument();
    await title();
    expect(propertyCalls()).toHaveLength(0);
  });
});

describe('when the API gives no answer about the property', () => {
  const detailPath = /^\/api\/properties\/[^/]+$/;
  const servers: Array<[string, FetchHandler]> = [
    ['never answers (a black hole)', () => neverAnswered()],
    ['sends its headers, then stalls', ({ signal }) => stalledResponse(200, signal)],
    [
      'drips its answer a character a second',
      ({ signal }) => drippingResponse(200, JSON.stringify({ data: property }), 1000, signal),
    ],
  ];

  it.each(servers)(
    'shows its error with Retry, not Property Not Found, when the API %s; Retry shows the property',
    async (_, server) => {
      jest.useFakeTimers();
      api = createFetchDouble().on('GET', detailPath, server);
      renderDetail();
      expect(screen.getByRole('status')).toHaveTextContent('Loading...');
      await act(() => jest.advanceTimersByTimeAsync(API_TIMEOUT_MS));
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByRole('heading', { name: "We couldn't load this property", level: 1 })).toBeVisible();
      expect(alert).toHaveTextContent('Check your connection and try again.');
      expect(screen.queryByRole('heading', { name: 'Property Not Found' })).not.toBeInTheDocument();
      expect(screen.queryByText(/may have been removed/)).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: '← Back to properties' })).toHaveAttribute('href', '/properties');

      api.on('GET', detailPath, () => jsonResponse(200, { data: property }));
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      await user.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect(await title()).toBeInTheDocument();
      expect(propertyCalls()).toHaveLength(2);
    },
  );

  it('shows its error with Retry when the API cannot be reached at all', async () => {
    serveDetail(() => {
      throw new TypeError('Failed to fetch');
    });
    renderDetail();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: "We couldn't load this property" })).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Property Not Found' })).not.toBeInTheDocument();
  });

  it('shows its error with Retry when the API fails (5xx)', async () => {
    serveDetail(() => jsonResponse(503, { error: 'Service unavailable' }));
    renderDetail();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: "We couldn't load this property" })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Property Not Found' })).not.toBeInTheDocument();
  });
});

describe('the property detail (SPEC §2)', () => {
  it('links back to the properties', async () => {
    serveDetail();
    renderDetail();
    await title();
    expect(screen.getByRole('link', { name: '← Back to properties' })).toHaveAttribute('href', '/properties');
  });

  it('goes back to the exact results the guest came from, with their scroll and Show All', async () => {
    serveDetail();
    const view = renderWithSite(<PropertyDetailPage />, {
      path: '/property/:id',
      route: '/property/skyline',
      remotes: { 'booking/DetailBookingForm': FakeDetailForm },
      state: { property, back: { url: '/properties?location=nairobi&guests=3', scrollY: 1800, showAll: true } },
    });
    const back = screen.getByRole('link', { name: '← Back to properties' });
    expect(back).toHaveAttribute('href', '/properties?location=nairobi&guests=3');
    await userEvent.click(back);
    expect(view.location()).toMatchObject({
      pathname: '/properties',
      search: '?location=nairobi&guests=3',
      state: { scrollY: 1800, showAll: true },
    });
  });

  it('never sends the back link off the site, whatever the state says', async () => {
    serveDetail();
    renderDetail({ state: { property, back: { url: '//evil.example/x', scrollY: 0, showAll: false } } });
    expect(screen.getByRole('link', { name: '← Back to properties' })).toHaveAttribute('href', '/properties');
    await title();
  });

  it('shows rating, review count and location in the header', async () => {
    serveDetail();
    renderDetail();
    await title();
    expect(screen.getByText(/\(86 reviews\)/)).toBeInTheDocument();
    expect(screen.getByText('Westlands, Nairobi', { selector: 'span' })).toBeInTheDocument();
    expect(
      screen.getAllByText((_, el) => el?.tagName === 'SPAN' && /Rated 4\.7 out of 5/.test(el.textContent ?? '')),
    ).not.toHaveLength(0);
  });

  it('shows (New listing) and no star rating for a property without reviews', async () => {
    serveDetail(() => jsonResponse(200, { data: { ...property, rating: 4.8, reviewsCount: 0 } }));
    renderDetail();
    const header = (await title()).parentElement as HTMLElement;
    expect(within(header).getByText('(New listing)')).toBeInTheDocument();
    expect(within(header).queryByText(/Rated/)).not.toBeInTheDocument();
    expect(within(header).queryByText(/4\.8/)).not.toBeInTheDocument();
    expect(within(header).queryByText('★')).not.toBeInTheDocument();
  });

  it('says "Verified" with the month only for a listing the API says an operator verified', async () => {
    serveDetail(() => jsonResponse(200, { data: { ...property, verifiedAt: '2026-10-31T22:30:00.000Z' } }));
    const view = renderDetail();
    const header = (await title()).parentElement as HTMLElement;
    // 01:30 on 1 November in Nairobi.
    expect(within(header).getByText(/Verified in November 2026/)).toHaveTextContent(
      "✓ Verified in November 2026: our team approved this listing and checked its host's ID",
    );
    view.unmount();
    serveDetail();
    renderDetail();
    expect(within((await title()).parentElement as HTMLElement).queryByText(/Verified/)).not.toBeInTheDocument();
  });

  it('defaults to 4 guests, 2 bedrooms and 1 bath', async () => {
    serveDetail(() => jsonResponse(200, { data: { ...property, guests: null, beds: null, baths: null } }));
    renderDetail();
    await title();
    const overview = screen.getByRole('region', { name: 'Furnished Apartment in Nairobi' });
    expect(overview).toHaveTextContent('4 guests');
    expect(overview).toHaveTextContent('2 bedrooms');
    expect(overview).toHaveTextContent('1 bath');
  });

  it('shows the description and What this place offers', async () => {
    serveDetail();
    renderDetail();
    await title();
    expect(screen.getByText('Sarit Centre is a short walk away.')).toBeInTheDocument();
    const amenities = screen.getByRole('region', { name: 'What this place offers' });
    expect(
      within(amenities)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.trim()),
    ).toEqual(['✓ Wi-Fi', '✓ Gym']);
  });

  it('introduces the host with what their data makes true and Makao’s number, never the host’s own', async () => {
    // An answer that still carries the host's private contact (an older API) shows none of it.
    const contact = { phone: '+254 722 418 301', email: 'wanjiru@hosts.test' };
    serveDetail(() => jsonResponse(200, { data: { ...property, host: { ...property.host, ...contact } } }));
    renderDetail();
    await title();
    const host = screen.getByRole('region', { name: 'Meet your host' });
    // The fixture's host: a Superhost of six years, 48 reviews averaging 4.9, answering in 20 minutes.
    for (const text of [
      'Hosted by Wanjiru Kamau',
      'Superhost',
      '4.9 rating',
      '48 reviews',
      '5+ years hosting',
      'Usually responds within an hour',
    ]) {
      expect(host).toHaveTextContent(text);
    }
    expect(host).not.toHaveTextContent('342');
    expect(within(host).getByRole('link', { name: 'Call +254 712 345 678' })).toHaveAttribute(
      'href',
      'tel:+254712345678',
    );
    expect(host).not.toHaveTextContent(contact.phone);
    expect(host).not.toHaveTextContent(contact.email);
  });

  it('shows a host without reviews no star rating and no badge, and says so', async () => {
    const newHost = {
      name: 'Peter Mutua',
      reviewsCount: 0,
      rating: null,
      hostingSince: new Date(Date.now() - 63 * 86_400_000).toISOString().slice(0, 10),
      superhost: false,
      responseMinutes: null,
    };
    serveDetail(() => jsonResponse(200, { data: { ...property, host: newHost } }));
    renderDetail();
    await title();
    const host = screen.getByRole('region', { name: 'Meet your host' });
    expect(host).toHaveTextContent('No reviews yet');
    expect(host).toHaveTextContent('New to Makao');
    expect(host).not.toHaveTextContent(/★|rating|Superhost|responds/);
  });

  it('invents no review count (SPEC §3’s 127) when the answer gives none, and offers the site number', async () => {
    serveDetail(() => jsonResponse(200, { data: { ...property, host: { name: 'Achieng' } } }));
    renderDetail();
    await title();
    const host = screen.getByRole('region', { name: 'Meet your host' });
    expect(host).not.toHaveTextContent(/127|reviews|rating|Superhost|hosting|responds/);
    expect(within(host).getByRole('link', { name: 'Call +254 712 345 678' })).toBeInTheDocument();
  });

  it("shows the stay's area on a map, circled, with the privacy note", async () => {
    serveDetail();
    renderDetail();
    await title();
    const map = await screen.findByRole('region', { name: 'Map of Nairobi' });
    // The circle (Leaflet's SVG), no marker that would claim a house.
    await waitFor(() => expect(map.querySelector('svg path')).not.toBeNull());
    expect(map.querySelector('.leaflet-marker-icon')).toBeNull();
    expect(within(map).getByRole('link', { name: 'OpenStreetMap' })).toBeInTheDocument();
    expect(screen.getByText('Exact location provided after booking confirmation')).toBeInTheDocument();
    expect(
      screen.getByText(
        'The stay is inside the circle. Its street and exact place are shared once the host confirms your booking.',
      ),
    ).toBeInTheDocument();
  });

  describe('when the map service cannot be reached', () => {
    // The map section is on screen at once.
    observedOnScreen(true);

    it('shows the area and a link instead of a broken map', async () => {
      serveDetail();
      renderDetail();
      await title();
      const map = await screen.findByRole('region', { name: 'Map of Nairobi' });
      await waitFor(() => expect(map.querySelector('img.leaflet-tile')).not.toBeNull());
      for (const tile of map.querySelectorAll('img.leaflet-tile')) fireEvent.error(tile);
      const fallback = await screen.findByRole('note', { name: 'Map of Nairobi' });
      expect(fallback).toHaveTextContent('Westlands, Nairobi');
      expect(within(fallback).getByRole('link', { name: 'Open Nairobi on OpenStreetMap' })).toHaveAttribute(
        'href',
        'https://www.openstreetmap.org/#map=15/-1.2649/36.803',
      );
      expect(screen.queryByRole('region', { name: 'Map of Nairobi' })).not.toBeInTheDocument();
      expect(screen.getByText('Exact location provided after booking confirmation')).toBeInTheDocument();
    });

    it('keeps the map when its tiles load', async () => {
      serveDetail();
      renderDetail();
      await title();
      const map = await screen.findByRole('region', { name: 'Map of Nairobi' });
      await waitFor(() => expect(map.querySelector('img.leaflet-tile')).not.toBeNull());
      for (const tile of map.querySelectorAll('img.leaflet-tile')) fireEvent.load(tile);
      expect(screen.getByRole('region', { name: 'Map of Nairobi' })).toBeInTheDocument();
      expect(screen.queryByRole('note', { name: 'Map of Nairobi' })).not.toBeInTheDocument();
    });

    it('gives up on tiles that do not come in time', async () => {
      jest.useFakeTimers();
      serveDetail();
      renderDetail();
      await act(() => jest.advanceTimersByTimeAsync(100));
      expect(await screen.findByRole('region', { name: 'Map of Nairobi' })).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(MAP_TILES_TIMEOUT_MS));
      expect(screen.getByRole('note', { name: 'Map of Nairobi' })).toBeInTheDocument();
    });
  });

  it("gives booking's side-column form the property's details", async () => {
    serveDetail();
    renderDetail();
    await title();
    expect(await screen.findByRole('form', { name: 'Book this stay form' })).toHaveTextContent(
      'skyline|Skyline Studio in Westlands|4500|2',
    );
  });

  describe('below the first screen', () => {
    // Nothing observed is on screen until the guest moves.
    observedOnScreen(false);

    it("loads booking's form once the guest scrolls, showing its place until then", async () => {
      serveDetail();
      renderDetail();
      const booking = await screen.findByRole('complementary', { name: 'Book this stay' });
      expect(within(booking).getByText('Loading…')).toBeInTheDocument();
      expect(screen.queryByRole('form', { name: 'Book this stay form' })).not.toBeInTheDocument();
      act(() => {
        window.dispatchEvent(new Event('scroll'));
      });
      expect(await within(booking).findByRole('form', { name: 'Book this stay form' })).toBeInTheDocument();
    });

    it('loads it when the guest presses a key, so the keyboard reaches it', async () => {
      const user = userEvent.setup();
      serveDetail();
      renderDetail();
      await screen.findByRole('complementary', { name: 'Book this stay' });
      await user.keyboard('{Tab}');
      expect(await screen.findByRole('form', { name: 'Book this stay form' })).toBeInTheDocument();
    });
  });

  describe('guest reviews', () => {
    const categories = { cleanliness: 5, accuracy: 4, checkIn: 5, communication: 5, location: 4, value: 4 };
    const review = (n: number, reply: string | null = null) => ({
      id: `00000000-0000-4000-8000-00000000000${n}`,
      guestName: ['Achieng', 'Jonas', 'Priya'][n % 3],
      stayedIn: '2026-10',
      rating: 5 - (n % 2),
      categories,
      body: `Review ${n}: <b>spotless</b> and quiet.`,
      publishedAt: '2026-11-01T10:00:00.000Z',
      reply,
      repliedAt: reply ? '2026-11-02T10:00:00.000Z' : null,
    });
    const summary = { count: 3, rating: 4.7, categories: { ...categories, accuracy: 4.3 } };

    it('shows the overall rating, each category and the newest reviews, then more on request', async () => {
      const user = userEvent.setup();
      serveDetail();
      api.on('GET', /\/reviews$/, ({ url }) =>
        url.searchParams.get('cursor') === 'next'
          ? jsonResponse(200, { data: [review(3)], summary, page: { next: null } })
          : jsonResponse(200, {
              data: [review(1, 'Thank you, come back soon!'), review(2)],
              summary,
              page: { next: 'next' },
            }),
      );
      renderDetail();
      const section = await screen.findByRole('region', { name: 'Guest reviews' });
      // Heard as "Rated 4.7 out of 5 from 3 reviews"; the star and the dot are for the eye.
      expect(
        await within(section).findByText(
          (_, el) => el?.tagName === 'P' && el.textContent === '★ Rated 4.7 out of 5 from · 3 reviews',
        ),
      ).toBeInTheDocument();
      expect(within(section).getByText('Accuracy').nextSibling).toHaveTextContent('4.3');
      const first = within(section).getByRole('article', { name: 'Review by Jonas' });
      expect(first).toHaveTextContent('Stayed in October 2026');
      expect(first).toHaveTextContent('Rated 4 out of 5');
      // Plain text, as written: nothing in it is markup.
      expect(within(first).getByText('Review 1: <b>spotless</b> and quiet.')).toBeInTheDocument();
      expect(within(first).getByText('Response from the host')).toBeInTheDocument();
      expect(within(section).getAllByRole('article')).toHaveLength(2);
      await user.click(within(section).getByRole('button', { name: 'Show more reviews' }));
      expect(await within(section).findByRole('article', { name: 'Review by Achieng' })).toBeInTheDocument();
      expect(within(section).getAllByRole('article')).toHaveLength(3);
      expect(within(section).queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
    });

    it('says a listing nobody has reviewed is new, and asks again after a failure', async () => {
      const user = userEvent.setup();
      serveDetail();
      api.on('GET', /\/reviews$/, () => jsonResponse(503, { error: 'busy' }));
      renderDetail();
      const section = await screen.findByRole('region', { name: 'Guest reviews' });
      const alert = await within(section).findByRole('alert', {}, { timeout: 30_000 });
      expect(alert).toHaveTextContent("We couldn't load the reviews.");
      api.on('GET', /\/reviews$/, () =>
        jsonResponse(200, { data: [], summary: { count: 0, rating: null, categories: null }, page: { next: null } }),
      );
      await user.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect(await within(section).findByText(/No reviews yet: this listing is new on Makao/)).toBeInTheDocument();
    });
  });

  it('offers phone and WhatsApp in place of the form when booking cannot be reached', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    serveDetail();
    renderDetail({ remotes: {} });
    await screen.findByRole('heading', { name: 'Skyline Studio in Westlands', level: 1 });
    expect(await screen.findByText(/Online booking is unavailable right now/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'WhatsApp us' })).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent('Skyline Studio in Westlands')),
    );
  });

  it('copies the link and says Link copied when the device cannot share', async () => {
    const user = userEvent.setup();
    serveDetail();
    renderDetail();
    await title();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(window.location.href);
  });

  it('saves the stay on this device with a heart named after it', async () => {
    serveDetail();
    renderDetail();
    await title();
    const save = screen.getByRole('button', { name: 'Save Skyline Studio in Westlands' });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(save);
    expect(save).toHaveAttribute('aria-pressed', 'true');
    expect(save).toHaveAccessibleName('Remove Skyline Studio in Westlands from saved');
    expect(JSON.parse(window.localStorage.getItem(SAVED_KEY) ?? '[]')).toEqual(['skyline']);
    await userEvent.click(save);
    expect(save).toHaveAttribute('aria-pressed', 'false');
    expect(JSON.parse(window.localStorage.getItem(SAVED_KEY) ?? '[]')).toEqual([]);
  });

  it('remembers a saved stay', async () => {
    window.localStorage.setItem(SAVED_KEY, JSON.stringify(['skyline']));
    serveDetail();
    renderDetail();
    await title();
    expect(screen.getByRole('button', { name: 'Remove Skyline Studio in Westlands from saved' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('names the page and describes the stay for search engines', async () => {
    serveDetail();
    const { container } = renderDetail();
    await title();
    await waitFor(() => expect(document.title).toBe('Skyline Studio in Westlands in Nairobi · Makao'));
    const script = container.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? '{}');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Skyline Studio in Westlands',
      image: property.images,
      address: { addressLocality: 'Nairobi', addressCountry: 'KE' },
      geo: { latitude: -1.2649, longitude: 36.803 },
      priceRange: 'KSh 4,500 per night',
    });
  });
});
