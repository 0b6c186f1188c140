import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExposedModuleId, HostCalendarProps, HostInboxProps } from 'contracts';
import { RemoteLoaderProvider, type RemoteLoader } from 'shared/ui';
import {
  createFetchDouble,
  type FetchDouble,
  jsonResponse,
  type RenderOptions,
  renderWithSite,
  storeWithSession,
  testHost,
  testSession,
  tooManyRequests,
} from 'test-utils';
import { DashboardPage } from './DashboardPage';

let api: FetchDouble;
beforeEach(() => {
  api = createFetchDouble();
});
afterEach(() => api.restore());

const listings = <p>The listings table</p>;

/** Stands in for booking's `booking/HostInbox`, saying which booking it was asked to show. */
function FakeInbox({ focusBookingId }: HostInboxProps) {
  return <p>Booking inbox showing {focusBookingId ?? 'no booking in particular'}</p>;
}
/** Stands in for booking's `booking/HostCalendar`. */
function FakeCalendar({ listingId }: HostCalendarProps) {
  return <p>Booking calendar showing {listingId ?? 'the first listing'}</p>;
}
const remotes = { 'booking/HostInbox': FakeInbox, 'booking/HostCalendar': FakeCalendar };

/** The dashboard at `route`, once booking's inbox and calendar have loaded into it. */
async function showDashboard(host = testHost(), options: Partial<RenderOptions> = {}) {
  const view = renderWithSite(<DashboardPage host={host} listings={listings} />, {
    route: '/hosting',
    remotes,
    ...options,
  });
  await screen.findByText(/^Booking inbox showing/);
  await screen.findByText(/^Booking calendar showing/);
  return view;
}

describe('host dashboard', () => {
  it('greets the host by first name and shows their listings', async () => {
    await showDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Karibu, Amina' })).toBeInTheDocument();
    expect(screen.getByText('The listings table')).toBeInTheDocument();
  });

  it('links to Listings, New listing and Profile', async () => {
    await showDashboard();
    const nav = screen.getByRole('navigation', { name: 'Hosting' });
    expect(within(nav).getByRole('link', { name: 'Listings' })).toHaveAttribute('href', '/hosting/listings');
    expect(within(nav).getByRole('link', { name: 'New listing' })).toHaveAttribute('href', '/hosting/listings/new');
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/hosting/profile');
  });

  it('asks a host whose email is verified for nothing', async () => {
    await showDashboard();
    expect(screen.queryByRole('region', { name: 'Verify your email address' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend link' })).not.toBeInTheDocument();
  });

  it('asks a host to verify their email, and sends a new link on Resend link', async () => {
    api.on('POST', '/api/hosts/resend-verification', () => jsonResponse(202, { data: {} }));
    await showDashboard(testHost({ emailVerified: false }), {
      store: storeWithSession(testSession({ emailVerified: false })),
    });
    const banner = screen.getByRole('region', { name: 'Verify your email address' });
    expect(banner).toHaveTextContent('amina@example.co.ke');
    await userEvent.click(within(banner).getByRole('button', { name: 'Resend link' }));
    await waitFor(() =>
      expect(within(banner).getByRole('status')).toHaveTextContent('We sent a new link to amina@example.co.ke.'),
    );
    expect(
      api.calls.map((call) => `${call.method} ${call.url.pathname}`).filter((call) => call.startsWith('POST')),
    ).toEqual(['POST /api/hosts/resend-verification']);
  });

  const identity = (status: string, rejectionReason: string | null = null) => ({
    data: { status, documentType: null, submittedAt: null, decidedAt: null, rejectionReason, filesDeletedBy: null },
  });

  it('asks a host who has not shown their ID to verify their identity', async () => {
    api.on('GET', '/api/hosts/identity', () => jsonResponse(200, identity('none')));
    await showDashboard();
    const banner = await screen.findByRole('region', { name: 'Verify your identity' });
    expect(banner).toHaveTextContent(
      'Your listings show "Verified" once our team has checked your ID card or passport',
    );
    expect(within(banner).getByRole('link', { name: 'Verify now' })).toHaveAttribute('href', '/hosting/identity');
    expect(screen.getByRole('link', { name: 'Identity' })).toHaveAttribute('href', '/hosting/identity');
  });

  it('asks for new photos after a check was not accepted, and for nothing while one waits or once verified', async () => {
    api.on('GET', '/api/hosts/identity', () => jsonResponse(200, identity('rejected', 'Blurred')));
    const view = await showDashboard();
    const banner = await screen.findByRole('region', { name: 'We could not verify your identity' });
    expect(within(banner).getByRole('link', { name: 'Send new photos' })).toHaveAttribute('href', '/hosting/identity');
    view.unmount();
    for (const status of ['pending', 'verified']) {
      api.on('GET', '/api/hosts/identity', () => jsonResponse(200, identity(status)));
      const shown = await showDashboard();
      await waitFor(() => expect(api.calls.some((call) => call.url.pathname === '/api/hosts/identity')).toBe(true));
      expect(screen.queryByRole('region', { name: /verify your identity/i })).not.toBeInTheDocument();
      shown.unmount();
    }
  });

  it('says how long to wait when links were asked for too often', async () => {
    api.on('POST', '/api/hosts/resend-verification', () => tooManyRequests(600));
    await showDashboard(testHost({ emailVerified: false }));
    await userEvent.click(screen.getByRole('button', { name: 'Resend link' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Too many attempts. Try again in 10 minutes.'),
    );
  });

  it("shows booking's inbox between the links and the listings", async () => {
    await showDashboard();
    const inbox = screen.getByText('Booking inbox showing no booking in particular');
    expect(screen.getByRole('navigation', { name: 'Hosting' }).compareDocumentPosition(inbox)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(inbox.compareDocumentPosition(screen.getByText('The listings table'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it("shows booking's calendar under the inbox, above the listings", async () => {
    await showDashboard();
    const calendar = screen.getByText('Booking calendar showing the first listing');
    expect(screen.getByText(/^Booking inbox showing/).compareDocumentPosition(calendar)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(calendar.compareDocumentPosition(screen.getByText('The listings table'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it("passes the booking of the email's link (/hosting?booking=<id>) to the inbox", async () => {
    renderWithSite(<DashboardPage host={testHost()} listings={listings} />, {
      route: '/hosting?booking=0b6f6a53-3c1e-4d0a-9a77-1a2b3c4d5e01',
      remotes,
    });
    expect(await screen.findByText('Booking inbox showing 0b6f6a53-3c1e-4d0a-9a77-1a2b3c4d5e01')).toBeInTheDocument();
  });

  it('keeps working and says the bookings could not load when the booking remote is down', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    // No remotes: booking's inbox fails to load, as when its remote is down.
    renderWithSite(<DashboardPage host={testHost()} listings={listings} />, { route: '/hosting?booking=b1' });
    const bookings = await screen.findByRole('region', { name: 'Bookings' });
    expect(within(bookings).getByRole('alert')).toHaveTextContent(
      'Your bookings could not load just now. Your listings and the rest of the host area still work.',
    );
    expect(within(bookings).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Karibu, Amina' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/hosting/profile');
    expect(screen.getByText('The listings table')).toBeInTheDocument();
  });

  it('says the calendar could not load, with Retry, while the rest of the dashboard works', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderWithSite(<DashboardPage host={testHost()} listings={listings} />, {
      route: '/hosting',
      remotes: { 'booking/HostInbox': FakeInbox },
    });
    const calendar = await screen.findByRole('region', { name: 'Calendar' });
    expect(within(calendar).getByRole('alert')).toHaveTextContent(
      'Your calendar could not load just now. Your bookings, listings and the rest of the host area still work.',
    );
    expect(within(calendar).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByText('Booking inbox showing no booking in particular')).toBeInTheDocument();
    expect(screen.getByText('The listings table')).toBeInTheDocument();
  });

  it('loads the inbox again on Retry once the booking remote is back', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let up = false;
    const loader: RemoteLoader = {
      load: async (id: ExposedModuleId) => {
        if (!up) throw new Error('booking remote unreachable');
        return { default: id === 'booking/HostInbox' ? FakeInbox : FakeCalendar } as never;
      },
      reset: () => undefined,
    };
    renderWithSite(
      <RemoteLoaderProvider loader={loader}>
        <DashboardPage host={testHost()} listings={listings} />
      </RemoteLoaderProvider>,
      { route: '/hosting' },
    );
    const bookings = await screen.findByRole('region', { name: 'Bookings' });
    up = true;
    await userEvent.click(within(bookings).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Booking inbox showing no booking in particular')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Bookings' })).not.toBeInTheDocument();
  });
});
