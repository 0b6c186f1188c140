/**
 * The API's wire contract: request, query and response schemas (TypeBox, i.e. JSON Schema) and the
 * static types derived from them. Imported at run time only by the API (`contracts/schemas`); the front
 * ends import the types alone, so TypeBox never reaches a browser bundle.
 */
import {
  Type,
  type IntegerOptions,
  type NumberOptions,
  type Static,
  type StringOptions,
  type TSchema,
} from '@sinclair/typebox';
import type { ApiErrorBody } from './errors';
import { filterAmenityKeys, MAX_BEDROOMS_FILTER, propertyTypes } from './propertyTypes';
import { cancellationPolicies } from './listingRules';
import { remoteNames } from './remoteNames';
import {
  fieldLimits,
  MAX_GUESTS,
  PROPERTY_LIST_CURSOR_MAX,
  apiErrorMessages,
  PROPERTY_LIST_MAX_LIMIT,
  BLOG_MAX_PER_PAGE,
  propertySorts,
  paymentTypes,
  bookingStatuses,
  inquiryTypes,
} from './api';
import { bookingRequestRules, inquiryRules } from './requestRules';
import { MAP_AREA_TEXT_MAX } from './mapArea';

// ---------------------------------------------------------------------------------------------
// Schemas
// ---------------------------------------------------------------------------------------------

export const StringEnum = <const T extends readonly string[]>(values: T, options: Record<string, unknown> = {}) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * Text a request may carry: well-formed Unicode without NUL. PostgreSQL stores no NUL in `text` or
 * `jsonb`, and a lone surrogate would be stored as U+FFFD, i.e. changed. (Ajv tests patterns with
 * the `u` flag, so the class matches a lone surrogate and never half of a pair.)
 */
export const REQUEST_TEXT_PATTERN = '^[^\\u0000\\uD800-\\uDFFF]*$';
export const Text = (options: StringOptions = {}) =>
  options.pattern === undefined
    ? Type.String({ ...options, pattern: REQUEST_TEXT_PATTERN })
    : Type.String({ ...options, allOf: [{ pattern: REQUEST_TEXT_PATTERN }] });

/** The largest PostgreSQL `integer`: every whole number in a request is compared with or stored in one. */
export const WHOLE_NUMBER_MAX = 2_147_483_647;
/**
 * A whole number in a request, at most WHOLE_NUMBER_MAX. The validator coerces a query value (or a
 * string in a body) to a number, then checks minimum and maximum only if the result is finite:
 * "Infinity" or "1e400" would pass any bound. The `allOf` checks the coerced value's type again,
 * and a number that is not finite is not an integer (Ajv's strictNumbers).
 */
export const WholeNumber = (options: IntegerOptions & { minimum: number }) =>
  Type.Integer({ maximum: WHOLE_NUMBER_MAX, ...options, allOf: [{ type: 'integer' }] });

/** A number in a request within bounds, never "Infinity" or "1e400" (the same check as `WholeNumber`). */
export const FiniteNumber = (options: NumberOptions & { minimum: number; maximum: number }) =>
  Type.Number({ ...options, allOf: [{ type: 'number' }] });

export const ApiErrorSchema = Type.Object({
  error: Type.String(),
  details: Type.Optional(Type.String()),
  missingFields: Type.Optional(Type.Array(Type.String())),
});

/** An answer with no body (204): Fastify sends none, whatever the handler passes. */
export const NoContentSchema = Type.Null();

/** A report taken to count later (202): nothing for the client to read beyond that. */
export const AcceptedResponseSchema = Type.Object({ status: Type.Literal('accepted') });

/** An answer that only says something: a message the page shows as it is. */
export const MessageResponseSchema = Type.Object({ data: Type.Object({ message: Type.String() }) });

export const CoordinatesSchema = Type.Object({ lat: Type.Number(), lng: Type.Number() });

/**
 * Where a property is, as everyone may read it: its neighbourhood (`area`), city and county. The
 * street address and the exact pin are the guest's once the host has confirmed their booking
 * (`BookingPlaceSchema`); a property answer's `coordinates` are rounded to about 500 m.
 */
export const PropertyLocationSchema = Type.Object({
  area: Type.String(),
  city: Type.String(),
  county: Type.String(),
});

/**
 * The host's public profile, all a property answer carries. The schema serialises every property
 * answer, so a phone or email would be dropped here even if a read selected it. The standing fields
 * are worked out from the host's rows (api/src/domain/standing/README.md); another source may leave
 * them out, and a page then shows nothing for them.
 */
export const PropertyHostSchema = Type.Object({
  name: Type.String(),
  avatar: Type.Optional(Type.String()),
  bio: Type.Optional(Type.String()),
  /** SPEC §3 "as read". Not shown: the host card's count is `reviewsCount`. */
  totalBookings: Type.Optional(Type.Integer()),
  languages: Type.Optional(Type.Array(Type.String())),
  /** Published guest reviews of all the host's listings. */
  reviewsCount: Type.Optional(Type.Integer({ minimum: 0 })),
  /** Their mean, one decimal; null while the host has none. */
  rating: Type.Optional(Nullable(Type.Number())),
  /** The Nairobi date the host joined Makao (`YYYY-MM-DD`). */
  hostingSince: Type.Optional(Type.String()),
  /** Meets the Superhost rules over the last 365 days, as last assessed (daily). */
  superhost: Type.Optional(Type.Boolean()),
  /** The median minutes to answer a request over the last 365 days; null without answers. */
  responseMinutes: Type.Optional(Nullable(Type.Integer({ minimum: 0 }))),
});

/**
 * An uploaded photo as guests get it: `url` the default file (1024 px wide, or the widest below),
 * `srcset` every width (`<url> 640w, …`) for the browser to pick from `sizes`.
 */
export const PhotoSchema = Type.Object({
  url: Type.String(),
  srcset: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  /** The host's caption, when they wrote one (its alt text and the gallery's line under it). */
  caption: Type.Optional(Type.String()),
});

/** A listing's house rules as guests read them (listingRules.ts). */
export const HouseRulesSchema = Type.Object({
  smoking: Type.Boolean(),
  parties: Type.Boolean(),
  pets: Type.Boolean(),
  notes: Type.String(),
});

/** The canonical property, the one declaration of `Property` (`property.ts`); images are absolute URLs. */
export const PropertySchema = Type.Object({
  _id: Type.String(),
  id: Type.String(),
  title: Type.String(),
  type: StringEnum(propertyTypes),
  /** Nightly price in whole KSh; null when the source has none (shown as N/A). */
  price: Nullable(Type.Integer()),
  description: Type.String(),
  location: PropertyLocationSchema,
  city: Type.String(),
  county: Type.String(),
  guests: Nullable(Type.Integer()),
  beds: Nullable(Type.Integer()),
  baths: Nullable(Type.Integer()),
  amenities: Type.Array(Type.String()),
  rating: Nullable(Type.Number()),
  reviewsCount: Nullable(Type.Integer()),
  host: Nullable(PropertyHostSchema),
  images: Type.Array(Type.String()),
  /** SPEC §3 "photos": a host's uploaded photos, in `images`' order, with every width. */
  photos: Type.Optional(Type.Array(PhotoSchema)),
  coordinates: Nullable(CoordinatesSchema),
  createdAt: Nullable(Type.String()),
  updatedAt: Nullable(Type.String()),
  /**
   * When the listing became "Verified": the later of an operator's approval of it and of its host's
   * identity. Absent for a listing no operator approved or whose host's identity is not verified.
   */
  verifiedAt: Type.Optional(Type.String()),
  /** The listing's rules (listingRules.ts): HH:MM in Nairobi time, and the shortest stay in nights. */
  checkInTime: Type.Optional(Type.String()),
  checkOutTime: Type.Optional(Type.String()),
  minNights: Type.Optional(Type.Integer()),
  houseRules: Type.Optional(HouseRulesSchema),
  /** Which SPEC §9 cancellation terms apply: the type decides (`cancellationPolicyOf`). */
  cancellationPolicy: Type.Optional(StringEnum(cancellationPolicies)),
});

/** `GET /api/properties` query: every filter optional and combinable. */
export const PropertyListQuerySchema = Type.Object({
  /** City, county or area, case-insensitive (`nairobi`, `masai-mara`, `Kilimani`). */
  location: Type.Optional(Text({ maxLength: fieldLimits.location })),
  type: Type.Optional(StringEnum(propertyTypes)),
  /** Minimum capacity. */
  guests: Type.Optional(WholeNumber({ minimum: 1, maximum: MAX_GUESTS })),
  /** With checkOut: only properties free for the whole stay. Any of the three date forms. */
  checkIn: Type.Optional(Text({ maxLength: fieldLimits.dateInput })),
  checkOut: Type.Optional(Text({ maxLength: fieldLimits.dateInput })),
  /** Title, location or description. */
  q: Type.Optional(Text({ maxLength: fieldLimits.searchText })),
  minPrice: Type.Optional(WholeNumber({ minimum: 0 })),
  maxPrice: Type.Optional(WholeNumber({ minimum: 0 })),
  sort: Type.Optional(StringEnum(propertySorts)),
  /**
   * The map view's area, `west,south,east,north` (`contracts/map-area`): only stays whose public,
   * rounded pin is inside it. Its form is checked by `parseMapArea`.
   */
  bbox: Type.Optional(Text({ maxLength: MAP_AREA_TEXT_MAX })),
  /** `true`: only "Verified" listings (`verifiedAt`) with photos of their own (the home page's featured). */
  verified: Type.Optional(StringEnum(['true'] as const)),
  limit: Type.Optional(WholeNumber({ minimum: 1, maximum: PROPERTY_LIST_MAX_LIMIT })),
  /** The page after the one whose `page.next` this is (keyset: stable while properties are added). */
  cursor: Type.Optional(
    Type.String({
      maxLength: PROPERTY_LIST_CURSOR_MAX,
      pattern: '^[A-Za-z0-9_-]+$',
      errorMessage: apiErrorMessages.invalidCursor,
    }),
  ),
});

/**
 * `GET /api/properties`'s whole query: the list's, and the filter panel's bedrooms and amenities. A
 * schema of its own (the API's alone), so `PropertyListQuery`, which remotes compile against, stays as
 * it was.
 */
export const PropertyListFilteredQuerySchema = Type.Composite([
  PropertyListQuerySchema,
  Type.Object({
    /** Minimum bedrooms (`beds`). */
    bedrooms: Type.Optional(WholeNumber({ minimum: 1, maximum: MAX_BEDROOMS_FILTER })),
    /** Every one of these amenities (`filterAmenities` keys, comma-separated: `wifi,backup-power`). */
    amenities: Type.Optional(
      Type.String({
        maxLength: filterAmenityKeys.join(',').length,
        pattern: `^(${filterAmenityKeys.join('|')})(,(${filterAmenityKeys.join('|')}))*$`,
        errorMessage: `amenities is a comma-separated list of: ${filterAmenityKeys.join(', ')}`,
      }),
    ),
  }),
]);

/** Where a listing page stands among all the matches. */
export const PropertyListPageSchema = Type.Object({
  /** The `cursor` of the next page; null on the last one. */
  next: Type.Union([Type.String(), Type.Null()]),
  /** Every match of the filters, on all pages. */
  total: Type.Integer({ minimum: 0 }),
  /** False past PROPERTY_LIST_EXACT_TOTAL_MAX matches: `total` is then the database's estimate. */
  totalExact: Type.Boolean(),
});

export const PropertyListResponseSchema = Type.Object({
  data: Type.Array(PropertySchema),
  page: PropertyListPageSchema,
});
export const PropertyResponseSchema = Type.Object({ data: PropertySchema });

/** `GET /api/sitemap/properties?cursor`: every published property's id and last change, by id. */
export const SitemapQuerySchema = Type.Object({
  /** The last id of the page before (its `page.next`). */
  cursor: Type.Optional(
    Type.String({
      pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
      errorMessage: apiErrorMessages.invalidCursor,
    }),
  ),
});
export const SitemapResponseSchema = Type.Object({
  data: Type.Array(Type.Object({ id: Type.String(), updatedAt: Type.String() })),
  page: Type.Object({ next: Type.Union([Type.String(), Type.Null()]) }),
});
/** Any id is accepted here; one that is not a property id answers 404 (SPEC §7). */
export const PropertyParamsSchema = Type.Object({ id: Type.String() });

/** `GET /api/properties/:id/availability?from&to` (dates `YYYY-MM-DD`; default today to +365 days). */
export const AvailabilityQuerySchema = Type.Object({
  from: Type.Optional(Text({ maxLength: fieldLimits.dateInput })),
  to: Type.Optional(Text({ maxLength: fieldLimits.dateInput })),
});

/** A booked stay: `checkIn` inclusive, `checkOut` exclusive (free again for a new check-in). */
export const BookedRangeSchema = Type.Object({ checkIn: Type.String(), checkOut: Type.String() });

export const AvailabilitySchema = Type.Object({
  propertyId: Type.String(),
  from: Type.String(),
  to: Type.String(),
  booked: Type.Array(BookedRangeSchema),
});
export const AvailabilityResponseSchema = Type.Object({ data: AvailabilitySchema });

const StayDateInput = Type.Union([Text({ maxLength: fieldLimits.dateInput }), Type.Number()]);

/**
 * SPEC §3 booking request. Its `required` list is SPEC §5's required fields (the API trims text
 * first and answers every missing or blank one in `missingFields`); `errorMessage` is a rule's text.
 */
export const BookingRequestSchema = Type.Object({
  name: Text(bookingRequestRules.fields.name),
  email: Text(bookingRequestRules.fields.email),
  phone: Text(bookingRequestRules.fields.phone),
  guests: Type.Optional(WholeNumber({ minimum: 1, maximum: MAX_GUESTS, default: 1 })),
  message: Type.Optional(Text(bookingRequestRules.fields.message)),
  checkIn: StayDateInput,
  checkOut: StayDateInput,
  propertyId: Text({ maxLength: fieldLimits.propertyId }),
  paymentType: Type.Optional(StringEnum(paymentTypes)),
});

export const BookingHeadersSchema = Type.Object({
  'idempotency-key': Type.Optional(Text({ minLength: 1, maxLength: fieldLimits.idempotencyKey })),
});

/**
 * The host's contact, given only to the guest who made the booking (the answer to their own
 * POST /api/bookings) so they can call about their arrival (SPEC §4). The host's email stays
 * private: the guest writes to support, whose address every booking email replies to.
 */
export const BookingHostSchema = Type.Object({ name: Type.String(), phone: Nullable(Type.String()) });

/** The stay's exact place: its street address and pin, for the guest whose booking the host confirmed. */
export const BookingPlaceSchema = Type.Object({
  address: Type.String(),
  area: Type.String(),
  city: Type.String(),
  county: Type.String(),
  coordinates: Nullable(CoordinatesSchema),
});

export const BookingSchema = Type.Object({
  _id: Type.String(),
  id: Type.String(),
  /** Short and human-readable, e.g. `MK-7KQ2MX9P` (at most 12 characters). */
  bookingReference: Type.String(),
  propertyId: Type.String(),
  propertyTitle: Type.String(),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  guests: Type.Integer(),
  /** Nairobi calendar dates, `YYYY-MM-DD`; the stay is `[checkIn, checkOut)`. */
  checkIn: Type.String(),
  checkOut: Type.String(),
  numberOfNights: Type.Integer(),
  /** Whole KSh, from the stored nightly price. */
  pricePerNight: Type.Integer(),
  totalAmount: Type.Integer(),
  message: Type.String(),
  paymentType: StringEnum(paymentTypes),
  status: StringEnum(bookingStatuses),
  createdAt: Type.String(),
  /** null when the property has no host on record. */
  host: Nullable(BookingHostSchema),
  /** The guest's own answers, once the host has confirmed (or the stay is complete); null before. */
  place: Type.Optional(Nullable(BookingPlaceSchema)),
  /** The guest's own answers only: the key of their manage link (find, read, cancel). */
  manageToken: Type.Optional(Type.String()),
  /** A request's deadline for the host's answer (ISO). */
  respondBy: Type.Optional(Nullable(Type.String())),
  /** SPEC §9 as it applies to this booking, for the guest to read before confirming or cancelling. */
  cancellation: Type.Optional(
    Type.Object({ freeUntil: Type.String(), halfUntil: Nullable(Type.String()), summary: Type.String() }),
  ),
  /** The host's own answers only, once the stay has completed: where the reviews of it stand. */
  review: Type.Optional(
    Type.Object({
      windowEnds: Type.String(),
      canReview: Type.Boolean(),
      written: Type.Boolean(),
      published: Type.Boolean(),
    }),
  ),
});
export const BookingResponseSchema = Type.Object({ data: BookingSchema });

/**
 * A booking as the guest's own calls and the host's inbox answer it: `Booking` and, once declined,
 * the reason the host gave (null otherwise). The API's alone: the guest's pages read it from the
 * answer (`readGuestBooking`).
 */
export const AnsweredBookingSchema = Type.Composite([
  BookingSchema,
  Type.Object({ declineReason: Type.Optional(Nullable(Type.String())) }),
]);
export type AnsweredBooking = Static<typeof AnsweredBookingSchema>;
export const AnsweredBookingResponseSchema = Type.Object({ data: AnsweredBookingSchema });

/** `POST /api/bookings/:reference/confirm`: the code emailed to the guest. */
export const BookingConfirmSchema = Type.Object({ code: Text({ minLength: 1, maxLength: 12 }) });
export const BookingReferenceParamsSchema = Type.Object({ reference: Text({ maxLength: 20 }) });
/** A booking's id in a host's path: any text, and one that is not a booking of theirs is 404. */
export const BookingIdParamsSchema = Type.Object({ id: Type.String() });
/** `POST /api/bookings/find`: the reference and the email the booking was made with. */
export const BookingFindSchema = Type.Object({
  reference: Text({ maxLength: 20 }),
  email: Text({ maxLength: fieldLimits.email }),
});
export const BookingTokenHeadersSchema = Type.Object({ 'x-booking-token': Type.Optional(Text({ maxLength: 100 })) });
export const BookingListResponseSchema = Type.Object({ data: Type.Array(BookingSchema) });
export const HostBookingQuerySchema = Type.Object({
  status: Type.Optional(StringEnum(['requested', 'upcoming', 'past', 'all'] as const)),
});
export const HostDeclineSchema = Type.Object({ reason: Type.Optional(Text({ maxLength: 500 })) });

export const BookingNotificationRequestSchema = Type.Object({
  bookingId: Text({ maxLength: fieldLimits.propertyId }),
});

export const NotificationOutcomeSchema = StringEnum(['sent', 'already-sent', 'skipped'] as const);

export const BookingNotificationResponseSchema = Type.Object({
  data: Type.Object({
    bookingId: Type.String(),
    bookingReference: Type.String(),
    guest: NotificationOutcomeSchema,
    host: NotificationOutcomeSchema,
  }),
});

/** SPEC §3 contact inquiry; `required` and `errorMessage` as in the booking request. */
export const ContactInquirySchema = Type.Object({
  firstName: Text(inquiryRules.fields.firstName),
  lastName: Text(inquiryRules.fields.lastName),
  email: Text(inquiryRules.fields.email),
  // SPEC §5: the phone is optional; one that is given must be a phone number.
  phone: Type.Optional(
    Type.Union([Type.Literal(''), Text(inquiryRules.fields.phone)], {
      errorMessage: inquiryRules.fields.phone.errorMessage,
    }),
  ),
  inquiryType: Type.Optional(Type.Union([StringEnum(inquiryTypes), Type.Literal('')])),
  message: Text(inquiryRules.fields.message),
});

export const ContactInquiryResponseSchema = Type.Object({
  data: Type.Object({ id: Type.String(), inquiryType: StringEnum(inquiryTypes), createdAt: Type.String() }),
});

/** A remote of the federation and one of its released versions, as the shell reports them. */
const ReportedRemote = StringEnum(remoteNames);
const ReportedVersion = Text({ maxLength: 64, pattern: '^[0-9A-Za-z][0-9A-Za-z.+-]*$' });

/** The shell reports a remote that failed to load (no personal data). */
export const RemoteFailureReportSchema = Type.Object({
  remote: ReportedRemote,
  version: ReportedVersion,
  module: Type.Optional(Text({ maxLength: fieldLimits.telemetryText })),
  reason: Text({ maxLength: fieldLimits.telemetryReason }),
  /** A version the shell did not load because it cannot serve it: logged, not counted against it. */
  skipped: Type.Optional(Type.Boolean()),
});

/** The shell reports a version of a remote that loaded and rendered (once per page). */
export const RemoteLoadReportSchema = Type.Object({ remote: ReportedRemote, version: ReportedVersion });

/** How each reported version has fared: what the release registry weighs (docs/operations.md). */
export const RemoteHealthResponseSchema = Type.Object({
  data: Type.Array(
    Type.Object({
      remote: Type.String(),
      version: Type.String(),
      loads: Type.Integer(),
      failures: Type.Integer(),
    }),
  ),
});

export const HealthResponseSchema = Type.Object({ status: Type.Literal('ok') });

/**
 * `GET /api/stats`: the site in numbers, counted from the rows (the home page's stat band shows them
 * where SPEC §1 quotes claims).
 */
export const SiteStatsSchema = Type.Object({
  /** Published properties that are "Verified" (approved by an operator, their host's identity verified). */
  properties: Type.Integer({ minimum: 0 }),
  /** Guests of completed stays: the sum of their parties' sizes. */
  guests: Type.Integer({ minimum: 0 }),
  /** Published guest reviews. */
  reviews: Type.Integer({ minimum: 0 }),
  /** Their mean, one decimal; null while there are none. */
  rating: Nullable(Type.Number()),
});
export const SiteStatsResponseSchema = Type.Object({ data: SiteStatsSchema });

/** The WordPress REST shape of a post (`/wp-json/wp/v2/posts`), as far as the blog reads it. */
export const WpPostSchema = Type.Object({
  id: Type.Integer(),
  date: Type.String(),
  date_gmt: Type.String(),
  modified: Type.String(),
  slug: Type.String(),
  status: Type.String(),
  type: Type.String(),
  link: Type.String(),
  title: Type.Object({ rendered: Type.String() }),
  excerpt: Type.Object({ rendered: Type.String(), protected: Type.Boolean() }),
  content: Type.Object({ rendered: Type.String(), protected: Type.Boolean() }),
  featured_media: Type.Integer(),
  _embedded: Type.Optional(
    Type.Object({
      'wp:featuredmedia': Type.Optional(
        Type.Array(Type.Object({ id: Type.Integer(), source_url: Type.String(), alt_text: Type.String() })),
      ),
      author: Type.Optional(Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() }))),
    }),
  ),
});

export const WpPostListQuerySchema = Type.Object({
  _embed: Type.Optional(Text({ maxLength: 50 })),
  per_page: Type.Optional(WholeNumber({ minimum: 1, maximum: BLOG_MAX_PER_PAGE })),
  page: Type.Optional(WholeNumber({ minimum: 1 })),
});

export const WpPostQuerySchema = Type.Object({ _embed: Type.Optional(Text({ maxLength: 50 })) });
/** A post's id as the path gives it: the route answers WordPress's own 404 for one that is not a number. */
export const WpPostParamsSchema = Type.Object({ id: Type.String() });

// ---------------------------------------------------------------------------------------------
// Static types
// ---------------------------------------------------------------------------------------------

export type ApiError = Static<typeof ApiErrorSchema>;
export type PropertyListQuery = Static<typeof PropertyListQuerySchema>;
export type PropertyListFilteredQuery = Static<typeof PropertyListFilteredQuerySchema>;
export type PropertyListResponse = Static<typeof PropertyListResponseSchema>;
export type PropertyListPage = Static<typeof PropertyListPageSchema>;
export type SitemapQuery = Static<typeof SitemapQuerySchema>;
export type PropertyResponse = Static<typeof PropertyResponseSchema>;
export type AvailabilityQuery = Static<typeof AvailabilityQuerySchema>;
export type BookedRange = Static<typeof BookedRangeSchema>;
export type Availability = Static<typeof AvailabilitySchema>;
export type AvailabilityResponse = Static<typeof AvailabilityResponseSchema>;
export type BookingRequest = Static<typeof BookingRequestSchema>;
export type BookingHost = Static<typeof BookingHostSchema>;
export type BookingPlace = Static<typeof BookingPlaceSchema>;
export type Booking = Static<typeof BookingSchema>;
export type BookingResponse = Static<typeof BookingResponseSchema>;
export type BookingNotificationRequest = Static<typeof BookingNotificationRequestSchema>;
export type BookingNotificationResponse = Static<typeof BookingNotificationResponseSchema>;
export type ContactInquiry = Static<typeof ContactInquirySchema>;
export type ContactInquiryResponse = Static<typeof ContactInquiryResponseSchema>;
export type RemoteFailureReport = Static<typeof RemoteFailureReportSchema>;
export type RemoteLoadReport = Static<typeof RemoteLoadReportSchema>;
export type SiteStats = Static<typeof SiteStatsSchema>;
export type WpPost = Static<typeof WpPostSchema>;
export type WpPostListQuery = Static<typeof WpPostListQuerySchema>;
export type WpPostQuery = Static<typeof WpPostQuerySchema>;

// The schema and the hand-written error interface must not drift.
type Assert<T extends true> = T;
type Mutual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type _ErrorMatchesContract = Assert<Mutual<ApiError, ApiErrorBody>>;
