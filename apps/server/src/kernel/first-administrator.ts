import { NEW_COMPANY_ADMIN_PERMISSIONS } from '@lanehub/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { policies, userPolicies } from '../db/schema';
import { type Tenant, tenantValues, tenantWhere } from '../platform/tenancy';

type Writer = Pick<Db, 'select' | 'insert'>;

export const FIRST_ADMIN_POLICY = 'Company administrator';

/**
 * A company that joins Lanehub (created in the admin area, or approved after its self-sign-up) gets
 * its own 'Company administrator' policy, held on every account by its administrators, so that they
 * can run the company and hand out permissions to the colleagues they invite. Idempotent: an existing
 * policy of that name is reused, an existing grant is kept.
 */
export const grantFirstAdministrators = async (tx: Writer, companyId: string, userIds: readonly string[]) => {
  if (userIds.length === 0) {
    return;
  }
  const tenant: Tenant = { companyId, userId: userIds[0] as string };
  const [existing] = await tx
    .select({ id: policies.id })
    .from(policies)
    .where(tenantWhere(policies, tenant, eq(policies.name, FIRST_ADMIN_POLICY)))
    .limit(1);
  let policyId = existing?.id;
  if (!policyId) {
    const [created] = await tx
      .insert(policies)
      .values(
        tenantValues(tenant, {
          name: FIRST_ADMIN_POLICY,
          description: 'The first administrators of the company',
          permissions: [...NEW_COMPANY_ADMIN_PERMISSIONS],
        }),
      )
      .returning({ id: policies.id });
    policyId = created?.id as string;
  }
  for (const userId of userIds) {
    const [held] = await tx
      .select({ id: userPolicies.id })
      .from(userPolicies)
      .where(
        tenantWhere(userPolicies, tenant, and(eq(userPolicies.userId, userId), eq(userPolicies.policyId, policyId))),
      )
      .limit(1);
    if (!held) {
      await tx.insert(userPolicies).values(tenantValues(tenant, { userId, policyId, accountId: null }));
    }
  }
};
