/**
 * Outgoing mail through nodemailer. Default: each message is rendered to an `.eml` file in the
 * outbox directory (nothing leaves the machine); with `SMTP_URL` it is sent for real. Either way a
 * row in `outgoing_mail` records it, and its unique keys make a second send for the same booking or
 * inquiry a no-op.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './database';
import { loggableError } from './errors';
import { apiError } from '../errors';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

export type MailKind =
  'booking-guest' | 'booking-host' | 'inquiry-support' | 'host-verify-email' | 'host-reset-password';

export interface DeliveryRequest {
  kind: MailKind;
  bookingId?: string;
  inquiryId?: string;
  message: MailMessage;
}

export interface Mailer {
  readonly transport: 'outbox' | 'smtp';
  /** Sends unless a message of this kind was already sent for this booking or inquiry. */
  deliverOnce(request: DeliveryRequest): Promise<'sent' | 'already-sent'>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  outboxDir: string;
  from: string;
  /** SMTP: connecting with the greeting, and then each wait for an answer, give up after this. */
  timeoutMs: number;
}

export function createMailer(db: Database, options: MailerOptions, log: FastifyBaseLogger): Mailer {
  const transport = options.smtpUrl ? 'smtp' : 'outbox';
  // nodemailer's own bounds (2 min to connect, 30 s for the greeting, 10 min of silence) would hold
  // a request that long on a mail server that accepts the connection and never answers.
  const transporter = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        connectionTimeout: options.timeoutMs,
        greetingTimeout: options.timeoutMs,
        socketTimeout: options.timeoutMs,
      })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  async function send(message: MailMessage, fileStem: string): Promise<string | undefined> {
    const info = (await transporter.sendMail({ from: options.from, ...message })) as {
      messageId?: string;
      message?: Buffer;
    };
    if (transport === 'outbox' && Buffer.isBuffer(info.message)) {
      await mkdir(options.outboxDir, { recursive: true });
      await writeFile(path.join(options.outboxDir, `${fileStem}.eml`), info.message);
    }
    return info.messageId;
  }

  return {
    transport,
    async deliverOnce({ kind, bookingId, inquiryId, message }) {
      const claim = await db.query<{ id: string; created_at: Date }>(
        `INSERT INTO outgoing_mail (kind, booking_id, inquiry_id, to_address, subject, transport)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT DO NOTHING
         RETURNING id`,
        [kind, bookingId ?? null, inquiryId ?? null, message.to, message.subject, transport],
      );
      const row = claim.rows[0];
      if (!row) return 'already-sent';
      try {
        const stamp = new Date().toISOString().replace(/[:.]/g, '-');
        const messageId = await send(message, `${stamp}-${kind}-${row.id}`);
        await db.query('UPDATE outgoing_mail SET message_id = $2 WHERE id = $1', [row.id, messageId ?? null]);
        return 'sent';
      } catch (error) {
        log.error({ err: loggableError(error), kind, transport }, 'mail delivery failed');
        // Release the claim so that a later attempt can send it.
        await db.query('DELETE FROM outgoing_mail WHERE id = $1', [row.id]);
        throw apiError('MAIL_FAILED');
      }
    },
    close() {
      transporter.close();
    },
  };
}
