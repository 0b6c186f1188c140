/**
 * Performance (bench/results.md): the shell's build replaces the bundler runtime's getter of a shared
 * module's fallback (0.3 KB compressed). It differs from the factory itself only for a build that
 * shares with tree shaking (`sharedFallback`), which no app does, so here it is the factory, as the
 * original returns it then, and a build that does gets told.
 */
import { assertNoSharedTreeShaking, type FederationOf } from './noSharedTreeShaking';

export function getSharedFallbackGetter(options: FederationOf & { factory: unknown }) {
  assertNoSharedTreeShaking(options, 'getSharedFallbackGetter');
  return options.factory;
}
