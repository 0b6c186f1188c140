import { mergeRsbuildConfig } from '@rsbuild/core';
import { remoteBuildConfig } from 'shared/federation/remote-build';
import federation from './module-federation.config';

/**
 * Performance (bench/results.md): the workspace package's entries every guest booking screen takes
 * (`shared/rules`, `shared/booking-lifecycle`, `shared/bookings`, and the request rules and constants
 * they share) are one chunk, not four: the detail page's form loads all of them at once, and one file
 * compresses better and costs three requests fewer. The host screens' entries (`shared/hosts`,
 * `shared/calendar`) stay apart, so a guest's page never loads them.
 */
const guestBookingContracts =
  /[\\/]shared[\\/]src[\\/]contracts[\\/](api|rules|requestRules|bookingLifecycle|booking)\.ts$/;

export default mergeRsbuildConfig(remoteBuildConfig('booking', federation), {
  performance: {
    chunkSplit: {
      strategy: 'split-by-experience',
      override: {
        cacheGroups: {
          guestBooking: {
            test: guestBookingContracts,
            chunks: 'async',
            name: 'guest-booking',
            minSize: 0,
            priority: 5,
            enforce: true,
          },
        },
      },
    },
  },
});
