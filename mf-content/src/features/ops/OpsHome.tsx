import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { opsApi, type OpsAuditEntry, type OpsSession } from 'contracts/ops';
import { LoadFailed, StatusBox } from 'shared/ui-extras';
import { HostingPage } from '../../lib/hosting/HostingPage';
import { formatMoment } from 'contracts/booking-lifecycle';
import { opsFailureText, opsRequest, useSetOpsSession } from '../../lib/ops/opsClient';
import { FailedEmails } from './FailedEmails';
import { Section } from './opsLook';
import { IdentityQueue } from './IdentityQueue';
import { ListingSearch } from './ListingModeration';
import { ReportsQueue } from './ReportsQueue';
import { ReviewQueue } from './ReviewQueue';

/** `/ops`: the console's home, for a signed-in operator past the second factor. */
export function OpsHome({ session }: { session: OpsSession }) {
  const setSession = useSetOpsSession();
  const signOut = async () => {
    await opsRequest<void>(opsApi.logout, { method: 'POST' }).catch(() => undefined);
    setSession(null);
  };
  return (
    <HostingPage
      title="Operations"
      width="wide"
      lead={
        <>
          Signed in as {session.email} until {formatMoment(session.expiresAt)}.{' '}
          <SignOut type="button" onClick={() => void signOut()}>
            Sign out
          </SignOut>
        </>
      }
    >
      <Panels>
        <ReportsQueue />
        <ReviewQueue />
        <IdentityQueue />
        <ListingSearch />
        <FailedEmails />
        <AuditLog />
      </Panels>
    </HostingPage>
  );
}

/** The newest entries of the audit log: who did what to what, when. */
function AuditLog() {
  const log = useQuery({
    queryKey: ['ops', 'audit'],
    queryFn: ({ signal }) => opsRequest<OpsAuditEntry[]>(opsApi.audit, { signal }),
    retry: false,
  });
  return (
    <Section aria-labelledby="audit-heading">
      <h2 id="audit-heading">Audit log</h2>
      {log.isPending ? (
        <StatusBox role="status" aria-busy="true" $minHeight="8rem">
          <p>Loading the audit log…</p>
        </StatusBox>
      ) : log.isError ? (
        <LoadFailed onRetry={() => void log.refetch()} minHeight="8rem">
          <p>{opsFailureText(log.error)}</p>
        </LoadFailed>
      ) : (
        <TableScroll tabIndex={0} role="group" aria-label="Audit log entries">
          <table>
            <caption className="visually-hidden">The newest {log.data.length} entries, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">Subject</th>
              </tr>
            </thead>
            <tbody>
              {log.data.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatMoment(entry.at)}</td>
                  <td>{entry.actor}</td>
                  <td>
                    <code>{entry.action}</code>
                  </td>
                  <td>
                    {entry.subjectType} <code>{entry.subjectId}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </Section>
  );
}

const Panels = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const SignOut = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: underline;
  cursor: pointer;
  font: inherit;
`;

/** A wide table scrolls sideways inside its box on a phone; the page does not. */
const TableScroll = styled.div`
  overflow-x: auto;
  table {
    width: 100%;
    /* Narrower than this, the columns would break words letter by letter: the box scrolls instead. */
    min-width: 44rem;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.line};
    text-align: left;
    vertical-align: top;
  }
  th {
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 600;
    white-space: nowrap;
  }
  td:first-child {
    white-space: nowrap;
  }
`;
