import { mergeRsbuildConfig } from '@rsbuild/core';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { pluginReact } from '@rsbuild/plugin-react';
import { workspaceSources } from 'federation-build';
import { remoteBuildConfig } from 'federation-build/remote-build';
import federation from './module-federation.config';

/**
 * Performance (bench/results.md): what every booking form checks a request with (`contracts/booking-rules`, and
 * the request rules, stay dates and constants it shares with `contracts/booking-lifecycle`) is one chunk,
 * not four: a form's first view loads all of it at once, and one file compresses better and costs
 * requests fewer. (Left to the default, the stay dates' module is a chunk of its own, empty once the
 * rules' module has taken it in, which the form still asks for.)
 * The rest stays apart: `contracts/booking-lifecycle` and `contracts/bookings` load with the request itself
 * (on the guest's intent, useCreateBooking.ts), the host screens' entries (`shared/hosts`,
 * `contracts/calendar`) never on a guest's page.
 */
const guestBookingContracts = workspaceSources({
  contracts: String.raw`(api|bookingRules|requestRules|stayDate)\.ts$`,
});

export default mergeRsbuildConfig(remoteBuildConfig('booking', federation, { pluginModuleFederation, pluginReact }), {
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
