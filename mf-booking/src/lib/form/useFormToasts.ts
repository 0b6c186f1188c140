import { useCallback, useRef } from 'react';
import { useStore } from 'jotai';
import { dismissToastAtom, pushToastAtom, toastQueueAtom, type ToastInput } from 'shared/state';

/**
 * Toasts of one form. The site shows one toast at a time, in order, so a form's newer toast would
 * wait behind its own older one ("Confirming your booking..." before the result): a new toast from
 * this form first removes the ones it showed before. Other apps' toasts are left alone.
 */
export function useFormToasts(): {
  toast: (toast: ToastInput) => void;
  /** Removes this form's toasts (e.g. "Confirming your booking..." once it is done). */
  clear: () => void;
} {
  const store = useStore();
  const shown = useRef<number[]>([]);
  const clear = useCallback(() => {
    for (const id of shown.current) store.set(dismissToastAtom, id);
    shown.current = [];
  }, [store]);
  const toast = useCallback(
    (input: ToastInput) => {
      clear();
      store.set(pushToastAtom, input);
      const pushed = store.get(toastQueueAtom).at(-1);
      if (pushed) shown.current = [pushed.id];
    },
    [clear, store],
  );
  return { toast, clear };
}
