import { screen, within } from '@testing-library/react';
import { renderWithSite } from 'test-utils';
import { AboutPage } from './AboutPage';

describe('about page', () => {
  beforeEach(() => renderWithSite(<AboutPage />, { route: '/about' }));

  it('is headed "About Makao"', () => {
    expect(screen.getByRole('heading', { level: 1, name: 'About Makao' })).toBeInTheDocument();
  });

  it("makes the About page's own claims: 10,000+ guests and a 4.8 rating", () => {
    const stats = screen.getByRole('list', { name: 'Makao in numbers' });
    expect(stats).toHaveTextContent('500+ verified properties');
    expect(stats).toHaveTextContent('10,000+ happy guests');
    expect(stats).toHaveTextContent('4.8 average guest rating');
    expect(stats).toHaveTextContent('8+ years in business, since 2016');
  });

  /** A section of the page, by its heading, as a screen reader lists the page's regions. */
  const section = (name: string) => within(screen.getByRole('region', { name }));
  const cardTitles = (name: string) =>
    section(name)
      .getAllByRole('listitem')
      .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

  it('tells the story', () => {
    expect(section('Our Story').getByText(/Makao began in 2016 in a small office in Roysambu/)).toBeInTheDocument();
  });

  it('shows three values', () => {
    expect(cardTitles('Our Values')).toEqual([
      'Verified, not just listed',
      'Karibu, the Kenyan way',
      'Honest prices in KSh',
    ]);
  });

  it('says what the team checks, and promises no visit it does not make', () => {
    const values = section('Our Values');
    expect(values.getByText(/Our team checks every listing before it goes live/)).toHaveTextContent(
      'its photos, its address on the map and its Tourism Regulatory Authority registration. Listings marked Verified also have a host whose ID we have checked.',
    );
    expect(values.queryByText(/visits every property/)).not.toBeInTheDocument();
  });

  it('introduces three team members', () => {
    expect(cardTitles('Meet Our Team')).toEqual(['Wanjiru Kamau', 'Brian Otieno', 'Fatuma Ali']);
  });

  it('walks through the journey from 2016 to 2024, in order', () => {
    const years = section('Our Journey')
      .getAllByRole('listitem')
      .map((step) => within(step).getByText(/^\d{4}$/).textContent);
    expect(years).toEqual(['2016', '2018', '2020', '2022', '2024']);
  });

  it('calls visitors to browse properties and to become a host', () => {
    expect(screen.getByRole('link', { name: 'Browse properties' })).toHaveAttribute('href', '/properties');
    expect(screen.getByRole('link', { name: 'Become a host' })).toHaveAttribute('href', '/become-host');
  });
});
