import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { nairobiDate } from '../support/api';
import { site } from '../support/site';
import { launchBrowser, type BrowserSession } from '../support/browser';
import { expectReceivedAndReserve, fillStay, newGuest, stayRequest } from '../support/guest';
import { decodeQuotedPrintable } from '../support/hosts';
import { confirmationCode, waitForMailIn } from '../support/outbox';
import { createOwnDatabase, type OwnDatabase } from '../support/ownDatabase';
import { startOwnTopology, type OwnTopology } from '../support/ownTopology';
import { visible } from '../support/waitFor';

/**
 * The replicated topology (`npm run start:cluster`): nginx in front of two API processes on one
 * PostgreSQL and one Redis. A guest books through it in the browser; concurrent confirmations
 * never double-book; an Idempotency-Key makes one booking whichever replica answers; the rate
 * limit is one limit; a host's session holds on both replicas; expiry runs once; and killing one
 * API process mid-run loses no request it acknowledged (nginx retries idempotent requests only).
 */
const FIND_LIMIT = 6;

let cluster: OwnTopology;
let database: OwnDatabase;
let db: pg.Client;
let session: BrowserSession;
let property: { id: string; title: string; price: number };

beforeAll(async () => {
  database = await createOwnDatabase('makao_e2e_cluster');
  cluster = await startOwnTopology({
    replicas: 2,
    apiEnv: {
      DATABASE_URL: database.url,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_PREFIX: `makao-e2e-${randomBytes(4).toString('hex')}:`,
      FIND_BOOKING_RATE_LIMIT_MAX: String(FIND_LIMIT),
      HOST_RESPONSE_HOURS: '0.004',
      BOOKING_JOBS_INTERVAL_MS: '300',
    },
  });
  db = database.client;
  session = await launchBrowser();
  const list = (await (await fetch(`${cluster.api}/api/properties?limit=20`)).json()) as {
    data: Array<{ id: string; title: string; price: number; guests: number }>;
  };
  property = list.data.find((p) => p.guests >= 2) as typeof property;
}, 300_000);

afterAll(async () => {
  await session?.close();
  await cluster?.stop();
  await database?.drop();
}, 60_000);

/** A POST to the cluster's API (through nginx). */
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${cluster.api}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });

const request = (guest = newGuest(), checkIn: string, checkOut: string) =>
  stayRequest(property.id, checkIn, checkOut, guest);

describe('the cluster: nginx and two API processes on one PostgreSQL and Redis', () => {
  it('a guest books in the browser through it', async () => {
    const guest = newGuest('Wanjiru Kamau');
    const { page, context } = await session.newPage();
    await page.goto(`${cluster.shell}/property/${property.id}`, { waitUntil: 'domcontentloaded' });
    await site(page).detail.turnToBooking();
    const form = page.getByRole('form', { name: `Book Your Stay at ${property.title}` });
    await visible(form);
    await fillStay(form, guest, nairobiDate(30), nairobiDate(32), '2');
    await form.getByRole('button', { name: 'Request Booking' }).click();
    await expectReceivedAndReserve(page, guest, 2, 2 * property.price, { outboxDir: cluster.outboxDir });
    await context.close();
  });

  it('confirms one of ten guests asking for the same nights at once, whichever replica each reaches', async () => {
    const [checkIn, checkOut] = [nairobiDate(60), nairobiDate(63)];
    const references: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      const created = await post('/api/bookings', request(newGuest(), checkIn, checkOut));
      expect(created.status).toBe(201);
      references.push(((await created.json()) as { data: { bookingReference: string } }).data.bookingReference);
    }
    const codes = await Promise.all(references.map((reference) => confirmationCode(reference, cluster.outboxDir)));
    const answers = await Promise.all(
      references.map((reference, i) => post(`/api/bookings/${reference}/confirm`, { code: codes[i] })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    const { rows } = await db.query(
      "SELECT count(*)::int AS n FROM bookings WHERE property_id = $1 AND check_in = $2 AND status IN ('requested', 'confirmed')",
      [property.id, checkIn],
    );
    expect(rows[0].n).toBe(1);
  });

  it('makes one booking of a request sent twice with one Idempotency-Key', async () => {
    const body = request(newGuest(), nairobiDate(90), nairobiDate(92));
    const key = randomBytes(16).toString('hex');
    const first = await post('/api/bookings', body, { 'Idempotency-Key': key });
    const second = await post('/api/bookings', body, { 'Idempotency-Key': key });
    expect([first.status, second.status]).toEqual([201, 201]);
    const [a, b] = (await Promise.all([first.json(), second.json()])) as Array<{ data: { bookingReference: string } }>;
    expect(a?.data.bookingReference).toBe(b?.data.bookingReference);
    const { rows } = await db.query('SELECT count(*)::int AS n FROM bookings WHERE email = $1', [body.email]);
    expect(rows[0].n).toBe(1);
  });

  it('counts one rate limit for the whole cluster', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < FIND_LIMIT + 2; i += 1) {
      const answer = await post('/api/bookings/find', { reference: 'MK-ZZZZZZZZ', email: 'nobody@example.com' });
      statuses.push(answer.status);
    }
    // Two replicas counting alone would let 2 × FIND_LIMIT through.
    expect(statuses).toEqual([...Array(FIND_LIMIT).fill(404), 429, 429]);
  });

  it("keeps a host's session on both replicas", async () => {
    const origin = cluster.shell;
    const email = `cluster.host.${Date.now()}@example.co.ke`;
    const registered = await post(
      '/api/hosts/register',
      { name: 'Amina Wanjiru', email, password: 'Acacia-tree-at-dusk', phone: '0711 222 333' },
      { Origin: origin },
    );
    expect(registered.status).toBe(202);
    // The emailed link signs the host in, through whichever replica answers it.
    const mail = decodeQuotedPrintable(
      await waitForMailIn(cluster.outboxDir, [`To: ${email}`, '/hosting/verify-email']),
    );
    const token = /\/hosting\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1];
    const verified = await post('/api/hosts/verify-email', { token }, { Origin: origin });
    expect(verified.status).toBe(200);
    const cookie = (verified.headers.get('set-cookie') ?? '').split(';')[0] as string;
    for (const port of cluster.apiPorts) {
      const answer = await fetch(`http://127.0.0.1:${port}/api/hosts/session`, { headers: { Cookie: cookie } });
      const body = (await answer.json()) as { data: { host: { email: string } } | null };
      expect({ port, email: body.data?.host.email }).toEqual({ port, email });
    }
  });

  it('expires each unanswered request once, on whichever replica runs the job first', async () => {
    // Two requests of its own, held (confirmed with the emailed code) and never answered by the host.
    const due: Array<{ reference: string; email: string }> = [];
    for (const [from, to] of [
      [120, 122],
      [125, 127],
    ] as const) {
      const guest = newGuest();
      const created = await post('/api/bookings', request(guest, nairobiDate(from), nairobiDate(to)));
      expect(created.status).toBe(201);
      const reference = ((await created.json()) as { data: { bookingReference: string } }).data.bookingReference;
      const code = await confirmationCode(reference, cluster.outboxDir);
      expect((await post(`/api/bookings/${reference}/confirm`, { code })).status).toBe(200);
      due.push({ reference, email: guest.email });
    }
    for (const booking of due) {
      await waitForMailIn(cluster.outboxDir, [`To: ${booking.email}`, 'Request expired', booking.reference], 45_000);
    }
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM booking_events e JOIN bookings b ON b.id = e.booking_id
       WHERE b.reference = ANY($1::text[]) AND e.to_status = 'expired' GROUP BY b.id`,
      [due.map((b) => b.reference)],
    );
    expect(rows.map((row) => row.n)).toEqual([1, 1]);
  }, 150_000);

  it('loses no acknowledged request when one API process is killed mid-run; reads are retried on the other', async () => {
    const acknowledged: string[] = [];
    const reads: number[] = [];
    const inquiry = (i: number) => ({
      firstName: 'Otieno',
      lastName: 'Odhiambo',
      email: `otieno.${i}@example.com`,
      phone: '+254 722 000 111',
      inquiryType: 'corporate-housing',
      message: `We need a flat in Kilimani for three months from January (${i}).`,
    });
    let killed = false;
    let acknowledgedAfterKill = 0;
    const work = Array.from({ length: 60 }, async (_, i) => {
      await new Promise((resolve) => setTimeout(resolve, i * 25));
      if (i === 20 && !killed) {
        killed = true;
        process.kill(cluster.apiPids[0] as number, 'SIGKILL');
      }
      const [read, write] = await Promise.all([
        fetch(`${cluster.api}/api/properties?limit=5`, { signal: AbortSignal.timeout(15_000) }),
        post('/api/contact', inquiry(i)).catch(() => null),
      ]);
      reads.push(read.status);
      if (write?.status === 201) {
        acknowledged.push(((await write.json()) as { data: { id: string } }).data.id);
        if (i > 20) acknowledgedAfterKill += 1;
      }
    });
    await Promise.all(work);
    expect(killed).toBe(true);
    // Every read answered: nginx tried the other replica for any that met the dead one.
    expect(reads.every((status) => status === 200)).toBe(true);
    // The cluster goes on taking writes on the replica left (a POST that met the dead one is not
    // tried again: how many did depends on the machine's pace, so no count is promised).
    expect(acknowledgedAfterKill).toBeGreaterThan(0);
    // Every write the cluster said it took is there.
    const { rows } = await db.query<{ id: string }>('SELECT id::text FROM inquiries WHERE id::text = ANY($1)', [
      acknowledged,
    ]);
    expect(rows.map((row) => row.id).sort()).toEqual([...acknowledged].sort());
  });
});
