/**
 * The email telling someone of an operator's decision (a host: a listing approved, sent back or
 * suspended, an identity verified or not; a guest: what came of their report), written to the
 * outbox in the decision's transaction.
 */
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../plugins/database';
import type { MailKind } from '../../plugins/mail';
import { render } from '../mail/messages';

export interface DecisionMail {
  kind: MailKind;
  /** What the decision is on: one message per decision. */
  subjectId: string;
  to: string | null;
  /** Whom the greeting names ("Hello there," without one). */
  hostName: string | null;
  subject: string;
  paragraphs: string[];
  /** A button to a page of the site. */
  action?: { label: string; path: string };
}

export async function mailDecision(app: FastifyInstance, tx: Queryable, mail: DecisionMail): Promise<void> {
  if (!mail.to) return;
  const { supportEmail, siteUrl } = app.config;
  await app.mailer.enqueue(tx, {
    kind: mail.kind,
    dedupeKey: `${mail.kind}:${mail.subjectId}:${app.now().toISOString()}`,
    message: {
      to: mail.to,
      subject: mail.subject,
      replyTo: supportEmail,
      ...render(
        [`Hello ${mail.hostName ?? 'there'},`, ...mail.paragraphs],
        [],
        [`Questions? Reply to this email or write to ${supportEmail}.`],
        mail.action && { label: mail.action.label, url: `${siteUrl}${mail.action.path}` },
      ),
    },
  });
}
