import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, call, createTenant, createTestApp, login, type TestContext } from '../../test/test-app';

const URL = '/api/lanehub-core/employees';

let ctx: TestContext;
let alphaToken: string;
let alphaCompanyId: string | null;
let outsiderToken: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const alpha = await createTenant(db, { name: 'Alpha Staff', permissions: ['company.view'] });
  await createTenant(db, { name: 'Bravo Staff', permissions: ['company.view'] });
  const outsider = await createTenant(db, { name: 'Orders Only', permissions: ['order.view'] });
  await addUser(db, { companyId: alpha.companyId, email: 'dispatcher@alpha.test', role: 'user' });
  alphaCompanyId = alpha.companyId;
  alphaToken = (await login(ctx.app, alpha.email)).accessToken;
  outsiderToken = (await login(ctx.app, outsider.email)).accessToken;
});
afterAll(async () => ctx?.close());

describe('employee search', () => {
  it("lists the company's users only, without secrets", async () => {
    const res = await call(ctx.app, alphaToken, { method: 'GET', url: URL });
    expect(res.statusCode).toBe(200);
    const emails = res
      .json()
      .data.map((e: { email: string }) => e.email)
      .sort();
    expect(emails).toEqual(['alpha.staff@example.test', 'dispatcher@alpha.test']);
    expect(res.json().data[0]).toEqual(expect.objectContaining({ firstName: 'Test', lastName: 'User', enabled: true }));
    expect(res.body).not.toContain('password');
    expect(res.body).not.toContain('bravo');
  });

  it('searches by e-mail and by name', async () => {
    const byEmail = await call(ctx.app, alphaToken, { method: 'GET', url: `${URL}?search=dispatch` });
    expect(byEmail.json().data.map((e: { email: string }) => e.email)).toEqual(['dispatcher@alpha.test']);
    const byName = await call(ctx.app, alphaToken, { method: 'GET', url: `${URL}?search=test%20user` });
    expect(byName.json().meta.total).toBe(2);
  });

  it('pages by cursor in the same order as by offset, without repeats or gaps', async () => {
    for (const name of ['carrier', 'billing', 'yard']) {
      await addUser(ctx.database.db, { companyId: alphaCompanyId, email: `${name}@alpha.test`, role: 'user' });
    }
    const emails = (res: { json: () => { data: Array<{ email: string }> } }) => res.json().data.map((e) => e.email);
    const all = await call(ctx.app, alphaToken, { method: 'GET', url: `${URL}?sort=email&order=desc&limit=100` });
    expect(all.json().meta.nextCursor).toBeUndefined();
    const walked: string[] = [];
    let cursor = '';
    for (let page = 0; page < 5; page += 1) {
      const res = await call(ctx.app, alphaToken, {
        method: 'GET',
        url: `${URL}?sort=email&order=desc&limit=2&cursor=${cursor}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().meta.total).toBe(5);
      walked.push(...emails(res));
      cursor = res.json().meta.nextCursor ?? '';
      if (!cursor) {
        break;
      }
    }
    expect(walked).toEqual(emails(all));
    expect(walked).toEqual([
      'yard@alpha.test',
      'dispatcher@alpha.test',
      'carrier@alpha.test',
      'billing@alpha.test',
      'alpha.staff@example.test',
    ]);
    const bad = await call(ctx.app, alphaToken, { method: 'GET', url: `${URL}?cursor=bm90LWEtY3Vyc29y` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toHaveProperty('cursor');
  });

  it('needs company.view', async () => {
    expect((await call(ctx.app, outsiderToken, { method: 'GET', url: URL })).statusCode).toBe(403);
  });
});
