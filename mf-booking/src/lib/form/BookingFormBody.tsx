import { useId, type ChangeEvent, type ReactNode } from 'react';
import type { BookedRange } from 'contracts';
import { PriceBreakdown } from '../stay/PriceBreakdown';
import { tomorrowInNairobi } from '../stay/stayDates';
import { overlapProblem, type BookingField, type FieldMessage, type FormProblem } from './bookingForm';
import { FormBody, SubmitButton } from './formStyles';
import { GuestFields } from './GuestFields';
import { StayFields } from './StayFields';
import type { BookingFormState } from './useBookingForm';
import type { CalendarPlacement } from './useMonthsShown';

export interface BookingFormBodyProps {
  form: Pick<BookingFormState, 'values' | 'settleGuests'>;
  /** A field's new value, typed or picked on the calendar. */
  onEdit: (field: BookingField, value: string) => void;
  price: number | null;
  maxGuests: number;
  booked: readonly BookedRange[];
  /**
   * The form's check that failed on sending, shown next to its field; `serial` changes each time, so
   * the same text shown again is read out again.
   */
  problem: (FormProblem & { serial: number }) | null;
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
  onEdit,
  price,
  maxGuests,
  booked,
  problem,
  message,
  submit,
  messageRows,
  calendarPlacement,
  heading,
  children,
}: BookingFormBodyProps) {
  const { values, settleGuests } = form;
  const id = useId();
  const overlap = overlapProblem(values, booked);
  const problems: FieldMessage[] = [];
  if (problem) problems.push({ ...problem, id: `${id}-problem-${problem.serial}` });
  if (overlap && problem?.message !== overlap.message) problems.push({ ...overlap, id: `${id}-overlap` });
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    onEdit(event.currentTarget.name as BookingField, event.currentTarget.value);
  return (
    <FormBody>
      {heading}
      <StayFields
        values={values}
        onChange={onChange}
        onPickStay={(stay) => {
          onEdit('checkIn', stay.checkIn);
          onEdit('checkOut', stay.checkOut);
        }}
        onGuestsBlur={settleGuests}
        minCheckIn={tomorrowInNairobi()}
        maxGuests={maxGuests}
        booked={booked}
        problems={problems}
        calendarPlacement={calendarPlacement}
      />
      <PriceBreakdown price={price} checkIn={values.checkIn} checkOut={values.checkOut} />
      <GuestFields values={values} onChange={onChange} problems={problems} messageRows={messageRows} />
      {message}
      <SubmitButton type="submit" disabled={submit.disabled} aria-busy={submit.busy}>
        {submit.label}
      </SubmitButton>
      {children}
    </FormBody>
  );
}
