import { useId, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { formatStayDate, nairobiDate } from 'contracts';
import { reviewCategories, reviewCategoryLabels, reviewLimits, type Review } from 'contracts/reviews';
import { Field, FieldHint, FieldLabel, Notice } from 'shared/ui-form';
import { TextArea } from '../form/form.styles';
import { HostButton } from '../hosting/HostButton';
import { reportReview, reviewFailureText, type Reporter } from './reviewsApi';
import { Stars } from './StarRating';

/** A moment as the day it fell on in Nairobi: `3 Dec 2026`. */
export const dayOf = (moment: string) => formatStayDate(nairobiDate(Date.parse(moment)), 'medium');

/**
 * One review as a side of the stay reads it: the stars, the categories of a guest's review, the
 * text as written (plain text, React escapes it), and the host's public reply under it.
 */
export function ReviewView({
  review,
  title,
  replyFrom,
  children,
}: {
  review: Review;
  title: string;
  /** Who the reply under it is from, as its reader calls them ("your host", "you"). */
  replyFrom: string;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <Card aria-labelledby={id}>
      <Head>
        <h4 id={id}>{title}</h4>
        <Stars rating={review.rating} />
      </Head>
      <Meta>
        Written {dayOf(review.writtenAt)}
        {review.publishedAt ? `, published ${dayOf(review.publishedAt)}` : ', not published yet'}
      </Meta>
      {review.categories && (
        <Categories>
          {reviewCategories.map((category) => (
            <div key={category}>
              <dt>{reviewCategoryLabels[category]}</dt>
              <dd>{review.categories?.[category]} / 5</dd>
            </div>
          ))}
        </Categories>
      )}
      <Body>{review.body}</Body>
      {review.reply && (
        <Reply>
          <figcaption>
            Reply from {replyFrom}
            {review.repliedAt && `, ${dayOf(review.repliedAt)}`}
          </figcaption>
          <blockquote>{review.reply}</blockquote>
        </Reply>
      )}
      {children}
    </Card>
  );
}

/** A text box and its button, for the host's reply and for a report's reason. */
function ShortTextForm({
  label,
  hint,
  max,
  submitText,
  sendingText,
  onSend,
  onCancel,
}: {
  label: string;
  hint: string;
  max: number;
  submitText: string;
  sendingText: string;
  /** Resolves with what to say once sent; a refusal is thrown and said above the button. */
  onSend: (text: string) => Promise<void>;
  onCancel?: () => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (!text.trim()) {
      setError(hint);
      return;
    }
    setSending(true);
    setError(null);
    try {
      await onSend(text.trim());
    } catch (failure) {
      setError(reviewFailureText(failure));
    } finally {
      setSending(false);
    }
  };
  return (
    <SmallForm onSubmit={(event) => void submit(event)} noValidate>
      <Field>
        <FieldLabel htmlFor={id}>{label}</FieldLabel>
        <TextArea
          id={id}
          rows={3}
          maxLength={max}
          value={text}
          aria-describedby={`${id}-hint`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
        />
        <FieldHint id={`${id}-hint`}>{hint}</FieldHint>
      </Field>
      {error && (
        <Notice $tone="error" role="alert">
          {error}
        </Notice>
      )}
      <Buttons>
        <HostButton type="submit" aria-disabled={sending || undefined}>
          {sending ? sendingText : submitText}
        </HostButton>
        {onCancel && (
          <HostButton type="button" $variant="light" onClick={onCancel}>
            Cancel
          </HostButton>
        )}
      </Buttons>
    </SmallForm>
  );
}

/** The host's one public reply to a published guest review. */
export function ReplyForm({ onReply }: { onReply: (text: string) => Promise<void> }) {
  return (
    <ShortTextForm
      label="Your public reply"
      hint={`Shown under the review on your listing's page. One reply, at most ${reviewLimits.replyMax.toLocaleString('en-KE')} characters.`}
      max={reviewLimits.replyMax}
      submitText="Publish reply"
      sendingText="Publishing..."
      onSend={onReply}
    />
  );
}

/** "Report this review": a reason for the Makao team, sent once; the API's thanks said after. */
export function ReportReview({ reviewId, reporter }: { reviewId: string; reporter: Reporter }) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  if (done) return <Notice $tone="success">{done}</Notice>;
  if (!open)
    return (
      <QuietButton type="button" onClick={() => setOpen(true)}>
        Report this review
      </QuietButton>
    );
  return (
    <ShortTextForm
      label="Why should our team look at this review?"
      hint={`Only the Makao team reads this. At most ${reviewLimits.reportReasonMax} characters.`}
      max={reviewLimits.reportReasonMax}
      submitText="Send report"
      sendingText="Sending..."
      onSend={async (reason) => setDone(await reportReview(reviewId, reason, reporter))}
      onCancel={() => setOpen(false)}
    />
  );
}

const Card = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  h4 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Meta = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Categories = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.xs};
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const Body = styled.p`
  white-space: pre-line;
`;

const Reply = styled.figure`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.md};
  border-left: 3px solid ${({ theme }) => theme.colors.primarySoft};
  figcaption {
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  blockquote {
    margin: 0;
    white-space: pre-line;
  }
`;

const SmallForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const QuietButton = styled.button`
  justify-self: start;
  min-height: 2.75rem;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.muted};
  text-decoration: underline;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.ink};
  }
`;
