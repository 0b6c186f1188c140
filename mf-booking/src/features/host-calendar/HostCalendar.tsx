import { useId, useState } from 'react';
import type { HostCalendarProps } from 'contracts';
import { listingStatusLabels, type HostListing } from 'shared/hosts';
import { LoadFailed, StatusBox } from 'shared/ui-extras';
import { hostErrorText } from '../../lib/hosting/hostQuery';
import { CalendarSync } from './CalendarSync';
import { NightsCalendar } from './NightsCalendar';
import { CalendarRoot, PickerField } from './hostCalendar.styles';
import { useCalendarListings, useHostCalendar } from './hostCalendarApi';

/**
 * The host's calendar of one listing (`booking/HostCalendar`, on content's dashboard): the nights
 * guests hold, the nights the host blocks and unblocks, and the listing's iCal feeds, out to other
 * platforms and in from one. With `listingId` it opens on that listing.
 */
export function HostCalendar({ listingId }: HostCalendarProps) {
  const titleId = useId();
  const pickerId = useId();
  const listings = useCalendarListings();
  const [chosen, setChosen] = useState<string | undefined>(listingId);

  let body;
  if (listings.isPending || (listings.isError && listings.isFetching)) body = <Loading />;
  else if (listings.isError)
    body = (
      <LoadFailed onRetry={() => void listings.refetch()} minHeight="8rem">
        <h3>We couldn&apos;t load your calendar</h3>
        <p>{hostErrorText(listings.error)}</p>
      </LoadFailed>
    );
  else if (listings.data.length === 0)
    body = (
      <StatusBox $minHeight="6rem">
        <p>Your calendar opens here once you have a listing.</p>
      </StatusBox>
    );
  else {
    const shown = listings.data.find((listing) => listing.id === chosen) ?? firstListing(listings.data);
    body = (
      <>
        {listings.data.length > 1 && (
          <PickerField>
            <label htmlFor={pickerId}>Listing</label>
            <select id={pickerId} value={shown.id} onChange={(event) => setChosen(event.target.value)}>
              {listings.data.map((listing) => (
                <option key={listing.id} value={listing.id}>
                  {listingName(listing)}
                </option>
              ))}
            </select>
          </PickerField>
        )}
        <ListingCalendar key={shown.id} listingId={shown.id} />
      </>
    );
  }

  return (
    <CalendarRoot aria-labelledby={titleId}>
      <h2 id={titleId}>Calendar</h2>
      {body}
    </CalendarRoot>
  );
}

/** A published listing first (the one guests book), else the newest. */
const firstListing = (listings: HostListing[]) =>
  listings.find((listing) => listing.status === 'published') ?? (listings[0] as HostListing);

const listingName = (listing: HostListing) =>
  `${listing.title?.trim() || 'Untitled listing'}${listing.status === 'published' ? '' : ` (${listingStatusLabels[listing.status]})`}`;

function Loading() {
  return (
    <StatusBox role="status" aria-busy="true" $minHeight="8rem">
      <p>Loading your calendar...</p>
    </StatusBox>
  );
}

function ListingCalendar({ listingId }: { listingId: string }) {
  const calendar = useHostCalendar(listingId);
  if (calendar.isPending || (calendar.isError && calendar.isFetching)) return <Loading />;
  if (calendar.isError)
    return (
      <LoadFailed onRetry={() => void calendar.refetch()} minHeight="8rem">
        <h3>We couldn&apos;t load your calendar</h3>
        <p>{hostErrorText(calendar.error)}</p>
      </LoadFailed>
    );
  return (
    <>
      <NightsCalendar listingId={listingId} calendar={calendar.data} />
      <CalendarSync listingId={listingId} calendar={calendar.data} />
    </>
  );
}
