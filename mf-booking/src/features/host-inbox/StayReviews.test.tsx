import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reviewMessages, type Review, type ReviewState } from 'contracts/reviews';
import { rememberSession } from 'shared/hosts';
import { jsonResponse, renderWithSite, testSession } from 'test-utils';
import { HostInbox } from './HostInbox';
import { hostBooking, inDays, inboxServer, type InboxServer } from './inboxFixtures';

const DUE_ID = '0b6f6a53-3c1e-4d0a-9a77-1a2b3c4d5e11';
const PUBLISHED_ID = '0b6f6a53-3c1e-4d0a-9a77-1a2b3c4d5e12';
const WINDOW_ENDS = '2099-12-28T09:00:00.000Z';

const guestReview: Review = {
  id: 'r-guest',
  author: 'guest',
  rating: 4,
  categories: { cleanliness: 4, accuracy: 4, checkIn: 5, communication: 5, location: 3, value: 4 },
  body: 'Great flat, noisy road.',
  writtenAt: '2099-12-15T09:00:00.000Z',
  publishedAt: '2099-12-16T09:00:00.000Z',
  reply: null,
  repliedAt: null,
};

let server: InboxServer;
let states: Record<string, ReviewState>;
let sent: Array<{ path: string; body: unknown }>;

beforeEach(() => {
  server = inboxServer([
    hostBooking({
      id: DUE_ID,
      name: 'Achieng Otieno',
      status: 'completed',
      checkIn: inDays(-4),
      checkOut: inDays(-2),
      review: { windowEnds: WINDOW_ENDS, canReview: true, written: false, published: false },
    }),
    hostBooking({
      id: PUBLISHED_ID,
      name: 'Brian Mwangi',
      status: 'completed',
      checkIn: inDays(-9),
      checkOut: inDays(-7),
      review: { windowEnds: WINDOW_ENDS, canReview: false, written: true, published: true },
    }),
  ]);
  states = {
    [DUE_ID]: { canReview: true, windowEnds: WINDOW_ENDS, mine: null, theirs: null },
    [PUBLISHED_ID]: {
      canReview: false,
      windowEnds: WINDOW_ENDS,
      theirs: guestReview,
      mine: { ...guestReview, id: 'r-host', author: 'host', categories: null, body: 'A tidy guest.' },
    },
  };
  sent = [];
  const idOf = (path: string) => decodeURIComponent(path.split('/')[4] ?? '');
  server.http
    .on('GET', /^\/api\/hosts\/bookings\/[^/]+\/review$/, ({ url }) =>
      jsonResponse(200, { data: states[idOf(url.pathname)] }),
    )
    .on('POST', /^\/api\/hosts\/bookings\/[^/]+\/review$/, ({ url, body }) => {
      const id = idOf(url.pathname);
      sent.push({ path: url.pathname, body });
      const { rating, body: text } = body as { rating: number; body: string };
      const mine: Review = {
        ...guestReview,
        id: 'r-new',
        author: 'host',
        categories: null,
        rating,
        body: text,
        publishedAt: null,
      };
      states[id] = { ...(states[id] as ReviewState), canReview: false, mine };
      const booking = server.bookings.find((b) => b.id === id);
      if (booking?.review) booking.review = { ...booking.review, canReview: false, written: true };
      return jsonResponse(201, { data: mine });
    })
    .on('POST', '/api/hosts/reviews/r-guest/reply', ({ url, body }) => {
      sent.push({ path: url.pathname, body });
      const replied = {
        ...guestReview,
        reply: (body as { reply: string }).reply,
        repliedAt: '2099-12-18T09:00:00.000Z',
      };
      (states[PUBLISHED_ID] as ReviewState).theirs = replied;
      return jsonResponse(200, { data: replied });
    })
    .on('POST', '/api/reviews/r-guest/report', ({ url, body }) => {
      sent.push({ path: url.pathname, body });
      return jsonResponse(201, { data: { message: reviewMessages.reported } });
    });
  rememberSession(testSession());
  Element.prototype.scrollIntoView = jest.fn();
});
afterEach(() => {
  server.http.restore();
  rememberSession(null);
});

const showInbox = () => renderWithSite(<HostInbox />, { route: '/hosting' });

describe("the host's reviews of completed stays", () => {
  it('prompts for the stays to review, and Review now opens the past with each stay’s state', async () => {
    showInbox();
    const prompt = await screen.findByText('1 guest to review.');
    expect(prompt.closest('[role="status"]')).toHaveTextContent('Reviews close 14 days after check-out.');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Review now' }));
    expect(screen.getByRole('tab', { name: 'Past' })).toHaveAttribute('aria-selected', 'true');
    const due = await screen.findByRole('article', { name: 'Achieng Otieno' });
    expect(due).toHaveTextContent('Review Achieng Otieno by Mon, 28 Dec 2099.');
    const published = screen.getByRole('article', { name: 'Brian Mwangi' });
    expect(published).toHaveTextContent('Both reviews are published.');
    expect(screen.queryByText('Review now')).not.toBeInTheDocument();
  });

  it('writes the host’s review in a dialog: checked first, then sent with the private answer', async () => {
    showInbox();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Past' }));
    const due = await screen.findByRole('article', { name: 'Achieng Otieno' });
    await user.click(within(due).getByRole('button', { name: /^Review guest/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Reviews: Achieng Otieno' });
    const form = await within(dialog).findByRole('form', { name: 'Your review of Achieng' });

    await user.click(within(form).getByRole('button', { name: 'Submit review' }));
    expect(within(form).getByText(reviewMessages.rating)).toBeInTheDocument();
    expect(within(form).getByText(reviewMessages.hostBody)).toBeInTheDocument();
    expect(within(form).getByText(reviewMessages.wouldHostAgain)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.click(
      within(within(form).getByRole('group', { name: 'How was Achieng as a guest?' })).getByRole('radio', {
        name: '4 stars',
      }),
    );
    await user.type(within(form).getByLabelText('Your review of Achieng'), 'Quiet, tidy and kind to the neighbours.');
    const again = within(form).getByRole('group', { name: 'Would you host Achieng again?' });
    expect(again).toHaveAccessibleDescription(/^Private: only the Makao team sees this answer\./);
    await user.click(within(again).getByRole('radio', { name: 'No' }));
    await user.click(within(form).getByRole('button', { name: 'Submit review' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      path: `/api/hosts/bookings/${DUE_ID}/review`,
      body: { rating: 4, body: 'Quiet, tidy and kind to the neighbours.', wouldHostAgain: false },
    });
    expect(await within(dialog).findByText(/Thank you, your review is in/)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    // The list is read again: the card says what the server now holds.
    expect(
      await screen.findByText(/You reviewed Achieng Otieno\. Both reviews are published when/),
    ).toBeInTheDocument();
  });

  it('shows the guest’s published review, takes one public reply and a report', async () => {
    showInbox();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Past' }));
    const card = await screen.findByRole('article', { name: 'Brian Mwangi' });
    await user.click(within(card).getByRole('button', { name: /^Read reviews/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Reviews: Brian Mwangi' });
    const theirs = await within(dialog).findByRole('article', { name: "Brian's review of your stay" });
    expect(within(theirs).getByText('Great flat, noisy road.')).toBeInTheDocument();
    expect(within(theirs).getByText('Location').nextElementSibling).toHaveTextContent('3 / 5');
    expect(within(dialog).getByRole('article', { name: 'Your review of Brian' })).toHaveTextContent('A tidy guest.');

    await user.type(within(theirs).getByLabelText('Your public reply'), 'Thank you! Double glazing arrives in March.');
    await user.click(within(theirs).getByRole('button', { name: 'Publish reply' }));
    expect(await within(dialog).findByText('Thank you! Double glazing arrives in March.')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Your public reply')).not.toBeInTheDocument();

    const replied = within(dialog).getByRole('article', { name: "Brian's review of your stay" });
    await user.click(within(replied).getByRole('button', { name: 'Report this review' }));
    await user.type(within(replied).getByLabelText('Why should our team look at this review?'), 'Not about my place.');
    await user.click(within(replied).getByRole('button', { name: 'Send report' }));
    expect(await within(replied).findByText(reviewMessages.reported)).toBeInTheDocument();
    expect(sent).toEqual([
      { path: '/api/hosts/reviews/r-guest/reply', body: { reply: 'Thank you! Double glazing arrives in March.' } },
      { path: '/api/reviews/r-guest/report', body: { reason: 'Not about my place.' } },
    ]);
  });
});
