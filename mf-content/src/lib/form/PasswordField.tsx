import { useState, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styled from 'styled-components';
import { FormField } from './FormField';

/** A registered field (`{...field(name)}` of `useForm`): its name, change and blur handlers and ref. */
export interface PasswordFieldProps extends UseFormRegisterReturn {
  label: string;
  /** `current-password` to sign in, `new-password` to choose one (password managers read it). */
  autoComplete: 'current-password' | 'new-password';
  maxLength?: number;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
}

/**
 * A password input with a Show/Hide toggle: typing a long passphrase on a phone is easier when it can
 * be read back. The toggle is a real button (`aria-pressed`), so keyboards and screen readers reach it.
 */
export function PasswordField({
  name,
  label,
  onChange,
  onBlur,
  ref,
  autoComplete,
  maxLength,
  error,
  hint,
  required,
}: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <FormField name={name} label={label} error={error} hint={hint} required={required}>
      {(control) => (
        <PasswordRow>
          <input
            {...control}
            type={shown ? 'text' : 'password'}
            autoComplete={autoComplete}
            autoCapitalize="none"
            spellCheck={false}
            maxLength={maxLength}
            ref={ref}
            onChange={onChange}
            onBlur={onBlur}
          />
          <ToggleButton
            type="button"
            aria-pressed={shown}
            aria-controls={control.id}
            aria-label={shown ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
            onClick={() => setShown((now) => !now)}
          >
            {shown ? 'Hide' : 'Show'}
          </ToggleButton>
        </PasswordRow>
      )}
    </FormField>
  );
}

const PasswordRow = styled.div`
  position: relative;
  input {
    padding-right: 4.75rem;
  }
`;

const ToggleButton = styled.button`
  position: absolute;
  top: 50%;
  right: ${({ theme }) => theme.space.xxs};
  transform: translateY(-50%);
  min-width: 4rem;
  min-height: 2.25rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.primaryDark};
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;
