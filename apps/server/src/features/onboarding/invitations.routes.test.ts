import { ONBOARDING_MSG } from '@lanehub/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, policies, userPolicies, users } from '../../db/schema';
import {
  addUser,
  call,
  createTenant,
  createTestApp,
  login,
  type TestContext,
  type TestUser,
} from '../../test/test-app';

// Invitations from Settings → Users (issue 13 §3): the administrator chooses the policies per account
// and the names; the pending invitations are listed, sent again or revoked.

let ctx: TestContext;
let sysAdminToken: string;
let admin: TestUser;
let adminToken: string;
let other: TestUser;
let otherToken: string;
let viewerPolicyId: string;
let otherPolicyId: string;

const PASSWORD = 'an invited pass phrase';
const BASE = '/api/lanehub-core';
const db = () => ctx.database.db;

beforeAll(async () => {
  ctx = await createTestApp();
  const sys = await createTenant(db(), { name: 'Invitation Platform', isSystemAdmin: true });
  sysAdminToken = (await login(ctx.app, sys.email)).accessToken;
  admin = await createTenant(db(), { name: 'Invite Alpha', role: 'admin', accounts: ['IA-1', 'IA-2'] });
  adminToken = (await login(ctx.app, admin.email)).accessToken;
  other = await createTenant(db(), { name: 'Invite Bravo', role: 'admin' });
  otherToken = (await login(ctx.app, other.email)).accessToken;
  const [viewer] = await db()
    .insert(policies)
    .values({ companyId: admin.companyId, name: 'Operations viewer', permissions: ['order.view', 'company.view'] })
    .returning();
  viewerPolicyId = viewer?.id as string;
  const [bravo] = await db()
    .insert(policies)
    .values({ companyId: other.companyId, name: 'Bravo policy', permissions: ['company.view'] })
    .returning();
  otherPolicyId = bravo?.id as string;
});
afterAll(async () => ctx?.close());

const mailLinkTo = async (to: string) => {
  const res = await call(ctx.app, sysAdminToken, {
    method: 'GET',
    url: `/api/dev/mailbox?to=${encodeURIComponent(to)}`,
  });
  const text = (res.json().data[0] as { text: string } | undefined)?.text ?? '';
  return /\/signup\/([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';
};
const invite = (payload: object, token = adminToken) =>
  call(ctx.app, token, { method: 'POST', url: `${BASE}/users/invite`, payload });
const pending = async (token = adminToken) => {
  const res = await call(ctx.app, token, { method: 'GET', url: `${BASE}/users/invitations` });
  expect(res.statusCode).toBe(200);
  return res.json() as { data: Array<Record<string, unknown>>; meta: { total: number } };
};
const accept = (secret: string) =>
  call(ctx.app, null, {
    method: 'POST',
    url: `${BASE}/invitations/${secret}/signup`,
    payload: { firstName: 'Nina', lastName: 'Okafor', password: PASSWORD, confirmPassword: PASSWORD },
  });

describe('invitations with policies and names', () => {
  it('gives the invited person the chosen policy on the chosen account, and the sign-up page the names', async () => {
    const account = admin.accountIds[1] as string;
    const sent = await invite({
      email: 'nina@example.test',
      contactName: 'Nina Okafor',
      firstName: 'Nina',
      lastName: 'Okafor',
      grants: [{ policyId: viewerPolicyId, accountId: account }],
    });
    expect(sent.statusCode).toBe(201);
    const secret = await mailLinkTo('nina@example.test');
    const lookup = await call(ctx.app, null, { method: 'GET', url: `${BASE}/invitations/${secret}` });
    expect(lookup.json().data).toMatchObject({
      firstName: 'Nina',
      lastName: 'Okafor',
      contactEmail: 'nina@example.test',
    });

    const list = await pending();
    const row = list.data.find((r) => r.email === 'nina@example.test');
    expect(row).toMatchObject({
      firstName: 'Nina',
      lastName: 'Okafor',
      invitedBy: 'Test User',
      grants: [{ policyName: 'Operations viewer', accountNumber: 'IA-2' }],
    });

    expect((await accept(secret)).statusCode).toBe(201);
    const [user] = await db().select().from(users).where(eq(users.email, 'nina@example.test'));
    const held = await db()
      .select()
      .from(userPolicies)
      .where(eq(userPolicies.userId, user?.id as string));
    expect(held.map((h) => ({ policyId: h.policyId, accountId: h.accountId }))).toEqual([
      { policyId: viewerPolicyId, accountId: account },
    ]);
    // Accepted: no longer pending.
    expect((await pending()).data.some((r) => r.email === 'nina@example.test')).toBe(false);
  });

  it("refuses another company's policy or account (400) and nothing is sent", async () => {
    const foreignPolicy = await invite({
      email: 'x1@example.test',
      contactName: 'X',
      grants: [{ policyId: otherPolicyId, accountId: null }],
    });
    expect(foreignPolicy.statusCode).toBe(400);
    const foreignAccount = await invite({
      email: 'x2@example.test',
      contactName: 'X',
      grants: [{ policyId: viewerPolicyId, accountId: other.accountIds[0] }],
    });
    expect(foreignAccount.statusCode).toBe(400);
    expect((await pending()).data.some((r) => String(r.email).startsWith('x'))).toBe(false);
  });
});

describe('pending invitations: resend and revoke', () => {
  it('sends again with a new link (the old one stops working) and logs it', async () => {
    await invite({ email: 'omar@example.test', contactName: 'Omar' });
    const first = await mailLinkTo('omar@example.test');
    const id = (await pending()).data.find((r) => r.email === 'omar@example.test')?.id as string;

    const res = await call(ctx.app, adminToken, {
      method: 'POST',
      url: `${BASE}/users/invitations/${id}/resend`,
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.message).toBe('The invitation to omar@example.test has been sent again');
    const second = await mailLinkTo('omar@example.test');
    expect(second).not.toBe(first);
    expect((await call(ctx.app, null, { method: 'GET', url: `${BASE}/invitations/${first}` })).statusCode).toBe(400);
    expect((await call(ctx.app, null, { method: 'GET', url: `${BASE}/invitations/${second}` })).statusCode).toBe(200);
    const listed = (await pending()).data.filter((r) => r.email === 'omar@example.test');
    expect(listed).toHaveLength(1);
    const events = await db()
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.aggregateType, 'invitation'), eq(domainEvents.aggregateId, id)));
    // The first sending is logged too (invitation.sent), then the resend.
    expect(events.map((e) => e.type)).toEqual(['invitation.sent', 'invitation.resent']);
    expect(events[0]?.companyId).toBe(admin.companyId);
  });

  it('revokes: the link stops working, the list no longer shows it, and it is logged', async () => {
    await invite({ email: 'lea@example.test', contactName: 'Léa' });
    const secret = await mailLinkTo('lea@example.test');
    const id = (await pending()).data.find((r) => r.email === 'lea@example.test')?.id as string;

    // Another company cannot see, resend or revoke it.
    expect((await pending(otherToken)).data.some((r) => r.id === id)).toBe(false);
    const foreign = await call(ctx.app, otherToken, { method: 'DELETE', url: `${BASE}/users/invitations/${id}` });
    expect(foreign.statusCode).toBe(404);
    const foreignResend = await call(ctx.app, otherToken, {
      method: 'POST',
      url: `${BASE}/users/invitations/${id}/resend`,
      payload: {},
    });
    expect(foreignResend.statusCode).toBe(404);

    const res = await call(ctx.app, adminToken, { method: 'DELETE', url: `${BASE}/users/invitations/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.message).toBe('The invitation to lea@example.test has been revoked');
    expect((await pending()).data.some((r) => r.id === id)).toBe(false);
    expect((await accept(secret)).statusCode).toBe(400);
    const again = await call(ctx.app, adminToken, { method: 'DELETE', url: `${BASE}/users/invitations/${id}` });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(ONBOARDING_MSG.invitationNotFound);
    const events = await db()
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.aggregateType, 'invitation'), eq(domainEvents.aggregateId, id)));
    expect(events.map((e) => e.type)).toEqual(['invitation.sent', 'invitation.revoked']);
  });

  it('is for the company administrators only', async () => {
    const member = await addUser(db(), {
      companyId: admin.companyId,
      email: 'plain.member@example.test',
      role: 'user',
    });
    const { accessToken } = await login(ctx.app, member.email);
    const res = await call(ctx.app, accessToken, { method: 'GET', url: `${BASE}/users/invitations` });
    expect(res.statusCode).toBe(403);
  });
});
