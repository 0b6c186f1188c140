/**
 * The wire contract of reports and suspensions (TypeBox, API only; `contracts/moderation-schemas`),
 * checked against the browser-safe types in `moderation.ts`.
 */
import { Type, type Static } from '@sinclair/typebox';
import { emailRule } from './api';
import {
  REPORT_TEXT_MAX,
  listingReportReasons,
  moderationMessages,
  opsReportKinds,
  type ListingReportRequest,
  type OpsListingSummary,
  type OpsReasonRequest,
  type OpsReport,
  type OpsSuspension,
} from './moderation';
import { OpsAuditResponseSchema } from './opsSchemas';
import { Nullable, StringEnum, Text } from './schemas';

export const ListingReportRequestSchema = Type.Object(
  {
    reason: StringEnum(listingReportReasons),
    text: Type.Optional(Text({ maxLength: REPORT_TEXT_MAX })),
    email: Type.Optional(Text(emailRule)),
  },
  { additionalProperties: false },
);

export const OpsReasonRequestSchema = Type.Object({
  reason: Text({ minLength: 1, maxLength: REPORT_TEXT_MAX, errorMessage: moderationMessages.operatorReason }),
});

export const OpsReportParamsSchema = Type.Object({
  kind: StringEnum(opsReportKinds),
  id: Type.String({ maxLength: 64 }),
});
export const OpsHostParamsSchema = Type.Object({ id: Type.String({ maxLength: 64 }) });
export const OpsListingSearchQuerySchema = Type.Object({ q: Text({ minLength: 1, maxLength: 200 }) });

const OpsListingSummarySchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  status: Type.String(),
  city: Type.String(),
  county: Type.String(),
  suspension: Nullable(Type.Object({ reason: Type.String(), at: Type.String(), withHost: Type.Boolean() })),
  host: Nullable(
    Type.Object({ id: Type.String(), name: Type.String(), email: Nullable(Type.String()), suspended: Type.Boolean() }),
  ),
  openReports: Type.Integer(),
});
export const OpsListingSearchResponseSchema = Type.Object({ data: Type.Array(OpsListingSummarySchema) });

const OpsReportSchema = Type.Object({
  kind: StringEnum(opsReportKinds),
  id: Type.String(),
  reason: Type.String(),
  text: Type.String(),
  reporter: Type.String(),
  reporterEmail: Nullable(Type.String()),
  createdAt: Type.String(),
  listing: OpsListingSummarySchema,
  review: Nullable(
    Type.Object({
      id: Type.String(),
      author: Type.String(),
      rating: Type.Integer(),
      body: Type.String(),
      publishedAt: Nullable(Type.String()),
    }),
  ),
  history: Type.Object({ resolvedReports: Type.Integer(), audit: OpsAuditResponseSchema.properties.data }),
});
export const OpsReportsResponseSchema = Type.Object({ data: Type.Array(OpsReportSchema) });

const OpsSuspensionSchema = Type.Object({
  id: Type.String(),
  status: Type.String(),
  cancelledBookings: Type.Array(Type.String()),
  listings: Type.Optional(Type.Array(Type.String())),
});
export const OpsSuspensionResponseSchema = Type.Object({ data: OpsSuspensionSchema });

type Mutual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type _ListingReportMatches = Assert<Mutual<Static<typeof ListingReportRequestSchema>, ListingReportRequest>>;
export type _OpsReasonMatches = Assert<Mutual<Static<typeof OpsReasonRequestSchema>, OpsReasonRequest>>;
export type _OpsListingSummaryMatches = Assert<Mutual<Static<typeof OpsListingSummarySchema>, OpsListingSummary>>;
export type _OpsReportMatches = Assert<Mutual<Static<typeof OpsReportSchema>, OpsReport>>;
export type _OpsSuspensionMatches = Assert<Mutual<Static<typeof OpsSuspensionSchema>, OpsSuspension>>;
