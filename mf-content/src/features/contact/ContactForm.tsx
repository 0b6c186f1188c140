import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { fieldLimits, inquiryTypeLabels, inquiryTypes } from 'shared/rules';
import { media } from 'shared/ui';
import { Button } from '../../lib/layout/Page';
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

type Notice = { tone: 'error' | 'success'; text: string } | null;

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
  const [notice, setNotice] = useState<Notice>(null);
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

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  ${media.tablet} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

const FormTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const FormNote = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The asterisk sits beside the label, not in it, so the field's accessible name is just its label. */
const LabelRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Required = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  label {
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  input,
  select,
  textarea {
    width: 100%;
    min-height: 2.75rem;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.ink};
  }
  textarea {
    resize: vertical;
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.danger};
  }
`;

const Notice = styled.p<{ $tone: 'error' | 'success' }>`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 600;
  ${({ $tone, theme }) =>
    $tone === 'error'
      ? css`
          background: ${theme.colors.dangerSoft};
          color: ${theme.colors.danger};
        `
      : css`
          background: ${theme.colors.primarySoft};
          color: ${theme.colors.primaryDark};
        `}
`;

const SubmitButton = styled(Button)`
  justify-self: start;
  width: 100%;
  ${media.tablet} {
    width: auto;
  }
`;
