import {
  ACCESS_MSG,
  GLOBAL_COMPANY_ID,
  isGrantable,
  roleFeatureGrant,
  type TAttachUser,
  type TPolicy,
  type TRole,
  type TUserPermissions,
  type TUserPermissionView,
  type ZPolicyInput,
  type ZRoleInput,
} from '@lanehub/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../platform/access';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors';
import { recordEvent } from '../../platform/events/record-event';
import type { Tenant } from '../../platform/tenancy';
import * as q from './access.queries';

// The rules of access management (spec 01 §6, spec 02 §4, §6):
// - only company administrators and system administrators get here (the routes are companyAdmin);
// - global roles and policies (companyId '0') are created and changed by system administrators only;
// - nobody changes their own permissions, so nobody grants themselves a policy;
// - a company hands out its own policies and the global ones attached to it, never another company's;
// - platform permissions (adminMgt.*) are granted only by someone who holds them: a company
//   administrator cannot mint a policy, or attach a global one, that reaches other companies.

type RoleInput = z.output<typeof ZRoleInput>;
type PolicyInput = z.output<typeof ZPolicyInput>;

const toRole = (row: q.RoleRow): TRole => ({
  id: row.id,
  name: row.name,
  description: row.description,
  features: row.features,
  companyId: row.companyId ?? GLOBAL_COMPANY_ID,
  createdAt: row.createdAt.toISOString(),
});

const toPolicy = (row: q.PolicyRow): TPolicy => ({
  id: row.id,
  name: row.name,
  description: row.description,
  permissions: row.permissions,
  companyId: row.companyId ?? GLOBAL_COMPANY_ID,
  attached: Boolean(row.attached),
  userCount: Number(row.userCount ?? 0),
  createdAt: row.createdAt.toISOString(),
});

const requireGrantable = (auth: AuthContext, permissions: readonly string[]) => {
  const refused = permissions.find((p) => !isGrantable(auth, p));
  if (refused) {
    throw forbidden(ACCESS_MSG.notGrantable(refused), 'NOT_GRANTABLE');
  }
};

/** What a role's features grant: each feature is a permission area, held whole. */
const featureGrants = (features: readonly string[]) => features.map(roleFeatureGrant);

// A taken name is the Name field's error, so the form shows it there (spec 01 §5).
const nameTaken = (message: string) => new AppError(409, 'CONFLICT', message, { name: message });

const requireGlobalRight = (auth: AuthContext) => {
  if (!auth.isSystemAdmin) {
    throw forbidden(ACCESS_MSG.globalOnlyBySystemAdmin, 'GLOBAL_ONLY_SYSTEM_ADMIN');
  }
};

const requireNotSelf = (auth: AuthContext, userId: string) => {
  if (userId === auth.userId) {
    throw forbidden(ACCESS_MSG.cannotGrantSelf, 'SELF_GRANT');
  }
};

/** The fields of a policy the change log keeps. */
const loggedPolicy = (row: { name: string; description: string | null; permissions: string[] }) => ({
  name: row.name,
  description: row.description,
  permissions: row.permissions,
});

export const createAccessService = (db: Db) => {
  const listRoles = async (tenant: Tenant, params: Parameters<typeof q.listRoles>[2]) => {
    const { rows, ...total } = await q.listRoles(db, tenant, params);
    return { items: rows.map(toRole), ...total };
  };

  const createRole = async (auth: AuthContext, tenant: Tenant, input: RoleInput): Promise<TRole> => {
    const global = input.companyId === GLOBAL_COMPANY_ID;
    if (global) {
      requireGlobalRight(auth);
    }
    // A role grants its features as `area.*`: the same no-escalation rule as a policy's permissions.
    requireGrantable(auth, featureGrants(input.features));
    if (await q.roleNameTaken(db, tenant, input.name, global)) {
      throw nameTaken(ACCESS_MSG.roleExists);
    }
    const row = await q.insertRole(
      db,
      tenant,
      { name: input.name, description: input.description, features: [...new Set(input.features)] },
      global,
    );
    return toRole(row);
  };

  const listPolicies = async (tenant: Tenant, params: Parameters<typeof q.listPolicies>[2]) => {
    const { rows, ...total } = await q.listPolicies(db, tenant, params);
    return { items: rows.map(toPolicy), ...total };
  };

  const visiblePolicy = async (tenant: Tenant, id: string) => {
    const row = await q.findVisiblePolicy(db, tenant, id);
    if (!row) {
      throw notFound(ACCESS_MSG.policyNotFound);
    }
    return row;
  };

  const getPolicy = async (tenant: Tenant, id: string) => toPolicy(await visiblePolicy(tenant, id));

  const createPolicy = async (auth: AuthContext, tenant: Tenant, input: PolicyInput) => {
    const global = input.companyId === GLOBAL_COMPANY_ID;
    if (global) {
      requireGlobalRight(auth);
    }
    requireGrantable(auth, input.permissions);
    if (await q.policyNameTaken(db, tenant, input.name, global)) {
      throw nameTaken(ACCESS_MSG.policyExists);
    }
    const values = { name: input.name, description: input.description, permissions: input.permissions };
    const id = await db.transaction(async (tx) => {
      const created = await q.insertPolicy(tx, tenant, values, global);
      await recordEvent(tx, tenant, {
        aggregateType: 'policy',
        aggregateId: created,
        type: 'policy.created',
        after: values,
      });
      return created;
    });
    return getPolicy(tenant, id);
  };

  const updatePolicy = async (auth: AuthContext, tenant: Tenant, id: string, input: PolicyInput) => {
    const current = await visiblePolicy(tenant, id);
    const global = current.companyId === null;
    if (global) {
      if (!auth.isSystemAdmin) {
        throw forbidden(ACCESS_MSG.globalPolicyReadOnly, 'GLOBAL_READ_ONLY');
      }
    }
    requireGrantable(auth, input.permissions);
    if (await q.policyNameTaken(db, tenant, input.name, global, id)) {
      throw nameTaken(ACCESS_MSG.policyExists);
    }
    const values = { name: input.name, description: input.description, permissions: input.permissions };
    await db.transaction(async (tx) => {
      if (!(await q.updatePolicy(tx, tenant, id, values, global))) {
        throw notFound(ACCESS_MSG.policyNotFound);
      }
      await recordEvent(tx, tenant, {
        aggregateType: 'policy',
        aggregateId: id,
        type: 'policy.updated',
        before: loggedPolicy(current),
        after: values,
      });
    });
    return getPolicy(tenant, id);
  };

  const deletePolicy = async (auth: AuthContext, tenant: Tenant, id: string) => {
    const current = await visiblePolicy(tenant, id);
    const global = current.companyId === null;
    if (global && !auth.isSystemAdmin) {
      throw forbidden(ACCESS_MSG.globalPolicyReadOnly, 'GLOBAL_READ_ONLY');
    }
    return db.transaction(async (tx) => {
      const removed = await q.deletePolicy(tx, tenant, id, global);
      if (!removed) {
        throw notFound(ACCESS_MSG.policyNotFound);
      }
      await recordEvent(tx, tenant, {
        aggregateType: 'policy',
        aggregateId: id,
        type: 'policy.deleted',
        before: loggedPolicy(current),
        after: null,
      });
      return removed;
    });
  };

  const attachToCompany = async (auth: AuthContext, tenant: Tenant, id: string) => {
    const policy = await visiblePolicy(tenant, id);
    if (policy.companyId !== null) {
      throw badRequest(ACCESS_MSG.notGlobal);
    }
    requireGrantable(auth, policy.permissions);
    await db.transaction(async (tx) => {
      await q.attachPolicyToCompany(tx, tenant, id);
      await recordEvent(tx, tenant, {
        aggregateType: 'policy',
        aggregateId: id,
        type: 'policy.attached',
        before: { attached: policy.attached },
        after: { attached: true },
      });
    });
    return getPolicy(tenant, id);
  };

  const detachFromCompany = async (tenant: Tenant, id: string) => {
    const policy = await visiblePolicy(tenant, id);
    if (policy.companyId !== null) {
      throw badRequest(ACCESS_MSG.notGlobal);
    }
    await db.transaction(async (tx) => {
      if (!(await q.detachPolicyFromCompany(tx, tenant, id))) {
        throw notFound(ACCESS_MSG.policyNotFound);
      }
      await recordEvent(tx, tenant, {
        aggregateType: 'policy',
        aggregateId: id,
        type: 'policy.detached',
        before: { attached: true },
        after: { attached: false },
      });
    });
    return getPolicy(tenant, id);
  };

  /** What a user holds, as the change log shows it: policy names (with their account) and role names. */
  const heldBy = async (tx: Db, tenant: Tenant, userId: string) => {
    const rows = await q.userPermissionRows(tx, tenant, userId);
    const roleRows = await q.userRoleRows(tx, tenant, userId);
    return {
      policies: rows.map((r) => (r.accountNumber ? `${r.policyName} (${r.accountNumber})` : r.policyName)).sort(),
      roles: roleRows.map((r) => r.name).sort(),
    };
  };

  /** A change of a user's permissions and its event, in one transaction. */
  const changePermissions = (tenant: Tenant, userId: string, type: string, write: (tx: Db) => Promise<unknown>) =>
    db.transaction(async (tx) => {
      const before = await heldBy(tx, tenant, userId);
      await write(tx);
      const after = await heldBy(tx, tenant, userId);
      await recordEvent(tx, tenant, { aggregateType: 'user-permission', aggregateId: userId, type, before, after });
    });

  const requireCompanyUser = async (tenant: Tenant, userId: string) => {
    if (!(await q.findCompanyUser(db, tenant, userId))) {
      throw notFound();
    }
  };

  const userPermissions = async (tenant: Tenant, userId: string): Promise<TUserPermissionView> => {
    await requireCompanyUser(tenant, userId);
    const [rows, roleRows] = await Promise.all([
      q.userPermissionRows(db, tenant, userId),
      q.userRoleRows(db, tenant, userId),
    ]);
    return { userId, permissions: rows, roles: roleRows };
  };

  /** Every policy must be usable by the company and every account the company's. */
  const checkItems = async (tenant: Tenant, items: Array<{ policyId: string; accountId: string | null }>) => {
    const policyIds = [...new Set(items.map((i) => i.policyId))];
    const usable = new Set((await q.usablePolicies(db, tenant, policyIds)).map((p) => p.id));
    for (const id of policyIds) {
      if (!usable.has(id)) {
        // A global policy the company has not attached is named; anything else does not exist for it.
        const visible = await q.findVisiblePolicy(db, tenant, id);
        if (visible) {
          throw badRequest(ACCESS_MSG.policyNotUsable, { permissions: ACCESS_MSG.policyNotUsable });
        }
        throw notFound(ACCESS_MSG.policyNotFound);
      }
    }
    const accountIds = [...new Set(items.flatMap((i) => (i.accountId ? [i.accountId] : [])))];
    const known = new Set((await q.findCompanyAccounts(db, tenant, accountIds)).map((a) => a.id));
    if (accountIds.some((id) => !known.has(id))) {
      throw notFound(ACCESS_MSG.accountNotFound);
    }
  };

  const replaceUserPermissions = async (auth: AuthContext, tenant: Tenant, input: TUserPermissions) => {
    requireNotSelf(auth, input.userId);
    await requireCompanyUser(tenant, input.userId);
    const unique = new Map(input.permissions.map((i) => [`${i.policyId}/${i.accountId ?? ''}`, i]));
    const items = [...unique.values()];
    await checkItems(tenant, items);
    const roleIds = input.roles ? [...new Set(input.roles)] : undefined;
    if (roleIds) {
      const found = await q.visibleRoles(db, tenant, roleIds);
      if (found.length !== roleIds.length) {
        throw notFound(ACCESS_MSG.roleNotFound);
      }
      requireGrantable(auth, featureGrants(found.flatMap((role) => role.features)));
    }
    await changePermissions(tenant, input.userId, 'user-permission.replaced', (tx) =>
      q.replaceUserPermissions(tx, tenant, input.userId, items, roleIds),
    );
    return userPermissions(tenant, input.userId);
  };

  const attachToUser = async (auth: AuthContext, tenant: Tenant, policyId: string, input: Required<TAttachUser>) => {
    requireNotSelf(auth, input.userId);
    await requireCompanyUser(tenant, input.userId);
    const item = { policyId, accountId: input.accountId ?? null };
    await checkItems(tenant, [item]);
    if (!(await q.userHolds(db, tenant, input.userId, policyId, item.accountId))) {
      await changePermissions(tenant, input.userId, 'user-permission.attached', (tx) =>
        q.insertUserPolicy(tx, tenant, { userId: input.userId, ...item }),
      );
    }
    return userPermissions(tenant, input.userId);
  };

  /**
   * The admin area's grant (Admin → User Management): a system administrator gives a user of any
   * company a global policy or one of that company's own, for one of its accounts or every account.
   * A global policy the company has not attached is attached in the same transaction (both changes in
   * the company's change log, by the administrator). The same rules as the company's own grant: the
   * granter must hold what the policy carries (a platform permission only from a holder), and nobody
   * grants themselves.
   */
  const grantAcrossCompanies = async (auth: AuthContext, policyId: string, input: Required<TAttachUser>) => {
    requireNotSelf(auth, input.userId);
    const companyId = await q.findUserCompanyId(db, input.userId);
    if (!companyId) {
      throw notFound();
    }
    const tenant: Tenant = { companyId, userId: auth.userId };
    const policy = await visiblePolicy(tenant, policyId);
    requireGrantable(auth, policy.permissions);
    const item = { policyId, accountId: input.accountId ?? null };
    const accountIds = item.accountId ? [item.accountId] : [];
    if ((await q.findCompanyAccounts(db, tenant, accountIds)).length !== accountIds.length) {
      throw notFound(ACCESS_MSG.accountNotFound);
    }
    const attach = policy.companyId === null && !policy.attached;
    if (attach || !(await q.userHolds(db, tenant, input.userId, policyId, item.accountId))) {
      await db.transaction(async (tx) => {
        if (attach) {
          await q.attachPolicyToCompany(tx, tenant, policyId);
          await recordEvent(tx, tenant, {
            aggregateType: 'policy',
            aggregateId: policyId,
            type: 'policy.attached',
            before: { attached: false },
            after: { attached: true },
          });
        }
        const before = await heldBy(tx, tenant, input.userId);
        if (!(await q.userHolds(tx, tenant, input.userId, policyId, item.accountId))) {
          await q.insertUserPolicy(tx, tenant, { userId: input.userId, ...item });
        }
        const after = await heldBy(tx, tenant, input.userId);
        await recordEvent(tx, tenant, {
          aggregateType: 'user-permission',
          aggregateId: input.userId,
          type: 'user-permission.attached',
          before,
          after,
        });
      });
    }
    return userPermissions(tenant, input.userId);
  };

  const detachFromUser = async (auth: AuthContext, tenant: Tenant, policyId: string, input: Required<TAttachUser>) => {
    requireNotSelf(auth, input.userId);
    await requireCompanyUser(tenant, input.userId);
    await visiblePolicy(tenant, policyId);
    await changePermissions(tenant, input.userId, 'user-permission.detached', async (tx) => {
      const removed = await q.deleteUserPolicy(tx, tenant, {
        userId: input.userId,
        policyId,
        accountId: input.accountId ?? null,
      });
      if (removed === 0) {
        throw notFound();
      }
    });
    return userPermissions(tenant, input.userId);
  };

  return {
    listRoles,
    createRole,
    listPolicies,
    getPolicy,
    createPolicy,
    updatePolicy,
    deletePolicy,
    attachToCompany,
    detachFromCompany,
    userPermissions,
    replaceUserPermissions,
    attachToUser,
    grantAcrossCompanies,
    detachFromUser,
  };
};
