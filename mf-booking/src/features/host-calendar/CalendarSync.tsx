import { useId, useState, type FormEvent } from 'react';
import { calendarMessages, CALENDAR_IMPORT_URL_MAX, type HostCalendar } from 'contracts/calendar';
import { hostErrorText } from '../../lib/hosting/hostQuery';
import { formatMoment } from '../../lib/lifecycle/guestBookingApi';
import {
  ActionButton,
  CopyRow,
  Done,
  Field,
  Hint,
  Problem,
  QuietButton,
  SyncRoot,
  SyncStatus,
} from './hostCalendar.styles';
import { useImportChange } from './hostCalendarApi';

export interface CalendarSyncProps {
  listingId: string;
  calendar: HostCalendar;
}

/**
 * The listing's calendar feeds: its own secret iCal link for other platforms to import, and the link
 * of another platform's calendar whose nights are blocked here (the API reads it at once, then every
 * so often, and says how the last read went).
 */
export function CalendarSync({ listingId, calendar }: CalendarSyncProps) {
  const titleId = useId();
  const exportId = useId();
  const exportHelpId = useId();
  const importTitleId = useId();
  const urlId = useId();
  const urlProblemId = useId();
  const [copied, setCopied] = useState<string | null>(null);
  const [url, setUrl] = useState(calendar.import.url ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const change = useImportChange(listingId);
  const current = calendar.import;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(calendar.exportUrl);
      setCopied('Link copied.');
    } catch {
      // No clipboard (an insecure page, a refused permission): the link is selected for the host to copy.
      (document.getElementById(exportId) as HTMLInputElement | null)?.select();
      setCopied('Press Ctrl+C (or ⌘C) to copy the selected link.');
    }
  };

  const save = (next: string | null) => {
    if (change.isPending) return;
    setProblem(null);
    change.mutate(next, {
      onSuccess: (answer) => setUrl(answer.url ?? ''),
      onError: (error) => setProblem(hostErrorText(error)),
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = url.trim();
    if (!typed) {
      setProblem(calendarMessages.importUrlInvalid);
      document.getElementById(urlId)?.focus();
      return;
    }
    save(typed);
  };

  return (
    <SyncRoot aria-labelledby={titleId}>
      <h3 id={titleId}>Sync with other sites</h3>
      <Field>
        <label htmlFor={exportId}>This listing’s calendar link</label>
        <CopyRow>
          <input
            id={exportId}
            type="text"
            readOnly
            value={calendar.exportUrl}
            aria-describedby={exportHelpId}
            onFocus={(event) => event.currentTarget.select()}
          />
          <QuietButton type="button" onClick={() => void copy()}>
            Copy
          </QuietButton>
        </CopyRow>
        <Hint id={exportHelpId}>Paste this link into Airbnb or Booking.com to keep their calendar in step</Hint>
        <Done role="status">{copied}</Done>
      </Field>

      <form aria-labelledby={importTitleId} onSubmit={submit} noValidate>
        <h4 id={importTitleId}>Import another calendar</h4>
        <Field>
          <label htmlFor={urlId}>Calendar link (iCal)</label>
          <input
            id={urlId}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://"
            maxLength={CALENDAR_IMPORT_URL_MAX}
            value={url}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? urlProblemId : undefined}
            onChange={(event) => {
              setUrl(event.target.value);
              setProblem(null);
            }}
          />
          {problem && (
            <Problem id={urlProblemId} role="alert">
              {problem}
            </Problem>
          )}
        </Field>
        <CopyRow>
          <ActionButton type="submit" aria-disabled={change.isPending || undefined}>
            {change.isPending && change.variables !== null ? 'Saving...' : 'Save'}
          </ActionButton>
          {current.url && (
            <QuietButton type="button" aria-disabled={change.isPending || undefined} onClick={() => save(null)}>
              {change.isPending && change.variables === null ? 'Removing...' : 'Remove'}
            </QuietButton>
          )}
        </CopyRow>
        <SyncStatus role="status">
          {current.url === null ? (
            <p>No calendar is imported.</p>
          ) : current.lastSyncAt === null ? (
            <p>Not read yet.</p>
          ) : (
            <p>
              Last read {formatMoment(current.lastSyncAt)}. {current.imported} imported, {current.skipped} skipped
              because a booking here holds their nights.
            </p>
          )}
          {current.url !== null && current.lastError && <Problem>The last read failed: {current.lastError}</Problem>}
        </SyncStatus>
      </form>
    </SyncRoot>
  );
}
