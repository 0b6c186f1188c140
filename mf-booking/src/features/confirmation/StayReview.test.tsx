import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reviewMessages, type Review, type ReviewState } from 'contracts/reviews';
import { createFetchDouble, jsonResponse, renderWithSite, type FetchDouble } from 'test-utils';
import { bookingAnswer } from '../../../test/fixtures';
import { MyBookingPage } from './MyBookingPage';

const REFERENCE = 'MK-7KQ2MX9P';
const TOKEN = 'tok-7KQ2MX9P';
const WINDOW_ENDS = '2099-12-28T09:00:00.000Z';

let api: FetchDouble;
let state: ReviewState;
let posted: unknown[];
let reports: unknown[];

const review = (overrides: Partial<Review>): Review => ({
  id: 'r-1',
  author: 'guest',
  rating: 4,
  categories: null,
  body: '',
  writtenAt: '2099-12-15T09:00:00.000Z',
  publishedAt: null,
  reply: null,
  repliedAt: null,
  ...overrides,
});

beforeEach(() => {
  state = { canReview: true, windowEnds: WINDOW_ENDS, mine: null, theirs: null };
  posted = [];
  reports = [];
  const tokenIs = (headers: Record<string, string>) => headers['x-booking-token'] === TOKEN;
  api = createFetchDouble()
    .on('GET', `/api/bookings/${REFERENCE}`, () =>
      jsonResponse(200, {
        data: {
          ...bookingAnswer({ checkIn: '2099-12-11', checkOut: '2099-12-14', numberOfNights: 3, totalAmount: 13500 }),
          status: 'completed',
          manageToken: TOKEN,
          host: { name: 'Otieno Odhiambo', phone: '+254 733 902 117' },
        },
      }),
    )
    .on('GET', `/api/bookings/${REFERENCE}/review`, ({ headers }) =>
      tokenIs(headers) ? jsonResponse(200, { data: state }) : jsonResponse(404, { error: 'Booking not found' }),
    )
    .on('POST', `/api/bookings/${REFERENCE}/review`, ({ headers, body }) => {
      if (!tokenIs(headers)) return jsonResponse(404, { error: 'Booking not found' });
      posted.push(body);
      const request = body as { rating: number; categories: Review['categories']; body: string };
      const mine = review({ rating: request.rating, categories: request.categories, body: request.body });
      state = { ...state, canReview: false, mine };
      return jsonResponse(201, { data: mine });
    })
    .on('POST', '/api/reviews/r-host/report', ({ headers, body }) => {
      if (!tokenIs(headers)) return jsonResponse(404, { error: reviewMessages.notFound });
      reports.push(body);
      return jsonResponse(201, { data: { message: reviewMessages.reported } });
    });
});
afterEach(() => api.restore());

const openMyBooking = () =>
  renderWithSite(<MyBookingPage />, {
    route: `/booking-confirmation?ref=${REFERENCE}&token=${TOKEN}#review`,
  });

describe("My Booking: the guest's review of a completed stay", () => {
  it('checks every answer before sending, then sends the stars, categories and text, and says what happens next', async () => {
    openMyBooking();
    const section = await screen.findByRole('region', { name: 'Review your stay' });
    const form = await within(section).findByRole('form', { name: 'Your review of the stay' });
    expect(section).toHaveTextContent('by Mon, 28 Dec 2099');
    const user = userEvent.setup();

    await user.click(within(form).getByRole('button', { name: 'Submit review' }));
    // Every unanswered star question and the text say so; nothing is sent.
    expect(within(form).getAllByText(reviewMessages.rating)).toHaveLength(7);
    expect(within(form).getByText(reviewMessages.guestBody)).toBeInTheDocument();
    expect(posted).toEqual([]);

    const overall = within(form).getByRole('group', { name: 'How was your stay overall?' });
    await user.click(within(overall).getByRole('radio', { name: '5 stars' }));
    for (const [category, stars] of [
      ['Cleanliness', '5 stars'],
      ['Accuracy', '4 stars'],
      ['Check-in', '5 stars'],
      ['Communication', '5 stars'],
      ['Location', '3 stars'],
      ['Value', '4 stars'],
    ] as const) {
      await user.click(within(within(form).getByRole('group', { name: category })).getByRole('radio', { name: stars }));
    }
    expect(within(form).queryByText(reviewMessages.rating)).not.toBeInTheDocument();
    await user.type(within(form).getByLabelText('Your review'), '  Too short  ');
    await user.click(within(form).getByRole('button', { name: 'Submit review' }));
    expect(within(form).getByText(reviewMessages.guestBody)).toBeInTheDocument();
    expect(posted).toEqual([]);

    await user.type(within(form).getByLabelText('Your review'), ' for words: a spotless flat near Yaya Centre.');
    await user.click(within(form).getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      rating: 5,
      categories: { cleanliness: 5, accuracy: 4, checkIn: 5, communication: 5, location: 3, value: 4 },
      body: 'Too short   for words: a spotless flat near Yaya Centre.',
    });
    expect(await within(section).findByText(/Thank you, your review is in/)).toHaveTextContent(
      'It is published when Otieno Odhiambo has reviewed the stay too, or when reviews close on Mon, 28 Dec 2099.',
    );
    const mine = within(section).getByRole('article', { name: 'Your review' });
    expect(within(mine).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(mine).toHaveTextContent('not published yet');
    expect(within(section).queryByRole('form')).not.toBeInTheDocument();
  });

  it("shows the API's refusal above the button, in its words", async () => {
    api.on('POST', `/api/bookings/${REFERENCE}/review`, () =>
      jsonResponse(409, { error: reviewMessages.windowClosed }),
    );
    openMyBooking();
    const form = await screen.findByRole('form', { name: 'Your review of the stay' });
    const user = userEvent.setup();
    for (const group of within(form).getAllByRole('group')) {
      const star = within(group).queryByRole('radio', { name: '4 stars' });
      if (star) await user.click(star);
    }
    await user.type(within(form).getByLabelText('Your review'), 'A calm flat with a friendly guard at the gate.');
    await user.click(within(form).getByRole('button', { name: 'Submit review' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(reviewMessages.windowClosed);
  });

  it("shows both reviews once published, the host's with a report the guest can send once", async () => {
    state = {
      canReview: false,
      windowEnds: WINDOW_ENDS,
      mine: review({
        rating: 4,
        body: 'Lovely <b>flat</b>',
        publishedAt: '2099-12-16T09:00:00.000Z',
        categories: { cleanliness: 4, accuracy: 4, checkIn: 5, communication: 5, location: 4, value: 4 },
        reply: 'Thank you, come back soon!',
        repliedAt: '2099-12-17T09:00:00.000Z',
      }),
      theirs: review({
        id: 'r-host',
        author: 'host',
        rating: 5,
        body: 'A considerate guest.',
        publishedAt: '2099-12-16T09:00:00.000Z',
      }),
    };
    openMyBooking();
    const mine = await screen.findByRole('article', { name: 'Your review' });
    // Plain text, as written.
    expect(within(mine).getByText('Lovely <b>flat</b>')).toBeInTheDocument();
    expect(within(mine).getByText('Thank you, come back soon!')).toBeInTheDocument();
    expect(mine).toHaveTextContent('Reply from Otieno Odhiambo, Thu, 17 Dec 2099');
    const theirs = screen.getByRole('article', { name: "Otieno Odhiambo's review of you" });
    expect(within(theirs).getByText('A considerate guest.')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(theirs).getByRole('button', { name: 'Report this review' }));
    await user.click(within(theirs).getByRole('button', { name: 'Send report' }));
    expect(reports).toEqual([]);
    await user.type(within(theirs).getByLabelText('Why should our team look at this review?'), 'It names my employer.');
    await user.click(within(theirs).getByRole('button', { name: 'Send report' }));
    expect(await within(theirs).findByText(reviewMessages.reported)).toBeInTheDocument();
    expect(reports).toEqual([{ reason: 'It names my employer.' }]);
  });

  it('says when reviews closed without one', async () => {
    state = { canReview: false, windowEnds: WINDOW_ENDS, mine: null, theirs: null };
    openMyBooking();
    expect(await screen.findByText('Reviews of this stay closed on Mon, 28 Dec 2099.')).toBeInTheDocument();
  });
});
