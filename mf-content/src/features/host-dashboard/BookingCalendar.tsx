import { BookingWidget } from '../../lib/remotes/BookingWidget';

/** The host's calendar on the dashboard, under the inbox: booking's `booking/HostCalendar`. */
export function BookingCalendar() {
  return (
    <BookingWidget
      id="booking/HostCalendar"
      props={{}}
      title="Calendar"
      unavailable="Your calendar could not load just now. Your bookings, listings and the rest of the host area still work."
      minHeight="24rem"
    />
  );
}
