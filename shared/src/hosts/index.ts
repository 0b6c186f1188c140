/** The host area's client side: the signed-in host atom and the calls that carry the session. */
export { hostSessionAtom } from './session';
export {
  HostRequestError,
  UPLOAD_TIMEOUT_MS,
  fetchHostSession,
  hostRequest,
  rememberSession,
  signOut,
  uploadPhoto,
} from './client';
export type { HostRequestInit, UploadOptions } from './client';
export * from '../contracts/hosts';
