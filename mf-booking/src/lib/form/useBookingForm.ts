import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { useLocation } from 'react-router-dom';
import { hasStaySearch, readStaySearch, staySearchAtom, type StaySearch } from 'shared/state';
import { tomorrowInNairobi } from '../stay/stayDates';
import {
  emptyBookingForm,
  formStartFrom,
  guestCount,
  withCheckIn,
  type BookingField,
  type BookingFormValues,
  type FormProblem,
} from './bookingForm';

export interface BookingFormState {
  values: BookingFormValues;
  setField: (field: BookingField, value: string) => void;
  /** Shows what will be sent: an empty, zero or too large guest count snaps back into range. */
  settleGuests: () => void;
  formRef: React.RefObject<HTMLFormElement | null>;
  /** Moves focus to a field, e.g. the one a message is about. */
  focusField: (field: BookingField) => void;
  /** The check that failed on sending, shown next to its field (`BookingFormBody`). */
  problem: (FormProblem & { serial: number }) | null;
  /** Shows a failed check next to its field and moves focus there. */
  showProblem: (problem: FormProblem) => void;
  /** The guest changed something: the message has done its job. */
  clearProblem: () => void;
}

/**
 * The stay the guest searched for: the page's own query (`?checkIn&checkOut&guests`, as on the
 * listing) when it has one, else the search the listing remembered (`staySearchAtom`).
 */
export function useStaySearch(): StaySearch {
  const { search } = useLocation();
  const remembered = useAtomValue(staySearchAtom);
  const params = new URLSearchParams(search);
  return hasStaySearch(params) ? readStaySearch(params) : remembered;
}

/**
 * A booking form's values. It opens with the searched stay and guests (`formStartFrom`), else empty
 * dates and `defaultGuests`, the count clamped to the property's maximum.
 */
export function useBookingForm(defaultGuests: number, maxGuests: number): BookingFormState {
  const search = useStaySearch();
  const [values, setValues] = useState(() =>
    emptyBookingForm(formStartFrom(search, { minCheckIn: tomorrowInNairobi(), maxGuests, defaultGuests })),
  );
  const formRef = useRef<HTMLFormElement>(null);

  const setField = useCallback((field: BookingField, value: string) => {
    setValues((current) => (field === 'checkIn' ? withCheckIn(current, value) : { ...current, [field]: value }));
  }, []);

  const settleGuests = useCallback(() => {
    setValues((current) => ({ ...current, guests: String(guestCount(current.guests, maxGuests)) }));
  }, [maxGuests]);

  const focusField = useCallback((field: BookingField) => {
    const element = formRef.current?.elements.namedItem(field);
    if (element instanceof HTMLElement) element.focus();
  }, []);

  const [problem, setProblem] = useState<(FormProblem & { serial: number }) | null>(null);
  const serial = useRef(0);
  const showProblem = useCallback(
    (next: FormProblem) => {
      serial.current += 1;
      setProblem({ ...next, serial: serial.current });
      focusField(next.field);
    },
    [focusField],
  );
  const clearProblem = useCallback(() => setProblem(null), []);

  return { values, setField, settleGuests, formRef, focusField, problem, showProblem, clearProblem };
}

/** The change handler of a named input, for `onChange`. */
export const fieldChange =
  (setField: BookingFormState['setField']) =>
  (event: FormEvent<HTMLInputElement | HTMLTextAreaElement>): void => {
    const { name, value } = event.currentTarget;
    setField(name as BookingField, value);
  };
