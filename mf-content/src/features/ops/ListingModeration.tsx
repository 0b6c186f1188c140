import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { listingStatusLabels, type ListingStatus } from 'contracts/host-rules';
import { moderationApi, type OpsListingSummary } from 'contracts/moderation';
import { LoadFailed, StatusBox } from 'shared/ui-extras';
import { controlLook, FieldLabel } from 'shared/ui-form';
import { Button } from '../../lib/layout/Page';
import { opsFailureText, opsRequest } from '../../lib/ops/opsClient';
import { Disclosure } from './Disclosure';
import { ListingBookings } from './ListingBookings';
import { useModerationAction, type ModerationAction } from './ModerationAction';
import { SubjectHistory } from './SubjectHistory';
import { Actions, Card, Facts, Items, Section } from './opsLook';

const statusLabel = (status: string) => listingStatusLabels[status as ListingStatus] ?? status;

/** A listing's status, host and open reports, as `dt`/`dd` pairs of a card's facts. */
export function ListingFacts({ listing }: { listing: OpsListingSummary }) {
  return (
    <>
      <dt>Listing</dt>
      <dd>
        {statusLabel(listing.status)}
        {listing.suspension &&
          ` (${listing.suspension.withHost ? 'with its host' : 'on its own'}): ${listing.suspension.reason}`}
        {' · '}
        {[listing.city, listing.county].filter(Boolean).join(', ')} · {listing.openReports} open report
        {listing.openReports === 1 ? '' : 's'} · <code>{listing.id}</code>
      </dd>
      <dt>Host</dt>
      <dd>
        {listing.host ? (
          <>
            {listing.host.name}
            {listing.host.email && (
              <>
                , <a href={`mailto:${listing.host.email}`}>{listing.host.email}</a>
              </>
            )}
            {listing.host.suspended && ' (suspended)'}
          </>
        ) : (
          'Makao’s own listing'
        )}
      </dd>
    </>
  );
}

/** Suspend or Unsuspend the listing, and its host. */
export function ListingActions({
  listing,
  busy,
  ask,
}: {
  listing: OpsListingSummary;
  busy: boolean;
  ask: (action: ModerationAction) => void;
}) {
  const suspended = listing.status === 'suspended';
  const { host } = listing;
  return (
    <>
      <Button
        type="button"
        $variant={suspended ? 'light' : undefined}
        disabled={busy}
        aria-label={`${suspended ? 'Unsuspend' : 'Suspend'} the listing ${listing.title}`}
        onClick={() =>
          ask({ kind: suspended ? 'unsuspend-listing' : 'suspend-listing', id: listing.id, subject: listing.title })
        }
      >
        {suspended ? 'Unsuspend listing' : 'Suspend listing'}
      </Button>
      {host && (
        <Button
          type="button"
          $variant="light"
          disabled={busy}
          aria-label={`${host.suspended ? 'Unsuspend' : 'Suspend'} the host ${host.name}`}
          onClick={() =>
            ask({ kind: host.suspended ? 'unsuspend-host' : 'suspend-host', id: host.id, subject: host.name })
          }
        >
          {host.suspended ? 'Unsuspend host' : 'Suspend host'}
        </Button>
      )}
    </>
  );
}

/** A listing's bookings, and the audit history of the listing and of its host, each read once opened. */
function ListingRecords({ listing }: { listing: OpsListingSummary }) {
  const { host } = listing;
  return (
    <>
      <Disclosure summary="Bookings">{() => <ListingBookings listingId={listing.id} />}</Disclosure>
      <Disclosure summary="History">{() => <SubjectHistory subjectType="listing" subjectId={listing.id} />}</Disclosure>
      {host && (
        <Disclosure summary={`Host history (${host.name})`}>
          {() => <SubjectHistory subjectType="host" subjectId={host.id} />}
        </Disclosure>
      )}
    </>
  );
}

/** Any listing, found by its id or words of its title, with Suspend and Unsuspend. */
export function ListingSearch() {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const found = useQuery({
    queryKey: ['ops', 'listings', q],
    queryFn: ({ signal }) =>
      opsRequest<OpsListingSummary[]>(`${moderationApi.listings}?q=${encodeURIComponent(q)}`, { signal }),
    enabled: q !== '',
    retry: false,
  });
  const action = useModerationAction();
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(typed.trim());
  };

  let body = null;
  if (q && found.isPending) {
    body = (
      <StatusBox role="status" aria-busy="true" $minHeight="4rem">
        <p>Looking…</p>
      </StatusBox>
    );
  } else if (found.isError) {
    body = (
      <LoadFailed onRetry={() => void found.refetch()} minHeight="4rem">
        <p>{opsFailureText(found.error)}</p>
      </LoadFailed>
    );
  } else if (found.data && found.data.length === 0) {
    body = <p>No listing matches “{q}”.</p>;
  } else if (found.data) {
    body = (
      <Items aria-label="Listings found">
        {found.data.map((listing) => (
          <li key={listing.id}>
            <Card aria-labelledby={`${id}-${listing.id}`}>
              <h3 id={`${id}-${listing.id}`}>{listing.title || 'Untitled draft'}</h3>
              <Facts>
                <ListingFacts listing={listing} />
              </Facts>
              <Actions>
                <ListingActions listing={listing} busy={action.busy} ask={action.ask} />
              </Actions>
              <ListingRecords listing={listing} />
            </Card>
          </li>
        ))}
      </Items>
    );
  }

  return (
    <Section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Find a listing</h2>
      <SearchForm role="search" aria-label="Find a listing" onSubmit={search}>
        <FieldLabel htmlFor={`${id}-q`}>Listing id or title</FieldLabel>
        <SearchRow>
          <SearchInput id={`${id}-q`} type="search" value={typed} onChange={(event) => setTyped(event.target.value)} />
          <Button type="submit" disabled={!typed.trim()}>
            Search
          </Button>
        </SearchRow>
      </SearchForm>
      {action.notice}
      {body}
      {action.dialog}
    </Section>
  );
}

const SearchForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
`;

const SearchRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const SearchInput = styled.input`
  ${controlLook('md')}
  flex: 1 1 16rem;
  width: auto;
`;
