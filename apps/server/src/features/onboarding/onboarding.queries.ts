import { ONBOARDING_MSG, onboardingMessage } from '@lanehub/shared';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  accounts,
  companies,
  companyPolicies,
  mailOutbox,
  oneTimeTokens,
  policies,
  sessions,
  userPolicies,
  users,
} from '../../db/schema';
import { defineList, escapeLike, listPage, listPlan } from '../../platform/list-query';
import { countRow } from '../../platform/list-total';
import { type Tenant, tenantValues, tenantWhere } from '../../platform/tenancy';
import { transition } from '../../platform/transition';

// SQL of the onboarding flows. Companies here are not a tenant's rows: sign-up creates them, and the
// requested-companies queries are the admin area's deliberate cross-company reads.

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Writer = Db | Tx;

export const findUserByEmail = async (db: Writer, email: string) => {
  const [row] = await db
    .select({ user: users, company: companies })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  return row ?? null;
};

export const findUser = async (db: Writer, userId: string) => {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
};

/**
 * The user's row, locked until the transaction ends: of two company requests of one user at once,
 * the second waits here and then sees the company the first one set.
 */
export const lockUser = async (tx: Tx, userId: string) => {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return row ?? null;
};

/** Makes the user the administrator of the company they requested. */
export const joinRequestedCompany = (tx: Writer, userId: string, companyId: string) =>
  tx.update(users).set({ companyId, role: 'admin', updatedAt: new Date() }).where(eq(users.id, userId));

export const findCompany = async (db: Writer, companyId: string) => {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  return row ?? null;
};

export const insertRequestedCompany = async (
  tx: Writer,
  values: { legalName: string; companyTypes: string[]; country: string; state: string | null },
) => {
  const [row] = await tx
    .insert(companies)
    .values({ ...values, approvalStatus: 'requested', pendingStatus: true, requestedAt: new Date() })
    .returning();
  return row as typeof companies.$inferSelect;
};

export const insertUser = async (
  tx: Writer,
  values: {
    companyId: string;
    email: string;
    passwordHash: string;
    firstName: string;
    lastName: string;
    role: 'admin' | 'user';
    emailVerifiedAt?: Date | null;
  },
) => {
  const [row] = await tx.insert(users).values(values).returning();
  return row as typeof users.$inferSelect;
};

export const markEmailVerified = (tx: Writer, userId: string) =>
  tx
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: new Date() })
    .where(eq(users.id, userId));

export const setPassword = (tx: Writer, userId: string, passwordHash: string) =>
  tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));

/** Ends every live session of the users (password reset, declined company). */
export const revokeUserSessions = (tx: Writer, userIds: string[], reason: string) =>
  userIds.length === 0
    ? Promise.resolve()
    : tx
        .update(sessions)
        .set({ revokedAt: new Date(), revokedReason: reason })
        .where(and(inArray(sessions.userId, userIds), isNull(sessions.revokedAt)));

/** Spends every live invitation to an address once it has become a user. */
export const spendInvitationsTo = (tx: Writer, email: string) =>
  tx
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeTokens.purpose, 'invitation'), eq(oneTimeTokens.email, email), isNull(oneTimeTokens.usedAt)));

export const companyUsers = (db: Writer, companyId: string) =>
  db
    .select()
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.enabled, true)))
    .orderBy(asc(users.createdAt));

// ---------------------------------------------------------------------------------------------
// Requested companies (admin area).

export type RequestedCompanyFilter = { status: 'requested' | 'approved' | 'declined' | 'all'; search?: string };

const requestedWhere = (filter: RequestedCompanyFilter): SQL => {
  // Only companies that came through self-sign-up have a request (requested_at is set then).
  const conditions: SQL[] = [isNotNull(companies.requestedAt)];
  if (filter.status !== 'all') {
    conditions.push(eq(companies.approvalStatus, filter.status));
  }
  if (filter.search) {
    const like = `%${escapeLike(filter.search)}%`;
    const userMatch = sql`exists (select 1 from ${users} u where u.company_id = ${companies.id} and (u.email ilike ${like} or (u.first_name || ' ' || u.last_name) ilike ${like}))`;
    conditions.push(or(ilike(companies.legalName, like), userMatch) as SQL);
  }
  return and(...conditions) as SQL;
};

// One order: by request time, the oldest first while waiting for a decision (the queue), the newest
// first otherwise; the id breaks ties.
const REQUESTED_LIST = defineList<'requestedAt'>({
  id: companies.id,
  sorts: { requestedAt: companies.requestedAt },
});

export const listRequestedCompanies = async (
  db: Db,
  filter: RequestedCompanyFilter,
  page: { skip: number; limit: number; cursor?: string | undefined },
) => {
  const decider = alias(users, 'decider');
  const where = requestedWhere(filter);
  const plan = listPlan(REQUESTED_LIST, {
    ...page,
    sort: 'requestedAt',
    order: filter.status === 'requested' ? 'asc' : 'desc',
  });
  const fetched = await db
    .select({
      company: companies,
      deciderFirstName: decider.firstName,
      deciderLastName: decider.lastName,
      ...plan.keyColumns,
    })
    .from(companies)
    .leftJoin(decider, eq(decider.id, companies.decidedBy))
    .where(and(where, plan.after))
    .orderBy(...plan.orderBy)
    .offset(plan.offset)
    .limit(plan.limit);
  const { rows, ...total } = await listPage(
    db,
    plan,
    fetched,
    db.select(countRow).from(companies).where(where).$dynamic(),
  );
  const ids = rows.map((r) => r.company.id);
  // The requester is the company's first administrator (the one who signed it up).
  const requesters =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(users)
          .where(and(inArray(users.companyId, ids), eq(users.role, 'admin')))
          .orderBy(asc(users.createdAt));
  const firstAdmin = new Map<string, typeof users.$inferSelect>();
  for (const user of requesters) {
    if (user.companyId && !firstAdmin.has(user.companyId)) {
      firstAdmin.set(user.companyId, user);
    }
  }
  return {
    ...total,
    items: rows.map((r) => ({
      ...r,
      decidedByName: r.deciderFirstName ? `${r.deciderFirstName} ${r.deciderLastName ?? ''}`.trim() : null,
      requester: firstAdmin.get(r.company.id) ?? null,
    })),
  };
};

/**
 * The decision: one conditional update, so of two administrators deciding at once exactly one
 * changes the row; the other gets no row back.
 */
/**
 * Approves or declines a company request: only a request still 'requested' moves, so of two
 * administrators deciding at once exactly one wins and the other gets 409 with the decision taken.
 * A company that never asked to join (created by an administrator or the seed) is not found.
 */
export const decideCompany = (
  tx: Writer,
  companyId: string,
  decision: { status: 'approved' | 'declined'; decidedBy: string; reason?: string | null },
) =>
  transition(tx, {
    table: companies,
    id: companyId,
    column: companies.approvalStatus,
    from: ['requested'],
    to: decision.status,
    // A request: asked to join (requested_at), or still awaiting a decision however it was created.
    scope: or(isNotNull(companies.requestedAt), eq(companies.approvalStatus, 'requested')),
    set: {
      pendingStatus: decision.status !== 'approved',
      decidedAt: new Date(),
      decidedBy: decision.decidedBy,
      declineReason: decision.status === 'declined' ? (decision.reason ?? null) : null,
      updatedAt: new Date(),
    },
    what: 'company request',
    conflictMessage: (current) => onboardingMessage(ONBOARDING_MSG.alreadyDecided, { status: current }),
  });

export const countAccounts = async (tx: Writer, companyId: string) => {
  const [row] = await tx.select({ n: count() }).from(accounts).where(eq(accounts.companyId, companyId));
  return Number(row?.n ?? 0);
};

export const insertAccount = (tx: Writer, values: { companyId: string; number: string; accountType: string }) =>
  tx.insert(accounts).values(values);

// ---------------------------------------------------------------------------------------------
// Development mailbox.

export const listMailbox = (db: Db, filter: { to?: string; limit: number }) =>
  db
    .select()
    .from(mailOutbox)
    .where(filter.to ? eq(mailOutbox.toAddress, filter.to.trim().toLowerCase()) : undefined)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(filter.limit);

// ---------------------------------------------------------------------------------------------
// Invitations of a company (Settings → Users): what they grant, the pending ones, resend and revoke.

/** An invitation's grants as the token keeps them: 'policyId:accountId' or 'policyId:*' (every account). */
export type Grant = { policyId: string; accountId: string | null };
export const encodeGrants = (grants: readonly Grant[]) =>
  grants.map((g) => `${g.policyId}:${g.accountId ?? '*'}`).join(',');
export const decodeGrants = (value: unknown): Grant[] =>
  typeof value === 'string' && value !== ''
    ? value.split(',').map((part) => {
        const [policyId = '', accountId = '*'] = part.split(':');
        return { policyId, accountId: accountId === '*' ? null : accountId };
      })
    : [];

/** The company's policies among `ids` that it may hand out (its own, and the global ones attached to it). */
export const usablePoliciesOf = async (db: Writer, tenant: Tenant, ids: readonly string[]) =>
  ids.length === 0
    ? []
    : db
        .select({ id: policies.id, name: policies.name, permissions: policies.permissions })
        .from(policies)
        .where(
          and(
            inArray(policies.id, [...ids]),
            or(
              eq(policies.companyId, tenant.companyId),
              and(
                isNull(policies.companyId),
                sql`exists (select 1 from ${companyPolicies} where ${companyPolicies.companyId} = ${tenant.companyId} and ${companyPolicies.policyId} = ${policies.id})`,
              ),
            ),
          ),
        );

/** The company's accounts among `ids`, with their numbers. */
export const companyAccountsOf = async (db: Writer, tenant: Tenant, ids: readonly string[]) =>
  ids.length === 0
    ? []
    : db
        .select({ id: accounts.id, number: accounts.number })
        .from(accounts)
        .where(tenantWhere(accounts, tenant, inArray(accounts.id, [...ids])));

/** Gives the new user the invitation's policies (those still usable and on accounts that still exist). */
export const grantInvitedPolicies = async (tx: Writer, tenant: Tenant, userId: string, grants: readonly Grant[]) => {
  if (grants.length === 0) {
    return;
  }
  const usable = new Set(
    (
      await usablePoliciesOf(
        tx,
        tenant,
        grants.map((g) => g.policyId),
      )
    ).map((p) => p.id),
  );
  const known = new Set(
    (
      await companyAccountsOf(
        tx,
        tenant,
        grants.flatMap((g) => (g.accountId ? [g.accountId] : [])),
      )
    ).map((a) => a.id),
  );
  const rows = grants
    .filter((g) => usable.has(g.policyId) && (g.accountId === null || known.has(g.accountId)))
    .map((g) => tenantValues(tenant, { userId, policyId: g.policyId, accountId: g.accountId }));
  if (rows.length > 0) {
    await tx.insert(userPolicies).values(rows);
  }
};

const pendingInvitation = (tenant: Tenant, ...conditions: SQL[]) =>
  tenantWhere(
    oneTimeTokens,
    tenant,
    eq(oneTimeTokens.purpose, 'invitation'),
    isNull(oneTimeTokens.usedAt),
    sql`${oneTimeTokens.expiresAt} > now()`,
    ...conditions,
  );

const inviter = alias(users, 'inviter');

/** The company's pending invitations, newest first (one page, and the total). */
export const listPendingInvitations = async (db: Db, tenant: Tenant, page: { skip: number; limit: number }) => {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        token: oneTimeTokens,
        inviterFirstName: inviter.firstName,
        inviterLastName: inviter.lastName,
      })
      .from(oneTimeTokens)
      .leftJoin(inviter, eq(inviter.id, oneTimeTokens.createdBy))
      .where(pendingInvitation(tenant))
      .orderBy(desc(oneTimeTokens.createdAt), asc(oneTimeTokens.id))
      .limit(page.limit)
      .offset(page.skip),
    db.select({ n: count() }).from(oneTimeTokens).where(pendingInvitation(tenant)),
  ]);
  return { rows, total: total?.n ?? 0 };
};

/** One pending invitation of the company, held for update. */
export const findPendingInvitation = async (tx: Writer, tenant: Tenant, id: string) => {
  const [row] = await tx
    .select()
    .from(oneTimeTokens)
    .where(pendingInvitation(tenant, eq(oneTimeTokens.id, id)))
    .limit(1)
    .for('update');
  return row ?? null;
};

/** Spends a pending invitation (revoked, or replaced by a new one); false when it was no longer pending. */
export const spendInvitation = async (tx: Writer, tenant: Tenant, id: string) => {
  const spent = await tx
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(pendingInvitation(tenant, eq(oneTimeTokens.id, id)))
    .returning({ id: oneTimeTokens.id });
  return spent.length > 0;
};
