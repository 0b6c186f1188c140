/**
 * Hosts: accounts, sessions and listings, as the API and the host area (content) agree on them.
 * Browser-safe and free of TypeBox (the schemas are `hostSchemas.ts`, API only). Loaded only by the
 * host area and the API (`shared/hosts`), so none of it is on a guest page's path.
 */
import { EMAIL_PATTERN, bookingErrorMessages, fieldLimits, phoneRule, type FieldRule } from './api';
import type { HouseRules } from './listingRules';
import { formatWhole } from './money';
import type { PropertyType } from './propertyTypes';
import type { RequestRules } from './requestRules';

// ---------------------------------------------------------------------------------------------
// Limits
// ---------------------------------------------------------------------------------------------

/** OWASP ASVS: at least 10 characters; long passphrases welcome. */
export const PASSWORD_MIN_LENGTH = 10;

export const hostFieldLimits = {
  name: fieldLimits.name,
  email: fieldLimits.email,
  password: 200,
  bio: 1000,
  language: 40,
  languages: 10,
  title: 80,
  description: 5000,
  county: 60,
  city: 60,
  area: 80,
  address: 160,
  traNumber: 40,
  amenity: 60,
  amenities: 40,
  token: 200,
  /** A photo's caption: a short line, shown to guests as its alt text and under it in the gallery. */
  photoCaption: 120,
} as const;

/** Whole KSh a night. SPEC §1's 2,500–12,000 is guidance shown to hosts, not a limit. */
export const LISTING_PRICE_MIN = 500;
export const LISTING_PRICE_MAX = 1_000_000;
/**
 * A listing's map pin lies in Kenya (with a margin at each border). The schema refuses any other
 * value, and the database's CHECK constraints (api migration 008) hold the same bounds.
 */
export const LISTING_PIN_BOUNDS = { lat: { min: -5, max: 5.5 }, lng: { min: 33.5, max: 42.5 } } as const;
export const LISTING_PRICE_GUIDANCE = { min: 2_500, max: 12_000 } as const;
export const LISTING_MAX_GUESTS = 50;
export const LISTING_MAX_ROOMS = 50;
/** Publishing needs at least this many photos; a listing holds at most the maximum. */
export const LISTING_MIN_PHOTOS = 3;
export const LISTING_MAX_PHOTOS = 30;

/** Uploads: JPEG, PNG or WebP, at most 15 MB and 40 megapixels. */
export const UPLOAD_MAX_BYTES = 15 * 1024 * 1024;
export const UPLOAD_MAX_PIXELS = 40_000_000;
/**
 * The smallest photo taken, upright, in pixels: a listing's fills the property page's gallery and a
 * guest's phone screen sharply (the size Airbnb asks for); an avatar shows at most 160 px across.
 */
export const PHOTO_MIN_SIZE = {
  listing: { long: 1024, short: 600 },
  avatar: { long: 200, short: 200 },
  /** An identity document or selfie: its name, photo and number must be readable to an operator. */
  identity: { long: 800, short: 480 },
} as const;
export const uploadTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Widths each photo is served at (never wider than the original). */
export const PHOTO_WIDTHS = [320, 640, 1024, 1600] as const;

/** Email verification and password reset links are good for this long. */
export const VERIFY_EMAIL_TTL_HOURS = 48;
export const PASSWORD_RESET_TTL_MINUTES = 60;
/** A session lasts this long since it was last used. */
export const SESSION_IDLE_DAYS = 30;

// ---------------------------------------------------------------------------------------------
// Messages
// ---------------------------------------------------------------------------------------------

export const hostMessages = {
  loginFailed: 'Email or password is incorrect',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordCommon: 'This password is too common. Choose one that is harder to guess.',
  passwordTooLong: `Password must be at most ${hostFieldLimits.password} characters`,
  signInRequired: 'Please sign in to continue',
  csrfRejected: 'This request did not come from the Makao site. Reload the page and try again.',
  tokenInvalid: 'This link is invalid or has expired. Ask for a new one.',
  emailNotVerified: 'Verify your email address before publishing. Check your inbox for the link.',
  listingNotFound: 'Listing not found',
  listingIncomplete: 'Finish these before publishing',
  tooManyPhotos: `A listing can have at most ${LISTING_MAX_PHOTOS} photos`,
  photoTooLarge: 'This photo is larger than 15 MB. Choose a smaller one.',
  photoTooManyPixels: 'This photo is larger than 40 megapixels. Choose a smaller one.',
  photoTooSmall: (purpose: keyof typeof PHOTO_MIN_SIZE, got?: { width: number; height: number }) =>
    (got ? `This photo is ${got.width} × ${got.height} pixels. ` : '') +
    (purpose === 'identity'
      ? `This photo is too small to read: choose one at least ${PHOTO_MIN_SIZE.identity.long} pixels on its long side and ${PHOTO_MIN_SIZE.identity.short} on its short side.`
      : purpose === 'listing'
        ? `This photo is too small for guests to see well: choose one at least ${PHOTO_MIN_SIZE.listing.long} pixels on its long side and ${PHOTO_MIN_SIZE.listing.short} on its short side.`
        : `This photo is too small: choose one at least ${PHOTO_MIN_SIZE.avatar.short} pixels on each side.`),
  photoType: 'Upload a JPEG, PNG or WebP photo.',
  photoHeic: 'HEIC photos are not supported. Export the photo as JPEG and upload it again.',
  photoUnreadable: 'This file is not a photo we can read. Upload a JPEG, PNG or WebP photo.',
  traNumber:
    'Enter the registration number on your TRA certificate: 4 to 40 letters and digits, with "/" or "-" between them',
  priceOutOfRange: `Price must be a whole number of KSh between ${formatWhole(LISTING_PRICE_MIN)} and ${formatWhole(LISTING_PRICE_MAX)}`,
  resetSent: 'If an account uses this email, we have sent a link to reset its password.',
  signUpSent: 'We have sent you an email to finish creating your account.',
} as const;

// ---------------------------------------------------------------------------------------------
// Request rules (the forms check with `checkRequest`; the schemas are built from them)
// ---------------------------------------------------------------------------------------------

const passwordRule = {
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: hostFieldLimits.password,
  errorMessage: hostMessages.passwordTooShort,
} as const satisfies FieldRule;

const hostEmailRule = {
  maxLength: hostFieldLimits.email,
  pattern: EMAIL_PATTERN,
  errorMessage: bookingErrorMessages.invalidEmail,
} as const satisfies FieldRule;

export const registerRules = {
  required: ['name', 'email', 'password', 'phone'],
  fields: { name: { maxLength: hostFieldLimits.name }, email: hostEmailRule, password: passwordRule, phone: phoneRule },
} as const satisfies RequestRules<'name' | 'email' | 'password' | 'phone'>;

/** Sign-in checks only that both are given: any other rule would tell which accounts exist. */
export const loginRules = {
  required: ['email', 'password'],
  fields: { email: { maxLength: hostFieldLimits.email }, password: { maxLength: hostFieldLimits.password } },
} as const satisfies RequestRules<'email' | 'password'>;

export const resetRequestRules = {
  required: ['email'],
  fields: { email: hostEmailRule },
} as const satisfies RequestRules<'email'>;

export const resetConfirmRules = {
  required: ['token', 'password'],
  fields: { token: { maxLength: hostFieldLimits.token }, password: passwordRule },
} as const satisfies RequestRules<'token' | 'password'>;

export const profileRules = {
  required: ['name', 'phone'],
  fields: { name: { maxLength: hostFieldLimits.name }, phone: phoneRule, bio: { maxLength: hostFieldLimits.bio } },
} as const satisfies RequestRules<'name' | 'phone' | 'bio'>;

/** Text fields of a listing; a draft may leave any of them blank. */
export const listingTextRules = {
  required: [],
  fields: {
    title: { maxLength: hostFieldLimits.title },
    description: { maxLength: hostFieldLimits.description },
    county: { maxLength: hostFieldLimits.county },
    city: { maxLength: hostFieldLimits.city },
    area: { maxLength: hostFieldLimits.area },
    address: { maxLength: hostFieldLimits.address },
    /**
     * The Tourism Regulatory Authority's registration of the rental (required of every short-term
     * rental in Kenya since January 2024); the operations team checks it before the listing goes live.
     */
    traNumber: {
      minLength: 4,
      maxLength: hostFieldLimits.traNumber,
      pattern: '^[A-Za-z0-9]+([/-][A-Za-z0-9]+)*$',
      errorMessage: hostMessages.traNumber,
    },
  },
} as const satisfies RequestRules<'title' | 'description' | 'county' | 'city' | 'area' | 'address' | 'traNumber'>;

// ---------------------------------------------------------------------------------------------
// Wire types
// ---------------------------------------------------------------------------------------------

/** The signed-in host, as they see themselves (their own email and phone included). */
export interface HostAccount {
  id: string;
  name: string;
  email: string;
  phone: string;
  emailVerified: boolean;
  avatar: string | null;
  bio: string;
  languages: string[];
}

/** `GET /api/hosts/session`, and the answer to register and login. */
export interface HostSession {
  host: HostAccount;
  /** Sent back in the `X-CSRF-Token` header of every state-changing host request. */
  csrfToken: string;
}

/**
 * A listing's life: a draft until the host publishes it; the first time, `in_review` until an
 * operator approves it (`published`) or sends it back (`rejected`, with a reason the host reads);
 * once approved, `published` and `unpublished` at the host's will. The operations team may suspend a
 * listing in any status (`suspended`, restored to what it was on undo). Guests see `published` only.
 */
export const listingStatuses = ['draft', 'in_review', 'rejected', 'published', 'unpublished', 'suspended'] as const;
export type ListingStatus = (typeof listingStatuses)[number];

export const listingStatusLabels: Record<ListingStatus, string> = {
  draft: 'Draft',
  in_review: 'In review',
  rejected: 'Changes needed',
  published: 'Published',
  unpublished: 'Unpublished',
  suspended: 'Suspended',
};

/** One uploaded photo: `url` is the 1024 px file (or the widest below it), `srcset` every width. */
export interface ListingPhoto {
  id: string;
  url: string;
  srcset: string;
  width: number;
  height: number;
  /** The host's caption (at most hostFieldLimits.photoCaption characters); absent when none. */
  caption?: string;
}

/** What a host edits; every field may be blank (null) while the listing is a draft. */
export interface ListingFields {
  type: PropertyType | null;
  title: string | null;
  description: string | null;
  county: string | null;
  city: string | null;
  area: string | null;
  address: string | null;
  /** The map pin; guests see the exact pin only after booking (SPEC §2). */
  lat: number | null;
  lng: number | null;
  guests: number | null;
  beds: number | null;
  baths: number | null;
  amenities: string[];
  /** Whole KSh a night. */
  price: number | null;
  /** The TRA registration number (`listingTextRules.fields.traNumber`); private to the operations team. */
  traNumber: string | null;
  /** The listing's rules (listingRules.ts): HH:MM Nairobi time; never blank (they have defaults). */
  checkInTime: string;
  checkOutTime: string;
  /** The shortest stay a guest may book, in nights (MIN_NIGHTS_LIMITS). */
  minNights: number;
  houseRules: HouseRules;
}

export type ListingField = keyof ListingFields | 'photos';

/** The fields a published listing needs, in journey order (`missing` lists those not yet given). */
export const publishRequiredFields = [
  'type',
  'county',
  'city',
  'address',
  'traNumber',
  'guests',
  'beds',
  'baths',
  'photos',
  'title',
  'description',
  'price',
] as const satisfies readonly ListingField[];

export const listingFieldLabels: Record<ListingField, string> = {
  type: 'Property type',
  title: 'Title',
  description: 'Description',
  county: 'County',
  city: 'City or town',
  area: 'Area',
  address: 'Street address',
  traNumber: 'TRA registration number',
  lat: 'Map pin latitude',
  lng: 'Map pin longitude',
  guests: 'Guests',
  beds: 'Bedrooms',
  baths: 'Bathrooms',
  amenities: 'Amenities',
  price: 'Nightly price',
  checkInTime: 'Check-in from',
  checkOutTime: 'Check-out by',
  minNights: 'Minimum stay (nights)',
  houseRules: 'House rules',
  photos: `At least ${LISTING_MIN_PHOTOS} photos`,
};

export interface HostListing extends ListingFields {
  id: string;
  status: ListingStatus;
  /** In order; the first is the cover. */
  photos: ListingPhoto[];
  /** What publishing still needs (empty when it can be published). */
  missing: ListingField[];
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  /** Why the operations team sent the listing back (`rejected`); null otherwise. */
  rejectionReason: string | null;
  /**
   * A live listing's changes to where it is or to its photos wait for the operations team: the
   * fields above show them as the host made them, guests still see the approved version.
   */
  changesInReview: boolean;
  /** Why the team did not take the last such changes (they were discarded); null otherwise. */
  changesRejectionReason: string | null;
}

/**
 * `PATCH /api/hosts/listings/:id`: any fields, `photos` as the ordered ids to keep, and `captions`
 * by photo id (a blank caption removes one; captions reach guests at once, without review).
 */
export type ListingPatch = Partial<ListingFields> & {
  photos?: string[];
  captions?: { id: string; caption: string }[];
};

/** The profile a host edits (what guests see in "Meet your host", and the private phone). */
export interface HostProfilePatch {
  name?: string;
  phone?: string;
  bio?: string;
  languages?: string[];
  /** An uploaded photo's id, or null to remove the avatar. */
  avatar?: string | null;
}

// ---------------------------------------------------------------------------------------------
// Choices shown in the journey
// ---------------------------------------------------------------------------------------------

/** Kenya's 47 counties (the listing's county is one of them). */
export const kenyaCounties = [
  'Baringo', 'Bomet', 'Bungoma', 'Busia', 'Elgeyo-Marakwet', 'Embu', 'Garissa', 'Homa Bay', 'Isiolo',
  'Kajiado', 'Kakamega', 'Kericho', 'Kiambu', 'Kilifi', 'Kirinyaga', 'Kisii', 'Kisumu', 'Kitui', 'Kwale',
  'Laikipia', 'Lamu', 'Machakos', 'Makueni', 'Mandera', 'Marsabit', 'Meru', 'Migori', 'Mombasa',
  "Murang'a", 'Nairobi', 'Nakuru', 'Nandi', 'Narok', 'Nyamira', 'Nyandarua', 'Nyeri', 'Samburu', 'Siaya',
  'Taita-Taveta', 'Tana River', 'Tharaka-Nithi', 'Trans Nzoia', 'Turkana', 'Uasin Gishu', 'Vihiga', 'Wajir',
  'West Pokot',
] as const; // prettier-ignore

/**
 * Amenities offered as choices in remotes built before `amenityChoices` (unchanged for them; the
 * host wizard now offers `amenityChoices`).
 */
export const suggestedAmenities = [
  'Wi-Fi', 'Kitchen', 'Parking', 'Hot water', 'Smart TV', 'Workspace', 'Washing machine', 'Air conditioning',
  'Ceiling fans', 'Swimming pool', 'Garden', 'Balcony', 'Gym', 'Elevator', '24/7 security', 'Backup generator',
  'Housekeeping', 'Breakfast included', 'Airport transfer', 'Beach access', 'Ocean view', 'Game drives',
  'Meals included', 'Solar power',
] as const; // prettier-ignore

/**
 * The amenities the host wizard offers as choices (a host may add their own). The first six are the
 * listing's filters, spelled as `filterAmenities` names them, so a host's choice is what a guest's
 * filter finds.
 */
export const amenityChoices = [
  'Wi-Fi', 'Backup generator', 'Water tank', 'Parking', 'Security guard', 'Swimming pool', 'Kitchen',
  'Hot water', 'Smart TV', 'Workspace', 'Washing machine', 'Air conditioning', 'Ceiling fans', 'Garden',
  'Balcony', 'Gym', 'Elevator', 'Housekeeping', 'Breakfast included', 'Airport transfer', 'Beach access',
  'Ocean view', 'Game drives', 'Meals included', 'Solar power',
] as const; // prettier-ignore

// ---------------------------------------------------------------------------------------------
// Routes (the calls and the CSRF header are `contracts/host-api`; named here too because remotes
// built on 3.x read them from this entry: they leave it at the next major version)
// ---------------------------------------------------------------------------------------------

export { CSRF_HEADER, hostApi } from './hostApi';

/** The host area's routes (content owns them; the shell routes `/hosting/*` to content). */
export const hostingPaths = {
  dashboard: '/hosting',
  signup: '/hosting/signup',
  login: '/hosting/login',
  resetPassword: '/hosting/reset-password',
  verifyEmail: '/hosting/verify-email',
  listings: '/hosting/listings',
  newListing: '/hosting/listings/new',
  listing: (id: string) => `/hosting/listings/${encodeURIComponent(id)}`,
  profile: '/hosting/profile',
  identity: '/hosting/identity',
} as const;

// ---------------------------------------------------------------------------------------------
// Identity checks: a host shows the operations team who they are (a "Verified" listing needs it)
// ---------------------------------------------------------------------------------------------

/** The documents a host can show: a Kenyan national ID card or a passport. */
export const identityDocumentTypes = ['national-id', 'passport'] as const;
export type IdentityDocumentType = (typeof identityDocumentTypes)[number];
export const identityDocumentLabels: Record<IdentityDocumentType, string> = {
  'national-id': 'National ID card',
  passport: 'Passport',
};

/** The photos of a check are deleted this many days after the operator's decision (`contracts`). */
export { IDENTITY_RETENTION_DAYS } from './api';

/** `none` until the host sends a check; then the operators' decision on the latest one. */
export const identityStatuses = ['none', 'pending', 'verified', 'rejected'] as const;
export type IdentityStatus = (typeof identityStatuses)[number];

/** `GET /api/hosts/identity` (and the answer to sending one): the host's latest check. */
export interface HostIdentity {
  status: IdentityStatus;
  documentType: IdentityDocumentType | null;
  submittedAt: string | null;
  decidedAt: string | null;
  /** Why the operators could not verify it (a `rejected` check), for the host to act on. */
  rejectionReason: string | null;
  /** When the photos are (or were) deleted: set once decided. */
  filesDeletedBy: string | null;
}

/** What a live listing's host reads of the changes the team checks again (a new place, pin or photo). */
export const listingChangesMessages = {
  inReview:
    'our team is checking the new place or photos. Guests see the listing as it was until then; we email you when they are live.',
  liveNote:
    'This listing is live. New text, prices and amenities show on its page at once; a new address, map pin or photo shows once our team has checked it.',
} as const;

export const identityMessages = {
  documentMissing: 'Add a photo of your ID card or passport',
  selfieMissing: 'Add a photo of yourself',
  documentTypeMissing: 'Choose the document you are showing',
  alreadyPending: 'Your identity check is already with our team. We will email you when it is done.',
  alreadyVerified: 'Your identity is already verified.',
  sent: 'Thank you. Our team checks your photos, usually within two working days, and emails you when it is done.',
} as const;
