import { useEffect, useState } from 'react';

/** After the load event, this long and an idle moment: the page's main content has painted by then. */
const SETTLE_DELAY_MS = 1500;
const IDLE_TIMEOUT_MS = 3000;

/**
 * True once the page has loaded, painted its main content and the browser is idle. What waits for it
 * (the top bar's host links and the session question behind them) never competes with the page's
 * largest paint, so the home page's critical path stays what it was (bench/src/budget.mjs).
 */
export function useWhenPageSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let idle: number | undefined;
    const done = () => setSettled(true);
    const afterLoad = () => {
      timer = setTimeout(() => {
        if (typeof window.requestIdleCallback === 'function') {
          idle = window.requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS });
        } else {
          done();
        }
      }, SETTLE_DELAY_MS);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      window.removeEventListener('load', afterLoad);
      if (timer !== undefined) clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, []);
  return settled;
}
