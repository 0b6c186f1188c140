import type { ReactNode } from 'react';
import styled from 'styled-components';
// By the package's name: a remote's copy of this entry takes the button from the shell's `shared/ui`
// instead of bundling that module again.
import { RetryButton } from 'shared/ui';

export interface LoadFailedProps {
  /** What could not be loaded, in the screen's own words (SPEC §8 names most of them). */
  children: ReactNode;
  onRetry: () => void;
  /** The space the box holds while the page has nothing else to show. */
  minHeight?: string;
}

/**
 * A screen whose data did not arrive (no answer, a late one, a 5xx): what failed, and Retry. The
 * catalog's home, listing and detail and the content pages (blog, host area) all show it.
 */
export function LoadFailed({ children, onRetry, minHeight = '12rem' }: LoadFailedProps) {
  return (
    <StatusBox role="alert" $minHeight={minHeight}>
      {children}
      <RetryButton type="button" onClick={onRetry}>
        Retry
      </RetryButton>
    </StatusBox>
  );
}

/**
 * The box a page's state stands in (loading, nothing found, could not load): centred, muted, holding
 * `$minHeight` of space (12rem unless set), a heading in ink.
 */
export const StatusBox = styled.div<{ $minHeight?: string }>`
  min-height: ${({ $minHeight = '12rem' }) => $minHeight};
  display: grid;
  align-content: center;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  h2 {
    color: ${({ theme }) => theme.colors.ink};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;
