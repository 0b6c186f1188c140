import { screen, within } from '@testing-library/react';
import { renderWithSite } from 'test-utils';
import { CancellationPage } from './CancellationPage';
import { HostTermsPage } from './HostTermsPage';
import { PrivacyPage } from './PrivacyPage';
import { TermsPage } from './TermsPage';

function sectionTitles() {
  const contents = screen.getByRole('navigation', { name: 'On this page' });
  return within(contents)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

function section(name: string): HTMLElement {
  return screen.getByRole('region', { name }) as HTMLElement;
}

describe('terms of service', () => {
  beforeEach(() => renderWithSite(<TermsPage />, { route: '/terms' }));

  it('says when it was updated: September 2024', () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByText('Updated September 2024')).toBeInTheDocument();
  });

  it('has the five sections of the spec, each reachable from the contents', () => {
    expect(sectionTitles()).toEqual([
      'Agreement Overview',
      'Booking and Reservations',
      'Cancellation Policy',
      'Guest Responsibilities',
      'Host and Property Standards',
    ]);
    const contents = within(screen.getByRole('navigation', { name: 'On this page' }));
    expect(contents.getByRole('link', { name: 'Cancellation Policy' })).toHaveAttribute('href', '#cancellation');
    expect(section('Cancellation Policy')).toHaveAttribute('id', 'cancellation');
  });

  it('states the deposit: 30% for apartments and holiday homes, 50% for safari, balance 48 hours before', () => {
    const booking = section('Booking and Reservations');
    expect(booking).toHaveTextContent('the deposit is 30% of the total for furnished apartments and holiday homes');
    expect(booking).toHaveTextContent('and 50% for safari accommodation');
    expect(booking).toHaveTextContent('The balance is due 48 hours before check-in');
  });

  it('states the cancellation policy of the spec', () => {
    const policy = section('Cancellation Policy');
    expect(policy).toHaveTextContent('Free cancellation up to 48 hours before check-in');
    expect(policy).toHaveTextContent('within 48 hours of check-in, or do not arrive, the deposit is forfeited');
    expect(policy).toHaveTextContent("at least 7 days' notice for a full refund");
    expect(policy).toHaveTextContent("at least 72 hours' notice for a 50% refund");
    expect(policy).toHaveTextContent('Force majeure');
    expect(policy).toHaveTextContent('you receive a full refund');
  });

  it('links to the full cancellation policy and the host terms', () => {
    expect(screen.getByRole('link', { name: 'cancellation policy' })).toHaveAttribute('href', '/cancellation');
    expect(screen.getByRole('link', { name: 'host terms' })).toHaveAttribute('href', '/host-terms');
  });
});

describe('privacy policy', () => {
  beforeEach(() => renderWithSite(<PrivacyPage />, { route: '/privacy' }));

  it('covers commitment, information collected, use, security and rights', () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(sectionTitles()).toEqual([
      'Our Commitment',
      'Information We Collect',
      'How We Use Your Information',
      'How We Keep It Secure',
      'Your Rights',
    ]);
  });
});

describe('cancellation policy page', () => {
  beforeEach(() => renderWithSite(<CancellationPage />, { route: '/cancellation' }));

  it('carries the same deposit and cancellation figures as the terms', () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Cancellation Policy' })).toBeInTheDocument();
    expect(section('Deposits and Payment')).toHaveTextContent('30% of the total');
    expect(section('Deposits and Payment')).toHaveTextContent('50% for safari accommodation');
    expect(section('Cancelling a Stay')).toHaveTextContent('Free cancellation up to 48 hours before check-in');
    expect(section('Cancelling a Stay')).toHaveTextContent("at least 7 days' notice for a full refund");
  });

  it('explains how to cancel, with a link to the contact page', () => {
    expect(
      within(section('How to Cancel and Get a Refund')).getByRole('link', { name: 'contact page' }),
    ).toHaveAttribute('href', '/contact');
  });
});

describe('host terms page', () => {
  beforeEach(() => renderWithSite(<HostTermsPage />, { route: '/host-terms' }));

  it('carries the host and property standards of the terms', () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Host Terms' })).toBeInTheDocument();
    const standards = section('Property Standards');
    expect(standards).toHaveTextContent('Accurate listings.');
    expect(standards).toHaveTextContent('Right to let.');
    expect(standards).toHaveTextContent('register it with the Tourism Regulatory Authority');
  });

  it('says what the team checks before a listing is published, and what Verified adds', () => {
    const who = section('Who Can Host');
    expect(who).toHaveTextContent(
      'Our team checks every listing before it is published (its photos, its address and its Tourism Regulatory Authority registration number)',
    );
    expect(who).toHaveTextContent(
      'a national ID card or passport and a selfie, which we delete 30 days after our decision',
    );
  });

  it('sends hosts with questions to the host inquiry', () => {
    expect(screen.getByRole('link', { name: 'Talk to our host team' })).toHaveAttribute(
      'href',
      '/contact?inquiry=list-property',
    );
  });
});
