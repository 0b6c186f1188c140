import { useCallback, useRef, useState, type FormEvent } from 'react';
import { emptyBookingForm, guestCount, withCheckIn, type BookingField, type BookingFormValues } from './bookingForm';

export interface BookingFormState {
  values: BookingFormValues;
  setField: (field: BookingField, value: string) => void;
  /** Shows what will be sent: an empty, zero or too large guest count snaps back into range. */
  settleGuests: () => void;
  formRef: React.RefObject<HTMLFormElement | null>;
  /** Moves focus to a field, e.g. the one a message is about. */
  focusField: (field: BookingField) => void;
}

export function useBookingForm(initialGuests: number, maxGuests: number): BookingFormState {
  const [values, setValues] = useState(() => emptyBookingForm(Math.min(initialGuests, maxGuests)));
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

  return { values, setField, settleGuests, formRef, focusField };
}

/** The change handler of a named input, for `onChange`. */
export const fieldChange =
  (setField: BookingFormState['setField']) =>
  (event: FormEvent<HTMLInputElement | HTMLTextAreaElement>): void => {
    const { name, value } = event.currentTarget;
    setField(name as BookingField, value);
  };
