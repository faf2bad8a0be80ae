import { ORDER_EXAMPLE } from '@lanehub/shared/features/orders/orders.contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, orders, shipmentEvents } from '../../db/schema';
import {
  addUser,
  call,
  createTenant,
  createTestApp,
  grant,
  login,
  race,
  type TestContext,
  type TestUser,
} from '../../test/test-app';

const ORDER = '/api/lanehub-core/order';
const CONTROL = '/api/lanehub-core/order-control';

let ctx: TestContext;
let shipper: TestUser;
let carrier: TestUser;
let stranger: TestUser;
let colleagueId: string;
let tokens: { shipper: string; colleague: string; carrier: string; stranger: string };
let orderId: string;
let orderNumber: string;
let unitId: string;

const put = (token: string, url: string, payload: object) => call(ctx.app, token, { method: 'PUT', url, payload });
const get = (token: string, url: string) => call(ctx.app, token, { method: 'GET', url });
const eventsOf = (type: string) =>
  ctx.database.db
    .select()
    .from(domainEvents)
    .where(and(eq(domainEvents.aggregateId, orderId), eq(domainEvents.type, type)));

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const permissions = ['order.view', 'company.*', 'mynetwork.*'];
  shipper = await createTenant(db, { name: 'Control Shipper', permissions });
  carrier = await createTenant(db, { name: 'Control Carrier', permissions });
  stranger = await createTenant(db, { name: 'Control Stranger', permissions });
  const colleague = await addUser(db, {
    companyId: shipper.companyId,
    email: 'colleague@control-shipper.test',
    role: 'user',
  });
  await grant(db, { companyId: shipper.companyId as string, userId: colleague.id, permissions });
  colleagueId = colleague.id;
  tokens = {
    shipper: (await login(ctx.app, shipper.email)).accessToken,
    colleague: (await login(ctx.app, colleague.email)).accessToken,
    carrier: (await login(ctx.app, carrier.email)).accessToken,
    stranger: (await login(ctx.app, stranger.email)).accessToken,
  };
  const partner = await call(ctx.app, tokens.shipper, {
    method: 'POST',
    url: '/api/lanehub-core/partners',
    payload: { partnerCompanyId: carrier.companyId },
  });
  expect(partner.statusCode, partner.body).toBe(201);
  const booked = await call(ctx.app, tokens.shipper, {
    method: 'POST',
    url: ORDER,
    payload: { ...ORDER_EXAMPLE, carrierCompanyId: carrier.companyId },
  });
  expect(booked.statusCode, booked.body).toBe(201);
  orderId = booked.json().data.id;
  orderNumber = booked.json().data.orderNumber;
  unitId = booked.json().data.units[0].id;
});
afterAll(async () => ctx?.close());

describe('shipment control', () => {
  it('looks an order up by shipping mode and number, and not under another mode', async () => {
    const found = await get(tokens.shipper, `${CONTROL}/lookup?mode=ocean&orderNumber=${orderNumber.toLowerCase()}`);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data).toMatchObject({
      id: orderId,
      orderNumber,
      mode: 'ocean',
      bookingNumber: ORDER_EXAMPLE.bookingNumber,
      assignedUserId: null,
      units: [expect.objectContaining({ id: unitId, equipmentNumber: 'CSQU3054383', shipperOwned: false })],
    });
    const wrongMode = await get(tokens.shipper, `${CONTROL}/lookup?mode=road&orderNumber=${orderNumber}`);
    expect(wrongMode.statusCode).toBe(404);
    expect(wrongMode.json().message).toBe('No order of this shipping mode has this number');
    // Another company's number finds nothing, even with the right mode.
    const other = await get(tokens.stranger, `${CONTROL}/lookup?mode=ocean&orderNumber=${orderNumber}`);
    expect(other.statusCode).toBe(404);
  });

  it('lists the open shipments: unassigned first, then mine once assigned to me', async () => {
    const unassigned = await get(tokens.shipper, `${CONTROL}?view=unassigned`);
    expect(unassigned.json().data.map((r: { id: string }) => r.id)).toContain(orderId);
    const mine = await get(tokens.shipper, `${CONTROL}?view=mine`);
    expect(mine.json().data).toEqual([]);

    const assigned = await put(tokens.shipper, `${ORDER}/${orderId}/assign`, {
      userId: shipper.id,
      expectedUserId: null,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().meta.message).toBe('The shipment has been assigned');
    expect(assigned.json().data.assignedUserName).toBe('Test User');

    const mineNow = await get(tokens.shipper, `${CONTROL}?view=mine&limit=1`);
    expect(mineNow.json().data.map((r: { id: string }) => r.id)).toEqual([orderId]);
    expect((await get(tokens.shipper, `${CONTROL}?view=unassigned`)).json().data).toEqual([]);
    // The colleague's "mine" is empty: it is assigned to someone else.
    expect((await get(tokens.colleague, `${CONTROL}?view=mine`)).json().data).toEqual([]);
    const [logged] = await eventsOf('order.assigned');
    expect(logged?.after).toEqual({ assignedUserId: shipper.id });
  });

  it('refuses an assignee outside the company, on the field', async () => {
    const res = await put(tokens.shipper, `${ORDER}/${orderId}/assign`, {
      userId: stranger.id,
      expectedUserId: shipper.id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ userId: 'Choose a user of your company' });
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row?.assignedUserId).toBe(shipper.id);
  });

  it(race('two people reassigning at once: one wins, the other gets 409 and logs nothing'), async () => {
    const before = (await eventsOf('order.assigned')).length;
    const [a, b] = await Promise.all([
      put(tokens.shipper, `${ORDER}/${orderId}/assign`, { userId: colleagueId, expectedUserId: shipper.id }),
      put(tokens.colleague, `${ORDER}/${orderId}/assign`, { userId: colleagueId, expectedUserId: shipper.id }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().message).toBe('Someone else assigned this shipment meanwhile; reload it and try again');
    expect((await eventsOf('order.assigned')).length).toBe(before + 1);
  });

  it('lets a party see nothing of the control and change nothing (403), and a stranger 404', async () => {
    const body = { userId: null, expectedUserId: colleagueId };
    const carrierAssign = await put(tokens.carrier, `${ORDER}/${orderId}/assign`, body);
    expect(carrierAssign.statusCode).toBe(403);
    expect(carrierAssign.json().message).toBe('Only the company that booked the order can control it');
    const carrierContainer = await put(tokens.carrier, `${ORDER}/${orderId}/update-container`, {
      unitId,
      equipmentNumber: 'MSCU1234566',
    });
    expect(carrierContainer.statusCode).toBe(403);
    for (const [method, url, payload] of [
      ['PUT', `${ORDER}/${orderId}/assign`, body],
      ['PUT', `${ORDER}/${orderId}/end`, {}],
      ['PUT', `${ORDER}/${orderId}/soc`, { containers: [{ unitId, shipperOwned: true }] }],
      ['PUT', `${ORDER}/${orderId}/container-release`, { unitId, releaseNumber: 'X' }],
      ['PUT', `${ORDER}/${orderId}/update-unit`, { unitId, vgmKg: '1' }],
      ['GET', `${ORDER}/${orderId}/control`, undefined],
    ] as const) {
      const res = await call(ctx.app, tokens.stranger, { method, url, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await get(tokens.stranger, `${CONTROL}?view=all`)).json().data).toEqual([]);
  });

  it('refuses a container number that fails ISO 6346, on the field, and stores a valid one', async () => {
    const bad = await put(tokens.shipper, `${ORDER}/${orderId}/update-container`, {
      unitId,
      equipmentNumber: 'CSQU3054384',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.equipmentNumber).toBe('The check digit of CSQU305438 should be 3');
    const good = await put(tokens.shipper, `${ORDER}/${orderId}/update-container`, {
      unitId,
      equipmentNumber: 'mscu 123456-6',
      sealNumbers: ['SEAL9'],
      sizeType: '45g1',
    });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().data.units[0]).toMatchObject({
      equipmentNumber: 'MSCU1234566',
      sealNumbers: ['SEAL9'],
      sizeType: '45G1',
    });
    const [logged] = await eventsOf('order.container-updated');
    expect(logged?.before).toMatchObject({ equipmentNumber: 'CSQU3054383' });
  });

  it('keeps the shipper-owned flag per container, the release and the unit weights', async () => {
    const soc = await put(tokens.shipper, `${ORDER}/${orderId}/soc`, { containers: [{ unitId, shipperOwned: true }] });
    expect(soc.statusCode, soc.body).toBe(200);
    expect(soc.json().data.shipperOwnedContainer).toBe(true);
    expect(soc.json().data.units[0].shipperOwned).toBe(true);
    const release = await put(tokens.shipper, `${ORDER}/${orderId}/container-release`, {
      unitId,
      releaseNumber: 'REL-1',
      releaseDate: '2026-03-02',
    });
    expect(release.json().data.units[0]).toMatchObject({ releaseNumber: 'REL-1', releaseDate: '2026-03-02' });
    const unit = await put(tokens.shipper, `${ORDER}/${orderId}/update-unit`, {
      unitId,
      grossWeightKg: '12000.5',
      vgmKg: 14000,
    });
    expect(unit.statusCode, unit.body).toBe(200);
    expect(unit.json().data.units[0]).toMatchObject({ grossWeightKg: '12000.500', vgmKg: '14000.000' });
    const unknownUnit = await put(tokens.shipper, `${ORDER}/${orderId}/container-release`, {
      unitId: orderId,
      releaseNumber: 'REL-2',
    });
    expect(unknownUnit.statusCode).toBe(400);
    expect(unknownUnit.json().fieldErrors).toEqual({ unitId: 'This unit is not on the order' });
    const control = await get(tokens.shipper, `${ORDER}/${orderId}/control`);
    expect(control.statusCode, control.body).toBe(200);
    expect(control.json().data.units[0]).toMatchObject({ shipperOwned: true, releaseNumber: 'REL-1' });
    expect(await eventsOf('order.soc-updated')).toHaveLength(1);
    expect(await eventsOf('order.container-released')).toHaveLength(1);
    expect(await eventsOf('order.unit-updated')).toHaveLength(1);
  });

  it('marks the shipment ended through a CMPL event, once', async () => {
    const ended = await put(tokens.shipper, `${ORDER}/${orderId}/end`, {});
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().data.status).toBe('ended');
    expect(ended.json().data.endedAt).not.toBeNull();
    const events = await ctx.database.db.select().from(shipmentEvents).where(eq(shipmentEvents.orderId, orderId));
    expect(events.map((e) => e.eventCode)).toEqual(['CMPL']);
    const again = await put(tokens.shipper, `${ORDER}/${orderId}/end`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This shipment has already ended');
    // Out of the open list, back with includeEnded.
    expect((await get(tokens.shipper, `${CONTROL}?view=all`)).json().data).toEqual([]);
    const all = await get(tokens.shipper, `${CONTROL}?view=all&includeEnded=true`);
    expect(all.json().data[0]).toMatchObject({ id: orderId, status: 'ended' });
  });
});
