import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';

/** The bar's pill link (List Your Property; Hosting for a signed-in host). */
export const HostLink = styled(Link)`
  margin-left: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
`;

/** One row of the slide-out menu. */
export const DrawerLink = styled(NavLink)`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  color: inherit;
  text-decoration: none;
  font-weight: 500;
  &.active {
    color: ${({ theme }) => theme.colors.primary};
  }
`;
