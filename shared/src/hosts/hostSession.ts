/**
 * `shared/host-session`: the signed-in host atom and the calls that carry the session, without the
 * host contracts (rules, messages, choices). The shell's top bar loads only this; `shared/hosts`
 * re-exports it by package name, so every app gets this one instance (one atom, one CSRF token).
 */
export { hostSessionAtom } from './session';
export {
  HostRequestError,
  UPLOAD_TIMEOUT_MS,
  fetchHostSession,
  hostRequest,
  rememberSession,
  retryAfterSeconds,
  sessionRequest,
  signOut,
  uploadForm,
  uploadPhoto,
} from './client';
export type { HostRequestInit, UploadOptions } from './client';
