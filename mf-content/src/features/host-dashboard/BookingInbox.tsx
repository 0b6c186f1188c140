import { useSearchParams } from 'react-router-dom';
import { BookingWidget } from '../../lib/remotes/BookingWidget';

/**
 * The host's bookings on the dashboard: booking's `booking/HostInbox`. `?booking=<id>`, the booking
 * emails' link, names the booking to show.
 */
export function BookingInbox() {
  const [search] = useSearchParams();
  const focusBookingId = search.get('booking') || undefined;
  return (
    <BookingWidget
      id="booking/HostInbox"
      props={{ focusBookingId }}
      title="Bookings"
      unavailable="Your bookings could not load just now. Your listings and the rest of the host area still work."
      minHeight="16rem"
    />
  );
}
