import type { Db } from '../../db/client';
import { accounts, companies, equipmentTypes, instructions, policies, userPolicies, users } from '../../db/schema';
import { companyPolicies } from '../../db/schema/onboarding';
import type { DemoSeed } from '../../kernel/demo-seed';
import { hasAnyUser } from '../../platform/bootstrap';
import { hashPassword } from '../../platform/passwords';
import {
  DEMO_COMPANIES,
  DEMO_EQUIPMENT_TYPES,
  DEMO_INSTRUCTIONS,
  DEMO_PASSWORD,
  DEMO_POLICIES,
  DEMO_USER_WITHOUT_COMPANY,
} from './demo.data';

/**
 * Seeds the demo tenant set in one transaction; does nothing when any user exists. The companies,
 * users and policies are this feature's; every other feature's demo rows come from its `DemoSeed`,
 * in the order given (app composition collects them: `demo-seeds.ts`).
 */
export const seedDemo = async (db: Db, seeds: readonly DemoSeed[]): Promise<boolean> => {
  if (await hasAnyUser(db)) {
    return false;
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const policyIds = new Map<string, string>();
    for (const [key, policy] of Object.entries(DEMO_POLICIES)) {
      const [row] = await tx
        .insert(policies)
        .values({ name: policy.name, description: policy.description, permissions: [...policy.permissions] })
        .returning({ id: policies.id });
      policyIds.set(key, row?.id as string);
    }
    for (const [index, demo] of DEMO_COMPANIES.entries()) {
      const [company] = await tx
        .insert(companies)
        .values({
          legalName: demo.legalName,
          companyTypes: demo.types,
          pendingStatus: demo.pendingStatus ?? false,
          // A pending demo company is a self-sign-up request waiting in Admin → Requested Companies.
          ...(demo.pendingStatus ? { approvalStatus: 'requested', requestedAt: new Date() } : {}),
          completedSurvey: demo.completedSurvey ?? false,
        })
        .returning({ id: companies.id });
      const companyId = company?.id as string;
      await tx.insert(accounts).values(demo.accounts.map((a) => ({ ...a, companyId })));
      for (const user of demo.users) {
        const [created] = await tx
          .insert(users)
          .values({
            companyId,
            email: user.email,
            passwordHash,
            firstName: user.firstName,
            lastName: user.lastName,
            role: user.role,
            isSystemAdmin: user.isSystemAdmin ?? false,
            userType: user.userType ?? [],
          })
          .returning({ id: users.id });
        if (user.policies.length > 0) {
          await tx.insert(userPolicies).values(
            user.policies.map((p) => ({
              companyId,
              userId: created?.id as string,
              policyId: policyIds.get(p) as string,
            })),
          );
        }
      }
      // The global policies the company's users hold are attached to it (Access management).
      const used = [...new Set(demo.users.flatMap((u) => u.policies))];
      if (used.length > 0) {
        await tx.insert(companyPolicies).values(used.map((p) => ({ companyId, policyId: policyIds.get(p) as string })));
      }
      if (!demo.pendingStatus) {
        await tx.insert(equipmentTypes).values(DEMO_EQUIPMENT_TYPES.map((e) => ({ ...e, companyId, active: true })));
        for (const seed of seeds) {
          await seed.company?.(tx, { id: companyId, legalName: demo.legalName });
        }
        // Each company gets a different slice of instructions so tenants are visibly distinct.
        const slice = DEMO_INSTRUCTIONS.filter((_, i) => (i + index) % 2 === 0 || index === 1);
        await tx.insert(instructions).values(slice.map((i) => ({ ...i, companyId })));
      }
    }
    await tx.insert(users).values({ ...DEMO_USER_WITHOUT_COMPANY, passwordHash, role: 'user' });
    for (const seed of seeds) {
      await seed.after?.(tx, passwordHash);
    }
  });
  return true;
};
