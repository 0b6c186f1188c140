import type { ReactNode } from 'react';
import styled from 'styled-components';
import { LoadFailed, StatusBox } from 'shared/ui-extras';

/** A page's waiting text (the blog's "Loading blog posts...", the host area's lists), in a box that holds the space. */
export function LoadingState({ text }: { text: string }) {
  return (
    <StateBox role="status" aria-busy="true">
      <Spinner aria-hidden="true" />
      <p>{text}</p>
    </StateBox>
  );
}

export interface ErrorStateProps {
  title: string;
  children?: ReactNode;
  onRetry: () => void;
}

/** A failed load says so and offers Retry (shared/ui-extras' `LoadFailed`); the rest of the site keeps working. */
export function ErrorState({ title, children, onRetry }: ErrorStateProps) {
  return (
    <LoadFailed onRetry={onRetry} minHeight="40vh">
      <h2>{title}</h2>
      <p>{children ?? 'Check your connection and try again. Everything else on the site still works.'}</p>
    </LoadFailed>
  );
}

/** shared/ui-extras' `StatusBox`, holding most of a screen's height (a page's only content). */
export const StateBox = styled(StatusBox)`
  min-height: 40vh;
`;

const Spinner = styled.span`
  width: 2.25rem;
  height: 2.25rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 3px solid ${({ theme }) => theme.colors.primarySoft};
  border-top-color: ${({ theme }) => theme.colors.primary};
  animation: page-state-spin 0.9s linear infinite;
  @keyframes page-state-spin {
    to {
      transform: rotate(360deg);
    }
  }
`;
