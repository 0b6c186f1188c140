import { useId, useRef, useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { Link, useSearchParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { pageTitle } from 'shared/config';
import { paths } from 'contracts';
import { lastBookingAtom } from 'shared/state';
import { usePageMeta } from 'shared/ui';
import { FieldLabel } from 'shared/ui-form';
import { FormAlert, TextInput } from '../../lib/form/form.styles';
import {
  findBooking,
  answered,
  guestBookingKey,
  readBookingNow,
  readGuestBooking,
  type GuestBooking,
} from '../../lib/lifecycle/guestBookingApi';
import { Actions, ActionButton, Lead, PageHeader, PageRoot, Panel } from './confirmation.styles';
import { ManagedBooking } from './ManagedBooking';

const myBookingTexts = {
  heading: 'My Booking',
  findHeading: 'Find your booking',
  reference: 'Booking reference',
  email: 'Email',
  find: 'Find my booking',
  finding: 'Finding...',
  findAnother: 'Find another booking',
  bothNeeded: 'Enter the booking reference from your email and the email you booked with.',
  linkFailed: 'This booking link does not open a booking. Find it with its reference and email instead.',
  retry: 'Try again',
} as const;

/**
 * `/booking-confirmation`, My Booking (SPEC §2 links it; the screen is ours). It shows a booking as
 * the server has it now: the one a manage link names (`?ref=MK-…&token=…`, in every guest email),
 * else this session's last booking (its manage token), else a form that finds it by reference and
 * email. From there the guest reads its status and cancels it.
 */
export function MyBookingPage() {
  usePageMeta({ title: pageTitle(myBookingTexts.heading) });
  const [params, setParams] = useSearchParams();
  const lastBooking = useAtomValue(lastBookingAtom);
  const queryClient = useQueryClient();
  const [searching, setSearching] = useState(false);

  const linkReference = (params.get('ref') ?? '').trim().toUpperCase();
  const linkToken = params.get('token') ?? '';
  const kept = lastBooking?.manageToken
    ? { reference: readGuestBooking(lastBooking.booking).bookingReference, token: lastBooking.manageToken }
    : null;
  const fromLink = linkReference !== '' && linkToken !== '';
  const target = searching ? null : fromLink ? { reference: linkReference, token: linkToken } : kept;

  const read = useQuery({
    queryKey: guestBookingKey(target?.reference ?? ''),
    queryFn: async ({ signal }) => {
      const outcome = await readBookingNow(target?.reference ?? '', target?.token ?? '', signal);
      // No answer is not an answer: the booking already shown stays, and Retry is offered otherwise.
      if (!outcome.ok && outcome.status === null) throw new Error(outcome.error);
      return outcome;
    },
    enabled: target !== null,
    staleTime: 0,
  });

  const onFound = (booking: GuestBooking) => {
    queryClient.setQueryData(guestBookingKey(booking.bookingReference), answered(booking));
    // The link's form: a reload, or this address kept, opens the same booking.
    setParams({ ref: booking.bookingReference, token: booking.manageToken }, { replace: true });
    setSearching(false);
  };

  if (target === null || (read.data && !read.data.ok && read.data.status === 404)) {
    const notice = target !== null && fromLink ? myBookingTexts.linkFailed : null;
    return <FindBooking notice={notice} onFound={onFound} />;
  }
  if (read.isPending) {
    return (
      <Loading aria-busy="true" role="status">
        Loading your booking...
      </Loading>
    );
  }
  if (!read.data?.ok) {
    // No answer (read.error), or an answer that is not the booking.
    return (
      <PageRoot>
        <PageHeader>
          <h1>{myBookingTexts.heading}</h1>
          <FormAlert role="alert">{read.data?.error ?? read.error?.message}</FormAlert>
          <Actions>
            <ActionButton type="button" $tone="primary" onClick={() => void read.refetch()}>
              {myBookingTexts.retry}
            </ActionButton>
            <ActionButton type="button" onClick={() => setSearching(true)}>
              {myBookingTexts.findAnother}
            </ActionButton>
          </Actions>
        </PageHeader>
      </PageRoot>
    );
  }
  const booking = { ...read.data.booking, manageToken: read.data.booking.manageToken || (target?.token ?? '') };
  return <ManagedBooking booking={booking} onFindAnother={() => setSearching(true)} />;
}

/** Finds a booking by reference and email; any wrong pair gets the one not-found message. */
function FindBooking({ notice, onFound }: { notice: string | null; onFound: (booking: GuestBooking) => void }) {
  const [reference, setReference] = useState('');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const busy = useRef(false);
  const id = useId();
  const errorId = `${id}-error`;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    if (!reference.trim() || !email.trim()) {
      setError(myBookingTexts.bothNeeded);
      return;
    }
    busy.current = true;
    setSending(true);
    setError(null);
    const outcome = await findBooking(reference, email);
    busy.current = false;
    setSending(false);
    if (outcome.ok) onFound(outcome.booking);
    else setError(outcome.error);
  };
  const described = error ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {};

  return (
    <PageRoot>
      <PageHeader>
        <h1>{myBookingTexts.heading}</h1>
        <Lead>Read your booking&apos;s status, your host&apos;s contact once they confirm, or cancel it.</Lead>
      </PageHeader>
      <FindPanel aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`}>{myBookingTexts.findHeading}</h2>
        {notice && <p role="status">{notice}</p>}
        <form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby={`${id}-heading`}>
          <FieldLabel htmlFor={`${id}-reference`}>{myBookingTexts.reference}</FieldLabel>
          <TextInput
            id={`${id}-reference`}
            name="reference"
            autoComplete="off"
            placeholder="MK-…"
            value={reference}
            onChange={(event) => {
              setReference(event.target.value);
              setError(null);
            }}
            {...described}
          />
          <FieldLabel htmlFor={`${id}-email`}>{myBookingTexts.email}</FieldLabel>
          <TextInput
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(null);
            }}
            {...described}
          />
          {error && (
            <FormAlert id={errorId} role="alert">
              {error}
            </FormAlert>
          )}
          <ActionButton type="submit" $tone="primary" aria-busy={sending}>
            {sending ? myBookingTexts.finding : myBookingTexts.find}
          </ActionButton>
        </form>
        <p>
          The reference (MK-…) is in every email we sent about the booking; its link opens this page directly.{' '}
          <Link to={paths.home}>Back to Home</Link>
        </p>
      </FindPanel>
    </PageRoot>
  );
}

const FindPanel = styled(Panel)`
  max-width: 32rem;
  width: 100%;
  margin: 0 auto;
  form {
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const Loading = styled.p`
  min-height: 60vh;
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.colors.muted};
`;
