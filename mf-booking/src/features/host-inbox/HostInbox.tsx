import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import type { Booking, HostInboxProps } from 'contracts';
import { LoadFailed, StatusBox } from 'shared/ui-extras';
import { Notice } from 'shared/ui-form';
import {
  inboxErrorText,
  inboxTabs,
  tabOf,
  useHostBookings,
  useInboxAction,
  type InboxAction,
  type InboxTab,
} from './hostInboxApi';
import { InboxBooking } from './InboxBooking';
import { CancelDialog, DeclineDialog } from './InboxDialogs';
import { ReviewDialog, ReviewPrompt } from './StayReviews';
import { InboxRoot, List, Panel, Tab, TabList } from './hostInbox.styles';
import { doneTexts, emptyTexts, focusNotFound, tabLabels } from './inboxText';

/**
 * The signed-in host's bookings (`booking/HostInbox`, on content's dashboard): requests to accept or
 * decline before their deadline, upcoming stays to cancel if need be, and the past. With
 * `focusBookingId` (the booking emails' link) it opens on that booking's tab and scrolls to it.
 */
export function HostInbox({ focusBookingId }: HostInboxProps) {
  const titleId = useId();
  const panelId = useId();
  const tabId = (tab: InboxTab) => `${panelId}-${tab}`;
  const [tab, setTab] = useState<InboxTab | null>(focusBookingId ? null : 'requested');
  // Which tab lists the booking the link names: the server's own filing of it, read once.
  const lookup = useHostBookings('all', Boolean(focusBookingId) && tab === null);
  const focused = focusBookingId ? lookup.data?.find((booking) => booking.id === focusBookingId) : undefined;
  if (tab === null && (lookup.isSuccess || lookup.isError)) setTab(focused ? tabOf(focused) : 'requested');
  const scrolledToFocus = useRef(false);
  // Stays waiting for the host's review, whichever tab is open.
  const past = useHostBookings('past');
  const reviewsDue = past.data?.filter((booking) => booking.review?.canReview).length ?? 0;
  const tabs = useRef<Partial<Record<InboxTab, HTMLButtonElement | null>>>({});

  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = inboxTabs.indexOf(tab ?? 'requested');
    const next =
      event.key === 'ArrowRight'
        ? inboxTabs[(index + 1) % inboxTabs.length]
        : event.key === 'ArrowLeft'
          ? inboxTabs[(index + inboxTabs.length - 1) % inboxTabs.length]
          : event.key === 'Home'
            ? inboxTabs[0]
            : event.key === 'End'
              ? inboxTabs[inboxTabs.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    setTab(next);
    tabs.current[next]?.focus();
  };

  return (
    <InboxRoot aria-labelledby={titleId}>
      <h2 id={titleId}>Bookings</h2>
      {focusBookingId && lookup.isSuccess && !focused && <Notice $tone="error">{focusNotFound}</Notice>}
      {tab !== 'past' && (
        <ReviewPrompt
          due={reviewsDue}
          onShow={() => {
            setTab('past');
            tabs.current.past?.focus();
          }}
        />
      )}
      <TabList role="tablist" aria-labelledby={titleId} onKeyDown={onTabKey}>
        {inboxTabs.map((name) => (
          <Tab
            key={name}
            ref={(node) => {
              tabs.current[name] = node;
            }}
            type="button"
            role="tab"
            id={tabId(name)}
            aria-selected={tab === name}
            aria-controls={panelId}
            tabIndex={tab === name || (tab === null && name === 'requested') ? 0 : -1}
            onClick={() => setTab(name)}
          >
            {tabLabels[name]}
          </Tab>
        ))}
      </TabList>
      <Panel role="tabpanel" id={panelId} aria-labelledby={tab ? tabId(tab) : undefined} tabIndex={0}>
        {tab === null ? (
          <Loading />
        ) : (
          <InboxPanel key={tab} tab={tab} focusBookingId={focusBookingId} scrolledToFocus={scrolledToFocus} />
        )}
      </Panel>
    </InboxRoot>
  );
}

function Loading() {
  return (
    <StatusBox role="status" aria-busy="true" $minHeight="8rem">
      <p>Loading your bookings...</p>
    </StatusBox>
  );
}

type Outcome = { bookingId: string; tone: 'success' | 'error'; text: string };
type OpenDialog = { kind: 'decline' | 'cancel' | 'reviews'; booking: Booking };

interface InboxPanelProps {
  tab: InboxTab;
  focusBookingId: string | undefined;
  /** Set once the booking of the link has been scrolled to, so a tab shown again does not jump. */
  scrolledToFocus: RefObject<boolean>;
}

/** One tab's bookings, and the host's answers to them. */
function InboxPanel({ tab, focusBookingId, scrolledToFocus }: InboxPanelProps) {
  const list = useHostBookings(tab);
  const action = useInboxAction();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const notice = useRef<HTMLDivElement>(null);
  const [told, setTold] = useState(0);

  // The card answered is gone from this tab after the re-read: what happened is said above the list,
  // and the focus goes there instead of to the page's start.
  useEffect(() => {
    if (told > 0) notice.current?.focus();
  }, [told]);

  const showFocus = useCallback(
    (node: HTMLElement | null) => {
      if (!node || scrolledToFocus.current) return;
      scrolledToFocus.current = true;
      node.focus({ preventScroll: true });
      const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      node.scrollIntoView?.({ block: 'center', behavior: still ? 'auto' : 'smooth' });
    },
    [scrolledToFocus],
  );

  const answer = (booking: Booking, act: InboxAction) => {
    setOutcome(null);
    action.mutate(
      { booking, action: act },
      {
        onSuccess: () => {
          setDialog(null);
          setOutcome({ bookingId: booking.id, tone: 'success', text: doneTexts[act.kind](booking.name) });
          setTold((n) => n + 1);
        },
        onError: (error) => setOutcome({ bookingId: booking.id, tone: 'error', text: inboxErrorText(error) }),
      },
    );
  };

  // A Retry after a failure is waited for like the first answer.
  if (list.isPending || (list.isError && list.isFetching)) return <Loading />;
  if (list.isError)
    return (
      <LoadFailed onRetry={() => void list.refetch()} minHeight="8rem">
        <h3>We couldn&apos;t load your bookings</h3>
        <p>{inboxErrorText(list.error)}</p>
      </LoadFailed>
    );

  const bookings = list.data;
  const failed = outcome?.tone === 'error' ? outcome : null;
  const failedShownOnCard = failed !== null && bookings.some((booking) => booking.id === failed.bookingId);
  const dialogError = dialog && failed?.bookingId === dialog.booking.id ? failed.text : null;

  return (
    <>
      <div ref={notice} tabIndex={-1} role="status">
        {outcome?.tone === 'success' && <Notice $tone="success">{outcome.text}</Notice>}
      </div>
      {failed && !failedShownOnCard && !dialog && (
        <Notice $tone="error" role="alert">
          {failed.text}
        </Notice>
      )}
      {bookings.length === 0 ? (
        <StatusBox $minHeight="8rem">
          <p>{emptyTexts[tab]}</p>
        </StatusBox>
      ) : (
        <List>
          {bookings.map((booking) => {
            const highlighted = booking.id === focusBookingId;
            const mine = action.isPending && action.variables.booking.id === booking.id;
            return (
              <li key={booking.id}>
                <InboxBooking
                  ref={highlighted ? showFocus : undefined}
                  booking={booking}
                  highlighted={highlighted}
                  error={!dialog && failed?.bookingId === booking.id ? failed.text : null}
                  pending={mine}
                  busy={action.isPending}
                  onAccept={() => answer(booking, { kind: 'accept' })}
                  onDecline={() => {
                    setOutcome(null);
                    setDialog({ kind: 'decline', booking });
                  }}
                  onCancel={() => {
                    setOutcome(null);
                    setDialog({ kind: 'cancel', booking });
                  }}
                  onReviews={() => {
                    setOutcome(null);
                    setDialog({ kind: 'reviews', booking });
                  }}
                />
              </li>
            );
          })}
        </List>
      )}
      {dialog?.kind === 'decline' && (
        <DeclineDialog
          booking={dialog.booking}
          error={dialogError}
          pending={action.isPending}
          onClose={() => setDialog(null)}
          onDecline={(reason) => answer(dialog.booking, { kind: 'decline', reason })}
        />
      )}
      {dialog?.kind === 'reviews' && <ReviewDialog booking={dialog.booking} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'cancel' && (
        <CancelDialog
          booking={dialog.booking}
          error={dialogError}
          pending={action.isPending}
          onClose={() => setDialog(null)}
          onCancel={() => answer(dialog.booking, { kind: 'cancel' })}
        />
      )}
    </>
  );
}
