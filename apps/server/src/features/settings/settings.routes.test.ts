import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import {
  addUser,
  call,
  createTenant,
  createTestApp,
  login,
  type TestContext,
  type TestUser,
} from '../../test/test-app';
import { SAMPLE_AVATAR_PNG } from './settings.examples';

const CORE = '/api/lanehub-core';

const form = (file: { name: string; type: string; data: Uint8Array }) => {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  return body;
};

let ctx: TestContext;
let filesDir: string;
let alpha: TestUser;
let bravo: TestUser;
let alphaToken: string;
let bravoToken: string;
let colleagueId: string;
let plainToken: string;

beforeAll(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'lanehub-settings-'));
  ctx = await createTestApp({ filesDir });
  const db = ctx.database.db;
  alpha = await createTenant(db, { name: 'Alpha Settings', role: 'admin' });
  bravo = await createTenant(db, { name: 'Bravo Settings', role: 'admin' });
  const colleague = await addUser(db, {
    companyId: alpha.companyId,
    email: 'colleague@alpha.test',
    role: 'user',
  });
  colleagueId = colleague.id;
  await addUser(db, { companyId: alpha.companyId, email: 'plain@alpha.test', role: 'user' });
  alphaToken = (await login(ctx.app, alpha.email)).accessToken;
  bravoToken = (await login(ctx.app, bravo.email)).accessToken;
  plainToken = (await login(ctx.app, 'plain@alpha.test')).accessToken;
});
afterAll(async () => {
  await ctx?.close();
  await rm(filesDir, { recursive: true, force: true });
});

describe('profile', () => {
  it("updates the user's name, phone and title with the spec's message", async () => {
    const res = await call(ctx.app, plainToken, {
      method: 'PUT',
      url: `${CORE}/profile`,
      payload: { firstName: 'Pat', lastName: 'Lee', phone: '+1 514 555 0100', title: 'Planner' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.message).toBe('Your user profile has been updated');
    expect(res.json().data).toMatchObject({
      firstName: 'Pat',
      lastName: 'Lee',
      phone: '+1 514 555 0100',
      title: 'Planner',
    });
    const profile = await call(ctx.app, plainToken, { method: 'GET', url: `${CORE}/profile` });
    expect(profile.json().data.firstName).toBe('Pat');
  });

  it('never changes role, system administrator flag, company or e-mail through the profile call', async () => {
    const res = await call(ctx.app, plainToken, {
      method: 'PUT',
      url: `${CORE}/profile`,
      payload: {
        firstName: 'Pat',
        lastName: 'Lee',
        role: 'admin',
        isSystemAdmin: true,
        companyId: bravo.companyId,
        email: 'takeover@example.test',
        enabled: false,
      },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, 'plain@alpha.test'));
    expect(row).toMatchObject({ role: 'user', isSystemAdmin: false, companyId: alpha.companyId, enabled: true });
  });

  it("shows the spec's required message on an empty first name", async () => {
    const res = await call(ctx.app, plainToken, {
      method: 'PUT',
      url: `${CORE}/profile`,
      payload: { firstName: ' ', lastName: 'Lee' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.firstName).toBe('This field is required');
  });

  it('takes a PNG avatar and serves it back to the user and colleagues only', async () => {
    const res = await call(ctx.app, plainToken, {
      method: 'PUT',
      url: `${CORE}/profile/avatar`,
      payload: form({ name: 'me.png', type: 'image/png', data: SAMPLE_AVATAR_PNG }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().data.avatarUrl as string;
    expect(url).toMatch(/^\/api\/lanehub-core\/users\/[0-9a-f-]{36}\/avatar$/);
    const mine = await call(ctx.app, plainToken, { method: 'GET', url });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(Buffer.from(mine.rawPayload).equals(SAMPLE_AVATAR_PNG)).toBe(true);
    expect((await call(ctx.app, alphaToken, { method: 'GET', url })).statusCode).toBe(200);
    expect((await call(ctx.app, bravoToken, { method: 'GET', url })).statusCode).toBe(404);
  });

  it('gives the avatar in the log-in profile as the address that serves it, never as its storage key', async () => {
    const before = await call(ctx.app, alphaToken, { method: 'GET', url: '/api/user/profile' });
    expect(before.statusCode).toBe(200);
    expect(before.json().data[0].avatar).toBeNull();

    const upload = await call(ctx.app, alphaToken, {
      method: 'PUT',
      url: `${CORE}/profile/avatar`,
      payload: form({ name: 'boss.png', type: 'image/png', data: SAMPLE_AVATAR_PNG }),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, alpha.email));
    const key = row?.avatar as string;
    expect(key).toMatch(new RegExp(`^${alpha.companyId}/`));

    const after = await call(ctx.app, alphaToken, { method: 'GET', url: '/api/user/profile' });
    expect(after.body).not.toContain(key);
    const url = after.json().data[0].avatar as string;
    expect(url).toBe(`/api/lanehub-core/users/${row?.id}/avatar`);
    expect(url).toBe(upload.json().data.avatarUrl);
    const image = await call(ctx.app, alphaToken, { method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(Buffer.from(image.rawPayload).equals(SAMPLE_AVATAR_PNG)).toBe(true);

    const removed = await call(ctx.app, alphaToken, { method: 'DELETE', url: `${CORE}/profile/avatar` });
    expect(removed.statusCode).toBe(200);
    expect(
      (await call(ctx.app, alphaToken, { method: 'GET', url: '/api/user/profile' })).json().data[0].avatar,
    ).toBeNull();
  });

  it('refuses an avatar that is not a JPEG or PNG image (400) and a body that is not multipart (415)', async () => {
    const text = await call(ctx.app, plainToken, {
      method: 'PUT',
      url: `${CORE}/profile/avatar`,
      payload: form({ name: 'notes.txt', type: 'text/plain', data: Buffer.from('hello') }),
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('notes.txt is not supported file types');
    const disguised = await call(ctx.app, plainToken, {
      method: 'PUT',
      url: `${CORE}/profile/avatar`,
      payload: form({ name: 'photo.png', type: 'image/png', data: Buffer.from('GIF89a\x01\x00', 'latin1') }),
    });
    expect(disguised.statusCode).toBe(400);
    const json = await call(ctx.app, plainToken, {
      method: 'PUT',
      url: `${CORE}/profile/avatar`,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });
});

describe("the company's users", () => {
  it("lists and searches the users of the caller's company only", async () => {
    const res = await call(ctx.app, alphaToken, { method: 'GET', url: `${CORE}/users?search=colleague` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((u: { email: string }) => u.email)).toEqual(['colleague@alpha.test']);
    const all = await call(ctx.app, alphaToken, { method: 'GET', url: `${CORE}/users?limit=100` });
    expect(all.json().meta.total).toBe(3);
    expect(all.body).not.toContain(bravo.email);
  });

  it('refuses users who are not company administrators (403)', async () => {
    const res = await call(ctx.app, plainToken, { method: 'GET', url: `${CORE}/users` });
    expect(res.statusCode).toBe(403);
    const edit = await call(ctx.app, plainToken, {
      method: 'PUT',
      url: `${CORE}/users/${colleagueId}`,
      payload: { firstName: 'A', lastName: 'B', role: 'admin', enabled: true },
    });
    expect(edit.statusCode).toBe(403);
  });

  it("answers 404 for another company's user, to read or to edit", async () => {
    expect((await call(ctx.app, bravoToken, { method: 'GET', url: `${CORE}/users/${colleagueId}` })).statusCode).toBe(
      404,
    );
    const edit = await call(ctx.app, bravoToken, {
      method: 'PUT',
      url: `${CORE}/users/${colleagueId}`,
      payload: { firstName: 'X', lastName: 'Y', role: 'admin', enabled: false },
    });
    expect(edit.statusCode).toBe(404);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, colleagueId));
    expect(row?.enabled).toBe(true);
  });

  it('refuses to disable yourself or change your own role, and strips isSystemAdmin', async () => {
    const disable = await call(ctx.app, alphaToken, {
      method: 'PUT',
      url: `${CORE}/users/${alpha.id}`,
      payload: { firstName: 'Test', lastName: 'User', role: 'admin', enabled: false },
    });
    expect(disable.statusCode).toBe(403);
    expect(disable.json().message).toBe('You cannot disable your own user');
    const demote = await call(ctx.app, alphaToken, {
      method: 'PUT',
      url: `${CORE}/users/${alpha.id}`,
      payload: { firstName: 'Test', lastName: 'User', role: 'user', enabled: true },
    });
    expect(demote.statusCode).toBe(403);
    const promote = await call(ctx.app, alphaToken, {
      method: 'PUT',
      url: `${CORE}/users/${alpha.id}`,
      payload: { firstName: 'Test', lastName: 'User', role: 'admin', enabled: true, isSystemAdmin: true },
    });
    expect(promote.statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, alpha.id));
    expect(row?.isSystemAdmin).toBe(false);
  });

  it('edits a colleague, and disabling them ends their sessions at once', async () => {
    const session = await login(ctx.app, 'colleague@alpha.test');
    expect((await call(ctx.app, session.accessToken, { method: 'GET', url: `${CORE}/profile` })).statusCode).toBe(200);
    const res = await call(ctx.app, alphaToken, {
      method: 'PUT',
      url: `${CORE}/users/${colleagueId}`,
      payload: { firstName: 'Col', lastName: 'League', role: 'admin', enabled: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.message).toBe('The user has been disabled');
    expect(res.json().data).toMatchObject({ firstName: 'Col', role: 'admin', enabled: false });
    const live = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, colleagueId));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);
    expect((await call(ctx.app, session.accessToken, { method: 'GET', url: `${CORE}/profile` })).statusCode).toBe(401);
    const enable = await call(ctx.app, alphaToken, {
      method: 'PUT',
      url: `${CORE}/users/${colleagueId}`,
      payload: { firstName: 'Col', lastName: 'League', role: 'user', enabled: true },
    });
    expect(enable.json().meta.message).toBe('The user has been enabled');
  });
});
