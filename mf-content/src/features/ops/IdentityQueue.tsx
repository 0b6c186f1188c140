import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { formatMoment } from 'contracts/booking-lifecycle';
import { identityDocumentLabels } from 'contracts/host-rules';
import { opsApi, type OpsIdentityCheck } from 'contracts/ops';
import { apiUrl } from 'shared/config';
import { Notice } from 'shared/ui-form';
import { Button } from '../../lib/layout/Page';
import { opsRequest } from '../../lib/ops/opsClient';
import { Actions, Card, Facts } from './opsLook';
import { QueueSection } from './QueueBody';
import { useDecision, type DecisionControls } from './useDecision';

/**
 * Hosts' identity checks, oldest first: the document and the selfie side by side (fetched with the
 * operator's cookie, never cached), who the host says they are, and the decision.
 */
export function IdentityQueue() {
  const queue = useQuery({
    queryKey: ['ops', 'identity-queue'],
    queryFn: ({ signal }) => opsRequest<OpsIdentityCheck[]>(opsApi.identityQueue, { signal }),
    retry: false,
  });
  const { controls, notice, dialog } = useDecision<OpsIdentityCheck>({
    approvePath: (check) => opsApi.verifyIdentity(check.id),
    rejectPath: (check) => opsApi.rejectIdentity(check.id),
    doneText: (check, kind) =>
      kind === 'approve'
        ? `${check.host.name} is verified; they have been emailed.`
        : `${check.host.name} was told why, and can send new photos.`,
    words: (check) => ({
      title: `Turn down ${check.host.name}’s identity check?`,
      lead: 'The host reads your reason on their identity page and by email, and can send new photos.',
      label: 'Why can the identity not be verified?',
      confirm: 'Turn down',
      pending: 'Turning down…',
      cancel: 'Keep waiting',
    }),
  });

  return (
    <QueueSection
      id="identity-queue-heading"
      title="Identity checks"
      query={queue}
      loading="Loading the identity checks…"
      empty="No identity check is waiting."
      notice={notice}
      dialog={dialog}
    >
      {(items) =>
        items.map((check) => (
          <li key={check.id}>
            <Check check={check} {...controls(check)} />
          </li>
        ))
      }
    </QueueSection>
  );
}

function Check({ check, busy, error, onApprove, onReject }: { check: OpsIdentityCheck } & DecisionControls) {
  const id = useId();
  const { host } = check;
  const document = identityDocumentLabels[check.documentType];
  return (
    <Card aria-labelledby={id}>
      <h3 id={id}>{host.name}</h3>
      <Photos>
        {(['document', 'selfie'] as const).map((side) => {
          const url = apiUrl(opsApi.identityFile(check.id, side));
          const alt = side === 'document' ? `${document} of ${host.name}` : `Selfie of ${host.name}`;
          return (
            <figure key={side}>
              <a href={url} target="_blank" rel="noreferrer">
                <img src={url} alt={alt} width={320} height={213} />
              </a>
              <figcaption>{side === 'document' ? document : 'Selfie'}</figcaption>
            </figure>
          );
        })}
      </Photos>
      <Facts>
        <dt>Name on the account</dt>
        <dd>{host.name}</dd>
        <dt>Contact</dt>
        <dd>
          {host.email && <a href={`mailto:${host.email}`}>{host.email}</a>}
          {host.phone && `${host.email ? ', ' : ''}${host.phone}`}
        </dd>
        <dt>On Makao since</dt>
        <dd>{formatMoment(host.joinedAt)}</dd>
        <dt>Listings</dt>
        <dd>{host.listings}</dd>
        <dt>Sent</dt>
        <dd>{formatMoment(check.submittedAt)}</dd>
      </Facts>
      {error && (
        <Notice $tone="error" role="alert">
          {error}
        </Notice>
      )}
      <Actions>
        <Button type="button" disabled={busy} onClick={onApprove} aria-label={`Verify ${host.name}`}>
          Verify identity
        </Button>
        <Button type="button" $variant="light" disabled={busy} onClick={onReject} aria-label={`Turn down ${host.name}`}>
          Turn down…
        </Button>
      </Actions>
    </Card>
  );
}

const Photos = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  figure {
    margin: 0;
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
  }
  img {
    width: min(320px, 100%);
    height: auto;
    max-height: 240px;
    object-fit: contain;
    background: ${({ theme }) => theme.colors.sand};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  figcaption {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
`;
