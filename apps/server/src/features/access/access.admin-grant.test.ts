import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyPolicies, domainEvents, policies } from '../../db/schema';
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

// Admin → User Management's grant (POST /api/admin/policies/:id/attach-user): the system administrator
// gives a company's user a policy carrying a platform permission (adminMgt.instruction), which only a
// holder may give and the company's own administrator may not.

const GRANT = (policyId: string) => `/api/admin/policies/${policyId}/attach-user`;
const INSTRUCTIONS = '/api/lanehub-core/instructions';

let ctx: TestContext;
let alpha: TestUser;
let bravo: TestUser;
let claireId: string;
let claireToken: string;
let alphaToken: string;
let rootId: string;
let rootToken: string;
let holderToken: string;
let instructionPolicyId: string;
let bravoPolicyId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  alpha = await createTenant(db, { name: 'Alpha Grant', role: 'admin', accounts: ['AG-1', 'AG-2'] });
  bravo = await createTenant(db, { name: 'Bravo Grant', role: 'admin' });
  const claire = await addUser(db, { companyId: alpha.companyId, email: 'claire@alpha-grant.test', role: 'admin' });
  claireId = claire.id;
  // A company user holding every platform permission in a policy, but no system administrator.
  const holder = await addUser(db, { companyId: bravo.companyId, email: 'holder@bravo-grant.test', role: 'admin' });
  await grant(db, { companyId: bravo.companyId as string, userId: holder.id, permissions: ['adminMgt.*'] });
  const root = await addUser(db, { companyId: bravo.companyId, email: 'root@bravo-grant.test', isSystemAdmin: true });
  rootId = root.id;
  const [global] = await db
    .insert(policies)
    .values({ name: 'Instruction managers', permissions: ['adminMgt.instruction'] })
    .returning();
  instructionPolicyId = global?.id as string;
  const [own] = await db
    .insert(policies)
    .values({ companyId: bravo.companyId, name: 'Bravo viewers', permissions: ['order.view'] })
    .returning();
  bravoPolicyId = own?.id as string;
  alphaToken = (await login(ctx.app, alpha.email)).accessToken;
  claireToken = (await login(ctx.app, 'claire@alpha-grant.test')).accessToken;
  rootToken = (await login(ctx.app, 'root@bravo-grant.test')).accessToken;
  holderToken = (await login(ctx.app, 'holder@bravo-grant.test')).accessToken;
});
afterAll(async () => ctx?.close());

describe("the admin area's policy grant", () => {
  it('is refused (403) to a company administrator and to a holder of adminMgt.* who is no system administrator', async () => {
    for (const token of [alphaToken, holderToken, claireToken]) {
      const res = await call(ctx.app, token, {
        method: 'POST',
        url: GRANT(instructionPolicyId),
        payload: { userId: claireId, accountId: null },
      });
      expect(res.statusCode).toBe(403);
    }
    // And the company administrator cannot reach it through the company's own grant either.
    const own = await call(ctx.app, alphaToken, {
      method: 'POST',
      url: `/api/uaa/policies/${instructionPolicyId}/attach-company`,
      payload: {},
    });
    expect(own.statusCode).toBe(403);
    const instructions = await call(ctx.app, claireToken, { method: 'GET', url: INSTRUCTIONS });
    expect(instructions.statusCode).toBe(403);
  });

  it("gives a company's user a global platform policy: attached to the company, effective at once, in its change log", async () => {
    const res = await call(ctx.app, rootToken, {
      method: 'POST',
      url: GRANT(instructionPolicyId),
      payload: { userId: claireId, accountId: null },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.message).toBe('The user permissions have been updated');
    expect(res.json().data).toMatchObject({
      userId: claireId,
      permissions: [expect.objectContaining({ policyId: instructionPolicyId, accountId: null })],
    });
    // Claire's next request, with the same token, manages the instructions.
    const instructions = await call(ctx.app, claireToken, { method: 'GET', url: INSTRUCTIONS });
    expect(instructions.statusCode).toBe(200);
    // The company now uses the global policy (its administrator sees it among the company's).
    const attached = await ctx.database.db
      .select()
      .from(companyPolicies)
      .where(
        and(
          eq(companyPolicies.companyId, alpha.companyId as string),
          eq(companyPolicies.policyId, instructionPolicyId),
        ),
      );
    expect(attached).toHaveLength(1);
    const events = await ctx.database.db
      .select()
      .from(domainEvents)
      .where(eq(domainEvents.companyId, alpha.companyId as string));
    const byType = Object.fromEntries(events.map((e) => [e.type, e]));
    expect(byType['policy.attached']).toMatchObject({ aggregateId: instructionPolicyId, actorUserId: rootId });
    expect(byType['user-permission.attached']).toMatchObject({
      aggregateId: claireId,
      actorUserId: rootId,
      before: { policies: [] },
      after: { policies: ['Instruction managers'] },
    });

    // Given again, nothing changes and nothing more is logged.
    const again = await call(ctx.app, rootToken, {
      method: 'POST',
      url: GRANT(instructionPolicyId),
      payload: { userId: claireId, accountId: null },
    });
    expect(again.statusCode).toBe(200);
    const after = await ctx.database.db
      .select()
      .from(domainEvents)
      .where(eq(domainEvents.companyId, alpha.companyId as string));
    expect(after).toHaveLength(events.length);
  });

  it("refuses another company's policy or account, an unknown user, and oneself", async () => {
    const other = await call(ctx.app, rootToken, {
      method: 'POST',
      url: GRANT(bravoPolicyId),
      payload: { userId: claireId, accountId: null },
    });
    expect(other.statusCode).toBe(404);
    const account = await call(ctx.app, rootToken, {
      method: 'POST',
      url: GRANT(instructionPolicyId),
      payload: { userId: claireId, accountId: bravo.accountIds[0] },
    });
    expect(account.statusCode).toBe(404);
    const unknown = await call(ctx.app, rootToken, {
      method: 'POST',
      url: GRANT(instructionPolicyId),
      payload: { userId: '00000000-0000-4000-8000-000000000001', accountId: null },
    });
    expect(unknown.statusCode).toBe(404);
    const self = await call(ctx.app, rootToken, {
      method: 'POST',
      url: GRANT(instructionPolicyId),
      payload: { userId: rootId, accountId: null },
    });
    expect(self.statusCode).toBe(403);
  });

  it('gives a policy for one account of the company', async () => {
    const res = await call(ctx.app, rootToken, {
      method: 'POST',
      url: GRANT(instructionPolicyId),
      payload: { userId: claireId, accountId: alpha.accountIds[1] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.permissions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          policyId: instructionPolicyId,
          accountId: alpha.accountIds[1],
          accountNumber: 'AG-2',
        }),
      ]),
    );
  });
});
