import type { TJob } from '@lanehub/shared';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyPartners, domainEvents, rateCardLanes, rateCards } from '../../db/schema';
import { call, createTenant, createTestApp, login, type TestContext, type TestUser } from '../../test/test-app';

// Issue 16, the rest: the rate card upload as a job (all or nothing, errorFields), routing guides and
// their cross-tenant probes.

let ctx: TestContext;
let owner: TestUser;
let carrierA: TestUser;
let carrierB: TestUser;
let stranger: TestUser;
let token: string;
let rivalToken: string;
const BASE = '/api/lanehub/contract';
const ROUTING = `${BASE}/routing-guide`;
const PERMISSIONS = ['company.view', 'company.edit'];

const row = (i: number, overrides: Record<string, unknown> = {}) => ({
  carrier: 'Maple Carriers',
  originCountry: 'CA',
  destinationCountry: 'US',
  equipmentType: '53ft Dry Van',
  moveType: 'Door-to-Door',
  mode: 'Road',
  service: `Lane ${i}`,
  baseRate: `${1000 + i}.25`,
  ...overrides,
});

const createContract = async (contractNumber: string, as = token) => {
  const res = await call(ctx.app, as, {
    method: 'POST',
    url: BASE,
    payload: {
      contractNumber,
      mode: 'inbound',
      contractTypeId: 'road-transportation',
      partyCompanyId: null,
      validFrom: '2026-01-01',
      validTo: '2026-12-31',
      status: 'draft',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data._id as string;
};

const upload = (contractId: string, rows: Array<Record<string, unknown>>, name = 'Uploaded card', as = token) =>
  call(ctx.app, as, {
    method: 'POST',
    url: `${BASE}/${contractId}/ratecard/upload`,
    payload: { rateCardTypeId: '110', name, rows },
  });

const waitForEnd = async (id: string): Promise<TJob> => {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    const job = (await call(ctx.app, token, { method: 'GET', url: `/api/jobs/${id}` })).json().data as TJob;
    if (job.state === 'completed' || job.state === 'failed' || job.state === 'cancelled') {
      return job;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`job ${id} did not end`);
};

const lanesOf = async (contractId: string) =>
  Number(
    (
      await ctx.database.db.select({ n: count() }).from(rateCardLanes).where(eq(rateCardLanes.contractId, contractId))
    )[0]?.n ?? 0,
  );

const guideBody = (overrides: Record<string, unknown> = {}) => ({
  originCountry: 'Canada',
  destinationCountry: 'US',
  equipmentType: '53ft Dry Van',
  mode: 'Road',
  carriers: [
    { carrierCompanyId: carrierA.companyId, rate: '1850.50', currency: 'cad', tenderAcceptance: 92 },
    { carrierCompanyId: carrierB.companyId, rate: 1790, tenderAcceptance: 75 },
  ],
  ...overrides,
});

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createTenant(ctx.database.db, { name: 'Rates Owner', permissions: PERMISSIONS });
  carrierA = await createTenant(ctx.database.db, { name: 'Maple Carriers', permissions: PERMISSIONS });
  carrierB = await createTenant(ctx.database.db, { name: 'Prairie Haul', permissions: PERMISSIONS });
  stranger = await createTenant(ctx.database.db, { name: 'Rates Rival', permissions: PERMISSIONS });
  await ctx.database.db.insert(companyPartners).values([
    { companyId: owner.companyId as string, partnerCompanyId: carrierA.companyId as string },
    { companyId: owner.companyId as string, partnerCompanyId: carrierB.companyId as string },
  ]);
  token = (await login(ctx.app, owner.email)).accessToken;
  rivalToken = (await login(ctx.app, stranger.email)).accessToken;
});
afterAll(async () => ctx?.close());

describe('rate card upload (a job, all rows or none)', () => {
  it('saves nothing when rows have errors, reports them, and the validation gives their errorFields', async () => {
    const contractId = await createContract('UP-BAD');
    const rows = Array.from({ length: 3000 }, (_, i) => row(i));
    rows[7] = row(7, { baseRate: '12.34567' });
    rows[2500] = row(2500, { originCountry: 'Atlantis', validTo: '2030-01-01' });
    const res = await upload(contractId, rows);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().meta.message).toBe('The rate card upload has started');
    const job = await waitForEnd(res.json().data.job.id);
    expect(job.state).toBe('failed');
    expect(job.errorReport).toMatchObject({
      code: 'ROWS_INVALID',
      message: 'Some rate card rows have errors: fix them and save again',
      rowsWithErrors: 2,
    });
    expect(job.errorReport?.errors).toEqual([
      { row: 8, field: 'baseRate', message: expect.stringMatching(/at most 4 decimals/) },
      { row: 2501, field: 'originCountry', message: 'Atlantis is not a known country' },
      { row: 2501, field: 'validTo', message: expect.stringMatching(/within the contract's validity/) },
    ]);
    expect(await lanesOf(contractId)).toBe(0);
    const cards = await ctx.database.db.select().from(rateCards).where(eq(rateCards.contractId, contractId));
    expect(cards).toEqual([]);

    // The same rows through PUT ratecard/validation: errorFields per row, the bad ones by index.
    const validation = await call(ctx.app, token, {
      method: 'PUT',
      url: `${BASE}/${contractId}/ratecard/validation`,
      payload: { rateCardTypeId: '110', rows },
    });
    expect(validation.statusCode).toBe(200);
    expect(validation.json().data.errorRows).toEqual([7, 2500]);
    expect(validation.json().data.rows[2500].errorFields.map((e: { fieldName: string }) => e.fieldName)).toEqual([
      'originCountry',
      'validTo',
    ]);
    expect(validation.json().data.rows[0].errorFields).toEqual([]);

    // Fixed, uploaded again: every row saved, once.
    rows[7] = row(7);
    rows[2500] = row(2500, { originCountry: 'Canada' });
    const again = await upload(contractId, rows);
    const done = await waitForEnd(again.json().data.job.id);
    expect(done).toMatchObject({ state: 'completed', progress: 100, counts: { total: 3000, done: 3000 } });
    expect(done.result).toMatchObject({ imported: 3000, contractId });
    expect(await lanesOf(contractId)).toBe(3000);
    const [lane] = await ctx.database.db
      .select()
      .from(rateCardLanes)
      .where(and(eq(rateCardLanes.contractId, contractId), eq(rateCardLanes.rowIndex, 2500)));
    expect(lane).toMatchObject({ originCountry: 'CA', baseRate: '3500.2500' });
    const events = await ctx.database.db
      .select({ type: domainEvents.type, after: domainEvents.after })
      .from(domainEvents)
      .where(and(eq(domainEvents.aggregateId, contractId), eq(domainEvents.type, 'contract.rate-card-added')));
    expect(events).toEqual([
      { type: 'contract.rate-card-added', after: expect.objectContaining({ lanes: 3000, uploaded: true }) },
    ]);

    // The uploaded card rates like any other.
    const price = await call(ctx.app, token, {
      method: 'POST',
      url: `${BASE}/${contractId}/price`,
      payload: { features: { carrier: 'maple carriers', originCountry: 'CA', service: 'Lane 42' }, date: '2026-05-01' },
    });
    expect(price.statusCode, price.body).toBe(200);
    expect(price.json().data).toMatchObject({ rowIndex: 42, total: '1042.2500' });

    // Order entry's matched rate: no contract id, the order's features; none when nothing applies.
    const matched = await call(ctx.app, token, {
      method: 'POST',
      url: `${BASE}/matched-rate`,
      payload: {
        features: { carrier: 'Maple Carriers', originCountry: 'Canada', service: 'Lane 42' },
        date: '2026-05-01',
      },
    });
    expect(matched.json().data).toMatchObject({ contractNumber: 'UP-BAD', rowIndex: 42, total: '1042.2500' });
    const noRate = await call(ctx.app, rivalToken, {
      method: 'POST',
      url: `${BASE}/matched-rate`,
      payload: { features: { carrier: 'Maple Carriers', originCountry: 'CA', service: 'Lane 42' }, date: '2026-05-01' },
    });
    expect(noRate.statusCode).toBe(200);
    expect(noRate.json().data).toBeNull();
  });

  it('refuses an upload without rows, of too many rows, or of an unknown type, and stores nothing', async () => {
    const contractId = await createContract('UP-REFUSED');
    expect((await upload(contractId, [])).statusCode).toBe(400);
    const tooMany = await upload(
      contractId,
      Array.from({ length: 50_001 }, () => ({ baseRate: '1' })),
    );
    expect(tooMany.statusCode).toBe(400);
    const unknownType = await call(ctx.app, token, {
      method: 'POST',
      url: `${BASE}/${contractId}/ratecard/upload`,
      payload: { rateCardTypeId: '999', name: 'X', rows: [row(1)] },
    });
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json().message).toBe('Unknown rate card type');
  });
});

describe('routing guides', () => {
  it('creates, reads, changes and deletes the ranked carriers of a lane, with their events', async () => {
    const created = await call(ctx.app, token, { method: 'POST', url: ROUTING, payload: guideBody() });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().meta.message).toBe('The routing guide has been created');
    const guide = created.json().data;
    expect(guide).toMatchObject({
      originCountry: 'CA',
      destinationCountry: 'US',
      equipmentType: '53ft Dry Van',
      mode: 'Road',
      carriers: [
        { rank: 1, carrierName: 'Maple Carriers', rate: '1850.5000', currency: 'CAD', tenderAcceptance: 92 },
        { rank: 2, carrierName: 'Prairie Haul', rate: '1790.0000', currency: 'CAD', tenderAcceptance: 75 },
      ],
    });

    const got = await call(ctx.app, token, { method: 'GET', url: `${ROUTING}/${guide._id}` });
    expect(got.json().data).toEqual(guide);
    const listed = await call(ctx.app, token, { method: 'GET', url: `${ROUTING}?originCountry=Canada` });
    expect(listed.json().data.map((g: { _id: string }) => g._id)).toEqual([guide._id]);

    // One guide per lane.
    const twice = await call(ctx.app, token, { method: 'POST', url: ROUTING, payload: guideBody() });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('This lane has a routing guide already');

    // Reranked: Prairie Haul first.
    const body = guideBody();
    const changed = await call(ctx.app, token, {
      method: 'PUT',
      url: `${ROUTING}/${guide._id}`,
      payload: { ...body, carriers: [body.carriers[1], body.carriers[0]] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(
      changed.json().data.carriers.map((c: { rank: number; carrierName: string }) => [c.rank, c.carrierName]),
    ).toEqual([
      [1, 'Prairie Haul'],
      [2, 'Maple Carriers'],
    ]);

    // Order entry: the guide of the lane, the exact equipment type or any.
    const suggest = await call(ctx.app, token, {
      method: 'GET',
      url: `${ROUTING}/suggest?originCountry=CA&destinationCountry=United%20States&equipmentType=53ft%20dry%20van`,
    });
    expect(suggest.json().data.carriers[0].carrierName).toBe('Prairie Haul');
    const none = await call(ctx.app, token, {
      method: 'GET',
      url: `${ROUTING}/suggest?originCountry=CA&destinationCountry=MX`,
    });
    expect(none.json().data).toBeNull();

    const removed = await call(ctx.app, token, { method: 'DELETE', url: `${ROUTING}/${guide._id}` });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().meta.message).toBe('The routing guide has been deleted');
    expect((await call(ctx.app, token, { method: 'GET', url: `${ROUTING}/${guide._id}` })).statusCode).toBe(404);
    const events = await ctx.database.db
      .select({ type: domainEvents.type })
      .from(domainEvents)
      .where(eq(domainEvents.aggregateId, guide._id));
    expect(events.map((e) => e.type).sort()).toEqual([
      'routing-guide.created',
      'routing-guide.deleted',
      'routing-guide.updated',
    ]);
  });

  it('takes only partner carriers, each once, with a tender acceptance between 0 and 100', async () => {
    const notPartner = await call(ctx.app, token, {
      method: 'POST',
      url: ROUTING,
      payload: guideBody({
        destinationCountry: 'MX',
        carriers: [{ carrierCompanyId: stranger.companyId, rate: '10', tenderAcceptance: 50 }],
      }),
    });
    expect(notPartner.statusCode).toBe(400);
    expect(notPartner.json().fieldErrors['carriers.0.carrierCompanyId']).toBe(
      'The carrier must be a company of your partner network',
    );
    const twice = await call(ctx.app, token, {
      method: 'POST',
      url: ROUTING,
      payload: guideBody({
        destinationCountry: 'MX',
        carriers: [
          { carrierCompanyId: carrierA.companyId, rate: '10', tenderAcceptance: 50 },
          { carrierCompanyId: carrierA.companyId, rate: '11', tenderAcceptance: 50 },
        ],
      }),
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().fieldErrors['carriers.1.carrierCompanyId']).toBe('A carrier appears once in a routing guide');
    const acceptance = await call(ctx.app, token, {
      method: 'POST',
      url: ROUTING,
      payload: guideBody({
        destinationCountry: 'MX',
        carriers: [{ carrierCompanyId: carrierA.companyId, rate: '10', tenderAcceptance: 101 }],
      }),
    });
    expect(acceptance.statusCode).toBe(400);
    const country = await call(ctx.app, token, {
      method: 'POST',
      url: ROUTING,
      payload: guideBody({ destinationCountry: 'Atlantis' }),
    });
    expect(country.statusCode).toBe(400);
    expect(country.json().fieldErrors.destinationCountry).toBe('Atlantis is not a known country');
  });

  it('keeps an empty equipment type as none: the guide then serves any equipment type of its lane', async () => {
    const created = await call(ctx.app, token, {
      method: 'POST',
      url: ROUTING,
      payload: guideBody({ destinationCountry: 'BE', equipmentType: '' }),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.equipmentType).toBeNull();
    for (const query of ['', '&equipmentType=40HC']) {
      const suggest = await call(ctx.app, token, {
        method: 'GET',
        url: `${ROUTING}/suggest?originCountry=CA&destinationCountry=BE${query}`,
      });
      expect(suggest.json().data?._id, query).toBe(created.json().data._id);
    }
  });
});

describe('cross-tenant probes', () => {
  it("answers 404 for another company's routing guide and contract upload", async () => {
    const created = await call(ctx.app, token, {
      method: 'POST',
      url: ROUTING,
      payload: guideBody({ destinationCountry: 'DE' }),
    });
    const guideId = created.json().data._id as string;
    const contractId = await createContract('UP-PROBE');
    const probes = [
      { method: 'GET', url: `${ROUTING}/${guideId}` },
      { method: 'PUT', url: `${ROUTING}/${guideId}`, payload: guideBody({ destinationCountry: 'FR' }) },
      { method: 'DELETE', url: `${ROUTING}/${guideId}` },
      {
        method: 'POST',
        url: `${BASE}/${contractId}/ratecard/upload`,
        payload: { rateCardTypeId: '110', name: 'Stolen', rows: [row(1)] },
      },
    ] as const;
    for (const probe of probes) {
      const res = await call(ctx.app, rivalToken, probe);
      expect(res.statusCode, `${probe.method} ${probe.url}`).toBe(404);
    }
    const theirs = await call(ctx.app, rivalToken, { method: 'GET', url: ROUTING });
    expect(theirs.json().data).toEqual([]);
    const suggest = await call(ctx.app, rivalToken, {
      method: 'GET',
      url: `${ROUTING}/suggest?originCountry=CA&destinationCountry=DE&equipmentType=53ft%20Dry%20Van`,
    });
    expect(suggest.json().data).toBeNull();
    // Still there for its owner, unchanged.
    const mine = await call(ctx.app, token, { method: 'GET', url: `${ROUTING}/${guideId}` });
    expect(mine.json().data).toMatchObject({ destinationCountry: 'DE', carriers: [{ rank: 1 }, { rank: 2 }] });
    expect(await lanesOf(contractId)).toBe(0);
  });
});
