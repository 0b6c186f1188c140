import type { KeyboardEvent, SyntheticEvent } from 'react';

/**
 * A booking form sits inside a clickable card (SPEC §2: Enter or Space on the card opens the detail
 * page). Clicks and keys meant for the form stop at its edge so the card never sees them; F8 still
 * reaches the toast region's document listener.
 */
export const stopAtFormEdge = {
  onClick: (event: SyntheticEvent) => event.stopPropagation(),
  onKeyDown: (event: KeyboardEvent) => {
    if (event.key !== 'F8') event.stopPropagation();
  },
};
