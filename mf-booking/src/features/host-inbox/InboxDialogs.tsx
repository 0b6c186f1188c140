import { useId, useRef, useState, type FormEvent } from 'react';
import type { Booking } from 'contracts';
import { ModalDialog } from 'shared/ui-dialog';
import { Field, FieldHint, FieldLabel, Notice } from 'shared/ui-form';
import { Actions, Button, DialogBody, ReasonInput } from './hostInbox.styles';
import { stayDates } from '../../lib/stay/stayText';

/** The API's limit on a decline reason (HostDeclineSchema). */
const REASON_MAX = 500;

export interface InboxDialogProps {
  booking: Booking;
  /** The server's refusal of the last try, said in the dialog. */
  error: string | null;
  pending: boolean;
  onClose: () => void;
}

/** Declining a request: an optional reason, which the guest's email quotes. */
export function DeclineDialog({
  booking,
  error,
  pending,
  onClose,
  onDecline,
}: InboxDialogProps & { onDecline: (reason: string) => void }) {
  const titleId = useId();
  const reasonId = useId();
  const hintId = useId();
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onDecline(reason);
  };
  return (
    <ModalDialog labelledBy={titleId} onClose={onClose}>
      <DialogBody onSubmit={submit} noValidate>
        <h2 id={titleId}>Decline {booking.name}&apos;s request?</h2>
        <p>
          {booking.propertyTitle}, {stayDates(booking)}. We tell the guest by email and the nights are free again.
        </p>
        <Field>
          <FieldLabel htmlFor={reasonId}>Reason for the guest (optional)</FieldLabel>
          <ReasonInput
            id={reasonId}
            aria-describedby={hintId}
            maxLength={REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <FieldHint id={hintId}>Our email to the guest quotes it. At most {REASON_MAX} characters.</FieldHint>
        </Field>
        {error && (
          <Notice $tone="error" role="alert">
            {error}
          </Notice>
        )}
        <Actions>
          <Button type="submit" $variant="danger" disabled={pending}>
            {pending ? 'Declining...' : 'Decline request'}
          </Button>
          <Button type="button" $variant="light" onClick={onClose}>
            Keep request
          </Button>
        </Actions>
      </DialogBody>
    </ModalDialog>
  );
}

/** Cancelling a confirmed stay, only after the host says so a second time. */
export function CancelDialog({
  booking,
  error,
  pending,
  onClose,
  onCancel,
}: InboxDialogProps & { onCancel: () => void }) {
  const titleId = useId();
  // The safe answer has the focus first, so an Enter pressed out of habit keeps the stay.
  const keep = useRef<HTMLButtonElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onCancel();
  };
  return (
    <ModalDialog labelledBy={titleId} onClose={onClose} initialFocus={keep}>
      <DialogBody onSubmit={submit}>
        <h2 id={titleId}>Cancel {booking.name}&apos;s stay?</h2>
        <p>
          {booking.propertyTitle}, {stayDates(booking)}. We tell the guest by email and the nights open up for other
          guests. This cannot be undone.
        </p>
        {error && (
          <Notice $tone="error" role="alert">
            {error}
          </Notice>
        )}
        <Actions>
          <Button type="submit" $variant="danger" disabled={pending}>
            {pending ? 'Cancelling...' : 'Cancel stay'}
          </Button>
          <Button ref={keep} type="button" $variant="light" onClick={onClose}>
            Keep stay
          </Button>
        </Actions>
      </DialogBody>
    </ModalDialog>
  );
}
