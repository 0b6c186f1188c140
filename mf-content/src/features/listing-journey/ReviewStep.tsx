import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { houseRuleLabels, houseRuleSwitches, paths, propertyTypeLabels } from 'contracts';
import {
  hostingPaths,
  listingChangesMessages,
  listingFieldLabels,
  listingStatusLabels,
  type HostListing,
  type ListingField,
} from 'shared/hosts';
import { formatKsh, media } from 'shared/ui';
import { Notice } from 'shared/ui-form';
import { Button } from '../../lib/layout/Page';
import { errorText, missingFieldsOf, useListingStatusChange } from '../../lib/hosting/hostListingsApi';
import { stepOfField, type JourneyStep, type JourneyValues } from './journey';

export interface ReviewStepProps {
  listing: HostListing;
  values: JourneyValues;
  onGoTo: (step: JourneyStep) => void;
}

const notGiven = 'Not given yet';

/** What guests will see, what publishing still needs (the API's `missing`), and the Publish button. */
export function ReviewStep({ listing, values, onGoTo }: ReviewStepProps) {
  const publish = useListingStatusChange();
  const doneRef = useRef<HTMLHeadingElement>(null);
  const published = publish.isSuccess && publish.data.status === 'published';
  const sentForReview = publish.isSuccess && publish.data.status === 'in_review';
  useEffect(() => {
    if (published || sentForReview) doneRef.current?.focus();
  }, [published, sentForReview]);

  if (sentForReview) {
    return (
      <Notice $tone="success" as="div" role="status">
        <DoneTitle ref={doneRef} tabIndex={-1}>
          Your listing is in review
        </DoneTitle>
        <p>
          Our team checks every new listing before guests see it: the photos, the address and the details. We email you
          when it is live, or what to change.
        </p>
        <DoneLinks>
          <Link to={hostingPaths.listings}>Back to your listings</Link>
        </DoneLinks>
      </Notice>
    );
  }

  if (published) {
    return (
      <Notice $tone="success" as="div" role="status">
        <DoneTitle ref={doneRef} tabIndex={-1}>
          Your listing is published
        </DoneTitle>
        <p>Guests can find it and book it now.</p>
        <DoneLinks>
          <Link to={paths.property(listing.id)}>View your public page</Link>
          <Link to={hostingPaths.listings}>Back to your listings</Link>
        </DoneLinks>
      </Notice>
    );
  }

  // A refused publish lists what is missing in its answer; otherwise the listing's own list.
  const missing: ListingField[] =
    publish.isError && missingFieldsOf(publish.error).length > 0 ? missingFieldsOf(publish.error) : listing.missing;
  const refusedOtherwise = publish.isError && missingFieldsOf(publish.error).length === 0;
  const location = [...new Set([values.address, values.area, values.city, values.county].map((part) => part.trim()))]
    .filter(Boolean)
    .join(', ');
  const rows: Array<{ label: string; value: string; step: JourneyStep }> = [
    { label: listingFieldLabels.type, value: values.type ? propertyTypeLabels[values.type] : notGiven, step: 'type' },
    { label: 'Location', value: location || notGiven, step: 'location' },
    { label: listingFieldLabels.traNumber, value: values.traNumber.trim() || notGiven, step: 'location' },
    {
      label: 'Map pin',
      value: values.lat.trim() && values.lng.trim() ? `${values.lat.trim()}, ${values.lng.trim()}` : 'No pin',
      step: 'location',
    },
    {
      label: 'Guests, bedrooms, bathrooms',
      value: [values.guests, values.beds, values.baths].map((count) => count ?? '–').join(' · '),
      step: 'rooms',
    },
    { label: listingFieldLabels.amenities, value: values.amenities.join(', ') || 'None chosen', step: 'amenities' },
    { label: 'Photos', value: String(listing.photos.length), step: 'photos' },
    { label: listingFieldLabels.title, value: values.title.trim() || notGiven, step: 'describe' },
    { label: listingFieldLabels.description, value: values.description.trim() || notGiven, step: 'describe' },
    {
      label: listingFieldLabels.price,
      value: values.price.trim() && listing.price !== null ? `${formatKsh(listing.price)} a night` : notGiven,
      step: 'price',
    },
    {
      label: 'Check-in and check-out',
      value: `After ${values.checkInTime} · before ${values.checkOutTime}`,
      step: 'rules',
    },
    {
      label: 'Minimum stay',
      value: `${values.minNights} ${values.minNights === '1' ? 'night' : 'nights'}`,
      step: 'rules',
    },
    {
      label: listingFieldLabels.houseRules,
      value: [
        ...houseRuleSwitches.map((rule) => houseRuleLabels[rule][values[rule] ? 'allowed' : 'refused']),
        ...(values.houseRules.trim() ? [values.houseRules.trim()] : []),
      ].join(' · '),
      step: 'rules',
    },
  ];

  return (
    <Review>
      <p>
        Status: <strong>{listingStatusLabels[listing.status]}</strong>
      </p>
      <Summary>
        {rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>
              <span>{row.value}</span>
              <EditButton type="button" aria-label={`Edit ${row.label}`} onClick={() => onGoTo(row.step)}>
                Edit
              </EditButton>
            </dd>
          </div>
        ))}
      </Summary>

      {missing.length > 0 && (
        <Notice $tone="error" as="div" role={publish.isError ? 'alert' : undefined}>
          <h3>{publish.isError ? errorText(publish.error) : 'Before you can publish, add:'}</h3>
          <ul aria-label="Still missing">
            {missing.map((field) => (
              <li key={field}>
                <MissingLink type="button" onClick={() => onGoTo(stepOfField[field])}>
                  {listingFieldLabels[field]}
                </MissingLink>
              </li>
            ))}
          </ul>
        </Notice>
      )}
      {refusedOtherwise && (
        <Notice $tone="error" role="alert">
          {errorText(publish.error)}
        </Notice>
      )}

      {listing.status === 'rejected' && listing.rejectionReason && (
        <Notice $tone="error" as="div">
          <p>
            <strong>Our team asks for changes:</strong> {listing.rejectionReason}
          </p>
          <p>Make them, then publish again: the team looks at it once more.</p>
        </Notice>
      )}
      {listing.changesInReview && (
        <Notice $tone="success" as="div">
          <p>
            <strong>Changes in review:</strong> {listingChangesMessages.inReview}
          </p>
        </Notice>
      )}
      {!listing.changesInReview && listing.changesRejectionReason && (
        <Notice $tone="error" as="div">
          <p>
            <strong>Your last changes were not taken:</strong> {listing.changesRejectionReason}
          </p>
        </Notice>
      )}
      {listing.status === 'published' ? (
        <Notice $tone="success" as="div">
          <p>{listingChangesMessages.liveNote}</p>
          <Link to={paths.property(listing.id)}>View your public page</Link>
        </Notice>
      ) : listing.status === 'in_review' ? (
        <Notice $tone="success" as="div">
          <p>
            Our team is checking this listing before guests see it. The changes you save are part of what they check.
          </p>
        </Notice>
      ) : (
        <Button
          type="button"
          disabled={publish.isPending}
          onClick={() => publish.mutate({ id: listing.id, action: 'publish' })}
        >
          {publish.isPending ? 'Publishing...' : 'Publish'}
        </Button>
      )}
    </Review>
  );
}

const Review = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  justify-items: start;
  & > * {
    width: 100%;
  }
  & > button {
    width: auto;
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.lg};
  }
`;

const Summary = styled.dl`
  margin: 0;
  display: grid;
  border-top: 1px solid ${({ theme }) => theme.colors.line};
  & > div {
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
    padding-block: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.line};
    ${media.tablet} {
      grid-template-columns: 14rem 1fr;
    }
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    display: flex;
    justify-content: space-between;
    align-items: start;
    gap: ${({ theme }) => theme.space.sm};
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
`;

const EditButton = styled.button`
  flex: none;
  min-height: 2.75rem;
  padding-inline: ${({ theme }) => theme.space.sm};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
`;

const MissingLink = styled(EditButton)`
  min-height: 2.25rem;
  padding: 0;
  color: inherit;
`;

const DoneTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const DoneLinks = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.sm};
`;
