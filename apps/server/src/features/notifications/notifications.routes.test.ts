import { MSG } from '@lanehub/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import {
  addUser,
  call,
  createTenant,
  createTestApp,
  login,
  type TestContext,
  type TestUser,
} from '../../test/test-app';

let ctx: TestContext;
let owner: TestUser;
let ownerToken: string;
let colleagueId: string;
let colleagueToken: string;
let outsiderId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createTenant(ctx.database.db, { name: 'Bell Shipper' });
  const colleague = await addUser(ctx.database.db, { companyId: owner.companyId, email: 'colleague@example.test' });
  colleagueId = colleague.id;
  outsiderId = (await createTenant(ctx.database.db, { name: 'Elsewhere Ltd' })).id;
  ownerToken = (await login(ctx.app, owner.email)).accessToken;
  colleagueToken = (await login(ctx.app, colleague.email)).accessToken;
});
afterAll(async () => ctx?.close());

const list = (token: string, query = '') => call(ctx.app, token, { method: 'GET', url: `/api/notifications${query}` });

describe('notifications', () => {
  it('starts empty, with an unread count of zero', async () => {
    const res = await list(ownerToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [], meta: { total: 0, totalExact: true, skip: 0, limit: 10, unread: 0 } });
  });

  it('lets a user notify a colleague, who alone sees it, newest first with the unread count', async () => {
    for (const msg of ['Booking BKG-1 confirmed', 'Container MSCU1234565 gated out']) {
      const res = await call(ctx.app, ownerToken, {
        method: 'POST',
        url: '/api/notifications',
        payload: { userId: colleagueId, msg, link: '/dashboard' },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().meta.message).toBe('Notification has been sent');
    }
    const theirs = await list(colleagueToken);
    expect(theirs.json().data.map((n: { msg: string }) => n.msg)).toEqual([
      'Container MSCU1234565 gated out',
      'Booking BKG-1 confirmed',
    ]);
    expect(theirs.json().meta.unread).toBe(2);
    expect((await list(ownerToken)).json().meta.total).toBe(0);
  });

  it('refuses a recipient of another company, and links that leave the app', async () => {
    const outside = await call(ctx.app, ownerToken, {
      method: 'POST',
      url: '/api/notifications',
      payload: { userId: outsiderId, msg: 'hello' },
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().fieldErrors).toEqual({ userId: MSG.userNotFound });
    const offsite = await call(ctx.app, ownerToken, {
      method: 'POST',
      url: '/api/notifications',
      payload: { msg: 'phish', link: '//evil.example/login' },
    });
    expect(offsite.statusCode).toBe(400);
    expect(offsite.json().fieldErrors.link).toBeDefined();
    // Browsers read '/\\host' as another site too.
    const backslash = await call(ctx.app, ownerToken, {
      method: 'POST',
      url: '/api/notifications',
      payload: { msg: 'phish', link: '/\\evil.example/login' },
    });
    expect(backslash.statusCode).toBe(400);
  });

  it('marks one read, then all; only the recipient can', async () => {
    const [first] = (await list(colleagueToken)).json().data;
    expect(
      (await call(ctx.app, ownerToken, { method: 'PUT', url: `/api/notifications/${first.id}/read`, payload: {} }))
        .statusCode,
    ).toBe(404);
    const one = await call(ctx.app, colleagueToken, {
      method: 'PUT',
      url: `/api/notifications/${first.id}/read`,
      payload: {},
    });
    expect(one.statusCode).toBe(200);
    expect((await list(colleagueToken)).json().meta.unread).toBe(1);
    const [row] = await ctx.database.db.select().from(notifications).where(eq(notifications.id, first.id));
    expect(row?.readAt).not.toBeNull();
    const all = await call(ctx.app, colleagueToken, { method: 'PUT', url: '/api/notifications/read-all', payload: {} });
    expect(all.json().data.updated).toBe(1);
    expect((await list(colleagueToken, '?unread=true')).json().data).toEqual([]);
  });
});
