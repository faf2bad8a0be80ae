import { eq, getTableColumns, getTableName, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toErrorReply } from '../platform/errors';
import { migrationsUpTo, openRawDatabase } from '../test/raw-migrations';
import { createTenant, createTestApp, type TestContext, type TestUser } from '../test/test-app';
import * as schema from './schema';

// The tenant keys (issue 12 §2): a row of one company can never name a row of another, whatever the
// code above the database does, and the migration that adds the keys cuts such references first.

const pgCodeOf = async (work: Promise<unknown>) =>
  work.then(
    () => 'ok',
    (error: unknown) => {
      let current = error as { code?: string; cause?: unknown } | undefined;
      for (let depth = 0; depth < 4 && current; depth++) {
        if (typeof current.code === 'string') {
          return current.code;
        }
        current = current.cause as typeof current;
      }
      return String(error);
    },
  );

describe('tenant keys in the schema', () => {
  const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

  it('gives every tenant table, and the users, roles and policies they name, a unique (company_id, id)', () => {
    // Mails and one-time tokens carry a company too, but no row ever names one of them.
    const withCompany = tables.filter(
      (table) =>
        getTableColumns(table).companyId?.notNull || ['users', 'roles', 'policies'].includes(getTableName(table)),
    );
    expect(withCompany.length).toBeGreaterThan(20);
    for (const table of withCompany) {
      const uniques = getTableConfig(table).uniqueConstraints.map((u) => u.columns.map((c) => c.name).join(','));
      expect(uniques, getTableName(table)).toContain('company_id,id');
    }
  });

  it('points every reference to a tenant row of the company with a composite key', () => {
    // A single-column key from a tenant row to another tenant table would let a row name another
    // company's row. The exceptions, each decided in docs/architecture.md: companies (not a tenant's
    // row), users as the actor of a change (a system administrator of another company may act), and
    // global policies and roles (company_id null).
    const actorColumns = new Set(['created_by', 'uploaded_by', 'decided_by']);
    const globalRows = new Set(['policies', 'roles']);
    const sharedRecordReferences = new Set(['invoice_lines(order_company_id,order_id) → orders']);
    for (const table of tables) {
      const config = getTableConfig(table);
      if (!config.columns.some((c) => c.name === 'company_id' && c.notNull)) {
        continue;
      }
      for (const fk of config.foreignKeys) {
        const reference = fk.reference();
        const target = getTableName(reference.foreignTable);
        const columns = reference.columns.map((c) => c.name);
        const what = `${config.name}(${columns.join(',')}) → ${target}`;
        if (target === 'companies' || globalRows.has(target)) {
          continue;
        }
        if (target === 'users' && columns.length === 1 && actorColumns.has(columns[0] as string)) {
          continue;
        }
        // A record shared by its owner (an order a carrier invoices): the key names the owner with the
        // row, `(<x>_company_id, <x>_id) → x (company_id, id)`, and the service checks the sharing.
        if (sharedRecordReferences.has(what)) {
          expect(reference.foreignColumns.map((c) => c.name)).toEqual(['company_id', 'id']);
          continue;
        }
        expect(columns, what).toEqual(['company_id', expect.any(String)]);
        expect(
          reference.foreignColumns.map((c) => c.name),
          what,
        ).toEqual(['company_id', 'id']);
      }
    }
  });
});

describe('a reference to another company refused by the database', () => {
  let ctx: TestContext;
  let alpha: TestUser;
  let bravo: TestUser;
  const db = () => ctx.database.db;

  beforeAll(async () => {
    ctx = await createTestApp();
    alpha = await createTenant(db(), { name: 'Alpha Keys' });
    bravo = await createTenant(db(), { name: 'Bravo Keys' });
  });
  afterAll(async () => ctx?.close());

  const locationOf = async (user: TestUser, name: string) => {
    const [row] = await db()
      .insert(schema.locations)
      .values({ companyId: user.companyId as string, name, type: 'warehouse' })
      .returning();
    return row as typeof schema.locations.$inferSelect;
  };

  it("refuses A's equipment at B's location on insert and on update (23503), and keeps A's own", async () => {
    const bravoYard = await locationOf(bravo, 'Bravo yard');
    const alphaYard = await locationOf(alpha, 'Alpha yard');
    const insert = db()
      .insert(schema.equipment)
      .values({ companyId: alpha.companyId as string, kind: 'chassis', number: 'AK-1', locationId: bravoYard.id });
    expect(await pgCodeOf(insert)).toBe('23503');

    const [unit] = await db()
      .insert(schema.equipment)
      .values({ companyId: alpha.companyId as string, kind: 'chassis', number: 'AK-2', locationId: alphaYard.id })
      .returning();
    const update = db()
      .update(schema.equipment)
      .set({ locationId: bravoYard.id })
      .where(eq(schema.equipment.id, unit?.id as string));
    expect(await pgCodeOf(update)).toBe('23503');
    const [after] = await db()
      .select()
      .from(schema.equipment)
      .where(eq(schema.equipment.id, unit?.id as string));
    expect(after?.locationId).toBe(alphaYard.id);

    // What the caller is told: 400 on the field, the same as for an id that exists nowhere.
    const error = await update.then(
      () => null,
      (e: Error) => e,
    );
    expect(toErrorReply(error as Error)).toEqual({
      status: 400,
      body: {
        message: 'The selected record was not found',
        code: 'REFERENCE_NOT_FOUND',
        messageCode: 'messages.referenceNotFound',
        params: {},
        fieldErrors: { locationId: 'The selected record was not found' },
        fieldCodes: { locationId: { code: 'messages.referenceNotFound', params: {} } },
      },
    });
  });

  it("refuses B's location as A's headquarters and B's user in A's hierarchy", async () => {
    const bravoOffice = await locationOf(bravo, 'Bravo office');
    const hq = db()
      .update(schema.companies)
      .set({ headquartersLocationId: bravoOffice.id })
      .where(eq(schema.companies.id, alpha.companyId as string));
    expect(await pgCodeOf(hq)).toBe('23503');
    const hierarchy = db()
      .insert(schema.userHierarchy)
      .values({ companyId: alpha.companyId as string, userId: alpha.id, managerUserId: bravo.id });
    expect(await pgCodeOf(hierarchy)).toBe('23503');
  });

  it('clears only the reference when the named row goes (set null on the column, not the company)', async () => {
    const depot = await locationOf(alpha, 'Alpha depot');
    const [unit] = await db()
      .insert(schema.equipment)
      .values({ companyId: alpha.companyId as string, kind: 'chassis', number: 'AK-3', locationId: depot.id })
      .returning();
    await db().delete(schema.locations).where(eq(schema.locations.id, depot.id));
    const [after] = await db()
      .select()
      .from(schema.equipment)
      .where(eq(schema.equipment.id, unit?.id as string));
    expect(after).toMatchObject({ companyId: alpha.companyId, locationId: null });
  });
});

// ---------------------------------------------------------------------------------------------
// The migration on an existing installation: a database at the previous migration holding
// cross-company references, then the tenant-keys migration.

const TENANT_KEYS_MIGRATION = '0011_tenant_keys';

describe('the tenant-keys migration on an existing installation', () => {
  it('cuts references to another company, then refuses new ones', async () => {
    const raw = await openRawDatabase();
    try {
      const files = migrationsUpTo(TENANT_KEYS_MIGRATION);
      const last = files.pop() as string;
      for (const file of files) {
        await raw.exec(file);
      }
      const A = '0a000000-0000-4000-8000-000000000001';
      const B = '0b000000-0000-4000-8000-000000000001';
      // Before the keys: A's equipment, account and headquarters at B's location, A's hierarchy naming
      // B's user as a manager, A's user holding a policy on B's account.
      await raw.exec(`
        insert into companies (id, legal_name) values ('${A}', 'Alpha Old'), ('${B}', 'Bravo Old');
        insert into locations (id, company_id, name, type) values
          ('0a000000-0000-4000-8000-00000000000a', '${A}', 'Alpha yard', 'warehouse'),
          ('0b000000-0000-4000-8000-00000000000b', '${B}', 'Bravo yard', 'warehouse');
        insert into users (id, company_id, email, password_hash, first_name, last_name) values
          ('0a000000-0000-4000-8000-0000000000a1', '${A}', 'a@example.test', 'x', 'A', 'A'),
          ('0b000000-0000-4000-8000-0000000000b1', '${B}', 'b@example.test', 'x', 'B', 'B');
        insert into accounts (id, company_id, number, location_id) values
          ('0a000000-0000-4000-8000-0000000000ac', '${A}', 'A-1', '0b000000-0000-4000-8000-00000000000b'),
          ('0b000000-0000-4000-8000-0000000000bc', '${B}', 'B-1', null);
        insert into equipment (id, company_id, kind, number, location_id) values
          ('0a000000-0000-4000-8000-0000000000e1', '${A}', 'chassis', 'OLD-1', '0b000000-0000-4000-8000-00000000000b'),
          ('0a000000-0000-4000-8000-0000000000e2', '${A}', 'chassis', 'OLD-2', '0a000000-0000-4000-8000-00000000000a');
        update companies set headquarters_location_id = '0b000000-0000-4000-8000-00000000000b' where id = '${A}';
        insert into user_hierarchy (company_id, user_id, manager_user_id) values
          ('${A}', '0a000000-0000-4000-8000-0000000000a1', '0b000000-0000-4000-8000-0000000000b1');
        insert into policies (id, company_id, name) values ('0a000000-0000-4000-8000-0000000000f1', '${A}', 'P');
        insert into user_policies (company_id, user_id, policy_id, account_id) values
          ('${A}', '0a000000-0000-4000-8000-0000000000a1', '0a000000-0000-4000-8000-0000000000f1', '0b000000-0000-4000-8000-0000000000bc'),
          ('${A}', '0a000000-0000-4000-8000-0000000000a1', '0a000000-0000-4000-8000-0000000000f1', '0a000000-0000-4000-8000-0000000000ac');
      `);

      await raw.exec(last);

      expect(
        await raw.rows<{ number: string; location_id: string | null }>(
          'select number, location_id from equipment order by number',
        ),
      ).toEqual([
        { number: 'OLD-1', location_id: null },
        { number: 'OLD-2', location_id: '0a000000-0000-4000-8000-00000000000a' },
      ]);
      expect(await raw.rows(`select location_id from accounts where company_id = '${A}'`)).toEqual([
        { location_id: null },
      ]);
      expect(await raw.rows(`select headquarters_location_id from companies where id = '${A}'`)).toEqual([
        { headquarters_location_id: null },
      ]);
      expect(await raw.rows('select manager_user_id from user_hierarchy')).toEqual([{ manager_user_id: null }]);
      // The policy held on B's account is gone (not widened to every account); the one on A's stays.
      expect(await raw.rows('select account_id from user_policies')).toEqual([
        { account_id: '0a000000-0000-4000-8000-0000000000ac' },
      ]);
      expect(raw.notices).toEqual(
        expect.arrayContaining([
          'tenant keys: 1 equipment location references to another company cut',
          'tenant keys: 1 account location references to another company cut',
          'tenant keys: 1 company headquarters references to another company cut',
          'tenant keys: 1 user hierarchy manager references to another company cut',
          "tenant keys: 1 held policies on another company's account deleted",
        ]),
      );

      // From now on the database refuses a cross-company reference.
      const refused = await raw
        .exec(`update equipment set location_id = '0b000000-0000-4000-8000-00000000000b' where number = 'OLD-2'`)
        .then(
          () => 'ok',
          (error: { code?: string }) => error.code,
        );
      expect(refused).toBe('23503');
    } finally {
      await raw.close();
    }
  });
});
