import { useForm as useHookForm } from 'react-hook-form';
import type { RequestProblem } from 'contracts/rules';
import { checkResolver } from 'shared/ui-form';
import { fieldErrorsOf, type FieldErrors } from './fieldErrors';

/** What a failed send means for the form: messages under fields, or one for the whole form. */
interface FormFailure<F extends string> {
  form?: string | undefined;
  fields: FieldErrors<F>;
}

export interface FormOptions<F extends string> {
  initial: Record<F, string>;
  /** Each field's label, also the words of its "is required" message. */
  labels: Record<F, string>;
  /** The fields in the form's order: the first the server finds at fault takes the focus. */
  order: readonly F[];
  /** What is checked before anything is sent: the request's rules (`checkRequest` from `contracts/rules`). */
  check: (values: Record<F, string>) => RequestProblem<F> | null;
  failureOf: (error: unknown, labels: Record<F, string>) => FormFailure<F>;
}

/**
 * A form's text fields on react-hook-form. The check runs on sending, as the form's resolver: every
 * problem shows under its field (`fieldErrorsOf`) and the first one takes the focus. A failed send
 * does the same with the server's answer (`failureOf`): under the fields it is about, or above the
 * submit button (the form's root error). The button is disabled while the request runs.
 */
export function useForm<F extends string>({ initial, labels, order, check, failureOf }: FormOptions<F>) {
  // A record of strings by name: react-hook-form cannot work out the paths of a generic record.
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useHookForm<Record<string, string>>({
    defaultValues: initial,
    resolver: checkResolver<Record<string, string>>((values) => {
      const problem = check(values as Record<F, string>);
      return problem && fieldErrorsOf(problem, labels);
    }),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });

  /** What a text field of the form needs: its input's props (`register`), label and message. */
  const field = (name: F) => ({
    ...register(name),
    label: labels[name],
    error: errors[name]?.message,
  });

  const submitWith = (send: (values: Record<F, string>) => Promise<void>) =>
    handleSubmit(async (values) => {
      try {
        await send(values as Record<F, string>);
      } catch (error) {
        const failure = failureOf(error, labels);
        if (failure.form) setError('root', { message: failure.form });
        const first = order.find((name) => failure.fields[name]);
        for (const [name, message] of Object.entries(failure.fields) as [F, string | undefined][]) {
          if (message) setError(name, { message }, { shouldFocus: name === first });
        }
      }
    });

  return { field, formError: errors.root?.message ?? null, sending: isSubmitting, submitWith };
}
