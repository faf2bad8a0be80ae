import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations } from '../db/schema';
import { createTenant, createTestApp, type TestContext } from '../test/test-app';
import { AppError } from './errors';
import {
  caseInsensitiveKeys,
  defineList,
  encodeCursor,
  escapeLike,
  type ListParams,
  listPage,
  listPlan,
  searchAny,
} from './list-query';
import { countRow } from './list-total';
import { type Tenant, tenantWhere } from './tenancy';

// The list helper on a real table (locations): search escaping, the id tie-break, keyset cursors in
// both directions while rows are inserted, and refused cursors. PGlite, and PostgreSQL with DATABASE_URL.

let ctx: TestContext;
let tenant: Tenant;
let other: Tenant;

const LIST = defineList({
  id: locations.id,
  sorts: {
    name: caseInsensitiveKeys(locations.name),
    city: locations.city,
    updatedAt: locations.updatedAt,
  },
});
type Sort = keyof typeof LIST.sorts;

const page = async (
  who: Tenant,
  params: ListParams<Sort> & { search?: string },
  cap?: number,
): Promise<Awaited<ReturnType<typeof listPage<{ id: string; name: string; listCursorKey: string }>>>> => {
  const db = ctx.database.db;
  const plan = listPlan(LIST, params);
  const where = tenantWhere(locations, who, searchAny(params.search, [locations.name]));
  const fetched = await db
    .select({ id: locations.id, name: locations.name, ...plan.keyColumns })
    .from(locations)
    .where(and(where, plan.after))
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  const counted = db.select(countRow).from(locations).where(where).$dynamic();
  return listPage(db, plan, fetched, counted, cap);
};

/** Every row of the list, following `meta.nextCursor` page after page; `between` runs after each page. */
const walk = async (who: Tenant, params: Omit<ListParams<Sort>, 'skip'>, between?: (n: number) => Promise<void>) => {
  const seen: string[] = [];
  let cursor: string | undefined;
  for (let n = 0; n < 1000; n++) {
    const result = await page(who, { ...params, skip: 0, cursor });
    seen.push(...result.rows.map((r) => r.id));
    if (!result.nextCursor) {
      return seen;
    }
    cursor = result.nextCursor;
    await between?.(n);
  }
  throw new Error('the walk did not end');
};

const insert = async (who: Tenant, rows: Array<{ name: string; city?: string | null }>) =>
  (
    await ctx.database.db
      .insert(locations)
      .values(rows.map((r) => ({ companyId: who.companyId, type: 'port', name: r.name, city: r.city ?? null })))
      .returning({ id: locations.id })
  ).map((r) => r.id);

beforeAll(async () => {
  ctx = await createTestApp();
  const a = await createTenant(ctx.database.db, { name: 'List Owner' });
  const b = await createTenant(ctx.database.db, { name: 'List Neighbour' });
  tenant = { companyId: a.companyId as string, userId: a.id };
  other = { companyId: b.companyId as string, userId: b.id };
}, 60_000);
afterAll(async () => ctx?.close());

describe('search', () => {
  it('escapes LIKE wildcards and the escape character', () => {
    expect(escapeLike('50%_off\\now')).toBe('50\\%\\_off\\\\now');
  });

  it('takes %, _ and \\ literally', async () => {
    await insert(tenant, [
      { name: 'Rate 100% firm' },
      { name: 'Rate 1000 firm' },
      { name: 'a_b yard' },
      { name: 'axb yard' },
    ]);
    await insert(tenant, [{ name: 'back\\slash dock' }, { name: 'backslash dock' }]);
    const names = async (search: string) =>
      (await page(tenant, { skip: 0, limit: 50, sort: 'name', order: 'asc', search })).rows.map((r) => r.name);
    expect(await names('100%')).toEqual(['Rate 100% firm']);
    expect(await names('a_b')).toEqual(['a_b yard']);
    expect(await names('k\\s')).toEqual(['back\\slash dock']);
    // Case does not matter, and an empty search filters nothing.
    expect(await names('RATE 1000')).toEqual(['Rate 1000 firm']);
    expect((await page(tenant, { skip: 0, limit: 50, sort: 'name', order: 'asc', search: '' })).rows).toHaveLength(6);
    await ctx.database.db.delete(locations).where(eq(locations.companyId, tenant.companyId));
  });
});

describe('order and pages', () => {
  it('breaks ties of equal sort keys by id, so offset and cursor pages cover every row once', async () => {
    // 23 rows with only two distinct names (in two cases): every page boundary falls inside a tie.
    const ids = await insert(
      tenant,
      Array.from({ length: 23 }, (_, i) => ({ name: i % 2 ? 'Same Name' : 'same name', city: i % 3 ? 'Lyon' : null })),
    );
    for (const sort of ['name', 'city', 'updatedAt'] as const) {
      for (const order of ['asc', 'desc'] as const) {
        const byOffset: string[] = [];
        for (let skip = 0; skip < 30; skip += 5) {
          byOffset.push(...(await page(tenant, { skip, limit: 5, sort, order })).rows.map((r) => r.id));
        }
        const byCursor = await walk(tenant, { limit: 5, sort, order });
        expect(new Set(byOffset).size, `${sort} ${order}`).toBe(23);
        expect(byOffset.sort(), `${sort} ${order}`).toEqual([...ids].sort());
        expect(byCursor, `${sort} ${order}: cursor pages follow the offset order`).toEqual(
          await (async () => {
            const all = await page(tenant, { skip: 0, limit: 100, sort, order });
            return all.rows.map((r) => r.id);
          })(),
        );
      }
    }
    // The tie-break is the id, ascending, within rows of equal keys.
    const city = await page(tenant, { skip: 0, limit: 100, sort: 'city', order: 'asc' });
    const lyon = city.rows.slice(0, 15).map((r) => r.id);
    expect(lyon).toEqual([...lyon].sort());
    await ctx.database.db.delete(locations).where(eq(locations.companyId, tenant.companyId));
  });

  it('walks every row exactly once in both directions while rows are inserted between pages', async () => {
    const names = Array.from({ length: 60 }, (_, i) => ({
      name: `Site ${String(i % 20).padStart(2, '0')}`,
      city: i % 4 ? `City ${i % 7}` : null,
    }));
    const before = await insert(tenant, names);
    for (const sort of ['name', 'city', 'updatedAt'] as const) {
      for (const order of ['asc', 'desc'] as const) {
        const added: string[] = [];
        const seen = await walk(tenant, { limit: 7, sort, order }, async (n) => {
          // New rows land before, among and after the rows still to come.
          added.push(
            ...(await insert(tenant, [
              { name: 'AAA first' },
              { name: `Site 10 new ${n}`, city: 'City 3' },
              { name: 'zzz last', city: null },
            ])),
          );
        });
        expect(new Set(seen).size, `${sort} ${order}: no row twice`).toBe(seen.length);
        for (const id of before) {
          expect(seen, `${sort} ${order}: every row that was there`).toContain(id);
        }
        expect(seen.every((id) => before.includes(id) || added.includes(id))).toBe(true);
        // The next walk starts from the original rows only.
        await ctx.database.db.delete(locations).where(eq(locations.companyId, tenant.companyId));
        const restored = await insert(tenant, names);
        before.splice(0, before.length, ...restored);
      }
    }
    await ctx.database.db.delete(locations).where(eq(locations.companyId, tenant.companyId));
  });

  it('walks a newest-first list whose id breaks ties descending', async () => {
    const FEED = defineList({ id: locations.id, sorts: { city: locations.city }, idOrder: 'desc' });
    const ids = await insert(
      tenant,
      Array.from({ length: 17 }, (_, i) => ({ name: `Feed ${i}`, city: i % 2 ? 'Oslo' : null })),
    );
    const read = async (cursor?: string) => {
      const plan = listPlan(FEED, { skip: 0, limit: 4, sort: 'city', order: 'desc', cursor });
      const where = tenantWhere(locations, tenant);
      const fetched = await ctx.database.db
        .select({ id: locations.id, ...plan.keyColumns })
        .from(locations)
        .where(and(where, plan.after))
        .orderBy(...plan.orderBy)
        .limit(plan.limit);
      return listPage(
        ctx.database.db,
        plan,
        fetched,
        ctx.database.db.select(countRow).from(locations).where(where).$dynamic(),
      );
    };
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const result = await read(cursor);
      seen.push(...result.rows.map((r) => r.id));
      cursor = result.nextCursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(17);
    // Nulls first (descending), and within equal cities the greater id first.
    const nulls = seen.slice(0, 9);
    expect(nulls).toEqual([...nulls].sort().reverse());
    expect([...seen].sort()).toEqual([...ids].sort());
    await ctx.database.db.delete(locations).where(eq(locations.companyId, tenant.companyId));
  });

  it('gives the next cursor only when more rows follow, and counts the total on cursor pages', async () => {
    await insert(
      tenant,
      Array.from({ length: 12 }, (_, i) => ({ name: `Row ${i}` })),
    );
    const first = await page(tenant, { skip: 0, limit: 5, sort: 'name', order: 'asc' });
    expect(first).toMatchObject({ total: 12, totalExact: true });
    const second = await page(tenant, { skip: 0, limit: 5, sort: 'name', order: 'asc', cursor: first.nextCursor });
    expect(second).toMatchObject({ total: 12, totalExact: true });
    const third = await page(tenant, { skip: 0, limit: 5, sort: 'name', order: 'asc', cursor: second.nextCursor });
    // Text order: Row 0, Row 1, Row 10, Row 11, Row 2 … Row 9.
    expect(third.rows.map((r) => r.name)).toEqual(['Row 8', 'Row 9']);
    expect(third.nextCursor).toBeUndefined();
    // Above the cap the total is capped and says so.
    const capped = await page(tenant, { skip: 0, limit: 5, sort: 'name', order: 'asc', cursor: first.nextCursor }, 10);
    expect(capped).toMatchObject({ total: 10, totalExact: false });
    // Another company's rows are never on the pages, whatever the cursor.
    expect(
      (await page(other, { skip: 0, limit: 5, sort: 'name', order: 'asc', cursor: first.nextCursor })).rows,
    ).toEqual([]);
    await ctx.database.db.delete(locations).where(eq(locations.companyId, tenant.companyId));
  });
});

describe('cursors', () => {
  const refused = (params: ListParams<Sort>) => {
    try {
      listPlan(LIST, params);
    } catch (error) {
      return error instanceof AppError && error.statusCode === 400 && error.fieldErrors?.cursor !== undefined;
    }
    return false;
  };
  const base = { skip: 0, limit: 5, sort: 'updatedAt' as Sort, order: 'asc' as const };
  const id = '5f0c5e7e-1b7a-4c59-9a7e-0d7a3f2b1c11';

  it('accepts its own cursors', () => {
    const cursor = encodeCursor({ s: 'updatedAt', o: 'asc', k: ['2026-11-24 01:02:03.123456+00'], id });
    expect(listPlan(LIST, { ...base, cursor }).after).toBeDefined();
  });

  it('refuses a tampered cursor with 400', () => {
    const cursor = (content: unknown) => Buffer.from(JSON.stringify(content)).toString('base64url');
    expect(refused({ ...base, cursor: 'not-a-cursor' })).toBe(true);
    expect(refused({ ...base, cursor: cursor({ s: 'updatedAt', o: 'asc', k: ['yesterday'], id }) })).toBe(true);
    expect(refused({ ...base, cursor: cursor({ s: 'updatedAt', o: 'asc', k: ['2026-11-24'], id: 'x' }) })).toBe(true);
    expect(refused({ ...base, cursor: cursor({ s: 'updatedAt', o: 'asc', k: [], id }) })).toBe(true);
    // A cursor of another sort or order is not a position in this one.
    expect(refused({ ...base, cursor: cursor({ s: 'name', o: 'asc', k: ['a', 'a'], id }) })).toBe(true);
    expect(refused({ ...base, cursor: cursor({ s: 'updatedAt', o: 'desc', k: ['2026-11-24'], id }) })).toBe(true);
    expect(refused({ ...base, cursor: cursor(['2026-11-24', id]) })).toBe(true);
  });

  it('keeps the microseconds of a timestamp key', async () => {
    // Rows updated within the same millisecond: a JS Date would lose their order.
    const ids = await insert(tenant, [{ name: 'one' }, { name: 'two' }, { name: 'three' }]);
    const columns = getTableColumns(locations);
    await ctx.database.db
      .update(locations)
      .set({ updatedAt: new Date('2026-01-01T00:00:00.000Z') })
      .where(eq(columns.companyId, tenant.companyId));
    for (const [i, rowId] of ids.entries()) {
      const stamp = `2026-01-01 00:00:00.00012${i}+00`;
      await ctx.database.db.execute(sql`update locations set updated_at = ${stamp}::timestamptz where id = ${rowId}`);
    }
    const seen = await walk(tenant, { limit: 1, sort: 'updatedAt', order: 'asc' });
    expect(seen).toEqual(ids);
    await ctx.database.db.delete(locations).where(eq(locations.companyId, tenant.companyId));
  });
});
