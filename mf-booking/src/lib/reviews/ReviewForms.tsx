import { useId, type FormEvent, type ReactNode } from 'react';
import { useController, useForm, type Control, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import styled from 'styled-components';
import { reviewCategories, reviewCategoryLabels, reviewLimits } from 'contracts/reviews';
import { checkResolver, Field, FieldHint, FieldLabel, FieldMessage, Notice, type FieldMessages } from 'shared/ui-form';
import { TextArea } from '../form/form.styles';
import { HostButton } from '../hosting/HostButton';
import {
  checkGuestReview,
  checkHostReview,
  emptyGuestReview,
  emptyHostReview,
  guestReviewRequest,
  hostReviewRequest,
  lengthOf,
} from './reviewChecks';
import { reviewFailureText } from './reviewsApi';
import { StarInput } from './StarRating';

/** One star question of a form, under react-hook-form (its check's message under it). */
function StarQuestion<V extends FieldValues>({
  control,
  name,
  legend,
  size,
}: {
  control: Control<V>;
  name: Path<V>;
  legend: string;
  size?: 'large' | 'compact';
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <StarInput
      ref={field.ref}
      name={field.name}
      legend={legend}
      value={String(field.value ?? '')}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      size={size}
    />
  );
}

/** The review's text, with its limits and a count of what is written. */
function BodyField<V extends FieldValues>({
  control,
  label,
  hint,
  min,
  max,
}: {
  control: Control<V>;
  label: string;
  hint: string;
  min: number;
  max: number;
}) {
  const id = useId();
  const { field, fieldState } = useController({ control, name: 'body' as Path<V> });
  const written = lengthOf(String(field.value ?? ''));
  const error = fieldState.error?.message;
  return (
    <Field>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <TextArea
        {...field}
        id={id}
        rows={6}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint ${id}-count${error ? ` ${id}-error` : ''}`}
      />
      <Below>
        <FieldHint id={`${id}-hint`}>{hint}</FieldHint>
        <FieldHint id={`${id}-count`} aria-live="polite">
          {written < min
            ? `${min - written} more to go`
            : `${written.toLocaleString('en-KE')} / ${max.toLocaleString('en-KE')}`}
        </FieldHint>
      </Below>
      {error && (
        <FieldMessage id={`${id}-error`} role="alert">
          {error}
        </FieldMessage>
      )}
    </Field>
  );
}

interface FormProps<Request> {
  /** Sends the review; a refusal is thrown and said above the button. */
  onSubmit: (request: Request) => Promise<unknown>;
}

/**
 * A review form on react-hook-form: the check runs on sending (each message under its question, then
 * again as the answers change), the values become the request, and a refusal is the form's root error.
 */
function useReviewForm<V extends FieldValues, Request>(
  defaultValues: DefaultValues<V>,
  check: (values: V) => FieldMessages | null,
  toRequest: (values: V) => Request,
  onSubmit: (request: Request) => Promise<unknown>,
) {
  const form = useForm<V>({
    defaultValues,
    resolver: checkResolver(check),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { handleSubmit, setError, formState } = form;
  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(toRequest(values));
    } catch (error) {
      setError('root', { message: reviewFailureText(error) });
    }
  });
  return {
    control: form.control,
    sending: formState.isSubmitting,
    failure: formState.errors.root?.message,
    /** The form's onSubmit: a second press while sending does nothing. */
    onFormSubmit: (event: FormEvent<HTMLFormElement>) =>
      formState.isSubmitting ? event.preventDefault() : void submit(event),
  };
}

/** The refusal of the last send, and the button. */
function SendRow({
  failure,
  sending,
  children,
}: {
  failure?: string | undefined;
  sending: boolean;
  children?: ReactNode;
}) {
  return (
    <>
      {failure && (
        <Notice $tone="error" role="alert">
          {failure}
        </Notice>
      )}
      <Buttons>
        <HostButton type="submit" aria-disabled={sending || undefined}>
          {sending ? 'Sending...' : 'Submit review'}
        </HostButton>
        {children}
      </Buttons>
    </>
  );
}

/** The guest's review of the stay: overall stars, the six categories, and a few lines for the next guests. */
export function GuestReviewForm({ onSubmit }: FormProps<ReturnType<typeof guestReviewRequest>>) {
  const id = useId();
  const { control, sending, failure, onFormSubmit } = useReviewForm(
    emptyGuestReview,
    checkGuestReview,
    guestReviewRequest,
    onSubmit,
  );
  return (
    <Form onSubmit={onFormSubmit} noValidate aria-label="Your review of the stay">
      <StarQuestion control={control} name="rating" legend="How was your stay overall?" size="large" />
      <Categories aria-labelledby={`${id}-categories`}>
        <h4 id={`${id}-categories`}>Rate each part of the stay</h4>
        {reviewCategories.map((category) => (
          <StarQuestion key={category} control={control} name={category} legend={reviewCategoryLabels[category]} />
        ))}
      </Categories>
      <BodyField
        control={control}
        label="Your review"
        hint="What should the next guests know? Your first name and the month of your stay are shown with it."
        min={reviewLimits.guestBodyMin}
        max={reviewLimits.guestBodyMax}
      />
      <SendRow failure={failure} sending={sending} />
    </Form>
  );
}

/** The host's review of the guest: stars, a few lines, and a private "would you host them again". */
export function HostReviewForm({
  guestName,
  onSubmit,
  onCancel,
}: FormProps<ReturnType<typeof hostReviewRequest>> & { guestName: string; onCancel?: () => void }) {
  const id = useId();
  const { control, sending, failure, onFormSubmit } = useReviewForm(
    emptyHostReview,
    checkHostReview,
    hostReviewRequest,
    onSubmit,
  );
  const again = useController({ control, name: 'wouldHostAgain' });
  const againError = again.fieldState.error?.message;
  return (
    <Form onSubmit={onFormSubmit} noValidate aria-label={`Your review of ${guestName}`}>
      <StarQuestion control={control} name="rating" legend={`How was ${guestName} as a guest?`} size="large" />
      <BodyField
        control={control}
        label={`Your review of ${guestName}`}
        hint={`${guestName} reads it once both reviews are published.`}
        min={reviewLimits.hostBodyMin}
        max={reviewLimits.hostBodyMax}
      />
      <Choices aria-describedby={`${id}-again-hint${againError ? ` ${id}-again-error` : ''}`}>
        <legend>Would you host {guestName} again?</legend>
        <FieldHint id={`${id}-again-hint`}>Private: only the Makao team sees this answer.</FieldHint>
        <div>
          {(['yes', 'no'] as const).map((answer) => (
            <label key={answer}>
              <input
                ref={answer === 'yes' ? again.field.ref : undefined}
                type="radio"
                name={again.field.name}
                value={answer}
                checked={again.field.value === answer}
                onChange={() => again.field.onChange(answer)}
                onBlur={again.field.onBlur}
                aria-invalid={againError ? true : undefined}
              />
              {answer === 'yes' ? 'Yes' : 'No'}
            </label>
          ))}
        </div>
        {againError && (
          <FieldMessage id={`${id}-again-error`} role="alert">
            {againError}
          </FieldMessage>
        )}
      </Choices>
      <SendRow failure={failure} sending={sending}>
        {onCancel && (
          <HostButton type="button" $variant="light" onClick={onCancel}>
            Not now
          </HostButton>
        )}
      </SendRow>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Categories = styled.section`
  display: grid;
  /* On a wide screen each category's stars stay beside its name, not across the page. */
  max-width: 36rem;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.sand};
  h4 {
    font-family: inherit;
    font-size: ${({ theme }) => theme.fontSizes.md};
    margin-bottom: ${({ theme }) => theme.space.xxs};
  }
`;

const Below = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  & > :last-child {
    flex: none;
  }
`;

const Choices = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  legend {
    padding: 0;
    font-weight: 600;
  }
  div {
    display: flex;
    gap: ${({ theme }) => theme.space.md};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    min-height: 2.75rem;
    min-width: 5rem;
    cursor: pointer;
  }
  input {
    width: 1.25rem;
    height: 1.25rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
