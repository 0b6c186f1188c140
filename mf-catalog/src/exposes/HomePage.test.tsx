import { screen, waitFor, within } from '@testing-library/react';
import {
  createFetchDouble,
  jsonResponse,
  neverAnswered,
  renderWithSite,
  type FetchDouble,
  type FetchHandler,
} from 'test-utils';
import { daysAgo, listBody, makeProperty } from '../../test/fixtures';
import HomePage from './HomePage';

let api: FetchDouble;
/** What `GET /api/stats` answers; a test may change it before rendering. */
let stats: FetchHandler;
beforeEach(() => {
  const properties = Array.from({ length: 6 }, (_, i) => makeProperty({ title: `Stay ${i}`, updatedAt: daysAgo(i) }));
  stats = () => jsonResponse(200, { data: { properties: 507, guests: 15_234, reviews: 3245, rating: 4.9 } });
  api = createFetchDouble()
    .on('GET', '/api/properties', () => jsonResponse(200, listBody(properties)))
    .on('GET', '/api/stats', (request) => stats(request));
});
afterEach(() => api.restore());

// Seven sections, one a frame, each rendered by jsdom (about a second here).
/** The sections below the fold load after the hero has painted: a busy machine takes its time. */
const slow = { timeout: 30_000 };

async function renderHome() {
  const view = renderWithSite(<HomePage />, { route: '/' });
  await screen.findByRole('heading', { name: 'Stay 0', level: 3 });
  // Below the fold follows the first paint one section a frame; the FAQ is the last.
  await screen.findByRole('heading', { name: 'Frequently asked questions' }, slow);
  return view;
}

describe('the home page (SPEC §2)', () => {
  it('paints the hero first and the sections below the fold after it', async () => {
    renderWithSite(<HomePage />, { route: '/' });
    expect(screen.getByRole('heading', { name: 'Find your perfect stay in Kenya', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Frequently asked questions' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Featured stays' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Frequently asked questions' }, slow)).toBeInTheDocument();
  });

  it('shows exactly the 6 featured property cards as links with a level-3 title', async () => {
    await renderHome();
    const cards = screen.getAllByRole('link').filter((link) => within(link).queryByRole('heading', { level: 3 }));
    expect(cards).toHaveLength(6);
  });

  it('has the search panel in the hero', async () => {
    await renderHome();
    expect(screen.getByRole('heading', { name: 'Find your perfect stay in Kenya', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Find a stay' })).toBeInTheDocument();
  });

  it('links each destination tile to the listing filtered to it', async () => {
    await renderHome();
    const section = screen.getByRole('region', { name: 'Popular destinations' });
    expect(within(section).getByRole('link', { name: /Maasai Mara/ })).toHaveAttribute(
      'href',
      '/properties?location=masai-mara',
    );
    expect(within(section).getAllByRole('link')).toHaveLength(8);
  });

  it('links each property-type tile to its category route', async () => {
    await renderHome();
    const section = screen.getByRole('region', { name: 'Stay your way' });
    expect(within(section).getByRole('link', { name: /Furnished Apartments/ })).toHaveAttribute(
      'href',
      '/furnished-apartments',
    );
    expect(within(section).getByRole('link', { name: /Holiday Homes/ })).toHaveAttribute('href', '/holiday-homes');
    expect(within(section).getByRole('link', { name: /Safari Accommodation/ })).toHaveAttribute(
      'href',
      '/safari-accommodation',
    );
    expect(within(section).getByRole('link', { name: /Serviced Apartments/ })).toHaveAttribute(
      'href',
      '/serviced-apartments',
    );
  });

  it("makes the home page's claims (SPEC §1), its numbers from the data", async () => {
    await renderHome();
    const text = document.body.textContent ?? '';
    for (const claim of [
      'Verified properties',
      'Price match plus 5% off',
      'Free cancellation up to 48 hours before check-in on most properties',
      'KSh 2,500 to 12,000 a night',
      '24/7 support',
    ]) {
      expect(text).toContain(claim);
    }
    const band = await screen.findByLabelText('Makao in numbers');
    await waitFor(() => expect(band).toHaveAttribute('aria-busy', 'false'));
    // 507, 15,234, 4.9 and 3,245 read as SPEC §1 writes them.
    for (const [label, figure] of [
      ['Verified properties', '500+'],
      ['Guests', '15,000+'],
      ['Average rating', '4.9 ★'],
      ['Reviews', '3,200+'],
    ] as const) {
      expect(within(band).getByText(label).parentElement).toHaveTextContent(`${label}${figure}`);
    }
  });

  it('gives smaller numbers as the data has them, and no rating before the first review', async () => {
    stats = () => jsonResponse(200, { data: { properties: 54, guests: 152, reviews: 0, rating: null } });
    await renderHome();
    const band = screen.getByLabelText('Makao in numbers');
    await waitFor(() => expect(band).toHaveTextContent('54'));
    expect(band).toHaveTextContent('150+');
    expect(within(band).queryByText('Average rating')).not.toBeInTheDocument();
    expect(band).not.toHaveTextContent('★');
  });

  it('holds the band with its labels alone while the numbers load', async () => {
    stats = () => neverAnswered();
    await renderHome();
    const band = screen.getByLabelText('Makao in numbers');
    expect(band).toHaveAttribute('aria-busy', 'true');
    for (const label of ['Verified properties', 'Guests', 'Average rating', 'Reviews']) {
      expect(within(band).getByText(label)).toBeVisible();
    }
    for (const placeholder of within(band).getAllByText('0,000+')) expect(placeholder).not.toBeVisible();
  });

  it('shows no band, and no number of its own, when the numbers cannot be had', async () => {
    stats = () => jsonResponse(500, { error: 'Something went wrong' });
    await renderHome();
    await waitFor(() => expect(screen.queryByLabelText('Makao in numbers')).not.toBeInTheDocument());
    const text = document.body.textContent ?? '';
    for (const invented of ['500+', '15,000+', '3,200+', '4.9']) expect(text).not.toContain(invented);
  });

  it('shows testimonials, press marks and the FAQ', async () => {
    await renderHome();
    expect(screen.getByRole('heading', { name: 'What our guests say' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'As featured in' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Frequently asked questions' })).toBeInTheDocument();
  });

  it('names the page and gives search engines the price range KSh 2500-15000', async () => {
    const { container } = await renderHome();
    expect(document.title).toContain('Makao');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toContain('Kenya');
    const data = JSON.parse(container.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    expect(data.priceRange).toBe('KSh 2500-15000');
  });
});
