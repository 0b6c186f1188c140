import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from 'shared/ui';
import { controlLook } from 'shared/ui-form';
import { sortOptions, type SortValue } from '../../lib/properties/sortProperties';

/** SPEC §2's placeholder; on a phone's narrow box, the same words shorter (docs/decisions.md). */
const PLACEHOLDER = 'Search properties by name, location, or description...';
const PHONE_PLACEHOLDER = 'Name, place or description';

export interface ListingToolbarProps {
  query: string;
  sort: SortValue;
  onQueryChange: (query: string) => void;
  onSortChange: (sort: SortValue) => void;
  /** A phone's sheet: the box's label shows and the placeholder is the short one. */
  compact?: boolean;
  /** Beside the sort (the Filters button on a wide screen). */
  extra?: ReactNode;
}

/** SPEC §2: All Properties' search box and Sort by, both asking the API. */
export function ListingToolbar({
  query,
  sort,
  onQueryChange,
  onSortChange,
  compact = false,
  extra,
}: ListingToolbarProps) {
  return (
    <Toolbar $compact={compact}>
      <SearchField>
        <label htmlFor="listing-search" className={compact ? undefined : 'visually-hidden'}>
          Search properties
        </label>
        <input
          id="listing-search"
          type="search"
          placeholder={compact ? PHONE_PLACEHOLDER : PLACEHOLDER}
          value={query}
          maxLength={100}
          onChange={(event) => onQueryChange(event.target.value)}
        />
      </SearchField>
      <Controls>
        {extra}
        <SortField>
          <label htmlFor="listing-sort">Sort by</label>
          <select id="listing-sort" value={sort} onChange={(event) => onSortChange(event.target.value as SortValue)}>
            {sortOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </SortField>
      </Controls>
    </Toolbar>
  );
}

const Toolbar = styled.div<{ $compact: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} 0;
  ${media.tablet} {
    grid-template-columns: ${({ $compact }) => ($compact ? '1fr' : '1fr auto')};
    align-items: center;
  }
`;

/** The kit's control (`shared/ui-form`), its text further from the edges: the box is a whole row wide. */
const SearchField = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  label:not(.visually-hidden) {
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  input {
    ${controlLook('md')}
    padding-inline: ${({ theme }) => theme.space.md};
  }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const SortField = styled.div`
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  label {
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    white-space: nowrap;
  }
  select {
    min-height: 2.75rem;
    border-radius: ${({ theme }) => theme.radii.md};
    flex: 1;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border: 1px solid ${({ theme }) => theme.colors.line};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.ink};
  }
`;
