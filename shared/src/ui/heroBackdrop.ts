import { css } from 'styled-components';

/**
 * The home hero's drawn picture and height (theme.art): the catalog's hero is built on it, and the
 * shell shows it alone while the home page loads, so nothing flashes between the first paint, the
 * placeholder and the page.
 */
export const heroBackdrop = css`
  position: relative;
  min-height: ${({ theme }) => theme.layout.heroMinHeight};
  background: ${({ theme }) => theme.art.heroSky};
  overflow: hidden;
  &::after {
    content: '';
    position: absolute;
    inset: auto 0 0 0;
    height: 38%;
    background: ${({ theme }) => theme.art.heroHills};
    pointer-events: none;
  }
`;
