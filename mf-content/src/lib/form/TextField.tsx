import type { InputHTMLAttributes, ReactNode } from 'react';
import { FormField } from './FormField';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'name' | 'value' | 'onChange' | 'required'
> {
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
}

/** A labelled text input with its hint and inline error (`FormField`). */
export function TextField({ name, label, value, onValueChange, error, hint, required, ...input }: TextFieldProps) {
  return (
    <FormField name={name} label={label} error={error} hint={hint} required={required}>
      {(control) => (
        <input type="text" {...input} {...control} value={value} onChange={(e) => onValueChange(e.target.value)} />
      )}
    </FormField>
  );
}
