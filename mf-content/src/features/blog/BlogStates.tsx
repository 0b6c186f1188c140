import styled from 'styled-components';
import { RetryButton } from 'shared/ui';

/** The waiting text of SPEC §2 ("Loading blog posts...", "Loading post..."), in a box that holds the space. */
export function BlogLoading({ text }: { text: string }) {
  return (
    <StateBox role="status" aria-busy="true">
      <Spinner aria-hidden="true" />
      <p>{text}</p>
    </StateBox>
  );
}

/** The spec's source hung on a failed call; ours says so and offers Retry. */
export function BlogError({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <StateBox role="alert">
      <h2>{title}</h2>
      <p>Check your connection and try again. Everything else on the site still works.</p>
      <RetryButton type="button" onClick={onRetry}>
        Retry
      </RetryButton>
    </StateBox>
  );
}

export const StateBox = styled.div`
  min-height: 40vh;
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

const Spinner = styled.span`
  width: 2.25rem;
  height: 2.25rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 3px solid ${({ theme }) => theme.colors.primarySoft};
  border-top-color: ${({ theme }) => theme.colors.primary};
  animation: blog-spin 0.9s linear infinite;
  @keyframes blog-spin {
    to {
      transform: rotate(360deg);
    }
  }
`;
