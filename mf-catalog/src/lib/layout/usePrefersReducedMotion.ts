import { useMediaQuery } from 'shared/ui';

/** Whether the person asked their device for less motion (and keeps up if they change it). */
export const usePrefersReducedMotion = (): boolean => useMediaQuery('(prefers-reduced-motion: reduce)', false);
