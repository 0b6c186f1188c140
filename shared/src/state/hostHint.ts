/**
 * Whether a host may be signed in on this browser: a flag in the site origin's local storage, set by
 * every session answer that names a host and cleared by every one that names nobody
 * (`rememberSession` in `shared/host-session`). The session itself is an `httpOnly` cookie the page
 * never sees; the flag only spares a guest's page view the host links' code and the session question.
 * It holds no personal detail. Where storage cannot be read the answer is yes, so the bar asks as it
 * always did.
 */
export const HOST_HINT_KEY = 'makao.hostMaySignIn';

export function hostMayBeSignedIn(): boolean {
  try {
    return window.localStorage.getItem(HOST_HINT_KEY) === '1';
  } catch {
    return true;
  }
}

export function noteHostSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(HOST_HINT_KEY, '1');
    else window.localStorage.removeItem(HOST_HINT_KEY);
  } catch {
    // No storage (a locked-down browser): the bar keeps asking on every page view.
  }
}
