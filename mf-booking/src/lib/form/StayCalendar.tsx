import { DayPicker, type Modifiers } from 'react-day-picker';
import styled from 'styled-components';
import { addDays, formatStayDate, type BookedRange } from 'contracts';
import { DayPickerRoot } from '../day-picker/DayPickerRoot';
import { dateOf, pickerDate } from '../day-picker/pickerDates';
import { AVAILABILITY_WINDOW_DAYS } from '../stay/availabilityApi';
import { canPick, firstFreeFrom, isBookedNight, pickDay, type PickedStay } from '../stay/stayPicks';

export interface StayCalendarProps {
  stay: PickedStay;
  /** SPEC §5: the first possible check-in (tomorrow, Nairobi). */
  minCheckIn: string;
  booked: readonly BookedRange[];
  /** 2 side by side where there is room, 1 on a phone. */
  months: 1 | 2;
  /** The stay after a pick; `complete` once it has both dates. */
  onPick: (stay: PickedStay, complete: boolean) => void;
}

/**
 * The booking forms' date-range calendar (react-day-picker, loaded with this module only when a
 * guest opens it). Booked nights, nights before SPEC §5's minimum and, once a check-in is picked,
 * every check-out past the next booked night are disabled: a stay over a booked night cannot be
 * picked. The picker's grid gives the keys (arrows, Page Up/Down, Home/End, Enter).
 */
export default function StayCalendar({ stay, minCheckIn, booked, months, onPick }: StayCalendarProps) {
  const lastDay = addDays(minCheckIn, AVAILABILITY_WINDOW_DAYS);
  const opensOn = stay.checkIn || firstFreeFrom(minCheckIn, booked);
  const labelDayButton = (day: Date, flags: Modifiers) => {
    const date = dateOf(day);
    let label = formatStayDate(date, 'long');
    if (flags.today) label = `Today, ${label}`;
    if (isBookedNight(date, booked)) label += ', booked';
    if (date === stay.checkIn) label += ', check-in';
    else if (date === stay.checkOut) label += ', check-out';
    return label;
  };
  return (
    <StayPickerRoot $day="2.5rem">
      <DayPicker
        mode="range"
        selected={
          stay.checkIn
            ? { from: pickerDate(stay.checkIn), to: stay.checkOut ? pickerDate(stay.checkOut) : undefined }
            : undefined
        }
        onSelect={(_range, day) => {
          const next = pickDay(dateOf(day), stay, minCheckIn, booked);
          onPick(next, next.checkOut !== '');
        }}
        numberOfMonths={months}
        weekStartsOn={1}
        today={pickerDate(addDays(minCheckIn, -1))}
        autoFocus
        defaultMonth={pickerDate(opensOn)}
        startMonth={pickerDate(minCheckIn)}
        endMonth={pickerDate(lastDay)}
        disabled={(day: Date) => {
          const date = dateOf(day);
          return date > lastDay || !canPick(date, stay, minCheckIn, booked);
        }}
        modifiers={{ booked: (day: Date) => isBookedNight(dateOf(day), booked) }}
        modifiersClassNames={{ booked: 'night-booked' }}
        labels={{ labelDayButton }}
      />
    </StayPickerRoot>
  );
}

const StayPickerRoot = styled(DayPickerRoot)`
  .night-booked .rdp-day_button {
    text-decoration: line-through;
    background: ${({ theme }) => theme.colors.sand};
  }
`;
