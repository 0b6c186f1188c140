import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** A macrotask boundary: what runs after it starts a task of its own. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Performance: loading a remote's module runs four steps, each of which used to run on in the task of
 * the one before: the entry's evaluation (the remote's own federation setup) and its load event; the
 * container's init (the remote's shared modules registered in the share scope); the request for the
 * exposed module (its chunks and shared modules asked for); and, once they are here, the module's
 * evaluation. On a phone's main thread that made a long task only federation has (bench/results.md,
 * "Federation's own start split into tasks; nine Lighthouse runs a page"). Here each step starts a
 * task of its own, so the page answers input between them; a yield costs the load a few milliseconds,
 * well under one chunk's download.
 */
export default function remoteLoadStepsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'makao-remote-load-steps',
    async beforeInitContainer(args) {
      await nextTask();
      return args;
    },
    async beforeGetExpose() {
      await nextTask();
    },
    async beforeExecuteFactory() {
      await nextTask();
    },
  };
}
