import { useEffect, useRef } from 'react';
import { formatStayDate, paths, type Property } from 'contracts';
import { site } from 'shared/config';
import { formatKsh } from 'shared/ui';
import type { GuestBooking } from '../../lib/lifecycle/guestBookingApi';
import { BookingStatus } from '../../lib/status/BookingStatus';
import { ActionLink, Columns, InfoList, Lead, PageHeader, PageRoot, Panel, TotalLine } from './confirmation.styles';
import { PropertyHeadline } from './PropertyHeadline';
import { StayDetails } from './StayDetails';
import { StayPlace } from './StayPlace';
import { stayMoney } from './stayMoney';

const reservedTexts = {
  heading: 'Your Room Has Been Reserved!',
  contacted: 'You will be contacted shortly!',
  backHome: 'Back to Home',
  myBooking: 'View or cancel my booking',
} as const;

const telHref = (phone: string) => `tel:${phone.replace(/\s/g, '')}`;

/**
 * SPEC §4's reserved state, shown only for a booking the host has confirmed (or an instant booking):
 * the status, the day the host expects the guest, the exact place with directions, the stay in their
 * calendar, WhatsApp and the host's phone. Focus moves to its heading, so the change is heard.
 */
export function RoomReserved({ booking, property }: { booking: GuestBooking; property: Property }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const { nights, total } = stayMoney(booking, property);
  const arrival = formatStayDate(booking.checkIn, 'long');
  // The host's phone comes with the guest's own booking answer only, once the host has confirmed.
  const hostPhone = booking.host?.phone || site.phone;
  const host = booking.host?.name || property.host?.name;
  const hostName = host ? `your host, ${host},` : 'your host';

  return (
    <PageRoot>
      <PageHeader>
        {booking.status && <BookingStatus status={booking.status} />}
        <h1 ref={headingRef} tabIndex={-1}>
          {reservedTexts.heading}
        </h1>
        <Lead>{reservedTexts.contacted}</Lead>
        <p>
          Your host expects you on <strong>{arrival}</strong>.
        </p>
      </PageHeader>
      {/* The place and the ways to reach it lead: on a phone, in the first screenful. */}
      {booking.manageToken && <StayPlace booking={booking} />}
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
            <li>
              Need to arrive at another time? Contact {hostName} on <a href={telHref(hostPhone)}>{hostPhone}</a>.
            </li>
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
