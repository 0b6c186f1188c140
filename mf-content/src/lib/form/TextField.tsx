import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FormField } from './FormField';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'required'> {
  name: string;
  label: string;
  /** The new text of a field the page holds itself (with `value`); a registered field passes `onChange`. */
  onValueChange?: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled text input with its hint and inline error (`FormField`): registered with react-hook-form
 * (`{...field(name)}` of `useForm`), or held by the page (`value` and `onValueChange`).
 */
export function TextField({ name, label, onValueChange, error, hint, required, onChange, ...input }: TextFieldProps) {
  return (
    <FormField name={name} label={label} error={error} hint={hint} required={required}>
      {(control) => (
        <input
          type="text"
          {...input}
          {...control}
          onChange={(e) => {
            onChange?.(e);
            onValueChange?.(e.target.value);
          }}
        />
      )}
    </FormField>
  );
}
