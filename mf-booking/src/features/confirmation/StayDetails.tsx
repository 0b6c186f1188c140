import type { ReactNode } from 'react';
import { formatStayDate, type Booking } from 'contracts';
import { DetailList } from './confirmation.styles';
import { guestsText, nightsText } from '../../lib/stay/stayText';

/**
 * The stay as the guest's booking pages list it (the reservation, My Booking): reference, guest,
 * dates, nights and guests; `children` add the page's own rows (My Booking's host).
 */
export function StayDetails({
  booking,
  nights,
  children,
}: {
  booking: Pick<Booking, 'bookingReference' | 'name' | 'checkIn' | 'checkOut' | 'guests'>;
  nights: number;
  children?: ReactNode;
}) {
  return (
    <DetailList>
      <dt>Booking reference</dt>
      <dd>{booking.bookingReference}</dd>
      <dt>Guest name</dt>
      <dd>{booking.name}</dd>
      <dt>Check-in</dt>
      <dd>{formatStayDate(booking.checkIn, 'medium')}</dd>
      <dt>Check-out</dt>
      <dd>{formatStayDate(booking.checkOut, 'medium')}</dd>
      <dt>Nights</dt>
      <dd>{nightsText(nights)}</dd>
      <dt>Guests</dt>
      <dd>{guestsText(booking.guests)}</dd>
      {children}
    </DetailList>
  );
}
