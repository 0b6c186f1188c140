/** The host area's client side: the signed-in host atom and the calls that carry the session. */
// By package name, not by path: the shell loads `shared/host-session` alone, and the two must be one
// module instance (one atom, one CSRF token) across the apps that share `shared/`.
export {
  hostSessionAtom,
  HostRequestError,
  UPLOAD_TIMEOUT_MS,
  fetchHostSession,
  hostRequest,
  rememberSession,
  retryAfterSeconds,
  signOut,
  uploadPhoto,
} from 'shared/host-session';
export type { HostRequestInit, UploadOptions } from 'shared/host-session';
export { useHostRetry } from './hostRetry';
export * from '../contracts/hosts';
