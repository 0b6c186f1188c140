import { HostRequestError } from 'shared/hosts';

/** The site's retry rule for a host read, not after a 4xx (`shared/hosts`). */
export { useHostRetry } from 'shared/hosts';

const hostCallMessages = {
  unreachable: "We couldn't reach Makao. Check your connection and try again.",
} as const;

/** The server's words for a refused host call (its `error`), or ours when no answer came. */
export function hostErrorText(error: unknown): string {
  if (error instanceof HostRequestError) return error.message;
  return hostCallMessages.unreachable;
}
