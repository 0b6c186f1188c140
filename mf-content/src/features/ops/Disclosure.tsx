import { useState, type ReactNode } from 'react';
import styled from 'styled-components';

/**
 * A card's part that opens on demand (a listing's bookings, its history): what it shows is read, or
 * loaded from another remote, only once it is opened, so a list of results costs nothing until then.
 */
export function Disclosure({ summary, children }: { summary: string; children: () => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <Details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{summary}</summary>
      {open && <div>{children()}</div>}
    </Details>
  );
}

const Details = styled.details`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    min-height: 2.75rem;
    display: flex;
    align-items: center;
  }
  summary + div {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    padding-top: ${({ theme }) => theme.space.xs};
  }
`;
