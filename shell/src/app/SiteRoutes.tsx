import { matchPath, Route, Routes, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { heroBackdrop, RemoteModule } from 'shared/ui';
import { homeRow, routeTable, type RouteRow } from './routeTable';

/** While the home page loads: its hero's picture, continuing the page's first paint (firstPaint.ts). */
const HeroPlaceholder = styled.div`
  ${heroBackdrop}
`;
const homeSkeleton = (
  <HeroPlaceholder aria-busy="true">
    <span className="visually-hidden">Loading…</span>
  </HeroPlaceholder>
);

const render = (row: RouteRow) => (
  <RemoteModule id={row.id} props={row.props} skeleton={row.id === homeRow.id ? homeSkeleton : undefined} />
);

/** SPEC §2's route table. Every screen is a remote module behind the guarded loader. */
export function SiteRoutes() {
  // Keyed by path: a page that failed does not keep its error boundary when the guest moves on.
  const { pathname } = useLocation();
  return (
    <Routes key={pathname}>
      {routeTable.map((row) => (
        <Route key={row.path} path={row.path} element={render(row)} />
      ))}
      {/* SPEC §2: any other path shows the home page. */}
      <Route path="*" element={render(homeRow)} />
    </Routes>
  );
}

/** True where the home page shows: `/` and every path the table does not declare. */
export function showsHome(pathname: string): boolean {
  return !routeTable.some((row) => row.path !== homeRow.path && matchPath(row.path, pathname));
}
