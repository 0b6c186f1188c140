import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithSite } from 'shared/testing';
import { TopBar } from './TopBar';

describe('TopBar', () => {
  it('is transparent over the home hero and solid elsewhere', () => {
    const { unmount } = renderWithSite(<TopBar overHero />);
    expect(screen.getByRole('banner')).toHaveAttribute('data-transparent', 'true');
    unmount();
    renderWithSite(<TopBar overHero={false} />);
    expect(screen.getByRole('banner')).toHaveAttribute('data-transparent', 'false');
  });

  it('labels About as Services and links My Booking and List Your Property', () => {
    renderWithSite(<TopBar overHero={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const nav = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(nav).getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/about');
    expect(within(nav).getByRole('link', { name: 'My Booking' })).toHaveAttribute('href', '/booking-confirmation');
    expect(within(nav).getByRole('link', { name: 'List Your Property' })).toHaveAttribute('href', '/become-host');
  });

  it('opens the slide-out menu, closes it on Escape and returns focus to the menu button', () => {
    renderWithSite(<TopBar overHero={false} />);
    const open = screen.getByRole('button', { name: 'Open menu' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(open).toHaveFocus();
  });

  it('closes the menu when a link is followed', () => {
    const { location } = renderWithSite(<TopBar overHero={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    fireEvent.click(within(mobile).getByRole('link', { name: 'Blog' }));
    expect(location().pathname).toBe('/blog');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
