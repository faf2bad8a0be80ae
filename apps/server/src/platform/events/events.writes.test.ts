import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, domainEvents, oneTimeTokens, storedFiles, users } from '../../db/schema';
import { SAMPLE_PNG, uploadForm } from '../../features/documents/documents.examples';
import {
  addUser,
  call,
  createTenant,
  createTestApp,
  login,
  type TestContext,
  type TestUser,
} from '../../test/test-app';

// The writes that joined the change log last: the company logo, avatars, invitations and
// subscriptions. Each leaves one row in domain_events in the company's own log, with what a user
// sees (a file name, an address, a plan) and never a storage key, a token or another company's id;
// a refused write leaves none.

const CORE = '/api/lanehub-core';
const PASSWORD = 'a long enough password 1';

let ctx: TestContext;
let alpha: TestUser;
let bravo: TestUser;
let alphaToken: string;
let rootToken: string;

const eventsOf = (companyId: string) =>
  ctx.database.db
    .select()
    .from(domainEvents)
    .where(eq(domainEvents.companyId, companyId))
    .orderBy(asc(domainEvents.occurredAt), asc(domainEvents.sequence));

/** Runs a write and returns the events it left in the company's log. */
const eventsAfter = async (companyId: string, write: () => Promise<unknown>) => {
  const seen = new Set((await eventsOf(companyId)).map((e) => e.id));
  await write();
  return (await eventsOf(companyId)).filter((e) => !seen.has(e.id));
};

const png = { name: 'face.png', type: 'image/png', data: SAMPLE_PNG };

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  alpha = await createTenant(db, { name: 'Alpha Logs', permissions: ['company.*', 'setting.*'], role: 'admin' });
  bravo = await createTenant(db, { name: 'Bravo Logs', permissions: ['company.*', 'setting.*'], role: 'admin' });
  await createTenant(db, { name: 'Root Logs', isSystemAdmin: true });
  alphaToken = (await login(ctx.app, alpha.email)).accessToken;
  rootToken = (await login(ctx.app, 'root.logs@example.test')).accessToken;
});
afterAll(async () => ctx?.close());

describe('company logo', () => {
  const putLogo = (file: { name: string; type: string; data: Buffer }) =>
    call(ctx.app, alphaToken, { method: 'PUT', url: `${CORE}/company/logo`, payload: uploadForm({}, file) });

  it('records company.logo-updated with the file names, never the storage key', async () => {
    const a = alpha.companyId as string;
    const first = await eventsAfter(a, async () => {
      expect((await putLogo({ ...png, name: 'logo-1.png' })).statusCode).toBe(200);
    });
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({
      aggregateType: 'company',
      aggregateId: a,
      type: 'company.logo-updated',
      actorUserId: alpha.id,
      before: { logo: null, logoType: null, logoSize: null },
      after: { logo: 'logo-1.png', logoType: 'image/png', logoSize: SAMPLE_PNG.length },
    });
    const replaced = await eventsAfter(a, async () => {
      expect((await putLogo({ ...png, name: 'logo-2.png' })).statusCode).toBe(200);
    });
    expect(replaced).toHaveLength(1);
    expect(replaced[0]).toMatchObject({ before: { logo: 'logo-1.png' }, after: { logo: 'logo-2.png' } });
    const keys = (await ctx.database.db.select().from(storedFiles).where(eq(storedFiles.companyId, a))).map(
      (row) => row.storageKey,
    );
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(JSON.stringify([...first, ...replaced])).not.toContain(key);
    }
  });

  it('records nothing when the logo is refused', async () => {
    const refused = await eventsAfter(alpha.companyId as string, async () => {
      const res = await putLogo({ name: 'logo.gif', type: 'image/gif', data: Buffer.from('GIF89a;', 'latin1') });
      expect(res.statusCode).toBe(400);
    });
    expect(refused).toEqual([]);
  });
});

describe('company logo removal', () => {
  it('removes the logo (record, address and bytes) and records company.logo-removed; no logo: nothing logged', async () => {
    const a = alpha.companyId as string;
    const [company] = await ctx.database.db.select().from(companies).where(eq(companies.id, a));
    expect(company?.logoFileId).not.toBeNull();
    const removed = await eventsAfter(a, async () => {
      const res = await call(ctx.app, alphaToken, { method: 'DELETE', url: `${CORE}/company/logo` });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().meta.message).toBe('The company logo has been removed');
    });
    expect(removed).toHaveLength(1);
    expect(removed[0]).toMatchObject({
      type: 'company.logo-removed',
      before: { logo: 'logo-2.png' },
      after: { logo: null },
    });
    // A company without a logo answers 204, no content (issue 13 §11: no 404 and console error per company).
    expect((await call(ctx.app, alphaToken, { method: 'GET', url: `${CORE}/companies/${a}/logo` })).statusCode).toBe(
      204,
    );
    expect(
      await ctx.database.db
        .select()
        .from(storedFiles)
        .where(eq(storedFiles.id, company?.logoFileId as string)),
    ).toEqual([]);
    const again = await eventsAfter(a, async () => {
      expect((await call(ctx.app, alphaToken, { method: 'DELETE', url: `${CORE}/company/logo` })).statusCode).toBe(200);
    });
    expect(again).toEqual([]);
  });
});

describe('avatar', () => {
  it('records user.avatar-updated and user.avatar-removed, never the storage key; removing nothing logs nothing', async () => {
    const a = alpha.companyId as string;
    const uploaded = await eventsAfter(a, async () => {
      const res = await call(ctx.app, alphaToken, {
        method: 'PUT',
        url: `${CORE}/profile/avatar`,
        payload: uploadForm({}, png),
      });
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(uploaded).toHaveLength(1);
    expect(uploaded[0]).toMatchObject({
      aggregateType: 'user',
      aggregateId: alpha.id,
      type: 'user.avatar-updated',
      actorUserId: alpha.id,
      before: { avatar: false },
      after: { avatar: true, avatarFile: 'face.png' },
    });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, alpha.id));
    expect(JSON.stringify(uploaded)).not.toContain(row?.avatar as string);

    const removed = await eventsAfter(a, async () => {
      expect((await call(ctx.app, alphaToken, { method: 'DELETE', url: `${CORE}/profile/avatar` })).statusCode).toBe(
        200,
      );
    });
    expect(removed).toHaveLength(1);
    expect(removed[0]).toMatchObject({
      type: 'user.avatar-removed',
      before: { avatar: true },
      after: { avatar: false },
    });
    const again = await eventsAfter(a, async () => {
      await call(ctx.app, alphaToken, { method: 'DELETE', url: `${CORE}/profile/avatar` });
    });
    expect(again).toEqual([]);
  });
});

describe('invitations', () => {
  it('records invitation.sent (address and name, never the secret) and invitation.accepted by the new user', async () => {
    const a = alpha.companyId as string;
    const sent = await eventsAfter(a, async () => {
      const res = await call(ctx.app, alphaToken, {
        method: 'POST',
        url: `${CORE}/users/invite`,
        payload: { email: 'Casey@Example.test', contactName: 'Casey Lee' },
      });
      expect(res.statusCode, res.body).toBe(201);
    });
    const [token] = await ctx.database.db
      .select()
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.purpose, 'invitation'), eq(oneTimeTokens.email, 'casey@example.test')));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      aggregateType: 'invitation',
      aggregateId: token?.id,
      type: 'invitation.sent',
      actorUserId: alpha.id,
      before: null,
      after: { email: 'casey@example.test', contactName: 'Casey Lee' },
    });
    expect(JSON.stringify(sent)).not.toContain(token?.tokenHash as string);

    // The secret is in the e-mail only: read it from the development mailbox as an administrator would.
    const mailbox = await call(ctx.app, rootToken, {
      method: 'GET',
      url: `/api/dev/mailbox?to=${encodeURIComponent('casey@example.test')}`,
    });
    const secret = /\/signup\/([A-Za-z0-9_-]+)/.exec(mailbox.json().data[0].text)?.[1] as string;
    expect(JSON.stringify(sent)).not.toContain(secret);

    const accepted = await eventsAfter(a, async () => {
      const res = await call(ctx.app, null, {
        method: 'POST',
        url: `${CORE}/invitations/${secret}/signup`,
        payload: { firstName: 'Casey', lastName: 'Lee', password: PASSWORD, confirmPassword: PASSWORD },
      });
      expect(res.statusCode, res.body).toBe(201);
    });
    const [casey] = await ctx.database.db.select().from(users).where(eq(users.email, 'casey@example.test'));
    expect(accepted).toHaveLength(1);
    expect(accepted[0]).toMatchObject({
      aggregateType: 'invitation',
      aggregateId: token?.id,
      type: 'invitation.accepted',
      actorUserId: casey?.id,
      after: { accepted: true, email: 'casey@example.test', firstName: 'Casey', lastName: 'Lee' },
    });

    // A spent link accepts nobody and logs nothing.
    const reused = await eventsAfter(a, async () => {
      const res = await call(ctx.app, null, {
        method: 'POST',
        url: `${CORE}/invitations/${secret}/signup`,
        payload: { firstName: 'Casey', lastName: 'Lee', password: PASSWORD, confirmPassword: PASSWORD },
      });
      expect(res.statusCode).toBe(400);
    });
    expect(reused).toEqual([]);
  });

  it('logs an invitation to a registered address like any other (the log does not reveal who is registered)', async () => {
    await addUser(ctx.database.db, { companyId: bravo.companyId, email: 'taken@example.test' });
    const sent = await eventsAfter(alpha.companyId as string, async () => {
      const res = await call(ctx.app, alphaToken, {
        method: 'POST',
        url: `${CORE}/users/invite`,
        payload: { email: 'taken@example.test' },
      });
      expect(res.statusCode).toBe(201);
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ type: 'invitation.sent', after: { email: 'taken@example.test' } });
    // Never the other company's id.
    expect(JSON.stringify(sent)).not.toContain(bravo.companyId as string);
  });
});

describe('subscriptions', () => {
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    call(ctx.app, rootToken, { method, url, ...(payload ? { payload } : {}) });
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

  it("records created, updated, ended and deleted in the subscribing company's log, by the administrator", async () => {
    const b = bravo.companyId as string;
    let running = '';
    const created = await eventsAfter(b, async () => {
      const res = await send('POST', '/api/admin/subscriptions', {
        companyId: b,
        plan: 'Basic',
        startDate: day(-10),
        endDate: day(100),
        notes: 'Trial',
      });
      expect(res.statusCode, res.body).toBe(201);
      running = res.json().data.id;
    });
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      aggregateType: 'subscription',
      aggregateId: running,
      type: 'subscription.created',
      before: null,
      after: { plan: 'Basic', startDate: day(-10), endDate: day(100), notes: 'Trial' },
    });
    expect(created[0]?.actorUserId).not.toBeNull();

    const updated = await eventsAfter(b, async () => {
      const res = await send('PUT', `/api/admin/subscriptions/${running}`, {
        plan: 'Professional',
        startDate: day(-10),
        endDate: day(100),
        notes: 'Trial',
      });
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(updated).toHaveLength(1);
    expect(updated[0]).toMatchObject({ type: 'subscription.updated', before: { plan: 'Basic' } });
    expect(updated[0]?.after).toMatchObject({ plan: 'Professional' });
    expect(Object.keys(updated[0]?.after ?? {})).toEqual(expect.arrayContaining(['plan', 'appServices']));

    const ended = await eventsAfter(b, async () => {
      expect((await send('POST', `/api/admin/subscriptions/${running}/end`, {})).statusCode).toBe(200);
    });
    expect(ended).toHaveLength(1);
    expect(ended[0]).toMatchObject({ type: 'subscription.ended', before: { endDate: day(100) } });

    // Refused: a period that overlaps, and deleting a started one. Nothing is logged.
    const refused = await eventsAfter(b, async () => {
      const overlap = await send('POST', '/api/admin/subscriptions', {
        companyId: b,
        plan: 'Basic',
        startDate: day(-5),
        endDate: day(5),
      });
      expect(overlap.statusCode).toBe(400);
      expect((await send('DELETE', `/api/admin/subscriptions/${running}`)).statusCode).toBe(409);
    });
    expect(refused).toEqual([]);

    let upcoming = '';
    await eventsAfter(b, async () => {
      const res = await send('POST', '/api/admin/subscriptions', {
        companyId: b,
        plan: 'Enterprise',
        startDate: day(200),
        endDate: null,
      });
      expect(res.statusCode, res.body).toBe(201);
      upcoming = res.json().data.id;
    });
    const deleted = await eventsAfter(b, async () => {
      expect((await send('DELETE', `/api/admin/subscriptions/${upcoming}`)).statusCode).toBe(200);
    });
    expect(deleted).toHaveLength(1);
    expect(deleted[0]).toMatchObject({
      type: 'subscription.deleted',
      aggregateId: upcoming,
      before: { plan: 'Enterprise' },
      after: null,
    });
    // The administrator's own company's log holds none of it.
    expect((await eventsOf(alpha.companyId as string)).filter((e) => e.aggregateType === 'subscription')).toEqual([]);
  });
});

describe("the change log's filters by name", () => {
  const get = (token: string, url: string) => call(ctx.app, token, { method: 'GET', url });

  it('finds the users who made changes and the records by name, in the caller’s log only', async () => {
    const [casey] = await ctx.database.db.select().from(users).where(eq(users.email, 'casey@example.test'));
    const actors = await get(alphaToken, `${CORE}/events/actors?search=case`);
    expect(actors.statusCode, actors.body).toBe(200);
    expect(actors.json().data).toEqual([{ id: casey?.id, name: 'Casey Lee', email: 'casey@example.test' }]);

    const records = await get(alphaToken, `${CORE}/events/records?aggregateType=invitation&search=casey`);
    expect(records.statusCode, records.body).toBe(200);
    expect(records.json().data).toEqual([
      { aggregateType: 'invitation', aggregateId: expect.any(String), name: 'casey@example.test' },
    ]);
    // The id the picker gives is the filter: the invitation's events, sent then accepted.
    const byRecord = await get(alphaToken, `${CORE}/events?aggregateId=${records.json().data[0].aggregateId}`);
    expect(byRecord.json().data.map((e: { type: string }) => e.type)).toEqual([
      'invitation.accepted',
      'invitation.sent',
    ]);

    // Pages of the list kit: one at a time, with the next page's cursor.
    const first = await get(alphaToken, `${CORE}/events/records?limit=1`);
    expect(first.json().data).toHaveLength(1);
    const second = await get(alphaToken, `${CORE}/events/records?limit=1&cursor=${first.json().meta.nextCursor}`);
    expect(second.json().data).toHaveLength(1);
    expect(second.json().data[0].aggregateId).not.toBe(first.json().data[0].aggregateId);

    const bravoToken = (await login(ctx.app, bravo.email)).accessToken;
    expect((await get(bravoToken, `${CORE}/events/records?search=casey`)).json().data).toEqual([]);
    expect((await get(bravoToken, `${CORE}/events/actors?search=case`)).json().data).toEqual([]);
  });

  it('accepts only an actor of the log and an existing company (400 on the field)', async () => {
    const bravoToken = (await login(ctx.app, bravo.email)).accessToken;
    const stranger = await get(alphaToken, `${CORE}/events?actor=${bravo.id}`);
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().fieldErrors).toEqual({ actor: 'This user made no change in the log' });
    expect((await get(bravoToken, `${CORE}/events/export?actor=${alpha.id}`)).statusCode).toBe(400);
    expect((await get(alphaToken, `${CORE}/events?actor=${alpha.id}`)).statusCode).toBe(200);

    const noCompany = await get(rootToken, '/api/admin/events?companyId=00000000-0000-4000-8000-000000000000');
    expect(noCompany.statusCode).toBe(400);
    expect(noCompany.json().fieldErrors).toEqual({ companyId: 'This company does not exist' });
    const adminRecords = await get(rootToken, `/api/admin/events/records?companyId=${alpha.companyId}&search=casey`);
    expect(adminRecords.json().data).toHaveLength(1);
    expect((await get(alphaToken, '/api/admin/events/actors')).statusCode).toBe(403);
  });
});

describe('a company that joins', () => {
  it('starts with the standard equipment types, logged once in its change log', async () => {
    const res = await call(ctx.app, rootToken, {
      method: 'POST',
      url: '/api/admin/companies',
      payload: {
        legalName: 'Fjord Joiners AS',
        companyTypes: ['Road Carrier'],
        country: 'NO',
        accountNumber: 'FJ-1',
        mode: 'road',
        firstName: 'Ingrid',
        lastName: 'Solberg',
        email: 'ingrid@fjord-joiners.test',
        password: 'a long enough password',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const companyId = res.json().data.id as string;
    const { accessToken } = await login(ctx.app, 'ingrid@fjord-joiners.test', 'a long enough password');
    const options = await call(ctx.app, accessToken, {
      method: 'GET',
      url: `${CORE}/equipment/form-options?kind=chassis`,
    });
    expect(options.statusCode, options.body).toBe(200);
    expect(options.json().data.equipmentTypes.map((t: { code: string }) => t.code)).toEqual(['CH-40']);
    const events = (await eventsOf(companyId)).filter((e) => e.type === 'company.equipment-types-added');
    expect(events).toHaveLength(1);
    expect(events[0]?.after).toMatchObject({ equipmentTypes: expect.arrayContaining(['45G1', 'CH-40']) });
  });
});
