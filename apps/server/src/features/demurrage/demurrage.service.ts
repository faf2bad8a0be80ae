import { billedDifference, type TDndClock } from '@lanehub/shared/features/demurrage/demurrage.clock';
import {
  DND_DISPUTE_OUTCOMES,
  DND_DISPUTE_TRANSITIONS,
  DND_MSG,
  type TDndClockQuery,
  type TDndDispute,
  type TDndDisputeAction,
  type TDndDisputeStatus,
  type TDndPagedQuery,
  type TDndTerms,
  type ZDndDisputeInput,
  type ZDndTermsInput,
} from '@lanehub/shared/features/demurrage/demurrage.contract';
import { and, asc, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  companies,
  companyPartners,
  dndDisputes,
  dndTerms,
  dndWarnings,
  notifications,
  orders,
  users,
} from '../../db/schema';
import { AppError, badRequest } from '../../platform/errors';
import { recordEvent } from '../../platform/events/record-event';
import { enqueueMail } from '../../platform/mail';
import { type Tenant, tenantValues, tenantWhere } from '../../platform/tenancy';
import { transition } from '../../platform/transition';
import { clockEvents, findClock, listClocks, termsRepository } from './demurrage.queries';

type TermsInput = z.output<typeof ZDndTermsInput>;
type DisputeInput = z.output<typeof ZDndDisputeInput>;

const actor = (tenant: Tenant) => ({ companyId: tenant.companyId, userId: tenant.userId || null });

const termsOut = (row: typeof dndTerms.$inferSelect, carrierName: string | null): TDndTerms => ({
  id: row.id,
  name: row.name,
  clock: row.clock as TDndClock,
  carrierCompanyId: row.carrierCompanyId,
  carrierName,
  contractReference: row.contractReference,
  portLocode: row.portLocode,
  freeDays: row.freeDays,
  currency: row.currency,
  tiers: row.tiers,
  updatedAt: row.updatedAt.toISOString(),
});

const money2 = (value: string) => {
  const [whole = '0', fraction = ''] = value.split('.');
  return `${whole}.${fraction.padEnd(2, '0').slice(0, 2)}`;
};

const disputeOut = (row: typeof dndDisputes.$inferSelect, orderNumber: string): TDndDispute => ({
  id: row.id,
  orderId: row.orderId,
  orderNumber,
  container: row.container,
  clock: row.clock as TDndClock,
  status: row.status as TDndDisputeStatus,
  outcome: DND_DISPUTE_OUTCOMES[row.status as TDndDisputeStatus],
  billedAmount: money2(row.billedAmount),
  billedCurrency: row.billedCurrency,
  computedAmount: money2(row.computedAmount),
  computedCurrency: row.computedCurrency,
  difference: billedDifference(money2(row.billedAmount), money2(row.computedAmount)),
  daysOver: row.daysOver,
  invoiceReference: row.invoiceReference,
  note: row.note,
  createdAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
});

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === '23505' || (error as { cause?: { code?: string } })?.cause?.code === '23505';

export const createDemurrageService = (db: Db) => {
  const carrierCheck = async (tenant: Tenant, carrierId: string | null) => {
    if (!carrierId) {
      return;
    }
    const [partner] = await db
      .select({ id: companyPartners.partnerCompanyId })
      .from(companyPartners)
      .where(and(eq(companyPartners.companyId, tenant.companyId), eq(companyPartners.partnerCompanyId, carrierId)));
    if (!partner) {
      throw badRequest(DND_MSG.carrierUnknown, { carrierCompanyId: DND_MSG.carrierUnknown });
    }
  };

  const getTerms = async (tenant: Tenant, id: string) => {
    const [row] = await db
      .select({ terms: dndTerms, carrierName: companies.legalName })
      .from(dndTerms)
      .leftJoin(companies, eq(companies.id, dndTerms.carrierCompanyId))
      .where(tenantWhere(dndTerms, tenant, eq(dndTerms.id, id)));
    if (!row) {
      throw new AppError(404, 'NOT_FOUND', DND_MSG.termsNotFound);
    }
    return termsOut(row.terms, row.carrierName);
  };

  const saveTerms = async (tenant: Tenant, input: TermsInput, id?: string) => {
    await carrierCheck(tenant, input.carrierCompanyId);
    const values = {
      name: input.name,
      clock: input.clock,
      carrierCompanyId: input.carrierCompanyId,
      contractReference: input.contractReference || null,
      portLocode: input.portLocode,
      freeDays: input.freeDays,
      currency: input.currency,
      tiers: input.tiers.map((t) => ({ fromDay: t.fromDay, toDay: t.toDay, rate: t.rate })),
    };
    try {
      const saved = await db.transaction(async (tx) => {
        if (id) {
          const { before, after } = await termsRepository.update(tx, tenant, id, values);
          await recordEvent(tx, actor(tenant), {
            aggregateType: 'dnd-terms',
            aggregateId: id,
            type: 'dnd-terms.updated',
            before,
            after,
          });
          return after;
        }
        const [row] = await tx.insert(dndTerms).values(tenantValues(tenant, values)).returning();
        if (!row) {
          throw new Error('dnd_terms insert returned no row');
        }
        await recordEvent(tx, actor(tenant), {
          aggregateType: 'dnd-terms',
          aggregateId: row.id,
          type: 'dnd-terms.created',
          after: row,
        });
        return row;
      });
      return getTerms(tenant, saved.id);
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new AppError(409, 'CONFLICT', DND_MSG.termsTwice, { portLocode: DND_MSG.termsTwice });
      }
      throw error;
    }
  };

  const getDispute = async (tenant: Tenant, id: string) => {
    const [row] = await db
      .select({ dispute: dndDisputes, orderNumber: orders.orderNumber })
      .from(dndDisputes)
      .innerJoin(orders, and(eq(orders.companyId, dndDisputes.companyId), eq(orders.id, dndDisputes.orderId)))
      .where(tenantWhere(dndDisputes, tenant, eq(dndDisputes.id, id)));
    if (!row) {
      throw new AppError(404, 'NOT_FOUND', DND_MSG.disputeNotFound);
    }
    return { dispute: disputeOut(row.dispute, row.orderNumber), row: row.dispute };
  };

  return {
    listTerms: async (tenant: Tenant, query: TDndPagedQuery) => {
      const like = query.search ? `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const where = tenantWhere(
        dndTerms,
        tenant,
        like
          ? or(ilike(dndTerms.name, like), ilike(dndTerms.portLocode, like), ilike(dndTerms.contractReference, like))
          : undefined,
      );
      const rows = await db
        .select({ terms: dndTerms, carrierName: companies.legalName })
        .from(dndTerms)
        .leftJoin(companies, eq(companies.id, dndTerms.carrierCompanyId))
        .where(where)
        .orderBy(desc(dndTerms.updatedAt), asc(dndTerms.id))
        .limit(query.limit)
        .offset(query.skip);
      const [total] = await db.select({ n: count() }).from(dndTerms).where(where);
      return { rows: rows.map((r) => termsOut(r.terms, r.carrierName)), total: Number(total?.n ?? 0) };
    },
    getTerms,
    createTerms: (tenant: Tenant, input: TermsInput) => saveTerms(tenant, input),
    updateTerms: (tenant: Tenant, id: string, input: TermsInput) => saveTerms(tenant, input, id),
    deleteTerms: async (tenant: Tenant, id: string) =>
      db.transaction(async (tx) => {
        const removed = await termsRepository.delete(tx, tenant, id);
        await recordEvent(tx, actor(tenant), {
          aggregateType: 'dnd-terms',
          aggregateId: id,
          type: 'dnd-terms.deleted',
          before: removed,
        });
        return { id };
      }),

    clocks: (tenant: Tenant, query: TDndClockQuery) =>
      listClocks(db, tenant.companyId, { view: query.view, search: query.search }, query),

    listDisputes: async (tenant: Tenant, query: TDndPagedQuery) => {
      const where = tenantWhere(dndDisputes, tenant);
      const rows = await db
        .select({ dispute: dndDisputes, orderNumber: orders.orderNumber })
        .from(dndDisputes)
        .innerJoin(orders, and(eq(orders.companyId, dndDisputes.companyId), eq(orders.id, dndDisputes.orderId)))
        .where(where)
        .orderBy(desc(dndDisputes.createdAt), asc(dndDisputes.id))
        .limit(query.limit)
        .offset(query.skip);
      const [total] = await db.select({ n: count() }).from(dndDisputes).where(where);
      return { rows: rows.map((r) => disputeOut(r.dispute, r.orderNumber)), total: Number(total?.n ?? 0) };
    },
    getDispute: async (tenant: Tenant, id: string) => (await getDispute(tenant, id)).dispute,

    openDispute: async (tenant: Tenant, input: DisputeInput) => {
      const clock = await findClock(db, tenant.companyId, input.orderId, input.container, input.clock);
      if (!clock) {
        throw badRequest(DND_MSG.containerNotFound, { container: DND_MSG.containerNotFound });
      }
      if (clock.charge === null || clock.currency === null) {
        throw badRequest(DND_MSG.noTerms, { clock: DND_MSG.noTerms });
      }
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(dndDisputes)
          .values(
            tenantValues(tenant, {
              orderId: input.orderId,
              container: input.container,
              clock: input.clock,
              billedAmount: input.billedAmount,
              billedCurrency: input.billedCurrency,
              computedAmount: clock.charge as string,
              computedCurrency: clock.currency as string,
              daysOver: clock.daysOver,
              computation: clock as unknown as Record<string, unknown>,
              invoiceReference: input.invoiceReference || null,
              note: input.note || null,
              createdBy: tenant.userId || null,
            }),
          )
          .returning();
        if (!row) {
          throw new Error('dnd_disputes insert returned no row');
        }
        await recordEvent(tx, actor(tenant), {
          aggregateType: 'dnd-dispute',
          aggregateId: row.id,
          type: 'dnd-dispute.opened',
          after: { ...row, computation: undefined },
        });
        return row.id;
      });
      return (await getDispute(tenant, id)).dispute;
    },

    decide: async (tenant: Tenant, id: string, action: TDndDisputeAction) => {
      const rule = DND_DISPUTE_TRANSITIONS[action];
      await db.transaction(async (tx) => {
        const moved = await transition(tx, {
          table: dndDisputes,
          id,
          tenant,
          from: rule.from,
          to: rule.to,
          set: { decidedAt: new Date(), updatedAt: new Date() },
          what: 'dispute',
          notFoundMessage: DND_MSG.disputeNotFound,
          conflictMessage: (current: string) =>
            DND_MSG.disputeConflict(DND_DISPUTE_OUTCOMES[current as TDndDisputeStatus] ?? current),
        });
        await recordEvent(tx, actor(tenant), {
          aggregateType: 'dnd-dispute',
          aggregateId: id,
          type: `dnd-dispute.${rule.to}`,
          before: { status: rule.from[0] },
          after: { status: moved.status },
        });
      });
      return (await getDispute(tenant, id)).dispute;
    },

    pack: async (tenant: Tenant, id: string) => {
      const { dispute, row } = await getDispute(tenant, id);
      const events = await clockEvents(db, tenant.companyId, row.orderId, row.container);
      const computation =
        row.computation as unknown as import('@lanehub/shared/features/demurrage/demurrage.contract').TDndClockRow;
      const terms = computation.termsId
        ? await db
            .select()
            .from(dndTerms)
            .where(tenantWhere(dndTerms, tenant, eq(dndTerms.id, computation.termsId)))
        : [];
      const [company] = await db
        .select({ name: companies.legalName })
        .from(companies)
        .where(eq(companies.id, tenant.companyId));
      return { dispute, events, computation, terms: terms[0] ?? null, companyName: company?.name ?? '' };
    },
  };
};

export type DemurrageService = ReturnType<typeof createDemurrageService>;

/**
 * The early warning (DOMAIN.md §9): for every company, the running clocks whose free time ends within
 * 48 hours (or has ended) and that were not warned of yet get one warning row, a bell notification
 * for each enabled user of the company and an e-mail through the mail outbox, in one transaction per
 * container. The warning row's unique key (container, clock, start) makes a second run, or two
 * processes at once, send nothing twice: the insert that loses the race inserts no row and stops.
 */
export const runDndWarnings = async (db: Db, now = new Date(), appUrl = '') => {
  const holders = await db.selectDistinct({ companyId: dndTerms.companyId }).from(dndTerms);
  let sent = 0;
  for (const { companyId } of holders) {
    const tenant: Tenant = { companyId, userId: '' };
    for (let skip = 0; ; skip += 200) {
      const { rows } = await listClocks(db, companyId, { view: 'warning' }, { skip, limit: 200 }, now);
      for (const clock of rows) {
        if (!clock.freeTimeEndsAt) {
          continue;
        }
        await db.transaction(async (tx) => {
          const [warning] = await tx
            .insert(dndWarnings)
            .values({
              companyId,
              orderId: clock.orderId,
              container: clock.container,
              clock: clock.clock,
              startedAt: new Date(clock.startedAt),
              freeTimeEndsAt: new Date(clock.freeTimeEndsAt as string),
            })
            .onConflictDoNothing()
            .returning({ id: dndWarnings.id });
          if (!warning) {
            return;
          }
          await recordEvent(tx, actor(tenant), {
            aggregateType: 'dnd-warning',
            aggregateId: warning.id,
            type: 'dnd-warning.sent',
            after: {
              orderId: clock.orderId,
              container: clock.container,
              clock: clock.clock,
              freeTimeEndsAt: clock.freeTimeEndsAt,
            },
          });
          const when = new Date(clock.freeTimeEndsAt as string).toISOString().replace('T', ' ').slice(0, 16);
          const past = new Date(clock.freeTimeEndsAt as string) <= now;
          const msg = `${clock.clock === 'demurrage' ? 'Demurrage' : 'Detention'}: free time of container ${clock.container} (order ${clock.orderNumber}) ${past ? 'ended' : 'ends'} ${when} UTC`;
          const link = '/orders/demurrage';
          const recipients = await tx
            .select({ id: users.id, email: users.email, firstName: users.firstName })
            .from(users)
            .where(and(eq(users.companyId, companyId), eq(users.enabled, true)));
          if (recipients.length > 0) {
            await tx.insert(notifications).values(recipients.map((u) => ({ companyId, userId: u.id, msg, link })));
          }
          for (const user of recipients) {
            await enqueueMail(tx, {
              to: user.email,
              subject: DND_MSG.warningSubject(clock.container),
              text: `Hello ${user.firstName},\n\n${msg}. If nothing moves, ${clock.charge} ${clock.currency} is accrued so far (${clock.daysOver} days over ${clock.freeDays} free days).\n\nOpen the D&D warnings: ${appUrl}${link}\n`,
              kind: 'notification',
              companyId,
            });
          }
          sent += 1;
        });
      }
      if (rows.length < 200) {
        break;
      }
    }
  }
  return sent;
};
