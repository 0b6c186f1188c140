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
 * undefined: for a caller with its own way to ask, such as the federation runtime's `fetch` hook.
 */
export function takeEarlyRequest(url: string, init?: RequestInit): Promise<Response> | undefined {
  if (typeof window === 'undefined' || init?.signal?.aborted) return undefined;
  return window.__MAKAO_EARLY__?.take(url)?.catch(() => fetch(url, init));
}

/**
 * `fetch` for a page's main content (issue 8): the page's head asks for the current route's content
 * before any app code has loaded, so it can also preload the image the page shows largest; the page's
 * own request takes that answer instead of asking again. Any other URL, or a second call, is a `fetch`.
 */
export function fetchPageData(url: string, init?: RequestInit): Promise<Response> {
  return takeEarlyRequest(url, init) ?? fetch(url, init);
}
