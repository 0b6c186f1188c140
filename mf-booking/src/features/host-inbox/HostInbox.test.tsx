import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatStayDate } from 'contracts';
import { rememberSession } from 'shared/hosts';
import { jsonResponse, neverAnswered, renderWithSite, testSession } from 'test-utils';
import { HostInbox } from './HostInbox';
import { INBOX_REFRESH_MS } from './hostInboxApi';
import { hostBooking, inDays, inboxServer, type InboxServer } from './inboxFixtures';

const REQUEST_ID = '0b6f6a53-3c1e-4d0a-9a77-1a2b3c4d5e01';
const STAY_ID = '0b6f6a53-3c1e-4d0a-9a77-1a2b3c4d5e02';
const PAST_ID = '0b6f6a53-3c1e-4d0a-9a77-1a2b3c4d5e03';

/** In five and a half hours. */
const respondBy = () => new Date(Date.now() + 5.5 * 3_600_000).toISOString();

const request = () =>
  hostBooking({
    id: REQUEST_ID,
    name: 'Wanjiru Kamau',
    checkIn: inDays(10),
    checkOut: inDays(13),
    totalAmount: 13_500,
    message: 'Late arrival, around 9 PM',
    respondBy: respondBy(),
  });
const stay = () =>
  hostBooking({
    id: STAY_ID,
    name: 'Otieno Odhiambo',
    email: 'otieno@example.com',
    phone: '0733 902 117',
    status: 'confirmed',
    checkIn: inDays(20),
    checkOut: inDays(22),
  });
const past = () =>
  hostBooking({ id: PAST_ID, name: 'Achieng Atieno', status: 'declined', checkIn: inDays(2), checkOut: inDays(4) });

let server: InboxServer;
beforeEach(() => {
  server = inboxServer([request(), stay(), past()]);
  rememberSession(testSession());
  Element.prototype.scrollIntoView = jest.fn();
});
afterEach(() => {
  server.http.restore();
  rememberSession(null);
});

const card = (name: string) => screen.getByRole('article', { name });
/** The calls of the tabs' own lists: the past is also read for the review prompt, whatever the tab. */
const tabCalls = () => server.calls().filter((call) => call !== 'GET /api/hosts/bookings?status=past');
const showInbox = (focusBookingId?: string) =>
  renderWithSite(<HostInbox focusBookingId={focusBookingId} />, { route: '/hosting' });

describe('host inbox', () => {
  it('says it is loading while the requests are on their way', () => {
    server.http.on('GET', '/api/hosts/bookings', () => neverAnswered());
    showInbox();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your bookings...');
  });

  it('opens on the requests: the guest, the stay, the total, the contact, the message and the deadline', async () => {
    showInbox();
    expect(screen.getByRole('tab', { name: 'Requests' })).toHaveAttribute('aria-selected', 'true');
    const request = await screen.findByRole('article', { name: 'Wanjiru Kamau' });
    expect(within(request).getByText('Waiting for your answer')).toBeInTheDocument();
    expect(within(request).getByText('Kilimani Garden Apartment · MK-4D5E01')).toBeInTheDocument();
    expect(within(request).getByText(formatStayDate(inDays(10), 'medium'))).toBeInTheDocument();
    expect(within(request).getByText(formatStayDate(inDays(13), 'medium'))).toBeInTheDocument();
    expect(within(request).getByText('3 nights, 2 guests')).toBeInTheDocument();
    expect(within(request).getByText('KSh 13,500')).toBeInTheDocument();
    expect(within(request).getByRole('link', { name: 'wanjiru@example.com' })).toHaveAttribute(
      'href',
      'mailto:wanjiru@example.com',
    );
    expect(within(request).getByRole('link', { name: '+254 712 345 678' })).toHaveAttribute(
      'href',
      'tel:+254712345678',
    );
    expect(within(request).getByText('Late arrival, around 9 PM')).toBeInTheDocument();
    expect(within(request).getByText(/^Answer by .+ \(5 hours left\)$/)).toBeInTheDocument();
    // The buttons name the stay too: one guest may ask for two.
    const stay = `Wanjiru Kamau, ${formatStayDate(inDays(10), 'dayMonth')} to ${formatStayDate(inDays(13), 'dayMonth')}`;
    expect(within(request).getByRole('button', { name: `Accept request: ${stay}` })).toBeEnabled();
    expect(within(request).getByRole('button', { name: `Decline request: ${stay}` })).toBeEnabled();
    // Only the requests: the stay and the past booking are under their own tabs.
    expect(screen.queryByRole('article', { name: 'Otieno Odhiambo' })).not.toBeInTheDocument();
    expect(tabCalls()).toEqual(['GET /api/hosts/bookings?status=requested']);
    expect(server.calls()).toContain('GET /api/hosts/bookings?status=past');
  });

  it('lists upcoming stays and past bookings under their tabs', async () => {
    const user = userEvent.setup();
    showInbox();
    await screen.findByRole('article', { name: 'Wanjiru Kamau' });

    await user.click(screen.getByRole('tab', { name: 'Upcoming' }));
    const upcoming = await screen.findByRole('article', { name: 'Otieno Odhiambo' });
    expect(within(upcoming).getByText('Confirmed')).toBeInTheDocument();
    expect(within(upcoming).getByRole('link', { name: '0733 902 117' })).toHaveAttribute('href', 'tel:0733902117');
    expect(within(upcoming).getByRole('button', { name: /^Cancel stay: Otieno Odhiambo,/ })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Past' }));
    const declined = await screen.findByRole('article', { name: 'Achieng Atieno' });
    expect(within(declined).getByText('Declined')).toBeInTheDocument();
    expect(within(declined).queryByRole('button')).not.toBeInTheDocument();
  });

  it('moves between the tabs with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    showInbox();
    await screen.findByRole('article', { name: 'Wanjiru Kamau' });
    const requests = screen.getByRole('tab', { name: 'Requests' });
    expect(screen.getByRole('tabpanel', { name: 'Requests' })).toBeInTheDocument();
    requests.focus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('article', { name: 'Otieno Odhiambo' })).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Past' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(requests).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Past' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(requests).toHaveFocus();
    expect(requests).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Past', hidden: false })).toHaveAttribute('tabindex', '-1');
  });

  it('accepts a request, then reads the inbox again: the request leaves Requests and shows under Upcoming', async () => {
    const user = userEvent.setup();
    showInbox();
    await screen.findByRole('article', { name: 'Wanjiru Kamau' });

    await user.click(screen.getByRole('button', { name: /^Accept request: Wanjiru Kamau,/ }));

    const status = await screen.findByText("You accepted Wanjiru Kamau's request. The stay is under Upcoming.");
    expect(status.closest('[role="status"]')).toHaveFocus();
    expect(screen.queryByRole('article', { name: 'Wanjiru Kamau' })).not.toBeInTheDocument();
    expect(screen.getByText('No requests are waiting for your answer.')).toBeInTheDocument();
    const accept = server.http.calls.find((call) => call.url.pathname.endsWith('/accept'));
    expect(accept?.url.pathname).toBe(`/api/hosts/bookings/${REQUEST_ID}/accept`);
    expect(accept?.headers['x-csrf-token']).toBe('csrf-1');
    expect(tabCalls()).toEqual([
      'GET /api/hosts/bookings?status=requested',
      `POST /api/hosts/bookings/${REQUEST_ID}/accept`,
      'GET /api/hosts/bookings?status=requested',
    ]);

    await user.click(screen.getByRole('tab', { name: 'Upcoming' }));
    const accepted = await screen.findByRole('article', { name: 'Wanjiru Kamau' });
    expect(within(accepted).getByText('Confirmed')).toBeInTheDocument();
  });

  it('shows the server’s refusal of an accept on the request, and reads the inbox again', async () => {
    server.http.on('POST', `/api/hosts/bookings/${REQUEST_ID}/accept`, () =>
      jsonResponse(409, { error: 'These dates are no longer available' }),
    );
    const user = userEvent.setup();
    showInbox();
    await screen.findByRole('article', { name: 'Wanjiru Kamau' });

    await user.click(screen.getByRole('button', { name: /^Accept request: Wanjiru Kamau,/ }));

    expect(await within(card('Wanjiru Kamau')).findByRole('alert')).toHaveTextContent(
      'These dates are no longer available',
    );
    await waitFor(() =>
      expect(server.calls().filter((call) => call === 'GET /api/hosts/bookings?status=requested')).toHaveLength(2),
    );
    expect(
      within(card('Wanjiru Kamau')).getByRole('button', { name: /^Accept request: Wanjiru Kamau,/ }),
    ).toBeEnabled();
  });

  it('says a refusal above the list when the re-read shows the request is no longer one (it expired meanwhile)', async () => {
    server.http.on('POST', `/api/hosts/bookings/${REQUEST_ID}/accept`, () => {
      (server.bookings[0] as { status: string }).status = 'expired';
      return jsonResponse(409, { error: 'This booking can no longer be changed that way' });
    });
    const user = userEvent.setup();
    showInbox();
    await screen.findByRole('article', { name: 'Wanjiru Kamau' });

    await user.click(screen.getByRole('button', { name: /^Accept request: Wanjiru Kamau,/ }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This booking can no longer be changed that way');
    expect(screen.queryByRole('article', { name: 'Wanjiru Kamau' })).not.toBeInTheDocument();
  });

  it('declines a request with the reason typed in its dialog', async () => {
    const user = userEvent.setup();
    showInbox();
    await screen.findByRole('article', { name: 'Wanjiru Kamau' });
    const opener = screen.getByRole('button', { name: /^Decline request: Wanjiru Kamau,/ });

    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: "Decline Wanjiru Kamau's request?" });
    const reason = within(dialog).getByLabelText('Reason for the guest (optional)');
    expect(reason).toHaveFocus();
    expect(reason).toHaveAccessibleDescription('Our email to the guest quotes it. At most 500 characters.');
    await user.type(reason, '  The house is being painted that week.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Decline request' }));

    expect(
      await screen.findByText("You declined Wanjiru Kamau's request. We are telling them by email."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const decline = server.http.calls.find((call) => call.url.pathname.endsWith('/decline'));
    expect(decline?.body).toEqual({ reason: 'The house is being painted that week.' });
    expect(decline?.headers['x-csrf-token']).toBe('csrf-1');
    expect(screen.queryByRole('article', { name: 'Wanjiru Kamau' })).not.toBeInTheDocument();
  });

  it('declines without a reason when none is given, and Keep request or Escape decline nothing', async () => {
    const user = userEvent.setup();
    showInbox();
    await screen.findByRole('article', { name: 'Wanjiru Kamau' });
    const opener = screen.getByRole('button', { name: /^Decline request: Wanjiru Kamau,/ });

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Keep request' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.calls().some((call) => call.startsWith('POST'))).toBe(false);

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Decline request' }));
    await screen.findByText("You declined Wanjiru Kamau's request. We are telling them by email.");
    expect(server.http.calls.find((call) => call.url.pathname.endsWith('/decline'))?.body).toEqual({});
  });

  it('shows the server’s refusal of a decline in its dialog', async () => {
    server.http.on('POST', `/api/hosts/bookings/${REQUEST_ID}/decline`, () =>
      jsonResponse(409, { error: 'This booking can no longer be changed that way' }),
    );
    const user = userEvent.setup();
    showInbox();
    await screen.findByRole('article', { name: 'Wanjiru Kamau' });

    await user.click(screen.getByRole('button', { name: /^Decline request: Wanjiru Kamau,/ }));
    const dialog = screen.getByRole('dialog', { name: "Decline Wanjiru Kamau's request?" });
    await user.click(within(dialog).getByRole('button', { name: 'Decline request' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This booking can no longer be changed that way',
    );
    expect(within(dialog).getByRole('button', { name: 'Decline request' })).toBeEnabled();
  });

  it('cancels an upcoming stay only after the host confirms it', async () => {
    const user = userEvent.setup();
    showInbox();
    await user.click(screen.getByRole('tab', { name: 'Upcoming' }));
    await screen.findByRole('article', { name: 'Otieno Odhiambo' });

    await user.click(screen.getByRole('button', { name: /^Cancel stay: Otieno Odhiambo,/ }));
    let dialog = screen.getByRole('dialog', { name: "Cancel Otieno Odhiambo's stay?" });
    expect(within(dialog).getByRole('button', { name: 'Keep stay' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Keep stay' }));
    expect(server.calls().some((call) => call.startsWith('POST'))).toBe(false);
    expect(screen.getByRole('article', { name: 'Otieno Odhiambo' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Cancel stay: Otieno Odhiambo,/ }));
    dialog = screen.getByRole('dialog', { name: "Cancel Otieno Odhiambo's stay?" });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel stay' }));

    expect(
      await screen.findByText("You cancelled Otieno Odhiambo's stay. We are telling them by email."),
    ).toBeInTheDocument();
    expect(server.calls()).toContain(`POST /api/hosts/bookings/${STAY_ID}/cancel`);
    expect(screen.queryByRole('article', { name: 'Otieno Odhiambo' })).not.toBeInTheDocument();
    expect(screen.getByText('No upcoming stays. Requests you accept show here.')).toBeInTheDocument();
  });

  it('says so on each tab that has nothing', async () => {
    server.bookings.splice(0);
    const user = userEvent.setup();
    showInbox();
    expect(await screen.findByText('No requests are waiting for your answer.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Upcoming' }));
    expect(await screen.findByText('No upcoming stays. Requests you accept show here.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Past' }));
    expect(await screen.findByText('No past bookings yet.')).toBeInTheDocument();
  });

  it('offers Retry when the bookings cannot be loaded, and Retry asks again', async () => {
    let answer = () => jsonResponse(500, { error: 'Something went wrong on our side' });
    server.http.on('GET', '/api/hosts/bookings', () => answer());
    const user = userEvent.setup();
    showInbox();

    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent("We couldn't load your bookings");
    expect(failed).toHaveTextContent('Something went wrong on our side');
    answer = () => jsonResponse(200, { data: [request()] });
    await user.click(within(failed).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Wanjiru Kamau' })).toBeInTheDocument();
  });

  it("opens on the tab of the email's booking, scrolls to it and highlights it", async () => {
    showInbox(STAY_ID);
    const focused = await screen.findByRole('article', { name: 'Otieno Odhiambo' });
    expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
    expect(focused).toHaveAttribute('aria-current', 'true');
    expect(focused).toHaveFocus();
    expect(focused.scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ block: 'center' }));
    expect(tabCalls()).toEqual(['GET /api/hosts/bookings?status=all', 'GET /api/hosts/bookings?status=upcoming']);
  });

  it('says so when the booking of the link is not among the host’s, and opens on the requests', async () => {
    showInbox('0b6f6a53-3c1e-4d0a-9a77-ffffffffffff');
    expect(
      await screen.findByText("We couldn't find that booking among yours. It may belong to another host account."),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Requests' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('article', { name: 'Wanjiru Kamau' })).not.toHaveAttribute('aria-current');
  });

  it('shows a request that arrives while the inbox is open, without a reload', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    try {
      showInbox();
      await screen.findByRole('article', { name: 'Wanjiru Kamau' });
      server.bookings.push(
        hostBooking({ id: '0b6f6a53-3c1e-4d0a-9a77-1a2b3c4d5e04', name: 'Kiprop Ruto', respondBy: respondBy() }),
      );
      expect(screen.queryByRole('article', { name: 'Kiprop Ruto' })).not.toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(INBOX_REFRESH_MS));
      expect(await screen.findByRole('article', { name: 'Kiprop Ruto' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
