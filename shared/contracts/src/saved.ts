/**
 * Saved stays (no account: SPEC §6 has no sign-in): the guest's list lives on their browser, and a
 * share link carries a copy of it to another phone as a short code the API keeps
 * (`POST /api/saved-lists`). Browser-safe; the wire schemas are `savedSchemas.ts` (API only).
 */
import type { Property } from './property';

/** The most stays one shared list holds (and one saved-stays read answers for). */
export const SAVED_LIST_MAX = 50;
/** Shared lists one client may make an hour. */
export const SAVED_LISTS_PER_HOUR = 20;
/** A shared list's code: this many letters and digits (about 47 bits), easy to read in a message. */
export const SAVED_LIST_CODE_LENGTH = 8;
export const SAVED_LIST_CODE_PATTERN = `^[A-Za-z0-9]{${SAVED_LIST_CODE_LENGTH}}$`;

export const savedMessages = {
  listNotFound: 'This shared list does not exist. Ask for the link again.',
  tooManyStays: `A shared list holds at most ${SAVED_LIST_MAX} stays`,
  noneListed: 'None of these stays is on Makao any more, so there is nothing to share',
  badIds: 'Stays are named by their ids, comma-separated',
} as const;

const part = encodeURIComponent;

/** The saved stays' endpoints (api/src/routes/saved). */
export const savedApi = {
  /** `?ids=a,b,c[&checkIn&checkOut]`: the published ones among them, each free for those dates or not. */
  stays: '/api/saved-stays',
  /** POST `{ propertyIds }` → a code; GET `lists(code)` → the ids. */
  lists: '/api/saved-lists',
  list: (code: string) => `/api/saved-lists/${part(code)}`,
} as const;

/** A shared list, as the API keeps it. */
export interface SavedList {
  code: string;
  propertyIds: string[];
}

/** One saved stay as `GET /api/saved-stays` answers it: `available` is null when no dates were asked. */
export interface SavedStay {
  property: Property;
  available: boolean | null;
}
