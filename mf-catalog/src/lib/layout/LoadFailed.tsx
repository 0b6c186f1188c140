import type { ReactNode } from 'react';
import { RetryButton } from 'shared/ui';
import { StatusBlock } from './Section';

export interface LoadFailedProps {
  /** What could not be loaded, in the screen's own words (SPEC §8 names most of them). */
  children: ReactNode;
  onRetry: () => void;
}

/**
 * A catalog screen whose data did not arrive (no answer, a late one, a 5xx): what failed, and Retry.
 * Home's featured stays, the listing and the detail page all show it.
 */
export function LoadFailed({ children, onRetry }: LoadFailedProps) {
  return (
    <StatusBlock role="alert">
      {children}
      <RetryButton type="button" onClick={onRetry}>
        Retry
      </RetryButton>
    </StatusBlock>
  );
}
