/**
 * The host endpoints' wire contract (TypeBox, API only), built from the rules in `hosts.ts` that the
 * host area's forms check with. Every answer is serialised through these schemas, so a field not
 * declared here (a password hash, a session token) can never reach a client.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { MAX_GUESTS } from './api';
import {
  LISTING_MAX_GUESTS,
  LISTING_MAX_PHOTOS,
  LISTING_MAX_ROOMS,
  LISTING_PIN_BOUNDS,
  hostFieldLimits,
  identityDocumentTypes,
  identityStatuses,
  listingStatuses,
  listingTextRules,
  loginRules,
  profileRules,
  registerRules,
  resetConfirmRules,
  resetRequestRules,
} from './hosts';
import { HOUSE_RULES_MAX_LENGTH, LISTING_TIME_PATTERN, MIN_NIGHTS_LIMITS, listingRuleMessages } from './listingRules';
import { propertyTypes } from './propertyTypes';
import { FiniteNumber, HouseRulesSchema, Nullable, PhotoSchema, StringEnum, Text, WholeNumber } from './schemas';

export const HostAccountSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  emailVerified: Type.Boolean(),
  avatar: Nullable(Type.String()),
  bio: Type.String(),
  languages: Type.Array(Type.String()),
});

export const HostSessionSchema = Type.Object({ host: HostAccountSchema, csrfToken: Type.String() });
export const HostSessionResponseSchema = Type.Object({ data: HostSessionSchema });
/** `GET /api/hosts/session`: the session, or null when nobody is signed in. */
export const HostSessionOrNobodySchema = Type.Object({ data: Nullable(HostSessionSchema) });
export const HostAccountResponseSchema = Type.Object({ data: HostAccountSchema });

export const RegisterRequestSchema = Type.Object({
  name: Text(registerRules.fields.name),
  email: Text(registerRules.fields.email),
  // Checked in the route (length, then the common-password list) for one message each.
  password: Type.String({ maxLength: hostFieldLimits.password }),
  phone: Text(registerRules.fields.phone),
});

export const LoginRequestSchema = Type.Object({
  email: Text(loginRules.fields.email),
  password: Type.String(loginRules.fields.password),
});

export const TokenRequestSchema = Type.Object({ token: Text({ maxLength: hostFieldLimits.token }) });
export const ResetRequestSchema = Type.Object({ email: Text(resetRequestRules.fields.email) });
export const ResetConfirmSchema = Type.Object({
  token: Text(resetConfirmRules.fields.token),
  password: Type.String({ maxLength: hostFieldLimits.password }),
});

/**
 * A value or null, for a request: `const: null` rather than `type: 'null'`, which the validator's
 * coercion would satisfy by turning 0 or '' into null (a guests count of 0 would clear the field);
 * and first, since the value's own branch would coerce a null into 0 or '' (a cleared map pin).
 */
const OrNull = <T extends TSchema>(schema: T) => Type.Union([Type.Unsafe<null>({ const: null }), schema]);
const Languages = Type.Array(Text({ minLength: 1, maxLength: hostFieldLimits.language }), {
  maxItems: hostFieldLimits.languages,
});

export const ProfilePatchSchema = Type.Object(
  {
    name: Type.Optional(Text({ ...profileRules.fields.name, minLength: 1 })),
    phone: Type.Optional(Text(profileRules.fields.phone)),
    bio: Type.Optional(Text(profileRules.fields.bio)),
    languages: Type.Optional(Languages),
    avatar: Type.Optional(OrNull(Text({ maxLength: 64 }))),
  },
  { additionalProperties: false },
);

const ListingTime = Type.String({ pattern: LISTING_TIME_PATTERN, errorMessage: listingRuleMessages.time });

const Count = (maximum: number, minimum = 0) => OrNull(WholeNumber({ minimum, maximum }));

/** Any listing fields (a draft may leave each blank); `photos` the ordered ids to keep, `captions` their captions. */
export const ListingPatchSchema = Type.Object(
  {
    type: Type.Optional(OrNull(StringEnum(propertyTypes))),
    title: Type.Optional(OrNull(Text(listingTextRules.fields.title))),
    description: Type.Optional(OrNull(Text(listingTextRules.fields.description))),
    county: Type.Optional(OrNull(Text(listingTextRules.fields.county))),
    city: Type.Optional(OrNull(Text(listingTextRules.fields.city))),
    area: Type.Optional(OrNull(Text(listingTextRules.fields.area))),
    address: Type.Optional(OrNull(Text(listingTextRules.fields.address))),
    traNumber: Type.Optional(OrNull(Text(listingTextRules.fields.traNumber))),
    lat: Type.Optional(
      OrNull(FiniteNumber({ minimum: LISTING_PIN_BOUNDS.lat.min, maximum: LISTING_PIN_BOUNDS.lat.max })),
    ),
    lng: Type.Optional(
      OrNull(FiniteNumber({ minimum: LISTING_PIN_BOUNDS.lng.min, maximum: LISTING_PIN_BOUNDS.lng.max })),
    ),
    guests: Type.Optional(Count(Math.min(LISTING_MAX_GUESTS, MAX_GUESTS), 1)),
    beds: Type.Optional(Count(LISTING_MAX_ROOMS)),
    baths: Type.Optional(Count(LISTING_MAX_ROOMS)),
    amenities: Type.Optional(
      Type.Array(Text({ minLength: 1, maxLength: hostFieldLimits.amenity }), { maxItems: hostFieldLimits.amenities }),
    ),
    // Whole KSh; the range is checked in the route for its own message.
    price: Type.Optional(OrNull(WholeNumber({ minimum: 0 }))),
    photos: Type.Optional(Type.Array(Text({ maxLength: 64 }), { maxItems: LISTING_MAX_PHOTOS })),
    // The listing's rules (listingRules.ts); they have defaults, so none of them is cleared by null.
    checkInTime: Type.Optional(ListingTime),
    checkOutTime: Type.Optional(ListingTime),
    minNights: Type.Optional(WholeNumber({ minimum: MIN_NIGHTS_LIMITS.min, maximum: MIN_NIGHTS_LIMITS.max })),
    houseRules: Type.Optional(
      Type.Object(
        {
          smoking: Type.Boolean(),
          parties: Type.Boolean(),
          pets: Type.Boolean(),
          notes: Text({ maxLength: HOUSE_RULES_MAX_LENGTH, errorMessage: listingRuleMessages.houseRulesTooLong }),
        },
        { additionalProperties: false },
      ),
    ),
    // Each photo's caption by id (blank removes one); a caption is shown at once, no review.
    captions: Type.Optional(
      Type.Array(
        Type.Object(
          { id: Text({ maxLength: 64 }), caption: Text({ maxLength: hostFieldLimits.photoCaption }) },
          { additionalProperties: false },
        ),
        { maxItems: LISTING_MAX_PHOTOS },
      ),
    ),
  },
  { additionalProperties: false },
);

export const ListingPhotoSchema = Type.Composite([Type.Object({ id: Type.String() }), PhotoSchema]);

export const HostListingSchema = Type.Object({
  id: Type.String(),
  status: StringEnum(listingStatuses),
  type: Nullable(StringEnum(propertyTypes)),
  title: Nullable(Type.String()),
  description: Nullable(Type.String()),
  county: Nullable(Type.String()),
  city: Nullable(Type.String()),
  area: Nullable(Type.String()),
  address: Nullable(Type.String()),
  lat: Nullable(Type.Number()),
  lng: Nullable(Type.Number()),
  guests: Nullable(Type.Integer()),
  beds: Nullable(Type.Integer()),
  baths: Nullable(Type.Integer()),
  amenities: Type.Array(Type.String()),
  price: Nullable(Type.Integer()),
  traNumber: Nullable(Type.String()),
  checkInTime: Type.String(),
  checkOutTime: Type.String(),
  minNights: Type.Integer(),
  houseRules: HouseRulesSchema,
  photos: Type.Array(ListingPhotoSchema),
  missing: Type.Array(Type.String()),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  publishedAt: Nullable(Type.String()),
  rejectionReason: Nullable(Type.String()),
  changesInReview: Type.Boolean(),
  changesRejectionReason: Nullable(Type.String()),
});
export const HostListingResponseSchema = Type.Object({ data: HostListingSchema });
export const HostListingListResponseSchema = Type.Object({ data: Type.Array(HostListingSchema) });
export const ListingParamsSchema = Type.Object({ id: Type.String({ maxLength: 64 }) });
export const PhotoResponseSchema = Type.Object({ data: ListingPhotoSchema });
export const UploadQuerySchema = Type.Object(
  {
    listingId: Type.Optional(Text({ maxLength: 64 })),
    purpose: Type.Optional(StringEnum(['listing', 'avatar'] as const)),
  },
  { additionalProperties: false },
);

/** A host's identity check, as the host reads it (`GET`/`POST /api/hosts/identity`). */
export const HostIdentityResponseSchema = Type.Object({
  data: Type.Object({
    status: StringEnum(identityStatuses),
    documentType: Nullable(StringEnum(identityDocumentTypes)),
    submittedAt: Nullable(Type.String()),
    decidedAt: Nullable(Type.String()),
    rejectionReason: Nullable(Type.String()),
    filesDeletedBy: Nullable(Type.String()),
  }),
});

export type RegisterRequest = Static<typeof RegisterRequestSchema>;
export type LoginRequest = Static<typeof LoginRequestSchema>;
export type ProfilePatch = Static<typeof ProfilePatchSchema>;
export type ListingPatchRequest = Static<typeof ListingPatchSchema>;
export type UploadQuery = Static<typeof UploadQuerySchema>;
