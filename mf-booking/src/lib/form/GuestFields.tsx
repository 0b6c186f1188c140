import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { fieldLimits } from 'contracts';
import { EMAIL_PATTERN } from 'contracts/booking-rules';
import { Field, FieldHint, FieldLabel } from 'shared/ui-form';
import { fieldAria, type BookingField, type FieldMessage } from './bookingForm';
import { FieldErrors } from './FieldErrors';
import { TextArea, TextInput } from './form.styles';

export interface GuestFieldsProps {
  /** A field's input props (`register`). */
  field: (name: BookingField) => UseFormRegisterReturn<BookingField>;
  /** The messages next to the fields they are about. */
  problems: readonly FieldMessage[];
  /** Rows of the special-requests box. */
  messageRows?: number;
}

/** SPEC §3: name, email and phone (required), and special requests. Limits are the API's. */
export function GuestFields({ field, problems, messageRows = 3 }: GuestFieldsProps) {
  const id = useId();
  return (
    <>
      <Field>
        <FieldLabel htmlFor={`${id}-name`}>Full name</FieldLabel>
        <TextInput
          id={`${id}-name`}
          type="text"
          autoComplete="name"
          required
          maxLength={fieldLimits.name}
          {...field('name')}
          {...fieldAria('name', problems)}
        />
        <FieldErrors problems={problems.filter((problem) => problem.field === 'name')} />
      </Field>
      <Field>
        <FieldLabel htmlFor={`${id}-email`}>Email address</FieldLabel>
        <TextInput
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          pattern={EMAIL_PATTERN}
          maxLength={fieldLimits.email}
          {...field('email')}
          {...fieldAria('email', problems)}
        />
        <FieldErrors problems={problems.filter((problem) => problem.field === 'email')} />
      </Field>
      <Field>
        <FieldLabel htmlFor={`${id}-phone`}>Phone number</FieldLabel>
        <TextInput
          id={`${id}-phone`}
          type="tel"
          autoComplete="tel"
          required
          maxLength={fieldLimits.phone}
          placeholder="+254 712 345 678"
          {...field('phone')}
          {...fieldAria('phone', problems)}
        />
        <FieldErrors problems={problems.filter((problem) => problem.field === 'phone')} />
      </Field>
      <Field>
        <FieldLabel htmlFor={`${id}-message`}>Special requests (optional)</FieldLabel>
        <TextArea
          id={`${id}-message`}
          rows={messageRows}
          maxLength={fieldLimits.message}
          {...field('message')}
          aria-describedby={`${id}-message-hint`}
        />
        <FieldHint id={`${id}-message-hint`}>For example arrival time, extra bedding or an airport pick-up.</FieldHint>
      </Field>
    </>
  );
}
