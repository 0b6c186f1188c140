/**
 * Outgoing mail: a transactional outbox and the worker that empties it (migration 005).
 *
 * A request never sends mail. It writes the whole message into `mail_outbox` with `enqueue`, inside
 * the transaction of the change that causes it, and kicks the worker once that transaction commits.
 * Every API process runs a worker: it claims one due message at a time under a lease, sends it with
 * nodemailer (SMTP with `SMTP_URL`; else an `.eml` file in the outbox folder, named by the message,
 * so a resend overwrites it), and marks it sent only after the transport accepted it. A failure is
 * retried with exponential backoff until `maxAttempts`, then the message is marked failed and an
 * error logged. A process that dies mid-send leaves the message unsent; its lease runs out and a
 * worker sends it again: every message is sent at least once, and while one worker holds the lease
 * no other sends it.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from './database';
import { loggableError } from './errors';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

export type MailKind =
  | 'booking-guest'
  | 'booking-host'
  | 'inquiry-support'
  | 'host-verify-email'
  | 'host-reset-password'
  | 'host-signup-existing'
  // A booking's life (domain/bookings/mails.ts).
  | 'booking-code'
  | 'booking-held'
  | 'booking-confirmed'
  | 'booking-declined'
  | 'booking-expired'
  | 'booking-cancelled'
  | 'booking-reminder'
  | 'booking-host-request'
  | 'booking-host-cancelled'
  | 'booking-host-expiring'
  | 'booking-host-expired'
  // Reviews of a completed stay (domain/reviews).
  | 'review-invite'
  | 'review-reminder'
  | 'review-host-invite'
  | 'review-host-reminder'
  // The operations team's decision on a listing (domain/listing-review).
  | 'listing-approved'
  | 'listing-rejected'
  | 'listing-changes-approved'
  | 'listing-changes-rejected'
  // The operations team's decision on a host's identity (domain/identity).
  | 'identity-verified'
  | 'identity-rejected'
  // Suspensions and their undoing (domain/moderation).
  | 'listing-suspended'
  | 'listing-unsuspended'
  | 'host-suspended'
  | 'host-unsuspended'
  // What came of a guest's report of a listing, to the email they left (domain/moderation).
  | 'report-answered';

export interface OutboxMail {
  kind: MailKind;
  /** One message per key: `<kind>:<id of what caused it>`. A second enqueue with it is a no-op. */
  dedupeKey: string;
  message: MailMessage;
  /** The body holds a secret (a sign-in link): blanked in the table once sent or given up on. */
  eraseBody?: boolean;
}

export type EnqueueResult = 'queued' | 'already-queued';

/**
 * Writes `mail` into the outbox through `db`, which should be the transaction of the change that
 * causes the message: rolled back with it, the message never existed. The Message-ID is fixed here.
 */
export async function enqueueMail(db: Queryable, mail: OutboxMail, messageIdDomain: string): Promise<EnqueueResult> {
  const id = randomUUID();
  const { message } = mail;
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO mail_outbox (id, kind, dedupe_key, message_id, to_address, reply_to, subject, text_body,
                              html_body, erase_body)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (dedupe_key) DO NOTHING
     RETURNING id`,
    [
      id,
      mail.kind,
      mail.dedupeKey,
      `<${id}@${messageIdDomain}>`,
      message.to,
      message.replyTo ?? null,
      message.subject,
      message.text,
      message.html,
      mail.eraseBody ?? false,
    ],
  );
  return rows.length > 0 ? 'queued' : 'already-queued';
}

export interface Mailer {
  readonly transport: 'outbox' | 'smtp';
  /** `enqueueMail` with this deployment's Message-ID domain (the sender's). */
  enqueue(tx: Queryable, mail: OutboxMail): Promise<EnqueueResult>;
  /** Look for due messages now (call it after the transaction that enqueued one has committed). */
  kick(): void;
  /** Resolves once the worker has looked and found nothing due (messages waiting to retry are not due). */
  drain(): Promise<void>;
  /** Stops the worker, waiting for the message in hand; the database stays open. */
  close(): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  outboxDir: string;
  from: string;
  /** SMTP: connecting with the greeting, and then each wait for an answer, give up after this. */
  timeoutMs: number;
  /** How often the worker looks for due messages when not kicked. */
  pollMs: number;
  /** How long a claimed message is held by its worker; far longer than a send can take. */
  leaseMs: number;
  /** Attempts before a message is marked failed. */
  maxAttempts: number;
  /** The wait after the first failure; it doubles after each further one, up to `retryMaxMs`. */
  retryMs: number;
  retryMaxMs: number;
}

interface OutboxRow {
  id: string;
  kind: string;
  message_id: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
  created_at: Date | string;
}

/** The wait before attempt `attempts + 1`, after `attempts` failed ones. */
export function retryDelayMs(attempts: number, options: Pick<MailerOptions, 'retryMs' | 'retryMaxMs'>): number {
  return Math.min(options.retryMaxMs, options.retryMs * 2 ** Math.max(0, attempts - 1));
}

/** The domain of the sender's address, for Message-IDs. */
function domainOf(from: string): string {
  const match = /@([^>\s]+)>?\s*$/.exec(from);
  return match?.[1] ?? 'localhost';
}

/** A file name from the message's creation time (so names sort by age), its kind and its id. */
function fileName(row: OutboxRow): string {
  const stamp = new Date(row.created_at).toISOString().replace(/[:.]/g, '-');
  return `${stamp}-${row.kind}-${row.id}.eml`;
}

const BODY_ERASED = '';

export function createMailer(db: Database, options: MailerOptions, log: FastifyBaseLogger): Mailer {
  const transport = options.smtpUrl ? 'smtp' : 'outbox';
  const messageIdDomain = domainOf(options.from);
  // nodemailer's own bounds (2 min to connect, 30 s for the greeting, 10 min of silence) would hold
  // the worker, and the message's lease, that long on a server that accepts and never answers.
  const transporter = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        connectionTimeout: options.timeoutMs,
        greetingTimeout: options.timeoutMs,
        socketTimeout: options.timeoutMs,
      })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  async function send(row: OutboxRow): Promise<void> {
    const info = (await transporter.sendMail({
      from: options.from,
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      ...(row.reply_to ? { replyTo: row.reply_to } : {}),
      // The same headers on every attempt: a resend is the same message.
      messageId: row.message_id,
      date: new Date(row.created_at),
    })) as { message?: Buffer };
    if (transport === 'outbox' && Buffer.isBuffer(info.message)) {
      await mkdir(options.outboxDir, { recursive: true });
      await writeFile(path.join(options.outboxDir, fileName(row)), info.message);
    }
  }

  /**
   * Takes one due message: neither sent nor failed, due, and not held by another worker's lease.
   * SKIP LOCKED lets workers on one PostgreSQL claim different messages at once; the lease keeps a
   * claimed message from everyone else after this statement commits. The claim counts an attempt, so
   * a message that kills its process every time still ends, failed.
   */
  async function claim(): Promise<OutboxRow | undefined> {
    const { rows } = await db.query<OutboxRow>(
      `UPDATE mail_outbox
       SET locked_until = now() + $1::float8 * interval '1 millisecond', attempts = attempts + 1
       WHERE id = (
         SELECT id FROM mail_outbox
         WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now()
           AND (locked_until IS NULL OR locked_until <= now())
         ORDER BY next_attempt_at
         LIMIT 1
         FOR UPDATE SKIP LOCKED
       )
       RETURNING id::text AS id, kind, message_id, to_address, reply_to, subject, text_body, html_body,
                 attempts, created_at`,
      [options.leaseMs],
    );
    return rows[0];
  }

  async function deliver(row: OutboxRow): Promise<void> {
    try {
      await send(row);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (row.attempts >= options.maxAttempts) {
        await db.query(
          `UPDATE mail_outbox SET failed_at = now(), locked_until = NULL, last_error = $2,
             text_body = CASE WHEN erase_body THEN $3 ELSE text_body END,
             html_body = CASE WHEN erase_body THEN $3 ELSE html_body END
           WHERE id = $1`,
          [row.id, reason, BODY_ERASED],
        );
        log.error(
          { err: loggableError(error), kind: row.kind, mailId: row.id, attempts: row.attempts, transport },
          'mail delivery failed; giving up',
        );
      } else {
        const delay = retryDelayMs(row.attempts, options);
        await db.query(
          `UPDATE mail_outbox SET locked_until = NULL, last_error = $2,
             next_attempt_at = now() + $3::float8 * interval '1 millisecond'
           WHERE id = $1`,
          [row.id, reason, delay],
        );
        log.warn(
          { err: loggableError(error), kind: row.kind, mailId: row.id, attempts: row.attempts, retryInMs: delay },
          'mail delivery failed; will retry',
        );
      }
      return;
    }
    await db.query(
      `UPDATE mail_outbox SET sent_at = now(), locked_until = NULL, transport = $2, last_error = NULL,
         text_body = CASE WHEN erase_body THEN $3 ELSE text_body END,
         html_body = CASE WHEN erase_body THEN $3 ELSE html_body END
       WHERE id = $1`,
      [row.id, transport, BODY_ERASED],
    );
  }

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  /** The pass in progress, if any. */
  let running: Promise<void> | undefined;
  /** A kick arrived during a pass: look again straight after it. */
  let again = false;
  /** Waiting for a pass that ends with nothing due. */
  let drained: (() => void)[] = [];

  /** Sends due messages one at a time until none is left; true when it ended finding none. */
  async function pass(): Promise<boolean> {
    try {
      for (let row = await claim(); row && !stopped; row = stopped ? undefined : await claim()) {
        await deliver(row);
      }
      return true;
    } catch (error) {
      // The database did not answer: the next poll tries again, and a claimed message's lease runs out.
      log.warn({ err: loggableError(error) }, 'mail outbox worker: pass failed');
      return false;
    }
  }

  function schedule(ms: number) {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(run, ms);
  }

  function run() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    again = false;
    running = pass().then((empty) => {
      running = undefined;
      if (empty && !again) {
        const waiting = drained;
        drained = [];
        for (const resolve of waiting) resolve();
      }
      // Kicked meanwhile, or someone waits for a pass finding nothing due: look again at once; a
      // pass the database failed waits for the next poll.
      if (empty && (again || drained.length > 0)) schedule(0);
      else schedule(options.pollMs);
    });
  }

  schedule(0);

  return {
    transport,
    enqueue: (tx, mail) => enqueueMail(tx, mail, messageIdDomain),
    kick: run,
    drain() {
      if (stopped) return Promise.resolve();
      return new Promise<void>((resolve) => {
        drained.push(resolve);
        run();
      });
    },
    async close() {
      stopped = true;
      clearTimeout(timer);
      await running;
      for (const resolve of drained) resolve();
      drained = [];
      transporter.close();
    },
  };
}
