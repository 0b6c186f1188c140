/**
 * `GET /api/properties` pages with a keyset cursor: every match is reachable once, in SPEC §2's sort
 * orders, the pages stay stable while properties are added, the total of matches comes with each
 * page, and a cursor that is not the API's own is a 400. On PGlite, and PostgreSQL with DATABASE_URL.
 */
import type { Property, PropertyListPage } from 'contracts';
import { apiErrorMessages } from 'contracts/rules';
import { json, startTestApi, STARTUP_TIMEOUT, type TestApi } from './helper';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, STARTUP_TIMEOUT);
afterAll(async () => {
  await api?.close();
}, STARTUP_TIMEOUT);

async function page(query: string): Promise<{ data: Property[]; page: PropertyListPage }> {
  const response = await api.app.inject({ method: 'GET', url: `/api/properties?${query}` });
  expect(response.statusCode).toBe(200);
  return json(response);
}

/** Every page of `query`, `limit` at a time, following `page.next`. */
async function allPages(query: string, limit: number): Promise<{ pages: Property[][]; totals: number[] }> {
  const pages: Property[][] = [];
  const totals: number[] = [];
  let cursor: string | null = null;
  do {
    const answer = await page(`${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    pages.push(answer.data);
    totals.push(answer.page.total);
    expect(answer.page.totalExact).toBe(true);
    cursor = answer.page.next;
  } while (cursor && pages.length < 100);
  return { pages, totals };
}

/** A copy of a published property, as new as can be (a host who just published). */
async function insertCopyOf(id: string): Promise<string> {
  const { rows: columns } = await api.app.db.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns
     WHERE table_name = 'properties' AND is_generated = 'NEVER' AND column_default IS NULL`,
  );
  const names = columns.map((c) => c.column_name).join(', ');
  const { rows } = await api.app.db.query<{ id: string }>(
    `INSERT INTO properties (${names}) SELECT ${names} FROM properties WHERE id = $1 RETURNING id::text`,
    [id],
  );
  return (rows[0] as { id: string }).id;
}

describe('GET /api/properties, page by page', () => {
  it.each(['newest', 'price_asc', 'price_desc'])(
    'reaches every match once, in the %s order of the whole list, with the total on every page',
    async (sort) => {
      const whole = await page(`sort=${sort}&limit=500`);
      expect(whole.page).toEqual({ next: null, total: whole.data.length, totalExact: true });
      const { pages, totals } = await allPages(`sort=${sort}`, 7);
      expect(pages.length).toBe(Math.ceil(whole.data.length / 7));
      expect(pages.flat().map((p) => p.id)).toEqual(whole.data.map((p) => p.id));
      expect(new Set(totals)).toEqual(new Set([whole.data.length]));
    },
  );

  it('pages a filtered search the same way, its total the filtered count', async () => {
    const whole = await page('location=nairobi&guests=2&sort=price_asc&limit=500');
    expect(whole.data.length).toBeGreaterThan(3);
    const { pages, totals } = await allPages('location=nairobi&guests=2&sort=price_asc', 3);
    expect(pages.flat().map((p) => p.id)).toEqual(whole.data.map((p) => p.id));
    expect(totals[0]).toBe(whole.data.length);
  });

  it('keeps its place while properties are added: the next page neither repeats nor skips', async () => {
    const before = (await page('limit=500')).data.map((p) => p.id);
    const first = await page('limit=10');
    const added = await insertCopyOf(before[20] as string);
    try {
      const second = await page(`limit=10&cursor=${first.page.next}`);
      expect(second.data.map((p) => p.id)).toEqual(before.slice(10, 20));
      // The first page's total, carried on by the cursor: the next pages do not count again.
      expect(second.page.total).toBe(first.page.total);
      // The new one is first on a fresh first page, and counted.
      const fresh = await page('limit=10');
      expect(fresh.data[0]?.id).toBe(added);
      expect(fresh.page.total).toBe(before.length + 1);
    } finally {
      await api.app.db.query('DELETE FROM properties WHERE id = $1', [added]);
    }
  });

  it.each([
    ['a cursor of another sort', async () => `sort=price_asc&cursor=${(await page('limit=2')).page.next}`],
    ['a made-up cursor', async () => `cursor=${Buffer.from('["newest",null,"x","y"]').toString('base64url')}`],
    ['a cursor that is not base64url', async () => 'cursor=%27%20OR%201%3D1'],
    ['a cursor too long', async () => `cursor=${'A'.repeat(201)}`],
  ])('answers %s with a 400 and the error shape, never a 5xx', async (_name, query) => {
    const response = await api.app.inject({ method: 'GET', url: `/api/properties?${await query()}` });
    expect(response.statusCode).toBe(400);
    expect(['error', 'details']).toEqual(expect.arrayContaining(Object.keys(json(response))));
    expect(typeof json(response).error).toBe('string');
  });

  it(
    'estimates the total past the exact count, and says so',
    async () => {
      const counting = await startTestApi({ listExactTotalMax: 5 });
      try {
        const answer = json(await counting.app.inject({ method: 'GET', url: '/api/properties?limit=2' }));
        expect(answer.page.totalExact).toBe(false);
        // At least what was counted; the planner's guess of the whole, not a made-up figure.
        expect(answer.page.total).toBeGreaterThan(5);
        expect(answer.page.total).toBeLessThan(10_000);
        const small = json(
          await counting.app.inject({ method: 'GET', url: '/api/properties?location=kisumu&limit=2' }),
        );
        expect(small.page.totalExact).toBe(small.page.total <= 5);
      } finally {
        await counting.close();
      }
    },
    STARTUP_TIMEOUT,
  );

  it(
    'counts and estimates a search past the exact count once a minute, and counts a smaller one every time',
    async () => {
      const counting = await startTestApi({ listExactTotalMax: 5 });
      const query = jest.spyOn(counting.app.db, 'query');
      const calls = (start: string) => query.mock.calls.filter(([sql]) => String(sql).startsWith(start)).length;
      const counts = () => calls('SELECT count(*)');
      try {
        for (let i = 0; i < 3; i += 1) {
          const answer = json(await counting.app.inject({ method: 'GET', url: '/api/properties?limit=2' }));
          expect(answer.page).toMatchObject({ totalExact: false });
          expect(answer.page.total).toBeGreaterThan(5);
        }
        // Counted once, and the estimate planned once: the next first pages give the same figure.
        expect(counts()).toBe(1);
        expect(calls('EXPLAIN')).toBe(1);
        for (let i = 0; i < 2; i += 1) {
          const answer = json(
            await counting.app.inject({ method: 'GET', url: '/api/properties?location=watamu&limit=2' }),
          );
          expect(answer.page).toMatchObject({ total: 4, totalExact: true });
        }
        expect(counts()).toBe(3);
      } finally {
        query.mockRestore();
        await counting.close();
      }
    },
    STARTUP_TIMEOUT,
  );

  it('says a stale cursor in words a guest can act on', async () => {
    const made = await page('limit=2');
    const response = await api.app.inject({
      method: 'GET',
      url: `/api/properties?sort=price_desc&cursor=${made.page.next}`,
    });
    expect(json(response).error).toBe(apiErrorMessages.invalidCursor);
  });
});

describe('GET /api/sitemap/properties', () => {
  it('lists every published property once, by id, with its last change, and nothing else', async () => {
    const listed = (await page('limit=500')).data;
    const answer = json(await api.app.inject({ method: 'GET', url: '/api/sitemap/properties' }));
    expect(answer.page).toEqual({ next: null });
    expect(answer.data.map((row: { id: string }) => row.id)).toEqual(listed.map((p) => p.id).sort());
    for (const row of answer.data) {
      expect(Object.keys(row).sort()).toEqual(['id', 'updatedAt']);
      expect(row.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    }
    const after = answer.data[10].id as string;
    const rest = json(await api.app.inject({ method: 'GET', url: `/api/sitemap/properties?cursor=${after}` }));
    expect(rest.data.map((row: { id: string }) => row.id)).toEqual(
      answer.data.slice(11).map((row: { id: string }) => row.id),
    );
  });

  it('answers a cursor that is not an id with a 400 and the error shape', async () => {
    const response = await api.app.inject({ method: 'GET', url: "/api/sitemap/properties?cursor=1'%20OR%201=1" });
    expect(response.statusCode).toBe(400);
    expect(json(response).error).toBe(apiErrorMessages.invalidCursor);
  });
});
