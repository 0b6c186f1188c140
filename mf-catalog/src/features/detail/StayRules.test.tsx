import { screen, within } from '@testing-library/react';
import { renderWithSite } from 'test-utils';
import { makeProperty } from '../../../test/fixtures';
import { StayRules } from './StayRules';

const property = makeProperty({
  id: 'skyline',
  type: 'apartments',
  checkInTime: '14:00',
  checkOutTime: '10:00',
  minNights: 3,
  houseRules: { smoking: false, parties: false, pets: true, notes: 'Quiet hours from 22:00.' },
  cancellationPolicy: 'standard',
});

function renderRules(route = '/property/skyline', shown = property) {
  return renderWithSite(
    <section aria-labelledby="rules-heading">
      <StayRules property={shown} />
    </section>,
    { path: '/property/:id', route },
  );
}

beforeEach(() => {
  // Only the clock: the page's "today" is 28 Nov 2026 in Nairobi.
  jest.useFakeTimers({
    now: new Date('2026-11-28T08:00:00Z'),
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'setImmediate',
      'queueMicrotask',
      'nextTick',
    ],
  });
});
afterEach(() => jest.useRealTimers());

describe('Things to know on the property page', () => {
  it('states the times, the minimum stay and the house rules the listing gives', () => {
    renderRules();
    const section = screen.getByRole('region', { name: 'Things to know' });
    expect(within(section).getByText('Check-in after 14:00 · Check-out before 10:00')).toBeInTheDocument();
    expect(within(section).getByText('Minimum stay: 3 nights')).toBeInTheDocument();
    expect(
      within(within(section).getByRole('list', { name: 'House rules' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['No smoking', 'No parties or events', 'Pets allowed']);
    expect(within(section).getByText('Quiet hours from 22:00.')).toBeInTheDocument();
  });

  it('gives the general cancellation rule when no stay is chosen', () => {
    renderRules();
    expect(screen.getByRole('heading', { name: 'Cancellation: standard terms' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Free cancellation up to 48 hours before check-in. After that the deposit agreed with the host is forfeited.',
      ),
    ).toBeInTheDocument();
  });

  it('works out the deadlines for the searched stay from the check-in time, in Nairobi time', () => {
    renderRules('/property/skyline?checkIn=2026-12-10&checkOut=2026-12-13');
    expect(screen.getByText('For your stay, 10–13 Dec:')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Free cancellation until Tue, 8 Dec 2026, 14:00 EAT. After that the deposit agreed with the host is forfeited.',
      ),
    ).toBeInTheDocument();
  });

  it('gives a safari lodge the safari terms, dated for the stay', () => {
    renderRules('/property/lodge?checkIn=2026-12-10&checkOut=2026-12-12', {
      ...property,
      type: 'safari',
      checkInTime: '12:00',
      cancellationPolicy: 'safari',
    });
    expect(screen.getByRole('heading', { name: 'Cancellation: safari terms' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Free cancellation until Thu, 3 Dec 2026, 12:00 EAT. Until Mon, 7 Dec 2026, 12:00 EAT half of the deposit is returned; after that the deposit is forfeited.',
      ),
    ).toBeInTheDocument();
  });

  it('states nothing the listing does not give', () => {
    renderRules('/property/skyline', makeProperty({ id: 'bare', type: 'homes' }));
    expect(screen.queryByText(/Check-in after/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Minimum stay/)).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'House rules' })).not.toBeInTheDocument();
  });
});
