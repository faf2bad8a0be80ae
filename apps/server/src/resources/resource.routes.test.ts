import { MSG } from '@lanehub/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, equipmentTypes, instructions } from '../db/schema';
import { call, createTenant, createTestApp, login, type TestContext, type TestUser } from '../test/test-app';

let ctx: TestContext;
let admin: TestUser;
let token: string;
let viewerToken: string;
const base = '/api/lanehub-core/instructions';

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createTenant(ctx.database.db, {
    name: 'Coastal Shipper',
    permissions: ['adminMgt.instruction', 'adminMgt.equipment-type'],
  });
  const viewer = await createTenant(ctx.database.db, { name: 'Viewer Only', permissions: ['order.view'] });
  token = (await login(ctx.app, admin.email)).accessToken;
  viewerToken = (await login(ctx.app, viewer.email)).accessToken;
  // 23 instructions, created through the API, titles zero-padded so the sort order is known.
  for (let i = 1; i <= 23; i++) {
    const res = await call(ctx.app, token, {
      method: 'POST',
      url: base,
      payload: {
        title: `Instruction ${String(i).padStart(2, '0')}`,
        body: i === 7 ? 'Check the reefer set point' : 'Body',
      },
    });
    expect(res.statusCode).toBe(201);
  }
});
afterAll(async () => ctx?.close());

// The change log of one record, oldest first.
const eventsOf = async (id: string) =>
  (
    await ctx.database.db
      .select()
      .from(domainEvents)
      .where(eq(domainEvents.aggregateId, id))
      .orderBy(domainEvents.sequence)
  ).map((event) => ({
    aggregateType: event.aggregateType,
    type: event.type,
    actor: event.actorUserId,
    before: event.before,
    after: event.after,
  }));

describe('generated resource routes', () => {
  it('pages in the database with total, skip and limit', async () => {
    const res = await call(ctx.app, token, { method: 'GET', url: `${base}?skip=10&limit=10&sort=title&order=asc` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toEqual({ total: 23, totalExact: true, skip: 10, limit: 10 });
    expect(body.data.map((r: { title: string }) => r.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Instruction ${String(i + 11).padStart(2, '0')}`),
    );
    const last = await call(ctx.app, token, { method: 'GET', url: `${base}?skip=20&limit=10&sort=title&order=desc` });
    expect(last.json().data.map((r: { title: string }) => r.title)).toEqual([
      'Instruction 03',
      'Instruction 02',
      'Instruction 01',
    ]);
  });

  it('gives the same total on a full page, a page past the end and a searched page (issue 12: one statement)', async () => {
    const first = await call(ctx.app, token, { method: 'GET', url: `${base}?limit=5` });
    expect(first.json().meta).toEqual({ total: 23, totalExact: true, skip: 0, limit: 5 });
    expect(first.json().data).toHaveLength(5);
    expect(Object.keys(first.json().data[0]).sort()).toEqual(['body', 'createdAt', 'id', 'title', 'updatedAt']);
    const past = await call(ctx.app, token, { method: 'GET', url: `${base}?skip=40&limit=10` });
    expect(past.json()).toMatchObject({ data: [], meta: { total: 23, totalExact: true, skip: 40 } });
    const searched = await call(ctx.app, token, {
      method: 'GET',
      url: `${base}?search=instruction&limit=4&sort=title&order=desc`,
    });
    expect(searched.json().meta.total).toBe(23);
    expect(searched.json().data.map((r: { title: string }) => r.title)).toEqual([
      'Instruction 23',
      'Instruction 22',
      'Instruction 21',
      'Instruction 20',
    ]);
  });

  it('runs the same prepared list for every company, each seeing only its own rows', async () => {
    const rival = await createTenant(ctx.database.db, {
      name: 'Prepared Rival',
      permissions: ['adminMgt.instruction'],
    });
    const rivalToken = (await login(ctx.app, rival.email)).accessToken;
    const created = await call(ctx.app, rivalToken, {
      method: 'POST',
      url: base,
      payload: { title: 'Rival only', body: 'Body' },
    });
    expect(created.statusCode).toBe(201);
    for (const url of [`${base}?limit=1`, `${base}?limit=1&search=o`]) {
      const mine = await call(ctx.app, token, { method: 'GET', url });
      const theirs = await call(ctx.app, rivalToken, { method: 'GET', url });
      expect(mine.json().meta.total).toBe(23);
      expect(theirs.json().meta).toMatchObject({ total: 1, totalExact: true });
      expect(theirs.json().data.map((r: { title: string }) => r.title)).toEqual(['Rival only']);
    }
    await call(ctx.app, rivalToken, { method: 'DELETE', url: `${base}/${created.json().data.id}` });
  });

  it('searches in SQL across the searchable fields, treating % and _ literally', async () => {
    const res = await call(ctx.app, token, { method: 'GET', url: `${base}?search=reefer` });
    expect(res.json().meta.total).toBe(1);
    expect(res.json().data[0].title).toBe('Instruction 07');
    const literal = await call(ctx.app, token, { method: 'GET', url: `${base}?search=%25` });
    expect(literal.json().meta.total).toBe(0);
  });

  it('refuses to sort by a field that is not sortable', async () => {
    const res = await call(ctx.app, token, { method: 'GET', url: `${base}?sort=companyId` });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.sort).toMatch(/Sort by one of/);
  });

  it('creates, reads, replaces and deletes with the success messages', async () => {
    const created = await call(ctx.app, token, {
      method: 'POST',
      url: base,
      payload: { title: '  Gate hours  ', body: 'Terminal gates close at 17:00.' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().meta.message).toBe('Instruction has been created');
    const id = created.json().data.id as string;
    expect(created.json().data.title).toBe('Gate hours');

    const fetched = await call(ctx.app, token, { method: 'GET', url: `${base}/${id}` });
    expect(fetched.json().data.body).toBe('Terminal gates close at 17:00.');

    const updated = await call(ctx.app, token, {
      method: 'PUT',
      url: `${base}/${id}`,
      payload: { title: 'Gate hours', body: 'Terminal gates close at 18:00.' },
    });
    expect(updated.json().meta.message).toBe('Instruction has been updated');
    const [row] = await ctx.database.db.select().from(instructions).where(eq(instructions.id, id));
    expect(row?.body).toBe('Terminal gates close at 18:00.');

    const removed = await call(ctx.app, token, { method: 'DELETE', url: `${base}/${id}` });
    expect(removed.json()).toEqual({
      data: { id },
      meta: {
        message: 'Instruction has been deleted',
        messageCode: 'messages.deleted',
        params: { label: 'Instruction' },
      },
    });
    expect((await call(ctx.app, token, { method: 'GET', url: `${base}/${id}` })).statusCode).toBe(404);
    expect((await call(ctx.app, token, { method: 'DELETE', url: `${base}/${id}` })).statusCode).toBe(404);

    // Each write logged its change, by its user, with the fields that changed.
    const events = await eventsOf(id);
    expect(events.map((event) => event.type)).toEqual([
      'instructions.created',
      'instructions.updated',
      'instructions.deleted',
    ]);
    expect(events.every((event) => event.aggregateType === 'record' && event.actor === admin.id)).toBe(true);
    expect(events[0]?.after).toMatchObject({ title: 'Gate hours', body: 'Terminal gates close at 17:00.' });
    expect(events[1]?.before).toEqual({ body: 'Terminal gates close at 17:00.', updatedAt: expect.any(String) });
    expect(events[1]?.after).toEqual({ body: 'Terminal gates close at 18:00.', updatedAt: expect.any(String) });
    expect(events[2]?.before).toMatchObject({ title: 'Gate hours', body: 'Terminal gates close at 18:00.' });
  });

  it('puts validation errors on the fields in the spec words', async () => {
    const res = await call(ctx.app, token, {
      method: 'POST',
      url: base,
      payload: { title: '', body: 'x'.repeat(5001) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ title: MSG.required, body: MSG.maxLength(5000) });
  });

  it('ignores a companyId in the body: the company comes from the session', async () => {
    const other = await createTenant(ctx.database.db, { name: 'Someone Else' });
    const res = await call(ctx.app, token, {
      method: 'POST',
      url: '/api/lanehub-core/equipment-types',
      payload: { code: '22G1', alias: "20' Dry", category: 'container', companyId: other.companyId },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.database.db.select().from(equipmentTypes).where(eq(equipmentTypes.id, res.json().data.id));
    expect(row?.companyId).toBe(admin.companyId);
  });

  it('answers 409 for a duplicate equipment code in the same company', async () => {
    const payload = { code: 'TR-53', alias: "53' Dry Van", category: 'trailer', lengthFt: 53 };
    expect(
      (await call(ctx.app, token, { method: 'POST', url: '/api/lanehub-core/equipment-types', payload })).statusCode,
    ).toBe(201);
    const again = await call(ctx.app, token, { method: 'POST', url: '/api/lanehub-core/equipment-types', payload });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MSG.conflict);
  });

  it('refuses users without the permission (403) and callers without a token (401)', async () => {
    const res = await call(ctx.app, viewerToken, { method: 'GET', url: base });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MSG.forbidden);
    expect((await call(ctx.app, null, { method: 'GET', url: base })).statusCode).toBe(401);
  });

  it('answers 404 in JSON for unknown API paths and 400 for malformed ids', async () => {
    const unknown = await call(ctx.app, token, { method: 'GET', url: '/api/no-such-thing' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
    expect((await call(ctx.app, token, { method: 'GET', url: `${base}/not-a-uuid` })).statusCode).toBe(400);
  });

  it('answers 413 for bodies over the limit', async () => {
    const res = await call(ctx.app, token, {
      method: 'POST',
      url: base,
      payload: { title: 'big', body: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('bulk delete', () => {
  const create = async (title: string, as = token) => {
    const res = await call(ctx.app, as, { method: 'POST', url: base, payload: { title, body: 'Bulk' } });
    expect(res.statusCode).toBe(201);
    return res.json().data.id as string;
  };
  const remaining = async (ids: string[]) =>
    (await ctx.database.db.select({ id: instructions.id }).from(instructions).where(inArray(instructions.id, ids)))
      .map((row) => row.id)
      .sort();

  it('deletes the given rows and only those', async () => {
    const ids = [await create('Bulk A'), await create('Bulk B'), await create('Bulk C')];
    const res = await call(ctx.app, token, {
      method: 'POST',
      url: `${base}/bulk-delete`,
      payload: { ids: [ids[0], ids[1]] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { deleted: 2 },
      meta: {
        message: 'Instructions have been deleted',
        messageCode: 'messages.recordsDeleted',
        params: { labelPlural: 'Instructions' },
      },
    });
    expect(await remaining(ids)).toEqual([ids[2]]);
    expect((await eventsOf(ids[0] as string)).map((event) => event.type)).toEqual([
      'instructions.created',
      'instructions.deleted',
    ]);
    expect((await eventsOf(ids[2] as string)).map((event) => event.type)).toEqual(['instructions.created']);
  });

  it("deletes none when one id is another company's or unknown (404)", async () => {
    const other = await createTenant(ctx.database.db, { name: 'Rival Lines', permissions: ['adminMgt.instruction'] });
    const otherToken = (await login(ctx.app, other.email)).accessToken;
    const foreign = await create('Rival instruction', otherToken);
    const own = [await create('Keep A'), await create('Keep B')];

    const withForeign = await call(ctx.app, token, {
      method: 'POST',
      url: `${base}/bulk-delete`,
      payload: { ids: [own[0], foreign, own[1]] },
    });
    expect(withForeign.statusCode).toBe(404);
    expect(withForeign.json().message).toBe(MSG.notFound);

    const withUnknown = await call(ctx.app, token, {
      method: 'POST',
      url: `${base}/bulk-delete`,
      payload: { ids: [...own, '00000000-0000-4000-8000-00000000beef'] },
    });
    expect(withUnknown.statusCode).toBe(404);
    expect(await remaining([...own, foreign])).toEqual([...own, foreign].sort());
    // Nothing deleted, nothing logged.
    expect((await eventsOf(own[0] as string)).map((event) => event.type)).toEqual(['instructions.created']);
  });

  it('refuses an empty list, more than 100 ids, malformed ids and users without the permission', async () => {
    const id = await create('Guarded');
    const bulk = (payload: object, as = token) =>
      call(ctx.app, as, { method: 'POST', url: `${base}/bulk-delete`, payload });
    expect((await bulk({ ids: [] })).statusCode).toBe(400);
    expect((await bulk({ ids: Array.from({ length: 101 }, () => id) })).statusCode).toBe(400);
    expect((await bulk({ ids: [id, 'not-a-uuid'] })).statusCode).toBe(400);
    expect((await bulk({ ids: [id] }, viewerToken)).statusCode).toBe(403);
    expect(await remaining([id])).toEqual([id]);
  });
});
