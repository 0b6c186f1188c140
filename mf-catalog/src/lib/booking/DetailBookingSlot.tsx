import styled from 'styled-components';
import type { Property } from 'contracts';
import { formatPrice, RemoteModule, RemoteSkeleton } from 'shared/ui';
import { detailDefaults } from '../properties/propertyFacts';
import { useTurnedTo } from '../layout/useTurnedTo';
import { BookingUnavailable } from './BookingUnavailable';

const skeleton = <RemoteSkeleton minHeight="28rem" />;

/**
 * SPEC §2/§3: booking's form in the detail page's side column (title, price, maxGuests, propertyId).
 * The column starts below the first screen at phone and laptop sizes, so booking's code (its entry,
 * the form and react-hook-form) loads once the guest turns to it (`useTurnedTo`), not with the page
 * (bench/results.md, "The booking forms on react-hook-form; the detail page's booking form loads when
 * the guest turns to it").
 */
export function DetailBookingSlot({ property }: { property: Property }) {
  const { ref, turnedTo } = useTurnedTo<HTMLDivElement>();
  if (!turnedTo) return <div ref={ref}>{skeleton}</div>;
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
      skeleton={skeleton}
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
