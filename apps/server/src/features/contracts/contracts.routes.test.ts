import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyPartners, rateCardLanes } from '../../db/schema';
import { call, createTenant, createTestApp, login, type TestContext, type TestUser } from '../../test/test-app';

let ctx: TestContext;
let owner: TestUser;
let carrier: TestUser;
let stranger: TestUser;
let token: string;
let rivalToken: string;
const CORE = '/api/lanehub-core/contract';
const BASE = '/api/lanehub/contract';
const PERMISSIONS = ['company.view', 'company.edit'];

const contractBody = (overrides: Record<string, unknown> = {}) => ({
  contractNumber: 'IN-2026-001',
  description: 'Inbound road lanes',
  mode: 'inbound',
  contractTypeId: 'road-transportation',
  partyCompanyId: carrier.companyId,
  validFrom: '2026-01-01',
  validTo: '2026-12-31',
  status: 'active',
  ...overrides,
});

const createContract = async (overrides: Record<string, unknown> = {}) => {
  const res = await call(ctx.app, token, { method: 'POST', url: BASE, payload: contractBody(overrides) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { _id: string; contractNumber: string };
};

const row = (overrides: Record<string, unknown> = {}) => ({
  carrier: 'Maple Carriers',
  originCountry: 'CA',
  destinationCountry: 'US',
  equipmentType: '53ft Dry Van',
  moveType: 'Door-to-Door',
  mode: 'Road',
  baseRate: '1000.00',
  ...overrides,
});

const saveCard = async (contractId: string, rows: Array<Record<string, unknown>>, name = 'Card', type = '110') =>
  call(ctx.app, token, {
    method: 'PUT',
    url: `${BASE}/${contractId}/ratecard`,
    payload: { rateCardTypeId: type, name, rows },
  });

const price = (contractId: string, features: Record<string, string>, date?: string, as = token) =>
  call(ctx.app, as, { method: 'POST', url: `${BASE}/${contractId}/price`, payload: { features, date } });

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createTenant(ctx.database.db, { name: 'Contracts Owner', permissions: PERMISSIONS });
  carrier = await createTenant(ctx.database.db, { name: 'Maple Carriers', permissions: PERMISSIONS });
  stranger = await createTenant(ctx.database.db, { name: 'Contracts Rival', permissions: PERMISSIONS });
  await ctx.database.db
    .insert(companyPartners)
    .values({ companyId: owner.companyId as string, partnerCompanyId: carrier.companyId as string });
  token = (await login(ctx.app, owner.email)).accessToken;
  rivalToken = (await login(ctx.app, stranger.email)).accessToken;
});
afterAll(async () => ctx?.close());

describe('contracts', () => {
  it('serves the reference data of the spec', async () => {
    const types = await call(ctx.app, token, { method: 'GET', url: `${BASE}/ratecardtype` });
    expect(types.json().data.map((t: { code: number }) => t.code)).toEqual([110, 120, 130]);
    const rail = await call(ctx.app, token, { method: 'GET', url: `${BASE}/ratecardbytype?modeContract=Rail` });
    const [railType] = rail.json().data;
    expect(railType._id).toBe('120');
    const moveType = railType.feature.find((f: { fieldName: string }) => f.fieldName === 'moveType');
    expect(moveType.options).toEqual(['Door-to-Door', 'Ramp-to-Ramp', 'Door-to-Ramp', 'Ramp-to-Door']);
    const features = await call(ctx.app, token, { method: 'GET', url: `${BASE}/feature?rateCardTypeId=130` });
    expect(features.json().data.map((f: { label: string }) => f.label)).toEqual(
      expect.arrayContaining(['Carrier', 'Origin Country', 'Equipment Type', 'Move Type', 'Mode', 'Service']),
    );
    const types2 = await call(ctx.app, token, { method: 'GET', url: `${BASE}/type` });
    expect(types2.statusCode).toBe(200);
    expect((await call(ctx.app, token, { method: 'GET', url: `${BASE}/part` })).json().data.length).toBeGreaterThan(0);
  });

  it('creates, lists, updates and deletes a contract with the spec messages, and keeps its history', async () => {
    const created = await call(ctx.app, token, {
      method: 'POST',
      url: BASE,
      payload: contractBody({ contractNumber: 'LIFE-1' }),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().meta.message).toBe('Your contract has been created successfully');
    const contract = created.json().data;
    expect(contract.contract3Party.legalName).toBe('Maple Carriers');
    expect(contract.contractType.modeContract).toBe('Road');

    const updated = await call(ctx.app, token, {
      method: 'PUT',
      url: `${CORE}/${contract._id}`,
      payload: contractBody({ contractNumber: 'LIFE-1', description: 'Renewed' }),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().meta.message).toBe('Your contract has been updated successfully');
    expect(updated.json().data.description).toBe('Renewed');

    const list = await call(ctx.app, token, { method: 'GET', url: CORE });
    expect(list.json().data[0]._id).toBe(contract._id);
    expect(list.json().data[0].rateCardCount).toBe(0);

    const deleted = await call(ctx.app, token, { method: 'DELETE', url: `${BASE}?contractId=${contract._id}` });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().meta.message).toBe('The contract has been deleted successfully');
    expect((await call(ctx.app, token, { method: 'GET', url: `${CORE}/${contract._id}` })).statusCode).toBe(404);

    const history = await call(ctx.app, token, { method: 'GET', url: `${CORE}/history` });
    const mine = history.json().data.filter((e: { contractId: string }) => e.contractId === contract._id);
    expect(mine.map((e: { type: string }) => e.type)).toEqual([
      'contract.deleted',
      'contract.updated',
      'contract.created',
    ]);
    expect(mine[1].changes).toContain('description');
  });

  it('refuses a party outside the partner network, a duplicate number and dates in the wrong order', async () => {
    const outsider = await call(ctx.app, token, {
      method: 'POST',
      url: BASE,
      payload: contractBody({ contractNumber: 'X-1', partyCompanyId: stranger.companyId }),
    });
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().fieldErrors.partyCompanyId).toBe('The party must be a company of your partner network');

    await createContract({ contractNumber: 'DUP-1' });
    const duplicate = await call(ctx.app, token, {
      method: 'POST',
      url: BASE,
      payload: contractBody({ contractNumber: 'DUP-1' }),
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().fieldErrors.contractNumber).toBe('A contract with this number exists already');

    const dates = await call(ctx.app, token, {
      method: 'POST',
      url: BASE,
      payload: contractBody({ contractNumber: 'D-1', validFrom: '2026-06-01', validTo: '2026-05-01' }),
    });
    expect(dates.statusCode).toBe(400);
    expect(dates.json().fieldErrors.validTo).toBe('The end date must be on or after the start date');

    const noParty = await call(ctx.app, token, {
      method: 'POST',
      url: BASE,
      payload: contractBody({ contractNumber: 'NP-1', partyCompanyId: null }),
    });
    expect(noParty.statusCode).toBe(400);
    expect(noParty.json().fieldErrors.partyCompanyId).toMatch(/only a draft/);
  });

  it('filters the list by mode and search', async () => {
    await createContract({ contractNumber: 'OUT-FILTER', mode: 'outbound' });
    const outbound = await call(ctx.app, token, { method: 'GET', url: `${CORE}?mode=outbound` });
    expect(outbound.json().data.map((c: { contractNumber: string }) => c.contractNumber)).toEqual(['OUT-FILTER']);
    const search = await call(ctx.app, token, { method: 'GET', url: `${CORE}?search=out-fil` });
    expect(search.json().data).toHaveLength(1);
  });
});

describe('rate cards', () => {
  it('answers the errorFields of every row; rows with a non-empty list are errors by index', async () => {
    const contract = await createContract({ contractNumber: 'RC-VALID' });
    const res = await call(ctx.app, token, {
      method: 'PUT',
      url: `${BASE}/${contract._id}/ratecard/validation`,
      payload: {
        rateCardTypeId: '120',
        rows: [
          row({ mode: 'Rail', moveType: 'Ramp-to-Ramp' }),
          row({ mode: 'Rail', moveType: 'Port-to-Door', baseRate: '12.345678' }),
          row({ mode: 'Rail', moveType: 'Door-to-Ramp', originCountry: 'Atlantis', validFrom: '2025-01-01' }),
          row({ mode: 'Rail', moveType: 'Door-to-Door', carrier: '' }),
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const { rows, errorRows } = res.json().data;
    expect(errorRows).toEqual([1, 2, 3]);
    expect(rows[0].errorFields).toEqual([]);
    expect(rows[1].errorFields.map((e: { fieldName: string }) => e.fieldName)).toEqual(['moveType', 'baseRate']);
    expect(rows[2].errorFields.map((e: { fieldName: string }) => e.fieldName)).toEqual(['originCountry', 'validFrom']);
    expect(rows[2].errorFields[0].message).toBe('Atlantis is not a known country');
    expect(rows[3].errorFields).toEqual([{ fieldName: 'carrier', message: 'Carrier is required' }]);
  });

  it('saves all rows or none', async () => {
    const contract = await createContract({ contractNumber: 'RC-ALL' });
    const bad = await saveCard(contract._id, [row(), row({ baseRate: 'abc' })]);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('Some rate card rows have errors: fix them and save again');
    expect(bad.json().fieldErrors).toEqual({
      'rows.1.baseRate': 'Base freight must be an amount of at most 4 decimals, not abc',
    });
    const lanes = await ctx.database.db.select().from(rateCardLanes).where(eq(rateCardLanes.contractId, contract._id));
    expect(lanes).toHaveLength(0);

    const good = await saveCard(contract._id, [row(), row({ originCountry: 'Canada', destinationCountry: 'Mexico' })]);
    expect(good.statusCode, good.body).toBe(201);
    expect(good.json().data.laneCount).toBe(2);
    expect(good.json().data.lanes[1].originCountry).toBe('CA');
    const cards = await call(ctx.app, token, { method: 'GET', url: `${BASE}/${contract._id}/ratecard` });
    expect(cards.json().data).toHaveLength(1);
    expect(cards.json().data[0].laneCount).toBe(2);
    const one = await call(ctx.app, token, { method: 'GET', url: `${CORE}/${contract._id}` });
    expect(one.json().data.rateCardCount).toBe(1);
    const detail = await call(ctx.app, token, {
      method: 'GET',
      url: `${BASE}/${contract._id}/ratecard/${good.json().data._id}`,
    });
    expect(detail.json().data.lanes.map((l: { destinationCountry: string }) => l.destinationCountry)).toEqual([
      'US',
      'MX',
    ]);
  });
});

describe('rating', () => {
  let contractId: string;
  beforeAll(async () => {
    contractId = (await createContract({ contractNumber: 'RATE-1' }))._id;
    const res = await saveCard(contractId, [
      // 0: any lane out of Canada
      { carrier: 'Maple Carriers', originCountry: 'CA', baseRate: '900', fuelSurcharge: '50.25' },
      // 1: Canada to the US in a dry van
      row({ baseRate: '1000', fuelSurcharge: '100.10', accessorials: '25' }),
      // 2: the same lane, a spring price only
      row({ baseRate: '800', validFrom: '2026-03-01', validTo: '2026-05-31' }),
    ]);
    expect(res.statusCode, res.body).toBe(201);
  });

  it('answers the most specific lane first, with its charges and why', async () => {
    const res = await price(
      contractId,
      {
        carrier: 'Maple Carriers',
        originCountry: 'CA',
        destinationCountry: 'US',
        equipmentType: '53ft Dry Van',
        moveType: 'Door-to-Door',
        mode: 'Road',
      },
      '2026-08-01',
    );
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json().data;
    expect(answer.rowIndex).toBe(1);
    expect(answer.total).toBe('1125.1000');
    expect(answer.charges.map((c: { code: string }) => c.code)).toEqual(['BAS', 'FSC', 'ACC']);
    expect(answer.why.matched).toEqual(
      expect.arrayContaining(['originCountry', 'destinationCountry', 'equipmentType']),
    );
    expect(answer.why.text).toContain('Row 2 of rate card Card');
  });

  it('omits empty features and falls back on a wildcard lane', async () => {
    const res = await price(
      contractId,
      { carrier: 'Maple Carriers', originCountry: 'CA', destinationCountry: 'FR', service: '' },
      '2026-08-01',
    );
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json().data;
    expect(answer.rowIndex).toBe(0);
    expect(answer.why.wildcard).toEqual(['destinationCountry']);
    expect(answer.why.ignored).toContain('service');
  });

  it('takes the lane valid on the date', async () => {
    const features = { originCountry: 'CA', destinationCountry: 'US', equipmentType: '53ft Dry Van' };
    const spring = await price(contractId, features, '2026-04-15');
    expect(spring.json().data.rowIndex).toBe(2);
    expect(spring.json().data.total).toBe('800.0000');
    const summer = await price(contractId, features, '2026-06-01');
    expect(summer.json().data.rowIndex).toBe(1);
  });

  it('answers 404 when no lane fits', async () => {
    const res = await price(contractId, { originCountry: 'DE' }, '2026-08-01');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No rate card row matches these features on this date');
  });
});

describe('cross-tenant probes', () => {
  it("answers 404 for another company's contract on every route", async () => {
    const contract = await createContract({ contractNumber: 'PROBE-1' });
    const card = await saveCard(contract._id, [row()]);
    const cardId = card.json().data._id;
    const probes = [
      { method: 'GET', url: `${CORE}/${contract._id}` },
      {
        method: 'PUT',
        url: `${CORE}/${contract._id}`,
        payload: contractBody({ contractNumber: 'STOLEN', partyCompanyId: null, status: 'draft' }),
      },
      { method: 'DELETE', url: `${BASE}?contractId=${contract._id}` },
      { method: 'GET', url: `${BASE}/${contract._id}/ratecard` },
      { method: 'GET', url: `${BASE}/${contract._id}/ratecard/${cardId}` },
      {
        method: 'PUT',
        url: `${BASE}/${contract._id}/ratecard`,
        payload: { rateCardTypeId: '110', name: 'X', rows: [row()] },
      },
      {
        method: 'PUT',
        url: `${BASE}/${contract._id}/ratecard/validation`,
        payload: { rateCardTypeId: '110', rows: [row()] },
      },
      { method: 'POST', url: `${BASE}/${contract._id}/price`, payload: { features: { originCountry: 'CA' } } },
    ] as const;
    for (const probe of probes) {
      const res = await call(ctx.app, rivalToken, probe);
      expect(res.statusCode, `${probe.method} ${probe.url}`).toBe(404);
    }
    const theirs = await call(ctx.app, rivalToken, { method: 'GET', url: CORE });
    expect(theirs.json().data).toEqual([]);
    const rates = await call(ctx.app, rivalToken, { method: 'GET', url: `${BASE}/rates` });
    expect(rates.json().data).toEqual([]);
    // Still there for its owner.
    expect((await call(ctx.app, token, { method: 'GET', url: `${CORE}/${contract._id}` })).statusCode).toBe(200);
  });

  it('refuses callers without a token', async () => {
    expect((await call(ctx.app, null, { method: 'GET', url: CORE })).statusCode).toBe(401);
  });
});
