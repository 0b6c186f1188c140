import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ModalDialog } from 'shared/ui-dialog';
import { controlLook, Field, FieldHint, FieldLabel, Notice } from 'shared/ui-form';
import { Button } from '../../lib/layout/Page';

export interface ReasonDialogWords {
  title: string;
  lead: string;
  /** The reason's label. */
  label: string;
  /** The button that does it, and its text while it does. */
  confirm: string;
  pending?: string;
  /** The button that closes the dialog without doing anything. */
  cancel?: string;
}

export interface ReasonDialogProps {
  words: ReasonDialogWords;
  max: number;
  /** Said under the field when it is sent blank. */
  requiredMessage: string;
  pending: boolean;
  error: string | null;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}

/**
 * The console's confirmation of a decision that needs a reason (sending a listing back, a
 * suspension, a dismissal): what it does, the reason (required, trimmed), and the button that does it.
 */
export function ReasonDialog({ words, max, requiredMessage, pending, error, onClose, onConfirm }: ReasonDialogProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    onConfirm(reason.trim());
  };
  return (
    <ModalDialog labelledBy={`${id}-title`} onClose={onClose}>
      <DialogForm onSubmit={submit} noValidate>
        <h2 id={`${id}-title`}>{words.title}</h2>
        <p>{words.lead}</p>
        <Field>
          <FieldLabel htmlFor={`${id}-reason`}>{words.label}</FieldLabel>
          <Reason
            id={`${id}-reason`}
            rows={4}
            maxLength={max}
            value={reason}
            aria-invalid={missing || undefined}
            aria-describedby={`${id}-hint`}
            onChange={(event) => {
              setReason(event.target.value);
              setMissing(false);
            }}
          />
          <FieldHint id={`${id}-hint`}>{missing ? requiredMessage : `At most ${max} characters.`}</FieldHint>
        </Field>
        {error && (
          <Notice $tone="error" role="alert">
            {error}
          </Notice>
        )}
        <Buttons>
          <Button type="submit" disabled={pending}>
            {pending ? (words.pending ?? 'Working…') : words.confirm}
          </Button>
          <Button type="button" $variant="light" onClick={onClose}>
            {words.cancel ?? 'Cancel'}
          </Button>
        </Buttons>
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

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
