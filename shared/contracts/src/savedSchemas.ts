/**
 * The wire contract of saved stays and shared lists (TypeBox, API only; `contracts/saved-schemas`),
 * checked against the browser-safe types in `saved.ts`.
 */
import { Type, type Static } from '@sinclair/typebox';
import { fieldLimits } from './api';
import { SAVED_LIST_CODE_PATTERN, SAVED_LIST_MAX, savedMessages, type SavedList } from './saved';
import { Nullable, PropertySchema, Text } from './schemas';

const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

export const SavedListRequestSchema = Type.Object(
  {
    propertyIds: Type.Array(Type.String({ pattern: UUID_PATTERN, errorMessage: savedMessages.badIds }), {
      minItems: 1,
      maxItems: SAVED_LIST_MAX,
      uniqueItems: true,
    }),
  },
  { additionalProperties: false },
);

export const SavedListParamsSchema = Type.Object({
  code: Type.String({ pattern: SAVED_LIST_CODE_PATTERN, errorMessage: savedMessages.listNotFound }),
});

const SavedListSchema = Type.Object({ code: Type.String(), propertyIds: Type.Array(Type.String()) });
export const SavedListResponseSchema = Type.Object({ data: SavedListSchema });

/** `?ids=` is comma-separated UUIDs: at most SAVED_LIST_MAX of them, each 36 characters, with commas. */
export const SavedStaysQuerySchema = Type.Object({
  ids: Text({ minLength: 1, maxLength: SAVED_LIST_MAX * 37 }),
  checkIn: Type.Optional(Text({ maxLength: fieldLimits.dateInput })),
  checkOut: Type.Optional(Text({ maxLength: fieldLimits.dateInput })),
});

const SavedStaySchema = Type.Object({ property: PropertySchema, available: Nullable(Type.Boolean()) });
export const SavedStaysResponseSchema = Type.Object({ data: Type.Array(SavedStaySchema) });

// The schemas and the browser's types must not drift.
type Assert<T extends true> = T;
type Mutual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type _SavedListMatches = Assert<Mutual<Static<typeof SavedListSchema>, SavedList>>;
export type SavedStaysResponse = Static<typeof SavedStaysResponseSchema>;
