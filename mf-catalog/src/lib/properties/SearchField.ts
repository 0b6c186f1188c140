import styled from 'styled-components';
import { media } from 'shared/ui';
import { controlLook } from 'shared/ui-form';

/**
 * One field of a stay search (home's panel, the results page's bar): a small capitalised label over
 * a full-width control (the kit's, `shared/ui-form`). `$wide` spans the row below the desktop width.
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
    ${controlLook('md')}
  }
`;
