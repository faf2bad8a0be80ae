import { MSG, RESOURCES, referenceOf } from '@lanehub/shared';
import { asc, eq, getTableColumns, getTableName, is } from 'drizzle-orm';
import { type AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as schema from '../db/schema';
import {
  addUser,
  call,
  createTenant,
  createTestApp,
  login,
  TEST_PASSWORD,
  type TestContext,
  type TestUser,
  testConfig,
} from '../test/test-app';
import { type RouteEntry, registerAccessControl } from './access';
import { createTokenService } from './tokens';

// Generated from the route table: whatever routes exist, a user of company B (an ordinary user
// holding every permission, then a system administrator) never reads or changes company A's rows.
// New routes are covered as soon as they are registered.

type TenantTable = PgTable & { companyId: AnyPgColumn; id: AnyPgColumn };
const tablesWithCompany = (Object.values(schema) as unknown[]).filter(
  (value): value is TenantTable =>
    is(value, PgTable) && 'companyId' in getTableColumns(value) && 'id' in getTableColumns(value),
);
/** The tenant tables: a non-null company_id (users too: a user of a company is that company's row). */
const tenantTables = tablesWithCompany.filter(
  (table) => getTableColumns(table).companyId?.notNull || getTableName(table) === 'users',
);

let ctx: TestContext;
let routes: RouteEntry[];
let alpha: TestUser;
let bravo: TestUser;

const snapshotOf = async (companyId: string) => {
  const parts: Record<string, unknown[]> = {};
  for (const table of tablesWithCompany) {
    parts[getTableName(table)] = await ctx.database.db
      .select()
      .from(table)
      .where(eq(table.companyId, companyId))
      .orderBy(asc(table.id));
  }
  return parts;
};

const idsOf = (snapshot: Record<string, unknown[]>) =>
  Object.values(snapshot).flatMap((rows) => rows.map((row) => String((row as { id: string }).id)));

const fill = (url: string, value: string) => url.replace(/:[A-Za-z]+/g, value).replace('*', 'probe');

const withCompanyId = (body: unknown, companyId: string) =>
  body && typeof body === 'object' && !Array.isArray(body) ? { ...body, companyId } : body;

// An example body may hold ':id' slots (a bulk delete's ids): filled like path parameters, and such a
// route names rows instead of creating one, so it does not seed.
const ID_SLOT = '":id"';
const hasIdSlot = (body: unknown) => JSON.stringify(body ?? null).includes(ID_SLOT);
const fillBody = (body: unknown, value: string): unknown =>
  hasIdSlot(body) ? JSON.parse(JSON.stringify(body).replaceAll(ID_SLOT, JSON.stringify(value))) : body;

// ---------------------------------------------------------------------------------------------
// Which table a path parameter or a body field names. Contracts mark their id fields and params with
// refersTo (validation/reference.ts); the generic `:id` of a route names the rows of the resource its
// path is about, found from the path's segments; a parameter nobody can place is probed with every id
// of A (the slow, safe way, and the test says which).

const PARAM_TABLES: Record<string, string> = {
  userId: 'users',
  accountId: 'accounts',
  companyId: 'companies',
  partnerCompanyId: 'companies',
  fileId: 'stored_files',
  policyId: 'policies',
  roleId: 'roles',
};
// Parameters that name no row (a dashboard view, a country code, an e-mailed token, a sign-up type):
// their own value for B, and A's company and user ids as the probe.
const VALUE_PARAMS: Record<string, string> = { view: 'main', code: 'CA', token: 'probe', type: 'vendor' };
const SEGMENT_TABLES: Record<string, string> = {
  entries: 'help_entries',
  accounts: 'accounts',
  account: 'accounts',
  locations: 'locations',
  location: 'locations',
  equipment: 'equipment',
  products: 'products',
  notifications: 'notifications',
  jobs: 'jobs',
  documents: 'stored_files',
  files: 'stored_files',
  users: 'users',
  user: 'users',
  policies: 'policies',
  policy: 'policies',
  roles: 'roles',
  role: 'roles',
  companies: 'companies',
  company: 'companies',
  partners: 'companies',
  'requested-companies': 'companies',
  departments: 'departments',
  department: 'departments',
  'user-role': 'hr_user_roles',
  code: 'hr_codes',
  codes: 'hr_codes',
  subscriptions: 'subscriptions',
  events: 'domain_events',
  // Every registry resource: the last segment of its API path names the rows of its table.
  ...Object.fromEntries(
    RESOURCES.map((resource) => [
      resource.apiPath.split('/').at(-1),
      resource.table ?? resource.name.replaceAll('-', '_'),
    ]),
  ),
};

type ZodDef = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  element?: z.ZodType;
};
const defOf = (schema: unknown): ZodDef | undefined => (schema as { _zod?: { def?: ZodDef } } | undefined)?._zod?.def;

/** The object shape of a params or body schema, looking through optional, default, pipe… */
const shapeOf = (schema: unknown): Record<string, z.ZodType> | undefined => {
  let current = defOf(schema);
  for (let depth = 0; current && depth < 8; depth++) {
    if (current.shape) {
      return current.shape;
    }
    current = defOf(current.innerType ?? current.in);
  }
  return undefined;
};

const tableOfParam = (route: RouteEntry, name: string): string | undefined => {
  const field = shapeOf(route.schema?.params)?.[name];
  const marked = field ? referenceOf(field)?.table : undefined;
  if (marked) {
    return marked;
  }
  if (PARAM_TABLES[name]) {
    return PARAM_TABLES[name];
  }
  const segments = route.url.split('/');
  const at = segments.indexOf(`:${name}`);
  for (let i = (at < 0 ? segments.length : at) - 1; i >= 0; i--) {
    const table = SEGMENT_TABLES[segments[i] as string];
    if (table) {
      return table;
    }
  }
  return undefined;
};

/** Paths (keys and array indexes) of the body's id fields that name a row, with their table. */
type BodyReference = { path: Array<string | number>; table: string };
const referencesOf = (schema: unknown, path: Array<string | number> = [], depth = 0): BodyReference[] => {
  if (!schema || depth > 6) {
    return [];
  }
  const marked = referenceOf(schema as z.ZodType);
  if (marked) {
    return [{ path, table: marked.table }];
  }
  const def = defOf(schema);
  if (!def) {
    return [];
  }
  if (def.shape) {
    return Object.entries(def.shape).flatMap(([key, field]) => referencesOf(field, [...path, key], depth + 1));
  }
  if (def.element) {
    return referencesOf(def.element, [...path, 0], depth + 1);
  }
  if (def.options) {
    // A union of bodies (the HR actions): each option's fields, once per path.
    const unique = new Map<string, BodyReference>();
    for (const ref of def.options.flatMap((option) => referencesOf(option, path, depth + 1))) {
      unique.set(`${ref.path.join('.')}:${ref.table}`, ref);
    }
    return [...unique.values()];
  }
  return referencesOf(def.innerType ?? def.in, path, depth + 1);
};

/** The body with `value` at `path`, creating the objects and arrays on the way. */
const setAt = (body: unknown, path: Array<string | number>, value: string): unknown => {
  const copy = JSON.parse(JSON.stringify(body ?? {})) as Record<string | number, unknown>;
  let node: Record<string | number, unknown> = copy;
  path.forEach((key, index) => {
    if (index === path.length - 1) {
      node[key] = value;
      return;
    }
    const next = path[index + 1];
    node[key] ??= typeof next === 'number' ? [] : {};
    if (Array.isArray(node[key]) && typeof next === 'number' && (node[key] as unknown[]).length === 0) {
      (node[key] as unknown[]).push({});
    }
    node = node[key] as Record<string | number, unknown>;
  });
  return copy;
};

const paramsOf = (url: string) => [...url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] as string);

// Tables no route of a company's own writes: the admin area creates them for a company, or they are
// written as a side effect the route calls above do not reach. Seeded here, so every tenant table has
// rows of A before the probes (a new table must be added to a route's example or here).
const seedWhatNoRouteOfTheCompanyWrites = async (user: TestUser) => {
  const companyId = user.companyId as string;
  const db = ctx.database.db;
  await db.insert(schema.subscriptions).values({ companyId, plan: 'basic', startDate: '2026-01-01' });
  const [global] = await db
    .insert(schema.policies)
    .values({ companyId: null, name: `Global policy of ${user.email}` })
    .returning();
  await db.insert(schema.companyPolicies).values({ companyId, policyId: global?.id as string });
  const [role] = await db.insert(schema.roles).values({ companyId, name: 'Dispatcher' }).returning();
  await db.insert(schema.userRoles).values({ companyId, userId: user.id, roleId: role?.id as string });
  // Written through routes with a path parameter (the HR actions) or by the platform (notifications).
  await db.insert(schema.userHierarchy).values({ companyId, userId: user.id });
  await db.insert(schema.notifications).values({ companyId, userId: user.id, msg: 'Probe notification' });
  // An invoice with its line, party, a payment and a credit note (features/invoices: their POST
  // examples name an order and invoices by id, so they do not create rows here).
  const [order] = await db.select().from(schema.orders).where(eq(schema.orders.companyId, companyId)).limit(1);
  const [invoice] = await db
    .insert(schema.invoices)
    .values({
      companyId,
      invoiceNumber: 'INV-PROBE-1',
      status: 'unpaid',
      billToCompanyId: companyId,
      issueDate: '2026-11-01',
      dueDate: '2026-12-01',
      subtotal: '100',
      taxTotal: '0',
      total: '100',
      amountPaid: '10',
      amountCredited: '5',
      balance: '85',
    })
    .returning();
  const invoiceId = invoice?.id as string;
  await db.insert(schema.invoiceParties).values({ companyId, invoiceId, partyCompanyId: companyId, role: 'bill-to' });
  const [line] = await db
    .insert(schema.invoiceLines)
    .values({
      companyId,
      invoiceId,
      position: 1,
      orderCompanyId: companyId,
      orderId: order?.id as string,
      chargeCode: 'BAS',
      quantity: '1',
      unitRate: '100',
      amount: '100',
    })
    .returning();
  // Audit & Pay (features/audit-pay): the company's tolerances and a decision on its invoice's line.
  await db.insert(schema.auditSettings).values({ companyId, toleranceAmount: '5', tolerancePercent: '2' });
  await db.insert(schema.invoiceLineReviews).values({
    companyId,
    invoiceId,
    lineId: line?.id as string,
    reviewerCompanyId: companyId,
    decision: 'approved',
    result: 'match',
    billed: '100',
  });
  // A refused import of each assistant template that has no other seed (its report answers only for a
  // job of its own template that ended with one).
  for (const [kind, field] of [
    ['import.order-events', 'eventCode'],
    ['import.locations', 'code'],
    ['import.bol', 'bolNumber'],
  ] as const) {
    await db.insert(schema.jobs).values({
      companyId,
      kind,
      state: 'failed',
      errorReport: { message: 'Probe refusal', errors: [{ row: 2, field, message: 'Probe' }] },
    });
  }
  const [payment] = await db
    .insert(schema.payments)
    .values({
      companyId,
      paymentNumber: 'PAY-PROBE-1',
      payerCompanyId: companyId,
      receivedOn: '2026-11-02',
      method: 'eft',
      currency: 'CAD',
      amount: '10',
    })
    .returning();
  await db
    .insert(schema.paymentApplications)
    .values({ companyId, paymentId: payment?.id as string, invoiceId, amount: '10' });
  await db.insert(schema.creditNotes).values({
    companyId,
    creditNoteNumber: 'CN-PROBE-1',
    invoiceId,
    issueDate: '2026-11-03',
    amount: '5',
    reason: 'Probe',
  });
  // A routing guide with its carrier (features/contracts: the example names a partner carrier by id).
  const [guide] = await db
    .insert(schema.routingGuides)
    .values({ companyId, originCountry: 'CA', destinationCountry: 'US', mode: 'Road' })
    .returning();
  await db.insert(schema.routingGuideCarriers).values({
    companyId,
    routingGuideId: guide?.id as string,
    rank: 1,
    carrierCompanyId: companyId,
    rate: '1850',
    tenderAcceptance: 90,
  });
  // The survey wizards' rows (features/vendor-survey): their routes write only for a vendor or sourcing company.
  await db.insert(schema.surveyDrafts).values({ companyId, step: 1 });
  await db.insert(schema.surveyUploads).values({
    companyId,
    fileKind: 'locationSrcFile',
    fileName: 'probe.csv',
    summary: {},
    data: {},
  });
  const [product] = await db
    .insert(schema.products)
    .values({ companyId, productId: `PROBE-LISTING-${companyId.slice(0, 8)}`, name: 'Probe listing' })
    .returning();
  await db.insert(schema.productListings).values({ companyId, productId: product?.id as string });
  // An order of each mode with its details, and a tracking event (posted under the order's own path).
  const [ocean] = await db.select().from(schema.orders).where(eq(schema.orders.companyId, companyId)).limit(1);
  for (const [mode, table] of [
    ['road', schema.orderRoad],
    ['rail', schema.orderRail],
    ['drayage', schema.orderDrayage],
    ['air', schema.orderAir],
  ] as const) {
    const [order] = await db
      .insert(schema.orders)
      .values({ companyId, orderNumber: `PROBE-${mode}`, mode })
      .returning();
    await db.insert(table).values({ companyId, orderId: order?.id as string });
  }
  // The shipping instruction is saved under the order's own path (features/order-documents).
  await db.insert(schema.shippingInstructions).values({
    companyId,
    orderId: ocean?.id as string,
    shipperName: 'Probe shipper',
    consigneeName: 'Probe consignee',
    goodsDescription: 'Probe goods',
  });
  await db.insert(schema.shipmentEvents).values({
    companyId,
    orderId: ocean?.id as string,
    eventType: 'EQUIPMENT',
    classifier: 'ACT',
    eventCode: 'GTOT',
    eventAt: new Date('2026-03-01T01:15:00Z'),
    eventOffset: '+08:00',
    source: 'api',
    idempotencyKey: `probe-${companyId}`,
  });
  // Demurrage and detention: a warning is written by the hourly job, a dispute needs a running clock.
  await db.insert(schema.dndWarnings).values({
    companyId,
    orderId: ocean?.id as string,
    container: 'PROBE1234567',
    clock: 'detention',
    startedAt: new Date('2026-03-01T01:15:00Z'),
    freeTimeEndsAt: new Date('2026-03-05T01:15:00Z'),
  });
  await db.insert(schema.dndDisputes).values({
    companyId,
    orderId: ocean?.id as string,
    container: 'PROBE1234567',
    clock: 'detention',
    billedAmount: '100',
    billedCurrency: 'CAD',
    computedAmount: '0',
    computedCurrency: 'CAD',
    daysOver: 0,
    computation: {},
  });
  // A document of the order, through its upload route (a path parameter): the bytes must exist for
  // the download route to answer the company's own ids.
  const upload = routes.find((r) => r.method === 'PUT' && r.url === '/api/lanehub-core/order/:id/documents');
  const { accessToken } = await login(ctx.app, user.email);
  const document = await call(ctx.app, accessToken, {
    method: 'PUT',
    url: `/api/lanehub-core/order/${ocean?.id}/documents`,
    payload: upload?.example?.body as object,
  });
  expect(document.statusCode, document.body).toBe(201);
  // A dangerous goods line (added under the order's own path).
  await db.insert(schema.orderDangerousGoods).values({
    companyId,
    orderId: ocean?.id as string,
    unNumber: 'UN1090',
    hazardClass: '3',
    packingGroup: 'II',
    properShippingName: 'Acetone',
  });
  // A bill of lading's linked order and an amendment (features/bills-of-lading: written under the BOL's
  // own path, assign and amend, which need an order and an issued BOL).
  const [bol] = await db
    .select()
    .from(schema.billsOfLading)
    .where(eq(schema.billsOfLading.companyId, companyId))
    .limit(1);
  await db.insert(schema.bolOrders).values({ companyId, bolId: bol?.id as string, orderId: ocean?.id as string });
  await db
    .insert(schema.bolAmendments)
    .values({ companyId, bolId: bol?.id as string, reason: 'Probe amendment', before: {}, after: {} });
  // A rate card with one lane of the contract its POST example created (features/contracts: the rate
  // card is added under the contract's own path).
  const [contract] = await db.select().from(schema.contracts).where(eq(schema.contracts.companyId, companyId)).limit(1);
  const [card] = await db
    .insert(schema.rateCards)
    .values({ companyId, contractId: contract?.id as string, rateCardTypeId: '110', name: 'Probe card' })
    .returning();
  await db.insert(schema.rateCardLanes).values({
    companyId,
    contractId: contract?.id as string,
    rateCardId: card?.id as string,
    rowIndex: 0,
    carrier: 'Probe carrier',
    originCountry: 'CA',
    specificity: 2,
    baseRate: '100',
  });
  // Shipment Control's facts of a unit (written by PUT order/:id/soc, a route with a path parameter).
  const [unit] = await db.select().from(schema.orderUnits).where(eq(schema.orderUnits.companyId, companyId)).limit(1);
  await db
    .insert(schema.orderUnitControls)
    .values({ companyId, orderId: unit?.orderId as string, unitId: unit?.id as string, shipperOwned: true });
  // The load board (features/load-board): the company's load (posted by POST /api/lanehub/loadboard) is
  // made private here, since a public load is every company's to see and bid on by design; it is
  // offered to the company itself and carries a bid (bids are posted under the load's own path).
  const [load] = await db.select().from(schema.loads).where(eq(schema.loads.companyId, companyId)).limit(1);
  await db.update(schema.loads).set({ visibility: 'partners' }).where(eq(schema.loads.companyId, companyId));
  await db.insert(schema.loadParties).values({ companyId, loadId: load?.id as string, partyCompanyId: companyId });
  await db.insert(schema.loadBids).values({
    companyId,
    loadId: load?.id as string,
    carrierCompanyId: companyId,
    amount: '1500',
    amountCurrency: 'CAD',
    validUntil: new Date('2099-01-01T00:00:00Z'),
  });
  // A PO's vendor (a partner; here the company names itself, so no other company becomes a party) and
  // what an order carries of it (written by POST order/:id/po, a route with a path parameter).
  const [po] = await db
    .select()
    .from(schema.purchaseOrders)
    .where(eq(schema.purchaseOrders.companyId, companyId))
    .limit(1);
  const [poItem] = await db
    .select()
    .from(schema.poItems)
    .where(eq(schema.poItems.poId, po?.id as string))
    .limit(1);
  await db
    .insert(schema.poParties)
    .values({ companyId, poId: po?.id as string, partyCompanyId: companyId, role: 'vendor' });
  await db.insert(schema.poOrderLines).values({
    companyId,
    orderId: ocean?.id as string,
    poId: po?.id as string,
    poItemId: poItem?.id as string,
    quantity: '1',
  });
};

beforeAll(async () => {
  // The development mailbox (GET /api/dev/mailbox) shows every company's e-mails by design and is
  // never registered in production; this test checks the production route table, so it is left out.
  ctx = await createTestApp({ mail: { ...testConfig().mail, devMailbox: false } });
  routes = ctx.app.routeTable;
  // Admin routes' adminMgt permissions too: holding them in a company policy must not open the admin area.
  const permissions = [
    ...new Set(
      routes.flatMap((r) => (r.access.kind === 'permission' || r.access.kind === 'admin' ? [r.access.permission] : [])),
    ),
  ];
  alpha = await createTenant(ctx.database.db, { name: 'Alpha Lines', permissions, accounts: ['AL-1'] });
  bravo = await createTenant(ctx.database.db, { name: 'Bravo Freight', permissions, accounts: ['BF-1'] });
  await addUser(ctx.database.db, { companyId: bravo.companyId, email: 'bravo.root@example.test', isSystemAdmin: true });
  // Both companies create one of everything through the API.
  for (const user of [alpha, bravo]) {
    const { accessToken } = await login(ctx.app, user.email);
    for (const route of routes.filter(
      (r) =>
        r.method === 'POST' &&
        (r.access.kind === 'permission' || r.access.kind === 'companyAdmin') &&
        !r.url.includes(':') &&
        !hasIdSlot(r.example?.body),
    )) {
      const res = await call(ctx.app, accessToken, {
        method: 'POST',
        url: route.url,
        payload: route.example?.body as object,
      });
      expect(res.statusCode, `${route.url} as ${user.email}: ${res.body}`).toBeLessThan(300);
    }
    await seedWhatNoRouteOfTheCompanyWrites(user);
  }
});
afterAll(async () => ctx?.close());

describe('route table', () => {
  it('declares an example body for every signed-in route that writes', () => {
    const writes = routes.filter(
      (r) => r.access.kind !== 'public' && (r.method === 'POST' || r.method === 'PUT' || r.method === 'PATCH'),
    );
    expect(writes.length).toBeGreaterThan(0);
    for (const route of writes) {
      expect(route.example?.body, `${route.method} ${route.url} has no example body`).toBeDefined();
    }
  });

  it('holds rows of company A in every tenant table before the probes', async () => {
    const snapshot = await snapshotOf(alpha.companyId as string);
    expect(tenantTables.length).toBeGreaterThan(20);
    const empty = tenantTables.map(getTableName).filter((name) => (snapshot[name] ?? []).length === 0);
    // A table named here has no row of A: give a route that writes it an example body, or seed it in
    // seedWhatNoRouteOfTheCompanyWrites, so that the probes below meet its ids.
    expect(empty, 'tenant tables without a row of company A').toEqual([]);
  });

  it("keeps company A's rows out of reach of company B on every route", async () => {
    const before = await snapshotOf(alpha.companyId as string);
    const alphaIds = [...idsOf(before), alpha.companyId as string, alpha.id];
    expect(alphaIds.length).toBeGreaterThan(5);
    const bravoBefore = await snapshotOf(bravo.companyId as string);
    const ownIds = idsOf(bravoBefore);
    const idsByTable = (snapshot: Record<string, unknown[]>, companyId: string) => ({
      ...Object.fromEntries(
        Object.entries(snapshot).map(([table, rows]) => [table, rows.map((row) => String((row as { id: string }).id))]),
      ),
      companies: [companyId],
    });
    const alphaByTable: Record<string, string[]> = idsByTable(before, alpha.companyId as string);
    const bravoByTable: Record<string, string[]> = idsByTable(bravoBefore, bravo.companyId as string);
    /** A's ids of the table a parameter names; every id of A when nobody can tell the table. */
    const alphaIdsFor = (table: string | undefined) => (table ? (alphaByTable[table] ?? []) : alphaIds);
    const bravoIdFor = (table: string | undefined) => (table ? bravoByTable[table]?.[0] : ownIds[0]) ?? '';
    const unplaced = new Set<string>();
    const probedFields = new Set<string>();

    let calls = 0;
    for (const email of [bravo.email, 'bravo.root@example.test']) {
      const { accessToken } = await login(ctx.app, email);
      const isRoot = email !== bravo.email;
      for (const route of routes) {
        // Admin routes read and change every company by design (access.admin, docs/admin.md): the system
        // administrator's use of them is tested in features/admin; here everybody else must get a 403.
        if (route.access.kind === 'admin' && isRoot) {
          continue;
        }
        const writes = route.method !== 'GET' && route.method !== 'DELETE';
        const params = paramsOf(route.url);
        const tables = Object.fromEntries(params.map((name) => [name, tableOfParam(route, name)]));
        for (const [name, table] of Object.entries(tables)) {
          if (!table && !(name in VALUE_PARAMS)) {
            unplaced.add(`${route.method} ${route.url} :${name}`);
          }
        }
        const bodyReferences = writes ? referencesOf(route.schema?.body) : [];
        const slotTable = hasIdSlot(route.example?.body) ? tableOfParam(route, 'id') : undefined;
        // B's own ids everywhere: the request a user of B would make.
        const ownUrl = (except?: string, value?: string) =>
          route.url.replace(/:([A-Za-z]+)/g, (_, name: string) =>
            name === except ? (value as string) : (VALUE_PARAMS[name] ?? bravoIdFor(tables[name])),
          );
        // The example with its id slots filled: a marked field with B's own row of its table, any other
        // slot with `slot`.
        const exampleBody = (slot: string) => {
          if (!writes) {
            return undefined;
          }
          let body: unknown = route.example?.body ?? {};
          for (const reference of bodyReferences) {
            const value = reference.path.reduce<unknown>(
              (node, key) => (node as Record<string | number, unknown> | undefined)?.[key],
              body,
            );
            if (value === ':id') {
              body = setAt(body, reference.path, bravoIdFor(reference.table));
            }
          }
          return withCompanyId(fillBody(body, slot), alpha.companyId as string);
        };
        // Id slots the contract does not mark (a bulk delete's ids): the rows of the route's own resource.
        const unmarkedSlots = hasIdSlot(
          bodyReferences.reduce<unknown>(
            (body, reference) => setAt(body, reference.path, 'marked'),
            route.example?.body ?? {},
          ),
        );

        type Probe = { url: string; payload: unknown; table: string | undefined; inBody: boolean };
        const probes: Probe[] = [];
        if (route.access.kind === 'admin') {
          // An admin route refuses before it reads an id, so one of A's ids is enough there.
          probes.push({
            url: fill(route.url, alpha.companyId as string),
            payload: exampleBody(''),
            table: undefined,
            inBody: false,
          });
        } else {
          // Each path parameter on its own with A's ids of its table, the others B's own (mixed ownership).
          for (const name of params) {
            const values = name in VALUE_PARAMS ? [alpha.companyId as string, alpha.id] : alphaIdsFor(tables[name]);
            for (const id of values) {
              probes.push({
                url: ownUrl(name, id),
                payload: exampleBody(bravoIdFor(slotTable)),
                table: tables[name],
                inBody: false,
              });
            }
          }
          // Each id slot and each id field of the body with A's ids of its table, on B's own URL.
          if (unmarkedSlots) {
            if (!slotTable) {
              unplaced.add(`${route.method} ${route.url} body ids`);
            }
            for (const id of alphaIdsFor(slotTable)) {
              probes.push({ url: ownUrl(), payload: exampleBody(id), table: slotTable, inBody: true });
            }
          }
          if (writes) {
            for (const reference of bodyReferences) {
              if (alphaIdsFor(reference.table).length > 0) {
                probedFields.add(`${route.method} ${route.url} ${reference.path.join('.')}`);
              }
              for (const id of alphaIdsFor(reference.table)) {
                probes.push({
                  url: ownUrl(),
                  payload: setAt(exampleBody(bravoIdFor(slotTable)), reference.path, id),
                  table: reference.table,
                  inBody: true,
                });
              }
            }
          }
          if (probes.length === 0) {
            probes.push({ url: route.url, payload: exampleBody(''), table: undefined, inBody: false });
          }
        }
        for (const probe of probes) {
          const url = `${probe.url}?companyId=${alpha.companyId}&accountId=${alpha.accountIds[0]}`;
          const res = await call(ctx.app, accessToken, {
            method: route.method as 'GET',
            url,
            payload: probe.payload as object,
          });
          calls++;
          const what = `${route.method} ${url} ${JSON.stringify(probe.payload ?? null)} as ${email}: ${res.body}`;
          if (route.access.kind === 'admin') {
            expect(res.statusCode, what).toBe(403);
          }
          // A write that names A's row of a tenant table fails: companies are public profiles (a partner
          // is another company by definition), so naming one is the service's rule, not the tenancy's.
          if (probe.inBody && probe.table && probe.table !== 'companies' && route.access.kind !== 'public') {
            expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
            expect(res.statusCode, what).toBeLessThan(500);
          }
          // A route that shows public profiles may name company A itself, never its rows.
          const forbiddenIds =
            route.exposes === 'public-profile' ? alphaIds.filter((id) => id !== alpha.companyId) : alphaIds;
          for (const id of forbiddenIds) {
            expect(res.body, `${what} leaked ${id}`).not.toContain(id);
          }
        }
        // The same call on B's own records works, so a refusal above is the scope and not a broken request.
        if (
          route.method === 'GET' &&
          route.url.includes(':id') &&
          route.access.kind !== 'public' &&
          route.access.kind !== 'admin'
        ) {
          const candidates = tables.id ? (bravoByTable[tables.id] ?? []) : ownIds;
          const own = await Promise.all(
            candidates.map((id) => call(ctx.app, accessToken, { method: 'GET', url: ownUrl('id', id) })),
          );
          expect(
            own.some((r) => r.statusCode === 200),
            `${route.url} never answers B's own ids`,
          ).toBe(true);
        }
      }
    }
    expect(calls).toBeGreaterThan(routes.length);
    expect(await snapshotOf(alpha.companyId as string)).toEqual(before);
    // Nothing B wrote names a row of A (the refused writes wrote nothing that points across).
    const bravoAfter = JSON.stringify(await snapshotOf(bravo.companyId as string));
    for (const id of alphaIds.filter((id) => id !== alpha.companyId)) {
      expect(bravoAfter, `a row of B names ${id}`).not.toContain(id);
    }
    // The contracts' marks reach the probes (a lost refersTo would silently stop probing its field).
    expect([...probedFields]).toEqual(
      expect.arrayContaining([
        'POST /api/lanehub-core/equipment locationId',
        'PUT /api/lanehub-core/equipment/:id equipmentTypeId',
        'PUT /api/lanehub-core/accounts/:id location',
        'POST /api/hr-hierarchy/assign-user manager_user_id',
        'POST /api/hr-hierarchy/delete-code id',
        'PUT /api/uaa/user-permissions permissions.0.accountId',
        'POST /api/uaa/policies/:id/attach-user userId',
      ]),
    );
    // Parameters whose table nobody could tell were probed with every id of A; list them to mark them.
    expect([...unplaced], 'parameters without a table (refersTo in the contract, or PARAM_TABLES)').toEqual([]);
  }, 300_000);
});

// Every row of every tenant table, and the companies and users: what "nothing changed" is checked on.
const snapshotOfAll = async () => {
  const parts: Record<string, unknown[]> = {};
  for (const table of [...tablesWithCompany, schema.companies, schema.users, schema.mailOutbox] as TenantTable[]) {
    parts[getTableName(table)] = await ctx.database.db.select().from(table).orderBy(asc(table.id));
  }
  return parts;
};

/** A company awaiting approval or declined, whose user holds every permission, with a live session. */
const unconfirmedTenant = async (name: string, state: 'requested' | 'declined') => {
  const permissions = [
    ...new Set(
      routes.flatMap((r) => (r.access.kind === 'permission' || r.access.kind === 'admin' ? [r.access.permission] : [])),
    ),
  ];
  const user = await createTenant(ctx.database.db, { name, permissions, pending: true });
  if (state === 'requested') {
    return { user, accessToken: (await login(ctx.app, user.email)).accessToken };
  }
  // A declined company's users are refused at log-in (and the decline ends their sessions): the session
  // is opened while the request is pending, then the company is declined behind its back.
  const { accessToken } = await login(ctx.app, user.email);
  await ctx.database.db
    .update(schema.companies)
    .set({ approvalStatus: 'declined', pendingStatus: true })
    .where(eq(schema.companies.id, user.companyId as string));
  const refused = await call(ctx.app, null, {
    method: 'PUT',
    url: '/api/user/login',
    payload: { email: user.email, password: TEST_PASSWORD },
  });
  expect(refused.statusCode).toBe(403);
  return { user, accessToken };
};

describe('companies not confirmed (issue 11)', () => {
  it('declares the confirmation flow on the profile and the company request only', () => {
    expect(routes.filter((r) => r.confirmationFlow).map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/user/profile',
      'POST /api/lanehub-core/company/request',
    ]);
    for (const route of routes.filter((r) => r.confirmationFlow)) {
      expect(route.access.kind, `${route.method} ${route.url}`).toBe('authenticated');
    }
  });

  it('refuses every signed-in route but the confirmation flow to a pending and a declined company', async () => {
    const pending = await unconfirmedTenant('Pending Parcels', 'requested');
    const declined = await unconfirmedTenant('Declined Drayage', 'declined');
    const before = await snapshotOfAll();
    const targets = [alpha.companyId as string, alpha.accountIds[0] as string];
    let refusals = 0;
    for (const { user, accessToken } of [pending, declined]) {
      for (const route of routes.filter((r) => r.access.kind !== 'public')) {
        // The caller's own ids, then company A's: the gate answers before any id is read.
        for (const target of [user.accountIds[0] as string, user.companyId as string, ...targets]) {
          const res = await call(ctx.app, accessToken, {
            method: route.method as 'GET',
            url: fill(route.url, target),
            payload:
              route.method === 'GET' || route.method === 'DELETE'
                ? undefined
                : (fillBody(route.example?.body ?? {}, target) as object),
          });
          const what = `${route.method} ${route.url} as ${user.email}: ${res.body}`;
          if (route.confirmationFlow) {
            expect(res.statusCode, what).toBeLessThan(500);
            expect(res.statusCode, what).not.toBe(401);
            continue;
          }
          expect(res.statusCode, what).toBe(403);
          expect(res.json(), what).toEqual({
            message: MSG.companyPending,
            code: 'COMPANY_PENDING',
            messageCode: 'messages.companyPending',
            params: {},
          });
          refusals++;
        }
      }
      // What the confirmation screen reads still answers, with the company's pending state.
      const profile = await call(ctx.app, accessToken, { method: 'GET', url: '/api/user/profile' });
      expect(profile.statusCode).toBe(200);
      expect(profile.json().data[0].company).toMatchObject({ pendingStatus: true });
    }
    expect(refusals).toBeGreaterThan(routes.length);
    expect(await snapshotOfAll()).toEqual(before);
  }, 300_000);
});

// A value carrying U+0000 (PostgreSQL refuses the byte) in every string of a body.
const NUL_TEXT = 'fuzz\u0000text';
const withNul = (value: unknown): unknown => {
  if (typeof value === 'string') {
    return value === ID_SLOT.slice(1, -1) ? value : NUL_TEXT;
  }
  if (Array.isArray(value)) {
    return value.map(withNul);
  }
  if (value instanceof FormData) {
    const form = new FormData();
    for (const [key, item] of value.entries()) {
      if (typeof item === 'string') {
        form.append(key, NUL_TEXT);
      } else {
        form.append(key, item, item.name);
      }
    }
    return form;
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withNul(item)]));
  }
  return value;
};

describe('control characters in input (issue 11)', () => {
  it('never answers 5xx to a NUL byte in a search parameter, a path parameter or any string of a body', async () => {
    const { accessToken } = await login(ctx.app, bravo.email);
    const ownIds = idsOf(await snapshotOf(bravo.companyId as string));
    let calls = 0;
    for (const route of routes) {
      const token = route.access.kind === 'public' ? null : accessToken;
      const writes = route.method !== 'GET' && route.method !== 'DELETE';
      const probes = [
        // search=%00 on the route with an id of the caller's own in its path, and a body with NULs.
        {
          url: `${fill(route.url, ownIds[0] as string)}?search=%00`,
          payload: writes ? withNul(fillBody(route.example?.body ?? {}, ownIds[0] as string)) : undefined,
        },
        // The NUL in the path parameters themselves.
        { url: fill(route.url, 'x%00y'), payload: writes ? route.example?.body : undefined },
      ];
      for (const probe of probes) {
        const res = await call(ctx.app, token, {
          method: route.method as 'GET',
          url: probe.url,
          payload: probe.payload as object,
        });
        calls++;
        expect(res.statusCode, `${route.method} ${probe.url}: ${res.body}`).toBeLessThan(500);
      }
    }
    expect(calls).toBe(routes.length * 2);
    // The refusals say why, on the field.
    const search = await call(ctx.app, accessToken, { method: 'GET', url: '/api/lanehub-core/accounts?search=%00' });
    expect(search.statusCode).toBe(400);
    expect(search.json().fieldErrors).toEqual({ search: MSG.controlCharacters });
    const login0 = await call(ctx.app, null, {
      method: 'PUT',
      url: '/api/user/login',
      payload: { email: 'a\u0000@example.test', password: 'x' },
    });
    expect(login0.statusCode).toBe(400);
  }, 300_000);
});

describe('access declarations', () => {
  it('refuses to start when a route declares no access', async () => {
    const app = Fastify();
    registerAccessControl(app, {
      db: ctx.database.db,
      tokens: createTokenService('x'.repeat(40), 60),
      apiKeys: ['k'],
    });
    const start = async () => {
      app.get('/api/forgotten', async () => 'oops');
      await app.ready();
    };
    await expect(start()).rejects.toThrow(/declares no access/);
    await app.close().catch(() => undefined);
  });

  it('declares every /api/admin route as an admin route, which only system administrators pass', async () => {
    const adminRoutes = routes.filter((r) => r.url.startsWith('/api/admin/'));
    expect(adminRoutes.length).toBeGreaterThan(0);
    for (const route of adminRoutes) {
      expect(route.access.kind, `${route.method} ${route.url}`).toMatch(/^(admin|systemAdmin)$/);
    }
    const plain = await createTenant(ctx.database.db, { name: 'Charlie Cargo', permissions: ['adminMgt.*'] });
    const { accessToken } = await login(ctx.app, plain.email);
    for (const route of routes.filter((r) => r.access.kind === 'admin')) {
      const res = await call(ctx.app, accessToken, {
        method: route.method as 'GET',
        url: fill(route.url, alpha.companyId as string),
        payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : (route.example?.body as object),
      });
      expect(res.statusCode, `${route.method} ${route.url} with adminMgt.*`).toBe(403);
      const anonymous = await call(ctx.app, null, { method: route.method as 'GET', url: fill(route.url, 'x') });
      expect(anonymous.statusCode, `${route.method} ${route.url} without a session`).toBe(401);
    }
  });

  it('lists every API route in the OpenAPI document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const route of routes.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'))) {
      expect(paths, route.url).toContain(route.url.replace(/:([A-Za-z]+)/g, '{$1}'));
    }
  });
});
