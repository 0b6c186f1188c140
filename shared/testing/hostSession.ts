import { hostSessionAtom } from 'shared/host-session';
import type { HostAccount, HostSession } from 'contracts/host-rules';
import { createSiteStore } from 'shared/state';
import { jsonResponse } from './fetchDouble';

/** A signed-in host for the host screens' tests, in content and booking (never imported by production code). */
export function testHost(overrides: Partial<HostAccount> = {}): HostAccount {
  return {
    id: 'h1',
    name: 'Amina Wanjiru',
    email: 'amina@example.co.ke',
    phone: '+254712345678',
    emailVerified: true,
    avatar: null,
    bio: '',
    languages: [],
    ...overrides,
  };
}

export function testSession(overrides: Partial<HostAccount> = {}): HostSession {
  return { host: testHost(overrides), csrfToken: 'csrf-1' };
}

/** A store whose `hostSessionAtom` already holds this answer (`null`: signed out). */
export function storeWithSession(session: HostSession | null) {
  const store = createSiteStore();
  store.set(hostSessionAtom, session);
  return store;
}

/** An error answer with a `Retry-After` header, as the API's rate limit sends it. */
export function tooManyRequests(seconds: number): Response {
  const response = jsonResponse(429, { error: 'Too many requests. Please wait a moment and try again.' });
  const headers = { 'retry-after': String(seconds), 'content-type': 'application/json' };
  return Object.assign(Object.create(null) as object, response, {
    headers: { get: (name: string) => headers[name.toLowerCase() as keyof typeof headers] ?? null },
  }) as Response;
}
