import type { ContentPageName, ListingPreset } from './remotes';

/** Route paths every app agrees on (SPEC §2). Build links with these, never with string literals. */
export const paths = {
  home: '/',
  properties: '/properties',
  property: (id: string) => `/property/${encodeURIComponent(id)}`,
  about: '/about',
  contact: '/contact',
  blog: '/blog',
  blogPost: (id: string | number) => `/blog/${id}`,
  terms: '/terms',
  privacy: '/privacy',
  sitemap: '/sitemap',
  help: '/help',
  becomeHost: '/become-host',
  bookingSubmitted: '/booking-submitted',
  bookingConfirmation: '/booking-confirmation',
  cancellation: '/cancellation',
  hostTerms: '/host-terms',
  /** The guest's saved stays (catalog), and a list shared with them by its code. */
  saved: '/saved',
  savedList: (code: string) => `/saved/${encodeURIComponent(code)}`,
  /** The host area (content routes everything below it; `hostingPaths` in `shared/hosts`). */
  hosting: '/hosting',
  /** The operations console (content routes everything below it; `opsPaths` in `contracts/ops`). */
  ops: '/ops',
} as const;

/** SPEC §2: the category and city routes all show the listing; each presets its filter. */
export const listingRoutes: ReadonlyArray<{ path: string; label: string; preset: ListingPreset }> = [
  { path: '/furnished-apartments', label: 'Furnished Apartments', preset: { type: 'apartments' } },
  { path: '/holiday-homes', label: 'Holiday Homes', preset: { type: 'homes' } },
  { path: '/safari-accommodation', label: 'Safari Accommodation', preset: { type: 'safari' } },
  { path: '/serviced-apartments', label: 'Serviced Apartments', preset: { type: 'corporate' } },
  { path: '/nairobi-rentals', label: 'Nairobi Rentals', preset: { location: 'nairobi' } },
  { path: '/mombasa-rentals', label: 'Mombasa Rentals', preset: { location: 'mombasa' } },
  { path: '/diani-beach-rentals', label: 'Diani Beach Rentals', preset: { location: 'diani' } },
];

/** SPEC §2: content routes, aliases included. */
export const contentRoutes: ReadonlyArray<{ path: string; page: ContentPageName }> = [
  { path: paths.about, page: 'about' },
  { path: paths.contact, page: 'contact' },
  { path: paths.blog, page: 'blog' },
  { path: '/blog/:id', page: 'blog-post' },
  { path: paths.terms, page: 'terms' },
  { path: paths.privacy, page: 'privacy' },
  { path: paths.sitemap, page: 'sitemap' },
  { path: paths.help, page: 'help' },
  { path: '/help-center', page: 'help' },
  { path: paths.becomeHost, page: 'become-host' },
  { path: '/host', page: 'become-host' },
  { path: paths.cancellation, page: 'cancellation' },
  { path: paths.hostTerms, page: 'host-terms' },
];
