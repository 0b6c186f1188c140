import { useId, type ReactNode } from 'react';
import { FieldMessage } from 'shared/ui-form';
import { Field, FieldHint, LabelRow, Required } from './form.styles';

/** What a field's control carries so that its label, hint and error are read with it. */
interface FieldControlProps {
  id: string;
  name: string;
  required?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface FormFieldProps {
  name: string;
  label: string;
  /** Shown under the control and tied to it (`aria-describedby`); marks it `aria-invalid`. */
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * One labelled control with its hint and its own error message right under it. The asterisk sits
 * beside the label (hidden from screen readers, which hear `required` instead).
 */
export function FormField({ name, label, error, hint, required = false, children }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <Field>
      <LabelRow>
        <label htmlFor={id}>{label}</label>
        {required && <Required aria-hidden="true">*</Required>}
      </LabelRow>
      {children({
        id,
        name,
        ...(required ? { required: true } : {}),
        ...(error ? { 'aria-invalid': true } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && <FieldMessage id={errorId}>{error}</FieldMessage>}
    </Field>
  );
}
