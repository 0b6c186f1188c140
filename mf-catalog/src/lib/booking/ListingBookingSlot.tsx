import { useId, useState } from 'react';
import styled from 'styled-components';
import type { Property } from 'contracts';
import { RemoteModule, RemoteSkeleton } from 'shared/ui';
import { BookButton } from './BookNowButton';
import { BookingUnavailable } from './BookingUnavailable';

/**
 * SPEC §2: the listing card embeds booking's form under the details. It opens in place from the
 * card's Book Now, so a page of cards stays short and the booking remote loads only when wanted.
 */
export function ListingBookingSlot({ property }: { property: Property }) {
  const [open, setOpen] = useState(false);
  const formId = useId();
  return (
    <>
      <BookButton type="button" aria-expanded={open} aria-controls={formId} onClick={() => setOpen((o) => !o)}>
        Book Now <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </BookButton>
      <FormArea id={formId} hidden={!open}>
        {open && (
          <RemoteModule
            id="booking/ListingBookingForm"
            props={{ property }}
            skeleton={<RemoteSkeleton minHeight="16rem" />}
            fallback={(fallback) => <BookingUnavailable title={property.title} {...fallback} />}
          />
        )}
      </FormArea>
    </>
  );
}

const FormArea = styled.div`
  margin-top: ${({ theme }) => theme.space.sm};
  &[hidden] {
    display: none;
  }
`;
