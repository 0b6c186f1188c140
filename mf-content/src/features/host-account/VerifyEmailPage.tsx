import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { hostApi, hostMessages, hostRequest, hostingPaths, type HostSession } from 'shared/hosts';
import { Notice } from 'shared/ui-form';
import { FormCard, FormNote } from '../../lib/form/form.styles';
import { ButtonLink } from '../../lib/layout/Page';
import { hostFailureOf } from '../../lib/hosting/hostFailure';
import { HostingPage } from '../../lib/hosting/HostingPage';
import { ResendLinkButton } from '../../lib/hosting/ResendLinkButton';
import { signInPathFor } from '../../lib/hosting/nextPath';
import { useHostSession } from '../../lib/hosting/useHostSession';

type Check = { state: 'checking' } | { state: 'verified' } | { state: 'failed'; message: string };

/**
 * `/hosting/verify-email?token=…`, the link in the verification email: verifies on arrival, which
 * also signs the host in (the link proves the mailbox; sign-up itself signs nobody in), then leads
 * to the dashboard; a link that is used, expired or mangled says so, with a new link a click
 * away for a host who is signed in.
 */
export function VerifyEmailPage() {
  const [search] = useSearchParams();
  const token = search.get('token');
  const { session, begin } = useHostSession();
  const [check, setCheck] = useState<Check>(() =>
    token ? { state: 'checking' } : { state: 'failed', message: hostMessages.tokenInvalid },
  );
  // A token is good once: asked once per visit, even when React runs the effect twice (StrictMode).
  const asked = useRef(false);

  useEffect(() => {
    if (!token || asked.current) return;
    asked.current = true;
    hostRequest<HostSession>(hostApi.verifyEmail, { method: 'POST', body: { token } }).then(
      (answer) => {
        begin(answer);
        setCheck({ state: 'verified' });
      },
      (error: unknown) =>
        setCheck({ state: 'failed', message: hostFailureOf(error, {}).form ?? hostMessages.tokenInvalid }),
    );
  }, [token, begin]);

  if (check.state === 'checking') {
    return (
      <HostingPage title="Verifying your email">
        <FormCard as="div" aria-busy="true">
          <FormNote role="status">Checking your link…</FormNote>
        </FormCard>
      </HostingPage>
    );
  }

  if (check.state === 'verified') {
    return (
      <HostingPage title="Your email is verified">
        <FormCard as="div">
          <Notice role="status" $tone="success">
            Thank you. You are signed in and can now publish your listings.
          </Notice>
          <ButtonLink to={hostingPaths.dashboard}>Go to your dashboard</ButtonLink>
        </FormCard>
      </HostingPage>
    );
  }

  return (
    <HostingPage title="We couldn't verify your email">
      <FormCard as="div">
        <Notice role="alert" $tone="error">
          {check.message}
        </Notice>
        {session ? (
          session.host.emailVerified ? (
            <ButtonLink to={hostingPaths.dashboard}>Go to your dashboard</ButtonLink>
          ) : (
            <ResendLinkButton email={session.host.email} />
          )
        ) : (
          <FormNote>
            <Link to={signInPathFor(hostingPaths.dashboard)}>Sign in</Link> to get a new link.
          </FormNote>
        )}
      </FormCard>
    </HostingPage>
  );
}
