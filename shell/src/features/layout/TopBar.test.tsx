import { act, fireEvent, screen, within } from '@testing-library/react';
import { createFetchDouble, jsonResponse, renderWithSite } from 'test-utils';
import { HOST_HINT_KEY } from 'shared/state';
import { theme } from 'shared/ui';
import { TopBar } from './TopBar';

/** A theme colour as the browser reports it. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

/** What the guest sees of the bar: its background and its text colour. */
function bar() {
  const style = getComputedStyle(screen.getByRole('banner'));
  return { background: style.backgroundColor, text: style.color };
}
const seeThrough = { background: 'rgba(0, 0, 0, 0)', text: rgb(theme.colors.onPrimary) };
const solid = { background: rgb(theme.colors.surface), text: rgb(theme.colors.ink) };

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

describe('TopBar', () => {
  afterEach(() => scrollTo(0));

  it('is see-through with light text over the home hero', () => {
    renderWithSite(<TopBar overHero />);
    expect(bar()).toEqual(seeThrough);
  });

  it('is solid with dark text elsewhere', () => {
    renderWithSite(<TopBar overHero={false} />);
    expect(bar()).toEqual(solid);
  });

  it('turns solid on home once the page scrolls, and see-through again back at the top', () => {
    renderWithSite(<TopBar overHero />);
    act(() => scrollTo(200));
    expect(bar()).toEqual(solid);
    act(() => scrollTo(0));
    expect(bar()).toEqual(seeThrough);
  });

  it('is solid on home while the menu is open', () => {
    renderWithSite(<TopBar overHero />);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(bar()).toEqual(solid);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(bar()).toEqual(seeThrough);
  });

  it('links the saved stays with their count, in the bar on a phone and in the menu', () => {
    window.localStorage.setItem('makao.savedProperties', JSON.stringify(['a', 'b']));
    renderWithSite(<TopBar overHero={false} />);
    // On a phone (the test's width) the heart in the bar, without opening the menu.
    expect(screen.getByRole('link', { name: 'Saved, 2 stays' })).toHaveAttribute('href', '/saved');
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const nav = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(nav).getByRole('link', { name: 'Saved, 2 stays' })).toHaveAttribute('href', '/saved');
    window.localStorage.clear();
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

describe('TopBar and the signed-in host', () => {
  afterEach(() => {
    jest.useRealTimers();
    localStorage.clear();
  });

  it('never asks who is signed in on a browser where no host has signed in', async () => {
    jest.useFakeTimers();
    const api = createFetchDouble();
    try {
      renderWithSite(<TopBar overHero={false} />);
      fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      const menu = screen.getByRole('navigation', { name: 'Mobile' });
      await act(async () => {
        jest.advanceTimersByTime(10_000);
        await Promise.resolve();
      });
      expect(api.calls).toEqual([]);
      expect(within(menu).getByRole('link', { name: 'List Your Property' })).toBeInTheDocument();
    } finally {
      api.restore();
    }
  });

  it("asks who is signed in only once the page has settled, then shows a host's links", async () => {
    jest.useFakeTimers();
    localStorage.setItem(HOST_HINT_KEY, '1');
    const api = createFetchDouble().on('GET', '/api/hosts/session', () =>
      jsonResponse(200, {
        data: {
          host: {
            id: 'h1',
            name: 'Amina Wanjiru',
            email: 'a@example.co.ke',
            phone: '',
            emailVerified: true,
            avatar: null,
            bio: '',
            languages: [],
          },
          csrfToken: 'c',
        },
      }),
    );
    try {
      renderWithSite(<TopBar overHero={false} />);
      fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      const menu = screen.getByRole('navigation', { name: 'Mobile' });
      await act(async () => {
        jest.advanceTimersByTime(1000);
        await Promise.resolve();
      });
      expect(api.calls).toEqual([]);
      expect(within(menu).getByRole('link', { name: 'List Your Property' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1000));
      expect(await within(menu).findByRole('link', { name: 'Hosting: signed in as Amina Wanjiru' })).toHaveAttribute(
        'href',
        '/hosting',
      );
      expect(api.calls.map((call) => call.url.pathname)).toEqual(['/api/hosts/session']);
    } finally {
      api.restore();
    }
  });
  it('shows the host links at once in the host area, which asks for the session anyway', async () => {
    jest.useFakeTimers();
    const api = createFetchDouble().on('GET', '/api/hosts/session', () =>
      jsonResponse(200, {
        data: {
          host: {
            id: 'h1',
            name: 'Amina Wanjiru',
            email: 'a@example.co.ke',
            phone: '',
            emailVerified: true,
            avatar: null,
            bio: '',
            languages: [],
          },
          csrfToken: 'c',
        },
      }),
    );
    try {
      renderWithSite(<TopBar overHero={false} />, { route: '/hosting/profile' });
      fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      const menu = screen.getByRole('navigation', { name: 'Mobile' });
      await act(async () => {
        await Promise.resolve();
      });
      expect(await within(menu).findByRole('link', { name: /^Hosting/ }, { timeout: 500 })).toBeInTheDocument();
    } finally {
      api.restore();
    }
  });
});
