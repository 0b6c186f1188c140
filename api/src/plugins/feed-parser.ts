/**
 * Reads iCal feeds in a worker thread, so that a large or hostile feed never holds the API's event
 * loop (health checks, guests' requests). One worker, started on first use, reads one feed at a
 * time; a read that takes longer than `timeoutMs` ends the worker (a new one starts for the next
 * feed) and fails as a FeedError the host reads in the import status.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { calendarMessages } from 'contracts/calendar';
import { FeedError } from '../domain/calendar/ical-fetch';
import type { FeedEvent } from '../domain/calendar/ical-parse';
import type { ParseAnswer, ParseRequest } from '../workers/feed-parser-worker';

export interface FeedParser {
  parse(text: string, today: string): Promise<FeedEvent[]>;
  close(): Promise<void>;
}

/**
 * The built worker sits beside the built server (build.mjs bundles both). Run from the sources
 * (the API's tests), there is no built worker: jiti compiles the TypeScript one as it loads.
 */
function startWorker(): Worker {
  const built = path.join(__dirname, 'feed-parser-worker.js');
  if (existsSync(built)) return new Worker(built);
  const source = path.join(__dirname, '..', 'workers', 'feed-parser-worker.ts');
  return new Worker(`require('jiti').createJiti(${JSON.stringify(source)})(${JSON.stringify(source)});`, {
    eval: true,
  });
}

export function createFeedParser({ timeoutMs }: { timeoutMs: number }): FeedParser {
  let worker: Worker | undefined;
  let nextId = 0;
  /** Reads wait their turn: one feed at a time, each timed from its own start. */
  let queue: Promise<unknown> = Promise.resolve();

  const stop = async () => {
    const ending = worker;
    worker = undefined;
    await ending?.terminate();
  };

  function readOne(text: string, today: string): Promise<FeedEvent[]> {
    worker ??= startWorker();
    const current = worker;
    const id = (nextId += 1);
    return new Promise<FeedEvent[]>((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        current.off('message', onMessage);
        current.off('error', onError);
        current.off('exit', onExit);
      };
      const onMessage = (answer: ParseAnswer) => {
        if (answer.id !== id) return;
        done();
        if ('error' in answer) reject(new FeedError(answer.error));
        else resolve(answer.events);
      };
      const onError = () => {
        done();
        void stop();
        reject(new FeedError(calendarMessages.syncNotIcal));
      };
      const onExit = () => {
        done();
        if (worker === current) worker = undefined;
        reject(new FeedError(calendarMessages.syncNotIcal));
      };
      const timer = setTimeout(() => {
        done();
        void stop();
        reject(new FeedError(calendarMessages.syncTooSlow));
      }, timeoutMs);
      current.on('message', onMessage);
      current.on('error', onError);
      current.on('exit', onExit);
      current.postMessage({ id, text, today } satisfies ParseRequest);
    });
  }

  return {
    parse(text, today) {
      const read = queue.then(() => readOne(text, today));
      queue = read.catch(() => undefined);
      return read;
    },
    close: stop,
  };
}
