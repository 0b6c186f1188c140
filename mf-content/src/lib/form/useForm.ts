import { useRef, useState, type FormEvent } from 'react';
import type { RequestProblem } from 'contracts/rules';
import { fieldErrorsOf, focusFirstInvalid, type FieldErrors } from './fieldErrors';

/** What a failed send means for the form: messages under fields, or one for the whole form. */
export interface FormFailure<F extends string> {
  form?: string | undefined;
  fields: FieldErrors<F>;
}

export interface FormOptions<F extends string> {
  initial: Record<F, string>;
  /** Each field's label, also the words of its "is required" message. */
  labels: Record<F, string>;
  /** The fields in the form's order: the first at fault takes the focus. */
  order: readonly F[];
  failureOf: (error: unknown, labels: Record<F, string>) => FormFailure<F>;
}

/**
 * A form's text values, its messages and its sending state. `submitWith` checks what was typed
 * before anything is sent; a problem, before or after sending, shows under its field (the first
 * one focused) or above the submit button, and the button is disabled while the request runs.
 */
export function useForm<F extends string>({ initial, labels, order, failureOf }: FormOptions<F>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const showErrors = (found: FieldErrors<F>) => {
    setErrors(found);
    focusFirstInvalid(formRef.current, order, found);
  };

  /** What a text field of the form needs: its name, label, value and message. */
  const field = (name: F) => ({
    name,
    label: labels[name],
    value: values[name],
    onValueChange: (value: string) => setValues((now) => ({ ...now, [name]: value })),
    error: errors[name],
  });

  const submitWith =
    (check: () => RequestProblem<F> | null, send: () => Promise<void>) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (sending) return;
      setFormError(null);
      const problem = check();
      if (problem) {
        showErrors(fieldErrorsOf(problem, labels));
        return;
      }
      setErrors({});
      setSending(true);
      void send()
        .catch((error: unknown) => {
          const failure = failureOf(error, labels);
          setFormError(failure.form ?? null);
          showErrors(failure.fields);
        })
        .finally(() => setSending(false));
    };

  return { values, field, errors, formError, sending, formRef, submitWith };
}
