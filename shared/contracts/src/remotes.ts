import type { ComponentType } from 'react';
import type { Property } from './property';
import type { PropertyType } from './propertyTypes';
import type { RemoteName } from './remoteNames';

/**
 * The federation contract: which remotes exist, what each exposes, and the props of every exposed
 * module. Remotes implement these (`satisfies`), the shell and other remotes load through them.
 */
export { remoteNames, type RemoteName } from './remoteNames';

/** Filters a listing route presets (SPEC §2 category and city routes). */
export interface ListingPreset {
  type?: PropertyType;
  location?: string;
}

export interface PropertiesPageProps {
  /** Set by the category and city routes; the URL's own query parameters refine it. */
  preset?: ListingPreset;
}

export type ContentPageName =
  | 'about'
  | 'contact'
  | 'blog'
  | 'blog-post'
  | 'terms'
  | 'privacy'
  | 'sitemap'
  | 'help'
  | 'become-host'
  | 'cancellation'
  | 'host-terms';

/** Every module a remote exposes, with its props. Keys are `<remote>/<Module>`. */
export interface ExposedModules {
  'catalog/HomePage': Record<string, never>;
  'catalog/PropertiesPage': PropertiesPageProps;
  'catalog/PropertyDetailPage': Record<string, never>;
  'catalog/SavedPage': Record<string, never>;
  'booking/BookingSubmittedPage': Record<string, never>;
  'booking/BookingConfirmationPage': Record<string, never>;
  'booking/BookingDialog': BookingDialogProps;
  'booking/ListingBookingForm': ListingBookingFormProps;
  'booking/DetailBookingForm': DetailBookingFormProps;
  'booking/HostInbox': HostInboxProps;
  'booking/HostCalendar': HostCalendarProps;
  'booking/OpsListingBookings': OpsListingBookingsProps;
  'content/ContentPage': ContentPageProps;
  'content/HostingArea': HostingAreaProps;
  'content/OpsConsole': OpsConsoleProps;
}

/** The home card's Book Now dialog (SPEC §2 "Booking widget"); rendered while open. */
export interface BookingDialogProps {
  property: Property;
  onClose: () => void;
}

/** The booking form embedded in the listing card (SPEC §2 "Property card"). */
export interface ListingBookingFormProps {
  property: Property;
}

/** The detail page's side-column form: SPEC §3 "Booking form inputs (detail page)". */
export interface DetailBookingFormProps {
  propertyId: string;
  title: string;
  price: number | null;
  maxGuests: number | null;
  /** The whole property, passed on to /booking-submitted with the booking. */
  property: Property;
}

/**
 * The signed-in host's bookings (requests to answer, upcoming and past stays), which content's
 * dashboard (`/hosting`) shows: booking owns every booking screen, guest- or host-facing.
 */
export interface HostInboxProps {
  /** The booking the host came to see (`/hosting?booking=<id>`, the booking emails' link): shown, scrolled to and highlighted. */
  focusBookingId?: string;
}

/**
 * The signed-in host's calendar of one listing, which content's dashboard (`/hosting`) shows: the
 * nights guests hold, the nights the host blocks and unblocks, and the listing's iCal feeds (out to
 * other platforms, and in from one). A listing picker chooses among the host's listings.
 */
export interface HostCalendarProps {
  /** The listing to open on (one of the host's); otherwise their first published listing, else the newest. */
  listingId?: string;
}

/** A read of the API with the caller's session, the API's refusal thrown as its error (`shared/hosts`' `HostRequestError`). */
export type SessionRead = <T>(path: string, init: { signal?: AbortSignal }) => Promise<T>;

/**
 * One listing's bookings, read-only, which the operations console (content's `/ops`) shows: booking
 * owns every booking screen. The console's calls go with the operator's cookie, which booking does not
 * hold, so the console passes its own reader.
 */
export interface OpsListingBookingsProps {
  listingId: string;
  /** The console's read (`opsRequest`): `GET opsApi.listingBookings(listingId)` with the operator's session. */
  request: SessionRead;
}

export interface ContentPageProps {
  page: ContentPageName;
}

/** The host area: every route under `/hosting/*` (`hostingPaths`), routed by content itself. */
type HostingAreaProps = Record<string, never>;

/** The operations console: every route under `/ops/*` (`opsPaths`), routed by content itself. */
type OpsConsoleProps = Record<string, never>;

export type ExposedModuleId = keyof ExposedModules;

/** What `loadRemote` resolves to for a module id: a plain React component (no MF bridge). */
export interface ExposedModule<K extends ExposedModuleId> {
  default: ComponentType<ExposedModules[K]>;
}

/** The exposed module names of each remote, as written in its `module-federation.config.ts`. */
export const exposedBy: { readonly [R in RemoteName]: readonly string[] } = {
  catalog: ['HomePage', 'PropertiesPage', 'PropertyDetailPage', 'SavedPage'],
  booking: [
    'BookingSubmittedPage',
    'BookingConfirmationPage',
    'BookingDialog',
    'ListingBookingForm',
    'DetailBookingForm',
    'HostInbox',
    'HostCalendar',
    'OpsListingBookings',
  ],
  content: ['ContentPage', 'HostingArea', 'OpsConsole'],
};

/** `exposes` for a remote's federation config, built from the contract so the two cannot drift. */
export function exposesFor(remote: RemoteName): Record<string, string> {
  return Object.fromEntries(exposedBy[remote].map((name) => [`./${name}`, `./src/exposes/${name}.tsx`]));
}

export function remoteOf(id: ExposedModuleId): RemoteName {
  return id.slice(0, id.indexOf('/')) as RemoteName;
}
