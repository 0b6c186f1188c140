import { createStore } from 'jotai';

/** The one jotai store of the site: created by the shell (or a dev page / test standing in for it). */
export function createSiteStore(): ReturnType<typeof createStore> {
  return createStore();
}
