import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { paths } from 'contracts';
import { site } from 'shared/config';
import { hostMayBeSignedIn } from 'shared/state';
import { media, PageContainer } from 'shared/ui';
import { primaryLinks } from './navLinks';
import { SavedLink } from './SavedLink';
import { DrawerLink, HostLink } from './TopBar.styles';
import { useWhenPageSettled } from './useWhenPageSettled';

/**
 * The host's links (Hosting, Sign out): their code loads once the page has settled, never before, and
 * only on a browser where a host may be signed in (`hostMayBeSignedIn`): a guest's page view loads
 * neither it nor asks the API who is signed in.
 */
const HostLinks = lazy(() => import('./HostLinks').then((module) => ({ default: module.HostLinks })));

/**
 * SPEC §2: transparent over the home hero, solid elsewhere (and on home once scrolled); a slide-out
 * menu under 768 px that closes on navigation, on Escape and on the backdrop, and returns focus.
 */
export function TopBar({ overHero }: { overHero: boolean }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  const { pathname } = useLocation();
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  // In the host area the session is asked for at once anyway, so its links need not wait (and, once
  // shown, they stay).
  const inHostArea = pathname === paths.hosting || pathname.startsWith(`${paths.hosting}/`);
  const [seenHostArea, setSeenHostArea] = useState(inHostArea);
  useEffect(() => {
    if (inHostArea) setSeenHostArea(true);
  }, [inHostArea]);
  const settled = useWhenPageSettled();
  const hostLinksWanted = (settled && hostMayBeSignedIn()) || inHostArea || seenHostArea;

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 40);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        menuButton.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const transparent = overHero && !scrolled && !menuOpen;
  const guestBarLink = <HostLink to={paths.becomeHost}>List Your Property</HostLink>;
  const guestDrawerLink = <DrawerLink to={paths.becomeHost}>List Your Property</DrawerLink>;

  return (
    <Bar $transparent={transparent}>
      <Inner>
        <Brand to={paths.home} aria-label={`${site.name} home`}>
          <BrandMark aria-hidden="true" />
          {site.name}
        </Brand>
        <DesktopNav aria-label="Main">
          {primaryLinks.map((link) => (
            <TopLink key={link.to} to={link.to} end>
              {link.label}
            </TopLink>
          ))}
          <SavedLink place="bar" />
          {hostLinksWanted ? (
            <Suspense fallback={guestBarLink}>
              <HostLinks place="bar" guest={guestBarLink} />
            </Suspense>
          ) : (
            guestBarLink
          )}
        </DesktopNav>
        <SavedLink place="phone" />
        <MenuButton
          ref={menuButton}
          type="button"
          aria-label="Open menu"
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          onClick={() => setMenuOpen(true)}
        >
          <span aria-hidden="true" />
        </MenuButton>
      </Inner>
      <Backdrop $open={menuOpen} onClick={() => setMenuOpen(false)} aria-hidden="true" />
      <Drawer id="site-menu" $open={menuOpen} aria-label="Menu" aria-hidden={!menuOpen} inert={!menuOpen}>
        <DrawerHead>
          <strong>{site.name}</strong>
          <CloseButton
            ref={closeButton}
            type="button"
            aria-label="Close menu"
            onClick={() => {
              setMenuOpen(false);
              menuButton.current?.focus();
            }}
          >
            ×
          </CloseButton>
        </DrawerHead>
        <nav aria-label="Mobile">
          {primaryLinks.map((link) => (
            <DrawerLink key={link.to} to={link.to} end>
              {link.label}
            </DrawerLink>
          ))}
          <SavedLink place="drawer" />
          {hostLinksWanted ? (
            <Suspense fallback={guestDrawerLink}>
              <HostLinks place="drawer" guest={guestDrawerLink} />
            </Suspense>
          ) : (
            guestDrawerLink
          )}
        </nav>
        <DrawerContact href={site.phoneHref}>Call {site.phone}</DrawerContact>
      </Drawer>
    </Bar>
  );
}

const Bar = styled.header<{ $transparent: boolean }>`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: ${({ theme }) => theme.zIndex.topBar};
  height: ${({ theme }) => theme.layout.topBarHeight};
  transition:
    background-color 200ms ease,
    box-shadow 200ms ease,
    color 200ms ease;
  ${({ $transparent, theme }) =>
    $transparent
      ? css`
          background: transparent;
          color: ${theme.colors.onPrimary};
        `
      : css`
          background: ${theme.colors.surface};
          color: ${theme.colors.ink};
          box-shadow: 0 1px 0 ${theme.colors.line};
        `}
`;

const Inner = styled(PageContainer)`
  height: 100%;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
  color: inherit;
  text-decoration: none;
  margin-right: auto;
`;

const BrandMark = styled.span`
  width: 28px;
  height: 28px;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.primary};
  box-shadow: inset 0 -10px 0 ${({ theme }) => theme.colors.accent};
`;

const DesktopNav = styled.nav`
  display: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  ${media.tablet} {
    display: flex;
  }
`;

const TopLink = styled(NavLink)`
  color: inherit;
  text-decoration: none;
  font-weight: 500;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  &:hover {
    background: rgba(127, 127, 127, 0.14);
  }
  &.active {
    text-decoration: underline;
    text-underline-offset: 6px;
    text-decoration-thickness: 2px;
  }
`;

const MenuButton = styled.button`
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: inherit;
  cursor: pointer;
  display: grid;
  place-items: center;
  span,
  span::before,
  span::after {
    display: block;
    width: 22px;
    height: 2px;
    background: currentColor;
    border-radius: 2px;
    position: relative;
    content: '';
  }
  span::before {
    position: absolute;
    top: -7px;
  }
  span::after {
    position: absolute;
    top: 7px;
  }
  ${media.tablet} {
    display: none;
  }
`;

const Backdrop = styled.div<{ $open: boolean }>`
  position: fixed;
  inset: 0;
  background: ${({ theme }) => theme.colors.overlay};
  opacity: ${({ $open }) => ($open ? 1 : 0)};
  pointer-events: ${({ $open }) => ($open ? 'auto' : 'none')};
  transition: opacity 200ms ease;
  z-index: ${({ theme }) => theme.zIndex.menu};
  ${media.tablet} {
    display: none;
  }
`;

const Drawer = styled.div<{ $open: boolean }>`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  width: min(20rem, 85vw);
  z-index: ${({ theme }) => theme.zIndex.menu + 1};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  transform: translateX(${({ $open }) => ($open ? '0' : '105%')});
  visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
  transition:
    transform 250ms ease,
    visibility 250ms;
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => theme.space.md};
  gap: ${({ theme }) => theme.space.sm};
  ${media.tablet} {
    display: none;
  }
  nav {
    display: grid;
  }
`;

const DrawerHead = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const CloseButton = styled.button`
  width: 44px;
  height: 44px;
  border: 0;
  background: transparent;
  font-size: 1.8rem;
  cursor: pointer;
  color: inherit;
`;

const DrawerContact = styled.a`
  margin-top: auto;
  padding: ${({ theme }) => theme.space.sm};
  text-align: center;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  text-decoration: none;
  font-weight: 600;
`;
