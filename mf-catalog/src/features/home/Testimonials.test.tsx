import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSite } from 'test-utils';
import { testimonials } from './homeContent';
import { Testimonials } from './Testimonials';

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
});

function preferReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

const [first] = testimonials as [(typeof testimonials)[number]];

describe('the testimonials (SPEC §2/§9)', () => {
  it('shows each sample review with guest, place, stay and rating', () => {
    preferReducedMotion(false);
    renderWithSite(<Testimonials />);
    const region = screen.getByRole('region', { name: 'Guest reviews' });
    const review = within(region).getAllByRole('listitem')[0] as HTMLElement;
    expect(review).toHaveTextContent(first.review);
    expect(review).toHaveTextContent(first.guest);
    expect(review).toHaveTextContent(`${first.location} · ${first.propertyType} · ${first.stayDuration}`);
    expect(within(review).getByRole('img', { name: `Rated ${first.rating} out of 5` })).toBeInTheDocument();
  });

  it('scrolls a seamless loop whose copy screen readers skip', () => {
    preferReducedMotion(false);
    renderWithSite(<Testimonials />);
    expect(screen.getAllByText(first.guest)).toHaveLength(2);
    expect(screen.getAllByRole('listitem')).toHaveLength(testimonials.length);
  });

  it('stands still and shows each review once for people who prefer reduced motion', () => {
    preferReducedMotion(true);
    renderWithSite(<Testimonials />);
    expect(screen.getAllByText(first.guest)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Pause reviews' })).not.toBeInTheDocument();
  });

  it('can be paused', async () => {
    preferReducedMotion(false);
    renderWithSite(<Testimonials />);
    const pause = screen.getByRole('button', { name: 'Pause reviews' });
    expect(pause).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'true');
  });
});
