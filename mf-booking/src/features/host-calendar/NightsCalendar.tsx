import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { DayPicker, type DateRange, type Modifiers } from 'react-day-picker';
import { useTheme } from 'styled-components';
import { useMediaQuery } from 'shared/ui';
import { calendarMessages, type HostCalendar } from 'contracts/calendar';
import { addDays, formatStayDate, nairobiDate } from 'contracts';
import { hostErrorText } from '../../lib/hosting/hostQuery';
import {
  blockOf,
  describeNights,
  nextSelection,
  nightOf,
  pickerDate,
  takenNights,
  type NightKind,
  type Selection,
} from './calendarNights';
import { ActionButton, Actions, Done, Hint, Legend, PickerRoot, Problem, Swatch } from './hostCalendar.styles';
import { useNightsChange } from './hostCalendarApi';

/** How each kind of taken night is named, after its date, in the day's accessible name and the legend. */
const nightLabels: Record<NightKind, string> = {
  requested: 'requested by a guest',
  booked: 'booked',
  blocked: 'blocked by you',
  imported: 'imported from another calendar',
};

const legend: { kind: NightKind | 'free' | 'past'; label: string }[] = [
  { kind: 'free', label: 'Free' },
  { kind: 'requested', label: 'Requested by a guest' },
  { kind: 'booked', label: 'Booked' },
  { kind: 'blocked', label: 'Blocked by you' },
  { kind: 'imported', label: 'Imported from another calendar' },
  { kind: 'past', label: 'Past' },
];

export interface NightsCalendarProps {
  listingId: string;
  calendar: HostCalendar;
}

/**
 * The listing's nights over two months (one on a phone): free nights to block, the host's blocks to
 * unblock, and the nights guests or another platform hold, which only they change. The database
 * keeps the rule (no block over a held night); what is shown here is the server's last answer.
 */
export function NightsCalendar({ listingId, calendar }: NightsCalendarProps) {
  const today = nairobiDate(Date.now());
  const taken = useMemo(() => takenNights(calendar), [calendar]);
  const [picked, setPicked] = useState<Selection>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<{ text: string; count: number } | null>(null);
  const change = useNightsChange(listingId);
  const months = useMonthsShown();
  const hintId = useId();
  const doneRef = useRef<HTMLParagraphElement>(null);

  // A block that is gone from the server's answer (unblocked elsewhere) is no longer selected.
  const selection =
    picked?.kind === 'block' && !calendar.blocks.some((block) => block.id === picked.block.id) ? null : picked;

  // The buttons go with the selection: after an answer the focus goes to what it says.
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const kindOf = (date: Date) => taken.get(nightOf(date))?.kind;
  const modifiers = {
    requested: (date: Date) => kindOf(date) === 'requested',
    booked: (date: Date) => kindOf(date) === 'booked',
    blocked: (date: Date) => kindOf(date) === 'blocked',
    imported: (date: Date) => kindOf(date) === 'imported',
  };
  const held = (date: Date) => {
    const kind = kindOf(date);
    return kind === 'requested' || kind === 'booked';
  };
  const lastNight = addDays(calendar.to, -1);

  const range: DateRange | undefined =
    selection?.kind === 'free'
      ? { from: pickerDate(selection.first), to: pickerDate(selection.last) }
      : selection?.kind === 'block'
        ? { from: pickerDate(selection.block.checkIn), to: pickerDate(addDays(selection.block.checkOut, -1)) }
        : undefined;

  const pick = (date: Date) => {
    const night = nightOf(date);
    setDone(null);
    if (taken.get(night)?.kind === 'imported') {
      setPicked(null);
      setProblem(calendarMessages.importedBlock);
      return;
    }
    setProblem(null);
    setPicked(nextSelection(selection, night, taken));
  };

  const send = () => {
    if (!selection || change.isPending) return;
    setProblem(null);
    const nights = selection.kind === 'free' ? blockOf(selection.first, selection.last) : selection.block;
    const said = describeNights(nights.checkIn, nights.checkOut);
    change.mutate(selection.kind === 'free' ? { kind: 'block', nights } : { kind: 'unblock', block: selection.block }, {
      onSuccess: () => {
        setPicked(null);
        setDone((before) => ({
          text: `${selection.kind === 'free' ? 'Blocked' : 'Unblocked'} ${said}.`,
          count: (before?.count ?? 0) + 1,
        }));
      },
      onError: (error) => setProblem(hostErrorText(error)),
    });
  };

  const labelDayButton = (date: Date, flags: Modifiers) => {
    const night = nightOf(date);
    const kind = taken.get(night)?.kind;
    let label = formatStayDate(night, 'long');
    if (flags.today) label = `Today, ${label}`;
    if (kind) label += `, ${nightLabels[kind]}`;
    if (flags.selected) label += ', selected';
    return label;
  };

  return (
    <>
      <PickerRoot>
        <DayPicker
          mode="range"
          selected={range}
          onSelect={(_range, triggerDate) => pick(triggerDate)}
          numberOfMonths={months}
          weekStartsOn={1}
          today={pickerDate(today)}
          defaultMonth={pickerDate(today)}
          startMonth={pickerDate(today)}
          endMonth={pickerDate(lastNight)}
          disabled={[{ before: pickerDate(today) }, { after: pickerDate(lastNight) }, held]}
          modifiers={modifiers}
          modifiersClassNames={{
            requested: 'night-requested',
            booked: 'night-booked',
            blocked: 'night-blocked',
            imported: 'night-imported',
          }}
          labels={{ labelDayButton }}
        />
      </PickerRoot>
      <Legend aria-label="Legend">
        {legend.map((item) => (
          <li key={item.kind}>
            <Swatch $kind={item.kind} aria-hidden="true" />
            {item.label}
          </li>
        ))}
      </Legend>
      <Actions>
        <Hint id={hintId}>
          {selection?.kind === 'free'
            ? `Selected: ${describeNights(selection.first, addDays(selection.last, 1))}`
            : selection?.kind === 'block'
              ? `Blocked by you: ${describeNights(selection.block.checkIn, selection.block.checkOut)}`
              : 'Choose a free night, then the last night to block. Choose a blocked night to unblock it.'}
        </Hint>
        {selection && (
          <ActionButton
            type="button"
            aria-describedby={hintId}
            aria-disabled={change.isPending || undefined}
            onClick={send}
          >
            {selection.kind === 'free'
              ? change.isPending
                ? 'Blocking...'
                : 'Block nights'
              : change.isPending
                ? 'Unblocking...'
                : 'Unblock'}
          </ActionButton>
        )}
        {problem && <Problem role="alert">{problem}</Problem>}
        <Done ref={doneRef} role="status" tabIndex={-1}>
          {done?.text}
        </Done>
      </Actions>
    </>
  );
}

/** Two months side by side from the tablet width up, one on a phone. */
function useMonthsShown(): 1 | 2 {
  const query = `(min-width: ${useTheme().breakpoints.tablet})`;
  const wide = useMediaQuery(query, true);
  return wide ? 2 : 1;
}
