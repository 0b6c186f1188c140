/**
 * Turns every failure into the one error shape `{ error, details?, missingFields? }` with the right
 * status. Unexpected errors answer 500 "Something went wrong" and are logged server-side without
 * their SQL parameters; no stack trace or SQL ever reaches a client.
 */
import { STATUS_CODES } from 'node:http';
import { Socket } from 'node:net';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
} from 'fastify';
import { bookingErrorMessages, fieldLabels, tooLongMessage } from 'contracts/rules';
import { type ApiErrorBody } from 'contracts';
import { REQUEST_TEXT_PATTERN } from 'contracts/schemas';
import { ApiError, apiError, errorCodes } from '../errors';
import { closeAfterAnswer } from './close-after-answer';
import { DatabaseUnavailableError } from './database';

const label = (field: string) => fieldLabels[field] ?? field;

function fieldOf(error: FastifySchemaValidationError): string {
  if (error.keyword === 'required' && typeof error.params.missingProperty === 'string') {
    return error.params.missingProperty;
  }
  return error.instancePath.split('/').filter(Boolean).join('.');
}

/** Keywords about a value's form: a field's `errorMessage` (SPEC §5, in its schema) is their text. */
const formKeywords = new Set(['pattern', 'format', 'const', 'anyOf', 'minLength']);

/** The `errorMessage` of a top-level field's rule in the schema that failed, if it has one. */
function ruleMessage(schema: unknown, field: string): string | undefined {
  const properties = (schema as { properties?: Record<string, { errorMessage?: unknown }> } | undefined)?.properties;
  const message = properties && Object.hasOwn(properties, field) ? properties[field]?.errorMessage : undefined;
  return typeof message === 'string' ? message : undefined;
}

function messageFor(error: FastifySchemaValidationError, field: string, schema: unknown): string {
  const name = label(field);
  const { params } = error;
  const ruleText = formKeywords.has(error.keyword) ? ruleMessage(schema, field) : undefined;
  if (ruleText !== undefined) return ruleText;
  switch (error.keyword) {
    case 'pattern':
      if (params.pattern === REQUEST_TEXT_PATTERN) return `${name} contains a character that is not allowed`;
      return `${name} is not valid`;
    case 'maxLength':
      return tooLongMessage(name, Number(params.limit));
    case 'minLength':
      return `${name} must not be empty`;
    case 'minimum':
      return `${name} must be at least ${String(params.limit)}`;
    case 'maximum':
      return `${name} must be at most ${String(params.limit)}`;
    case 'type':
      return `${name} must be ${params.type === 'integer' ? 'a whole number' : `a ${String(params.type)}`}`;
    case 'enum':
      return `${name} must be one of: ${(params.allowedValues as unknown[]).join(', ')}`;
    case 'anyOf':
      return field === 'checkIn' || field === 'checkOut' ? bookingErrorMessages.invalidDate : `${name} is not valid`;
    default:
      return `${name} is not valid`;
  }
}

/** A schema violation as the spec's error body; `schema` is the one that failed (for its rules' messages). */
function validationBody(
  errors: FastifySchemaValidationError[],
  context: string | undefined,
  schema?: unknown,
): ApiErrorBody {
  // A nullable field's `null` branch fails first for any other value; the value's own rule says why.
  const first = errors.find((e) => !(e.keyword === 'const' && e.params.allowedValue === null)) ?? errors[0];
  if (!first) return { error: errorCodes.INVALID_REQUEST.error };
  const field = fieldOf(first);
  if (first.keyword === 'required') {
    return { error: errorCodes.MISSING_FIELDS.error, missingFields: [field], details: `${label(field)} is required` };
  }
  if (field === '') {
    return { error: errorCodes.INVALID_REQUEST.error, details: `The ${context ?? 'request'} must be a JSON object` };
  }
  return { error: messageFor(first, field, schema), details: `Field: ${field}` };
}

/** Error data safe to log: no SQL parameters, no request body. */
export function loggableError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const e = error as Error & { code?: unknown; constraint?: unknown };
  return { type: e.name, message: e.message, code: e.code, constraint: e.constraint, stack: e.stack };
}

function mapFastifyError(error: FastifyError): ApiError | null {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return apiError('MALFORMED_JSON');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return apiError('BODY_TOO_LARGE');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return apiError('UNSUPPORTED_MEDIA_TYPE');
    default:
      break;
  }
  // A body that is not JSON at all (SyntaxError from the parser) is malformed too.
  if (error instanceof SyntaxError && error.statusCode === 400) return apiError('MALFORMED_JSON');
  if (error.statusCode === 429) return apiError('TOO_MANY_REQUESTS');
  if (error.statusCode === 404) return apiError('NOT_FOUND');
  if (error.statusCode === 413) return apiError('BODY_TOO_LARGE');
  if (error.statusCode === 415) return apiError('UNSUPPORTED_MEDIA_TYPE');
  return null;
}

/**
 * Errors the router raises before a route runs (they bypass the error handler): a URL that does not
 * decode answers 400, a path parameter too long for any id answers 404.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  let answer: ApiError;
  if (error.code === 'FST_ERR_BAD_URL') answer = apiError('INVALID_REQUEST', { details: 'Malformed URL' });
  else if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') answer = apiError('NOT_FOUND');
  else answer = apiError('INTERNAL');
  void reply.status(answer.statusCode).send(answer.body);
}

/**
 * Requests the HTTP parser refuses (a NUL or a newline in a header, a broken request line, headers
 * too large) never become requests: they are answered on the socket, here in the same error shape.
 */
export function clientErrors(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answer =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? apiError('HEADERS_TOO_LARGE')
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? apiError('REQUEST_TIMEOUT')
        : apiError('INVALID_REQUEST', { details: 'Malformed HTTP request' });
  const body = JSON.stringify(answer.body);
  if (socket.writable && !answered.has(socket)) {
    answered.add(socket);
    socket.write(
      `HTTP/1.1 ${answer.statusCode} ${STATUS_CODES[answer.statusCode] ?? ''}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  // A client too slow to finish its request has nothing more worth reading; any other may still be
  // sending what the parser refused (the rest of a 100 KB header), and must get the answer.
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') socket.destroy(error);
  else closeAfterAnswer(socket);
}

/** Sockets answered here already: the parser reports each further chunk of a refused request again. */
const answered = new WeakSet<Socket>();

/**
 * An error answered before the request's body has fully arrived (413 for a body too large, a
 * malformed JSON body, an upload refused midway): Fastify's `Connection: close` would have the
 * socket destroyed as soon as the answer is written, while the client may still be sending. The
 * connection is closed after the answer instead, reading what still comes (close-after-answer.ts).
 */
function closeAfterBody(request: FastifyRequest, reply: FastifyReply): void {
  // An injected request (tests) has no socket of its own to close.
  if (request.raw.complete || !(request.raw.socket instanceof Socket)) return;
  reply.removeHeader('connection');
  reply.raw.once('finish', () => closeAfterAnswer(request.raw.socket));
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request: FastifyRequest, reply) => {
    closeAfterBody(request, reply);
    if (error instanceof ApiError) {
      if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send(error.body);
    }
    if (error.validation) {
      const schemas = request.routeOptions.schema as Record<string, unknown> | undefined;
      const context = error.validationContext;
      return reply.status(400).send(validationBody(error.validation, context, context && schemas?.[context]));
    }
    const mapped = mapFastifyError(error);
    if (mapped) return reply.status(mapped.statusCode).send(mapped.body);
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ error: errorCodes.INVALID_REQUEST.error });
    }
    // A stalled or unreachable database: a bounded wait, then 503, never a hang.
    if (error instanceof DatabaseUnavailableError) {
      request.log.warn({ err: loggableError(error) }, 'database unavailable');
      return reply.status(503).send({ error: errorCodes.DATABASE_UNAVAILABLE.error });
    }
    request.log.error({ err: loggableError(error) }, 'request failed');
    return reply.status(500).send({ error: errorCodes.INTERNAL.error });
  });

  app.setNotFoundHandler((_request, reply) => {
    return reply.status(404).send({ error: errorCodes.NOT_FOUND.error });
  });
}
