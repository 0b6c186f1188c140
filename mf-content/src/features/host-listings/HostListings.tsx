import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from 'contracts';
import { moderationMessages } from 'contracts/moderation';
import {
  hostingPaths,
  listingChangesMessages,
  listingFieldLabels,
  listingStatusLabels,
  type HostListing,
  type ListingStatus,
} from 'shared/hosts';
import { formatPrice, media } from 'shared/ui';
import { Notice } from 'shared/ui-form';
import { errorText, missingFieldsOf, useHostListings, useListingStatusChange } from '../../lib/hosting/hostListingsApi';
import { Button, ButtonLink } from '../../lib/layout/Page';
import { ErrorState, LoadingState, StateBox } from '../../lib/status/PageStates';

/** The host's listings (`GET /api/hosts/listings`), newest first as the API sends them. */
export function HostListings() {
  const listings = useHostListings();
  const titleId = useId();

  let body;
  if (listings.isPending) body = <LoadingState text="Loading your listings..." />;
  else if (listings.isError)
    body = (
      <ErrorState title="We couldn't load your listings" onRetry={() => void listings.refetch()}>
        {errorText(listings.error)}
      </ErrorState>
    );
  else if (listings.data.length === 0)
    body = (
      <StateBox>
        <p>You have no listings yet. Guests can book your place once it is published.</p>
        <ButtonLink to={hostingPaths.newListing}>Create your first listing</ButtonLink>
      </StateBox>
    );
  else
    body = (
      <List>
        {listings.data.map((listing) => (
          <ListingRow key={listing.id} listing={listing} />
        ))}
      </List>
    );

  return (
    <section aria-labelledby={titleId}>
      <Header>
        <h2 id={titleId}>Your listings</h2>
        {listings.isSuccess && listings.data.length > 0 && (
          <ButtonLink to={hostingPaths.newListing} $variant="light">
            New listing
          </ButtonLink>
        )}
      </Header>
      {body}
    </section>
  );
}

function ListingRow({ listing }: { listing: HostListing }) {
  const change = useListingStatusChange();
  const cover = listing.photos[0];
  const title = listing.title?.trim() || 'Untitled draft';
  const place = [...new Set([listing.area, listing.city, listing.county].filter(Boolean))].join(', ');
  const missing = change.isError ? missingFieldsOf(change.error) : [];
  const action = listing.status === 'published' ? 'unpublish' : listing.status === 'unpublished' ? 'publish' : null;

  return (
    <Row>
      <Thumb>
        {cover ? (
          <img src={cover.url} srcSet={cover.srcset} sizes="(min-width: 768px) 160px, 96px" alt="" loading="lazy" />
        ) : (
          <span>No photo</span>
        )}
      </Thumb>
      <Details>
        <h3>{title}</h3>
        <Meta>
          <StatusBadge $status={listing.status}>{listingStatusLabels[listing.status]}</StatusBadge>
          {place && <span>{place}</span>}
          {listing.price !== null && <span>{formatPrice(listing.price)} a night</span>}
        </Meta>
        {listing.status === 'in_review' && (
          <StatusNote>Our team is checking it before guests can see it; we email you when it is live.</StatusNote>
        )}
        {listing.status === 'suspended' && <StatusNote>{moderationMessages.listingSuspendedForHost}</StatusNote>}
        {listing.changesInReview && (
          <StatusNote>
            <strong>Changes in review:</strong> {listingChangesMessages.inReview}
          </StatusNote>
        )}
        {!listing.changesInReview && listing.changesRejectionReason && (
          <StatusNote>
            <strong>Your last changes were not taken:</strong> {listing.changesRejectionReason}
          </StatusNote>
        )}
        {listing.status === 'rejected' && listing.rejectionReason && (
          <StatusNote>
            <strong>Our team asks for changes:</strong> {listing.rejectionReason} Edit the listing and publish it again.
          </StatusNote>
        )}
        {change.isError && (
          <Notice $tone="error" role="alert" as="div">
            <p>{errorText(change.error)}</p>
            {missing.length > 0 && (
              <ul>
                {missing.map((field) => (
                  <li key={field}>{listingFieldLabels[field]}</li>
                ))}
              </ul>
            )}
          </Notice>
        )}
        <Actions>
          <ButtonLink to={hostingPaths.listing(listing.id)} $variant="light" aria-label={`Edit ${title}`}>
            Edit
          </ButtonLink>
          {listing.status === 'published' && (
            <Link to={paths.property(listing.id)} aria-label={`View the public page of ${title}`}>
              View public page
            </Link>
          )}
          {action && (
            <Button
              type="button"
              $variant="light"
              disabled={change.isPending}
              aria-label={`${action === 'publish' ? 'Publish again' : 'Unpublish'}: ${title}`}
              onClick={() => change.mutate({ id: listing.id, action })}
            >
              {action === 'publish' ? 'Publish again' : 'Unpublish'}
            </Button>
          )}
        </Actions>
      </Details>
    </Row>
  );
}

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 6rem 1fr;
  align-items: start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  ${media.tablet} {
    grid-template-columns: 10rem 1fr;
  }
`;

const Thumb = styled.div`
  aspect-ratio: 4 / 3;
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.sand};
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Details = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    overflow-wrap: anywhere;
  }
  ul {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    padding-left: ${({ theme }) => theme.space.lg};
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StatusBadge = styled.span<{ $status: ListingStatus }>`
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  background: ${({ $status, theme }) =>
    $status === 'published'
      ? theme.colors.primarySoft
      : $status === 'rejected' || $status === 'suspended'
        ? theme.colors.dangerSoft
        : $status === 'draft' || $status === 'in_review'
          ? theme.colors.accentSoft
          : theme.colors.sand};
  color: ${({ $status, theme }) =>
    $status === 'published'
      ? theme.colors.primaryDark
      : $status === 'rejected' || $status === 'suspended'
        ? theme.colors.danger
        : $status === 'draft' || $status === 'in_review'
          ? theme.colors.accent
          : theme.colors.ink};
`;

/** What the operations team's review means for the listing now (in review, or sent back with a reason). */
const StatusNote = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.ink};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  a:not([class]) {
    font-weight: 600;
  }
  button,
  a[class] {
    border-color: ${({ theme }) => theme.colors.line};
  }
`;
