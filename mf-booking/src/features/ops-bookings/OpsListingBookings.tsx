import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import type { OpsListingBookingsProps } from 'contracts';
import { formatMoment, lifecycleStatuses, type LifecycleStatus } from 'contracts/booking-lifecycle';
import { opsApi, type OpsListingBooking } from 'contracts/ops';
import { LoadFailed, StatusBox } from 'shared/ui-extras';
import { hostErrorText, useHostRetry } from '../../lib/hosting/hostQuery';
import { BookingStatus } from '../../lib/status/BookingStatus';
import { guestsText, nightsText, stayDates } from '../../lib/stay/stayText';

/** A booking's status as the operations team reads it (the guest's words are `lifecycleLabels`). */
const opsStatusLabels: Record<LifecycleStatus, string> = {
  unconfirmed: 'Waiting for the guest’s code',
  requested: 'Waiting for the host',
  confirmed: 'Confirmed',
  completed: 'Completed',
  declined: 'Declined by the host',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

const statusLabel = (status: string) => opsStatusLabels[status as LifecycleStatus] ?? status;

/**
 * One listing's bookings for an operator (`booking/OpsListingBookings`, in content's console), newest
 * first and read-only: reference, the guest's first name, the stay, its status, when it was made. It
 * reads through the console's `request`, which carries the operator's session; its query key sits
 * under the console's (`ops`), so the console reads it again after each decision.
 */
export function OpsListingBookings({ listingId, request }: OpsListingBookingsProps) {
  const captionId = useId();
  const retry = useHostRetry();
  const bookings = useQuery({
    queryKey: ['ops', 'listing-bookings', listingId],
    queryFn: ({ signal }) => request<OpsListingBooking[]>(opsApi.listingBookings(listingId), { signal }),
    retry,
  });

  if (bookings.isPending) {
    return (
      <StatusBox role="status" aria-busy="true" $minHeight="4rem">
        <p>Loading the bookings…</p>
      </StatusBox>
    );
  }
  if (bookings.isError) {
    return (
      <LoadFailed onRetry={() => void bookings.refetch()} minHeight="4rem">
        <p>{hostErrorText(bookings.error)}</p>
      </LoadFailed>
    );
  }
  if (bookings.data.length === 0) return <p>No bookings for this listing yet.</p>;
  return (
    <TableScroll tabIndex={0} role="group" aria-labelledby={captionId}>
      <table>
        <caption id={captionId}>
          {bookings.data.length} booking{bookings.data.length === 1 ? '' : 's'}, newest first
        </caption>
        <thead>
          <tr>
            <th scope="col">Reference</th>
            <th scope="col">Guest</th>
            <th scope="col">Stay</th>
            <th scope="col">Status</th>
            <th scope="col">Booked</th>
          </tr>
        </thead>
        <tbody>
          {bookings.data.map((booking) => (
            <tr key={booking.id}>
              <th scope="row">
                <code>{booking.reference}</code>
              </th>
              <td>{booking.guestFirstName}</td>
              <td>
                {stayDates(booking)} ({nightsText(booking.nights)}, {guestsText(booking.guests)})
              </td>
              <td>
                {(lifecycleStatuses as readonly string[]).includes(booking.status) ? (
                  <BookingStatus status={booking.status as LifecycleStatus} label={statusLabel(booking.status)} />
                ) : (
                  statusLabel(booking.status)
                )}
              </td>
              <td>{formatMoment(booking.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** A wide table scrolls sideways inside its box on a phone; the page does not. */
const TableScroll = styled.div`
  overflow-x: auto;
  table {
    width: 100%;
    /* Narrower than this, the columns would break words letter by letter: the box scrolls instead. */
    min-width: 40rem;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  caption {
    text-align: left;
    color: ${({ theme }) => theme.colors.muted};
    padding-bottom: ${({ theme }) => theme.space.xxs};
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.line};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 600;
    white-space: nowrap;
  }
`;
