import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calendarMessages } from 'contracts/calendar';
import { formatStayDate } from 'contracts';
import { rememberSession } from 'shared/hosts';
import { jsonResponse, renderWithSite, testSession } from 'test-utils';
import { HostCalendar } from './HostCalendar';
import {
  LISTING_ID,
  OTHER_LISTING_ID,
  calendarServer,
  hostBlock,
  hostListing,
  inDays,
  type CalendarServer,
} from './calendarFixtures';

const BLOCK_ID = 'b0000000-0000-4000-8000-0000000000aa';
const IMPORTED_ID = 'b0000000-0000-4000-8000-0000000000bb';

let server: CalendarServer;
const realMatchMedia = window.matchMedia;
beforeEach(() => {
  // A laptop's width: two months, so every night of the next four weeks is on screen.
  window.matchMedia = (query: string) => ({ ...realMatchMedia(query), matches: true });
  server = calendarServer({
    bookings: [
      { reference: 'MK-4D5E01', status: 'confirmed', checkIn: inDays(3), checkOut: inDays(5) },
      { reference: 'MK-4D5E02', status: 'requested', checkIn: inDays(7), checkOut: inDays(8) },
    ],
    blocks: [hostBlock(BLOCK_ID, inDays(15), inDays(18)), hostBlock(IMPORTED_ID, inDays(20), inDays(22), 'ical')],
  });
  rememberSession(testSession());
});
afterEach(() => {
  server.http.restore();
  rememberSession(null);
  window.matchMedia = realMatchMedia;
});

const showCalendar = (listingId?: string) =>
  renderWithSite(<HostCalendar listingId={listingId} />, { route: '/hosting' });

/** The day button of a night, by the start of its accessible name (its date, as people read it). */
const night = (date: string) =>
  screen.getByRole('button', { name: new RegExp(`^(Today, )?${formatStayDate(date, 'long')}`) });

const calendarShown = () => screen.findByRole('button', { name: 'Copy' });

describe('host calendar', () => {
  it('shows the nights guests hold as booked or requested, and they cannot be picked', async () => {
    showCalendar();
    await calendarShown();
    expect(screen.getByRole('region', { name: 'Calendar' })).toBeInTheDocument();
    expect(night(inDays(3))).toHaveAccessibleName(`${formatStayDate(inDays(3), 'long')}, booked`);
    expect(night(inDays(3))).toBeDisabled();
    expect(night(inDays(4))).toBeDisabled();
    expect(night(inDays(5))).toBeEnabled();
    expect(night(inDays(7))).toHaveAccessibleName(`${formatStayDate(inDays(7), 'long')}, requested by a guest`);
    expect(night(inDays(7))).toBeDisabled();
    expect(night(inDays(15))).toHaveAccessibleName(`${formatStayDate(inDays(15), 'long')}, blocked by you`);
    expect(night(inDays(20))).toHaveAccessibleName(
      `${formatStayDate(inDays(20), 'long')}, imported from another calendar`,
    );
    const legend = screen.getByRole('list', { name: 'Legend' });
    for (const item of [
      'Free',
      'Requested by a guest',
      'Booked',
      'Blocked by you',
      'Imported from another calendar',
      'Past',
    ]) {
      expect(within(legend).getByText(item)).toBeInTheDocument();
    }
  });

  it('does not offer the nights before today', async () => {
    showCalendar();
    await calendarShown();
    if (inDays(-1).slice(0, 7) === inDays(0).slice(0, 7)) expect(night(inDays(-1))).toBeDisabled();
    expect(night(inDays(0))).toHaveAccessibleName(`Today, ${formatStayDate(inDays(0), 'long')}`);
    expect(night(inDays(0))).toBeEnabled();
  });

  it('blocks the free nights from the first to the last one picked', async () => {
    showCalendar();
    await calendarShown();
    await userEvent.click(night(inDays(10)));
    await userEvent.click(night(inDays(12)));
    expect(screen.getByText(/^Selected: .* · 3 nights$/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Block nights' }));
    expect(await screen.findByText(/^Blocked .* · 3 nights\.$/)).toBeInTheDocument();
    const post = server.http.calls.find((call) => call.method === 'POST');
    expect(post?.url.pathname).toBe(`/api/hosts/listings/${LISTING_ID}/blocks`);
    expect(post?.body).toEqual({ checkIn: inDays(10), checkOut: inDays(13) });
    expect(post?.headers['x-csrf-token']).toBe('csrf-1');
    await waitFor(() =>
      expect(night(inDays(11))).toHaveAccessibleName(`${formatStayDate(inDays(11), 'long')}, blocked by you`),
    );
    expect(screen.queryByRole('button', { name: 'Block nights' })).not.toBeInTheDocument();
  });

  it('blocks a single night picked once', async () => {
    showCalendar();
    await calendarShown();
    await userEvent.click(night(inDays(9)));
    await userEvent.click(screen.getByRole('button', { name: 'Block nights' }));
    await screen.findByText(/^Blocked .* · 1 night\.$/);
    expect(server.http.calls.find((call) => call.method === 'POST')?.body).toEqual({
      checkIn: inDays(9),
      checkOut: inDays(10),
    });
  });

  it('starts a new range when the nights between are not all free', async () => {
    showCalendar();
    await calendarShown();
    await userEvent.click(night(inDays(2)));
    await userEvent.click(night(inDays(6)));
    expect(screen.getByText(/^Selected: .* · 1 night$/)).toBeInTheDocument();
  });

  it('unblocks a block picked by any of its nights', async () => {
    showCalendar();
    await calendarShown();
    await userEvent.click(night(inDays(16)));
    expect(screen.getByText(/^Blocked by you: .* · 3 nights$/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByText(/^Unblocked .* · 3 nights\.$/)).toBeInTheDocument();
    expect(server.calls()).toContain(`DELETE /api/hosts/listings/${LISTING_ID}/blocks/${BLOCK_ID}`);
    await waitFor(() => expect(night(inDays(16))).toHaveAccessibleName(formatStayDate(inDays(16), 'long')));
  });

  it("shows the API's refusal next to the button, and reads the calendar again", async () => {
    showCalendar();
    await calendarShown();
    await userEvent.click(night(inDays(11)));
    // A guest's request arrives meanwhile.
    server.bookings = [
      ...server.bookings,
      { reference: 'MK-4D5E09', status: 'requested', checkIn: inDays(11), checkOut: inDays(12) },
    ];
    await userEvent.click(screen.getByRole('button', { name: 'Block nights' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(calendarMessages.nightsBooked);
    await waitFor(() => expect(night(inDays(11))).toBeDisabled());
  });

  it('says that imported nights change on the other calendar', async () => {
    showCalendar();
    await calendarShown();
    await userEvent.click(night(inDays(21)));
    expect(screen.getByRole('alert')).toHaveTextContent(calendarMessages.importedBlock);
    expect(screen.queryByRole('button', { name: 'Unblock' })).not.toBeInTheDocument();
  });

  it('shows the listing’s own calendar link with Copy and its help line', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    showCalendar();
    await calendarShown();
    const link = screen.getByRole('textbox', { name: 'This listing’s calendar link' });
    expect(link).toHaveValue(`https://api.makao.test/api/calendar/${LISTING_ID}/secret-token.ics`);
    expect(link).toHaveAttribute('readonly');
    expect(link).toHaveAccessibleDescription(
      'Paste this link into Airbnb or Booking.com to keep their calendar in step',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(`https://api.makao.test/api/calendar/${LISTING_ID}/secret-token.ics`);
    expect(await screen.findByText('Link copied.')).toBeInTheDocument();
  });

  it('imports another calendar, shows how its first read went, and removes it', async () => {
    showCalendar();
    await calendarShown();
    const form = screen.getByRole('form', { name: 'Import another calendar' });
    expect(within(form).getByText('No calendar is imported.')).toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    await userEvent.type(
      within(form).getByLabelText('Calendar link (iCal)'),
      'https://www.airbnb.com/calendar/ical/1.ics',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(/2 imported, 1 skipped/)).toHaveTextContent(
      'Last read Tue, 24 Nov 2026, 09:30 EAT. 2 imported, 1 skipped because a booking here holds their nights.',
    );
    const put = server.http.calls.find((call) => call.method === 'PUT');
    expect(put?.url.pathname).toBe(`/api/hosts/listings/${LISTING_ID}/ical-import`);
    expect(put?.body).toEqual({ url: 'https://www.airbnb.com/calendar/ical/1.ics' });
    await userEvent.click(within(form).getByRole('button', { name: 'Remove' }));
    expect(await within(form).findByText('No calendar is imported.')).toBeInTheDocument();
    expect(server.http.calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({ url: null });
    expect(within(form).getByLabelText('Calendar link (iCal)')).toHaveValue('');
  });

  it('shows why a calendar link was refused, under the field', async () => {
    server.http.on('PUT', /ical-import$/, () => jsonResponse(400, { error: calendarMessages.importUrlPrivate }));
    showCalendar();
    await calendarShown();
    const field = screen.getByLabelText('Calendar link (iCal)');
    await userEvent.type(field, 'http://192.168.1.10/cal.ics');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(calendarMessages.importUrlPrivate);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(calendarMessages.importUrlPrivate);
  });

  it('says why the last read of the imported calendar failed', async () => {
    server.import = {
      url: 'https://www.airbnb.com/calendar/ical/1.ics',
      lastSyncAt: '2026-11-24T06:30:00.000Z',
      lastError: calendarMessages.syncTimeout,
      imported: 1,
      skipped: 0,
    };
    showCalendar();
    await calendarShown();
    expect(screen.getByText(`The last read failed: ${calendarMessages.syncTimeout}`)).toBeInTheDocument();
    expect(screen.getByLabelText('Calendar link (iCal)')).toHaveValue('https://www.airbnb.com/calendar/ical/1.ics');
  });

  it('says the calendar could not load, and loads it on Retry', async () => {
    let up = false;
    server.http.on('GET', /\/calendar$/, () =>
      up
        ? jsonResponse(200, {
            data: {
              from: inDays(0),
              to: inDays(365),
              blocks: [],
              bookings: [],
              exportUrl: 'https://x.test/c.ics',
              import: server.import,
            },
          })
        : jsonResponse(500, { error: 'Something went wrong' }),
    );
    showCalendar();
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent("We couldn't load your calendar");
    expect(failed).toHaveTextContent('Something went wrong');
    up = true;
    await userEvent.click(within(failed).getByRole('button', { name: 'Retry' }));
    expect(await calendarShown()).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says it is loading until the calendar arrives', async () => {
    showCalendar();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your calendar...');
    await calendarShown();
  });

  it('offers a listing picker only to a host with more than one listing', async () => {
    server.listings = [
      hostListing({ id: OTHER_LISTING_ID, title: 'Diani Beach Cottage', status: 'draft' }),
      hostListing(),
    ];
    showCalendar();
    await calendarShown();
    const picker = screen.getByRole('combobox', { name: 'Listing' });
    expect(picker).toHaveDisplayValue('Kilimani Garden Apartment');
    expect(server.calls()).toContain(`GET /api/hosts/listings/${LISTING_ID}/calendar`);
    await userEvent.selectOptions(picker, 'Diani Beach Cottage (Draft)');
    await calendarShown();
    expect(server.calls()).toContain(`GET /api/hosts/listings/${OTHER_LISTING_ID}/calendar`);
  });

  it('opens on the listing it is given, and hides the picker for a single listing', async () => {
    showCalendar(LISTING_ID);
    await calendarShown();
    expect(screen.queryByRole('combobox', { name: 'Listing' })).not.toBeInTheDocument();
  });
});
