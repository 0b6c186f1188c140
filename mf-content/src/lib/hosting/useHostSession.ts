import { useCallback } from 'react';
import { useAtom } from 'jotai';
import { hostSessionAtom, rememberSession, type HostAccount, type HostSession } from 'shared/hosts';

/**
 * The signed-in host (`hostSessionAtom`, shared with the shell's top bar) and the two ways it changes
 * here: a session begins (sign-up, sign-in, a verified email) or the account is edited.
 */
export function useHostSession() {
  const [session, setSession] = useAtom(hostSessionAtom);
  const begin = useCallback(
    (next: HostSession | null) => {
      // The CSRF token goes with every later state-changing call.
      setSession(rememberSession(next));
    },
    [setSession],
  );
  const updateAccount = useCallback(
    (host: HostAccount) => setSession((current) => (current ? { ...current, host } : current)),
    [setSession],
  );
  return { session, begin, updateAccount };
}
