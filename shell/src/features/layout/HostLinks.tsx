import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from 'contracts';
import { DrawerLink, HostLink } from './TopBar.styles';
import { useSignedInHost } from './useSignedInHost';

export interface HostLinksProps {
  /** The bar (from 768 px) or the slide-out menu. */
  place: 'bar' | 'drawer';
  /** What a guest sees there (List Your Property), shown unless a host is signed in. */
  guest: ReactNode;
}

/**
 * For a signed-in host, "Hosting" (the host area) and "Sign out" (ends the session, then home) in place
 * of List Your Property; for anyone else, what a guest sees. Its own chunk with `shared/host-session`, which
 * the top bar loads only once the page has settled.
 */
export function HostLinks({ place, guest }: HostLinksProps) {
  const { host, signOut, forget } = useSignedInHost();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [signingOut, setSigningOut] = useState(false);
  const [leaving, setLeaving] = useState(false);

  // The session is forgotten once home is on screen: navigation is a transition, so the host page
  // stays until then, and a host page that saw the session end would send the visitor to sign in.
  useEffect(() => {
    if (!leaving || pathname !== paths.home) return;
    setLeaving(false);
    setSigningOut(false);
    forget();
  }, [leaving, pathname, forget]);

  if (!host) return guest;

  const onSignOut = () => {
    setSigningOut(true);
    void signOut().then(() => {
      navigate(paths.home);
      setLeaving(true);
    });
  };
  // The visible word leads the name, so "Hosting" spoken by voice control still finds the link.
  const label = `Hosting: signed in as ${host.name}`;
  return place === 'bar' ? (
    <>
      <HostLink to={paths.hosting} aria-label={label}>
        Hosting
      </HostLink>
      <SignOutButton type="button" onClick={onSignOut} disabled={signingOut}>
        Sign out
      </SignOutButton>
    </>
  ) : (
    <>
      <DrawerLink to={paths.hosting} aria-label={label}>
        Hosting
      </DrawerLink>
      <DrawerButton type="button" onClick={onSignOut} disabled={signingOut}>
        Sign out
      </DrawerButton>
    </>
  );
}

const SignOutButton = styled.button`
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 500;
  cursor: pointer;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  white-space: nowrap;
  &:hover {
    background: rgba(127, 127, 127, 0.14);
  }
  &:disabled {
    opacity: 0.65;
    cursor: progress;
  }
`;

const DrawerButton = styled.button`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xs};
  border: 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 500;
  text-align: left;
  cursor: pointer;
`;
