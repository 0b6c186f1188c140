/**
 * Passwords: argon2id with OWASP's parameters (19 MiB, 2 passes, 1 lane), through `@node-rs/argon2`.
 * A new password has at least PASSWORD_MIN_LENGTH characters and is not one of the common passwords
 * people pick (the 49,000-word list of `@zxcvbn-ts/language-common`, installed with the API).
 */
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN_LENGTH, hostMessages } from 'contracts/host-rules';
import { apiError } from '../errors';

/** `Algorithm.Argon2id` (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2 as Algorithm;
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

let common: Set<string> | undefined;
/** Only the list's entries a new password could be (the shorter ones fail the length rule first). */
function commonPasswords(): Set<string> {
  common ??= new Set(
    (dictionary['passwords-common'] as string[])
      .filter((word) => word.length >= PASSWORD_MIN_LENGTH)
      .map((word) => word.toLowerCase()),
  );
  return common;
}

/** Throws the rule's message when a new password is too short or too common. */
export function checkNewPassword(password: string): void {
  if ([...password].length < PASSWORD_MIN_LENGTH) throw apiError('PASSWORD_REJECTED');
  if (commonPasswords().has(password.toLowerCase())) {
    throw apiError('PASSWORD_REJECTED', { error: hostMessages.passwordCommon });
  }
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

let dummy: Promise<string> | undefined;

/**
 * Whether the password matches the stored hash. Without a hash (no such account) a hash made at
 * start is checked instead, so an unknown email costs the same time as a wrong password.
 */
export async function passwordMatches(stored: string | undefined, password: string): Promise<boolean> {
  dummy ??= hash(`no account ${Math.random()}`, options);
  const against = stored ?? (await dummy);
  try {
    const ok = await verify(against, password);
    return stored !== undefined && ok;
  } catch {
    return false;
  }
}

/** Hashes the dummy now, so the first unknown-email sign-in is not faster than the rest. */
export function warmPasswords(): void {
  dummy ??= hash(`no account ${Math.random()}`, options);
}
