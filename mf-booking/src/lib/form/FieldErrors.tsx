import { FieldError } from './form.styles';
import type { FieldMessage } from './bookingForm';

/**
 * The messages about one field (or the dates), shown next to it. Every form shows its checks this
 * way (SPEC §5/§8 texts); the field points at its message with `aria-describedby`. `role="alert"`
 * reads a new message out even when focus does not move.
 */
export function FieldErrors({ problems }: { problems: readonly FieldMessage[] }) {
  return (
    <>
      {problems.map((problem) => (
        <FieldError key={problem.id} id={problem.id} role="alert">
          {problem.message}
        </FieldError>
      ))}
    </>
  );
}
