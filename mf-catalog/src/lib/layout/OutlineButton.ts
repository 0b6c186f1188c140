import styled from 'styled-components';

/** A secondary action of a section (Show all, Show more reviews): outlined, a pill. */
export const OutlineButton = styled.button`
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.xl}`};
  font-weight: 700;
  cursor: pointer;
  &:hover:not([aria-disabled='true']) {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  &[aria-disabled='true'] {
    cursor: progress;
    opacity: 0.7;
  }
`;
