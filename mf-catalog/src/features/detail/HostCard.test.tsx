import { screen, within } from '@testing-library/react';
import { renderWithSite } from 'test-utils';
import { addDays, nairobiDate, type PropertyHost } from 'contracts';
import { HostCard } from './HostCard';

/** The Nairobi date `days` before today. */
const joined = (days: number) => addDays(nairobiDate(Date.now()), -days);

const renderCard = (host: PropertyHost | null) => {
  renderWithSite(<HostCard host={host} />);
  return screen.getByRole('region', { name: 'Meet your host' });
};

const superhost: PropertyHost = {
  name: 'Mohamed Said',
  reviewsCount: 16,
  rating: 4.8,
  hostingSince: joined(2400),
  superhost: true,
  responseMinutes: 25,
  languages: ['English', 'Swahili', 'Arabic'],
};

describe('the host card (SPEC §2, §9)', () => {
  it('shows a Superhost the badge, their rating, reviews, years and response time', () => {
    const card = renderCard(superhost);
    expect(within(card).getByText('Superhost')).toBeInTheDocument();
    const facts = within(card).getByRole('list');
    expect(
      within(facts)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['★ 4.8 rating', '16 reviews', '5+ years hosting']);
    expect(within(card).getByText('Usually responds within an hour')).toBeInTheDocument();
  });

  it('shows a host who is not a Superhost no badge, and the years and response time they have', () => {
    const card = renderCard({ ...superhost, superhost: false, hostingSince: joined(1200), responseMinutes: 150 });
    expect(within(card).queryByText('Superhost')).not.toBeInTheDocument();
    expect(card).toHaveTextContent('3 years hosting');
    expect(card).toHaveTextContent('Usually responds within a few hours');
    expect(card).not.toHaveTextContent('within an hour');
  });

  it('shows a host new to Makao without reviews no star rating and no response time', () => {
    const card = renderCard({
      name: 'Peter Mutua',
      reviewsCount: 0,
      rating: null,
      hostingSince: joined(63),
      superhost: false,
      responseMinutes: null,
    });
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['No reviews yet', 'New to Makao']);
    expect(card).not.toHaveTextContent('★');
    expect(card).not.toHaveTextContent(/rating/);
    expect(card).not.toHaveTextContent(/responds/);
    expect(within(card).queryByText('Superhost')).not.toBeInTheDocument();
  });

  it('invents nothing for an answer that says only who the host is', () => {
    const card = renderCard({ name: 'Achieng', totalBookings: 127 });
    expect(card).toHaveTextContent('Hosted by Achieng');
    expect(within(card).queryByRole('list')).not.toBeInTheDocument();
    expect(card).not.toHaveTextContent(/127|reviews|rating|hosting|responds|Superhost/);
  });

  it('names the Makao team when the property has no host, and offers the site’s number', () => {
    const card = renderCard(null);
    expect(card).toHaveTextContent('Hosted by the Makao team');
    expect(within(card).queryByRole('list')).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /^Call / })).toHaveAttribute('href', expect.stringMatching(/^tel:/));
  });
});
