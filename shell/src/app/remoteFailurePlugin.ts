import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Marks a module the runtime could not load; the shell's loader recognises it (see federationLoader). */
export const LOAD_FAILURE = Symbol.for('makao.remoteLoadFailure');

export interface FailedRemoteModule {
  [LOAD_FAILURE]: Error;
  default: () => never;
}

/**
 * ARCHITECTURE rule 8: a load failure inside the federation runtime (manifest, entry or chunk) never
 * escapes as an unhandled rejection that blanks the page. Whoever called `loadRemote` gets a module
 * whose component throws the original error when rendered, so the nearest error boundary shows the
 * fallback with Retry; the shell's loader sees the marker first and tries the last good version.
 */
export default function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'makao-remote-failure',
    async errorLoadRemote(args) {
      const error = args.error instanceof Error ? args.error : new Error(String(args.error));
      console.error(`[remote] ${args.id} failed (${args.lifecycle})`, error);
      if (args.lifecycle !== 'onLoad') return undefined;
      const failed: FailedRemoteModule = {
        [LOAD_FAILURE]: error,
        default: () => {
          throw error;
        },
      };
      return failed;
    },
  };
}
