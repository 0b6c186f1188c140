import styled from 'styled-components';
import type { Property } from 'contracts';
import { formatPrice, RemoteModule, RemoteSkeleton } from 'shared/ui';
import { detailDefaults } from '../properties/propertyFacts';
import { BookingUnavailable } from './BookingUnavailable';

/** SPEC §2/§3: booking's form in the detail page's side column (title, price, maxGuests, propertyId). */
export function DetailBookingSlot({ property }: { property: Property }) {
  return (
    <RemoteModule
      id="booking/DetailBookingForm"
      props={{
        propertyId: property.id,
        title: property.title,
        price: property.price,
        maxGuests: property.guests ?? detailDefaults.guests,
        property,
      }}
      skeleton={<RemoteSkeleton minHeight="28rem" />}
      fallback={(fallback) => (
        <FallbackCard>
          <Price>
            <strong>{formatPrice(property.price)}</strong>
            {property.price !== null && <span> / night</span>}
          </Price>
          <BookingUnavailable title={property.title} {...fallback} />
        </FallbackCard>
      )}
    />
  );
}

const FallbackCard = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  background: ${({ theme }) => theme.colors.surface};
`;

const Price = styled.p`
  strong {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.primary};
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
  }
`;
