import { useId, type ReactNode } from 'react';
import { PriceBreakdown } from '../stay/PriceBreakdown';
import { tomorrowInNairobi } from '../stay/stayDates';
import { overlapProblem, type FieldMessage } from './bookingForm';
import { FormBody, SubmitButton } from './form.styles';
import { GuestFields } from './GuestFields';
import { StayFields } from './StayFields';
import type { BookingForm } from './useBookingForm';
import type { CalendarPlacement } from './useMonthsShown';

export interface BookingFormBodyProps {
  form: BookingForm;
  price: number | null;
  maxGuests: number;
  /** A message about the whole form (the server's answer), just above the submit button. */
  message: ReactNode;
  submit: { label: string; disabled: boolean; busy: boolean };
  /** Rows of the special-requests box. */
  messageRows?: number;
  calendarPlacement?: CalendarPlacement;
  /** What comes before the fields, inside the body. */
  heading?: ReactNode;
  /** What follows the submit button. */
  children?: ReactNode;
}

/**
 * The fields every booking widget shows, in one order (SPEC §3/§4/§9): stay, price, guest, the form's
 * message and the submit button. Checks are shown one way in all three: the message next to its
 * field, which is marked `aria-invalid` and described by it (the forms move focus there). A stay over
 * a booked night is refused as soon as both dates are there, before sending. The widgets keep what
 * SPEC tells apart: which checks run, their texts, the toasts, the button's label, the dates' format.
 */
export function BookingFormBody({
  form,
  price,
  maxGuests,
  message,
  submit,
  messageRows,
  calendarPlacement,
  heading,
  children,
}: BookingFormBodyProps) {
  const { values, field, pickStay, booked, minNights, problem } = form;
  const id = useId();
  const overlap = overlapProblem(values, booked);
  const problems: FieldMessage[] = [];
  if (problem) problems.push({ ...problem, id: `${id}-problem-${problem.serial}` });
  if (overlap && problem?.message !== overlap.message) problems.push({ ...overlap, id: `${id}-overlap` });
  return (
    <FormBody>
      {heading}
      <StayFields
        values={values}
        field={field}
        onPickStay={pickStay}
        minCheckIn={tomorrowInNairobi()}
        maxGuests={maxGuests}
        booked={booked}
        problems={problems}
        calendarPlacement={calendarPlacement}
        minNights={minNights}
      />
      <PriceBreakdown price={price} checkIn={values.checkIn} checkOut={values.checkOut} />
      <GuestFields field={field} problems={problems} messageRows={messageRows} />
      {message}
      <SubmitButton type="submit" disabled={submit.disabled} aria-busy={submit.busy}>
        {submit.label}
      </SubmitButton>
      {children}
    </FormBody>
  );
}
