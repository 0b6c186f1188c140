import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { formatWhole, type Property } from 'contracts';
import { LoadFailed } from 'shared/ui-extras';
import { PropertyCard, PropertyCardPlaceholder } from '../../lib/properties/PropertyCard';
import type { SearchedStay } from '../../lib/properties/stay';
import { OutlineButton } from '../../lib/layout/OutlineButton';
import { PropertyGrid, StatusBlock } from '../../lib/layout/Section';

/** SPEC §9: the listing shows 6 until the guest asks for all. */
const INITIAL_VISIBLE = 6;

/** The loaded part of the guest's results, in the API's order (it searches and sorts; SPEC §2). */
interface ListingResults {
  properties: Property[];
  /** Every match, on all pages. */
  total: number;
  /** False when `total` is the database's estimate. */
  totalExact: boolean;
  /** More matches than are loaded. */
  hasMore: boolean;
}

/** "1,204", or "about 98,000" for an estimate (past the exact count). */
const totalText = (total: number, exact: boolean) => `${exact ? '' : 'about '}${formatWhole(total)}`;

/** "12 properties", "1,204 properties", "about 98,000 properties". */
function countText(total: number, exact: boolean): string {
  return total === 1 && exact ? '1 property' : `${totalText(total, exact)} properties`;
}

export interface AllPropertiesProps {
  results: ListingResults | undefined;
  isPending: boolean;
  error: Error | null;
  /** Asks for the properties again after a failed load. */
  onRetry: () => void;
  query: string;
  /** The search box and Sort by (`ListingToolbar`), or on a phone nothing: they are in the search's sheet. */
  toolbar: ReactNode;
  /** Present while filters narrow the list: the empty message offers to clear them. */
  onClearFilters?: () => void;
  /** What the empty message quotes when the search box is empty (the active filters). */
  filterSummary: string;
  header: ReactNode;
  /** The searched dates: each card shows the stay's total. */
  stay?: SearchedStay;
  /** How many cards the guest asked to see: undefined until Show All, then a page more per Load more. */
  shown: number | undefined;
  onShowAllChange: (showAll: boolean) => void;
  onLoadMore: () => void;
  /** Asks again for the further page that did not come. */
  onRetryMore: () => void;
  /** A further page is on its way. */
  loadingMore: boolean;
  /** The last further page did not come (Retry, `onRetryMore`, asks again). */
  loadMoreFailed: boolean;
  /** The cards shown are the last search's, while the new one loads. */
  updating?: boolean;
}

/** SPEC §2: All Properties with the search box, Sort by, Show All / Show Less, and Load more past a page. */
export function AllProperties({
  results,
  isPending,
  error,
  onRetry,
  query,
  toolbar,
  onClearFilters,
  filterSummary,
  header,
  stay,
  shown,
  onShowAllChange,
  onLoadMore,
  onRetryMore,
  loadingMore,
  loadMoreFailed,
  updating = false,
}: AllPropertiesProps) {
  const expanded = shown !== undefined;
  const loaded = results?.properties ?? [];
  const visible = loaded.slice(0, expanded ? shown : INITIAL_VISIBLE);
  const total = results?.total ?? 0;
  const quoted = query.trim() || filterSummary;
  const canLoadMore = expanded && (visible.length < loaded.length || Boolean(results?.hasMore));

  // After Load more, focus goes to the first new card, so a keyboard or screen reader user carries on
  // from there; the status line says how many now show.
  const grid = useRef<HTMLDivElement>(null);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || visible.length <= from) return;
    focusFrom.current = null;
    grid.current?.children[from]?.querySelector<HTMLElement>('a[href]')?.focus();
  }, [visible.length]);
  const loadMore = () => {
    focusFrom.current = visible.length;
    onLoadMore();
  };

  return (
    <>
      {header}
      {toolbar}
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
      ) : error && !results ? (
        <LoadFailed onRetry={onRetry}>
          <p>Error: {error.message}</p>
        </LoadFailed>
      ) : !results || loaded.length === 0 ? (
        <>
          <StatusBlock role="status">
            {quoted
              ? `No properties found matching "${quoted}"`
              : 'No properties are listed yet. Please check back soon.'}
          </StatusBlock>
          {onClearFilters && (
            <ToggleRow>
              <OutlineButton type="button" onClick={onClearFilters}>
                Clear filters
              </OutlineButton>
            </ToggleRow>
          )}
        </>
      ) : (
        <>
          <Count role="status">
            {countText(total, results.totalExact)}
            {total > visible.length ? `, showing ${formatWhole(visible.length)}` : ''}
          </Count>
          <ResultsGrid ref={grid} aria-busy={updating || undefined} $updating={updating}>
            {visible.map((property, index) => (
              <PropertyCard key={property.id} property={property} variant="listing" eager={index < 3} stay={stay} />
            ))}
          </ResultsGrid>
          {loadMoreFailed && (
            <LoadFailed onRetry={onRetryMore}>
              <p>Error: {error?.message ?? 'Failed to fetch properties'}</p>
            </LoadFailed>
          )}
          {total > INITIAL_VISIBLE && (
            <ListEnd>
              {expanded && total > visible.length && (
                <Progress>
                  Showing {formatWhole(visible.length)} of {totalText(total, results.totalExact)}
                </Progress>
              )}
              <ToggleRow>
                {canLoadMore && !loadMoreFailed && (
                  // Not `disabled` while loading: the button keeps focus until the new cards take it.
                  <LoadMoreButton
                    type="button"
                    onClick={loadingMore ? undefined : loadMore}
                    aria-disabled={loadingMore}
                  >
                    {loadingMore ? 'Loading more...' : 'Load more properties'}
                  </LoadMoreButton>
                )}
                <OutlineButton type="button" aria-expanded={expanded} onClick={() => onShowAllChange(!expanded)}>
                  {expanded ? 'Show Less' : `Show All Properties (${totalText(total, results.totalExact)})`}
                </OutlineButton>
              </ToggleRow>
            </ListEnd>
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
const ResultsGrid = styled(PropertyGrid)<{ $updating?: boolean }>`
  align-items: start;
  opacity: ${({ $updating }) => ($updating ? 0.55 : 1)};
  transition: opacity 0.2s ease;
`;

const Count = styled.p`
  margin-bottom: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const ListEnd = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xl};
`;

const ToggleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  justify-content: center;
`;

const LoadMoreButton = styled(OutlineButton)`
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.surface};
  &:hover:not([aria-disabled='true']) {
    background: ${({ theme }) => theme.colors.primaryDark};
  }
`;

const Progress = styled.p`
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
