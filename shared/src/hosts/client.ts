/**
 * The host area's calls to the API: the session cookie goes with every call (`credentials:
 * 'include'`; the API allows the site's origins with credentials), and every state-changing call
 * carries the session's CSRF token, which the API checks beside the request's Origin.
 */
import { ApiError, requestApi } from '../config/apiRequest';
import { apiUrl } from '../config/runtime';
import type { ApiErrorBody } from 'contracts';
import { CSRF_HEADER, hostApi } from 'contracts/host-api';
import type { HostSession, ListingPhoto } from 'contracts/host-rules';
// By package name: one module with the shell's top bar, which reads the hint without loading this one.
import { noteHostSignedIn } from 'shared/state';

let csrfToken = '';

/**
 * Kept from every session answer (sign-up, sign-in, `GET /api/hosts/session`, sign-out): the CSRF
 * token, and whether a host may be signed in on this browser (the top bar's hint, `hostHint.ts`).
 */
export function rememberSession(session: HostSession | null): HostSession | null {
  csrfToken = session?.csrfToken ?? '';
  noteHostSignedIn(session !== null);
  return session;
}

/** A host call that the API answered with an error: its status and the error body (SPEC §8 shape). */
export class HostRequestError extends ApiError {
  override readonly name: string = 'HostRequestError';
  /** The status of the error answer (an ApiError of reason `status`, so queries do not retry a 4xx). */
  declare readonly status: number;
  constructor(
    status: number,
    readonly body: ApiErrorBody,
    /** A 429's `Retry-After`, in seconds (null when the answer named no wait). */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(body.error, 'status', status);
  }
}

/** `Retry-After` as seconds: a number of seconds or an HTTP date (null when absent or unreadable). */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

export interface HostRequestInit {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

function errorBody(text: string, status: number): ApiErrorBody {
  try {
    const parsed = JSON.parse(text) as Partial<ApiErrorBody>;
    if (typeof parsed.error === 'string') return parsed as ApiErrorBody;
  } catch {
    // Not JSON: a proxy's page, say.
  }
  return { error: `The API answered HTTP ${status}` };
}

/**
 * One call of a signed-in session (a host's, or an operator's in the console): the cookie goes with
 * it, and a change carries `csrf`. The parsed `data` of an ok answer (undefined for 204), a
 * `HostRequestError` for an error answer, an `ApiError` (timeout, network) when no answer came.
 */
export async function sessionRequest<T>(path: string, init: HostRequestInit, csrf: string): Promise<T> {
  const { method = 'GET', body, signal } = init;
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (method !== 'GET' && csrf) headers[CSRF_HEADER] = csrf;
  const answer = await requestApi(apiUrl(path), {
    method,
    headers,
    credentials: 'include',
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  if (!answer.ok) {
    const wait = retryAfterSeconds(answer.headers.get('Retry-After'));
    throw new HostRequestError(answer.status, errorBody(answer.text, answer.status), wait);
  }
  if (answer.status === 204 || answer.text === '') return undefined as T;
  try {
    return (answer.json() as { data: T }).data;
  } catch (error) {
    throw new ApiError('The API answered with something that is not JSON', 'unreadable', answer.status, error);
  }
}

/** One host call, with the host session's CSRF token (`sessionRequest`). */
export function hostRequest<T>(path: string, init: HostRequestInit = {}): Promise<T> {
  return sessionRequest<T>(path, init, csrfToken);
}

/** The signed-in host, or null (a 401 is "nobody", any other failure is thrown). */
export async function fetchHostSession(signal?: AbortSignal): Promise<HostSession | null> {
  try {
    return rememberSession((await hostRequest<HostSession | null>(hostApi.session, { signal })) ?? null);
  } catch (error) {
    if (error instanceof HostRequestError && error.status === 401) return rememberSession(null);
    throw error;
  }
}

export async function signOut(): Promise<void> {
  try {
    await hostRequest<void>(hostApi.logout, { method: 'POST' });
  } finally {
    rememberSession(null);
  }
}

/** An upload may take minutes on a slow connection; it is given up after this long. */
export const UPLOAD_TIMEOUT_MS = 5 * 60_000;

export interface UploadOptions {
  /** `?listingId=…` or `?purpose=avatar`. */
  query: Record<string, string>;
  /** 0 to 1, as the bytes go out. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * A multipart `POST` of a signed-in host with upload progress, which `fetch` cannot report: hence
 * XMLHttpRequest, with the same cookie, CSRF token, error shape and a deadline. Resolves with `data`.
 */
export function uploadForm<T>(
  path: string,
  form: FormData,
  { onProgress, signal }: Omit<UploadOptions, 'query'> = {},
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path));
    xhr.withCredentials = true;
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    if (csrfToken) xhr.setRequestHeader(CSRF_HEADER, csrfToken);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve((JSON.parse(xhr.responseText) as { data: T }).data);
        } catch (error) {
          reject(new ApiError('The API answered with something that is not JSON', 'unreadable', xhr.status, error));
        }
      } else {
        const wait = retryAfterSeconds(xhr.getResponseHeader('Retry-After'));
        reject(new HostRequestError(xhr.status, errorBody(xhr.responseText, xhr.status), wait));
      }
    };
    xhr.onerror = () => reject(new ApiError('The API could not be reached', 'network'));
    xhr.ontimeout = () => reject(new ApiError('The upload took too long', 'timeout'));
    xhr.onabort = () => reject(signal?.reason ?? new ApiError('The upload was cancelled', 'network'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** `POST /api/upload` (multipart, field `file`): a listing photo or the avatar. */
export function uploadPhoto(file: File, { query, ...options }: UploadOptions): Promise<ListingPhoto> {
  const form = new FormData();
  form.append('file', file);
  return uploadForm<ListingPhoto>(`${hostApi.upload}?${new URLSearchParams(query).toString()}`, form, options);
}
