import { useId, type ChangeEvent } from 'react';
import { addDays, isStayDate, type BookedRange } from 'shared/contracts';
import { BookedStays } from '../stay/BookedStays';
import { latestCheckOut } from '../stay/stayDates';
import { fieldAria, type BookingField, type BookingFormValues } from './bookingForm';
import { Field, FieldHint, FieldLabel, FieldPair, TextInput } from './formStyles';

export interface StayFieldsProps {
  values: BookingFormValues;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onGuestsBlur: () => void;
  /** SPEC §5: the date inputs' minimum (tomorrow, Nairobi). */
  minCheckIn: string;
  maxGuests: number;
  booked: readonly BookedRange[];
  /** The field a shown message is about, and that message's id. */
  problem?: { field: BookingField; messageId: string } | null;
}

/**
 * Check-in, check-out and guests. SPEC §4/§5: check-out is disabled until check-in is chosen and its
 * minimum is the day after check-in; guests is a number from 1 to the property's maximum. Typing
 * `YYYY-MM-DD` works as well as picking.
 */
export function StayFields({
  values,
  onChange,
  onGuestsBlur,
  minCheckIn,
  maxGuests,
  booked,
  problem,
}: StayFieldsProps) {
  const id = useId();
  const hasCheckIn = isStayDate(values.checkIn);
  return (
    <>
      <FieldPair>
        <Field>
          <FieldLabel htmlFor={`${id}-check-in`}>Check-in date</FieldLabel>
          <TextInput
            id={`${id}-check-in`}
            name="checkIn"
            type="date"
            required
            min={minCheckIn}
            value={values.checkIn}
            onChange={onChange}
            {...fieldAria('checkIn', problem)}
          />
        </Field>
        <Field>
          <FieldLabel htmlFor={`${id}-check-out`}>Check-out date</FieldLabel>
          <TextInput
            id={`${id}-check-out`}
            name="checkOut"
            type="date"
            required
            disabled={!hasCheckIn}
            min={hasCheckIn ? addDays(values.checkIn, 1) : addDays(minCheckIn, 1)}
            max={hasCheckIn ? latestCheckOut(values.checkIn) : undefined}
            value={values.checkOut}
            onChange={onChange}
            {...fieldAria('checkOut', problem, hasCheckIn ? undefined : `${id}-check-out-hint`)}
          />
          {!hasCheckIn && <FieldHint id={`${id}-check-out-hint`}>Choose a check-in date first.</FieldHint>}
        </Field>
      </FieldPair>
      <BookedStays booked={booked} />
      <Field>
        <FieldLabel htmlFor={`${id}-guests`}>Number of guests</FieldLabel>
        <TextInput
          id={`${id}-guests`}
          name="guests"
          type="number"
          inputMode="numeric"
          min={1}
          max={maxGuests}
          step={1}
          value={values.guests}
          onChange={onChange}
          onBlur={onGuestsBlur}
          {...fieldAria('guests', problem, `${id}-guests-hint`)}
        />
        <FieldHint id={`${id}-guests-hint`}>
          Up to {maxGuests} {maxGuests === 1 ? 'guest' : 'guests'}
        </FieldHint>
      </Field>
    </>
  );
}
