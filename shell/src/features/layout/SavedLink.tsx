import { useAtomValue } from 'jotai';
import { NavLink } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { paths } from 'contracts';
import { savedStaysAtom } from 'shared/state';
import { media } from 'shared/ui';
import { DrawerLink } from './TopBar.styles';

export interface SavedLinkProps {
  /** `bar`: among the desktop links; `phone`: a heart beside the menu button; `drawer`: a row of the menu. */
  place: 'bar' | 'phone' | 'drawer';
}

/**
 * The guest's saved stays (catalog's `/saved`), with how many there are: the count is this browser's
 * list (`savedStaysAtom`), the one the hearts write. On a phone the heart sits in the bar itself, so
 * the list is one tap away without opening the menu.
 */
export function SavedLink({ place }: SavedLinkProps) {
  const count = useAtomValue(savedStaysAtom).length;
  // One name for every place the link sits: the badge's number is read with its noun.
  const name = count > 0 ? `Saved, ${count} ${count === 1 ? 'stay' : 'stays'}` : 'Saved';
  const badge = count > 0 ? <Count aria-hidden="true">{count}</Count> : null;
  if (place === 'drawer') {
    return (
      <DrawerLink to={paths.saved} end aria-label={name}>
        Saved
        {badge}
      </DrawerLink>
    );
  }
  return (
    <BarLink to={paths.saved} end $place={place} aria-label={name}>
      <Heart aria-hidden="true">{count > 0 ? '♥' : '♡'}</Heart>
      {place === 'bar' && 'Saved'}
      {badge}
    </BarLink>
  );
}

const BarLink = styled(NavLink)<{ $place: 'bar' | 'phone' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-height: 44px;
  color: inherit;
  text-decoration: none;
  font-weight: 500;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  &:hover {
    background: rgba(127, 127, 127, 0.14);
  }
  /* One line under the heart, the word and the count together (the bar's links underline their text). */
  &.active {
    box-shadow: inset 0 -2px 0 currentColor;
    border-radius: 0;
  }
  ${({ $place }) =>
    $place === 'phone' &&
    css`
      min-width: 44px;
      justify-content: center;
      ${media.tablet} {
        display: none;
      }
    `}
`;

const Heart = styled.span`
  font-size: 1.25rem;
  line-height: 1;
`;

const Count = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 1.4rem;
  height: 1.4rem;
  padding: 0 ${({ theme }) => theme.space.xxs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  text-decoration: none;
  margin-left: ${({ theme }) => theme.space.xxs};
`;
