import type { FastifyInstance } from 'fastify';
import { type RemoteFailureReport } from 'shared/contracts';
import { registerJsonBody } from '../../plugins/json-body';
import { ApiErrorSchema, RemoteFailureReportSchema } from 'shared/schemas';

export async function telemetryRoutes(app: FastifyInstance): Promise<void> {
  // The shell reports with navigator.sendBeacon, which sends its JSON as text/plain (a request that
  // needs no CORS preflight, so a report still leaves a page that is closing). This route alone reads
  // text/plain as JSON.
  registerJsonBody(app, 'text/plain');

  /** The shell reports a federated remote that failed to load; logged as a warning for ops. */
  app.post<{ Body: RemoteFailureReport }>(
    '/api/telemetry/remote-failure',
    {
      schema: { body: RemoteFailureReportSchema, response: { '4xx': ApiErrorSchema } },
    },
    async (request, reply) => {
      const { remote, version, module, reason } = request.body;
      request.log.warn({ remoteFailure: { remote, version, module, reason } }, 'remote failed to load');
      return reply.status(202).send({ status: 'accepted' });
    },
  );
}
