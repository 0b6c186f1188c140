import styled from 'styled-components';
import { media } from 'shared/ui';

/**
 * One field of a stay search (home's panel, the results page's bar): a small capitalised label over
 * a full-width control. `$wide` spans the row below the desktop width.
 */
export const SearchField = styled.div<{ $wide?: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  ${media.desktop} {
    grid-column: auto;
  }
  label {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${({ theme }) => theme.colors.muted};
  }
  select,
  input {
    width: 100%;
    min-width: 0;
    min-height: 2.75rem;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.ink};
  }
`;
