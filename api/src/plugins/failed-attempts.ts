/**
 * Failed attempts at a secret (a host's password, a booking's emailed code), kept in the database so
 * that every replica counts the same, per what is guessed and per client together (OWASP: a limit per
 * account alone lets anyone lock its owner out). A client is an IPv4 address or the /64 of an IPv6
 * one: a subscriber gets a whole /64, so counting single IPv6 addresses would count nothing.
 */
import ipaddr from 'ipaddr.js';
import { retryLater } from '../errors';
import type { Queryable } from './database';

export type AttemptScope = 'login' | 'booking-code' | 'ops-login' | 'ops-code';

/** The client a limit counts: the IPv4 address (also when IPv4-mapped), or the IPv6 /64. */
export function clientKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0]).toString()}/64`;
}

export interface FailureCount {
  /** This client's failures on the subject within the window. */
  byClient: number;
  /** Everyone's failures on the subject within the window. */
  total: number;
  /** When this client's oldest failure in the window leaves it (null without failures). */
  clientFreeAt: Date | null;
}

/** Counts the failures on `subject` since `now - windowMs`, after forgetting older ones. */
export async function countFailures(
  db: Queryable,
  scope: AttemptScope,
  subject: string,
  client: string,
  now: Date,
  windowMs: number,
): Promise<FailureCount> {
  const since = new Date(now.getTime() - windowMs);
  await db.query('DELETE FROM failed_attempts WHERE scope = $1 AND subject = $2 AND failed_at <= $3', [
    scope,
    subject,
    since,
  ]);
  const { rows } = await db.query<{ by_client: number; total: number; oldest: Date | string | null }>(
    `SELECT count(*) FILTER (WHERE client = $3)::int AS by_client, count(*)::int AS total,
       min(failed_at) FILTER (WHERE client = $3) AS oldest
     FROM failed_attempts WHERE scope = $1 AND subject = $2`,
    [scope, subject, client],
  );
  const row = rows[0] ?? { by_client: 0, total: 0, oldest: null };
  return {
    byClient: row.by_client,
    total: row.total,
    clientFreeAt: row.oldest === null ? null : new Date(new Date(row.oldest).getTime() + windowMs),
  };
}

export async function recordFailure(
  db: Queryable,
  scope: AttemptScope,
  subject: string,
  client: string,
  now: Date,
): Promise<void> {
  await db.query('INSERT INTO failed_attempts (scope, subject, client, failed_at) VALUES ($1, $2, $3, $4)', [
    scope,
    subject,
    client,
    now,
  ]);
}

/** Forgets the failures on `subject`: this client's, or everyone's when `client` is not given. */
export async function clearFailures(
  db: Queryable,
  scope: AttemptScope,
  subject: string,
  client?: string,
): Promise<void> {
  if (client === undefined) {
    await db.query('DELETE FROM failed_attempts WHERE scope = $1 AND subject = $2', [scope, subject]);
  } else {
    await db.query('DELETE FROM failed_attempts WHERE scope = $1 AND subject = $2 AND client = $3', [
      scope,
      subject,
      client,
    ]);
  }
}

/** Seconds from `now` until `at`, at least 1: a Retry-After. */
export const secondsUntil = (at: Date | null, now: Date): number =>
  at === null ? 1 : Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 1000));

/**
 * Refuses, 429 with its Retry-After, a client that has failed `max` times at `subject` within the
 * window (a sign-in's account, an operator's code): the wait is until its oldest failure leaves it.
 */
export async function refuseWhileTooMany(
  db: Queryable,
  scope: AttemptScope,
  subject: string,
  client: string,
  now: Date,
  { windowMs, max }: { windowMs: number; max: number },
): Promise<void> {
  const failures = await countFailures(db, scope, subject, client, now, windowMs);
  if (failures.byClient < max) return;
  const wait = secondsUntil(failures.clientFreeAt, now);
  throw retryLater('TOO_MANY_REQUESTS', wait, { details: `Try again in ${Math.ceil(wait / 60)} minutes.` });
}
