import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyPartners, domainEvents } from '../../db/schema';
import { call, createTenant, createTestApp, login, type TestContext, type TestUser } from '../../test/test-app';

let ctx: TestContext;
let shipper: TestUser;
let carrier: TestUser;
let other: TestUser;
let shipperToken: string;
let otherToken: string;
let viewerToken: string;

const API = '/api/lanehub-core';

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const all = ['company.view', 'company.edit', 'mynetwork.view', 'mynetwork.edit'];
  shipper = await createTenant(db, { name: 'Maple Shipper', permissions: all });
  carrier = await createTenant(db, { name: 'Northern Road Carrier', permissions: all });
  await db
    .update(companies)
    .set({ companyTypes: ['Road Carrier'] })
    .where(eq(companies.id, carrier.companyId as string));
  other = await createTenant(db, { name: 'Other Forwarder', permissions: all });
  await createTenant(db, { name: 'Pending Road Carrier', pending: true });
  const viewer = await createTenant(db, { name: 'Viewer Co', permissions: ['mynetwork.view', 'company.view'] });
  shipperToken = (await login(ctx.app, shipper.email)).accessToken;
  otherToken = (await login(ctx.app, other.email)).accessToken;
  viewerToken = (await login(ctx.app, viewer.email)).accessToken;
});
afterAll(async () => ctx?.close());

describe('company profile', () => {
  it('shows and updates the own profile, industryCategory and contacts included', async () => {
    const res = await call(ctx.app, shipperToken, {
      method: 'PUT',
      url: `${API}/company`,
      payload: {
        legalName: 'Maple Shipper Ltd.',
        industryCategory: ['Home furnishings'],
        productSegments: ['Furniture', 'Lighting'],
        country: 'ca',
        city: 'Montréal',
        website: 'https://maple.example',
        contacts: [{ firstName: 'Claire', lastName: 'Tremblay', email: 'claire@maple.example' }],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.message).toBe('Company profile has been updated');
    const profile = (await call(ctx.app, shipperToken, { method: 'GET', url: `${API}/company` })).json().data;
    expect(profile).toMatchObject({
      _id: shipper.companyId,
      legalName: 'Maple Shipper Ltd.',
      industryCategory: ['Home furnishings'],
      country: 'CA',
      website: 'https://maple.example',
      contacts: [{ firstName: 'Claire', lastName: 'Tremblay', email: 'claire@maple.example' }],
      accountCount: 1,
    });
  });

  it('takes www.example.com as people type it, stores it as https, and names the administrators', async () => {
    const res = await call(ctx.app, shipperToken, {
      method: 'PUT',
      url: `${API}/company`,
      payload: { legalName: 'Maple Shipper Ltd.', website: 'www.maple.example' },
    });
    expect(res.statusCode).toBe(200);
    const profile = (await call(ctx.app, shipperToken, { method: 'GET', url: `${API}/company` })).json().data;
    expect(profile.website).toBe('https://www.maple.example');
    // Whom a user who may only read asks for a change: the company's administrators.
    expect(profile.administrators).toEqual(['Test User']);
  });

  it('puts the spec messages on the fields', async () => {
    const res = await call(ctx.app, shipperToken, {
      method: 'PUT',
      url: `${API}/company`,
      payload: { legalName: ' ', website: 'javascript:alert(1)', location: crypto.randomUUID() },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      legalName: 'This field is required',
      website: 'Must be a valid URL',
    });
  });

  it('refuses a headquarters location that is not the company’s', async () => {
    const res = await call(ctx.app, shipperToken, {
      method: 'PUT',
      url: `${API}/company`,
      payload: { legalName: 'Maple Shipper Ltd.', location: crypto.randomUUID() },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.location).toBeDefined();
  });
});

describe('partner network', () => {
  it('finds approved companies by name and type, never itself or a pending one', async () => {
    const search = async (query: string) =>
      (await call(ctx.app, shipperToken, { method: 'GET', url: `${API}/companies/search?${query}` })).json()
        .data as Array<{
        legalName: string;
        isCarrier: boolean;
        isPartner: boolean;
      }>;
    expect((await search('name=road')).map((c) => c.legalName)).toEqual(['Northern Road Carrier']);
    expect((await search('name=r&type=carrier')).map((c) => c.legalName)).toEqual(['Northern Road Carrier']);
    expect((await search('name=r&type=Shipper')).map((c) => c.legalName)).toEqual(['Other Forwarder', 'Viewer Co']);
    expect(await search('name=maple')).toEqual([]);
    // Without a name: browse every visible company by legal name, a page at a time (issue 13 §10).
    const browsed = (await search('limit=50')).map((c) => c.legalName);
    expect(browsed).toEqual(expect.arrayContaining(['Northern Road Carrier', 'Other Forwarder', 'Viewer Co']));
    expect(browsed).not.toContain('Maple Shipper Ltd.');
    expect(browsed).not.toContain('Pending Road Carrier');
    const firstBrowsed = (await search('limit=1')).map((c) => c.legalName);
    const secondBrowsed = (await search('limit=1&skip=1')).map((c) => c.legalName);
    expect([...firstBrowsed, ...secondBrowsed]).toEqual(browsed.slice(0, 2));
    // LIKE wildcards are text.
    expect(await search('name=%25')).toEqual([]);
    const [found] = await search('name=northern');
    expect(found).toMatchObject({ isCarrier: true, isPartner: false });

    // The typeahead pages like every list: one match, then the next one after its cursor.
    const first = await call(ctx.app, shipperToken, {
      method: 'GET',
      url: `${API}/companies/search?name=r&type=Shipper&limit=1`,
    });
    expect(first.json().data.map((c: { legalName: string }) => c.legalName)).toEqual(['Other Forwarder']);
    const next = await search(`name=r&type=Shipper&limit=1&cursor=${first.json().meta.nextCursor}`);
    expect(next.map((c) => c.legalName)).toEqual(['Viewer Co']);
  });

  it("adds a partner once, with the spec's message, and lists it by type", async () => {
    const add = () =>
      call(ctx.app, shipperToken, {
        method: 'POST',
        url: `${API}/partners`,
        payload: { partnerCompanyId: carrier.companyId },
      });
    const res = await add();
    expect(res.statusCode).toBe(201);
    expect(res.json().meta.message).toBe('Added Northern Road Carrier as your partner');
    expect((await add()).statusCode).toBe(201);
    const rows = await ctx.database.db
      .select()
      .from(companyPartners)
      .where(eq(companyPartners.companyId, shipper.companyId as string));
    expect(rows).toHaveLength(1);
    const carriers = await call(ctx.app, shipperToken, { method: 'GET', url: `${API}/partners?type=carrier` });
    expect(carriers.json().data.map((c: { legalName: string }) => c.legalName)).toEqual(['Northern Road Carrier']);
    expect(carriers.json().meta).toEqual(expect.objectContaining({ total: 1, totalExact: true }));
    const shippers = await call(ctx.app, shipperToken, { method: 'GET', url: `${API}/partners?type=Shipper` });
    expect(shippers.json().data).toEqual([]);
    // The partnership is the shipper's: the carrier's network is unchanged.
    const theirs = await call(ctx.app, otherToken, { method: 'GET', url: `${API}/partners` });
    expect(theirs.json().data).toEqual([]);
  });

  it("says 'Cannot add partner' for itself, a pending company or an unknown id", async () => {
    const [pending] = await ctx.database.db
      .select()
      .from(companies)
      .where(eq(companies.legalName, 'Pending Road Carrier'));
    for (const partnerCompanyId of [shipper.companyId, pending?.id, crypto.randomUUID()]) {
      const res = await call(ctx.app, shipperToken, {
        method: 'POST',
        url: `${API}/partners`,
        payload: { partnerCompanyId },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Cannot add partner');
    }
  });

  it('shows a partner only its public profile', async () => {
    const res = await call(ctx.app, shipperToken, { method: 'GET', url: `${API}/companies/${carrier.companyId}` });
    expect(res.statusCode).toBe(200);
    const body = res.json().data;
    expect(body).toMatchObject({ legalName: 'Northern Road Carrier', isPartner: true });
    expect(Object.keys(body)).not.toContain('accountCount');
    expect(res.body).not.toContain(carrier.accountIds[0]);
  });

  it('keeps a trading partner entered by hand to its creator', async () => {
    const res = await call(ctx.app, shipperToken, {
      method: 'POST',
      url: `${API}/trading-partners`,
      payload: {
        legalName: 'Laurentian Cartage Inc.',
        companyType: 'Road Carrier',
        country: 'CA',
        state: 'QC',
        city: 'Laval',
        primaryContact: { firstName: 'Luc', lastName: 'Gagnon', email: '', phone: '+1 450 555 0100' },
      },
    });
    expect(res.statusCode).toBe(201);
    const { _id, legalName } = res.json().data;
    expect(legalName).toBe('Laurentian Cartage Inc.');
    const mine = await call(ctx.app, shipperToken, { method: 'GET', url: `${API}/partners?type=carrier` });
    expect(mine.json().data.map((c: { legalName: string }) => c.legalName)).toEqual([
      'Laurentian Cartage Inc.',
      'Northern Road Carrier',
    ]);
    expect(mine.json().data[0]).toMatchObject({ manual: true, contacts: [{ firstName: 'Luc', lastName: 'Gagnon' }] });
    // Nobody else finds it or opens it.
    const search = await call(ctx.app, otherToken, { method: 'GET', url: `${API}/companies/search?name=laurentian` });
    expect(search.json().data).toEqual([]);
    expect((await call(ctx.app, otherToken, { method: 'GET', url: `${API}/companies/${_id}` })).statusCode).toBe(404);
    const adopt = await call(ctx.app, otherToken, {
      method: 'POST',
      url: `${API}/partners`,
      payload: { partnerCompanyId: _id },
    });
    expect(adopt.statusCode).toBe(400);
  });

  it('needs a name for a trading partner', async () => {
    const res = await call(ctx.app, shipperToken, { method: 'POST', url: `${API}/trading-partners`, payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ legalName: 'This field is required' });
  });

  it('removes a partner, and needs mynetwork.edit to change the network', async () => {
    const denied = await call(ctx.app, viewerToken, {
      method: 'POST',
      url: `${API}/partners`,
      payload: { partnerCompanyId: carrier.companyId },
    });
    expect(denied.statusCode).toBe(403);
    const res = await call(ctx.app, shipperToken, { method: 'DELETE', url: `${API}/partners/${carrier.companyId}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.message).toBe('Removed Northern Road Carrier from your partners');
    const again = await call(ctx.app, shipperToken, { method: 'DELETE', url: `${API}/partners/${carrier.companyId}` });
    expect(again.statusCode).toBe(404);

    // The shipper's change log: one addition (the repeated add changed nothing), one removal, and the
    // trading partner entered by hand; nothing for the refused calls.
    const events = await ctx.database.db
      .select({ type: domainEvents.type, after: domainEvents.after, before: domainEvents.before })
      .from(domainEvents)
      .where(eq(domainEvents.aggregateId, shipper.companyId as string))
      .orderBy(asc(domainEvents.sequence));
    expect(events.map((event) => event.type).filter((type) => type.includes('partner'))).toEqual([
      'company.partner-added',
      'company.trading-partner-created',
      'company.partner-removed',
    ]);
    expect(events.find((event) => event.type === 'company.partner-removed')?.before).toEqual({
      partnerName: 'Northern Road Carrier',
    });
  });

  it('lets its creator edit a trading partner entered by hand, and nobody else', async () => {
    const created = await call(ctx.app, shipperToken, {
      method: 'POST',
      url: `${API}/trading-partners`,
      payload: { legalName: 'Rive-Sud Drayage', country: 'CA', state: 'QC', city: 'Longueuil' },
    });
    const { _id } = created.json().data;
    const edit = {
      legalName: 'Rive-Sud Drayage Ltée',
      companyType: 'Dray Carrier',
      country: 'CA',
      state: 'QC',
      city: 'Brossard',
      address: '8 rue de l’Industrie',
      primaryContact: { firstName: 'Anne', lastName: 'Roy', email: 'anne@example.test', phone: '' },
    };
    const url = `${API}/trading-partners/${_id}`;
    // Another company does not find it; a viewer of the network may not change it; a company on
    // Lanehub keeps its own profile.
    expect((await call(ctx.app, otherToken, { method: 'PUT', url, payload: edit })).statusCode).toBe(404);
    expect((await call(ctx.app, viewerToken, { method: 'PUT', url, payload: edit })).statusCode).toBe(403);
    const onLanehub = await call(ctx.app, shipperToken, {
      method: 'PUT',
      url: `${API}/trading-partners/${carrier.companyId}`,
      payload: edit,
    });
    expect(onLanehub.statusCode).toBe(404);
    const blank = await call(ctx.app, shipperToken, { method: 'PUT', url, payload: { ...edit, legalName: ' ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fieldErrors).toEqual({ legalName: 'This field is required' });

    const res = await call(ctx.app, shipperToken, { method: 'PUT', url, payload: edit });
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.message).toBe('Rive-Sud Drayage Ltée has been updated');
    const partners = await call(ctx.app, shipperToken, { method: 'GET', url: `${API}/partners` });
    expect(partners.json().data.find((c: { _id: string }) => c._id === _id)).toMatchObject({
      legalName: 'Rive-Sud Drayage Ltée',
      companyTypes: ['Dray Carrier'],
      city: 'Brossard',
      manual: true,
      contacts: [{ firstName: 'Anne', lastName: 'Roy', email: 'anne@example.test' }],
    });
    const [event] = await ctx.database.db
      .select({ before: domainEvents.before, after: domainEvents.after })
      .from(domainEvents)
      .where(eq(domainEvents.type, 'company.trading-partner-updated'));
    expect(event?.before).toMatchObject({ partnerName: 'Rive-Sud Drayage', city: 'Longueuil' });
    expect(event?.after).toMatchObject({ partnerName: 'Rive-Sud Drayage Ltée', city: 'Brossard' });
  });
});
