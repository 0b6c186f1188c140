import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSite } from 'test-utils';
import { SearchPanel } from './SearchPanel';

// Nairobi is UTC+3: 09:00 UTC on 10 June is the same Nairobi day.
const NOW = new Date('2026-06-10T09:00:00Z');

function setup() {
  jest.useFakeTimers({ now: NOW });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const view = renderWithSite(<SearchPanel />, { route: '/' });
  return { user, view };
}

afterEach(() => {
  jest.useRealTimers();
});

const toasts = () => screen.getByRole('region', { name: 'Notifications (F8)' });

describe('the home search panel (SPEC §2/§5)', () => {
  it('lists the eight search locations', () => {
    setup();
    const options = within(screen.getByLabelText('Location')).getAllByRole('option');
    expect(options.slice(1).map((o) => o.textContent)).toEqual([
      'Nairobi',
      'Mombasa',
      'Kisumu',
      'Nakuru',
      'Maasai Mara',
      'Diani Beach',
      'Watamu',
      'Lake Naivasha',
    ]);
  });

  it('offers the guest ranges 1-2 to 9+', () => {
    setup();
    const options = within(screen.getByLabelText('Guests')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      '1-2 guests',
      '3-4 guests',
      '5-6 guests',
      '7-8 guests',
      '9+ guests',
    ]);
  });

  it('says Please Select Location when no location is chosen', async () => {
    const { user, view } = setup();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(within(toasts()).getByText('Please Select Location')).toBeInTheDocument();
    expect(
      within(toasts()).getByText('Choose a location to search for vacation rentals in Kenya.'),
    ).toBeInTheDocument();
    expect(view.location().pathname).toBe('/');
  });

  it('says Invalid Dates when check-out is not after check-in', async () => {
    const { user } = setup();
    await user.selectOptions(screen.getByLabelText('Location'), 'nairobi');
    await user.type(screen.getByLabelText('Check-in'), '2026-06-15');
    await user.type(screen.getByLabelText('Check-out'), '2026-06-14');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(within(toasts()).getByText('Invalid Dates')).toBeInTheDocument();
    expect(within(toasts()).getByText('Check-out date must be after check-in date.')).toBeInTheDocument();
  });

  it('says Invalid Check-in Date for a check-in in the past', async () => {
    const { user } = setup();
    await user.selectOptions(screen.getByLabelText('Location'), 'nairobi');
    await user.type(screen.getByLabelText('Check-in'), '2026-06-09');
    await user.type(screen.getByLabelText('Check-out'), '2026-06-12');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(within(toasts()).getByText('Invalid Check-in Date')).toBeInTheDocument();
    expect(within(toasts()).getByText('Check-in date cannot be in the past.')).toBeInTheDocument();
  });

  it('shows Redirecting to Results... and opens the listing after 1 second', async () => {
    const { user, view } = setup();
    await user.selectOptions(screen.getByLabelText('Location'), 'mombasa');
    await user.type(screen.getByLabelText('Check-in'), '2026-06-12');
    await user.type(screen.getByLabelText('Check-out'), '2026-06-15');
    await user.selectOptions(screen.getByLabelText('Guests'), '5-6 guests');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('button', { name: 'Redirecting to Results...' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(999));
    expect(view.location().pathname).toBe('/');
    act(() => jest.advanceTimersByTime(1));
    expect(view.location().pathname).toBe('/properties');
    expect(view.location().search).toBe('?location=mombasa&checkIn=2026-06-12&checkOut=2026-06-15&guests=6');
  });

  it('sends "1-2 guests", the range it starts with, as 2 guests', async () => {
    const { user, view } = setup();
    expect(screen.getByLabelText('Guests')).toHaveDisplayValue('1-2 guests');
    await user.selectOptions(screen.getByLabelText('Location'), 'nairobi');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    act(() => jest.advanceTimersByTime(1000));
    expect(new URLSearchParams(view.location().search).get('guests')).toBe('2');
  });

  it('accepts a check-in today', async () => {
    const { user, view } = setup();
    await user.selectOptions(screen.getByLabelText('Location'), 'kisumu');
    await user.type(screen.getByLabelText('Check-in'), '2026-06-10');
    await user.type(screen.getByLabelText('Check-out'), '2026-06-11');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    act(() => jest.advanceTimersByTime(1000));
    expect(view.location().search).toBe('?location=kisumu&checkIn=2026-06-10&checkOut=2026-06-11&guests=2');
  });

  it.each([
    ['Nairobi', 'nairobi'],
    ['Mombasa', 'mombasa'],
    ['Kisumu', 'kisumu'],
    ['Nakuru', 'nakuru'],
  ])('searches %s directly from its quick button', async (name, value) => {
    const { user, view } = setup();
    await user.click(screen.getByRole('button', { name }));
    expect(screen.getByRole('button', { name: 'Redirecting to Results...' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(view.location().pathname).toBe('/properties');
    expect(new URLSearchParams(view.location().search).get('location')).toBe(value);
  });

  it('names every field and button', () => {
    setup();
    for (const label of ['Location', 'Check-in', 'Check-out', 'Guests']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('search', { name: 'Find a stay' })).toBeInTheDocument();
  });
});
