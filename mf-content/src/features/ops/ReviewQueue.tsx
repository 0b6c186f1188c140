import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { paths, propertyTypeLabels, type PropertyType } from 'contracts';
import { opsApi, type OpsListingReview } from 'contracts/ops';
import { formatKsh } from 'shared/ui';
import { Notice } from 'shared/ui-form';
import { Button } from '../../lib/layout/Page';
import { formatMoment } from 'contracts/booking-lifecycle';
import { opsRequest } from '../../lib/ops/opsClient';
import { Actions, Card, Facts } from './opsLook';
import { QueueSection } from './QueueBody';
import { useDecision, type DecisionControls } from './useDecision';

const queueKey = ['ops', 'review-queue'] as const;
const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * Listings sent for review and live listings' changes, oldest first: what the operator checks (the
 * place, the photos, the host) and the decision.
 */
export function ReviewQueue() {
  const queue = useQuery({
    queryKey: queueKey,
    queryFn: ({ signal }) => opsRequest<OpsListingReview[]>(opsApi.reviewQueue, { signal }),
    retry: false,
  });
  const { controls, notice, dialog } = useDecision<OpsListingReview>({
    approvePath: (listing) => opsApi.approve(listing.id),
    rejectPath: (listing) => opsApi.reject(listing.id),
    doneText: (listing, kind) =>
      listing.kind === 'changes'
        ? kind === 'approve'
          ? `The changes to "${listing.title}" are live; the host has been emailed.`
          : `The changes to "${listing.title}" were turned down; the live listing stays as it was.`
        : kind === 'approve'
          ? `"${listing.title}" is live; the host has been emailed.`
          : `"${listing.title}" went back to its host with your reason.`,
    words: (listing) =>
      listing.kind === 'changes'
        ? {
            title: `Turn down the changes to “${listing.title}”?`,
            lead: 'The live listing stays as it is. The host reads your reason in their listings and by email.',
            label: 'Why are the changes not taken?',
            confirm: 'Turn down changes',
            pending: 'Turning down…',
            cancel: 'Keep in review',
          }
        : {
            title: `Send back “${listing.title}”?`,
            lead: 'The host reads your reason in their listings and by email, edits the listing and publishes it again.',
            label: 'What should the host change?',
            confirm: 'Send back',
            pending: 'Sending back…',
            cancel: 'Keep in review',
          },
  });

  return (
    <QueueSection
      id="review-queue-heading"
      title="Listings to review"
      query={queue}
      loading="Loading the listings to review…"
      empty="No listing is waiting for review."
      notice={notice}
      dialog={dialog}
    >
      {(items) =>
        items.map((listing) => (
          <li key={listing.id}>
            <Item listing={listing} {...controls(listing)} />
          </li>
        ))
      }
    </QueueSection>
  );
}

/** "Street, area, city, county": a place as the operator checks it. */
const placeLine = (place: { address: string; area: string; city: string; county: string }) =>
  [place.address, place.area, place.city, place.county].filter(Boolean).join(', ');

/** What a live listing's waiting changes change, in words: the place (with the live one), the pin, photos. */
function changesOf(listing: OpsListingReview, live: NonNullable<OpsListingReview['live']>): string {
  const pin = (where: { coordinates: { lat: number; lng: number } | null }) =>
    where.coordinates ? `${where.coordinates.lat},${where.coordinates.lng}` : '';
  const added = listing.photos.filter((url) => !live.photos.includes(url)).length;
  const removed = live.photos.filter((url) => !listing.photos.includes(url)).length;
  const parts = [
    placeLine(listing) !== placeLine(live) && `the place (live now: ${placeLine(live)})`,
    pin(listing) !== pin(live) && 'the map pin',
    added > 0 && count(added, 'new photo'),
    removed > 0 && `${count(removed, 'photo')} removed`,
    added === 0 && removed === 0 && listing.photos.join() !== live.photos.join() && 'the photos’ order',
  ].filter(Boolean);
  return parts.join(', ') || 'nothing any more';
}

function Item({ listing, busy, error, onApprove, onReject }: { listing: OpsListingReview } & DecisionControls) {
  const id = useId();
  const type = propertyTypeLabels[listing.type as PropertyType] ?? listing.type;
  const place = placeLine(listing);
  const changes = listing.kind === 'changes';
  return (
    <Card aria-labelledby={id}>
      <h3 id={id}>{listing.title}</h3>
      {listing.live && (
        <ChangesNote>
          <strong>Changes to a live listing:</strong> {changesOf(listing, listing.live)}. Guests see the live version
          until you approve.
        </ChangesNote>
      )}
      <p>
        {type} · {formatKsh(listing.price)} a night · {count(listing.guests, 'guest')}, {count(listing.beds, 'bedroom')}
        , {count(listing.baths, 'bathroom')} · sent {formatMoment(listing.submittedAt)}
      </p>
      <Photos>
        {listing.photos.map((url, n) => (
          <a key={url} href={url} target="_blank" rel="noreferrer">
            <img src={url} alt={`Photo ${n + 1} of ${listing.title}`} width={160} height={107} loading="lazy" />
          </a>
        ))}
      </Photos>
      <Facts>
        <dt>Address</dt>
        <dd>
          {place}
          {listing.coordinates && (
            <>
              {' '}
              <a
                href={`https://www.openstreetmap.org/?mlat=${listing.coordinates.lat}&mlon=${listing.coordinates.lng}#map=17/${listing.coordinates.lat}/${listing.coordinates.lng}`}
                target="_blank"
                rel="noreferrer"
              >
                Map pin
              </a>
            </>
          )}
        </dd>
        <dt>TRA registration</dt>
        <dd>{listing.traNumber ?? 'Not given'}</dd>
        <dt>Host</dt>
        <dd>
          {listing.host.name}
          {listing.host.email && (
            <>
              , <a href={`mailto:${listing.host.email}`}>{listing.host.email}</a>
            </>
          )}
          {listing.host.phone && `, ${listing.host.phone}`}, on Makao since {formatMoment(listing.host.joinedAt)}
        </dd>
        <dt>Description</dt>
        <dd>{listing.description}</dd>
        <dt>Amenities</dt>
        <dd>{listing.amenities.join(', ') || 'None given'}</dd>
      </Facts>
      {error && (
        <Notice $tone="error" role="alert">
          {error}
        </Notice>
      )}
      <Actions>
        <Button
          type="button"
          disabled={busy}
          onClick={onApprove}
          aria-label={changes ? `Approve the changes to ${listing.title}` : `Approve ${listing.title}`}
        >
          {changes ? 'Approve changes' : 'Approve'}
        </Button>
        <Button
          type="button"
          $variant="light"
          disabled={busy}
          onClick={onReject}
          aria-label={changes ? `Turn down the changes to ${listing.title}` : `Send back ${listing.title}`}
        >
          {changes ? 'Turn down changes' : 'Send back'}
        </Button>
        <a href={paths.property(listing.id)} target="_blank" rel="noreferrer">
          {changes ? 'Its live page' : 'Its page (live once approved)'}
        </a>
      </Actions>
    </Card>
  );
}

const ChangesNote = styled.p`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.accentSoft};
`;

const Photos = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  overflow-x: auto;
  img {
    width: 160px;
    height: 107px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;
