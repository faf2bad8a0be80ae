import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_TOTAL_CAP } from '../../platform/list-total';
import { call, createTenant, createTestApp, login, type TestContext, type TestUser } from '../../test/test-app';
import { type LocationListParams, locationPage } from './locations.queries';

// Issue 11 §4: a company with more locations than the count cap. Its list says the total is capped
// instead of counting every row on every page, and the list's plan reads an index in order rather
// than sorting the company's rows. Runs on PGlite, and on PostgreSQL with DATABASE_URL.

const BIG = LIST_TOTAL_CAP + 50;
const URL = '/api/lanehub-core/locations';

let ctx: TestContext;
let big: TestUser;
let small: TestUser;
let bigToken: string;
let smallToken: string;

/** `rows` locations of the company, made by the database (an import would take far longer here). */
const seed = async (companyId: string, rows: number, prefix: string) => {
  await ctx.database.db.execute(sql`
    insert into locations (company_id, name, city, post_code, code, type)
    select ${companyId}, ${prefix} || ' ' || md5(g::text), 'City ' || (g % 97), lpad(g::text, 5, '0'),
           'C' || g, (array['port', 'terminal', 'yard', 'dc'])[1 + g % 4]
    from generate_series(1, ${rows}::int) g`);
};

const list = (token: string, query: string) => call(ctx.app, token, { method: 'GET', url: `${URL}?${query}` });

/** The plan PostgreSQL chooses for a page query, as text. */
const planOf = async (params: LocationListParams, companyId: string, userId: string) => {
  const query = locationPage(ctx.database.db, { companyId, userId }, params).toSQL();
  // Both drivers' clients (PGlite, pg.Pool) take a text and its values.
  const { $client: client } = ctx.database.db as unknown as {
    $client: { query: (text: string, values: unknown[]) => Promise<{ rows: Array<Record<string, string>> }> };
  };
  const result = await client.query(`explain ${query.sql}`, query.params);
  return result.rows.map((row) => Object.values(row)[0]).join('\n');
};

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  big = await createTenant(db, { name: 'Big Importer', permissions: ['company.*'] });
  small = await createTenant(db, { name: 'Small Forwarder', permissions: ['company.*'] });
  await seed(big.companyId as string, BIG, 'Site');
  await seed(small.companyId as string, 30, 'Depot');
  // The steady state autovacuum keeps on PostgreSQL: statistics, and the trigram index's pending
  // entries merged (PGlite has no autovacuum; its pending list is merged once it reaches 4 MB).
  await db.execute(sql`vacuum analyze locations`);
  bigToken = (await login(ctx.app, big.email)).accessToken;
  smallToken = (await login(ctx.app, small.email)).accessToken;
}, 120_000);
afterAll(async () => ctx?.close());

describe('the total of a big list', () => {
  it('stops counting at the cap and says so in meta', async () => {
    const res = await list(bigToken, 'limit=25');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(25);
    expect(res.json().meta).toEqual({
      total: LIST_TOTAL_CAP,
      totalExact: false,
      skip: 0,
      limit: 25,
      nextCursor: expect.any(String),
    });
  });

  it('is exact under the cap: a search, a type and a small company', async () => {
    const one = await list(bigToken, `search=${encodeURIComponent('lpad-no-match')}`);
    expect(one.json().meta).toMatchObject({ total: 0, totalExact: true });
    const ports = await list(bigToken, 'type=port&limit=10');
    // generate_series(1, 10,050): g % 4 = 0 picks 'port' for 2,512 rows.
    expect(ports.json().meta).toMatchObject({ total: Math.floor(BIG / 4), totalExact: true });
    const mine = await list(smallToken, 'limit=10');
    expect(mine.json().meta).toMatchObject({ total: 30, totalExact: true });
    expect(mine.json().data.every((l: { name: string }) => l.name.startsWith('Depot '))).toBe(true);
  });

  it('pages past the cap: the rows are there and the total stays a floor', async () => {
    const res = await list(bigToken, `skip=${LIST_TOTAL_CAP}&limit=25`);
    expect(res.json().data).toHaveLength(25);
    expect(res.json().meta).toMatchObject({ total: LIST_TOTAL_CAP + 25, totalExact: false });
    const last = await list(bigToken, `skip=${BIG - 10}&limit=25`);
    expect(last.json().data).toHaveLength(10);
    expect(last.json().meta).toMatchObject({ total: BIG, totalExact: true });
  });

  it('searches every row of the company, and counts the matches exactly', async () => {
    const res = await list(bigToken, `search=${encodeURIComponent('City 42')}&limit=25`);
    // g % 97 = 42 for 104 of the 10,050 rows.
    expect(res.json().meta).toMatchObject({ total: 104, totalExact: true });
    expect(res.json().data.every((l: { city: string }) => l.city === 'City 42')).toBe(true);
  });
});

describe('the plan of the location list', () => {
  const page: LocationListParams = { types: [], skip: 0, limit: 25, sort: 'name', order: 'asc' };

  it('reads the default order from an index, for the big company and the small one', async () => {
    for (const user of [big, small]) {
      const plan = await planOf(page, user.companyId as string, user.id);
      expect(plan).toContain('locations_company_name_idx');
      expect(plan).not.toContain('Seq Scan');
      expect(plan).not.toMatch(/^\s*(->\s*)?Sort\b/m);
    }
  });

  it('seeks a cursor page from the index instead of reading the rows before it', async () => {
    const first = await list(bigToken, 'limit=25');
    const plan = await planOf({ ...page, cursor: first.json().meta.nextCursor }, big.companyId as string, big.id);
    expect(plan).toContain('locations_company_name_idx');
    expect(plan).not.toContain('Seq Scan');
    expect(plan).toMatch(/Index Cond:.*lower\(name\) >=/);
  });

  it('reads one type in order from an index too', async () => {
    const plan = await planOf({ ...page, types: ['yard'] }, big.companyId as string, big.id);
    expect(plan).toContain('locations_company_type_idx');
    expect(plan).not.toContain('Seq Scan');
  });

  it("finds a rare '%term%' through the trigram index, not by reading every row", async () => {
    const plan = await planOf({ ...page, search: '00123' }, big.companyId as string, big.id);
    expect(plan).not.toContain('Seq Scan');
  });
});
