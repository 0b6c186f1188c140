import { useId, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { formatMoment } from 'contracts/booking-lifecycle';
import { opsApi, opsMessages, type OpsFailedMail, type OpsResentMail } from 'contracts/ops';
import { Notice } from 'shared/ui-form';
import { Button } from '../../lib/layout/Page';
import { opsFailureText, opsRequest, useRefreshOpsReads } from '../../lib/ops/opsClient';
import { Actions, Card, Facts } from './opsLook';
import { QueueSection } from './QueueBody';

/**
 * The messages the outbox gave up on, newest first, with Resend: the message goes back to the worker
 * with a fresh run of attempts. One that held a sign-in link lost its body when it was given up on, so
 * it cannot be sent again: the list says so instead of offering Resend.
 */
export function FailedEmails() {
  const failed = useQuery({
    queryKey: ['ops', 'outbox', 'failed'],
    queryFn: ({ signal }) => opsRequest<OpsFailedMail[]>(opsApi.failedMail, { signal }),
    retry: false,
  });
  const refresh = useRefreshOpsReads();
  const [done, setDone] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const resend = useMutation({
    mutationFn: (mail: OpsFailedMail) => opsRequest<OpsResentMail>(opsApi.resendMail(mail.id), { method: 'POST' }),
    onMutate: () => setDone(null),
    onSuccess: (_answer, mail) =>
      setDone({ tone: 'success', text: `“${mail.subject}” to ${mail.to} is on its way again.` }),
    onError: (error, mail) =>
      setDone({ tone: 'error', text: `“${mail.subject}” was not sent again: ${opsFailureText(error)}` }),
    onSettled: () => refresh(),
  });
  return (
    <QueueSection
      id="failed-mail-heading"
      title="Failed emails"
      query={failed}
      loading="Loading the failed emails…"
      empty="No failed email."
      notice={<div role="status">{done && <Notice $tone={done.tone}>{done.text}</Notice>}</div>}
    >
      {(items) =>
        items.map((mail) => (
          <li key={mail.id}>
            <FailedEmail mail={mail} busy={resend.isPending} onResend={() => resend.mutate(mail)} />
          </li>
        ))
      }
    </QueueSection>
  );
}

function FailedEmail({ mail, busy, onResend }: { mail: OpsFailedMail; busy: boolean; onResend: () => void }) {
  const id = useId();
  return (
    <Card aria-labelledby={id}>
      <h3 id={id}>{mail.subject}</h3>
      <Facts>
        <dt>To</dt>
        <dd>{mail.to}</dd>
        <dt>Kind</dt>
        <dd>
          <code>{mail.kind}</code>
        </dd>
        <dt>Queued</dt>
        <dd>{formatMoment(mail.createdAt)}</dd>
        <dt>Given up</dt>
        <dd>
          {formatMoment(mail.failedAt)}, after {mail.attempts} attempt{mail.attempts === 1 ? '' : 's'}
        </dd>
        <dt>Last error</dt>
        <dd>{mail.lastError ?? 'None stored'}</dd>
      </Facts>
      <Actions>
        {mail.resendable ? (
          <Button
            type="button"
            disabled={busy}
            aria-label={`Resend “${mail.subject}” to ${mail.to}`}
            onClick={onResend}
          >
            Resend
          </Button>
        ) : (
          <p>{opsMessages.mailBodyErased}</p>
        )}
      </Actions>
    </Card>
  );
}
