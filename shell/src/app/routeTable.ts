import {
  contentRoutes,
  listingRoutes,
  pageData,
  paths,
  type ExposedModuleId,
  type ExposedModules,
  type PageData,
} from 'contracts';

/** One row of SPEC §2's route table: the path pattern and the remote module that renders it. */
export type RouteRow = {
  [K in ExposedModuleId]: {
    path: string;
    id: K;
    props: ExposedModules[K];
    /**
     * The call that brings the page's main content and where its largest image is, from the contract
     * the page builds its own request with (`pageData` in shared). The page head asks for it beside
     * the code and preloads that image, and the page's own request takes that answer, so the data is
     * there when the page renders. Only where the call is one fixed URL, and only for an address
     * without a query (a search changes the call).
     */
    data?: PageData;
  };
}[ExposedModuleId];

/** The page every undeclared path shows (SPEC §2: any other path shows the home page). */
export const homeRow = { path: paths.home, id: 'catalog/HomePage', props: {} } as const satisfies RouteRow;

/**
 * SPEC §2's route table as data. The router renders it, and the shell's build turns it into the
 * page's route preload (which remote a path needs, fetched before the shell's own code has run).
 */
export const routeTable: readonly RouteRow[] = [
  homeRow,
  // All Properties unfiltered: up to the API's maximum (SPEC §7), as the listing asks.
  {
    path: paths.properties,
    id: 'catalog/PropertiesPage',
    props: {},
    data: pageData.propertyList,
  },
  ...listingRoutes.map(({ path, preset }): RouteRow => ({ path, id: 'catalog/PropertiesPage', props: { preset } })),
  ...['/property/:id', '/properties/:id'].map((path): RouteRow => ({
    path,
    id: 'catalog/PropertyDetailPage',
    props: {},
    data: pageData.property,
  })),
  // The guest's saved stays, and a list shared with them by its code.
  ...[paths.saved, '/saved/:code'].map((path): RouteRow => ({ path, id: 'catalog/SavedPage', props: {} })),
  ...contentRoutes.map(({ path, page }): RouteRow => ({
    path,
    id: 'content/ContentPage',
    props: { page },
    ...(page === 'blog' ? { data: pageData.blogPosts } : {}),
  })),
  { path: paths.bookingSubmitted, id: 'booking/BookingSubmittedPage', props: {} },
  { path: paths.bookingConfirmation, id: 'booking/BookingConfirmationPage', props: {} },
  // The host area routes its own pages (sign-up, sign-in, dashboard, listings, profile).
  { path: `${paths.hosting}/*`, id: 'content/HostingArea', props: {} },
  // The operations console routes its own pages (set-up, sign-in, the queues).
  { path: `${paths.ops}/*`, id: 'content/OpsConsole', props: {} },
];
