import type { ComponentType } from 'react';
import type { Property, PropertyType } from './property';

/**
 * The federation contract: which remotes exist, what each exposes, and the props of every exposed
 * module. Remotes implement these (`satisfies`), the shell and other remotes load through them.
 */
export const remoteNames = ['catalog', 'booking', 'content'] as const;
export type RemoteName = (typeof remoteNames)[number];

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
  'booking/BookingSubmittedPage': Record<string, never>;
  'booking/BookingConfirmationPage': Record<string, never>;
  'booking/BookingDialog': BookingDialogProps;
  'booking/ListingBookingForm': ListingBookingFormProps;
  'booking/DetailBookingForm': DetailBookingFormProps;
  'booking/HostInbox': HostInboxProps;
  'booking/HostCalendar': HostCalendarProps;
  'content/ContentPage': ContentPageProps;
  'content/HostingArea': HostingAreaProps;
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

export interface ContentPageProps {
  page: ContentPageName;
}

/** The host area: every route under `/hosting/*` (`hostingPaths`), routed by content itself. */
export type HostingAreaProps = Record<string, never>;

export type ExposedModuleId = keyof ExposedModules;

/** What `loadRemote` resolves to for a module id: a plain React component (no MF bridge). */
export interface ExposedModule<K extends ExposedModuleId> {
  default: ComponentType<ExposedModules[K]>;
}

/** The exposed module names of each remote, as written in its `module-federation.config.ts`. */
export const exposedBy: { readonly [R in RemoteName]: readonly string[] } = {
  catalog: ['HomePage', 'PropertiesPage', 'PropertyDetailPage'],
  booking: [
    'BookingSubmittedPage',
    'BookingConfirmationPage',
    'BookingDialog',
    'ListingBookingForm',
    'DetailBookingForm',
    'HostInbox',
    'HostCalendar',
  ],
  content: ['ContentPage', 'HostingArea'],
};

/** `exposes` for a remote's federation config, built from the contract so the two cannot drift. */
export function exposesFor(remote: RemoteName): Record<string, string> {
  return Object.fromEntries(exposedBy[remote].map((name) => [`./${name}`, `./src/exposes/${name}.tsx`]));
}

export function remoteOf(id: ExposedModuleId): RemoteName {
  return id.slice(0, id.indexOf('/')) as RemoteName;
}

/** One released version of a remote in the registry. */
export interface RemoteVersion {
  version: string;
  /** Absolute URL of that version's `mf-manifest.json` on the CDN origin. */
  entry: string;
  releasedAt: string;
  /** What the build needs of the shell (ARCHITECTURE rule 12): the range of `shared` it was built for. */
  requires?: { shared?: string };
}

export interface RemoteEntry {
  active: string;
  /** Newest first. */
  versions: RemoteVersion[];
}

/** `/remotes.json`, served by the shell origin with `Cache-Control: no-cache`. */
export interface RemoteRegistry {
  apiBaseUrl: string;
  blogBaseUrl?: string;
  remotes: Record<RemoteName, RemoteEntry>;
}

/**
 * ARCHITECTURE rule 12: the versions of a remote a shell whose `shared` is `sharedVersion` may load, in
 * the order it tries them: the active one, then each older one, leaving out every build whose `shared`
 * range that version does not meet. Ranges are what Module Federation records in a build's manifest
 * (`^1.4.0`, or an exact `1.4.0`); any other form is not met. Self-contained on purpose: the page's head
 * runs it serialised (routePreload.ts), before the shell's code has loaded.
 */
export function servableVersions(entry: RemoteEntry | undefined, sharedVersion: string): RemoteVersion[] {
  const parts = (version: string) => {
    const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
    return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
  };
  const provided = parts(sharedVersion);
  const meets = (range: string) => {
    const caret = range.startsWith('^');
    const wanted = parts(caret ? range.slice(1) : range);
    if (!provided || !wanted) return false;
    const [major, minor, patch] = wanted as [number, number, number];
    const [hasMajor, hasMinor, hasPatch] = provided as [number, number, number];
    if (!caret) return hasMajor === major && hasMinor === minor && hasPatch === patch;
    // A caret keeps the first number that is not zero (`^1.4.0`: 1.x from 1.4.0; `^0.3.1`: 0.3.x).
    if (hasMajor !== major) return false;
    if (major === 0 && hasMinor !== minor) return false;
    if (major === 0 && minor === 0) return hasPatch === patch;
    return hasMinor > minor || (hasMinor === minor && hasPatch >= patch);
  };
  if (!entry) return [];
  const index = entry.versions.findIndex((v) => v.version === entry.active);
  if (index < 0) return [];
  return entry.versions.slice(index).filter((v) => !v.requires?.shared || meets(v.requires.shared));
}
