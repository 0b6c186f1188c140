import styled from 'styled-components';
import { formatKsh } from 'shared/ui';
import { stayNights, stayTotal } from './stayDates';

export interface PriceBreakdownProps {
  price: number | null;
  checkIn: string;
  checkOut: string;
}

/** The stay's price before anything is sent: `KSh {price} × {nights} nights = KSh {total}` (SPEC §9). */
export function PriceBreakdown({ price, checkIn, checkOut }: PriceBreakdownProps) {
  const nights = stayNights(checkIn, checkOut);
  // The live region stays mounted so a screen reader hears the price as the dates change.
  return (
    <div aria-live="polite">
      {price !== null && nights !== null && (
        <BreakdownRoot>
          {formatKsh(price)} × {nights} {nights === 1 ? 'night' : 'nights'} ={' '}
          <strong>{formatKsh(stayTotal(price, nights))}</strong>
        </BreakdownRoot>
      )}
    </div>
  );
}

const BreakdownRoot = styled.p`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  strong {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;
