/**
 * The slimmed runtime (this folder) leaves out sharing with tree shaking (`sharedFallback`), which no
 * app does: each replacement that would have handled it stops such a build with this.
 */
export interface FederationOf {
  webpackRequire: { federation: { sharedFallback?: unknown } };
}

/** Stops a build that shares with tree shaking, which `part` of this slimmed runtime leaves out. */
export function assertNoSharedTreeShaking({ webpackRequire }: FederationOf, part: string) {
  if (webpackRequire.federation.sharedFallback) {
    throw new Error(`Shared tree shaking needs the bundler runtime ${part} (slimRuntime) leaves out.`);
  }
}
