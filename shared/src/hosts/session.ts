import { atom } from 'jotai';
import type { HostSession } from 'contracts/host-rules';

/**
 * The signed-in host, one atom every app reads (the shell's top bar, the host area): `undefined`
 * until the API has been asked, `null` when nobody is signed in. Held in memory only: the session
 * itself is an `httpOnly` cookie the page never sees.
 */
export const hostSessionAtom = atom<HostSession | null | undefined>(undefined);
