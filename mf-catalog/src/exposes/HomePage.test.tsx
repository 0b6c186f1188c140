import { screen, within } from '@testing-library/react';
import { createFetchDouble, jsonResponse, renderWithSite, type FetchDouble } from 'test-utils';
import { daysAgo, listBody, makeProperty } from '../../test/fixtures';
import HomePage from './HomePage';

let api: FetchDouble;
beforeEach(() => {
  const properties = Array.from({ length: 6 }, (_, i) => makeProperty({ title: `Stay ${i}`, updatedAt: daysAgo(i) }));
  api = createFetchDouble().on('GET', '/api/properties', () => jsonResponse(200, listBody(properties)));
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

  it("makes the home page's claims (SPEC §1)", async () => {
    await renderHome();
    const text = document.body.textContent ?? '';
    for (const claim of [
      '500+ verified properties',
      '15,000+',
      '4.9',
      '3,200+',
      'Price match plus 5% off',
      'Free cancellation up to 48 hours before check-in on most properties',
      'KSh 2,500 to 12,000 a night',
      '24/7 support',
    ]) {
      expect(text).toContain(claim);
    }
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
