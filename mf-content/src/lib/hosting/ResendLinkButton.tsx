import { useState } from 'react';
import styled from 'styled-components';
import { hostApi, hostRequest } from 'shared/hosts';
import { Button } from '../layout/Page';
import { hostFailureOf } from './hostFailure';

type Outcome = { tone: 'sent' | 'failed'; text: string } | null;

/**
 * "Resend link": asks for a new email verification link for the signed-in host (202), and says where
 * it went, or why it could not (a 429 with its wait, no answer).
 */
export function ResendLinkButton({ email }: { email: string }) {
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const resend = async () => {
    setSending(true);
    setOutcome(null);
    try {
      await hostRequest<void>(hostApi.resendVerification, { method: 'POST' });
      setOutcome({ tone: 'sent', text: `We sent a new link to ${email}.` });
    } catch (error) {
      setOutcome({ tone: 'failed', text: hostFailureOf(error, {}).form ?? 'The link could not be sent.' });
    } finally {
      setSending(false);
    }
  };
  return (
    <ResendRoot>
      <Button type="button" $variant="light" disabled={sending} onClick={() => void resend()}>
        {sending ? 'Sending link…' : 'Resend link'}
      </Button>
      {/* A status region that exists before it speaks, so screen readers announce what lands in it. */}
      <Outcome role="status" $failed={outcome?.tone === 'failed'}>
        {outcome?.text}
      </Outcome>
    </ResendRoot>
  );
}

const ResendRoot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Outcome = styled.p<{ $failed: boolean }>`
  font-weight: 600;
  color: ${({ $failed, theme }) => ($failed ? theme.colors.danger : 'inherit')};
  &:empty {
    display: none;
  }
`;
