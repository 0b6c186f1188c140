import { matchPath, Route, Routes, useLocation } from 'react-router-dom';
import { contentRoutes, listingRoutes, paths } from 'shared/contracts';
import { RemoteModule } from 'shared/ui';

const home = <RemoteModule id="catalog/HomePage" props={{}} />;
const detail = <RemoteModule id="catalog/PropertyDetailPage" props={{}} />;

/** SPEC §2's route table. Every screen is a remote module behind the guarded loader. */
export function SiteRoutes() {
  // Keyed by path: a page that failed does not keep its error boundary when the guest moves on.
  const { pathname } = useLocation();
  return (
    <Routes key={pathname}>
      <Route path={paths.home} element={home} />
      <Route path={paths.properties} element={<RemoteModule id="catalog/PropertiesPage" props={{}} />} />
      {listingRoutes.map(({ path, preset }) => (
        <Route key={path} path={path} element={<RemoteModule id="catalog/PropertiesPage" props={{ preset }} />} />
      ))}
      <Route path="/property/:id" element={detail} />
      <Route path="/properties/:id" element={detail} />
      {contentRoutes.map(({ path, page }) => (
        <Route key={path} path={path} element={<RemoteModule id="content/ContentPage" props={{ page }} />} />
      ))}
      <Route path={paths.bookingSubmitted} element={<RemoteModule id="booking/BookingSubmittedPage" props={{}} />} />
      <Route
        path={paths.bookingConfirmation}
        element={<RemoteModule id="booking/BookingConfirmationPage" props={{}} />}
      />
      {/* SPEC §2: any other path shows the home page. */}
      <Route path="*" element={home} />
    </Routes>
  );
}

const declared = [
  paths.properties,
  '/property/:id',
  '/properties/:id',
  paths.bookingSubmitted,
  paths.bookingConfirmation,
  ...listingRoutes.map((r) => r.path),
  ...contentRoutes.map((r) => r.path),
];

/** True where the home page shows: `/` and every path the table does not declare. */
export function showsHome(pathname: string): boolean {
  return !declared.some((pattern) => matchPath(pattern, pathname));
}
