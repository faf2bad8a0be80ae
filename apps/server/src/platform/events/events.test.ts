import { ACCOUNT_EXAMPLE, EQUIPMENT_EXAMPLE, type TDomainEvent } from '@lanehub/shared';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents } from '../../db/schema';
import {
  addUser,
  call,
  createTenant,
  createTestApp,
  login,
  race,
  type TestContext,
  type TestUser,
} from '../../test/test-app';
import { diffFields, recordEvent } from './record-event';

// Domain events: each write of company records leaves exactly one event with what changed, in the
// same transaction (a refused write leaves none); the change log reads them per record and per
// company, paged by cursor, and exports them; a company never sees another's.

const CORE = '/api/lanehub-core';

let ctx: TestContext;
let alpha: TestUser;
let bravo: TestUser;
let alphaToken: string;
let bravoToken: string;
let rootToken: string;
let clerkToken: string;

const eventsOf = (companyId: string, aggregateId?: string) =>
  ctx.database.db
    .select()
    .from(domainEvents)
    .where(
      and(eq(domainEvents.companyId, companyId), aggregateId ? eq(domainEvents.aggregateId, aggregateId) : undefined),
    )
    .orderBy(domainEvents.sequence);

const count = async (companyId: string) => (await eventsOf(companyId)).length;

/** Runs a write and returns the events it left in the company's log. */
const eventsAfter = async (companyId: string, write: () => Promise<unknown>) => {
  const seen = new Set((await eventsOf(companyId)).map((e) => e.id));
  await write();
  return (await eventsOf(companyId)).filter((e) => !seen.has(e.id));
};

const send = (token: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  call(ctx.app, token, { method, url, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  // Imports above 20 rows run as jobs here, so both kinds of import are recorded.
  ctx = await createTestApp({ imports: { maxRows: 6000, maxRowsPerDay: 100_000, jobRows: 20 } });
  const db = ctx.database.db;
  const permissions = ['company.*', 'setting.*', 'equipment.*', 'asset.*'];
  alpha = await createTenant(db, { name: 'Alpha Shipper', permissions });
  bravo = await createTenant(db, { name: 'Bravo Carrier', permissions });
  await createTenant(db, { name: 'Root Ops', isSystemAdmin: true });
  const clerk = await addUser(db, { companyId: alpha.companyId, email: 'clerk@alpha.test', role: 'user' });
  alphaToken = (await login(ctx.app, alpha.email)).accessToken;
  bravoToken = (await login(ctx.app, bravo.email)).accessToken;
  rootToken = (await login(ctx.app, 'root.ops@example.test')).accessToken;
  clerkToken = (await login(ctx.app, clerk.email)).accessToken;
});
afterAll(async () => ctx?.close());

describe('recording', () => {
  const a = () => alpha.companyId as string;
  let accountId: string;

  it('records an account created, then only the changed field of an update', async () => {
    const [created] = await eventsAfter(a(), async () => {
      const res = await send(alphaToken, 'POST', `${CORE}/accounts`, { ...ACCOUNT_EXAMPLE, number: 'EVT-1' });
      expect(res.statusCode, res.body).toBe(201);
      accountId = res.json().data.id;
    });
    expect(created).toMatchObject({
      aggregateType: 'account',
      aggregateId: accountId,
      sequence: 1,
      type: 'account.created',
      actorUserId: alpha.id,
      before: null,
    });
    expect(created?.after).toMatchObject({ number: 'EVT-1' });

    const changed = await eventsAfter(a(), async () => {
      const res = await send(alphaToken, 'PUT', `${CORE}/accounts/${accountId}`, {
        ...ACCOUNT_EXAMPLE,
        number: 'EVT-2',
      });
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatchObject({
      type: 'account.updated',
      sequence: 2,
      before: { number: 'EVT-1' },
      after: { number: 'EVT-2' },
    });
  });

  it('records nothing when the write is refused (409) or changes nothing', async () => {
    const before = await count(a());
    const taken = await send(alphaToken, 'POST', `${CORE}/accounts`, { ...ACCOUNT_EXAMPLE, number: 'evt-2' });
    expect(taken.statusCode).toBe(409);
    const same = await send(alphaToken, 'PUT', `${CORE}/accounts/${accountId}`, {
      ...ACCOUNT_EXAMPLE,
      number: 'EVT-2',
    });
    expect(same.statusCode).toBe(200);
    expect(await count(a())).toBe(before);
  });

  it('records a location created, updated and deleted; a duplicate code leaves none', async () => {
    const body = { name: 'Port of Montreal', type: 'port', code: 'CAMTR', country: 'CA' };
    let id = '';
    const [created] = await eventsAfter(a(), async () => {
      const res = await send(alphaToken, 'POST', `${CORE}/locations`, body);
      expect(res.statusCode, res.body).toBe(201);
      id = res.json().data.id;
    });
    expect(created).toMatchObject({ type: 'location.created', aggregateId: id, after: { name: 'Port of Montreal' } });
    expect(created?.after).not.toHaveProperty('companyId');

    const before = await count(a());
    const duplicate = await send(alphaToken, 'POST', `${CORE}/locations`, { ...body, name: 'Other' });
    expect(duplicate.statusCode).toBe(409);
    expect(await count(a())).toBe(before);

    const updated = await eventsAfter(a(), async () => {
      const res = await send(alphaToken, 'PUT', `${CORE}/locations/${id}`, { ...body, name: 'Montreal Port' });
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(updated).toHaveLength(1);
    expect(updated[0]).toMatchObject({ before: { name: 'Port of Montreal' }, after: { name: 'Montreal Port' } });

    const deleted = await eventsAfter(a(), async () => {
      const res = await send(alphaToken, 'DELETE', `${CORE}/locations/${id}`);
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(deleted).toHaveLength(1);
    expect(deleted[0]).toMatchObject({ type: 'location.deleted', after: null, sequence: 3 });
    expect(deleted[0]?.before).toMatchObject({ name: 'Montreal Port', code: 'CAMTR' });
  });

  it('records one event per location import (a job of the import assistant), naming who started it', async () => {
    const csvOf = (rows: number, prefix: string) =>
      [
        'name,address,postCode,code,city,country,state,type',
        ...Array.from(
          { length: rows },
          (_, i) => `Yard ${prefix}${i},${i} Rue du Port,H3C 3R5,${prefix}${i},Montreal,CA,QC,yard`,
        ),
      ].join('\n');
    const imported = await eventsAfter(a(), async () => {
      const res = await send(alphaToken, 'POST', '/api/imports/locations', {
        fileName: 'b.csv',
        content: csvOf(25, 'B'),
      });
      expect(res.statusCode, res.body).toBe(202);
      const id = res.json().data.job.id as string;
      for (let i = 0; i < 300; i++) {
        const job = await call(ctx.app, alphaToken, { method: 'GET', url: `/api/jobs/${id}` });
        if (job.json().data.state === 'completed') {
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('the import job did not complete');
    });
    // The job also saves the company's column mapping for the template (its own event).
    expect(imported.filter((e) => e.type === 'location.imported')).toEqual([
      expect.objectContaining({
        type: 'location.imported',
        aggregateType: 'company',
        actorUserId: alpha.id,
        after: { imported: 25 },
      }),
    ]);
  });

  it('records equipment, the company profile, a user and the profile', async () => {
    const [unit] = await eventsAfter(a(), async () => {
      const res = await send(alphaToken, 'POST', `${CORE}/equipment`, EQUIPMENT_EXAMPLE);
      expect(res.statusCode, res.body).toBe(201);
    });
    expect(unit).toMatchObject({ type: 'equipment.created', after: { number: 'CSQU3054383' } });

    const company = await eventsAfter(a(), async () => {
      const res = await send(alphaToken, 'PUT', `${CORE}/company`, { legalName: 'Alpha Shipper Inc.' });
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(company).toHaveLength(1);
    expect(company[0]).toMatchObject({
      type: 'company.updated',
      aggregateId: a(),
      before: { legalName: 'Alpha Shipper' },
      after: { legalName: 'Alpha Shipper Inc.' },
    });

    const clerk = await eventsAfter(a(), async () => {
      const res = await send(alphaToken, 'PUT', `${CORE}/users/${await clerkId()}`, {
        firstName: 'Claire',
        lastName: 'User',
        role: 'user',
        enabled: true,
      });
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(clerk).toHaveLength(1);
    expect(clerk[0]).toMatchObject({
      type: 'user.updated',
      before: { firstName: 'Test' },
      after: { firstName: 'Claire' },
    });

    const profile = await eventsAfter(a(), async () => {
      const res = await send(clerkToken, 'PUT', `${CORE}/profile`, {
        firstName: 'Claire',
        lastName: 'Tremblay',
        phone: null,
        title: null,
      });
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(profile).toHaveLength(1);
    expect(profile[0]).toMatchObject({ type: 'user.profile-updated', after: { lastName: 'Tremblay' } });
    expect(JSON.stringify(profile[0])).not.toMatch(/passwordHash|scrypt/);
  });

  it('records policies and the permissions of a user', async () => {
    const [policy] = await eventsAfter(a(), async () => {
      const res = await send(alphaToken, 'POST', '/api/uaa/policies', {
        name: 'Dispatch',
        description: null,
        permissions: ['company.view'],
      });
      expect(res.statusCode, res.body).toBe(201);
    });
    expect(policy).toMatchObject({ type: 'policy.created', after: { name: 'Dispatch' } });
    const held = await eventsAfter(a(), async () => {
      const res = await send(alphaToken, 'POST', `/api/uaa/policies/${policy?.aggregateId}/attach-user`, {
        userId: await clerkId(),
      });
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({
      aggregateType: 'user-permission',
      aggregateId: await clerkId(),
      before: { policies: [] },
      after: { policies: ['Dispatch'] },
    });
    // Detaching what the user does not hold is a 404 and leaves nothing.
    const before = await count(a());
    const missing = await send(alphaToken, 'POST', `/api/uaa/policies/${policy?.aggregateId}/detach-user`, {
      userId: await clerkId(),
      accountId: alpha.accountIds[0],
    });
    expect(missing.statusCode).toBe(404);
    expect(await count(a())).toBe(before);
  });

  it("records an approval in the approved company's log, by the administrator", async () => {
    const pending = await createTenant(ctx.database.db, { name: 'Pending Freight', pending: true });
    const res = await send(rootToken, 'POST', `${CORE}/admin/requested-companies/${pending.companyId}/approve`, {});
    expect(res.statusCode, res.body).toBe(200);
    const events = await eventsOf(pending.companyId as string);
    // The approval, then the standard equipment types every company that joins gets.
    expect(events.map((event) => event.type)).toEqual(['company.approved', 'company.equipment-types-added']);
    expect(events[0]).toMatchObject({
      type: 'company.approved',
      before: { approvalStatus: 'requested' },
      after: { approvalStatus: 'approved' },
    });
    // A second decision is refused and writes nothing.
    const again = await send(rootToken, 'POST', `${CORE}/admin/requested-companies/${pending.companyId}/approve`, {});
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
    expect(await eventsOf(pending.companyId as string)).toHaveLength(2);
  });

  it("records the admin area's changes of a company and a user in that company's log", async () => {
    const delta = await createTenant(ctx.database.db, { name: 'Delta Lines' });
    const d = delta.companyId as string;
    const user = await send(rootToken, 'PUT', `/api/admin/users/${delta.id}`, {
      firstName: 'Dora',
      lastName: 'User',
      role: 'admin',
      enabled: true,
      isSystemAdmin: false,
    });
    expect(user.statusCode, user.body).toBe(200);
    const status = await send(rootToken, 'PUT', `/api/admin/companies/${d}/status`, { enabled: false });
    expect(status.statusCode, status.body).toBe(200);
    const events = await eventsOf(d);
    expect(events.map((e) => [e.type, e.before, e.after])).toEqual(
      expect.arrayContaining([
        ['user.updated', { firstName: 'Test' }, { firstName: 'Dora' }],
        ['company.disabled', { enabled: true }, { enabled: false }],
      ]),
    );
    expect(events).toHaveLength(2);
    expect(events.every((e) => e.actorUserId !== null)).toBe(true);
  });

  it('keeps the log append-only: UPDATE and DELETE are refused by the database', async () => {
    await expect(ctx.database.db.execute(sql`update domain_events set type = 'x'`)).rejects.toThrow();
    await expect(ctx.database.db.execute(sql`delete from domain_events`)).rejects.toThrow();
    expect(await count(a())).toBeGreaterThan(5);
  });

  it('never keeps a secret, whatever the record carries', () => {
    const diff = diffFields(
      'user',
      { firstName: 'A', passwordHash: 'old', refreshToken: 'r1' },
      { firstName: 'B', passwordHash: 'new', refreshToken: 'r2' },
    );
    expect(diff).toEqual({ before: { firstName: 'A' }, after: { firstName: 'B' }, changed: ['firstName'] });
  });
});

const clerkId = async () => {
  const [row] = await ctx.database.db
    .execute<{ id: string }>(sql`select id from users where email = 'clerk@alpha.test'`)
    .then((r) => (Array.isArray(r) ? r : (r as { rows: { id: string }[] }).rows));
  return row?.id as string;
};

describe('sequence', () => {
  it(race('numbers the events of one record 1, 2, 3… when several transactions log it at once'), async () => {
    const db = ctx.database.db;
    const aggregateId = alpha.companyId as string;
    const actor = { companyId: alpha.companyId as string, userId: alpha.id };
    // Five transactions log the same record together (as two imports logged on the company do).
    await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        db.transaction(async (tx) => {
          await recordEvent(tx, actor, {
            aggregateType: 'company',
            aggregateId,
            type: 'company.updated',
            before: { legalName: `Before ${i}` },
            after: { legalName: `After ${i}` },
          });
          await tx.execute(sql`select pg_sleep(0.05)`);
        }),
      ),
    );
    const rows = await db
      .select({ sequence: domainEvents.sequence })
      .from(domainEvents)
      .where(
        and(
          eq(domainEvents.companyId, aggregateId),
          eq(domainEvents.aggregateType, 'company'),
          eq(domainEvents.aggregateId, aggregateId),
          eq(domainEvents.type, 'company.updated'),
        ),
      );
    const sequences = rows.map((r) => r.sequence).sort((a, b) => a - b);
    expect(sequences.length).toBeGreaterThanOrEqual(5);
    expect(new Set(sequences).size).toBe(sequences.length);
  });
});

describe('reading the change log', () => {
  const read = (token: string, query: string) =>
    call(ctx.app, token, { method: 'GET', url: `${CORE}/events?${query}` });

  it('pages the whole log newest first by cursor, without overlap or gap', async () => {
    const all = await eventsOf(alpha.companyId as string);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await read(alphaToken, `limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { data: TDomainEvent[]; meta: { nextCursor: string | null } };
      seen.push(...body.data.map((e) => e.id));
      cursor = body.meta.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(all.length);
    expect(new Set(seen).size).toBe(all.length);
  });

  it('reads one record, and filters by type prefix, actor and dates', async () => {
    const [account] = (await eventsOf(alpha.companyId as string)).filter((e) => e.aggregateType === 'account');
    const one = await read(alphaToken, `aggregateType=account&aggregateId=${account?.aggregateId}`);
    expect(one.json().data.map((e: TDomainEvent) => e.sequence)).toEqual([2, 1]);
    const locations = (await read(alphaToken, 'type=location.')).json().data as TDomainEvent[];
    expect(locations.length).toBeGreaterThanOrEqual(4);
    expect(locations.every((e) => e.type.startsWith('location.'))).toBe(true);
    const byClerk = (await read(alphaToken, `actor=${await clerkId()}`)).json().data as TDomainEvent[];
    expect(byClerk.map((e) => e.type)).toEqual(['user.profile-updated']);
    expect(byClerk[0]?.actorEmail).toBe('clerk@alpha.test');
    const today = new Date().toISOString().slice(0, 10);
    expect((await read(alphaToken, `from=${today}&to=${today}`)).json().data.length).toBeGreaterThan(0);
    expect((await read(alphaToken, 'to=2001-01-01')).json().data).toEqual([]);
  });

  it("shows company B none of A's events, refuses non-administrators and bad cursors", async () => {
    const b = await read(bravoToken, '');
    expect(b.statusCode).toBe(200);
    expect(b.body).not.toContain(alpha.companyId as string);
    const aimed = await read(bravoToken, `aggregateType=company&aggregateId=${alpha.companyId}`);
    expect(aimed.json().data).toEqual([]);
    expect((await read(clerkToken, '')).statusCode).toBe(403);
    const bogus = await read(alphaToken, `cursor=${Buffer.from('["x","y"]').toString('base64url')}`);
    expect(bogus.statusCode).toBe(400);
  });

  it('lets system administrators read every company on the admin route, and nobody else', async () => {
    const all = await call(ctx.app, rootToken, { method: 'GET', url: '/api/admin/events?limit=200' });
    expect(all.statusCode, all.body).toBe(200);
    const companies = new Set((all.json().data as TDomainEvent[]).map((e) => e.companyId));
    expect(companies.has(alpha.companyId as string)).toBe(true);
    const one = await call(ctx.app, rootToken, {
      method: 'GET',
      url: `/api/admin/events?companyId=${bravo.companyId}`,
    });
    expect((one.json().data as TDomainEvent[]).every((e) => e.companyId === bravo.companyId)).toBe(true);
    expect((await call(ctx.app, alphaToken, { method: 'GET', url: '/api/admin/events' })).statusCode).toBe(403);
  });

  it('exports CSV and Excel with text that starts like a formula made inert', async () => {
    const renamed = await send(alphaToken, 'PUT', `${CORE}/company`, { legalName: '=HYPERLINK("http://evil")' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const csv = await call(ctx.app, alphaToken, { method: 'GET', url: `${CORE}/events/export?type=company.updated` });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Changed fields');
    expect(csv.body).toContain('legalName');
    const bravoCsv = await call(ctx.app, bravoToken, { method: 'GET', url: `${CORE}/events/export` });
    expect(bravoCsv.statusCode).toBe(200);
    expect(bravoCsv.body).not.toContain(alpha.companyId as string);

    // The admin export names the company: its new name is text that starts like a formula.
    const admin = `/api/admin/events/export?companyId=${alpha.companyId}&type=company.updated`;
    const adminCsv = await call(ctx.app, rootToken, { method: 'GET', url: admin });
    expect(adminCsv.statusCode, adminCsv.body).toBe(200);
    expect(adminCsv.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(adminCsv.body).not.toMatch(/(^|,)"?=HYPERLINK/m);

    const xlsx = await call(ctx.app, rootToken, { method: 'GET', url: `${admin}&format=xlsx` });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(2).value).toBe('Company');
    expect(sheet?.getRow(2).getCell(2).value).toBe(`'=HYPERLINK("http://evil")`);
    const cells: string[] = [];
    sheet?.eachRow((row) => {
      row.eachCell((cell) => {
        cells.push(String(cell.value));
      });
    });
    expect(cells.every((c) => !c.startsWith('='))).toBe(true);
  });
});
