/**
 * The host calendar endpoints' wire contract (TypeBox, API only; `contracts/calendar-schemas`), checked
 * against the browser-safe types in `calendar.ts` the host area uses.
 */
import { Type, type Static } from '@sinclair/typebox';
import {
  CALENDAR_IMPORT_URL_MAX,
  calendarBlockSources,
  type CalendarImport,
  type HostCalendar,
  type CalendarBlock,
} from './calendar';
import { Nullable, StringEnum, Text } from './schemas';

const DateText = Text({ maxLength: 10 });

export const CalendarBlockSchema = Type.Object({
  id: Type.String(),
  checkIn: Type.String(),
  checkOut: Type.String(),
  source: StringEnum(calendarBlockSources),
  createdAt: Type.String(),
});

export const CalendarBookingSchema = Type.Object({
  reference: Type.String(),
  status: StringEnum(['requested', 'confirmed', 'completed'] as const),
  checkIn: Type.String(),
  checkOut: Type.String(),
});

export const CalendarImportSchema = Type.Object({
  url: Nullable(Type.String()),
  lastSyncAt: Nullable(Type.String()),
  lastError: Nullable(Type.String()),
  imported: Type.Integer(),
  skipped: Type.Integer(),
});

export const HostCalendarSchema = Type.Object({
  from: Type.String(),
  to: Type.String(),
  blocks: Type.Array(CalendarBlockSchema),
  bookings: Type.Array(CalendarBookingSchema),
  exportUrl: Type.String(),
  import: CalendarImportSchema,
});

export const HostCalendarResponseSchema = Type.Object({ data: HostCalendarSchema });
export const CalendarBlockResponseSchema = Type.Object({ data: CalendarBlockSchema });
export const CalendarImportResponseSchema = Type.Object({ data: CalendarImportSchema });

export const CalendarQuerySchema = Type.Object({
  from: Type.Optional(DateText),
  to: Type.Optional(DateText),
});
export const BlockRequestSchema = Type.Object({ checkIn: DateText, checkOut: DateText });
export const BlockParamsSchema = Type.Object({
  id: Type.String({ maxLength: 64 }),
  blockId: Type.String({ maxLength: 64 }),
});
export const CalendarImportRequestSchema = Type.Object({
  url: Nullable(Text({ maxLength: CALENDAR_IMPORT_URL_MAX })),
});
export const CalendarExportParamsSchema = Type.Object({
  propertyId: Type.String({ maxLength: 64 }),
  token: Type.String({ maxLength: 100 }),
});

export type CalendarQuery = Static<typeof CalendarQuerySchema>;

type Mutual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type _CalendarMatchesContract = Assert<Mutual<Static<typeof HostCalendarSchema>, HostCalendar>>;
export type _BlockMatchesContract = Assert<Mutual<Static<typeof CalendarBlockSchema>, CalendarBlock>>;
export type _ImportMatchesContract = Assert<Mutual<Static<typeof CalendarImportSchema>, CalendarImport>>;
