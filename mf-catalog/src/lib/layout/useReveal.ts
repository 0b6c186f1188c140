import { useEffect, useRef, useState } from 'react';

/** SPEC §9: sections animate in as they scroll into view, for 900 ms, once. */
export const REVEAL_MS = 900;

/**
 * Whether a section below the fold has been scrolled to. Sections already on screen, browsers
 * without IntersectionObserver and people who prefer reduced motion see everything at once.
 */
export function useReveal<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [revealed, setRevealed] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;
    setRevealed(false);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setRevealed(true);
          observer.disconnect();
        }
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, revealed };
}
