import { bookingErrorMessages } from 'contracts/rules';
import { HostRequestError, hostMessages } from 'shared/hosts';
import type { FieldErrors } from '../form/fieldErrors';

export const hostAreaMessages = {
  unreachable: "We couldn't reach Makao. Check your connection and try again.",
  tooManyAttempts: (seconds: number | null) =>
    seconds === null
      ? 'Too many attempts. Wait a moment and try again.'
      : `Too many attempts. Try again in ${waitText(seconds)}.`,
  sessionLoadFailed: "We couldn't check whether you are signed in.",
} as const;

/** A wait as people say it: "45 seconds", "1 minute", "3 minutes" (rounded up). */
function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** Which field a server message is about (the API sends the rules' own texts). */
const fieldOfMessage: Record<string, string> = {
  [bookingErrorMessages.invalidEmail]: 'email',
  [bookingErrorMessages.invalidPhone]: 'phone',
  [hostMessages.passwordTooShort]: 'password',
  [hostMessages.passwordTooLong]: 'password',
  [hostMessages.passwordCommon]: 'password',
};

export interface HostFailure<F extends string> {
  /** Said above the submit button (`role="alert"`). */
  form?: string;
  /** Said under the fields at fault. */
  fields: FieldErrors<F>;
}

/**
 * What a failed host call means for a form: a message under the field it is about (a password the API
 * refuses, a blank field it lists in `missingFields`), or one for the whole form
 * (401's "Email or password is incorrect", 429 with its wait, no answer at all).
 */
export function hostFailureOf<F extends string>(error: unknown, labels: Record<F, string>): HostFailure<F> {
  if (!(error instanceof HostRequestError)) {
    // No answer (network, deadline): nothing was decided, so the person may simply try again.
    return { form: hostAreaMessages.unreachable, fields: {} };
  }
  const { status, body } = error;
  if (status === 429) return { form: hostAreaMessages.tooManyAttempts(error.retryAfterSeconds), fields: {} };
  const isField = (name: string): name is F => Object.hasOwn(labels, name);
  const missing = (body.missingFields ?? []).filter(isField);
  if (missing.length > 0) {
    return { fields: Object.fromEntries(missing.map((f) => [f, `${labels[f]} is required`])) as FieldErrors<F> };
  }
  const field = fieldOfMessage[body.error];
  if (field && isField(field)) return { fields: { [field]: body.error } as FieldErrors<F> };
  return { form: body.error, fields: {} };
}
