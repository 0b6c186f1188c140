import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { REJECTION_REASON_MAX, opsMessages } from 'contracts/ops';
import { ModalDialog } from 'shared/ui-dialog';
import { controlLook, Field, FieldHint, FieldLabel, Notice } from 'shared/ui-form';
import { Button } from '../../lib/layout/Page';
import { Actions } from './opsLook';

export interface ReasonDialogProps {
  title: string;
  /** Who reads the reason, and what happens next. */
  lead: string;
  label: string;
  submit: { idle: string; pending: string };
  cancel: string;
  pending: boolean;
  error: string | null;
  onClose: () => void;
  onSubmit: (reason: string) => void;
}

/** An operator's decision that needs a reason the other side reads (a listing sent back, an identity not verified). */
export function ReasonDialog({
  title,
  lead,
  label,
  submit,
  cancel,
  pending,
  error,
  onClose,
  onSubmit,
}: ReasonDialogProps) {
  const titleId = useId();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    onSubmit(reason.trim());
  };
  return (
    <ModalDialog labelledBy={titleId} onClose={onClose}>
      <DialogForm onSubmit={send} noValidate>
        <h2 id={titleId}>{title}</h2>
        <p>{lead}</p>
        <Field>
          <FieldLabel htmlFor={reasonId}>{label}</FieldLabel>
          <Reason
            id={reasonId}
            rows={4}
            maxLength={REJECTION_REASON_MAX}
            value={reason}
            aria-invalid={missing || undefined}
            aria-describedby={`${reasonId}-hint`}
            onChange={(event) => {
              setReason(event.target.value);
              setMissing(false);
            }}
          />
          <FieldHint id={`${reasonId}-hint`}>
            {missing ? opsMessages.rejectReason : `At most ${REJECTION_REASON_MAX} characters.`}
          </FieldHint>
        </Field>
        {error && (
          <Notice $tone="error" role="alert">
            {error}
          </Notice>
        )}
        <Actions>
          <Button type="submit" disabled={pending}>
            {pending ? submit.pending : submit.idle}
          </Button>
          <Button type="button" $variant="light" onClick={onClose}>
            {cancel}
          </Button>
        </Actions>
      </DialogForm>
    </ModalDialog>
  );
}

const DialogForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Reason = styled.textarea`
  ${controlLook('md')}
  min-height: 6rem;
  resize: vertical;
`;
