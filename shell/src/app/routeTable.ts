import {
  contentRoutes,
  listingRoutes,
  paths,
  PROPERTY_LIST_MAX_LIMIT,
  BLOG_PAGE_SIZE,
  type ExposedModuleId,
  type ExposedModules,
} from 'shared/contracts';

/** One row of SPEC §2's route table: the path pattern and the remote module that renders it. */
export type RouteRow = {
  [K in ExposedModuleId]: {
    path: string;
    id: K;
    props: ExposedModules[K];
    /**
     * The API call (SPEC §7) that brings the page's main content, as a path on the API origin with the
     * route's own parameters (`/api/properties/:id`). The page head asks for it beside the code, and
     * the page's own request takes that answer (`requestPageData`), so the data is there when the page
     * renders (issue 8). Only where the call is one fixed URL, and only for an address without a query
     * (a search changes the call).
     */
    data?: string;
    /** Where `data` is served: the API (default) or the blog source (`blogBaseUrl` in the registry). */
    dataFrom?: 'blog';
    /**
     * Where in `data`'s answer the URL of the image the page shows largest is (its largest contentful
     * paint), as keys from the top: the head preloads that image as soon as the answer arrives,
     * instead of when the page's code has rendered it.
     */
    image?: readonly (string | number)[];
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
    data: `/api/properties?limit=${PROPERTY_LIST_MAX_LIMIT}`,
    image: ['data', 0, 'images', 0],
  },
  ...listingRoutes.map(({ path, preset }): RouteRow => ({ path, id: 'catalog/PropertiesPage', props: { preset } })),
  ...['/property/:id', '/properties/:id'].map((path): RouteRow => ({
    path,
    id: 'catalog/PropertyDetailPage',
    props: {},
    data: '/api/properties/:id',
    image: ['data', 'images', 0],
  })),
  ...contentRoutes.map(({ path, page }): RouteRow => ({
    path,
    id: 'content/ContentPage',
    props: { page },
    // The blog's one page of posts (SPEC §3, §9), from the blog source, as the blog asks for it.
    ...(page === 'blog'
      ? {
          data: `/wp-json/wp/v2/posts?_embed&per_page=${BLOG_PAGE_SIZE}`,
          dataFrom: 'blog' as const,
          image: [0, '_embedded', 'wp:featuredmedia', 0, 'source_url'],
        }
      : {}),
  })),
  { path: paths.bookingSubmitted, id: 'booking/BookingSubmittedPage', props: {} },
  { path: paths.bookingConfirmation, id: 'booking/BookingConfirmationPage', props: {} },
];
