import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { ModalDialog } from 'shared/ui-dialog';

export interface SearchSummaryProps {
  /** The search in one line ("Nairobi · 10–13 Dec · 2 guests"). */
  line: string;
  /** The applied filters in words (price, bedrooms, amenities), shown under the line. */
  filters: string[];
  /** The Filters button, under the line. */
  filtersButton: ReactNode;
  /** List or Map, on the Filters button's row (one row of controls before the first card). */
  viewToggle?: ReactNode;
  /** The sheet's content (the search bar, the search box and Sort by); given a way to close the sheet. */
  children: (close: () => void) => ReactNode;
}

/**
 * A phone's results page: the whole search collapses into one line, so the first card starts in the
 * first screen; tapping it opens the search, the search box and Sort by in a sheet.
 */
export function SearchSummary({ line, filters, filtersButton, viewToggle, children }: SearchSummaryProps) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const close = () => setOpen(false);
  return (
    <Root>
      <SummaryButton type="button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <span className="visually-hidden">Change your search: </span>
        <Line>{line}</Line>
        <Hint aria-hidden="true">Edit</Hint>
      </SummaryButton>
      {/* The Filters button and List / Map on a row of their own: the line keeps the width. */}
      <Row>
        {filtersButton}
        {viewToggle && <End>{viewToggle}</End>}
      </Row>
      {filters.length > 0 && (
        <Applied>
          <span className="visually-hidden">Filters applied: </span>
          {filters.join(' · ')}
        </Applied>
      )}
      {open && (
        <ModalDialog
          labelledBy={headingId}
          layout="form"
          onClose={close}
          header={<SheetHeading id={headingId}>Your search</SheetHeading>}
        >
          {children(close)}
        </ModalDialog>
      )}
    </Root>
  );
}

/** `min-width: 0`: the one line is cut with an ellipsis rather than widening the page. */
const Root = styled.div`
  min-width: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => `${theme.space.sm} 0`};
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  > button {
    flex: none;
    min-height: 2.75rem;
    padding-inline: ${({ theme }) => theme.space.lg};
    white-space: nowrap;
  }
`;

const End = styled.div`
  margin-left: auto;
`;

const SummaryButton = styled.button`
  min-width: 0;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  color: ${({ theme }) => theme.colors.ink};
  text-align: left;
  cursor: pointer;
`;

const Line = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  text-decoration: underline;
`;

const Applied = styled.p`
  flex: 1;
  min-width: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const SheetHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;
