import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { site } from 'shared/config';
import { renderWithSite } from 'test-utils';
import { HelpCenterPage } from './HelpCenterPage';

function setup() {
  const user = userEvent.setup();
  renderWithSite(<HelpCenterPage />, { route: '/help' });
  return user;
}

const topics = ['Booking & Reservations', 'Cancellations & Refunds', 'Property Information'];

describe('help center', () => {
  it('has a labelled search box', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Help Center' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search help articles' })).toBeInTheDocument();
  });

  it('offers three ways to contact support', () => {
    setup();
    expect(screen.getByRole('link', { name: `Call ${site.phone}` })).toHaveAttribute('href', site.phoneHref);
    expect(screen.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringContaining(`wa.me/${site.whatsappNumber}`),
    );
    expect(screen.getByRole('link', { name: `Email ${site.email}` })).toHaveAttribute(
      'href',
      expect.stringContaining(`mailto:${site.email}`),
    );
  });

  it('groups the articles into the three topics, as plain titles rather than links', () => {
    setup();
    for (const topic of topics) {
      const group = within(screen.getByRole('region', { name: topic }));
      expect(group.getAllByRole('listitem').length).toBeGreaterThan(0);
      expect(group.queryAllByRole('link')).toHaveLength(0);
    }
  });

  it('narrows the article titles to those matching the search', async () => {
    const user = setup();
    await user.type(screen.getByRole('searchbox'), 'refund');
    const refunds = within(screen.getByRole('region', { name: 'Cancellations & Refunds' }));
    expect(refunds.getByText('How long does a refund take?')).toBeInTheDocument();
    expect(refunds.queryByText('Cancelling within 48 hours of check-in')).toBeNull();
    expect(
      within(screen.getByRole('region', { name: 'Property Information' })).getByText(
        'No articles in this topic match your search.',
      ),
    ).toBeInTheDocument();
  });

  it('keeps the search in the box only: pressing Enter goes nowhere', async () => {
    const user = setup();
    await user.type(screen.getByRole('searchbox'), 'deposit{Enter}');
    expect(screen.getByRole('searchbox')).toHaveValue('deposit');
  });
});
