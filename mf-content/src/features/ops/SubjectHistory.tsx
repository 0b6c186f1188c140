import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { formatMoment } from 'contracts/booking-lifecycle';
import { opsApi, type OpsAuditEntry } from 'contracts/ops';
import { opsRequest } from '../../lib/ops/opsClient';
import { QueueBody } from './QueueBody';

/** The operator's words on an entry, when it has some: a suspension's reason, a dismissal's note. */
function reasonOf(entry: OpsAuditEntry): string | null {
  const after = entry.after;
  if (typeof after !== 'object' || after === null) return null;
  const { reason, note } = after as { reason?: unknown; note?: unknown };
  if (typeof reason === 'string' && reason) return reason;
  if (typeof note === 'string' && note) return note;
  return null;
}

/**
 * One subject's audit entries (a listing's, a host's), newest first: when, who, what, and the reason
 * given. Read under the console's key, so it is read again after each decision.
 */
export function SubjectHistory({ subjectType, subjectId }: { subjectType: string; subjectId: string }) {
  const history = useQuery({
    queryKey: ['ops', 'audit', subjectType, subjectId],
    queryFn: ({ signal }) =>
      opsRequest<OpsAuditEntry[]>(`${opsApi.audit}?${new URLSearchParams({ subjectType, subjectId }).toString()}`, {
        signal,
      }),
    retry: false,
  });
  return (
    <QueueBody query={history} loading="Loading the history…" empty="Nothing in the audit log yet." minHeight="4rem">
      {(entries) =>
        entries.map((entry) => {
          const reason = reasonOf(entry);
          return (
            <Entry key={entry.id}>
              {formatMoment(entry.at)}: <code>{entry.action}</code> by {entry.actor}
              {reason && <>. Reason: {reason}</>}
            </Entry>
          );
        })
      }
    </QueueBody>
  );
}

const Entry = styled.li`
  overflow-wrap: anywhere;
`;
