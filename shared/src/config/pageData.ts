/**
 * Requests the page's head started before any app code loaded (the shell's route preload): the
 * current route's remote manifest and its main content. Whoever needs one of those URLs first takes
 * that request instead of asking again, once; the head reads its own copies (`clone()`).
 */
export interface EarlyRequests {
  /** The head's request for `url` (absolute or relative to the page), handed out once; else undefined. */
  take(url: string): Promise<Response> | undefined;
}

declare global {
  interface Window {
    /** Set by the shell's head script (shell/src/app/routePreload.ts). */
    __MAKAO_EARLY__?: EarlyRequests | undefined;
  }
}

/**
 * The head's request for `url` when it made one (a network failure there is retried here), else
 * undefined: for `requestPageData`, and for a caller with its own way to ask, such as the federation
 * runtime's `fetch` hook.
 */
export function takeEarlyRequest(url: string, init?: RequestInit): Promise<Response> | undefined {
  if (typeof window === 'undefined' || init?.signal?.aborted) return undefined;
  return window.__MAKAO_EARLY__?.take(url)?.catch(() => fetch(url, init));
}
