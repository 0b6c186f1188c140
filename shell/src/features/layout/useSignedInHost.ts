import { useCallback, useEffect } from 'react';
import { useAtomValue, useStore } from 'jotai';
import type { HostAccount } from 'contracts/host-rules';
import { fetchHostSession, hostSessionAtom, signOut } from 'shared/host-session';

/** One question per page, however many places show the host's links. */
let asking: Promise<void> | null = null;

export interface SignedInHost {
  /** The signed-in host, or null (nobody, or not known yet: the bar shows what a guest sees). */
  host: HostAccount | null;
  /** Ends the session on the API (settles either way). */
  signOut: () => Promise<void>;
  /** Forgets the host on this page: every app's host links and pages see a guest. */
  forget: () => void;
}

/**
 * The signed-in host for the top bar, from the one `hostSessionAtom` every app shares (signing in or
 * out in the host area shows here at once). The API is asked only when nobody has asked yet; the host
 * area asks on its own when it loads. Loaded only with `HostLinks`, after the page has settled.
 */
export function useSignedInHost(): SignedInHost {
  const store = useStore();
  const session = useAtomValue(hostSessionAtom);

  useEffect(() => {
    if (store.get(hostSessionAtom) !== undefined || asking) return;
    asking = fetchHostSession()
      .then((answer) => {
        if (store.get(hostSessionAtom) === undefined) store.set(hostSessionAtom, answer);
      })
      // No answer: the bar stays as a guest sees it; the host area asks again when it is opened.
      .catch(() => undefined)
      .finally(() => {
        asking = null;
      });
  }, [store]);

  // Either way this page stops acting as the host (`forget`), even when the API could not be reached.
  const end = useCallback(() => signOut().catch(() => undefined), []);
  const forget = useCallback(() => store.set(hostSessionAtom, null), [store]);

  return { host: session?.host ?? null, signOut: end, forget };
}
