import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  REPORT_TEXT_MAX,
  checkListingReport,
  listingReportReasonLabels,
  listingReportReasons,
  type ListingReportRequest,
} from 'contracts/moderation';
import { ModalDialog } from 'shared/ui-dialog';
import { controlLook, Field, FieldHint, FieldLabel, FieldMessage, labelLook, Notice } from 'shared/ui-form';
import { OutlineButton } from '../../lib/layout/OutlineButton';
import { REPORT_FAILED, ReportRefused, sendListingReport } from './reportListingApi';

type Problems = NonNullable<ReturnType<typeof checkListingReport>>;

/**
 * The report form: why (one of the reasons), what is wrong (needed for "Something else"), and an email
 * if the guest wants a reply. Checked on sending with the API's own rule (`checkListingReport`); the
 * API's answer, thanks or refusal, is said in its words.
 */
export function ReportDialog({
  propertyId,
  title,
  onClose,
}: {
  propertyId: string;
  title: string;
  onClose: () => void;
}) {
  const id = useId();
  const [values, setValues] = useState({ reason: '', text: '', email: '' });
  const [problems, setProblems] = useState<Problems | null>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [thanks, setThanks] = useState<string | null>(null);

  const change = (field: keyof typeof values, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once a send has found a problem, the messages follow what is typed.
    if (problems) setProblems(checkListingReport(next));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = checkListingReport(values);
    setProblems(found);
    setFailure(null);
    if (found) return;
    const request: ListingReportRequest = { reason: values.reason as ListingReportRequest['reason'] };
    if (values.text.trim()) request.text = values.text.trim();
    if (values.email.trim()) request.email = values.email.trim();
    setSending(true);
    try {
      setThanks(await sendListingReport(propertyId, request));
    } catch (error) {
      setFailure(error instanceof ReportRefused ? error.message : REPORT_FAILED);
    } finally {
      setSending(false);
    }
  };

  const written = values.text.trim().length;
  const textRequired = values.reason === 'other';
  return (
    <ModalDialog
      labelledBy={`${id}-title`}
      onClose={onClose}
      layout="form"
      header={<DialogTitle id={`${id}-title`}>Report this listing</DialogTitle>}
    >
      {thanks ? (
        <Done>
          <Notice $tone="success" role="status">
            {thanks}
          </Notice>
          <OutlineButton type="button" onClick={onClose}>
            Done
          </OutlineButton>
        </Done>
      ) : (
        <Form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`}>
          <Intro>
            Tell our team what is wrong with “{title}”. You don’t need an account; we don’t tell the host who reported
            it.
          </Intro>
          <Reasons aria-describedby={problems?.reason ? `${id}-reason-error` : undefined}>
            <legend>Why are you reporting it?</legend>
            {listingReportReasons.map((reason) => (
              <Choice key={reason}>
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={reason}
                  checked={values.reason === reason}
                  aria-invalid={problems?.reason ? true : undefined}
                  onChange={() => change('reason', reason)}
                />
                {listingReportReasonLabels[reason]}
              </Choice>
            ))}
            {problems?.reason && (
              <FieldMessage id={`${id}-reason-error`} role="alert">
                {problems.reason}
              </FieldMessage>
            )}
          </Reasons>
          <Field>
            <FieldLabel htmlFor={`${id}-text`}>
              What is wrong?{textRequired ? '' : <Optional> (optional)</Optional>}
            </FieldLabel>
            <TextArea
              id={`${id}-text`}
              rows={4}
              value={values.text}
              maxLength={REPORT_TEXT_MAX}
              aria-required={textRequired || undefined}
              aria-invalid={problems?.text ? true : undefined}
              aria-describedby={`${id}-count${problems?.text ? ` ${id}-text-error` : ''}`}
              onChange={(event) => change('text', event.target.value)}
            />
            <FieldHint id={`${id}-count`} aria-live="polite">
              {`${written.toLocaleString('en-KE')} / ${REPORT_TEXT_MAX.toLocaleString('en-KE')} characters`}
            </FieldHint>
            {problems?.text && (
              <FieldMessage id={`${id}-text-error`} role="alert">
                {problems.text}
              </FieldMessage>
            )}
          </Field>
          <Field>
            <FieldLabel htmlFor={`${id}-email`}>
              Your email<Optional> (optional)</Optional>
            </FieldLabel>
            <Input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              value={values.email}
              aria-invalid={problems?.email ? true : undefined}
              aria-describedby={`${id}-email-hint${problems?.email ? ` ${id}-email-error` : ''}`}
              onChange={(event) => change('email', event.target.value)}
            />
            <FieldHint id={`${id}-email-hint`}>Only if you want us to write back to you.</FieldHint>
            {problems?.email && (
              <FieldMessage id={`${id}-email-error`} role="alert">
                {problems.email}
              </FieldMessage>
            )}
          </Field>
          {failure && (
            <Notice $tone="error" role="alert">
              {failure}
            </Notice>
          )}
          <Buttons>
            <SendButton type="submit" aria-disabled={sending || undefined}>
              {sending ? 'Sending...' : 'Send report'}
            </SendButton>
            <OutlineButton type="button" onClick={onClose}>
              Cancel
            </OutlineButton>
          </Buttons>
        </Form>
      )}
    </ModalDialog>
  );
}

const DialogTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

const Reasons = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    ${labelLook}
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
`;

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 2.75rem;
  cursor: pointer;
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Optional = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.muted};
`;

const TextArea = styled.textarea`
  ${controlLook('md')}
  min-height: 6rem;
  resize: vertical;
`;

const Input = styled.input`
  ${controlLook('md')}
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const SendButton = styled.button`
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.xl}`};
  min-height: 2.75rem;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 700;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryDark};
  }
  &[aria-disabled='true'] {
    cursor: progress;
    opacity: 0.7;
  }
`;

const Done = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: start;
`;
