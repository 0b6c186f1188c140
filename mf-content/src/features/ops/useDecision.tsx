import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { REJECTION_REASON_MAX, opsMessages } from 'contracts/ops';
import { Notice } from 'shared/ui-form';
import { opsFailureText, opsRequest, useRefreshOpsReads } from '../../lib/ops/opsClient';
import { ReasonDialog, type ReasonDialogWords } from './ReasonDialog';

type Decision<T> = { item: T; kind: 'approve' } | { item: T; kind: 'reject'; reason: string };

/** What an item's card needs to offer the decision: its buttons' state and handlers, and its error. */
export interface DecisionControls {
  busy: boolean;
  error: string | null;
  onApprove: () => void;
  onReject: () => void;
}

/**
 * A queue's approve-or-turn-down decision (a listing, its changes, an identity check): the call, the
 * reason dialog for a turn-down, the notice of what was done. After each decision every console
 * read is fetched again, so the queues show what the server holds.
 */
export function useDecision<T extends { id: string }>({
  approvePath,
  rejectPath,
  doneText,
  words,
}: {
  approvePath: (item: T) => string;
  rejectPath: (item: T) => string;
  doneText: (item: T, kind: 'approve' | 'reject') => string;
  /** The turn-down dialog's words for the item. */
  words: (item: T) => ReasonDialogWords;
}) {
  const refresh = useRefreshOpsReads();
  const [rejecting, setRejecting] = useState<T | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const decide = useMutation({
    mutationFn: (decision: Decision<T>) =>
      decision.kind === 'approve'
        ? opsRequest<{ status: string }>(approvePath(decision.item), { method: 'POST' })
        : opsRequest<{ status: string }>(rejectPath(decision.item), {
            method: 'POST',
            body: { reason: decision.reason },
          }),
    onSuccess: (_answer, decision) => {
      setRejecting(null);
      setDone(doneText(decision.item, decision.kind));
    },
    onSettled: refresh,
  });

  const controls = (item: T): DecisionControls => ({
    busy: decide.isPending,
    error: !rejecting && decide.isError && decide.variables.item.id === item.id ? opsFailureText(decide.error) : null,
    onApprove: () => {
      setDone(null);
      decide.mutate({ item, kind: 'approve' });
    },
    onReject: () => {
      setDone(null);
      decide.reset();
      setRejecting(item);
    },
  });

  const notice = <div role="status">{done && <Notice $tone="success">{done}</Notice>}</div>;
  const dialog = rejecting && (
    <ReasonDialog
      words={words(rejecting)}
      max={REJECTION_REASON_MAX}
      requiredMessage={opsMessages.rejectReason}
      pending={decide.isPending}
      error={decide.isError ? opsFailureText(decide.error) : null}
      onClose={() => setRejecting(null)}
      onConfirm={(reason) => decide.mutate({ item: rejecting, kind: 'reject', reason })}
    />
  );
  return { controls, notice, dialog };
}
