import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** What a form's check found: the message for each field at fault (none, or null, when all is well). */
export type FieldMessages = Readonly<Record<string, string | undefined>>;

/**
 * A react-hook-form resolver over a form's own check: the pure function the form already has (the
 * request's rules from `contracts`, in the order and words the form gives them), so no schema library
 * comes to the browser. Each message becomes the error of its field; a check that finds nothing passes
 * the values on as they are. `context` is the form's `context` option (what the check needs besides
 * the values, e.g. the nights already booked).
 */
export function checkResolver<Values extends FieldValues, Context = undefined>(
  check: (values: Values, context: Context) => FieldMessages | null,
): Resolver<Values, Context> {
  return (values, context) => {
    const found = Object.entries(check(values, context as Context) ?? {}).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    );
    if (found.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(found.map(([field, message]) => [field, { type: 'check', message }]));
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}
