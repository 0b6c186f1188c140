import type { ChangeEvent, ReactNode } from 'react';
import type { BookedRange } from 'shared/contracts';
import { PriceBreakdown } from '../stay/PriceBreakdown';
import { tomorrowInNairobi } from '../stay/stayDates';
import type { BookingField } from './bookingForm';
import { FormBody, SubmitButton } from './formStyles';
import { GuestFields } from './GuestFields';
import { StayFields } from './StayFields';
import type { BookingFormState } from './useBookingForm';

export interface BookingFormBodyProps {
  form: Pick<BookingFormState, 'values' | 'settleGuests'>;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  price: number | null;
  maxGuests: number;
  booked: readonly BookedRange[];
  /** The field a shown message is about, and that message's id. */
  problem: { field: BookingField; messageId: string } | null;
  /** The form's message, shown just above the submit button in the widget's own style. */
  message: ReactNode;
  submit: { label: string; disabled: boolean; busy: boolean };
  /** Rows of the special-requests box. */
  messageRows?: number;
  /** What comes before the fields, inside the body. */
  heading?: ReactNode;
  /** What follows the submit button. */
  children?: ReactNode;
}

/**
 * The fields every booking widget shows, in one order (SPEC §3/§4/§9): stay, price, guest, the form's
 * message and the submit button. The widgets keep what SPEC tells apart: their checks, how a message
 * is shown, the button's label and how the dates are written.
 */
export function BookingFormBody({
  form,
  onChange,
  price,
  maxGuests,
  booked,
  problem,
  message,
  submit,
  messageRows,
  heading,
  children,
}: BookingFormBodyProps) {
  const { values, settleGuests } = form;
  return (
    <FormBody>
      {heading}
      <StayFields
        values={values}
        onChange={onChange}
        onGuestsBlur={settleGuests}
        minCheckIn={tomorrowInNairobi()}
        maxGuests={maxGuests}
        booked={booked}
        problem={problem}
      />
      <PriceBreakdown price={price} checkIn={values.checkIn} checkOut={values.checkOut} />
      <GuestFields values={values} onChange={onChange} problem={problem} messageRows={messageRows} />
      {message}
      <SubmitButton type="submit" disabled={submit.disabled} aria-busy={submit.busy}>
        {submit.label}
      </SubmitButton>
      {children}
    </FormBody>
  );
}
