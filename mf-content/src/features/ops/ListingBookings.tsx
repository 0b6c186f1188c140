import { BookingWidget } from '../../lib/remotes/BookingWidget';
import { opsRequest } from '../../lib/ops/opsClient';

/**
 * A listing's bookings: booking's `booking/OpsListingBookings`, through the guarded loader the host
 * dashboard uses, reading with the console's session call. While the booking remote cannot be
 * reached, it says so with Retry, and the rest of the console works.
 */
export function ListingBookings({ listingId }: { listingId: string }) {
  return (
    <BookingWidget
      id="booking/OpsListingBookings"
      props={{ listingId, request: opsRequest }}
      title="Bookings"
      level={4}
      unavailable="The bookings could not load just now: the booking service cannot be reached. The rest of the console still works."
      minHeight="4rem"
    />
  );
}
