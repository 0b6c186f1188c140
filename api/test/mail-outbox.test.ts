/**
 * The mail outbox (plugins/mail.ts, migration 005): a message is queued in the transaction of the
 * change that causes it and sent by a worker afterwards, retried with backoff, given up after a
 * bounded number of attempts, sent again after a crash mid-send, and never sent twice at once by two
 * API processes on one PostgreSQL. Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
 */
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { Writable } from 'node:stream';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { build } from '../src/app';
import { migrate, openDatabase } from '../src/plugins/database';
import { migrationsDir } from '../src/paths';
import { enqueueMail, retryDelayMs, type OutboxMail } from '../src/plugins/mail';
import { apiDir, buildServer, startApiProcess, type ApiProcess } from './api-process';
import { startFakeSmtp, type FakeSmtp } from './fake-smtp';
import {
  createDatabase,
  inquiry,
  json,
  onPostgres,
  startTestApi,
  STARTUP_TIMEOUT,
  until,
  type TestApi,
} from './helper';

jest.setTimeout(STARTUP_TIMEOUT);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let serial = 0;
const mail = (overrides: Partial<OutboxMail> = {}): OutboxMail => {
  serial += 1;
  return {
    kind: 'inquiry-support',
    dedupeKey: `test:${Date.now()}:${serial}:${randomBytes(3).toString('hex')}`,
    message: {
      to: `someone.${serial}@example.com`,
      subject: `Test message ${serial}`,
      text: `Hello number ${serial}`,
      html: `<p>Hello number ${serial}</p>`,
    },
    ...overrides,
  };
};

interface OutboxRow {
  message_id: string;
  attempts: number;
  sent: boolean;
  failed: boolean;
  last_error: string | null;
  text_body: string;
}

async function row(app: FastifyInstance, dedupeKey: string): Promise<OutboxRow | undefined> {
  const { rows } = await app.db.query<OutboxRow>(
    `SELECT message_id, attempts, sent_at IS NOT NULL AS sent, failed_at IS NOT NULL AS failed, last_error, text_body
     FROM mail_outbox WHERE dedupe_key = $1`,
    [dedupeKey],
  );
  return rows[0];
}

async function enqueue(app: FastifyInstance, outboxMail: OutboxMail) {
  const result = await app.db.transaction((tx) => app.mailer.enqueue(tx, outboxMail));
  app.mailer.kick();
  return result;
}

describe('the outbox in one API', () => {
  let api: TestApi;
  let smtp: FakeSmtp;
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString('utf8'));
      done();
    },
  });

  beforeAll(async () => {
    smtp = await startFakeSmtp();
    api = await startTestApi({ logger: { level: 'warn', stream: logStream } });
  }, STARTUP_TIMEOUT);

  afterAll(async () => {
    await api?.close();
    await smtp?.close();
  }, STARTUP_TIMEOUT);

  const files = () => {
    try {
      return readdirSync(api.outboxDir).sort();
    } catch {
      return [];
    }
  };

  it('sends nothing for a message queued in a transaction that rolls back', async () => {
    const rolledBack = mail();
    const before = files();
    await expect(
      api.app.db.transaction(async (tx) => {
        expect(await api.app.mailer.enqueue(tx, rolledBack)).toBe('queued');
        throw new Error('the change fails after its mail was queued');
      }),
    ).rejects.toThrow('the change fails');
    api.app.mailer.kick();
    await api.app.mailer.drain();
    expect(await row(api.app, rolledBack.dedupeKey)).toBeUndefined();
    expect(files()).toEqual(before);

    // The same message committed is sent; queued again, it is not.
    expect(await enqueue(api.app, rolledBack)).toBe('queued');
    expect(await enqueue(api.app, rolledBack)).toBe('already-queued');
    await api.app.mailer.drain();
    expect(await row(api.app, rolledBack.dedupeKey)).toMatchObject({ sent: true, attempts: 1 });
    expect(files()).toHaveLength(before.length + 1);
  });

  it('queues a contact inquiry and its mail together: when the mail cannot be queued, the inquiry is not kept', async () => {
    const count = async (table: string) =>
      (await api.app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n;
    const before = { inquiries: await count('inquiries'), mails: await count('mail_outbox') };
    await api.app.db.exec('ALTER TABLE mail_outbox ADD CONSTRAINT test_no_mail CHECK (false) NOT VALID');
    try {
      const response = await api.app.inject({ method: 'POST', url: '/api/contact', payload: inquiry });
      expect(response.statusCode).toBe(500);
    } finally {
      await api.app.db.exec('ALTER TABLE mail_outbox DROP CONSTRAINT test_no_mail');
    }
    expect({ inquiries: await count('inquiries'), mails: await count('mail_outbox') }).toEqual(before);

    const response = await api.app.inject({ method: 'POST', url: '/api/contact', payload: inquiry });
    expect(response.statusCode).toBe(201);
    await api.app.mailer.drain();
    expect(await row(api.app, `inquiry-support:${json(response).data.id as string}`)).toMatchObject({ sent: true });
  });

  it('writes a resend over the same file, with the same Message-ID', async () => {
    const queued = mail();
    await enqueue(api.app, queued);
    await api.app.mailer.drain();
    const sent = (await row(api.app, queued.dedupeKey)) as OutboxRow;
    const written = files().filter((file) =>
      readFileSync(path.join(api.outboxDir, file), 'utf8').includes(sent.message_id),
    );
    expect(written).toHaveLength(1);

    // As after a crash between the send and its record: the message is due again.
    await api.app.db.query('UPDATE mail_outbox SET sent_at = NULL WHERE dedupe_key = $1', [queued.dedupeKey]);
    api.app.mailer.kick();
    await api.app.mailer.drain();
    expect(await row(api.app, queued.dedupeKey)).toMatchObject({ sent: true, attempts: 2 });
    const again = files().filter((file) =>
      readFileSync(path.join(api.outboxDir, file), 'utf8').includes(sent.message_id),
    );
    expect(again).toEqual(written);
    expect(readFileSync(path.join(api.outboxDir, written[0] as string), 'utf8')).toContain(
      `Message-ID: ${sent.message_id}`,
    );
  });

  it('retries a failing mail server with exponential backoff, capped, and sends once it accepts', async () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n, { retryMs: 100, retryMaxMs: 350 }))).toEqual([
      100, 200, 350, 350, 350,
    ]);
    await api.restart({
      logger: { level: 'warn', stream: logStream },
      smtpUrl: smtp.url,
      outboxPollMs: 10,
      outboxRetryMs: 100,
      outboxRetryMaxMs: 350,
      outboxMaxAttempts: 6,
    });
    smtp.failNext = 4;
    const attemptsBefore = smtp.attempts.length;
    const queued = mail();
    await enqueue(api.app, queued);
    const sent = await until('the message is accepted', () =>
      smtp.received.find((m) => m.data.includes(queued.message.subject)),
    );
    expect(sent.to).toEqual([`<${queued.message.to}>`]);
    const times = smtp.attempts.slice(attemptsBefore);
    expect(times).toHaveLength(5);
    const gaps = times.slice(1).map((t, i) => t - (times[i] as number));
    // 100, 200, 350 (capped), 350 ms after each failure; a poll may come up to 10 ms late, and a
    // connection takes a few ms.
    [100, 200, 350, 350].forEach((wait, i) => {
      expect(gaps[i]).toBeGreaterThanOrEqual(wait - 5);
      expect(gaps[i]).toBeLessThan(wait + 250);
    });
    const stored = await until('the message is recorded sent', async () => {
      const current = await row(api.app, queued.dedupeKey);
      return current?.sent ? current : undefined;
    });
    expect(stored).toMatchObject({ attempts: 5, failed: false, last_error: null });
    expect(logs.join('')).toContain('will retry');
  });

  it('gives up after the last attempt: marked failed, an error logged, a secret body erased', async () => {
    await api.restart({
      logger: { level: 'warn', stream: logStream },
      smtpUrl: smtp.url,
      outboxPollMs: 10,
      outboxRetryMs: 20,
      outboxRetryMaxMs: 40,
      outboxMaxAttempts: 3,
    });
    smtp.failNext = 1_000;
    try {
      const queued = mail({ eraseBody: true });
      await enqueue(api.app, queued);
      const failed = await until('the message is given up', async () => {
        const current = await row(api.app, queued.dedupeKey);
        return current?.failed ? current : undefined;
      });
      expect(failed).toMatchObject({
        attempts: 3,
        sent: false,
        text_body: '',
        last_error: expect.stringMatching(/451/),
      });
      const errors = logs
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { level: number; msg: string; mailId?: string });
      expect(errors).toContainEqual(expect.objectContaining({ level: 50, msg: 'mail delivery failed; giving up' }));
      // Not tried again.
      const attempts = smtp.attempts.length;
      await sleep(200);
      expect(smtp.attempts.length).toBe(attempts);
    } finally {
      smtp.failNext = 0;
    }
  });
});

describe('migration 005', () => {
  it('moves the log of sent mail into the outbox as sent messages, so none is queued again', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'makao-outbox-migration-'));
    const database = onPostgres ? await createDatabase(process.env.DATABASE_URL as string) : undefined;
    const db = await openDatabase({ databaseUrl: database?.url, dataDir: path.join(dir, 'pglite') });
    try {
      const before = path.join(dir, 'migrations');
      mkdirSync(before);
      for (const name of readdirSync(migrationsDir).filter((file) => file < '005')) {
        copyFileSync(path.join(migrationsDir, name), path.join(before, name));
      }
      await migrate(db, before);
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO inquiries (first_name, last_name, email, phone, inquiry_type, message)
         VALUES ('Kamau', 'Mutiso', 'kamau@example.com', '', 'other', 'Hello') RETURNING id::text AS id`,
      );
      const inquiryId = rows[0]?.id as string;
      await db.query(
        `INSERT INTO outgoing_mail (kind, inquiry_id, to_address, subject, message_id, transport)
         VALUES ('inquiry-support', $1, 'stays@makao.co.ke', 'Contact inquiry', '<old@makao.co.ke>', 'smtp'),
                ('host-verify-email', NULL, 'host@example.com', 'Confirm your email', NULL, 'outbox')`,
        [inquiryId],
      );
      await migrate(db);
      const { rows: moved } = await db.query<{ dedupe_key: string; message_id: string; sent: boolean }>(
        `SELECT dedupe_key, message_id, sent_at IS NOT NULL AS sent FROM mail_outbox ORDER BY kind DESC`,
      );
      expect(moved).toEqual([
        { dedupe_key: `inquiry-support:${inquiryId}`, message_id: '<old@makao.co.ke>', sent: true },
        {
          dedupe_key: expect.stringMatching(/^outgoing-mail:/),
          message_id: expect.stringMatching(/^<.+>$/),
          sent: true,
        },
      ]);
      const again = await db.transaction((tx) =>
        enqueueMail(tx, { ...mail(), dedupeKey: `inquiry-support:${inquiryId}` }, 'makao.test'),
      );
      expect(again).toBe('already-queued');
    } finally {
      await db.close();
      await database?.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('an API process killed with SIGKILL while its mail server takes the message', () => {
  const outDir = path.join(apiDir, '.tmp', `mail-outbox-${process.pid}-${randomBytes(4).toString('hex')}`);
  let database: Awaited<ReturnType<typeof createDatabase>> | undefined;
  let smtp: FakeSmtp;
  const processes: ApiProcess[] = [];

  beforeAll(async () => {
    mkdirSync(outDir, { recursive: true });
    smtp = await startFakeSmtp();
    if (onPostgres) database = await createDatabase(process.env.DATABASE_URL as string);
  }, STARTUP_TIMEOUT);

  afterAll(async () => {
    await Promise.all(processes.map((api) => api.stop('SIGKILL')));
    await smtp?.close();
    await database?.drop();
    rmSync(outDir, { recursive: true, force: true });
  }, STARTUP_TIMEOUT);

  it(
    'leaves the message unsent, and the next process sends it exactly as queued once the lease runs out',
    async () => {
      const entry = buildServer(outDir);
      const dataDir = path.join(outDir, 'pglite');
      const env = {
        DATA_DIR: dataDir,
        DATABASE_URL: database?.url ?? '',
        OUTBOX_DIR: path.join(outDir, 'outbox'),
        SMTP_URL: smtp.url,
        // Bounds a busy machine cannot outrun: an attempt that timed out would be tried again later.
        SMTP_TIMEOUT_MS: '3000',
        OUTBOX_LEASE_MS: '18000',
        OUTBOX_POLL_MS: '100',
        SEED: 'false',
      };
      const openDb = () => openDatabase({ databaseUrl: database?.url, dataDir });
      smtp.stallData = true;
      const first = await startApiProcess(entry, env);
      processes.push(first);
      const stalled = smtp.nextStall();
      const response = await fetch(`${first.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(inquiry),
        signal: AbortSignal.timeout(10_000),
      });
      expect(response.status).toBe(201);
      const { id } = ((await response.json()) as { data: { id: string } }).data;
      // The whole message reached the server, which has not answered: the process dies now.
      const inFlight = await stalled;
      await first.stop('SIGKILL');
      smtp.stallData = false;

      const db = await openDb();
      try {
        const { rows } = await db.query<{ sent: boolean; attempts: number; message_id: string }>(
          `SELECT sent_at IS NOT NULL AS sent, attempts, message_id FROM mail_outbox WHERE dedupe_key = $1`,
          [`inquiry-support:${id}`],
        );
        expect(rows).toEqual([{ sent: false, attempts: 1, message_id: expect.any(String) }]);
        expect(inFlight.data).toContain(`Message-ID: ${rows[0]?.message_id}`);
      } finally {
        await db.close();
      }

      const second = await startApiProcess(entry, env);
      processes.push(second);
      const delivered = await until('the message is sent again', () => smtp.received[0], 60_000);
      expect(smtp.received).toHaveLength(1);
      // The same message: envelope, headers (Message-ID and Date included) and text. Only the MIME
      // boundaries, which nodemailer draws anew for each rendering, differ.
      const boundaries = (data: string) => data.replace(/-{2,}_NmP-[0-9a-f-]+/g, '--boundary');
      expect(delivered.to).toEqual(inFlight.to);
      expect(delivered.from).toEqual(inFlight.from);
      expect(boundaries(delivered.data)).toEqual(boundaries(inFlight.data));
      await second.stop('SIGTERM');

      const after = await openDb();
      try {
        const { rows } = await after.query<{ sent: boolean; attempts: number }>(
          `SELECT sent_at IS NOT NULL AS sent, attempts FROM mail_outbox WHERE dedupe_key = $1`,
          [`inquiry-support:${id}`],
        );
        expect(rows).toEqual([{ sent: true, attempts: 2 }]);
      } finally {
        await after.close();
      }
    },
    STARTUP_TIMEOUT * 3,
  );
});

// Two API processes share one database only on PostgreSQL (PGlite refuses a second process).
if (onPostgres)
  describe('two APIs on one PostgreSQL', () => {
    let api: TestApi;
    let other: FastifyInstance;
    let smtp: FakeSmtp;

    beforeAll(async () => {
      // Each message takes 30 ms to be accepted, so both workers are busy at the same time.
      smtp = await startFakeSmtp({ delayMs: 30 });
      const shared = { smtpUrl: smtp.url, outboxPollMs: 10, seed: false };
      api = await startTestApi({ ...shared, mailFrom: 'Makao A <a@makao.test>' });
      other = await build({
        ...shared,
        logger: false,
        databaseUrl: api.app.config.databaseUrl,
        dataDir: path.join(api.dir, 'other-pglite'),
        outboxDir: path.join(api.dir, 'other-outbox'),
        uploadsDir: path.join(api.dir, 'other-uploads'),
        mailFrom: 'Makao B <b@makao.test>',
      });
    }, STARTUP_TIMEOUT);

    afterAll(async () => {
      await other?.close();
      await api?.close();
      await smtp?.close();
    }, STARTUP_TIMEOUT);

    it('share the work and send each message once', async () => {
      const queued = Array.from({ length: 40 }, () => mail());
      await api.app.db.transaction(async (tx) => {
        for (const one of queued) await api.app.mailer.enqueue(tx, one);
      });
      api.app.mailer.kick();
      other.mailer.kick();
      await until('every message is accepted', () => (smtp.received.length >= queued.length ? true : undefined));
      await Promise.all([api.app.mailer.drain(), other.mailer.drain()]);
      expect(smtp.received).toHaveLength(queued.length);
      const subjects = smtp.received.map((m) => /^Subject: (.*)$/m.exec(m.data)?.[1]).sort();
      expect(subjects).toEqual(queued.map((m) => m.message.subject).sort());
      const senders = new Set(smtp.received.map((m) => m.from));
      expect(senders).toEqual(new Set(['<a@makao.test>', '<b@makao.test>']));
      const { rows } = await api.app.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM mail_outbox WHERE sent_at IS NOT NULL AND attempts = 1 AND dedupe_key = ANY($1)',
        [queued.map((m) => m.dedupeKey)],
      );
      expect(rows[0]?.n).toBe(queued.length);
    });
  });
