import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { addDays, isStayDate, nightsText, type BookedRange } from 'contracts';
import { loadOnIntent } from 'shared/ui';
import { Field, FieldHint, FieldLabel } from 'shared/ui-form';
import { latestCheckOut } from '../stay/stayDates';
import { fieldAria, type BookingField, type BookingFormValues, type FieldMessage } from './bookingForm';
import { FieldErrors } from './FieldErrors';
import {
  CalendarPanel,
  CalendarToggle,
  ClearDates,
  DateInput,
  FieldPair,
  StayFieldsRoot,
  TextInput,
} from './form.styles';
import type { PickedStay } from '../stay/stayPicks';
import { useMonthsShown, type CalendarPlacement } from './useMonthsShown';

/** The calendar and its day picker load on the guest's intent on its button, or when it opens. */
const loadCalendar = () => import('./StayCalendar');
const StayCalendar = lazy(loadCalendar);
const prepareCalendar = loadOnIntent(loadCalendar);

export interface StayFieldsProps {
  /** The stay typed or picked so far (what the check-out and the calendar go by). */
  values: BookingFormValues;
  /** A field's input props (`register`). */
  field: (name: BookingField) => UseFormRegisterReturn<BookingField>;
  /** A stay picked on the calendar. */
  onPickStay: (stay: PickedStay) => void;
  /** SPEC §5: the date inputs' minimum (tomorrow, Nairobi). */
  minCheckIn: string;
  maxGuests: number;
  booked: readonly BookedRange[];
  /** The messages next to the fields they are about. */
  problems: readonly FieldMessage[];
  /** Where the calendar opens: under the fields, or over the page beside a narrow column (desktop). */
  calendarPlacement?: CalendarPlacement;
  /** The listing's minimum stay in nights: above one, said under the dates before the guest sends. */
  minNights?: number;
}

const isDateField = (field: BookingField) => field === 'checkIn' || field === 'checkOut';

/**
 * Check-in, check-out and guests. SPEC §4/§5: check-out is disabled until check-in is chosen and its
 * minimum is the day after check-in; guests is a number from 1 to the property's maximum. Dates are
 * typed (`YYYY-MM-DD`) or picked on the calendar, which opens from its button beside the fields.
 */
export function StayFields({
  values,
  field,
  onPickStay,
  minCheckIn,
  maxGuests,
  booked,
  problems,
  calendarPlacement = 'inline',
  minNights = 1,
}: StayFieldsProps) {
  const id = useId();
  const hasCheckIn = isStayDate(values.checkIn);
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const months = useMonthsShown(calendarPlacement);
  const calendarId = `${id}-calendar`;
  const stayProblems = problems.filter((problem) => isDateField(problem.field));

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };
  // A click outside the calendar (and its button) closes it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onCalendarKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    // Escape closes the calendar only, not the dialog around it.
    event.stopPropagation();
    close();
  };

  return (
    <StayFieldsRoot ref={rootRef}>
      <FieldPair>
        <Field>
          <FieldLabel htmlFor={`${id}-check-in`}>Check-in date</FieldLabel>
          <DateInput
            id={`${id}-check-in`}
            type="date"
            required
            min={minCheckIn}
            {...field('checkIn')}
            {...fieldAria('checkIn', problems)}
          />
        </Field>
        <Field>
          <FieldLabel htmlFor={`${id}-check-out`}>Check-out date</FieldLabel>
          <DateInput
            id={`${id}-check-out`}
            type="date"
            required
            disabled={!hasCheckIn}
            min={hasCheckIn ? addDays(values.checkIn, 1) : addDays(minCheckIn, 1)}
            max={hasCheckIn ? latestCheckOut(values.checkIn) : undefined}
            {...field('checkOut')}
            {...fieldAria(
              'checkOut',
              problems,
              hasCheckIn ? (minNights > 1 ? `${id}-min-nights` : undefined) : `${id}-check-out-hint`,
            )}
          />
          {!hasCheckIn && <FieldHint id={`${id}-check-out-hint`}>Choose a check-in date first.</FieldHint>}
        </Field>
      </FieldPair>
      {minNights > 1 && <FieldHint id={`${id}-min-nights`}>Minimum stay: {nightsText(minNights)}</FieldHint>}
      <FieldErrors problems={stayProblems} />
      <CalendarToggle
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={calendarId}
        onClick={() => setOpen((was) => !was)}
        {...prepareCalendar}
      >
        {open ? 'Hide calendar' : 'Choose dates on the calendar'}
      </CalendarToggle>
      <CalendarPanel
        id={calendarId}
        role="group"
        aria-label="Calendar: choose check-in, then check-out"
        hidden={!open}
        $placement={calendarPlacement}
        onKeyDown={onCalendarKeyDown}
      >
        {open && (
          <Suspense fallback={<FieldHint>Loading the calendar...</FieldHint>}>
            <StayCalendar
              stay={{ checkIn: values.checkIn, checkOut: values.checkOut }}
              minCheckIn={minCheckIn}
              booked={booked}
              months={months}
              onPick={(stay, complete) => {
                onPickStay(stay);
                if (complete) close();
              }}
            />
            <FieldHint>Crossed-out nights are booked. A stay may begin on the day another one ends.</FieldHint>
          </Suspense>
        )}
        {/* Always there, so a guest can start over whatever they picked. */}
        {open && (
          <ClearDates type="button" onClick={() => onPickStay({ checkIn: '', checkOut: '' })}>
            Clear dates
          </ClearDates>
        )}
      </CalendarPanel>
      <Field>
        <FieldLabel htmlFor={`${id}-guests`}>Number of guests</FieldLabel>
        <TextInput
          id={`${id}-guests`}
          type="number"
          inputMode="numeric"
          min={1}
          max={maxGuests}
          step={1}
          {...field('guests')}
          {...fieldAria('guests', problems, `${id}-guests-hint`)}
        />
        <FieldHint id={`${id}-guests-hint`}>
          Up to {maxGuests} {maxGuests === 1 ? 'guest' : 'guests'}
        </FieldHint>
        <FieldErrors problems={problems.filter((problem) => problem.field === 'guests')} />
      </Field>
    </StayFieldsRoot>
  );
}
