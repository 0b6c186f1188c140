import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Property } from 'shared/contracts';
import { LoadFailed } from 'shared/ui-extras';
import { media } from 'shared/ui';
import { PropertyCard, PropertyCardPlaceholder } from '../../lib/properties/PropertyCard';
import type { SearchedStay } from '../../lib/properties/stay';
import { sortOptions, sortProperties, type SortValue } from '../../lib/properties/sortProperties';
import { PropertyGrid, StatusBlock } from '../../lib/layout/Section';

/** SPEC §9: the listing shows 6 until the guest asks for all. */
export const INITIAL_VISIBLE = 6;

/** SPEC §2: the search box's client-side match: title, location or description. */
export function matchesQuery(property: Property, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  const haystack = [
    property.title,
    property.description,
    property.location.address,
    property.location.city,
    property.location.county,
  ]
    .join(' ')
    .toLowerCase();
  return haystack.includes(needle);
}

export interface AllPropertiesProps {
  properties: Property[] | undefined;
  isPending: boolean;
  error: Error | null;
  /** Asks for the properties again after a failed load. */
  onRetry: () => void;
  query: string;
  sort: SortValue;
  onQueryChange: (query: string) => void;
  onSortChange: (sort: SortValue) => void;
  /** What the empty message quotes when the search box is empty (the active filters). */
  filterSummary: string;
  header: ReactNode;
  /** The searched dates: each card shows the stay's total. */
  stay?: SearchedStay;
  /** Show All pressed (kept in the page's history entry, so back from a property finds it open). */
  showAll: boolean;
  onShowAllChange: (showAll: boolean) => void;
}

/** SPEC §2: All Properties with the search box, Sort by, and Show All / Show Less. */
export function AllProperties({
  properties,
  isPending,
  error,
  onRetry,
  query,
  sort,
  onQueryChange,
  onSortChange,
  filterSummary,
  header,
  stay,
  showAll: expanded,
  onShowAllChange,
}: AllPropertiesProps) {
  const matching = properties
    ? sortProperties(
        properties.filter((p) => matchesQuery(p, query)),
        sort,
      )
    : [];
  const visible = expanded ? matching : matching.slice(0, INITIAL_VISIBLE);
  const quoted = query.trim() || filterSummary;

  return (
    <>
      {header}
      <Toolbar>
        <SearchField>
          <label htmlFor="listing-search" className="visually-hidden">
            Search properties
          </label>
          <input
            id="listing-search"
            type="search"
            placeholder="Search properties by name, location, or description..."
            value={query}
            maxLength={100}
            onChange={(event) => onQueryChange(event.target.value)}
          />
        </SearchField>
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
      </Toolbar>
      {isPending ? (
        <>
          {/* SPEC §2's loading text, where the count will be; cards of the real size below it (no shift). */}
          <Count role="status">Loading properties...</Count>
          <ResultsGrid aria-busy="true">
            {Array.from({ length: INITIAL_VISIBLE }, (_, index) => (
              <PropertyCardPlaceholder key={index} variant="listing" stay={Boolean(stay)} />
            ))}
          </ResultsGrid>
        </>
      ) : error || !properties ? (
        <LoadFailed onRetry={onRetry}>
          <p>Error: {error?.message ?? 'Something went wrong'}</p>
        </LoadFailed>
      ) : matching.length === 0 ? (
        <StatusBlock role="status">
          {quoted
            ? `No properties found matching "${quoted}"`
            : 'No properties are listed yet. Please check back soon.'}
        </StatusBlock>
      ) : (
        <>
          <Count role="status">
            {matching.length === 1 ? '1 property' : `${matching.length} properties`}
            {matching.length > INITIAL_VISIBLE && !expanded ? `, showing ${INITIAL_VISIBLE}` : ''}
          </Count>
          <ResultsGrid>
            {visible.map((property, index) => (
              <PropertyCard key={property.id} property={property} variant="listing" eager={index < 3} stay={stay} />
            ))}
          </ResultsGrid>
          {matching.length > INITIAL_VISIBLE && (
            <ToggleRow>
              <ToggleButton type="button" aria-expanded={expanded} onClick={() => onShowAllChange(!expanded)}>
                {expanded ? 'Show Less' : `Show All Properties (${matching.length})`}
              </ToggleButton>
            </ToggleRow>
          )}
        </>
      )}
    </>
  );
}

/**
 * The cards keep one height by themselves (clamped lines), so the row aligns them to the top: a card
 * whose booking form is open grows alone instead of stretching its neighbours into empty boxes.
 */
const ResultsGrid = styled(PropertyGrid)`
  align-items: start;
`;

const Toolbar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} 0;
  ${media.tablet} {
    grid-template-columns: 1fr auto;
    align-items: center;
  }
`;

const SearchField = styled.div`
  input {
    min-height: 2.75rem;
    border-radius: ${({ theme }) => theme.radii.md};
    width: 100%;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    border: 1px solid ${({ theme }) => theme.colors.line};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const SortField = styled.div`
  display: flex;
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

const Count = styled.p`
  margin-bottom: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const ToggleRow = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space.xl};
`;

const ToggleButton = styled.button`
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.xl}`};
  font-weight: 700;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;
