import type { RequestProblem } from 'contracts/rules';

/** The message shown under each field at fault. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * A `checkRequest` problem as messages by field: every blank required field says so in its own
 * words, a field that breaks its rule gets the rule's message (the API's own text).
 */
export function fieldErrorsOf<F extends string>(problem: RequestProblem<F>, labels: Record<F, string>): FieldErrors<F> {
  if ('missing' in problem) {
    return Object.fromEntries(
      problem.missing.map((field) => [field, `${labels[field]} is required`]),
    ) as FieldErrors<F>;
  }
  return { [problem.field]: problem.message } as FieldErrors<F>;
}

/** Focuses the first field at fault, in the form's order, so the person lands where to fix it. */
export function focusFirstInvalid<F extends string>(
  form: HTMLFormElement | null,
  order: readonly F[],
  errors: FieldErrors<F>,
): void {
  const first = order.find((field) => errors[field]);
  if (first) form?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}
