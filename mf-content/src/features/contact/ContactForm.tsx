import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fieldLimits, inquiryTypeLabels, inquiryTypes } from 'contracts/rules';
import { Notice } from 'shared/ui-form';
import {
  Field,
  FieldRow as Row,
  FormCard as Form,
  FormNote,
  FormTitle,
  LabelRow,
  Required,
  SubmitButton,
} from '../../lib/form/form.styles';
import {
  checkInquiry,
  emptyInquiry,
  inquiryBody,
  inquiryMessages,
  inquiryTypeFrom,
  type InquiryField,
  type InquiryValues,
} from './inquiryForm';
import { useSendInquiry } from './useSendInquiry';

type FormNotice = { tone: 'error' | 'success'; text: string } | null;

/**
 * SPEC §4/§5/§8: idle → submitting ("Sending Inquiry...", disabled) → success clears the form, failure
 * keeps it. Messages the spec calls alerts are inline `role="alert"` messages next to the button (read
 * out by screen readers, and they do not block the page like `window.alert`).
 */
export function ContactForm() {
  const [searchParams] = useSearchParams();
  const [values, setValues] = useState<InquiryValues>(() => ({
    ...emptyInquiry,
    inquiryType: inquiryTypeFrom(searchParams.get('inquiry')),
  }));
  const [invalid, setInvalid] = useState<InquiryField[]>([]);
  const [notice, setNotice] = useState<FormNotice>(null);
  const send = useSendInquiry();
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const noticeId = `${id}-notice`;

  const update =
    (field: InquiryField) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [field]: value }));
    };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    const problem = checkInquiry(values);
    if (problem) {
      setInvalid(problem.fields);
      setNotice({ tone: 'error', text: problem.message });
      formRef.current?.querySelector<HTMLElement>(`[name="${problem.fields[0]}"]`)?.focus();
      return;
    }
    setInvalid([]);
    setNotice(null);
    send.mutate(inquiryBody(values), {
      onSuccess: () => {
        setValues(emptyInquiry);
        setNotice({ tone: 'success', text: inquiryMessages.sent });
      },
      onError: () => setNotice({ tone: 'error', text: inquiryMessages.failed }),
    });
  };

  const fieldProps = (field: InquiryField) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    onChange: update(field),
    'aria-invalid': invalid.includes(field) || undefined,
    'aria-describedby': invalid.includes(field) ? noticeId : undefined,
  });

  return (
    <Form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <FormTitle id={`${id}-title`}>Send Us an Inquiry</FormTitle>
      <FormNote>
        Tell us where and when you would like to stay and we will reply within 2 hours. Fields marked{' '}
        <Required aria-hidden="true">*</Required>
        <span className="visually-hidden">with an asterisk</span> are required.
      </FormNote>
      <Row>
        <Field>
          <LabelRow>
            <label htmlFor={`${id}-firstName`}>First name</label>
            <Required aria-hidden="true">*</Required>
          </LabelRow>
          <input
            {...fieldProps('firstName')}
            type="text"
            autoComplete="given-name"
            required
            maxLength={fieldLimits.firstName}
          />
        </Field>
        <Field>
          <LabelRow>
            <label htmlFor={`${id}-lastName`}>Last name</label>
            <Required aria-hidden="true">*</Required>
          </LabelRow>
          <input
            {...fieldProps('lastName')}
            type="text"
            autoComplete="family-name"
            required
            maxLength={fieldLimits.lastName}
          />
        </Field>
      </Row>
      <Row>
        <Field>
          <LabelRow>
            <label htmlFor={`${id}-email`}>Email address</label>
            <Required aria-hidden="true">*</Required>
          </LabelRow>
          <input
            {...fieldProps('email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            maxLength={fieldLimits.email}
            placeholder="you@example.com"
          />
        </Field>
        <Field>
          <label htmlFor={`${id}-phone`}>Phone number</label>
          {/* SPEC §5: the placeholder prefers the +254 format. */}
          <input
            {...fieldProps('phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={fieldLimits.phone}
            placeholder="+254 7XX XXX XXX"
          />
        </Field>
      </Row>
      <Field>
        <label htmlFor={`${id}-inquiryType`}>Inquiry type</label>
        <select {...fieldProps('inquiryType')}>
          <option value="">Choose a topic (optional)</option>
          {/* SPEC §3: the nine inquiry types. */}
          {inquiryTypes.map((type) => (
            <option key={type} value={type}>
              {inquiryTypeLabels[type]}
            </option>
          ))}
        </select>
      </Field>
      <Field>
        <LabelRow>
          <label htmlFor={`${id}-message`}>Message</label>
          <Required aria-hidden="true">*</Required>
        </LabelRow>
        <textarea
          {...fieldProps('message')}
          required
          rows={6}
          maxLength={fieldLimits.inquiryMessage}
          placeholder="Your dates, number of guests and the area or property you have in mind"
        />
      </Field>
      {notice && (
        <Notice id={noticeId} role="alert" $tone={notice.tone}>
          {notice.text}
        </Notice>
      )}
      <SubmitButton type="submit" disabled={send.isPending}>
        {send.isPending ? 'Sending Inquiry...' : 'Send Inquiry'}
      </SubmitButton>
    </Form>
  );
}
