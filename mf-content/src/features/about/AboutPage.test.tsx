import { screen } from '@testing-library/react';
import { renderWithSite } from 'shared/testing';
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

  it('tells the story, three values and three team members', () => {
    expect(screen.getByRole('heading', { level: 2, name: 'Our Story' })).toBeInTheDocument();
    for (const section of ['Our Values', 'Meet Our Team']) {
      const list = screen.getByRole('heading', { level: 2, name: section }).parentElement?.querySelector('ul');
      expect(list?.children).toHaveLength(3);
    }
  });

  it('walks through the journey from 2016 to 2024', () => {
    const journey = screen.getByRole('heading', { level: 2, name: 'Our Journey' }).parentElement as HTMLElement;
    const years = Array.from(journey.querySelectorAll('ol > li')).map((li) => li.textContent?.slice(0, 4));
    expect(years[0]).toBe('2016');
    expect(years.at(-1)).toBe('2024');
  });

  it('calls visitors to browse properties and to become a host', () => {
    expect(screen.getByRole('link', { name: 'Browse properties' })).toHaveAttribute('href', '/properties');
    expect(screen.getByRole('link', { name: 'Become a host' })).toHaveAttribute('href', '/become-host');
  });
});
