import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ToastViewport } from 'shared/ui';
import { TopBar } from './TopBar';
import { useWhenPageSettled } from './useWhenPageSettled';

/**
 * The footer is below the fold of every page (`Main` holds a screen's height), so its code loads
 * once the page has settled, off the home page's critical path (node bench/src/budget.mjs).
 */
const Footer = lazy(() => import('./Footer').then((module) => ({ default: module.Footer })));

export interface SiteLayoutProps {
  children: ReactNode;
  /** True where the home page shows: there the top bar lies over its hero. The routes know, so the app says. */
  showsHome: (pathname: string) => boolean;
}

/** The frame around every page: skip link, top bar, the page, footer and the toast viewport. */
export function SiteLayout({ children, showsHome }: SiteLayoutProps) {
  const { pathname } = useLocation();
  const isHome = showsHome(pathname);
  const footerWanted = useWhenPageSettled();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <>
      <SkipLink href="#main">Skip to content</SkipLink>
      <TopBar overHero={isHome} />
      <Main id="main" tabIndex={-1} $underBar={!isHome}>
        {children}
      </Main>
      {footerWanted && (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      )}
      <ToastViewport />
    </>
  );
}

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.md};
  top: -4rem;
  z-index: ${({ theme }) => theme.zIndex.menu + 1};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.onPrimary};
  border-radius: ${({ theme }) => theme.radii.sm};
  &:focus {
    top: ${({ theme }) => theme.space.xs};
  }
`;

// The footer starts below the fold, so it does not jump when the page or the footer arrives (CLS).
const Main = styled.main<{ $underBar: boolean }>`
  display: block;
  min-height: 100vh;
  min-height: 100svh;
  padding-top: ${({ $underBar, theme }) => ($underBar ? theme.layout.topBarHeight : '0')};
  outline: none;
`;
