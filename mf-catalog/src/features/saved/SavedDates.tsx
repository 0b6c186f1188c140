import { useId } from 'react';
import styled from 'styled-components';
import { addDays, isStayDate } from 'contracts';
import { media } from 'shared/ui';
import { SearchField } from '../../lib/properties/SearchField';
import type { SearchedStay } from '../../lib/properties/stay';

export interface SavedDatesProps {
  stay: SearchedStay | undefined;
  /** Today in Nairobi: no stay starts before it. */
  today: string;
  onChange: (stay: SearchedStay | undefined) => void;
}

/**
 * The dates the saved stays are checked for: the guest's last search to begin with, changed here.
 * A check-in on or after the check-out clears the check-out (SPEC §4, as the booking widget does).
 */
export function SavedDates({ stay, today, onChange }: SavedDatesProps) {
  const id = useId();
  const checkIn = stay?.checkIn ?? '';
  const checkOut = stay?.checkOut ?? '';
  const setCheckIn = (value: string) => {
    if (!isStayDate(value)) return onChange(undefined);
    onChange({ checkIn: value, ...(checkOut > value ? { checkOut } : {}) });
  };
  const setCheckOut = (value: string) => {
    if (!stay) return;
    onChange({ checkIn: stay.checkIn, ...(isStayDate(value) ? { checkOut: value } : {}) });
  };
  return (
    <Dates role="group" aria-label="Dates of your stay">
      <SearchField>
        <label htmlFor={`${id}-in`}>Check-in</label>
        <input
          id={`${id}-in`}
          type="date"
          min={today}
          value={checkIn}
          onChange={(event) => setCheckIn(event.target.value)}
        />
      </SearchField>
      <SearchField>
        <label htmlFor={`${id}-out`}>Check-out</label>
        <input
          id={`${id}-out`}
          type="date"
          min={checkIn ? addDays(checkIn, 1) : addDays(today, 1)}
          value={checkOut}
          disabled={!checkIn}
          onChange={(event) => setCheckOut(event.target.value)}
        />
      </SearchField>
      {stay && (
        <ClearButton type="button" onClick={() => onChange(undefined)}>
          Clear dates
        </ClearButton>
      )}
    </Dates>
  );
}

const Dates = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.sm};
  align-items: end;
  ${media.tablet} {
    grid-template-columns: 12rem 12rem auto;
    justify-content: start;
  }
`;

const ClearButton = styled.button`
  grid-column: 1 / -1;
  justify-self: start;
  min-height: 44px;
  border: 0;
  background: none;
  padding: 0;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
  ${media.tablet} {
    grid-column: auto;
  }
`;
