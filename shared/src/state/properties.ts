import { atom } from 'jotai';
import type { Property } from 'contracts';

/**
 * SPEC §2: the detail page reads the property from navigation state, else this small cache, else a
 * fetch. The catalog fills it from every list it loads; booking reads it on the confirmation page.
 */
export const propertyCacheAtom = atom<ReadonlyMap<string, Property>>(new Map());

export const cachePropertiesAtom = atom(null, (get, set, list: readonly Property[]) => {
  if (list.length === 0) return;
  const next = new Map(get(propertyCacheAtom));
  for (const property of list) if (property.id) next.set(property.id, property);
  set(propertyCacheAtom, next);
});
