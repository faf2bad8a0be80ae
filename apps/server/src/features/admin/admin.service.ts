import {
  ADMIN_MESSAGES,
  fillMessage,
  PLAN_APP_SERVICES,
  subscriptionStatusOn,
  type TAdminCreateCompany,
  type TAdminCreateUser,
  type TAdminUpdateAccount,
  type TAdminUpdateUser,
  type TSubscriptionInput,
  type TSubscriptionUpdate,
} from '@lanehub/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, companies, subscriptions, users } from '../../db/schema';
import { companyProfileOf } from '../../kernel/company-profile';
import { grantFirstAdministrators } from '../../kernel/first-administrator';
import { seedStandardEquipmentTypes } from '../../kernel/standard-equipment-types';
import type { AuthContext } from '../../platform/access';
import { badRequest, conflict, forbidden, isUniqueViolation, notFound } from '../../platform/errors';
import { loggedWrite, recordEvent } from '../../platform/events/record-event';
import { hashPassword } from '../../platform/passwords';
import { revokeSessions } from '../../platform/session.queries';
import type { Tenant } from '../../platform/tenancy';
import * as q from './admin.queries';

// The rules of the admin area. Every function here runs for a system administrator (the routes are
// `access.admin`); the rules below protect the platform from its own administrators' slips: nobody
// changes their own isSystemAdmin flag, disables themselves or their own company.

const emailTaken = () => badRequest(ADMIN_MESSAGES.emailTaken, { email: ADMIN_MESSAGES.emailTaken });

const ensureEmailFree = async (db: q.Executor, email: string) => {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  if (existing) {
    throw emailTaken();
  }
};

/** What the change log keeps of a subscription period: what Settings → Subscription shows. */
const loggedSubscription = (row: typeof subscriptions.$inferSelect) => ({
  plan: row.plan,
  appServices: row.appServices,
  startDate: row.startDate,
  endDate: row.endDate,
  notes: row.notes,
});

export const createAdminService = (db: Db) => {
  const userDetail = async (userId: string) => {
    const row = await q.getUser(db, userId);
    if (!row) {
      throw notFound(ADMIN_MESSAGES.userNotFound);
    }
    return { ...q.toAdminUser(row), ...(await q.sessionStatsOf(db, userId)) };
  };

  const companySubscriptions = async (company: string | Tenant) =>
    q.subscriptionsOfCompany(db, company, await q.todayOf(db));

  /**
   * A change of one subscription, logged in its company's log by the administrator who made it:
   * the company's row lock serialises the writes of its periods, the row is read again under it, and
   * `change` says what to set (null: delete the period) or refuses by throwing.
   */
  const subscriptionWrite = async (
    actor: AuthContext,
    subscriptionId: string,
    type: string,
    change: (tx: Db, existing: q.SubscriptionRow) => Promise<Partial<typeof subscriptions.$inferInsert> | null>,
  ) => {
    const found = await q.getSubscription(db, subscriptionId);
    if (!found) {
      throw notFound(ADMIN_MESSAGES.subscriptionNotFound);
    }
    await loggedWrite(
      db,
      { companyId: found.companyId, userId: actor.userId },
      { aggregateType: 'subscription', type },
      async (tx) => {
        await q.lockCompany(tx, found.companyId);
        const existing = await q.getSubscription(tx, subscriptionId);
        if (!existing) {
          throw notFound(ADMIN_MESSAGES.subscriptionNotFound);
        }
        const values = await change(tx, existing);
        if (values === null) {
          await tx.delete(subscriptions).where(eq(subscriptions.id, subscriptionId));
          return { result: undefined, aggregateId: subscriptionId, before: loggedSubscription(existing) };
        }
        const [after] = await tx
          .update(subscriptions)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(subscriptions.id, subscriptionId))
          .returning();
        return {
          result: undefined,
          aggregateId: subscriptionId,
          before: loggedSubscription(existing),
          after: after ? loggedSubscription(after) : null,
        };
      },
    );
  };

  return {
    userDetail,
    companySubscriptions,

    async createUser(values: TAdminCreateUser) {
      const passwordHash = await hashPassword(values.password);
      try {
        return await db.transaction(async (tx) => {
          const company = await q.lockCompany(tx, values.companyId);
          if (!company) {
            throw badRequest(ADMIN_MESSAGES.companyNotFound, { companyId: ADMIN_MESSAGES.companyNotFound });
          }
          await ensureEmailFree(tx, values.email);
          const [user] = await tx
            .insert(users)
            .values({
              companyId: values.companyId,
              email: values.email,
              passwordHash,
              firstName: values.firstName,
              lastName: values.lastName,
              role: values.role,
              // Created by an administrator: the address is the one the administrator was given.
              emailVerifiedAt: new Date(),
            })
            .returning({ id: users.id });
          return user?.id as string;
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw emailTaken();
        }
        throw error;
      }
    },

    async updateUser(actor: AuthContext, userId: string, values: TAdminUpdateUser) {
      const current = await q.getUser(db, userId);
      if (!current) {
        throw notFound(ADMIN_MESSAGES.userNotFound);
      }
      if (userId === actor.userId) {
        if (values.isSystemAdmin !== current.isSystemAdmin) {
          throw forbidden(ADMIN_MESSAGES.ownSystemAdmin, 'OWN_SYSTEM_ADMIN');
        }
        if (!values.enabled) {
          throw forbidden(ADMIN_MESSAGES.ownDisable, 'OWN_DISABLE');
        }
      }
      await db.transaction(async (tx) => {
        const changes = {
          firstName: values.firstName,
          lastName: values.lastName,
          role: values.role,
          enabled: values.enabled,
          isSystemAdmin: values.isSystemAdmin,
        };
        await tx
          .update(users)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(users.id, userId));
        // In the user's company's change log, by the system administrator.
        if (current.companyId) {
          await recordEvent(
            tx,
            { companyId: current.companyId, userId: actor.userId },
            {
              aggregateType: 'user',
              aggregateId: userId,
              type: 'user.updated',
              before: {
                firstName: current.firstName,
                lastName: current.lastName,
                role: current.role,
                enabled: current.enabled,
                isSystemAdmin: current.isSystemAdmin,
              },
              after: changes,
            },
          );
        }
        // Disabling ends the user's sessions at once; so does taking away administration rights,
        // so no open session keeps powers the user no longer has.
        if (!values.enabled && current.enabled) {
          await revokeSessions(tx, 'user-disabled', { userIds: [userId] });
        } else if (current.isSystemAdmin && !values.isSystemAdmin) {
          await revokeSessions(tx, 'system-admin-revoked', { userIds: [userId] });
        }
      });
      return userDetail(userId);
    },

    async setCompanyEnabled(actor: AuthContext, companyId: string, enabled: boolean) {
      if (!enabled && companyId === actor.companyId) {
        throw forbidden(ADMIN_MESSAGES.ownCompany, 'OWN_COMPANY');
      }
      return db.transaction(async (tx) => {
        const company = await q.lockCompany(tx, companyId);
        if (!company) {
          throw notFound(ADMIN_MESSAGES.companyNotFound);
        }
        await q.setCompanyEnabled(tx, companyId, enabled);
        await recordEvent(
          tx,
          { companyId, userId: actor.userId },
          {
            aggregateType: 'company',
            aggregateId: companyId,
            type: enabled ? 'company.enabled' : 'company.disabled',
            before: { enabled: company.enabled },
            after: { enabled },
          },
        );
        if (!enabled) {
          // The per-request check already refuses a disabled company; revoking the sessions also
          // stops their refresh tokens and leaves a record of why they ended.
          await revokeSessions(tx, 'company-disabled', { userIds: await q.userIdsOfCompany(tx, companyId) });
        }
        return fillMessage(enabled ? ADMIN_MESSAGES.companyEnabled : ADMIN_MESSAGES.companyDisabled, {
          legalName: company.legalName,
        });
      });
    },

    async companyDetail(companyId: string) {
      const row = await q.getCompany(db, companyId);
      if (!row) {
        throw notFound(ADMIN_MESSAGES.companyNotFound);
      }
      const [usersOf, accountsOf, partnerCount, subscriptionsOf] = await Promise.all([
        q.usersOfCompany(db, companyId),
        q.accountsOfCompany(db, companyId),
        q.partnerCountOf(db, companyId),
        companySubscriptions(companyId),
      ]);
      const { hasLogo: _logo, manual: _manual, ...profile } = companyProfileOf(row);
      return {
        ...q.toAdminCompany(row),
        ...profile,
        vendorType: row.vendorType,
        completedSurvey: row.completedSurvey,
        decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
        declineReason: row.declineReason,
        partnerCount,
        users: usersOf,
        accounts: accountsOf,
        subscriptions: subscriptionsOf,
      };
    },

    /** An approved company, its first account and its first administrator, all or nothing. */
    async createCompany(actor: AuthContext, values: TAdminCreateCompany) {
      const passwordHash = await hashPassword(values.password);
      try {
        return await db.transaction(async (tx) => {
          await ensureEmailFree(tx, values.email);
          const [company] = await tx
            .insert(companies)
            .values({
              legalName: values.legalName,
              companyTypes: values.companyTypes,
              country: values.country?.toUpperCase() ?? null,
              state: values.state ?? null,
              city: values.city ?? null,
              address: values.address ?? null,
              approvalStatus: 'approved',
              pendingStatus: false,
              decidedAt: new Date(),
              decidedBy: actor.userId,
            })
            .returning({ id: companies.id });
          const companyId = company?.id as string;
          await tx.insert(accounts).values({ companyId, number: values.accountNumber, mode: values.mode });
          const [user] = await tx
            .insert(users)
            .values({
              companyId,
              email: values.email,
              passwordHash,
              firstName: values.firstName,
              lastName: values.lastName,
              role: 'admin',
              emailVerifiedAt: new Date(),
            })
            .returning({ id: users.id });
          await grantFirstAdministrators(tx, companyId, [user?.id as string]);
          await seedStandardEquipmentTypes(tx, { companyId, userId: actor.userId });
          return companyId;
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw emailTaken();
        }
        throw error;
      }
    },

    async updateAccount(accountId: string, values: TAdminUpdateAccount) {
      const updated = await q.updateAccount(db, accountId, values);
      if (!updated) {
        throw notFound(ADMIN_MESSAGES.accountNotFound);
      }
      return q.getAccount(db, accountId);
    },

    async createSubscription(actor: AuthContext, values: TSubscriptionInput) {
      return loggedWrite(
        db,
        { companyId: values.companyId, userId: actor.userId },
        { aggregateType: 'subscription', type: 'subscription.created' },
        async (tx) => {
          // The company row lock serialises writes of one company's periods, so two administrators
          // cannot create overlapping ones at the same moment.
          const company = await q.lockCompany(tx, values.companyId);
          if (!company) {
            throw badRequest(ADMIN_MESSAGES.companyNotFound, { companyId: ADMIN_MESSAGES.companyNotFound });
          }
          if (await q.overlapsAnother(tx, values)) {
            throw badRequest(ADMIN_MESSAGES.subscriptionOverlap, { startDate: ADMIN_MESSAGES.subscriptionOverlap });
          }
          const [row] = await tx
            .insert(subscriptions)
            .values({
              companyId: values.companyId,
              plan: values.plan,
              appServices: [...PLAN_APP_SERVICES[values.plan]],
              startDate: values.startDate,
              endDate: values.endDate,
              notes: values.notes,
              createdBy: actor.userId,
            })
            .returning();
          if (!row) {
            throw new Error('subscriptions insert returned no row');
          }
          return { result: row.id, aggregateId: row.id, after: loggedSubscription(row) };
        },
      );
    },

    async updateSubscription(actor: AuthContext, subscriptionId: string, values: TSubscriptionUpdate) {
      await subscriptionWrite(actor, subscriptionId, 'subscription.updated', async (tx, existing) => {
        if (await q.overlapsAnother(tx, { ...values, companyId: existing.companyId, exceptId: subscriptionId })) {
          throw badRequest(ADMIN_MESSAGES.subscriptionOverlap, { startDate: ADMIN_MESSAGES.subscriptionOverlap });
        }
        return {
          plan: values.plan,
          // A change of plan brings that plan's services; the same plan keeps what was sold.
          appServices: values.plan === existing.plan ? existing.appServices : [...PLAN_APP_SERVICES[values.plan]],
          startDate: values.startDate,
          endDate: values.endDate,
          notes: values.notes,
        };
      });
    },

    /** Ends a running subscription today (today is its last day). */
    async endSubscription(actor: AuthContext, subscriptionId: string) {
      await subscriptionWrite(actor, subscriptionId, 'subscription.ended', async (tx, existing) => {
        const today = await q.todayOf(tx);
        const status = subscriptionStatusOn(existing, today);
        if (status === 'upcoming') {
          throw badRequest(ADMIN_MESSAGES.notStarted);
        }
        if (status === 'ended') {
          throw badRequest(ADMIN_MESSAGES.alreadyEnded);
        }
        return { endDate: today };
      });
    },

    /** Only a period that has not started may be deleted; a started one stays in the history. */
    async deleteSubscription(actor: AuthContext, subscriptionId: string) {
      await subscriptionWrite(actor, subscriptionId, 'subscription.deleted', async (tx, existing) => {
        if (subscriptionStatusOn(existing, await q.todayOf(tx)) !== 'upcoming') {
          throw conflict(ADMIN_MESSAGES.startedCannotDelete);
        }
        return null;
      });
    },
  };
};

export type AdminService = ReturnType<typeof createAdminService>;
