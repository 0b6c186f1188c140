import type { ApiInstance } from '../typed';
import { registerJsonBody } from '../../plugins/json-body';
import {
  AcceptedResponseSchema,
  ApiErrorSchema,
  RemoteFailureReportSchema,
  RemoteHealthResponseSchema,
  RemoteLoadReportSchema,
} from 'contracts/schemas';

/** How many versions the health answer lists: the newest reported ones, more than any registry keeps. */
const HEALTH_ROWS = 500;

export async function telemetryRoutes(app: ApiInstance): Promise<void> {
  // The shell reports with navigator.sendBeacon, which sends its JSON as text/plain (a request that
  // needs no CORS preflight, so a report still leaves a page that is closing). This route alone reads
  // text/plain as JSON.
  registerJsonBody(app, 'text/plain');

  /** One more load or failure of a remote's version (remote_health, read by the release registry). */
  const count = (remote: string, version: string, column: 'loads' | 'failures') =>
    app.db.query(
      `INSERT INTO remote_health (remote, version, ${column}) VALUES ($1, $2, 1)
       ON CONFLICT (remote, version) DO UPDATE SET ${column} = remote_health.${column} + 1, updated_at = now()`,
      [remote, version],
    );

  /**
   * The shell reports a federated remote that failed to load: logged as a warning for ops and counted
   * against that version, unless the shell skipped a version it cannot serve (not the version's fault).
   */
  app.post(
    '/api/telemetry/remote-failure',
    {
      schema: { body: RemoteFailureReportSchema, response: { 202: AcceptedResponseSchema, '4xx': ApiErrorSchema } },
    },
    async (request, reply) => {
      const { remote, version, module, reason, skipped } = request.body;
      request.log.warn({ remoteFailure: { remote, version, module, reason, skipped } }, 'remote failed to load');
      if (!skipped) await count(remote, version, 'failures');
      return reply.status(202).send({ status: 'accepted' });
    },
  );

  /** The shell reports a version of a remote that loaded (once a page): what failures are weighed against. */
  app.post(
    '/api/telemetry/remote-load',
    { schema: { body: RemoteLoadReportSchema, response: { 202: AcceptedResponseSchema, '4xx': ApiErrorSchema } } },
    async (request, reply) => {
      await count(request.body.remote, request.body.version, 'loads');
      return reply.status(202).send({ status: 'accepted' });
    },
  );

  /**
   * Loads and failures per version, newest reported first: counts only, no client or page. The release
   * registry polls it (scripts/lib/registry.mjs) and `npm run remotes` shows it.
   */
  app.get(
    '/api/telemetry/remote-health',
    {
      // Polled every few seconds by the registry: its answers are not worth a log line each.
      logLevel: 'warn',
      schema: { response: { 200: RemoteHealthResponseSchema, '4xx': ApiErrorSchema } },
    },
    async () => {
      const { rows } = await app.db.query<{ remote: string; version: string; loads: string; failures: string }>(
        'SELECT remote, version, loads, failures FROM remote_health ORDER BY updated_at DESC LIMIT $1',
        [HEALTH_ROWS],
      );
      return {
        data: rows.map((row) => ({ ...row, loads: Number(row.loads), failures: Number(row.failures) })),
      };
    },
  );
}
