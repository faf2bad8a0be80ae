import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations } from '../../db/schema';
import { call, createTenant, createTestApp, login, type TestContext, type TestUser } from '../../test/test-app';

// Keyset cursors on the location list (issue 12 §2): a company with 2,500 locations walked page by
// page through `meta.nextCursor`, in both orders of each sort and while rows arrive. Its own database
// (the volume test's plans depend on the statistics of its own rows). PGlite, and PostgreSQL with DATABASE_URL.

const URL = '/api/lanehub-core/locations';
const WALKED = 2_500;

let ctx: TestContext;
let walker: TestUser;
let walkerToken: string;
let smallToken: string;

const list = (token: string, query: string) => call(ctx.app, token, { method: 'GET', url: `${URL}?${query}` });

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  walker = await createTenant(db, { name: 'Cursor Walker', permissions: ['company.*'] });
  const small = await createTenant(db, { name: 'Small Forwarder', permissions: ['company.*'] });
  // Names repeat (every name 5 times), so page boundaries fall inside ties of the sort key.
  await db.execute(sql`
    insert into locations (company_id, name, city, type)
    select ${walker.companyId}, 'Walk ' || (g % 500), case when g % 3 = 0 then null else 'City ' || (g % 11) end, 'yard'
    from generate_series(1, ${WALKED}::int) g`);
  await db.execute(sql`
    insert into locations (company_id, name, type)
    select ${small.companyId}, 'Depot ' || g, 'port' from generate_series(1, 30) g`);
  walkerToken = (await login(ctx.app, walker.email)).accessToken;
  smallToken = (await login(ctx.app, small.email)).accessToken;
}, 120_000);
afterAll(async () => ctx?.close());

describe('cursor pages of a big list', () => {
  /** Every row of the list by following meta.nextCursor; `between` runs after each page. */
  const walk = async (query: string, between?: () => Promise<void>) => {
    const seen: string[] = [];
    let cursor = '';
    for (let pages = 0; pages < 200; pages++) {
      const res = await list(walkerToken, `${query}${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode).toBe(200);
      seen.push(...res.json().data.map((l: { id: string }) => l.id));
      cursor = res.json().meta.nextCursor ?? '';
      if (!cursor) {
        return seen;
      }
      await between?.();
    }
    throw new Error('the walk did not end');
  };

  it(`walks all ${WALKED.toLocaleString('en')} locations exactly once, in both orders of each sort`, async () => {
    const everyId = (
      await ctx.database.db
        .select({ id: locations.id })
        .from(locations)
        .where(eq(locations.companyId, walker.companyId as string))
    ).map((r) => r.id);
    expect(everyId).toHaveLength(WALKED);
    for (const sort of ['name', 'city', 'updatedAt']) {
      for (const order of ['asc', 'desc']) {
        const seen = await walk(`limit=100&sort=${sort}&order=${order}`);
        expect(seen, `${sort} ${order}`).toHaveLength(WALKED);
        expect(new Set(seen).size, `${sort} ${order}`).toBe(WALKED);
        expect([...seen].sort(), `${sort} ${order}`).toEqual([...everyId].sort());
      }
    }
  }, 120_000);

  it('follows the same order as offset pages, and keeps the rows added while walking out of the way', async () => {
    const offsets: string[] = [];
    for (let skip = 0; skip < 500; skip += 100) {
      offsets.push(...(await list(walkerToken, `limit=100&skip=${skip}`)).json().data.map((l: { id: string }) => l.id));
    }
    let added = 0;
    const seen = await walk('limit=100', async () => {
      // A row that sorts first arrives after every page: the walk neither repeats nor skips a row for it.
      added += 1;
      await ctx.database.db.execute(
        sql`insert into locations (company_id, name, type) values (${walker.companyId}, ${`Aaa ${added}`}, 'yard')`,
      );
    });
    expect(seen.slice(0, 500)).toEqual(offsets);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toHaveLength(WALKED);
    await ctx.database.db.execute(
      sql`delete from locations where company_id = ${walker.companyId} and name like 'Aaa %'`,
    );
  }, 120_000);

  it('refuses a tampered cursor with 400, and a cursor of another sort', async () => {
    const first = (await list(walkerToken, 'limit=10')).json().meta.nextCursor as string;
    const content = JSON.parse(Buffer.from(first, 'base64url').toString('utf8'));
    const tampered = Buffer.from(JSON.stringify({ ...content, id: 'nope' })).toString('base64url');
    for (const query of [
      `cursor=${tampered}`,
      'cursor=e30',
      `cursor=${first}&sort=city`,
      `cursor=${first}&order=desc`,
    ]) {
      const res = await list(walkerToken, `limit=10&${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().fieldErrors).toHaveProperty('cursor');
    }
  });

  it("never shows another company's rows, whatever the cursor", async () => {
    const cursor = (await list(walkerToken, 'limit=10')).json().meta.nextCursor as string;
    const res = await list(smallToken, `limit=10&cursor=${cursor}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.every((l: { name: string }) => l.name.startsWith('Depot '))).toBe(true);
  });
});
