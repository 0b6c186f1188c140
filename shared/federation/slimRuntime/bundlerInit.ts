/**
 * Performance (bench/results.md): the shell's build replaces the bundler runtime's `init` (0.3 KB
 * compressed). The original adds a plugin for a build that shares with tree shaking (`sharedFallback`),
 * which no app does; without it that plugin hands every `beforeInit` its arguments back unchanged. Here
 * `init` is the runtime's own, and a build that does share with tree shaking gets told.
 */
import { assertNoSharedTreeShaking } from './noSharedTreeShaking';

interface InitArgs {
  webpackRequire: {
    federation: { initOptions?: unknown; sharedFallback?: unknown; runtime: { init(options: unknown): unknown } };
  };
}

export function init(args: InitArgs) {
  const { initOptions, runtime } = args.webpackRequire.federation;
  if (!initOptions) throw new Error('initOptions is required!');
  assertNoSharedTreeShaking(args, 'init');
  return runtime.init(initOptions);
}
