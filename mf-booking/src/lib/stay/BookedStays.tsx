import { useId } from 'react';
import styled from 'styled-components';
import type { BookedRange } from 'shared/contracts';
import { formatBookedRange } from './stayDates';

/** Show at most this many ranges; the rest are counted. */
const SHOWN = 6;

/**
 * Native date inputs cannot grey out single days, so the booked stays are listed under the date
 * fields instead, and a chosen stay that overlaps one is refused before anything is sent.
 */
export function BookedStays({ booked }: { booked: readonly BookedRange[] }) {
  const headingId = useId();
  if (booked.length === 0) return null;
  const shown = booked.slice(0, SHOWN);
  const more = booked.length - shown.length;
  return (
    <BookedStaysRoot aria-labelledby={headingId}>
      <span id={headingId}>Already booked:</span>{' '}
      <BookedList>
        {shown.map((range) => (
          <li key={range.checkIn}>{formatBookedRange(range)}</li>
        ))}
        {more > 0 && <li>and {more} more</li>}
      </BookedList>
      <BookedNote>A stay may start on the day another one ends.</BookedNote>
    </BookedStaysRoot>
  );
}

const BookedStaysRoot = styled.section`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
  > span {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const BookedList = styled.ul`
  display: inline;
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: inline;
  }
  li + li::before {
    content: ', ';
  }
`;

const BookedNote = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  margin-top: ${({ theme }) => theme.space.xxs};
`;
