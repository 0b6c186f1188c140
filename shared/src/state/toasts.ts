import { atom, useSetAtom } from 'jotai';
import { useCallback } from 'react';

/** SPEC §9: toasts show one at a time (a new one replaces the one on screen), 5000 ms by default. */
export const TOAST_DURATION_MS = 5000;

export interface Toast {
  id: number;
  title: string;
  description?: string;
  /** A line under the description: what the spec's text leaves out (what actually happens next). */
  note?: string;
  variant?: 'default' | 'success' | 'destructive';
  /** Milliseconds on screen; SPEC §9 default 5000. */
  duration?: number;
}

export type ToastInput = Omit<Toast, 'id'>;

/** The toasts on screen (at most one), shared by every app through the one store the shell provides. */
export const toastQueueAtom = atom<Toast[]>([]);

let nextToastId = 1;

// SPEC §9 "one at a time": the newest message wins, so "Confirming your booking..." never holds
// back the answer that follows it.
export const pushToastAtom = atom(null, (_get, set, input: ToastInput) => {
  set(toastQueueAtom, [{ ...input, id: nextToastId++ }]);
});

export const dismissToastAtom = atom(null, (get, set, id: number) => {
  set(
    toastQueueAtom,
    get(toastQueueAtom).filter((toast) => toast.id !== id),
  );
});

/** `const toast = useToast(); toast({ title: 'Saved' })` from any app. */
export function useToast(): (input: ToastInput) => void {
  const push = useSetAtom(pushToastAtom);
  return useCallback((input: ToastInput) => push(input), [push]);
}
