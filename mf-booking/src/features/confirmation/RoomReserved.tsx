import { useEffect, useRef } from 'react';
import { formatStayDate, paths, type Property } from 'contracts';
import { type BookingAsRead } from 'contracts/bookings';
import { site } from 'shared/config';
import { formatKsh } from 'shared/ui';
import { lifecycleLabels } from 'contracts/booking-lifecycle';
import { formatMoment, type GuestBooking } from '../../lib/lifecycle/guestBookingApi';
import {
  ActionLink,
  Badge,
  Columns,
  InfoList,
  Lead,
  PageHeader,
  PageRoot,
  Panel,
  StatusNote,
  TotalLine,
} from './confirmation.styles';
import { PropertyHeadline } from './PropertyHeadline';
import { StayDetails } from './StayDetails';
import { stayMoney } from './stayMoney';

const reservedTexts = {
  heading: 'Your Room Has Been Reserved!',
  contacted: 'You will be contacted shortly!',
  backHome: 'Back to Home',
  myBooking: 'View or cancel my booking',
} as const;

/** Where the booking stands on the server, when it is known. */
type ReservedBooking = BookingAsRead & Partial<Pick<GuestBooking, 'status' | 'respondBy'>>;

/**
 * SPEC §4: the reserved state, with an honest status line (a request waits for the host; an instant
 * booking, or an accepted request, is confirmed). Focus moves to its heading, so the change is heard.
 */
export function RoomReserved({ booking, property }: { booking: ReservedBooking; property: Property }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const { nights, total } = stayMoney(booking, property);
  const arrival = formatStayDate(booking.checkIn, 'long');
  const status = booking.status ?? null;
  const waiting = status === 'requested' || status === 'unconfirmed';
  // The host's phone comes with the guest's own booking answer only (a property answer has none),
  // and only once the host has confirmed.
  const hostPhone = (!waiting && booking.host?.phone) || site.phone;
  const host = booking.host?.name || property.host?.name;
  const hostName = host ? `your host, ${host},` : 'your host';

  return (
    <PageRoot>
      <PageHeader>
        <Badge aria-hidden="true">✓</Badge>
        <h1 ref={headingRef} tabIndex={-1}>
          {reservedTexts.heading}
        </h1>
        <Lead>{reservedTexts.contacted}</Lead>
        <p>
          Your host expects you on <strong>{arrival}</strong>.
        </p>
        {status && (
          <StatusNote>
            Status: <strong>{lifecycleLabels[status]}</strong>
            {status === 'requested' &&
              (booking.respondBy
                ? `. Your host answers by ${formatMoment(booking.respondBy)}; we email you either way.`
                : '. We email you when your host answers.')}
          </StatusNote>
        )}
      </PageHeader>
      <Columns>
        <Panel aria-labelledby="reservation-details-heading">
          <h2 id="reservation-details-heading">Reservation Details</h2>
          <PropertyHeadline property={property} />
          <StayDetails booking={booking} nights={nights} />
          <TotalLine>
            <span>Total due on arrival</span>
            <strong>{formatKsh(total)}</strong>
          </TotalLine>
        </Panel>
        <Panel aria-labelledby="arrival-info-heading">
          <h2 id="arrival-info-heading">Arrival Information</h2>
          <InfoList>
            <li>Arrive on time on {arrival}; your check-in details reach you 24 hours before.</li>
            <li>Bring a valid ID or passport for every adult guest.</li>
            <li>
              Payment of {formatKsh(total)} is due on arrival, by M‑Pesa, bank transfer, Visa/Mastercard or mobile
              money.
            </li>
            {waiting ? (
              <li>
                Need to arrive at another time? Call us on{' '}
                <a href={`tel:${hostPhone.replace(/\s/g, '')}`}>{hostPhone}</a>; you get your host&apos;s phone number
                once they confirm.
              </li>
            ) : (
              <li>
                Need to arrive at another time? Contact {hostName} on{' '}
                <a href={`tel:${hostPhone.replace(/\s/g, '')}`}>{hostPhone}</a>.
              </li>
            )}
          </InfoList>
          <ActionLink to={paths.home} $tone="primary">
            {reservedTexts.backHome}
          </ActionLink>
          <ActionLink to={paths.bookingConfirmation}>{reservedTexts.myBooking}</ActionLink>
        </Panel>
      </Columns>
    </PageRoot>
  );
}
