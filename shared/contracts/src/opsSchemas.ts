/**
 * The console's wire contract (TypeBox, API only; `contracts/ops-schemas`), checked against the
 * browser-safe types in `ops.ts`.
 */
import { Type, type Static } from '@sinclair/typebox';
import { fieldLimits } from './rules';
import { Nullable, StringEnum, Text } from './schemas';
import {
  OPS_CODE_DIGITS,
  REJECTION_REASON_MAX,
  identityFileSides,
  opsMessages,
  type OpsAuditEntry,
  type OpsCodeRequest,
  type OpsFailedMail,
  type OpsIdentityCheck,
  type OpsListingBooking,
  type OpsListingReview,
  type OpsLoginRequest,
  type OpsResentMail,
  type OpsSession,
  type OpsSetup,
  type OpsSetupRequest,
} from './ops';

const Code = Type.String({ maxLength: 12, errorMessage: opsMessages.codeFormat });
const Password = Type.String({ minLength: 1, maxLength: 200 });

export const OpsLoginRequestSchema = Type.Object({
  email: Text({ minLength: 3, maxLength: fieldLimits.email }),
  password: Password,
});
export const OpsCodeRequestSchema = Type.Object({ code: Code });
export const OpsSetupRequestSchema = Type.Object({
  token: Text({ minLength: 1, maxLength: 100 }),
  password: Password,
  code: Code,
});
export const OpsSetupQuerySchema = Type.Object({ token: Text({ minLength: 1, maxLength: 100 }) });

export const OpsSessionSchema = Type.Object({
  email: Type.String(),
  name: Type.String(),
  secondFactor: Type.Boolean(),
  csrfToken: Type.String(),
  expiresAt: Type.String(),
});
export const OpsSessionOrNobodySchema = Type.Object({ data: Nullable(OpsSessionSchema) });
export const OpsSessionResponseSchema = Type.Object({ data: OpsSessionSchema });
export const OpsSetupResponseSchema = Type.Object({
  data: Type.Object({
    email: Type.String(),
    name: Type.String(),
    otpauthUri: Type.String(),
    qrSvg: Type.String(),
    secret: Type.String(),
  }),
});

export const OpsAuditQuerySchema = Type.Object({
  subjectType: Type.Optional(Text({ minLength: 1, maxLength: 40 })),
  subjectId: Type.Optional(Text({ minLength: 1, maxLength: 100 })),
});
export const OpsAuditResponseSchema = Type.Object({
  data: Type.Array(
    Type.Object({
      id: Type.String(),
      actor: Type.String(),
      action: Type.String(),
      subjectType: Type.String(),
      subjectId: Type.String(),
      before: Type.Unknown(),
      after: Type.Unknown(),
      at: Type.String(),
    }),
  ),
});

export const OpsListingParamsSchema = Type.Object({ id: Type.String({ maxLength: 64 }) });
export const OpsRejectRequestSchema = Type.Object({
  reason: Text({ minLength: 1, maxLength: REJECTION_REASON_MAX, errorMessage: opsMessages.rejectReason }),
});
const OpsListingReviewSchema = Type.Object({
  id: Type.String(),
  kind: StringEnum(['listing', 'changes'] as const),
  live: Nullable(
    Type.Object({
      address: Type.String(),
      area: Type.String(),
      city: Type.String(),
      county: Type.String(),
      coordinates: Nullable(Type.Object({ lat: Type.Number(), lng: Type.Number() })),
      photos: Type.Array(Type.String()),
    }),
  ),
  title: Type.String(),
  type: Type.String(),
  price: Type.Integer(),
  description: Type.String(),
  address: Type.String(),
  area: Type.String(),
  city: Type.String(),
  county: Type.String(),
  coordinates: Nullable(Type.Object({ lat: Type.Number(), lng: Type.Number() })),
  guests: Type.Integer(),
  beds: Type.Integer(),
  baths: Type.Integer(),
  amenities: Type.Array(Type.String()),
  traNumber: Nullable(Type.String()),
  photos: Type.Array(Type.String()),
  host: Type.Object({
    name: Type.String(),
    email: Nullable(Type.String()),
    phone: Nullable(Type.String()),
    joinedAt: Type.String(),
  }),
  submittedAt: Type.String(),
});
export const OpsReviewQueueResponseSchema = Type.Object({ data: Type.Array(OpsListingReviewSchema) });
export const OpsDecisionResponseSchema = Type.Object({
  data: Type.Object({ id: Type.String(), status: Type.String() }),
});

export const OpsIdentityFileParamsSchema = Type.Object({
  id: Type.String({ maxLength: 64 }),
  side: StringEnum(identityFileSides),
});
const OpsIdentityCheckSchema = Type.Object({
  id: Type.String(),
  documentType: StringEnum(['national-id', 'passport'] as const),
  submittedAt: Type.String(),
  host: Type.Object({
    id: Type.String(),
    name: Type.String(),
    email: Nullable(Type.String()),
    phone: Nullable(Type.String()),
    joinedAt: Type.String(),
    listings: Type.Integer(),
  }),
});
export const OpsIdentityQueueResponseSchema = Type.Object({ data: Type.Array(OpsIdentityCheckSchema) });

const OpsFailedMailSchema = Type.Object({
  id: Type.String(),
  kind: Type.String(),
  to: Type.String(),
  subject: Type.String(),
  attempts: Type.Integer(),
  lastError: Nullable(Type.String()),
  createdAt: Type.String(),
  failedAt: Type.String(),
  resendable: Type.Boolean(),
});
export const OpsFailedMailResponseSchema = Type.Object({ data: Type.Array(OpsFailedMailSchema) });
const OpsResentMailSchema = Type.Object({ id: Type.String(), status: Type.Literal('queued') });
export const OpsResentMailResponseSchema = Type.Object({ data: OpsResentMailSchema });

const OpsListingBookingSchema = Type.Object({
  id: Type.String(),
  reference: Type.String(),
  guestFirstName: Type.String(),
  checkIn: Type.String(),
  checkOut: Type.String(),
  nights: Type.Integer(),
  guests: Type.Integer(),
  status: Type.String(),
  createdAt: Type.String(),
});
export const OpsListingBookingsResponseSchema = Type.Object({ data: Type.Array(OpsListingBookingSchema) });

/** How many digits a code has, for the route's own check (the schema takes any short text). */
export const opsCodePattern = new RegExp(`^\\d{${OPS_CODE_DIGITS}}$`);

type Mutual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type _OpsLoginMatches = Assert<Mutual<Static<typeof OpsLoginRequestSchema>, OpsLoginRequest>>;
export type _OpsCodeMatches = Assert<Mutual<Static<typeof OpsCodeRequestSchema>, OpsCodeRequest>>;
export type _OpsSetupRequestMatches = Assert<Mutual<Static<typeof OpsSetupRequestSchema>, OpsSetupRequest>>;
export type _OpsSessionMatches = Assert<Mutual<Static<typeof OpsSessionSchema>, OpsSession>>;
export type _OpsSetupMatches = Assert<Mutual<Static<typeof OpsSetupResponseSchema>['data'], OpsSetup>>;
export type _OpsAuditMatches = Assert<Mutual<Static<typeof OpsAuditResponseSchema>['data'][number], OpsAuditEntry>>;
export type _OpsListingReviewMatches = Assert<Mutual<Static<typeof OpsListingReviewSchema>, OpsListingReview>>;
export type _OpsIdentityCheckMatches = Assert<Mutual<Static<typeof OpsIdentityCheckSchema>, OpsIdentityCheck>>;
export type _OpsFailedMailMatches = Assert<Mutual<Static<typeof OpsFailedMailSchema>, OpsFailedMail>>;
export type _OpsResentMailMatches = Assert<Mutual<Static<typeof OpsResentMailSchema>, OpsResentMail>>;
export type _OpsListingBookingMatches = Assert<Mutual<Static<typeof OpsListingBookingSchema>, OpsListingBooking>>;
