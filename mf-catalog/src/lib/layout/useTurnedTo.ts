import { useEffect, useRef, useState, type RefObject } from 'react';

/** What shows a guest moving on from the first screen, anywhere on the page. */
const intents = ['scroll', 'wheel', 'pointerdown', 'touchstart', 'keydown'] as const;

/**
 * Performance: whether the guest has turned towards a part that is not on the first screen, so its
 * code loads then instead of with the page: the part is well into the screen, or the guest has scrolled, pointed,
 * touched or pressed a key anywhere on the page (a hash link and a screen reader's reading scroll
 * too). By the time they reach the part, its code is usually in. Without IntersectionObserver, at once.
 */
export function useTurnedTo<T extends Element>(): { ref: RefObject<T | null>; turnedTo: boolean } {
  const ref = useRef<T>(null);
  const [turnedTo, setTurnedTo] = useState(false);
  useEffect(() => {
    if (turnedTo) return;
    const element = ref.current;
    const turn = () => setTurnedTo(true);
    if (!element || typeof IntersectionObserver === 'undefined') {
      turn();
      return;
    }
    // On screen means into it, as for the sections' reveal: a sliver at the bottom edge is nothing
    // the guest can use yet, and the first scroll brings it in anyway.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) turn();
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    observer.observe(element);
    for (const type of intents) window.addEventListener(type, turn, { capture: true, passive: true });
    return () => {
      observer.disconnect();
      for (const type of intents) window.removeEventListener(type, turn, { capture: true });
    };
  }, [turnedTo]);
  return { ref, turnedTo };
}
