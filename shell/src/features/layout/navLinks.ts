import { listingRoutes, paths } from 'contracts';

/** The top bar's links (SPEC §2: About is labelled Services in navigation). */
export const primaryLinks = [
  { to: paths.home, label: 'Stays' },
  { to: paths.properties, label: 'Properties' },
  { to: paths.about, label: 'Services' },
  { to: paths.blog, label: 'Blog' },
  { to: paths.contact, label: 'Contact' },
  { to: paths.bookingConfirmation, label: 'My Booking' },
] as const;

/** The footer's link groups: every route of SPEC §2. */
export const footerGroups = [
  {
    title: 'Stay with us',
    links: [
      { to: paths.home, label: 'Stays' },
      { to: paths.properties, label: 'All properties' },
      ...listingRoutes.filter((r) => r.preset.type).map((r) => ({ to: r.path, label: r.label })),
    ],
  },
  {
    title: 'Destinations',
    links: listingRoutes.filter((r) => r.preset.location).map((r) => ({ to: r.path, label: r.label })),
  },
  {
    title: 'Company',
    links: [
      { to: paths.about, label: 'Services' },
      { to: paths.blog, label: 'Travel blog' },
      { to: paths.contact, label: 'Contact us' },
      { to: paths.becomeHost, label: 'Become a host' },
      { to: paths.help, label: 'Help center' },
      { to: paths.bookingConfirmation, label: 'My booking' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: paths.terms, label: 'Terms of service' },
      { to: paths.privacy, label: 'Privacy policy' },
      { to: paths.cancellation, label: 'Cancellation policy' },
      { to: paths.hostTerms, label: 'Host terms' },
      { to: paths.sitemap, label: 'Sitemap' },
    ],
  },
] as const;
