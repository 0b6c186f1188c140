import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hostMessages } from 'shared/hosts';
import { createFetchDouble, jsonResponse, neverAnswered, renderWithSite, type FetchDouble } from 'test-utils';
import { hostListing, listingPhoto } from '../../lib/hosting/listingFixtures';
import { HostListings } from './HostListings';

const published = hostListing({
  id: 'lst_pub',
  status: 'published',
  title: 'Kilimani garden flat',
  city: 'Nairobi',
  county: 'Nairobi',
  price: 4500,
  photos: [listingPhoto('ph_cover'), listingPhoto('ph_two')],
  missing: [],
});
const draft = hostListing({ id: 'lst_draft' });
const unpublished = hostListing({ id: 'lst_off', status: 'unpublished', title: 'Nyali beach house', missing: [] });
const inReview = hostListing({ id: 'lst_review', status: 'in_review', title: 'Diani cottage', missing: [] });
const sentBack = hostListing({
  id: 'lst_back',
  status: 'rejected',
  title: 'Karen villa',
  missing: [],
  rejectionReason: 'The address is a shopping centre; give the house’s own.',
});

let http: FetchDouble;
beforeEach(() => {
  http = createFetchDouble();
});
afterEach(() => http.restore());

const row = (title: string) => screen.getByRole('heading', { level: 3, name: title }).closest('li') as HTMLElement;

describe('host listings', () => {
  it('says it is loading while the list is on its way', () => {
    http.on('GET', '/api/hosts/listings', () => neverAnswered());
    renderWithSite(<HostListings />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your listings...');
  });

  it('offers Retry when the list cannot be loaded, and Retry asks again', async () => {
    let answer = jsonResponse(500, { error: 'Something went wrong on our side' });
    http.on('GET', '/api/hosts/listings', () => answer);
    const user = userEvent.setup();
    renderWithSite(<HostListings />);

    expect(await screen.findByRole('heading', { name: "We couldn't load your listings" })).toBeInTheDocument();
    answer = jsonResponse(200, { data: [published] });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Kilimani garden flat' })).toBeInTheDocument();
  });

  it('invites a host with no listings to create the first one', async () => {
    http.on('GET', '/api/hosts/listings', () => jsonResponse(200, { data: [] }));
    renderWithSite(<HostListings />);
    expect(await screen.findByRole('link', { name: 'Create your first listing' })).toHaveAttribute(
      'href',
      '/hosting/listings/new',
    );
  });

  it('says when a live listing’s new place or photos wait for the team, and why the last ones were not taken', async () => {
    const waiting = hostListing({ ...published, id: 'lst_wait', title: 'Westlands loft', changesInReview: true });
    const turnedDown = hostListing({
      ...published,
      id: 'lst_down',
      title: 'Runda house',
      changesRejectionReason: 'The new photos show another house.',
    });
    http.on('GET', '/api/hosts/listings', () => jsonResponse(200, { data: [waiting, turnedDown] }));
    renderWithSite(<HostListings />);
    await screen.findByRole('heading', { level: 3, name: 'Westlands loft' });
    expect(row('Westlands loft')).toHaveTextContent(
      'Changes in review: our team is checking the new place or photos. Guests see the listing as it was until then',
    );
    expect(row('Runda house')).toHaveTextContent(
      'Your last changes were not taken: The new photos show another house.',
    );
  });

  it('shows each listing with its cover, title or Untitled draft, status and links', async () => {
    http.on('GET', '/api/hosts/listings', () => jsonResponse(200, { data: [published, draft, unpublished] }));
    renderWithSite(<HostListings />);

    await screen.findByRole('heading', { level: 3, name: 'Kilimani garden flat' });
    const live = row('Kilimani garden flat');
    expect(within(live).getByText('Published')).toBeInTheDocument();
    expect(within(live).getByText('KSh 4,500 a night')).toBeInTheDocument();
    expect(live.querySelector('img')).toHaveAttribute('src', listingPhoto('ph_cover').url);
    expect(within(live).getByRole('link', { name: 'View the public page of Kilimani garden flat' })).toHaveAttribute(
      'href',
      '/property/lst_pub',
    );
    expect(within(live).getByRole('link', { name: 'Edit Kilimani garden flat' })).toHaveAttribute(
      'href',
      '/hosting/listings/lst_pub',
    );
    expect(within(live).getByRole('button', { name: 'Unpublish: Kilimani garden flat' })).toBeInTheDocument();

    const untitled = row('Untitled draft');
    expect(within(untitled).getByText('Draft')).toBeInTheDocument();
    expect(within(untitled).getByText('No photo')).toBeInTheDocument();
    expect(within(untitled).queryByRole('link', { name: /public page/ })).not.toBeInTheDocument();
    expect(within(untitled).queryByRole('button')).not.toBeInTheDocument();

    const off = row('Nyali beach house');
    expect(within(off).getByText('Unpublished')).toBeInTheDocument();
    expect(within(off).getByRole('button', { name: 'Publish again: Nyali beach house' })).toBeInTheDocument();
  });

  it('says which listings our team is checking and what it asks for, with no Publish or public page before it', async () => {
    http.on('GET', '/api/hosts/listings', () => jsonResponse(200, { data: [inReview, sentBack] }));
    renderWithSite(<HostListings />);
    await screen.findByRole('heading', { level: 3, name: 'Diani cottage' });
    const checking = row('Diani cottage');
    expect(within(checking).getByText('In review')).toBeInTheDocument();
    expect(checking).toHaveTextContent('Our team is checking it before guests can see it');
    const back = row('Karen villa');
    expect(within(back).getByText('Changes needed')).toBeInTheDocument();
    expect(back).toHaveTextContent(
      'Our team asks for changes: The address is a shopping centre; give the house’s own.',
    );
    for (const listing of [checking, back]) {
      expect(within(listing).queryByRole('link', { name: /public page/ })).not.toBeInTheDocument();
      expect(within(listing).queryByRole('button')).not.toBeInTheDocument();
    }
  });

  it('unpublishes a listing and shows its new status', async () => {
    http
      .on('GET', '/api/hosts/listings', () => jsonResponse(200, { data: [published] }))
      .on('POST', '/api/hosts/listings/lst_pub/unpublish', () =>
        jsonResponse(200, { data: { ...published, status: 'unpublished' } }),
      );
    const user = userEvent.setup();
    renderWithSite(<HostListings />);

    await user.click(await screen.findByRole('button', { name: 'Unpublish: Kilimani garden flat' }));
    expect(await within(row('Kilimani garden flat')).findByText('Unpublished')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish again: Kilimani garden flat' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /public page/ })).not.toBeInTheDocument();
  });

  it('says what is missing when publishing again is refused', async () => {
    http
      .on('GET', '/api/hosts/listings', () => jsonResponse(200, { data: [unpublished] }))
      .on('POST', '/api/hosts/listings/lst_off/publish', () =>
        jsonResponse(422, { error: hostMessages.listingIncomplete, missingFields: ['photos', 'price'] }),
      );
    const user = userEvent.setup();
    renderWithSite(<HostListings />);

    await user.click(await screen.findByRole('button', { name: 'Publish again: Nyali beach house' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(hostMessages.listingIncomplete);
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['At least 3 photos', 'Nightly price']);
  });
});
