import { OPS_CODE_DIGITS, opsMessages } from 'contracts/ops';
import type { RequestProblem } from 'contracts/rules';
import { TextField, type TextFieldProps } from '../../lib/form/TextField';

/** The authenticator's code: digits only, spaces allowed ("123 456", as the apps show it). */
export function checkCode(values: Record<'code', string>): RequestProblem<'code'> | null {
  const code = values.code.replace(/\s/g, '');
  if (code === '') return { missing: ['code'] };
  return new RegExp(`^\\d{${OPS_CODE_DIGITS}}$`).test(code) ? null : { field: 'code', message: opsMessages.codeFormat };
}

/** The code's field: a phone shows digits, and the browser may fill it from the app (`one-time-code`). */
export function CodeField({ field }: { field: TextFieldProps }) {
  return (
    <TextField
      {...field}
      required
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={OPS_CODE_DIGITS + 2}
      hint={`${OPS_CODE_DIGITS} digits; a new code every 30 seconds`}
    />
  );
}
