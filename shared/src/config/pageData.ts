/** The request for this page's main content that the page's head started (the shell's route preload). */
export interface EarlyPageData {
  url: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    /** Set by the shell's head script (routePreload.ts); taken once by `fetchPageData`. */
    __MAKAO_DATA__?: EarlyPageData | undefined;
  }
}

const sameUrl = (a: string, b: string) => {
  try {
    return new URL(a).href === new URL(b).href;
  } catch {
    return false;
  }
};

/**
 * `fetch` for a page's main content (issue 8). The page's head asks for the current route's content
 * before any app code has loaded, so it can also preload the image the page will show largest; the
 * page's own request for that URL takes that answer instead of asking again, once. Any other URL, a
 * second call, or a head request that failed on the network is an ordinary `fetch`.
 */
export function fetchPageData(url: string, init?: RequestInit): Promise<Response> {
  const early = typeof window === 'undefined' ? undefined : window.__MAKAO_DATA__;
  if (early && sameUrl(early.url, url) && !init?.signal?.aborted) {
    window.__MAKAO_DATA__ = undefined;
    return early.response.catch(() => fetch(url, init));
  }
  return fetch(url, init);
}
