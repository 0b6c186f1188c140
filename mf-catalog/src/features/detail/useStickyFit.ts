import { useEffect, useRef } from 'react';

/**
 * Keeps a sticky side panel's price and submit button on screen however tall it grows. A panel that
 * fits under the top bar sticks where its CSS says (`top`); one taller than the window (a short
 * laptop screen, the price breakdown, a message) sticks by its bottom edge instead, one rem above the
 * window's (the theme's md space), so scrolling the page brings its end into view and keeps it there.
 */
export function useStickyFit<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const panel = ref.current;
    if (!panel || typeof ResizeObserver === 'undefined') return;
    const fit = () => {
      panel.style.top = '';
      const style = getComputedStyle(panel);
      if (style.position !== 'sticky') return;
      const gap = parseFloat(getComputedStyle(document.documentElement).fontSize);
      const room = window.innerHeight - panel.offsetHeight - gap;
      if (room < parseFloat(style.top)) panel.style.top = `${Math.floor(room)}px`;
    };
    const observer = new ResizeObserver(fit);
    observer.observe(panel);
    window.addEventListener('resize', fit);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', fit);
    };
  }, []);
  return ref;
}
