import styled, { css } from 'styled-components';

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

/** A section's main action as a link (Find a stay, Send on WhatsApp): filled, a pill, a finger's height. */
export const filledPillLink = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.xl}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 700;
  text-decoration: none;
`;
