import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { SAVED_LIST_MAX } from 'contracts/saved';

/** The key the detail page's Save kept its list under before the Saved page: the same list carries on. */
export const SAVED_STAYS_KEY = 'makao.savedProperties';

const json = createJSONStorage<string[]>(() =>
  typeof localStorage === 'undefined' ? (undefined as unknown as Storage) : localStorage,
);

/** What storage holds, read as a list of ids (anything else, or too many, is cut back). */
const savedStorage: typeof json = {
  ...json,
  getItem(key, initialValue) {
    const value: unknown = json.getItem(key, initialValue);
    return Array.isArray(value)
      ? [...new Set(value.filter((id): id is string => typeof id === 'string'))].slice(0, SAVED_LIST_MAX)
      : initialValue;
  },
};

/**
 * The guest's saved stays (property ids, in the order saved): kept on this browser with no account
 * (SPEC §6 has no sign-in), in local storage, so they outlive the tab and other tabs follow along.
 * Written by the catalog's hearts and Saved page, read by the shell's navigation (the count).
 */
export const savedStaysAtom = atomWithStorage<string[]>(SAVED_STAYS_KEY, [], savedStorage, { getOnInit: true });

/**
 * Saves a stay, or removes a saved one; answers whether it is saved afterwards. A full list
 * (SAVED_LIST_MAX, what one shared list holds) takes no more: the answer is then false.
 */
export const toggleSavedStayAtom = atom(null, (get, set, id: string): boolean => {
  const saved = get(savedStaysAtom);
  if (saved.includes(id)) {
    set(
      savedStaysAtom,
      saved.filter((x) => x !== id),
    );
    return false;
  }
  if (saved.length >= SAVED_LIST_MAX) return false;
  set(savedStaysAtom, [...saved, id]);
  return true;
});

/** Adds stays not saved yet (a list shared with the guest), up to SAVED_LIST_MAX; answers how many were added. */
export const saveStaysAtom = atom(null, (get, set, ids: readonly string[]): number => {
  const saved = get(savedStaysAtom);
  const added = ids.filter((id) => !saved.includes(id)).slice(0, Math.max(0, SAVED_LIST_MAX - saved.length));
  if (added.length > 0) set(savedStaysAtom, [...saved, ...added]);
  return added.length;
});
