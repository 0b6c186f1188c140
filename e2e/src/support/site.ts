import type { Page } from 'playwright-core';
import { topology } from './env';

/**
 * Page objects for the composed site; every selector the specs use lives here, by role and text as a
 * guest perceives the page.
 */
export function site(page: Page) {
  const { shell } = topology();
  return {
    goto: (path: string) => page.goto(`${shell}${path}`, { waitUntil: 'domcontentloaded' }),
    topBar: () => page.getByRole('banner'),
    footer: () => page.getByRole('contentinfo'),
    /** The logo link at the start of the top bar, and the site's name at the start of the footer. */
    brand: () => page.getByRole('banner').getByRole('link', { name: 'Makao home' }),
    footerBrand: () => page.getByRole('contentinfo').getByText('Makao', { exact: true }),
    mainNav: () => page.getByRole('navigation', { name: 'Main' }),
    toasts: () => page.getByRole('region', { name: 'Notifications (F8)' }),
    remoteFallback: () => page.getByRole('alert').filter({ hasText: 'This part of the site did not load' }),
    retry: () => page.getByRole('button', { name: 'Retry' }),
    home: {
      // "Newest stays" while no listing can be featured (none checked with its host's own photos).
      featuredHeading: () => page.getByRole('heading', { name: /^(Featured|Newest) stays$/ }),
      cards: () => page.getByRole('link').filter({ has: page.getByRole('heading', { level: 3 }) }),
      viewAll: () => page.getByRole('link', { name: 'View all properties →' }),
    },
    listing: {
      heading: () => page.getByRole('heading', { name: 'All Properties', level: 1 }),
      search: () => page.getByLabel('Search properties', { exact: true }),
    },
    detail: {
      share: () => page.getByRole('button', { name: 'Share' }),
      loadFailed: () => page.getByRole('heading', { name: "We couldn't load this property", level: 1 }),
      notFound: () => page.getByRole('heading', { name: 'Property Not Found' }),
      host: () => page.getByRole('region', { name: 'Meet your host' }),
      bookingForm: (title: string) => page.getByRole('form', { name: `Book Your Stay at ${title}` }),
      /** The guest scrolls to the booking panel, below the first screen: booking's form loads then. */
      turnToBooking: () =>
        page.getByRole('complementary', { name: 'Book this stay' }).evaluate((panel) => panel.scrollIntoView()),
      reserveBar: () => page.getByRole('region', { name: 'Reserve this stay' }),
      showAllPhotos: () => page.getByRole('button', { name: /^Show all \d+ photos/ }),
    },
    about: { heading: () => page.getByRole('heading', { name: 'About Makao', level: 1 }) },
    heading: (name: string) => page.getByRole('heading', { name, level: 1 }),
    contact: {
      form: () => page.getByRole('form', { name: 'Send Us an Inquiry' }),
      field: (label: string) => page.getByLabel(label, { exact: true }),
      send: () => page.getByRole('button', { name: 'Send Inquiry' }),
    },
    blog: {
      readMore: () => page.getByRole('link', { name: /^Read More: / }),
    },
    bookingSubmitted: {
      notFound: () => page.getByRole('heading', { name: 'Booking Data Not Found' }),
      reserve: () => page.getByRole('button', { name: 'Reserve & Pay on Arrival' }),
      payNow: () => page.getByRole('button', { name: 'Pay Now (Coming Soon)' }),
    },
    hosting: {
      startHosting: () => page.getByRole('button', { name: 'Start Hosting Kenya Property' }),
      signUp: {
        heading: () => page.getByRole('heading', { name: 'Become a Makao host', level: 1 }),
        field: (label: 'Full name' | 'Email address' | 'Phone number' | 'Password') =>
          page.getByLabel(label, { exact: true }),
        submit: () => page.getByRole('button', { name: 'Create account' }),
        checkEmail: () => page.getByRole('heading', { name: 'Check your email', level: 1 }),
      },
      dashboard: (firstName: string) => page.getByRole('heading', { name: `Karibu, ${firstName}`, level: 1 }),
      verified: () => page.getByRole('heading', { name: 'Your email is verified', level: 1 }),
      profile: () => page.getByRole('heading', { name: 'Your host profile', level: 1 }),
      step: (title: string) => page.getByRole('heading', { name: title, level: 2 }),
      photos: () => page.getByRole('list', { name: 'Your photos, cover first' }).getByRole('listitem'),
      inReview: () => page.getByRole('heading', { name: 'Your listing is in review' }),
      listingNotFound: () => page.getByRole('heading', { name: 'Listing not found', level: 1 }),
      signOut: () => page.getByRole('banner').getByRole('button', { name: 'Sign out' }),
      hostingLink: () => page.getByRole('banner').getByRole('link', { name: /^Hosting: signed in as / }),
    },
  };
}
