/**
 * Structured logs without personal data: one line per request with method, route, status and
 * time; never bodies, query values, names, emails or phone numbers.
 */
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Config } from '../config';
import { loggableError } from './errors';

export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      route: request.routeOptions.url ?? '(no route)',
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: loggableError(error) }, 'request errored');
    else reply.log.info(line, 'request completed');
  }

  override serializerError(
    error: Error,
    _request: FastifyRequest,
    reply: FastifyReply,
    metadata: { statusCode: number },
  ): void {
    reply.log.error({ err: loggableError(error), statusCode: metadata.statusCode }, 'response serialization failed');
  }
}

export function loggerOptions(
  config: Config,
  override: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (override === false) return false;
  const base = {
    level: config.logLevel,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], remove: true },
    serializers: {
      // Only used if a plugin logs the request: method and path, no query string.
      req: (req: { method?: string; url?: string }) => ({ method: req.method, path: req.url?.split('?')[0] }),
      res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
    },
  };
  return typeof override === 'object' && override !== null ? { ...base, ...override } : base;
}
