import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  REPORT_TEXT_MAX,
  moderationApi,
  moderationMessages,
  type OpsReportKind,
  type OpsSuspension,
} from 'contracts/moderation';
import { Notice } from 'shared/ui-form';
import { opsFailureText, opsRequest } from '../../lib/ops/opsClient';
import { ReasonDialog } from './ReasonDialog';

/** What an operator does to a report, a listing or a host; each needs a reason and a confirmation. */
export type ModerationAction =
  | { kind: 'dismiss'; report: { kind: OpsReportKind; id: string }; subject: string }
  | { kind: 'suspend-listing' | 'unsuspend-listing'; id: string; subject: string }
  | { kind: 'suspend-host' | 'unsuspend-host'; id: string; subject: string };

function pathOf(action: ModerationAction): string {
  switch (action.kind) {
    case 'dismiss':
      return moderationApi.dismiss(action.report.kind, action.report.id);
    case 'suspend-listing':
      return moderationApi.suspendListing(action.id);
    case 'unsuspend-listing':
      return moderationApi.unsuspendListing(action.id);
    case 'suspend-host':
      return moderationApi.suspendHost(action.id);
    case 'unsuspend-host':
      return moderationApi.unsuspendHost(action.id);
  }
}

/** The dialog's words for each action. */
const wordsOf = (action: ModerationAction) => {
  const cancelled = 'Its requests and bookings still to come are cancelled and each guest is emailed.';
  switch (action.kind) {
    case 'dismiss':
      return {
        title: 'Dismiss this report?',
        lead: `The report about “${action.subject}” leaves the queue; the listing stays as it is.`,
        label: 'Note for the team',
        confirm: 'Dismiss report',
      };
    case 'suspend-listing':
      return {
        title: `Suspend “${action.subject}”?`,
        lead: `Guests no longer find or book it, and its page says it is not available. ${cancelled} The host is emailed your reason.`,
        label: 'Reason (the host reads it)',
        confirm: 'Suspend listing',
      };
    case 'unsuspend-listing':
      return {
        title: `Unsuspend “${action.subject}”?`,
        lead: 'It goes back to the status it had; bookings cancelled with the suspension stay cancelled.',
        label: 'Reason',
        confirm: 'Unsuspend listing',
      };
    case 'suspend-host':
      return {
        title: `Suspend the host ${action.subject}?`,
        lead: `Every listing of theirs is suspended, they are signed out everywhere and cannot sign in. ${cancelled}`,
        label: 'Reason (the host reads it)',
        confirm: 'Suspend host',
      };
    case 'unsuspend-host':
      return {
        title: `Unsuspend the host ${action.subject}?`,
        lead: 'They can sign in again, and the listings suspended with them go back to the status they had.',
        label: 'Reason',
        confirm: 'Unsuspend host',
      };
  }
};

/** What was done, for the console's notice. */
function doneText(action: ModerationAction, answer: OpsSuspension | undefined): string {
  const cancelled = answer?.cancelledBookings.length
    ? ` Cancelled, each guest emailed: ${answer.cancelledBookings.join(', ')}.`
    : '';
  switch (action.kind) {
    case 'dismiss':
      return `The report about “${action.subject}” is dismissed.`;
    case 'suspend-listing':
      return `“${action.subject}” is suspended.${cancelled}`;
    case 'unsuspend-listing':
      return `“${action.subject}” is back as it was.`;
    case 'suspend-host':
      return `${action.subject} is suspended, with ${answer?.listings?.length ?? 0} listing(s).${cancelled}`;
    case 'unsuspend-host':
      return `${action.subject} can sign in again.`;
  }
}

/**
 * The action under way (its dialog open), the last one done, and the call. After each, everything
 * the console read is read again: it shows what the server holds.
 */
export function useModerationAction() {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<ModerationAction | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const call = useMutation({
    mutationFn: ({ action, reason }: { action: ModerationAction; reason: string }) =>
      opsRequest<OpsSuspension | undefined>(pathOf(action), { method: 'POST', body: { reason } }),
    onSuccess: (answer, { action }) => {
      setAsking(null);
      setDone(doneText(action, answer));
    },
    onSettled: () =>
      queryClient.invalidateQueries({
        predicate: ({ queryKey }) => queryKey[0] === 'ops' && queryKey[1] !== 'session',
      }),
  });
  const ask = (action: ModerationAction) => {
    setDone(null);
    call.reset();
    setAsking(action);
  };
  const dialog = asking && (
    <ReasonDialog
      words={wordsOf(asking)}
      max={REPORT_TEXT_MAX}
      requiredMessage={moderationMessages.operatorReason}
      pending={call.isPending}
      error={call.isError ? opsFailureText(call.error) : null}
      onClose={() => setAsking(null)}
      onConfirm={(reason) => call.mutate({ action: asking, reason })}
    />
  );
  const notice = <div role="status">{done && <Notice $tone="success">{done}</Notice>}</div>;
  return { ask, busy: call.isPending, dialog, notice };
}
