import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFetchDouble, jsonResponse, renderWithSite, type FetchDouble } from 'shared/testing';
import { storeWithSession, testHost, testSession, tooManyRequests } from '../../lib/hosting/testHost';
import { DashboardPage } from './DashboardPage';

let api: FetchDouble;
beforeEach(() => {
  api = createFetchDouble();
});
afterEach(() => api.restore());

const listings = <p>The listings table</p>;

describe('host dashboard', () => {
  it('greets the host by first name and shows their listings', () => {
    renderWithSite(<DashboardPage host={testHost()} listings={listings} />, { route: '/hosting' });
    expect(screen.getByRole('heading', { level: 1, name: 'Karibu, Amina' })).toBeInTheDocument();
    expect(screen.getByText('The listings table')).toBeInTheDocument();
  });

  it('links to Listings, New listing and Profile', () => {
    renderWithSite(<DashboardPage host={testHost()} listings={listings} />, { route: '/hosting' });
    const nav = screen.getByRole('navigation', { name: 'Hosting' });
    expect(within(nav).getByRole('link', { name: 'Listings' })).toHaveAttribute('href', '/hosting/listings');
    expect(within(nav).getByRole('link', { name: 'New listing' })).toHaveAttribute('href', '/hosting/listings/new');
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/hosting/profile');
  });

  it('asks a host whose email is verified for nothing', () => {
    renderWithSite(<DashboardPage host={testHost()} listings={listings} />, { route: '/hosting' });
    expect(screen.queryByRole('region', { name: 'Verify your email address' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend link' })).not.toBeInTheDocument();
  });

  it('asks a host to verify their email, and sends a new link on Resend link', async () => {
    api.on('POST', '/api/hosts/resend-verification', () => jsonResponse(202, { data: {} }));
    renderWithSite(<DashboardPage host={testHost({ emailVerified: false })} listings={listings} />, {
      route: '/hosting',
      store: storeWithSession(testSession({ emailVerified: false })),
    });
    const banner = screen.getByRole('region', { name: 'Verify your email address' });
    expect(banner).toHaveTextContent('amina@example.co.ke');
    await userEvent.click(within(banner).getByRole('button', { name: 'Resend link' }));
    await waitFor(() =>
      expect(within(banner).getByRole('status')).toHaveTextContent('We sent a new link to amina@example.co.ke.'),
    );
    expect(api.calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      'POST /api/hosts/resend-verification',
    ]);
  });

  it('says how long to wait when links were asked for too often', async () => {
    api.on('POST', '/api/hosts/resend-verification', () => tooManyRequests(600));
    renderWithSite(<DashboardPage host={testHost({ emailVerified: false })} listings={listings} />, {
      route: '/hosting',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Resend link' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Too many attempts. Try again in 10 minutes.'),
    );
  });
});
