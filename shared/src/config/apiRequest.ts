import { takeEarlyRequest } from './pageData';

/**
 * How long one call to the API may take, from asking to the last byte of the answer. Long enough for
 * the largest answer (the full listing) on a slow mobile connection, with room to spare; short enough
 * that a guest is told the page could not load, and offered Retry, before they give up on a spinner.
 * One deadline for the whole answer, not an idle timer: a server that drips a byte at a time keeps an
 * idle timer from ever firing.
 */
export const API_TIMEOUT_MS = 12_000;

/**
 * Why a call failed: no answer within `API_TIMEOUT_MS`, no answer at all (refused, reset, offline),
 * an answer that was not ok (`status`), or an ok answer that could not be read.
 */
export type ApiFailureReason = 'timeout' | 'network' | 'status' | 'unreadable';

export class ApiError extends Error {
  override readonly name: string = 'ApiError';
  readonly reason: ApiFailureReason;
  /** The status of an answer that was not ok; null when no answer came. */
  readonly status: number | null;

  constructor(message: string, reason: ApiFailureReason, status: number | null = null, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.reason = reason;
    this.status = status;
  }
}

/**
 * Only the source's own answer that the thing is not there (404, or 410 Gone) means it does not exist; an
 * outage or a 5xx is no answer about it.
 */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 410);
}

/** An answer read whole within the deadline. */
export interface ApiAnswer {
  ok: boolean;
  status: number;
  statusText: string;
  /** The answer's headers (a 429's `Retry-After`, say). */
  headers: Headers;
  text: string;
  /** The body parsed as JSON; throws on a body that is not JSON. */
  json(): unknown;
}

export interface ApiRequestInit extends Omit<RequestInit, 'signal'> {
  /**
   * The caller's own cancellation (react-query's `signal`): it ends the request like the deadline
   * does, but rejects with the caller's reason, so a cancelled query is not reported as a failure.
   */
  signal?: AbortSignal | undefined;
  /** The message a failure carries, for the page to show (SPEC §8 names most of them). */
  failure?: string | undefined;
}

/**
 * Every call the front ends make to the API goes through here: the answer, status and whole body,
 * within `API_TIMEOUT_MS`. A status that is not ok is an answer (the booking form reads the server's
 * error text); no answer in time rejects with an `ApiError` of reason `timeout`, no answer at all
 * with `network`. The deadline is raced rather than left to `fetch` alone, so it also ends a request
 * the page head started without it (`takeEarlyRequest`) and a body that never finishes.
 */
export function requestApi(url: string, init: ApiRequestInit = {}): Promise<ApiAnswer> {
  return ask(url, init, false);
}

/** `requestApi` for a JSON answer: the parsed body of an ok answer, else an `ApiError`. */
export async function requestApiJson(url: string, init: ApiRequestInit = {}): Promise<unknown> {
  return readJson(await ask(url, init, false), init.failure);
}

/**
 * `requestApiJson` for a page's main content: the page's head asks for the current route's content
 * before any app code has loaded (so it can also preload the image the page shows largest), and the
 * page's own request takes that answer instead of asking again. Any other URL, or a second call, asks.
 */
export async function requestPageData(url: string, init: ApiRequestInit = {}): Promise<unknown> {
  return readJson(await ask(url, init, true), init.failure);
}

async function ask(url: string, init: ApiRequestInit, early: boolean): Promise<ApiAnswer> {
  const { signal: callerSignal, failure, ...requestInit } = init;
  if (callerSignal?.aborted) throw callerSignal.reason;
  const controller = new AbortController();
  const onCallerAbort = () => controller.abort(callerSignal?.reason);
  callerSignal?.addEventListener('abort', onCallerAbort);
  const timer = setTimeout(
    () =>
      controller.abort(new ApiError(failure ?? `The API did not answer within ${API_TIMEOUT_MS / 1000} s`, 'timeout')),
    API_TIMEOUT_MS,
  );
  const ended = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason as unknown), { once: true });
  });
  const exchange = (async () => {
    const withDeadline: RequestInit = { ...requestInit, signal: controller.signal };
    const response = await ((early ? takeEarlyRequest(url, withDeadline) : undefined) ?? fetch(url, withDeadline));
    const text = await response.text();
    return answerOf(response, text);
  })();
  // Once the deadline has won the race, the exchange's own failure is nobody's to handle.
  exchange.catch(() => undefined);
  try {
    return await Promise.race([exchange, ended]);
  } catch (error) {
    if (callerSignal?.aborted) throw callerSignal.reason;
    if (error instanceof ApiError) throw error;
    throw new ApiError(failure ?? 'The API could not be reached', 'network', null, error);
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', onCallerAbort);
  }
}

function answerOf(response: Response, text: string): ApiAnswer {
  return {
    ok: response.ok,
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
    text,
    json: () => JSON.parse(text) as unknown,
  };
}

function readJson(answer: ApiAnswer, failure: string | undefined): unknown {
  if (!answer.ok) throw new ApiError(failure ?? `The API answered HTTP ${answer.status}`, 'status', answer.status);
  try {
    return answer.json();
  } catch (error) {
    throw new ApiError(
      failure ?? 'The API answered with something that is not JSON',
      'unreadable',
      answer.status,
      error,
    );
  }
}
