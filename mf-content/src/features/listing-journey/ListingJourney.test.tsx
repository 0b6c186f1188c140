import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useNavigate, useParams } from 'react-router-dom';
import { hostMessages, type HostListing, type ListingPatch } from 'shared/hosts';
import {
  FakeUpload,
  createFetchDouble,
  jsonResponse,
  renderWithSite,
  installFakeUploads,
  type FetchDouble,
} from 'test-utils';
import { hostListing, listingPhoto } from '../../lib/hosting/listingFixtures';
import { listingRuleMessages } from 'contracts';
import { journeyMessages } from './journey';
import { ListingJourney } from './ListingJourney';

function ListingById() {
  const { id } = useParams();
  return <ListingJourney listingId={id} />;
}

/** Stands in for the browser's own back button. */
function BrowserBack() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Browser back
    </button>
  );
}

/** The host area's two journey routes, as the app declares them. */
function renderJourney(route: string) {
  const user = userEvent.setup({ delay: null });
  const view = renderWithSite(
    <>
      <Routes>
        <Route path="/hosting/listings/new" element={<ListingJourney />} />
        <Route path="/hosting/listings/:id" element={<ListingById />} />
      </Routes>
      <BrowserBack />
    </>,
    { route },
  );
  return { user, ...view };
}

/** A fake API holding one listing: PATCH merges what is sent (photos by id, captions), as the API does. */
function serveListing(http: FetchDouble, initial: HostListing) {
  let listing = initial;
  http.on('GET', `/api/hosts/listings/${initial.id}`, () => jsonResponse(200, { data: listing }));
  http.on('PATCH', `/api/hosts/listings/${initial.id}`, ({ body }) => {
    const { photos, captions, ...fields } = body as ListingPatch;
    const kept = photos?.map((id) => listing.photos.find((photo) => photo.id === id) ?? listingPhoto(id));
    listing = { ...listing, ...fields, ...(kept && { photos: kept }) };
    if (captions) {
      const captionOf = new Map(captions.map(({ id, caption }) => [id, caption.trim()]));
      listing.photos = listing.photos.map(({ caption: _was, ...photo }) =>
        captionOf.get(photo.id) ? { ...photo, caption: captionOf.get(photo.id) } : photo,
      );
    }
    return jsonResponse(200, { data: listing });
  });
  return { current: () => listing };
}

const patches = (http: FetchDouble) => http.calls.filter((call) => call.method === 'PATCH').map((call) => call.body);
const next = () => screen.getByRole('button', { name: 'Next' });
const back = () => screen.getByRole('button', { name: 'Back' });

// Each step re-renders the whole journey on every key typed; under a loaded machine that needs more than 5 s.
jest.setTimeout(15_000);

let http: FetchDouble;
beforeEach(() => {
  http = createFetchDouble();
});
afterEach(() => http.restore());

describe('listing journey: drafts and steps', () => {
  it('creates the draft on the first Next and moves to /hosting/listings/:id?step=location', async () => {
    http.on('POST', '/api/hosts/create-listing-from-journey', ({ body }) =>
      jsonResponse(201, { data: hostListing({ id: 'lst_new', ...(body as object) }) }),
    );
    serveListing(http, hostListing({ id: 'lst_new', type: 'apartments' }));
    const { user, location } = renderJourney('/hosting/listings/new');

    expect(screen.getByRole('heading', { level: 1, name: 'List your property' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What kind of place is it?' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 9')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Furnished Apartment' }));
    await user.click(next());

    expect(await screen.findByRole('heading', { level: 2, name: 'Where is it?' })).toHaveFocus();
    expect(screen.getByText('Step 2 of 9')).toBeInTheDocument();
    const created = http.calls.filter((call) => call.url.pathname === '/api/hosts/create-listing-from-journey');
    expect(created).toHaveLength(1);
    expect(created[0]?.body).toEqual({ type: 'apartments' });
    expect(location()).toMatchObject({ pathname: '/hosting/listings/lst_new', search: '?step=location' });
  });

  it('resumes a draft by its id at the step in the address, with what was saved', async () => {
    serveListing(
      http,
      hostListing({ status: 'published', type: 'homes', county: 'Kilifi', city: 'Watamu', address: 'Beach Road 4' }),
    );
    renderJourney('/hosting/listings/lst_1?step=location');

    expect(await screen.findByRole('heading', { level: 2, name: 'Where is it?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit your listing' })).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 9')).toBeInTheDocument();
    expect(screen.getByLabelText('County')).toHaveValue('Kilifi');
    expect(screen.getByLabelText('City or town')).toHaveValue('Watamu');
    expect(screen.getByLabelText('Street address')).toHaveValue('Beach Road 4');
  });

  it('saves each step with PATCH on Next and on Back, and Back shows what was typed', async () => {
    serveListing(http, hostListing());
    const { user, location } = renderJourney('/hosting/listings/lst_1?step=location');

    await user.selectOptions(await screen.findByLabelText('County'), 'Nairobi');
    await user.type(screen.getByLabelText('City or town'), 'Nairobi');
    await user.type(screen.getByLabelText('Area'), 'Kilimani');
    await user.type(screen.getByLabelText('Street address'), 'Ngong Rd 12');
    // The TRA registration number: the rule's words for a wrong one, kept as typed once right.
    const tra = screen.getByLabelText(/^TRA registration number/);
    await user.type(tra, 'TRA 2024');
    await user.click(next());
    expect(await screen.findByText(hostMessages.traNumber)).toBeInTheDocument();
    expect(patches(http)).toEqual([]);
    await user.clear(tra);
    await user.type(tra, 'TRA/STR/2024/0412');
    await user.click(next());
    expect(await screen.findByRole('heading', { name: 'How many guests can stay?' })).toBeInTheDocument();
    expect(location().search).toBe('?step=rooms');
    expect(patches(http)[0]).toEqual({
      county: 'Nairobi',
      city: 'Nairobi',
      area: 'Kilimani',
      address: 'Ngong Rd 12',
      lat: null,
      lng: null,
      traNumber: 'TRA/STR/2024/0412',
    });

    await user.click(screen.getByRole('button', { name: 'Increase Guests' }));
    await user.click(screen.getByRole('button', { name: 'Increase Guests' }));
    await user.click(back());
    expect(await screen.findByRole('heading', { name: 'Where is it?' })).toBeInTheDocument();
    expect(patches(http)[1]).toEqual({ guests: 2, beds: null, baths: null });
    expect(screen.getByLabelText('Area')).toHaveValue('Kilimani');
    expect(screen.getByText('All changes saved')).toBeInTheDocument();

    await user.click(next());
    expect(await screen.findByLabelText('Guests')).toHaveValue(2);
  });

  it("saves what was typed when the browser's own back button leaves the step", async () => {
    serveListing(http, hostListing());
    const { user, location } = renderJourney('/hosting/listings/lst_1?step=location');

    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Increase Bedrooms' }));
    await user.click(screen.getByRole('button', { name: 'Browser back' }));

    expect(await screen.findByRole('heading', { name: 'Where is it?' })).toBeInTheDocument();
    expect(location().search).toBe('?step=location');
    await waitFor(() => expect(patches(http)).toHaveLength(2));
    expect(patches(http)[1]).toEqual({ guests: null, beds: 0, baths: null });
  });

  it('asks before the page is closed with something unsaved', async () => {
    serveListing(http, hostListing());
    const { user } = renderJourney('/hosting/listings/lst_1?step=describe');
    const closing = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };

    await user.type(await screen.findByLabelText('Title'), 'Flat');
    expect(closing()).toBe(true);
    await user.click(next());
    await screen.findByRole('heading', { name: 'Set your nightly price' });
    expect(closing()).toBe(false);
  });

  it('moves the focus to the new step heading, so the keyboard starts at the top of the step', async () => {
    serveListing(http, hostListing());
    const { user } = renderJourney('/hosting/listings/lst_1?step=type');
    await screen.findByRole('heading', { name: 'What kind of place is it?' });

    // Keyboard only: Tab to the first choice, arrow to the next, Enter submits the step.
    await user.tab();
    expect(screen.getByRole('link', { name: '← Your listings' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Furnished Apartment' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Holiday Home' })).toBeChecked();
    await user.keyboard('{Enter}');

    const heading = await screen.findByRole('heading', { name: 'Where is it?' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(patches(http)[0]).toEqual({ type: 'homes' });
  });

  it('shows Listing not found when the API answers 404', async () => {
    http.on('GET', '/api/hosts/listings/lst_gone', () => jsonResponse(404, { error: hostMessages.listingNotFound }));
    renderJourney('/hosting/listings/lst_gone?step=price');

    expect(await screen.findByRole('heading', { level: 1, name: 'Listing not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your listings' })).toHaveAttribute('href', '/hosting/listings');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it("keeps the step and says the server's message when saving fails", async () => {
    serveListing(http, hostListing());
    http.on('PATCH', '/api/hosts/listings/lst_1', () =>
      jsonResponse(400, { error: 'Title must be at most 80 characters' }),
    );
    const { user, location } = renderJourney('/hosting/listings/lst_1?step=describe');

    await user.type(await screen.findByLabelText('Title'), 'Sunny flat');
    await user.click(next());

    expect(await screen.findByRole('alert')).toHaveTextContent('Title must be at most 80 characters');
    expect(screen.getByRole('heading', { name: 'Title and description' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Sunny flat');
    expect(location().search).toBe('?step=describe');
  });
});

describe('listing journey: checks before saving', () => {
  it('refuses a price that is not a whole number in range, under the field, and sends nothing', async () => {
    serveListing(http, hostListing());
    const { user } = renderJourney('/hosting/listings/lst_1?step=price');

    const price = await screen.findByLabelText('Nightly price (KSh)');
    expect(screen.getByText(/Most stays on Makao are KSh 2,500 to KSh 12,000 a night/)).toBeInTheDocument();
    await user.type(price, '4500.50');
    await user.click(next());

    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription(expect.stringContaining(hostMessages.priceOutOfRange));
    expect(price).toHaveFocus();
    expect(patches(http)).toHaveLength(0);

    await user.clear(price);
    await user.type(price, '4,500');
    await user.click(next());
    await screen.findByRole('heading', { name: 'Check-in, house rules and minimum stay' });
    expect(patches(http)).toEqual([{ price: 4500 }]);
  });

  it('sets the check-in and check-out times, house rules and minimum stay, refusing a minimum out of range', async () => {
    serveListing(http, hostListing({ type: 'apartments' }));
    const { user } = renderJourney('/hosting/listings/lst_1?step=rules');

    const minNights = await screen.findByLabelText('Minimum stay (nights)');
    expect(screen.getByLabelText('Check-in from')).toHaveValue('14:00');
    expect(screen.getByLabelText('Check-out by')).toHaveValue('10:00');
    expect(screen.getByRole('heading', { name: 'Cancellation: Standard terms' })).toBeInTheDocument();
    await user.clear(minNights);
    await user.type(minNights, '45');
    await user.click(next());
    expect(minNights).toHaveAttribute('aria-invalid', 'true');
    expect(minNights).toHaveAccessibleDescription(expect.stringContaining(listingRuleMessages.minNights));
    expect(minNights).toHaveFocus();
    expect(patches(http)).toHaveLength(0);

    await user.clear(minNights);
    await user.type(minNights, '3');
    await user.click(screen.getByRole('checkbox', { name: 'Pets allowed' }));
    await user.type(screen.getByLabelText('Your own rules (optional)'), 'Quiet hours from 22:00');
    await user.click(next());
    await screen.findByRole('heading', { name: 'Review and publish' });
    expect(patches(http)).toEqual([
      {
        checkInTime: '14:00',
        checkOutTime: '10:00',
        minNights: 3,
        houseRules: { smoking: false, parties: false, pets: true, notes: 'Quiet hours from 22:00' },
      },
    ]);
    expect(
      screen.getByText('No smoking · No parties or events · Pets allowed · Quiet hours from 22:00'),
    ).toBeInTheDocument();
    expect(screen.getByText('3 nights')).toBeInTheDocument();
  });

  it('asks for both halves of the map pin', async () => {
    serveListing(http, hostListing());
    const { user } = renderJourney('/hosting/listings/lst_1?step=location');

    await user.type(await screen.findByLabelText('Latitude'), '-1.29');
    await user.click(next());

    expect(screen.getByLabelText('Longitude')).toHaveAccessibleDescription(journeyMessages.pinBoth);
    expect(screen.getByLabelText('Longitude')).toHaveFocus();
    expect(patches(http)).toHaveLength(0);
  });
});

describe('listing journey: amenities', () => {
  it('sends the chosen amenities and the host’s own', async () => {
    serveListing(http, hostListing());
    const { user } = renderJourney('/hosting/listings/lst_1?step=amenities');

    await user.click(await screen.findByRole('checkbox', { name: 'Wi-Fi' }));
    await user.click(screen.getByRole('checkbox', { name: 'Backup generator' }));
    await user.type(screen.getByLabelText('Add your own'), 'Rooftop terrace{Enter}');
    expect(screen.getByRole('checkbox', { name: 'Rooftop terrace' })).toBeChecked();
    await user.click(next());

    await screen.findByRole('heading', { name: 'Add photos' });
    expect(patches(http)).toEqual([{ amenities: ['Wi-Fi', 'Backup generator', 'Rooftop terrace'] }]);
  });
});

describe('listing journey: photos', () => {
  installFakeUploads();

  const jpeg = (name: string) => new File(['jpeg bytes'], name, { type: 'image/jpeg' });

  it('uploads each chosen photo to the listing with a progress bar, then shows it', async () => {
    serveListing(http, hostListing());
    const { user } = renderJourney('/hosting/listings/lst_1?step=photos');

    await user.upload(await screen.findByLabelText('Choose photos'), [jpeg('sitting-room.jpg'), jpeg('view.jpg')]);
    const bar = await screen.findByRole('progressbar', { name: 'Uploading sitting-room.jpg' });
    expect(screen.getByRole('progressbar', { name: 'Uploading view.jpg' })).toBeInTheDocument();
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(2));
    expect(FakeUpload.sent[0]?.url).toBe('http://api.test/api/upload?listingId=lst_1');
    expect((FakeUpload.sent[0]?.body?.get('file') as File).name).toBe('sitting-room.jpg');

    FakeUpload.sent[0]?.progress(0.5);
    expect(bar).toHaveAttribute('value', '50');
    FakeUpload.sent[0]?.respond(201, { data: listingPhoto('ph_a') });

    expect(await screen.findByRole('img', { name: 'Photo 1' })).toHaveAttribute('src', listingPhoto('ph_a').url);
    expect(screen.queryByRole('progressbar', { name: 'Uploading sitting-room.jpg' })).not.toBeInTheDocument();
  });

  it('waits for uploads before moving on, and says why', async () => {
    serveListing(http, hostListing());
    const { user } = renderJourney('/hosting/listings/lst_1?step=photos');

    await user.upload(await screen.findByLabelText('Choose photos'), [jpeg('slow.jpg')]);
    await user.click(next());
    expect(await screen.findByRole('alert')).toHaveTextContent(journeyMessages.uploadsRunning);
    expect(patches(http)).toHaveLength(0);
  });

  it("shows the API's message when an upload is refused, with Retry", async () => {
    serveListing(http, hostListing());
    const { user } = renderJourney('/hosting/listings/lst_1?step=photos');

    await user.upload(await screen.findByLabelText('Choose photos'), [jpeg('broken.jpg')]);
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    FakeUpload.sent[0]?.respond(415, { error: hostMessages.photoUnreadable });

    expect(await screen.findByRole('alert')).toHaveTextContent(hostMessages.photoUnreadable);
    await user.click(screen.getByRole('button', { name: 'Retry broken.jpg' }));
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(2));
  });

  it('refuses HEIC, other types and files over 15 MB before uploading, with the API’s messages', async () => {
    serveListing(http, hostListing());
    // Dropped files skip the picker's filter, so the check must hold without it.
    const user = userEvent.setup({ applyAccept: false });
    renderWithSite(<ListingJourney listingId="lst_1" />, { route: '/hosting/listings/lst_1?step=photos' });
    const huge = jpeg('huge.jpg');
    Object.defineProperty(huge, 'size', { value: 16 * 1024 * 1024 });

    await user.upload(await screen.findByLabelText('Choose photos'), [
      new File(['x'], 'IMG_0001.HEIC', { type: 'image/heic' }),
      new File(['x'], 'plan.pdf', { type: 'application/pdf' }),
      huge,
    ]);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`IMG_0001.HEIC: ${hostMessages.photoHeic}`);
    expect(alert).toHaveTextContent(`plan.pdf: ${hostMessages.photoType}`);
    expect(alert).toHaveTextContent(`huge.jpg: ${hostMessages.photoTooLarge}`);
    expect(FakeUpload.sent).toHaveLength(0);
  });

  it('reorders, changes the cover and removes photos with buttons, then saves the order', async () => {
    serveListing(http, hostListing({ photos: [listingPhoto('ph_a'), listingPhoto('ph_b'), listingPhoto('ph_c')] }));
    const { user } = renderJourney('/hosting/listings/lst_1?step=photos');
    const order = () =>
      screen.getAllByRole('img', { name: /^Photo \d/ }).map((img) => img.getAttribute('src')?.match(/ph_\w/)?.[0]);

    await user.click(await screen.findByRole('button', { name: 'Move photo 1 later' }));
    expect(order()).toEqual(['ph_b', 'ph_a', 'ph_c']);
    // The keyboard stays with the moved photo.
    expect(screen.getByRole('button', { name: 'Move photo 2 later' })).toHaveFocus();
    expect(screen.getByText('Photo moved to position 2 of 3.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Make photo 3 the cover' }));
    expect(order()).toEqual(['ph_c', 'ph_b', 'ph_a']);
    const list = screen.getByRole('list', { name: 'Your photos, cover first' });
    expect(within(within(list).getAllByRole('listitem')[0]!).getByText('Cover')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(order()).toEqual(['ph_c', 'ph_a']);

    await user.click(next());
    await screen.findByRole('heading', { name: 'Title and description' });
    expect(patches(http)).toEqual([
      {
        photos: ['ph_c', 'ph_a'],
        captions: [
          { id: 'ph_c', caption: '' },
          { id: 'ph_a', caption: '' },
        ],
      },
    ]);
  });

  const shownOrder = () =>
    screen.getAllByRole('img', { name: /^Photo \d/ }).map((img) => img.getAttribute('src')?.match(/ph_\w+/)?.[0]);

  it('keeps the photos in the order they were chosen, whatever order their uploads finish in, and saves it', async () => {
    serveListing(http, hostListing({ photos: [listingPhoto('ph_old')] }));
    const { user } = renderJourney('/hosting/listings/lst_1?step=photos');

    await user.upload(await screen.findByLabelText('Choose photos'), [
      jpeg('first.jpg'),
      jpeg('second.jpg'),
      jpeg('third.jpg'),
    ]);
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(3));
    // The last chosen (a small file) lands first, the first chosen last.
    FakeUpload.sent[2]?.respond(201, { data: listingPhoto('ph_third') });
    await waitFor(() => expect(shownOrder()).toEqual(['ph_old', 'ph_third']));
    FakeUpload.sent[0]?.respond(201, { data: listingPhoto('ph_first') });
    await waitFor(() => expect(shownOrder()).toEqual(['ph_old', 'ph_first', 'ph_third']));
    FakeUpload.sent[1]?.respond(201, { data: listingPhoto('ph_second') });
    await waitFor(() => expect(shownOrder()).toEqual(['ph_old', 'ph_first', 'ph_second', 'ph_third']));

    // Once all have landed, that order is saved (the API added them in the order they finished).
    await waitFor(() => expect(patches(http)).toHaveLength(1));
    expect((patches(http)[0] as ListingPatch).photos).toEqual(['ph_old', 'ph_first', 'ph_second', 'ph_third']);
  });

  it('takes a caption for each photo, shows it as the alt text and saves it with the step', async () => {
    serveListing(http, hostListing({ photos: [listingPhoto('ph_a'), listingPhoto('ph_b'), listingPhoto('ph_c')] }));
    const { user } = renderJourney('/hosting/listings/lst_1?step=photos');

    const field = await screen.findByRole('textbox', { name: 'Caption for photo 2 (optional)' });
    expect(field).toHaveAttribute('maxLength', '120');
    await user.type(field, 'Main bedroom');
    expect(screen.getByRole('img', { name: 'Photo 2: Main bedroom' })).toBeInTheDocument();
    // The caption moves with its photo.
    await user.click(screen.getByRole('button', { name: 'Make photo 2 the cover' }));
    expect(screen.getByText('Cover photo changed.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Caption for photo 1 (optional)' })).toHaveValue('Main bedroom');

    await user.click(next());
    await screen.findByRole('heading', { name: 'Title and description' });
    expect(patches(http)).toEqual([
      {
        photos: ['ph_b', 'ph_a', 'ph_c'],
        captions: [
          { id: 'ph_b', caption: 'Main bedroom' },
          { id: 'ph_a', caption: '' },
          { id: 'ph_c', caption: '' },
        ],
      },
    ]);
  });
});

describe('listing journey: review and publish', () => {
  it('lists what publishing still needs, and the refused publish’s own list', async () => {
    serveListing(http, hostListing({ type: 'apartments', missing: ['photos', 'price'] }));
    http.on('POST', '/api/hosts/listings/lst_1/publish', () =>
      jsonResponse(422, { error: hostMessages.listingIncomplete, missingFields: ['photos', 'title', 'price'] }),
    );
    const { user, location } = renderJourney('/hosting/listings/lst_1?step=review');

    const before = await screen.findByRole('list', { name: 'Still missing' });
    expect(
      within(before)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['At least 3 photos', 'Nightly price']);

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Finish these before publishing');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['At least 3 photos', 'Title', 'Nightly price']);

    await user.click(within(alert).getByRole('button', { name: 'Title' }));
    expect(await screen.findByRole('heading', { name: 'Title and description' })).toBeInTheDocument();
    expect(location().search).toBe('?step=describe');
  });

  it('publishes and links to the public page', async () => {
    const ready = hostListing({ type: 'apartments', title: 'Kilimani flat', price: 4500, missing: [] });
    serveListing(http, ready);
    http.on('POST', '/api/hosts/listings/lst_1/publish', () =>
      jsonResponse(200, { data: { ...ready, status: 'published', publishedAt: '2026-11-23T10:00:00.000Z' } }),
    );
    const { user } = renderJourney('/hosting/listings/lst_1?step=review');

    expect(await screen.findByText('KSh 4,500 a night')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    expect(await screen.findByRole('heading', { name: 'Your listing is published' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'View your public page' })).toHaveAttribute('href', '/property/lst_1');
  });

  it('sends a first publication to review and says what happens next', async () => {
    const ready = hostListing({ type: 'apartments', title: 'Kilimani flat', price: 4500, missing: [] });
    serveListing(http, ready);
    http.on('POST', '/api/hosts/listings/lst_1/publish', () =>
      jsonResponse(200, { data: { ...ready, status: 'in_review' } }),
    );
    const { user } = renderJourney('/hosting/listings/lst_1?step=review');
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    const heading = await screen.findByRole('heading', { name: 'Your listing is in review' });
    expect(heading).toHaveFocus();
    expect(heading.parentElement).toHaveTextContent('We email you when it is live, or what to change.');
    expect(screen.queryByRole('link', { name: 'View your public page' })).not.toBeInTheDocument();
  });

  it("shows the team's reason on a listing sent back, and publishes it again", async () => {
    const sentBack = hostListing({
      type: 'apartments',
      title: 'Kilimani flat',
      price: 4500,
      missing: [],
      status: 'rejected',
      rejectionReason: 'Add a photo of the building from the street.',
    });
    serveListing(http, sentBack);
    http.on('POST', '/api/hosts/listings/lst_1/publish', () =>
      jsonResponse(200, { data: { ...sentBack, status: 'in_review', rejectionReason: null } }),
    );
    const { user } = renderJourney('/hosting/listings/lst_1?step=review');
    expect(await screen.findByText('Add a photo of the building from the street.')).toBeInTheDocument();
    expect(screen.getByText('Changes needed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('heading', { name: 'Your listing is in review' })).toBeInTheDocument();
  });

  it('says when publishing needs a verified email', async () => {
    serveListing(http, hostListing({ missing: [] }));
    http.on('POST', '/api/hosts/listings/lst_1/publish', () =>
      jsonResponse(403, { error: hostMessages.emailNotVerified }),
    );
    const { user } = renderJourney('/hosting/listings/lst_1?step=review');

    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(hostMessages.emailNotVerified);
  });
});
