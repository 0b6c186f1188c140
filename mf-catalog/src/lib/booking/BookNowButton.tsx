import { useId, useState } from 'react';
import styled from 'styled-components';
import type { Property } from 'contracts';
import { RemoteModule, type RemoteFallbackProps } from 'shared/ui';
import { ModalDialog } from 'shared/ui-dialog';
import { BookingUnavailable } from './BookingUnavailable';

/**
 * SPEC §2: the home card's Book Now opens booking's dialog (loaded from the booking remote only once
 * someone asks for it). While booking cannot be reached, a small dialog offers phone and WhatsApp.
 */
export function BookNowButton({ property }: { property: Property }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <BookButton type="button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Book Now
      </BookButton>
      {open && (
        <RemoteModule
          id="booking/BookingDialog"
          props={{ property, onClose: close }}
          skeleton={<OpeningBooking onClose={close} />}
          fallback={(fallback) => <UnavailableDialog {...fallback} title={property.title} onClose={close} />}
        />
      )}
    </>
  );
}

function OpeningBooking({ onClose }: { onClose: () => void }) {
  return (
    <ModalDialog label="Opening booking" onClose={onClose} closeOnBackdrop>
      <p aria-busy="true">Opening booking...</p>
    </ModalDialog>
  );
}

function UnavailableDialog({
  title,
  onClose,
  ...fallback
}: RemoteFallbackProps & { title: string; onClose: () => void }) {
  const headingId = useId();
  return (
    <ModalDialog
      labelledBy={headingId}
      onClose={onClose}
      header={<DialogTitle id={headingId}>Book {title}</DialogTitle>}
      closeOnBackdrop
    >
      <BookingUnavailable title={title} {...fallback} />
    </ModalDialog>
  );
}

export const BookButton = styled.button`
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 700;
  cursor: pointer;
  &:hover {
    filter: brightness(0.95);
  }
`;

const DialogTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;
