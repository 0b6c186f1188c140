import { useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useForm, type FieldErrors, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import type { BookedRange } from 'contracts';
import { hasStaySearch, readStaySearch, staySearchAtom, type StaySearch } from 'shared/state';
import { checkResolver } from 'shared/ui-form';
import { tomorrowInNairobi } from '../stay/stayDates';
import type { PickedStay } from '../stay/stayPicks';
import { useBookedStays } from '../stay/useBookedStays';
import {
  emptyBookingForm,
  formStartFrom,
  guestCount,
  withCheckIn,
  type BookingCheck,
  type BookingField,
  type BookingFormValues,
  type FormProblem,
} from './bookingForm';

export interface BookingFormOptions {
  propertyId: string;
  /** SPEC §9: the guests the form asks for without a search. */
  defaultGuests: number;
  maxGuests: number;
  /** The form's own check: SPEC §5's rules in its order, with its texts. */
  check: BookingCheck;
  /** The listing's minimum stay in nights (its `minNights`; 1 when the property states none). */
  minNights?: number | undefined;
  /** The guest changed something while a message was shown: it has done its job. */
  onMessageGone?: () => void;
}

export interface BookingForm {
  /** The react-hook-form form: its `handleSubmit` runs the check, `setError('root', …)` says the server's answer. */
  methods: UseFormReturn<BookingFormValues, readonly BookedRange[]>;
  /** What the guest has typed or picked so far. */
  values: BookingFormValues;
  /** The props of a field's input (`register`): every change takes the shown message away. */
  field: (name: BookingField) => UseFormRegisterReturn<BookingField>;
  /** A stay picked on the calendar. */
  pickStay: (stay: PickedStay) => void;
  /** The property's booked stays, which the check and the calendar go by. */
  booked: readonly BookedRange[];
  /** The listing's minimum stay in nights (1 when it states none), which the check goes by. */
  minNights: number;
  /** The check that failed on sending, next to its field; `serial` changes with every try, so it is read out again. */
  problem: (FormProblem & { serial: number }) | null;
}

/**
 * The stay the guest searched for: the page's own query (`?checkIn&checkOut&guests`, as on the
 * listing) when it has one, else the search the listing remembered (`staySearchAtom`).
 */
function useStaySearch(): StaySearch {
  const { search } = useLocation();
  const remembered = useAtomValue(staySearchAtom);
  const params = new URLSearchParams(search);
  return hasStaySearch(params) ? readStaySearch(params) : remembered;
}

/** The fields in the forms' order: the first with an error is the one its message is about. */
const fieldOrder: readonly BookingField[] = ['checkIn', 'checkOut', 'guests', 'name', 'email', 'phone', 'message'];

/** The one problem of a failed check, from the form's errors. */
export function problemOf(errors: FieldErrors<BookingFormValues>): FormProblem | null {
  const field = fieldOrder.find((name) => errors[name]?.message);
  return field ? { field, message: errors[field]?.message ?? '' } : null;
}

/** A form's check as its resolver: the one problem it finds is the error of its field. */
const bookingResolver = (check: BookingCheck, minNights: number) =>
  checkResolver<BookingFormValues, readonly BookedRange[]>((values, booked) => {
    const problem = check(values, booked ?? [], minNights);
    return problem && { [problem.field]: problem.message };
  });

/**
 * A booking form on react-hook-form. It opens with the searched stay and guests (`formStartFrom`),
 * else empty dates and `defaultGuests`, the count clamped to the property's maximum. The form's check
 * runs on sending only (its resolver, with the booked stays as context); a shown message goes as soon
 * as the guest changes something, and no other one comes up while they type. A failed check moves
 * focus to its field (react-hook-form's `shouldFocusError`).
 */
export function useBookingForm({
  propertyId,
  defaultGuests,
  maxGuests,
  check,
  minNights = 1,
  onMessageGone,
}: BookingFormOptions): BookingForm {
  const search = useStaySearch();
  const [defaultValues] = useState(() =>
    emptyBookingForm(formStartFrom(search, { minCheckIn: tomorrowInNairobi(), maxGuests, defaultGuests })),
  );
  const booked = useBookedStays(propertyId);
  const resolver = useMemo(() => bookingResolver(check, minNights), [check, minNights]);
  const form = useForm<BookingFormValues, readonly BookedRange[]>({
    defaultValues,
    resolver,
    context: booked,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const { register, setValue, getValues, clearErrors, watch, formState } = form;
  const { errors, submitCount } = formState;
  const values = watch();

  const edited = () => {
    if (Object.keys(errors).length === 0) return;
    clearErrors();
    onMessageGone?.();
  };

  // SPEC §4: setting check-in on or after the chosen check-out clears check-out.
  const clearCheckOutBehind = () => {
    const current = getValues();
    const next = withCheckIn(current, current.checkIn);
    if (next.checkOut !== current.checkOut) setValue('checkOut', next.checkOut);
  };

  // Shows what will be sent: an empty, zero or too large guest count snaps back into range.
  const settleGuests = () => setValue('guests', String(guestCount(getValues('guests'), maxGuests)));

  const field = (name: BookingField) =>
    register(name, {
      onChange: () => {
        if (name === 'checkIn') clearCheckOutBehind();
        edited();
      },
      ...(name === 'guests' && { onBlur: settleGuests }),
    });

  const pickStay = (stay: PickedStay) => {
    setValue('checkIn', stay.checkIn);
    setValue('checkOut', stay.checkOut);
    edited();
  };

  const failed = problemOf(errors);
  const problem = failed && { ...failed, serial: submitCount };
  return { methods: form, values, field, pickStay, booked, minNights, problem };
}
