/**
 * Reports and enforcement (migrations/018, README.md beside this file): guests' reports of a
 * listing, the operators' queue of open reports (listings' and reviews'), their dismissal, and the
 * suspension of a listing or a host with its undoing. Each operator action is one transaction: the
 * change, the bookings it cancels (each guest emailed through the outbox), the host's email and the
 * audit log together. Routes reach it as `app.moderation`.
 */
import { createHmac } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { nairobiDate } from 'contracts';
import { hostingPaths } from 'contracts/host-rules';
import {
  OPS_REPORT_HISTORY,
  moderationMessages,
  type ListingReportRequest,
  type OpsListingSummary,
  type OpsReport,
  type OpsReportKind,
  type OpsSuspension,
} from 'contracts/moderation';
import { apiError } from '../../errors';
import type { Queryable } from '../../plugins/database';
import type { MailKind } from '../../plugins/mail';
import { readRecord, transition } from '../bookings/lifecycle';
import { isUuid } from '../ids';
import { audit, type Actor } from '../operators/audit';
import { mailDecision } from '../operators/decision-mail';
import { iso } from '../properties/serialize';

type OperatorActor = Actor & { operatorId: string };

interface ModerationService {
  /** A guest's report of a published listing; `client` is the caller's rate-limit key. */
  report(propertyId: string, request: ListingReportRequest, client: string): Promise<void>;
  /** Whether a listing is suspended (its page says so instead of "not found"). */
  isSuspended(propertyId: string): Promise<boolean>;
  /** Open reports, listings' and reviews', oldest first. */
  openReports(): Promise<OpsReport[]>;
  /** Closes an open report with the operator's note. */
  dismiss(kind: OpsReportKind, reportId: string, note: string, actor: OperatorActor): Promise<void>;
  /** Listings by id, or by words of their title, any status. */
  searchListings(q: string): Promise<OpsListingSummary[]>;
  suspendListing(listingId: string, reason: string, actor: OperatorActor): Promise<OpsSuspension>;
  unsuspendListing(listingId: string, reason: string, actor: OperatorActor): Promise<OpsSuspension>;
  suspendHost(hostId: string, reason: string, actor: OperatorActor): Promise<OpsSuspension>;
  unsuspendHost(hostId: string, reason: string, actor: OperatorActor): Promise<OpsSuspension>;
}

declare module 'fastify' {
  interface FastifyInstance {
    moderation: ModerationService;
  }
}

/** The newest reports the queue shows at once. */
const QUEUE_MAX = 200;
const SEARCH_MAX = 20;

/** A listing's summary columns (`p` properties, `h` hosts, `a` host_accounts). */
const summaryColumns = `p.id::text AS id, p.title, p.status, p.city, p.county, p.suspension_reason,
  p.suspended_at, p.suspended_with_host, h.id::text AS host_id, h.name AS host_name,
  coalesce(a.email, h.email) AS host_email, h.suspended_at IS NOT NULL AS host_suspended,
  (SELECT count(*)::int FROM listing_reports r WHERE r.property_id = p.id AND r.resolved_at IS NULL)
    + (SELECT count(*)::int FROM review_reports rr JOIN reviews v ON v.id = rr.review_id
       WHERE v.property_id = p.id AND rr.resolved_at IS NULL) AS open_reports,
  (SELECT count(*)::int FROM listing_reports r WHERE r.property_id = p.id AND r.resolved_at IS NOT NULL)
    + (SELECT count(*)::int FROM review_reports rr JOIN reviews v ON v.id = rr.review_id
       WHERE v.property_id = p.id AND rr.resolved_at IS NOT NULL) AS resolved_reports`;
const summaryFrom = `FROM properties p LEFT JOIN hosts h ON h.id = p.host_id LEFT JOIN host_accounts a ON a.host_id = p.host_id`;

interface SummaryRow {
  id: string;
  title: string;
  status: string;
  city: string;
  county: string;
  suspension_reason: string | null;
  suspended_at: Date | string | null;
  suspended_with_host: boolean;
  host_id: string | null;
  host_name: string | null;
  host_email: string | null;
  host_suspended: boolean | null;
  open_reports: number;
  resolved_reports: number;
}

const summaryOf = (row: SummaryRow): OpsListingSummary => ({
  id: row.id,
  title: row.title,
  status: row.status,
  city: row.city,
  county: row.county,
  suspension:
    row.suspended_at !== null && row.suspension_reason !== null
      ? { reason: row.suspension_reason, at: iso(row.suspended_at), withHost: row.suspended_with_host }
      : null,
  host:
    row.host_id !== null
      ? { id: row.host_id, name: row.host_name ?? '', email: row.host_email, suspended: row.host_suspended === true }
      : null,
  openReports: row.open_reports,
});

interface ListingLock {
  id: string;
  title: string;
  status: string;
  status_before_suspension: string | null;
  suspended_with_host: boolean;
  host_id: string | null;
  host_name: string | null;
  host_email: string | null;
  host_suspended: boolean;
}

const reasonText = (reason: string) => {
  const text = reason.trim();
  if (!text) throw apiError('INVALID_REQUEST', { error: moderationMessages.operatorReason, details: 'Field: reason' });
  return text;
};

async function moderationService(app: FastifyInstance): Promise<void> {
  const { rows: secrets } = await app.db.query<{ value: string }>(
    "SELECT value FROM app_secrets WHERE name = 'report-client'",
  );
  const secret = secrets[0]?.value;
  if (!secret) throw new Error('app_secrets has no report-client key (migration 018)');
  /** The client as the reports table keeps it: never the address, an HMAC of its rate-limit key. */
  const clientHash = (client: string) => createHmac('sha256', secret).update(`report:${client}`).digest();

  const lockListing = async (tx: Queryable, id: string): Promise<ListingLock> => {
    if (!isUuid(id)) throw apiError('LISTING_NOT_FOUND');
    const { rows } = await tx.query<ListingLock>(
      `SELECT p.id::text AS id, p.title, p.status, p.status_before_suspension, p.suspended_with_host,
         h.id::text AS host_id, h.name AS host_name, coalesce(a.email, h.email) AS host_email,
         coalesce(h.suspended_at IS NOT NULL, false) AS host_suspended
       ${summaryFrom} WHERE p.id = $1 FOR UPDATE OF p`,
      [id],
    );
    const listing = rows[0];
    if (!listing) throw apiError('LISTING_NOT_FOUND');
    return listing;
  };

  /** The host told of a suspension or its end, with a link to their listings. */
  const mailHost = (
    tx: Queryable,
    host: { email: string | null; name: string | null },
    kind: MailKind,
    subjectId: string,
    subject: string,
    paragraphs: string[],
  ) =>
    mailDecision(app, tx, {
      kind,
      subjectId,
      to: host.email,
      hostName: host.name,
      subject,
      paragraphs,
      action: { label: 'Open your listings', path: hostingPaths.listings },
    });

  /** Each reporter who left an email hears what came of their report (never the operator's note). */
  const answerReporters = async (
    tx: Queryable,
    reports: { id: string; reporter_email: string | null }[],
    title: string,
    outcome: 'suspended' | 'dismissed',
  ) => {
    for (const report of reports) {
      await mailDecision(app, tx, {
        kind: 'report-answered',
        subjectId: report.id,
        to: report.reporter_email,
        hostName: null,
        subject: `About your report: ${title}`,
        paragraphs: [
          `Thank you for telling us about "${title}". Our team has looked into it.`,
          outcome === 'suspended'
            ? 'We have taken the listing off Makao while we deal with it.'
            : 'We found nothing that breaks our rules, so the listing stays up. If something new happens, report it again from its page.',
        ],
      });
    }
  };

  /**
   * Cancels the listing's bookings still to come (not yet confirmed by the guest, requested or
   * confirmed, checking in today or later in Nairobi), so their nights are free; each guest is emailed.
   * A stay under way is left alone. Answers the references cancelled.
   */
  const cancelComing = async (tx: Queryable, propertyId: string): Promise<string[]> => {
    const { rows } = await tx.query<{ id: string }>(
      `SELECT b.id::text AS id FROM bookings b
       WHERE b.property_id = $1 AND b.status IN ('unconfirmed', 'requested', 'confirmed') AND b.check_in >= $2::date
       ORDER BY b.check_in, b.id FOR UPDATE`,
      [propertyId, nairobiDate(app.now())],
    );
    const references: string[] = [];
    for (const { id } of rows) {
      const record = await readRecord(tx, 'b.id', id, true);
      if (!record) continue;
      const cancelled = await transition(app, tx, record, 'cancelled', 'operator', 'The listing was suspended');
      await app.bookings.notify(tx, cancelled, { event: 'cancelled', by: 'operations' });
      references.push(record.reference);
    }
    return references;
  };

  /** Suspends one listing in the caller's transaction; its open reports are resolved with it. */
  const suspendOne = async (
    tx: Queryable,
    listing: ListingLock,
    reason: string,
    actor: OperatorActor,
    withHost: boolean,
  ): Promise<string[]> => {
    const now = app.now();
    await tx.query(
      `UPDATE properties SET status = 'suspended', status_before_suspension = status, suspended_at = $2,
         suspended_by = $3, suspension_reason = $4, suspended_with_host = $5, updated_at = $2
       WHERE id = $1`,
      [listing.id, now, actor.operatorId, reason, withHost],
    );
    const cancelled = await cancelComing(tx, listing.id);
    const { rows: resolved } = await tx.query<{ id: string; reporter_email: string | null }>(
      `UPDATE listing_reports SET resolved_at = $2, resolved_by = $3, outcome = 'suspended', resolution = $4
       WHERE property_id = $1 AND resolved_at IS NULL RETURNING id::text AS id, reporter_email`,
      [listing.id, now, actor.operatorId, reason],
    );
    await answerReporters(tx, resolved, listing.title, 'suspended');
    await audit(tx, {
      actor,
      action: 'listing.suspend',
      subject: { type: 'listing', id: listing.id },
      before: { status: listing.status },
      after: { status: 'suspended', reason, cancelledBookings: cancelled, ...(withHost && { withHost: true }) },
      at: now,
    });
    return cancelled;
  };

  /** Restores one suspended listing to its status before, in the caller's transaction. */
  const restoreOne = async (tx: Queryable, listing: ListingLock, reason: string, actor: OperatorActor) => {
    const now = app.now();
    const status = listing.status_before_suspension ?? 'unpublished';
    await tx.query(
      `UPDATE properties SET status = status_before_suspension, status_before_suspension = NULL, suspended_at = NULL,
         suspended_by = NULL, suspension_reason = NULL, suspended_with_host = false, updated_at = $2
       WHERE id = $1`,
      [listing.id, now],
    );
    await audit(tx, {
      actor,
      action: 'listing.unsuspend',
      subject: { type: 'listing', id: listing.id },
      before: { status: 'suspended' },
      after: { status, reason },
      at: now,
    });
    return status;
  };

  const lockHost = async (tx: Queryable, id: string) => {
    if (!isUuid(id)) throw apiError('HOST_NOT_FOUND');
    const { rows } = await tx.query<{ id: string; name: string; email: string | null; suspended: boolean }>(
      `SELECT h.id::text AS id, h.name, coalesce(a.email, h.email) AS email, h.suspended_at IS NOT NULL AS suspended
       FROM hosts h LEFT JOIN host_accounts a ON a.host_id = h.id WHERE h.id = $1 FOR UPDATE OF h`,
      [id],
    );
    const host = rows[0];
    if (!host) throw apiError('HOST_NOT_FOUND');
    return host;
  };

  /** The host's listings, locked, in one order. */
  const hostListings = async (tx: Queryable, hostId: string) => {
    const { rows } = await tx.query<{ id: string }>(
      'SELECT id::text AS id FROM properties WHERE host_id = $1 ORDER BY id FOR UPDATE',
      [hostId],
    );
    return Promise.all(rows.map((row) => lockListing(tx, row.id)));
  };

  const service: ModerationService = {
    async report(propertyId, request, client) {
      const text = (request.text ?? '').trim();
      // The form's own rule, checked here too: "Something else" says what.
      if (request.reason === 'other' && text === '') {
        throw apiError('INVALID_REQUEST', { error: moderationMessages.reportTextRequired, details: 'Field: text' });
      }
      const email = request.email?.trim().toLowerCase() || null;
      if (!isUuid(propertyId)) throw apiError('PROPERTY_NOT_FOUND');
      const { rows } = await app.db.query<{ id: string }>(
        `INSERT INTO listing_reports (property_id, reason, text, reporter_email, client_hash, created_at)
         SELECT p.id, $2, $3, $4, $5, $6 FROM properties p WHERE p.id = $1 AND p.status = 'published'
         ON CONFLICT (property_id, client_hash) WHERE resolved_at IS NULL DO NOTHING
         RETURNING id::text AS id`,
        [propertyId, request.reason, text, email, clientHash(client), app.now()],
      );
      if (rows.length > 0) return;
      // Nothing written: no such published listing, or this client's report of it is still open.
      const { rows: found } = await app.db.query("SELECT 1 FROM properties WHERE id = $1 AND status = 'published'", [
        propertyId,
      ]);
      throw apiError(found.length === 0 ? 'PROPERTY_NOT_FOUND' : 'LISTING_ALREADY_REPORTED');
    },

    async isSuspended(propertyId) {
      if (!isUuid(propertyId)) return false;
      const { rows } = await app.db.query("SELECT 1 FROM properties WHERE id = $1 AND status = 'suspended'", [
        propertyId,
      ]);
      return rows.length > 0;
    },

    async openReports() {
      const { rows } = await app.db.query<{
        kind: OpsReportKind;
        id: string;
        property_id: string;
        reason: string;
        text: string;
        reporter: string;
        reporter_email: string | null;
        created_at: Date | string;
        review_id: string | null;
        review_author: string | null;
        review_rating: number | null;
        review_body: string | null;
        review_published_at: Date | string | null;
      }>(
        `SELECT * FROM (
           SELECT 'listing' AS kind, r.id::text AS id, r.property_id::text AS property_id, r.reason, r.text,
             'guest' AS reporter, r.reporter_email, r.created_at, NULL::text AS review_id, NULL::text AS review_author,
             NULL::int AS review_rating, NULL::text AS review_body, NULL::timestamptz AS review_published_at
           FROM listing_reports r WHERE r.resolved_at IS NULL
           UNION ALL
           SELECT 'review', rr.id::text, v.property_id::text, rr.reason, '', rr.reporter, NULL, rr.created_at,
             v.id::text, v.author, v.rating::int, v.body, v.published_at
           FROM review_reports rr JOIN reviews v ON v.id = rr.review_id WHERE rr.resolved_at IS NULL
         ) open ORDER BY created_at, id LIMIT $1`,
        [QUEUE_MAX],
      );
      if (rows.length === 0) return [];
      const ids = [...new Set(rows.map((row) => row.property_id))];
      const { rows: listings } = await app.db.query<SummaryRow>(
        `SELECT ${summaryColumns} ${summaryFrom} WHERE p.id = ANY($1::uuid[])`,
        [ids],
      );
      const { rows: entries } = await app.db.query<{
        id: string;
        actor: string;
        action: string;
        subject_id: string;
        before: unknown;
        after: unknown;
        at: Date | string;
      }>(
        `SELECT e.* FROM unnest($1::text[]) AS s(id) CROSS JOIN LATERAL (
           SELECT a.id::text AS id, a.actor, a.action, a.subject_id, a.before, a.after, a.at FROM audit_log a
           WHERE a.subject_type = 'listing' AND a.subject_id = s.id ORDER BY a.id DESC LIMIT $2
         ) e`,
        [ids, OPS_REPORT_HISTORY],
      );
      const byId = new Map(listings.map((row) => [row.id, row]));
      return rows.flatMap((row): OpsReport[] => {
        const listing = byId.get(row.property_id);
        if (!listing) return [];
        return [
          {
            kind: row.kind,
            id: row.id,
            reason: row.reason,
            text: row.text,
            reporter: row.reporter,
            reporterEmail: row.reporter_email,
            createdAt: iso(row.created_at),
            listing: summaryOf(listing),
            review:
              row.review_id !== null
                ? {
                    id: row.review_id,
                    author: row.review_author ?? '',
                    rating: row.review_rating ?? 0,
                    body: row.review_body ?? '',
                    publishedAt: row.review_published_at === null ? null : iso(row.review_published_at),
                  }
                : null,
            history: {
              resolvedReports: listing.resolved_reports,
              audit: entries
                .filter((entry) => entry.subject_id === row.property_id)
                .map((entry) => ({
                  id: entry.id,
                  actor: entry.actor,
                  action: entry.action,
                  subjectType: 'listing',
                  subjectId: entry.subject_id,
                  before: entry.before,
                  after: entry.after,
                  at: iso(entry.at),
                })),
            },
          },
        ];
      });
    },

    async dismiss(kind, reportId, note, actor) {
      const text = reasonText(note);
      if (!isUuid(reportId)) throw apiError('REPORT_NOT_FOUND');
      const table = kind === 'listing' ? 'listing_reports' : 'review_reports';
      await app.db.transaction(async (tx) => {
        const { rows } = await tx.query<{ resolved: boolean }>(
          `SELECT resolved_at IS NOT NULL AS resolved FROM ${table} WHERE id = $1 FOR UPDATE`,
          [reportId],
        );
        const report = rows[0];
        if (!report) throw apiError('REPORT_NOT_FOUND');
        if (report.resolved) throw apiError('REPORT_NOT_OPEN');
        const now = app.now();
        await tx.query(
          `UPDATE ${table} SET resolved_at = $2, resolved_by = $3, outcome = 'dismissed', resolution = $4 WHERE id = $1`,
          [reportId, now, actor.operatorId, text],
        );
        if (kind === 'listing') {
          const { rows: reported } = await tx.query<{ id: string; reporter_email: string | null; title: string }>(
            `SELECT r.id::text AS id, r.reporter_email, p.title FROM listing_reports r JOIN properties p ON p.id = r.property_id
             WHERE r.id = $1`,
            [reportId],
          );
          if (reported[0]) await answerReporters(tx, reported, reported[0].title, 'dismissed');
        }
        await audit(tx, {
          actor,
          action: 'report.dismiss',
          subject: { type: `${kind}-report`, id: reportId },
          before: { open: true },
          after: { open: false, outcome: 'dismissed', note: text },
          at: now,
        });
      });
      app.mailer.kick();
    },

    async searchListings(q) {
      const words = q.trim();
      if (isUuid(words)) {
        const { rows } = await app.db.query<SummaryRow>(`SELECT ${summaryColumns} ${summaryFrom} WHERE p.id = $1`, [
          words,
        ]);
        return rows.map(summaryOf);
      }
      const pattern = `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const { rows } = await app.db.query<SummaryRow>(
        `SELECT ${summaryColumns} ${summaryFrom} WHERE p.title ILIKE $1 ORDER BY p.updated_at DESC, p.id LIMIT $2`,
        [pattern, SEARCH_MAX],
      );
      return rows.map(summaryOf);
    },

    async suspendListing(listingId, reason, actor) {
      const text = reasonText(reason);
      const done = await app.db.transaction(async (tx) => {
        const listing = await lockListing(tx, listingId);
        if (listing.status === 'suspended') throw apiError('ALREADY_SUSPENDED');
        const cancelled = await suspendOne(tx, listing, text, actor, false);
        await mailHost(
          tx,
          { email: listing.host_email, name: listing.host_name },
          'listing-suspended',
          listing.id,
          `Your listing is suspended: ${listing.title}`,
          [
            `Our team has suspended "${listing.title}": guests can no longer find or book it.`,
            `Why: ${text}`,
            cancelled.length > 0
              ? `We cancelled its bookings still to come and told each guest: ${cancelled.join(', ')}.`
              : 'It had no bookings still to come.',
          ],
        );
        return { id: listing.id, status: 'suspended', cancelledBookings: cancelled };
      });
      app.mailer.kick();
      return done;
    },

    async unsuspendListing(listingId, reason, actor) {
      const text = reasonText(reason);
      const done = await app.db.transaction(async (tx) => {
        const listing = await lockListing(tx, listingId);
        if (listing.status !== 'suspended') throw apiError('NOT_SUSPENDED');
        if (listing.suspended_with_host && listing.host_suspended) throw apiError('HOST_STILL_SUSPENDED');
        const status = await restoreOne(tx, listing, text, actor);
        await mailHost(
          tx,
          { email: listing.host_email, name: listing.host_name },
          'listing-unsuspended',
          listing.id,
          `Your listing is back: ${listing.title}`,
          [
            `Our team has lifted the suspension of "${listing.title}".`,
            status === 'published'
              ? 'Guests can find and book it again. Bookings cancelled with the suspension stay cancelled.'
              : 'It is back as it was before. Bookings cancelled with the suspension stay cancelled.',
          ],
        );
        return { id: listing.id, status, cancelledBookings: [] };
      });
      app.mailer.kick();
      return done;
    },

    async suspendHost(hostId, reason, actor) {
      const text = reasonText(reason);
      const done = await app.db.transaction(async (tx) => {
        const host = await lockHost(tx, hostId);
        if (host.suspended) throw apiError('ALREADY_SUSPENDED');
        const now = app.now();
        await tx.query('UPDATE hosts SET suspended_at = $2, suspended_by = $3, suspension_reason = $4 WHERE id = $1', [
          host.id,
          now,
          actor.operatorId,
          text,
        ]);
        const { rowCount } = await tx.query(
          'UPDATE host_sessions SET revoked_at = $2 WHERE host_id = $1 AND revoked_at IS NULL',
          [host.id, now],
        );
        const suspended: string[] = [];
        const cancelled: string[] = [];
        for (const listing of await hostListings(tx, host.id)) {
          if (listing.status === 'suspended') continue;
          cancelled.push(...(await suspendOne(tx, listing, text, actor, true)));
          suspended.push(listing.id);
        }
        await audit(tx, {
          actor,
          action: 'host.suspend',
          subject: { type: 'host', id: host.id },
          before: { suspended: false },
          after: {
            suspended: true,
            reason: text,
            listings: suspended,
            cancelledBookings: cancelled,
            sessionsRevoked: rowCount ?? 0,
          },
          at: now,
        });
        await mailHost(tx, host, 'host-suspended', host.id, 'Your Makao host account is suspended', [
          'Our team has suspended your host account: you cannot sign in, and guests can no longer find or book your listings.',
          `Why: ${text}`,
          cancelled.length > 0
            ? `We cancelled the bookings still to come and told each guest: ${cancelled.join(', ')}.`
            : 'Your listings had no bookings still to come.',
        ]);
        return { id: host.id, status: 'suspended', cancelledBookings: cancelled, listings: suspended };
      });
      app.mailer.kick();
      return done;
    },

    async unsuspendHost(hostId, reason, actor) {
      const text = reasonText(reason);
      const done = await app.db.transaction(async (tx) => {
        const host = await lockHost(tx, hostId);
        if (!host.suspended) throw apiError('NOT_SUSPENDED');
        const now = app.now();
        await tx.query(
          'UPDATE hosts SET suspended_at = NULL, suspended_by = NULL, suspension_reason = NULL WHERE id = $1',
          [host.id],
        );
        const restored: string[] = [];
        for (const listing of await hostListings(tx, host.id)) {
          if (listing.status !== 'suspended' || !listing.suspended_with_host) continue;
          await restoreOne(tx, listing, text, actor);
          restored.push(listing.id);
        }
        await audit(tx, {
          actor,
          action: 'host.unsuspend',
          subject: { type: 'host', id: host.id },
          before: { suspended: true },
          after: { suspended: false, reason: text, listings: restored },
          at: now,
        });
        await mailHost(tx, host, 'host-unsuspended', host.id, 'Your Makao host account is back', [
          'Our team has lifted the suspension of your host account: you can sign in again, and your listings are back as they were.',
          'Bookings cancelled with the suspension stay cancelled.',
        ]);
        return { id: host.id, status: 'active', cancelledBookings: [], listings: restored };
      });
      app.mailer.kick();
      return done;
    },
  };
  app.decorate('moderation', service);
}

export default fp(moderationService, { name: 'moderation-service', dependencies: ['bookings-service'] });
