import { useId, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { paths } from 'contracts';
import { formatMoment } from 'contracts/booking-lifecycle';
import {
  listingReportReasonLabels,
  moderationApi,
  type ListingReportReason,
  type OpsReport,
} from 'contracts/moderation';
import { opsRequest } from '../../lib/ops/opsClient';
import { ListingActions, ListingFacts } from './ListingModeration';
import { Disclosure } from './Disclosure';
import { ListingBookings } from './ListingBookings';
import { useModerationAction } from './ModerationAction';
import { Actions, Card, Facts } from './opsLook';
import { QueueSection } from './QueueBody';
import { Button } from '../../lib/layout/Page';

/**
 * Open reports of listings (from guests, on the property page) and of reviews (from either side of
 * the stay), oldest first, with the listing, its host and its history: the operator dismisses one
 * with a note, or suspends the listing or its host. After each action the queue is read again.
 */
export function ReportsQueue() {
  const reports = useQuery({
    queryKey: ['ops', 'reports'],
    queryFn: ({ signal }) => opsRequest<OpsReport[]>(moderationApi.reports, { signal }),
    retry: false,
  });
  const action = useModerationAction();

  return (
    <QueueSection
      id="reports-heading"
      title="Reports"
      query={reports}
      loading="Loading the reports…"
      empty="No open report."
      notice={action.notice}
      dialog={action.dialog}
    >
      {(items) =>
        items.map((report) => (
          <li key={`${report.kind}:${report.id}`}>
            <ReportItem report={report}>
              <Button
                type="button"
                $variant="light"
                disabled={action.busy}
                aria-label={`Dismiss the report about ${report.listing.title}`}
                onClick={() =>
                  action.ask({
                    kind: 'dismiss',
                    report: { kind: report.kind, id: report.id },
                    subject: report.listing.title,
                  })
                }
              >
                Dismiss
              </Button>
              <ListingActions listing={report.listing} busy={action.busy} ask={action.ask} />
            </ReportItem>
          </li>
        ))
      }
    </QueueSection>
  );
}

function ReportItem({ report, children }: { report: OpsReport; children: ReactNode }) {
  const id = useId();
  const { listing, review, history } = report;
  const reason =
    report.kind === 'listing'
      ? (listingReportReasonLabels[report.reason as ListingReportReason] ?? report.reason)
      : report.reason;
  return (
    <Card aria-labelledby={id}>
      <h3 id={id}>{listing.title}</h3>
      <p>
        {report.kind === 'listing' ? 'Listing reported by a guest' : `Review reported by the ${report.reporter}`}{' '}
        {formatMoment(report.createdAt)}
      </p>
      <Facts>
        <dt>Reason</dt>
        <dd>{reason}</dd>
        {report.text && (
          <>
            <dt>What is wrong</dt>
            <dd>{report.text}</dd>
          </>
        )}
        {report.kind === 'listing' && (
          <>
            <dt>Reporter</dt>
            <dd>
              {report.reporterEmail ? (
                <a href={`mailto:${report.reporterEmail}`}>{report.reporterEmail}</a>
              ) : (
                'No email given'
              )}
            </dd>
          </>
        )}
        {review && (
          <>
            <dt>The review</dt>
            <dd>
              <Quote>
                {review.rating} of 5 stars, by the {review.author}: “{review.body}”
              </Quote>
            </dd>
          </>
        )}
        <ListingFacts listing={listing} />
        <dt>History</dt>
        <dd>
          {history.resolvedReports === 0
            ? 'No report dealt with before.'
            : `${history.resolvedReports} report${history.resolvedReports === 1 ? '' : 's'} dealt with before.`}
          {history.audit.length > 0 && (
            <History>
              {history.audit.map((entry) => (
                <li key={entry.id}>
                  {formatMoment(entry.at)}: <code>{entry.action}</code> by {entry.actor}
                </li>
              ))}
            </History>
          )}
        </dd>
      </Facts>
      <Actions>
        {children}
        {listing.status === 'published' && (
          <a href={paths.property(listing.id)} target="_blank" rel="noreferrer">
            Its page
          </a>
        )}
      </Actions>
      <Disclosure summary="Bookings">{() => <ListingBookings listingId={listing.id} />}</Disclosure>
    </Card>
  );
}

const Quote = styled.q`
  quotes: none;
  overflow-wrap: anywhere;
`;

const History = styled.ul`
  margin: ${({ theme }) => theme.space.xxs} 0 0;
  padding-left: ${({ theme }) => theme.space.md};
`;
