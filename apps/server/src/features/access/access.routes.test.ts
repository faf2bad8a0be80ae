import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyPolicies, policies, roles, userPolicies, userRoles } from '../../db/schema';
import {
  addUser,
  call,
  createTenant,
  createTestApp,
  grant,
  login,
  type TestContext,
  type TestUser,
} from '../../test/test-app';

const UAA = '/api/uaa';

let ctx: TestContext;
let alpha: TestUser;
let bravo: TestUser;
let alphaToken: string;
let bravoToken: string;
let rootToken: string;
let memberId: string;
let memberToken: string;
let globalPolicyId: string;
let platformPolicyId: string;

type Policy = { id: string; name: string; companyId: string; attached: boolean; userCount: number };
const namesOf = (body: { data: Policy[] }) => body.data.map((p) => p.name).sort();

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  alpha = await createTenant(db, { name: 'Alpha Access', role: 'admin', accounts: ['AA-1', 'AA-2'] });
  bravo = await createTenant(db, { name: 'Bravo Access', role: 'admin' });
  // The company administrator holds company.* and the tenant-scoped adminMgt.instruction.
  await grant(db, {
    companyId: alpha.companyId as string,
    userId: alpha.id,
    permissions: ['company.*', 'adminMgt.instruction'],
  });
  const member = await addUser(db, { companyId: alpha.companyId, email: 'member@alpha-access.test', role: 'user' });
  memberId = member.id;
  await grant(db, { companyId: alpha.companyId as string, userId: memberId, permissions: ['company.view'] });
  await addUser(db, { companyId: bravo.companyId, email: 'root@bravo-access.test', isSystemAdmin: true });
  const [global] = await db
    .insert(policies)
    .values({ name: 'Global viewer', permissions: ['order.view'] })
    .returning();
  globalPolicyId = global?.id as string;
  const [platform] = await db
    .insert(policies)
    .values({ name: 'Platform companies', permissions: ['adminMgt.company'] })
    .returning();
  platformPolicyId = platform?.id as string;
  alphaToken = (await login(ctx.app, alpha.email)).accessToken;
  bravoToken = (await login(ctx.app, bravo.email)).accessToken;
  rootToken = (await login(ctx.app, 'root@bravo-access.test')).accessToken;
  memberToken = (await login(ctx.app, 'member@alpha-access.test')).accessToken;
});
afterAll(async () => ctx?.close());

describe('roles', () => {
  it("creates a company role with its features and the spec's message", async () => {
    const res = await call(ctx.app, alphaToken, {
      method: 'POST',
      url: `${UAA}/roles`,
      payload: { name: 'Dispatcher', description: 'Road moves', features: ['order', 'roadMgt'] },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().meta.message).toBe('Role Dispatcher is created');
    expect(res.json().data).toMatchObject({
      name: 'Dispatcher',
      features: ['order', 'roadMgt'],
      companyId: alpha.companyId,
    });
    const list = await call(ctx.app, alphaToken, { method: 'GET', url: `${UAA}/roles` });
    expect(list.json().data.map((r: { name: string }) => r.name)).toContain('Dispatcher');
    const other = await call(ctx.app, bravoToken, { method: 'GET', url: `${UAA}/roles` });
    expect(other.json().data.map((r: { name: string }) => r.name)).not.toContain('Dispatcher');
  });

  it("creates global roles (companyId '0') for system administrators only", async () => {
    const refused = await call(ctx.app, alphaToken, {
      method: 'POST',
      url: `${UAA}/roles`,
      payload: { name: 'Auditor', features: [], companyId: '0' },
    });
    expect(refused.statusCode).toBe(403);
    const created = await call(ctx.app, rootToken, {
      method: 'POST',
      url: `${UAA}/roles`,
      payload: { name: 'Auditor', features: ['invoice'], companyId: '0' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.companyId).toBe('0');
    const seen = await call(ctx.app, alphaToken, { method: 'GET', url: `${UAA}/roles?search=Auditor` });
    expect(seen.json().data[0]).toMatchObject({ name: 'Auditor', companyId: '0' });
  });

  it('refuses a duplicate name and unknown features', async () => {
    const duplicate = await call(ctx.app, alphaToken, {
      method: 'POST',
      url: `${UAA}/roles`,
      payload: { name: 'dispatcher', features: [] },
    });
    expect(duplicate.statusCode).toBe(409);
    // The form puts it on the Name field, besides the toast.
    expect(duplicate.json()).toMatchObject({
      message: 'A role with this name already exists',
      fieldErrors: { name: 'A role with this name already exists' },
    });
    const unknown = await call(ctx.app, alphaToken, {
      method: 'POST',
      url: `${UAA}/roles`,
      payload: { name: 'Other', features: ['nothing'] },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('is for company administrators only', async () => {
    expect((await call(ctx.app, memberToken, { method: 'GET', url: `${UAA}/roles` })).statusCode).toBe(403);
    const res = await call(ctx.app, memberToken, {
      method: 'POST',
      url: `${UAA}/roles`,
      payload: { name: 'Mine', features: [] },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('policies', () => {
  let assetPolicyId: string;

  it('creates a company policy and lists policies as all, company and unattached', async () => {
    const res = await call(ctx.app, alphaToken, {
      method: 'POST',
      url: `${UAA}/policies`,
      payload: { name: 'Asset managers', permissions: ['asset.*'] },
    });
    expect(res.statusCode).toBe(201);
    assetPolicyId = res.json().data.id;
    const list = async (scope: string) =>
      (await call(ctx.app, alphaToken, { method: 'GET', url: `${UAA}/policies?scope=${scope}&limit=100` })).json();
    const all = namesOf(await list('all'));
    expect(all).toEqual(expect.arrayContaining(['Asset managers', 'Global viewer', 'Platform companies']));
    expect(namesOf(await list('company'))).toContain('Asset managers');
    const duplicate = await call(ctx.app, alphaToken, {
      method: 'POST',
      url: `${UAA}/policies`,
      payload: { name: 'asset managers', permissions: ['order.view'] },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().fieldErrors).toEqual({ name: 'A policy with this name already exists' });
    expect(namesOf(await list('company'))).not.toContain('Global viewer');
    expect(namesOf(await list('unattached'))).toEqual(['Global viewer', 'Platform companies']);
    // Bravo sees the global policies, never Alpha's.
    const bravoAll = (await call(ctx.app, bravoToken, { method: 'GET', url: `${UAA}/policies?limit=100` })).json();
    expect(namesOf(bravoAll)).not.toContain('Asset managers');
  });

  it('refuses malformed permissions and platform permissions the caller does not hold', async () => {
    const malformed = await call(ctx.app, alphaToken, {
      method: 'POST',
      url: `${UAA}/policies`,
      payload: { name: 'Bad', permissions: ['asset'] },
    });
    expect(malformed.statusCode).toBe(400);
    const platform = await call(ctx.app, alphaToken, {
      method: 'POST',
      url: `${UAA}/policies`,
      payload: { name: 'Escalate', permissions: ['adminMgt.*'] },
    });
    expect(platform.statusCode).toBe(403);
    // A platform permission the administrator holds may be passed on.
    const held = await call(ctx.app, alphaToken, {
      method: 'POST',
      url: `${UAA}/policies`,
      payload: { name: 'Instructions', permissions: ['adminMgt.instruction'] },
    });
    expect(held.statusCode).toBe(201);
  });

  it('stores only permissions of the catalogue, in company and global policies and role features', async () => {
    const storedNames = async () =>
      (await ctx.database.db.select({ name: policies.name }).from(policies)).map((p) => p.name);
    for (const bad of ['AdminMgt.user', 'adminMgt.nope', 'unknown.*']) {
      const created = await call(ctx.app, alphaToken, {
        method: 'POST',
        url: `${UAA}/policies`,
        payload: { name: `Typo ${bad}`, permissions: ['company.view', bad] },
      });
      expect(created.statusCode).toBe(400);
      expect(created.json().fieldErrors).toEqual({ permissions: `Unknown permission ${bad}` });
      // The system administrator's global policies follow the same catalogue.
      const global = await call(ctx.app, rootToken, {
        method: 'POST',
        url: `${UAA}/policies`,
        payload: { name: `Global typo ${bad}`, permissions: [bad], companyId: '0' },
      });
      expect(global.statusCode).toBe(400);
      expect(global.json().fieldErrors).toEqual({ permissions: `Unknown permission ${bad}` });
    }
    expect((await storedNames()).filter((name) => name.includes('typo') || name.includes('Typo'))).toEqual([]);
    // Catalogue strings pass: an area.action, an area's wildcard, and on update too.
    const good = await call(ctx.app, alphaToken, {
      method: 'POST',
      url: `${UAA}/policies`,
      payload: { name: 'Catalogue only', permissions: ['company.view', 'order.*', 'railMgt.networkMgt'] },
    });
    expect(good.statusCode).toBe(201);
    expect(good.json().data.permissions).toEqual(['company.view', 'order.*', 'railMgt.networkMgt']);
    const update = await call(ctx.app, alphaToken, {
      method: 'PUT',
      url: `${UAA}/policies/${good.json().data.id}`,
      payload: { name: 'Catalogue only', permissions: ['company.view', 'AdminMgt.user'] },
    });
    expect(update.statusCode).toBe(400);
    expect(update.json().fieldErrors).toEqual({ permissions: 'Unknown permission AdminMgt.user' });
    const [kept] = await ctx.database.db
      .select({ permissions: policies.permissions })
      .from(policies)
      .where(eq(policies.id, good.json().data.id));
    expect(kept?.permissions).toEqual(['company.view', 'order.*', 'railMgt.networkMgt']);
    // A role's features are the catalogue's areas.
    const role = await call(ctx.app, alphaToken, {
      method: 'POST',
      url: `${UAA}/roles`,
      payload: { name: 'Typo role', features: ['order', 'contract'] },
    });
    expect(role.statusCode).toBe(400);
    expect(role.json().fieldErrors).toEqual({ features: 'Unknown feature contract' });
  });

  it('attaches and detaches a global policy to the company; never a platform one the caller lacks', async () => {
    const attach = await call(ctx.app, alphaToken, {
      method: 'POST',
      url: `${UAA}/policies/${globalPolicyId}/attach-company`,
      payload: {},
    });
    expect(attach.statusCode).toBe(200);
    expect(attach.json().data.attached).toBe(true);
    const company = (
      await call(ctx.app, alphaToken, { method: 'GET', url: `${UAA}/policies?scope=company&limit=100` })
    ).json();
    expect(namesOf(company)).toContain('Global viewer');
    const platform = await call(ctx.app, alphaToken, {
      method: 'POST',
      url: `${UAA}/policies/${platformPolicyId}/attach-company`,
      payload: {},
    });
    expect(platform.statusCode).toBe(403);
    // Bravo is untouched by Alpha's attachment.
    const bravoRows = await ctx.database.db
      .select()
      .from(companyPolicies)
      .where(eq(companyPolicies.companyId, bravo.companyId as string));
    expect(bravoRows).toEqual([]);
    const detach = await call(ctx.app, alphaToken, {
      method: 'POST',
      url: `${UAA}/policies/${globalPolicyId}/detach-company`,
      payload: {},
    });
    expect(detach.statusCode).toBe(200);
    expect(detach.json().data.attached).toBe(false);
  });

  it("cannot attach, read, change or delete another company's policy (404)", async () => {
    for (const request of [
      { method: 'GET' as const, url: `${UAA}/policies/${assetPolicyId}` },
      {
        method: 'PUT' as const,
        url: `${UAA}/policies/${assetPolicyId}`,
        payload: { name: 'x', permissions: ['order.*'] },
      },
      { method: 'DELETE' as const, url: `${UAA}/policies/${assetPolicyId}` },
      { method: 'POST' as const, url: `${UAA}/policies/${assetPolicyId}/attach-company`, payload: {} },
    ]) {
      const res = await call(ctx.app, bravoToken, request);
      expect(res.statusCode, `${request.method} ${request.url}`).toBe(404);
    }
    const bravoUser = await call(ctx.app, bravoToken, {
      method: 'POST',
      url: `${UAA}/policies/${assetPolicyId}/attach-user`,
      payload: { userId: bravo.id, accountId: null },
    });
    expect(bravoUser.statusCode).toBe(403);
  });

  it("gives a user a policy for an account; it applies on the user's next request", async () => {
    const accountId = alpha.accountIds[0] as string;
    // The member selects account AA-1 for the session.
    const selected = await call(ctx.app, memberToken, {
      method: 'PUT',
      url: '/api/user/account',
      payload: { accountNumber: 'AA-1', mode: 'ocean', type: 'FCL' },
    });
    expect(selected.statusCode).toBe(200);
    const token = selected.json().data.accessToken as string;
    expect((await call(ctx.app, token, { method: 'GET', url: '/api/lanehub-core/equipment' })).statusCode).toBe(403);

    const put = await call(ctx.app, alphaToken, {
      method: 'PUT',
      url: `${UAA}/user-permissions`,
      payload: { userId: memberId, permissions: [{ policyId: assetPolicyId, accountId }] },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data.permissions).toEqual([
      expect.objectContaining({
        policyId: assetPolicyId,
        accountId,
        accountNumber: 'AA-1',
        policyName: 'Asset managers',
      }),
    ]);

    // Same token, next request: the permission is there.
    expect((await call(ctx.app, token, { method: 'GET', url: '/api/lanehub-core/equipment' })).statusCode).toBe(200);
    const policy = await call(ctx.app, token, { method: 'GET', url: '/api/uaa/user-policy' });
    expect(policy.json().data.permissions).toContain('asset.*');
    // Not for the other account.
    const other = await call(ctx.app, token, {
      method: 'GET',
      url: `/api/uaa/user-policy?accountId=${alpha.accountIds[1]}`,
    });
    expect(other.json().data.permissions).not.toContain('asset.*');

    const view = await call(ctx.app, alphaToken, { method: 'GET', url: `${UAA}/user-permissions/${memberId}` });
    expect(view.json().data.userId).toBe(memberId);

    // Detach: gone on the next request.
    const detach = await call(ctx.app, alphaToken, {
      method: 'POST',
      url: `${UAA}/policies/${assetPolicyId}/detach-user`,
      payload: { userId: memberId, accountId },
    });
    expect(detach.statusCode).toBe(200);
    expect((await call(ctx.app, token, { method: 'GET', url: '/api/lanehub-core/equipment' })).statusCode).toBe(403);

    const attach = await call(ctx.app, alphaToken, {
      method: 'POST',
      url: `${UAA}/policies/${assetPolicyId}/attach-user`,
      payload: { userId: memberId, accountId: null },
    });
    expect(attach.statusCode).toBe(200);
    expect((await call(ctx.app, token, { method: 'GET', url: '/api/lanehub-core/equipment' })).statusCode).toBe(200);
  });

  it('refuses to let anyone grant themselves a policy (403)', async () => {
    const put = await call(ctx.app, alphaToken, {
      method: 'PUT',
      url: `${UAA}/user-permissions`,
      payload: { userId: alpha.id, permissions: [{ policyId: assetPolicyId, accountId: null }] },
    });
    expect(put.statusCode).toBe(403);
    expect(put.json().message).toBe('You cannot change your own permissions');
    const attach = await call(ctx.app, alphaToken, {
      method: 'POST',
      url: `${UAA}/policies/${assetPolicyId}/attach-user`,
      payload: { userId: alpha.id, accountId: null },
    });
    expect(attach.statusCode).toBe(403);
    // An ordinary user does not reach the route at all.
    const member = await call(ctx.app, memberToken, {
      method: 'PUT',
      url: `${UAA}/user-permissions`,
      payload: { userId: memberId, permissions: [{ policyId: assetPolicyId, accountId: null }] },
    });
    expect(member.statusCode).toBe(403);
    const held = await ctx.database.db.select().from(userPolicies).where(eq(userPolicies.userId, alpha.id));
    expect(held.map((h) => h.policyId)).not.toContain(assetPolicyId);
  });

  it("refuses another company's user, account or policy in a permissions list", async () => {
    const otherUser = await call(ctx.app, alphaToken, {
      method: 'PUT',
      url: `${UAA}/user-permissions`,
      payload: { userId: bravo.id, permissions: [] },
    });
    expect(otherUser.statusCode).toBe(404);
    const otherAccount = await call(ctx.app, alphaToken, {
      method: 'PUT',
      url: `${UAA}/user-permissions`,
      payload: { userId: memberId, permissions: [{ policyId: assetPolicyId, accountId: bravo.accountIds[0] }] },
    });
    expect(otherAccount.statusCode).toBe(404);
    const [bravoPolicy] = await ctx.database.db
      .insert(policies)
      .values({ companyId: bravo.companyId, name: 'Bravo only', permissions: ['order.*'] })
      .returning();
    const otherPolicy = await call(ctx.app, alphaToken, {
      method: 'PUT',
      url: `${UAA}/user-permissions`,
      payload: { userId: memberId, permissions: [{ policyId: bravoPolicy?.id, accountId: null }] },
    });
    expect(otherPolicy.statusCode).toBe(404);
    // A global policy not attached to the company is named but refused.
    const unattached = await call(ctx.app, alphaToken, {
      method: 'PUT',
      url: `${UAA}/user-permissions`,
      payload: { userId: memberId, permissions: [{ policyId: globalPolicyId, accountId: null }] },
    });
    expect(unattached.statusCode).toBe(400);
    expect(unattached.json().message).toBe('Attach this policy to the company first');
  });
});

describe('user roles', () => {
  const createRole = async (token: string, name: string, features: string[]) => {
    const res = await call(ctx.app, token, { method: 'POST', url: `${UAA}/roles`, payload: { name, features } });
    expect(res.statusCode).toBe(201);
    return res.json().data.id as string;
  };

  it("grants each feature of a user's role as area.* on every account, from the next request", async () => {
    const roleId = await createRole(alphaToken, 'Network keeper', ['mynetwork', 'dataHub']);
    const before = await call(ctx.app, memberToken, { method: 'GET', url: '/api/uaa/user-policy' });
    expect(before.json().data.permissions).not.toContain('mynetwork.*');

    const put = await call(ctx.app, alphaToken, {
      method: 'PUT',
      url: `${UAA}/user-permissions`,
      payload: { userId: memberId, permissions: [], roles: [roleId] },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data.roles).toEqual([{ roleId, name: 'Network keeper', features: ['mynetwork', 'dataHub'] }]);
    const rows = await ctx.database.db.select().from(userRoles).where(eq(userRoles.userId, memberId));
    expect(rows).toEqual([expect.objectContaining({ roleId, companyId: alpha.companyId })]);

    // Same token, next request; on any account.
    for (const accountId of alpha.accountIds) {
      const policy = await call(ctx.app, memberToken, {
        method: 'GET',
        url: `/api/uaa/user-policy?accountId=${accountId}`,
      });
      expect(policy.json().data.permissions).toEqual(expect.arrayContaining(['mynetwork.*', 'dataHub.*']));
    }
    const view = await call(ctx.app, alphaToken, { method: 'GET', url: `${UAA}/user-permissions/${memberId}` });
    expect(view.json().data.roles.map((r: { name: string }) => r.name)).toEqual(['Network keeper']);

    // A list without `roles` leaves them; an empty list takes them away.
    await call(ctx.app, alphaToken, {
      method: 'PUT',
      url: `${UAA}/user-permissions`,
      payload: { userId: memberId, permissions: [] },
    });
    expect((await ctx.database.db.select().from(userRoles).where(eq(userRoles.userId, memberId))).length).toBe(1);
    const cleared = await call(ctx.app, alphaToken, {
      method: 'PUT',
      url: `${UAA}/user-permissions`,
      payload: { userId: memberId, permissions: [], roles: [] },
    });
    expect(cleared.json().data.roles).toEqual([]);
    const after = await call(ctx.app, memberToken, { method: 'GET', url: '/api/uaa/user-policy' });
    expect(after.json().data.permissions).not.toContain('mynetwork.*');
  });

  it("refuses another company's role, a role for oneself, and a platform feature the caller lacks", async () => {
    const bravoRole = await createRole(bravoToken, 'Bravo planners', ['rateMgt']);
    const foreign = await call(ctx.app, alphaToken, {
      method: 'PUT',
      url: `${UAA}/user-permissions`,
      payload: { userId: memberId, permissions: [], roles: [bravoRole] },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('The role was not found');

    const own = await createRole(alphaToken, 'Rate desk', ['rateMgt']);
    const self = await call(ctx.app, alphaToken, {
      method: 'PUT',
      url: `${UAA}/user-permissions`,
      payload: { userId: alpha.id, permissions: [], roles: [own] },
    });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('You cannot change your own permissions');

    // The company administrator holds adminMgt.instruction only: a role with the whole area is refused.
    const platform = await call(ctx.app, alphaToken, {
      method: 'POST',
      url: `${UAA}/roles`,
      payload: { name: 'Platform staff', features: ['adminMgt'] },
    });
    expect(platform.statusCode).toBe(403);
    expect(platform.json().message).toBe('You cannot grant adminMgt.*');
    // A global role carrying it, made by a system administrator, cannot be handed out either.
    const [globalPlatform] = await ctx.database.db
      .insert(roles)
      .values({ name: 'Global platform staff', features: ['adminMgt'] })
      .returning();
    const handOut = await call(ctx.app, alphaToken, {
      method: 'PUT',
      url: `${UAA}/user-permissions`,
      payload: { userId: memberId, permissions: [], roles: [globalPlatform?.id] },
    });
    expect(handOut.statusCode).toBe(403);
    expect(await ctx.database.db.select().from(userRoles).where(eq(userRoles.userId, memberId))).toEqual([]);
    expect(await ctx.database.db.select().from(userRoles).where(eq(userRoles.userId, alpha.id))).toEqual([]);
  });
});
