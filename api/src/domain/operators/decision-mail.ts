/**
 * The email telling a host of an operator's decision (a listing approved or sent back, an identity
 * verified or not), written to the outbox in the decision's transaction.
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
  hostName: string | null;
  subject: string;
  paragraphs: string[];
  action: { label: string; path: string };
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
        [`Hello ${mail.hostName ?? 'host'},`, ...mail.paragraphs],
        [],
        [`Questions? Reply to this email or write to ${supportEmail}.`],
        { label: mail.action.label, url: `${siteUrl}${mail.action.path}` },
      ),
    },
  });
}
