/**
 * Work a request starts but does not wait for: its answer goes out first, and the work begins once
 * it has. A route whose work depends on something the caller must not learn (whether an account has
 * this email) answers in the same time whatever the work finds. A failure is logged with the
 * request's id; closing the app waits for the work still running.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loggableError } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    afterAnswer: AfterAnswer;
  }
}

export interface AfterAnswer {
  /** Starts `work` once the current answer has gone out (`what` names it in the log). */
  (request: FastifyRequest, what: string, work: () => Promise<void>): void;
  /** Resolves when every piece of work started so far has ended (tests, shutdown). */
  idle(): Promise<void>;
}

export function registerAfterAnswer(app: FastifyInstance): AfterAnswer {
  const running = new Set<Promise<void>>();
  const afterAnswer = ((request, what, work) => {
    // After the I/O of this turn of the event loop: the answer is written before the work begins.
    const done = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) => request.log.error({ err: loggableError(error) }, `${what} failed after the answer`))
      .finally(() => running.delete(done));
    running.add(done);
  }) as AfterAnswer;
  afterAnswer.idle = async () => {
    while (running.size > 0) await Promise.all(running);
  };
  app.decorate('afterAnswer', afterAnswer);
  return afterAnswer;
}
