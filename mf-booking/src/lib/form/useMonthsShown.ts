import { useMediaQuery } from 'shared/ui';

/**
 * Where the calendar opens: `inline` under the fields, in the form's own width (the dialog, a listing
 * card); `beside` over the page next to a narrow side column from the desktop width up (the detail
 * page), and inline below that.
 */
export type CalendarPlacement = 'inline' | 'beside';

/**
 * Beside the detail column, two months (about 41rem with the panel's padding) fit to the column's
 * left from a 75rem (1200 px) window; narrower desktops get one month there.
 */
const TWO_MONTHS_BESIDE = '(min-width: 75rem)';

/**
 * Two months side by side when the calendar opens beside the column on a wide screen; one in a
 * form's width (two months of 2.5rem days need about 37rem, more than the dialog or a card has), so
 * a phone shows one month across.
 */
export function useMonthsShown(placement: CalendarPlacement): 1 | 2 {
  const wide = useMediaQuery(TWO_MONTHS_BESIDE, false);
  return placement === 'beside' && wide ? 2 : 1;
}
