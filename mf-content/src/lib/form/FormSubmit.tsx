import type { ReactNode } from 'react';
import { Notice } from 'shared/ui-form';
import { SubmitButton } from './form.styles';

export interface FormSubmitProps {
  /** What went wrong for the whole form, said above the button (`role="alert"`). */
  error: string | null;
  sending: boolean;
  label: string;
  /** The button's words while the request runs (it is disabled meanwhile). */
  sendingLabel: string;
  /** Said after the error, e.g. a link to what to do next. */
  errorAction?: ReactNode;
}

/** A form's submit button, with the form's own error message above it. */
export function FormSubmit({ error, sending, label, sendingLabel, errorAction }: FormSubmitProps) {
  return (
    <>
      {error && (
        <Notice role="alert" $tone="error">
          {error}
          {errorAction !== undefined && <> {errorAction}</>}
        </Notice>
      )}
      <SubmitButton type="submit" disabled={sending}>
        {sending ? sendingLabel : label}
      </SubmitButton>
    </>
  );
}
