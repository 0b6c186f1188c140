/**
 * The request bodies' text rules as plain data (JSON Schema keywords): the TypeBox schemas are built
 * from them (`schemas.ts`, API only) and the forms check with them through `checkRequest`, which
 * reads the same keywords without TypeBox (it stays out of the browser).
 */
import {
  bookingRequiredFields,
  emailRule,
  fieldLabels,
  fieldLimits,
  inquiryRequiredFields,
  phoneRule,
  requestFormats,
  tooLongMessage,
  type FieldRule,
} from './api';

export interface RequestRules<F extends string> {
  /** SPEC §5: the fields that must not be blank once trimmed, in the order `missingFields` lists them. */
  required: readonly NoInfer<F>[];
  fields: Readonly<Record<F, FieldRule>>;
}

/** SPEC §3/§5: the text fields of a booking request (the stay and guests have rules of their own). */
export const bookingRequestRules = {
  required: bookingRequiredFields.filter((field) => field === 'name' || field === 'email' || field === 'phone'),
  fields: {
    name: { maxLength: fieldLimits.name },
    email: emailRule,
    phone: phoneRule,
    message: { maxLength: fieldLimits.message },
  },
} as const satisfies RequestRules<'name' | 'email' | 'phone' | 'message'>;

/** SPEC §3/§5: the text fields of a contact inquiry (the inquiry type is a choice of `inquiryTypes`). */
export const inquiryRules = {
  required: inquiryRequiredFields,
  fields: {
    firstName: { maxLength: fieldLimits.firstName },
    lastName: { maxLength: fieldLimits.lastName },
    email: emailRule,
    phone: phoneRule,
    message: { maxLength: fieldLimits.inquiryMessage },
  },
} as const satisfies RequestRules<'firstName' | 'lastName' | 'email' | 'phone' | 'message'>;

/** Every required field that is blank, or the first field whose value breaks its rule. */
export type RequestProblem<F extends string> = { missing: F[] } | { field: F; message: string };

/**
 * Checks what a person typed as the API checks the request (SPEC §5): text trimmed, every blank
 * required field missing; then, in field order, each given value's length, pattern and format, with
 * the rule's own `errorMessage`. A blank optional field is one not given. `fields` limits the check
 * to some of the rules' fields (a form that checks its fields in steps).
 */
export function checkRequest<F extends string>(
  rules: RequestRules<F>,
  values: Partial<Record<NoInfer<F>, string>>,
  fields: readonly NoInfer<F>[] = Object.keys(rules.fields) as F[],
): RequestProblem<F> | null {
  const text = (field: F) => (values[field] ?? '').trim();
  const missing = rules.required.filter((field) => fields.includes(field) && text(field) === '');
  if (missing.length > 0) return { missing };
  for (const field of fields) {
    const value = text(field);
    const rule = rules.fields[field];
    if (value === '') continue;
    const label = fieldLabels[field] ?? field;
    if (value.length > rule.maxLength) return { field, message: tooLongMessage(label, rule.maxLength) };
    // Ajv tests patterns with the `u` flag.
    const long = rule.minLength === undefined || value.length >= rule.minLength;
    const matches = long && (rule.pattern === undefined || new RegExp(rule.pattern, 'u').test(value));
    const formatted = rule.format === undefined || requestFormats[rule.format](value);
    if (!matches || !formatted) return { field, message: rule.errorMessage ?? `${label} is not valid` };
  }
  return null;
}
