import { screen, within } from '@testing-library/react';
import { renderWithSite } from 'test-utils';
import { SitemapPage } from './SitemapPage';

function group(name: string) {
  return within(screen.getByRole('region', { name }));
}

describe('sitemap', () => {
  beforeEach(() => renderWithSite(<SitemapPage />, { route: '/sitemap' }));

  it('has the four link groups of the spec', () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Sitemap' })).toBeInTheDocument();
    for (const name of ['Main Pages', 'Property Types', 'Kenya Destinations', 'Legal & Policies']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
  });

  it('links the legal pages, /cancellation and /host-terms included', () => {
    const hrefs = group('Legal & Policies')
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/terms', '/privacy', '/cancellation', '/host-terms']);
  });

  it('links the property type and destination pages', () => {
    expect(group('Property Types').getByRole('link', { name: 'Safari Accommodation' })).toHaveAttribute(
      'href',
      '/safari-accommodation',
    );
    expect(group('Kenya Destinations').getByRole('link', { name: 'Diani Beach Rentals' })).toHaveAttribute(
      'href',
      '/diani-beach-rentals',
    );
    expect(group('Kenya Destinations').getByRole('link', { name: 'Maasai Mara Safari Stays' })).toHaveAttribute(
      'href',
      '/properties?location=masai-mara',
    );
  });

  it('offers quick actions to /properties, /contact and /become-host', () => {
    const hrefs = group('Quick Actions')
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/properties', '/contact', '/become-host']);
  });
});
