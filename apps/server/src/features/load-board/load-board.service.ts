import {
  LOAD_BOARD_MSG,
  type TBid,
  type TBidListQuery,
  type TLoad,
  type TLoadListQuery,
  type TLoadValues,
  type TRevenue,
  type ZBidInput,
} from '@lanehub/shared/features/load-board/load-board.contract';
import { ZOrderInput } from '@lanehub/shared/features/orders/orders.contract';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { companies, loadBids, loadParties, loads, notifications, orderParties, orders } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import { recordEvent } from '../../platform/events/record-event';
import { nextNumber } from '../../platform/sequences';
import { type Tenant, tenantValues, tenantWhere } from '../../platform/tenancy';
import { StateConflict, transition } from '../../platform/transition';
import * as orderQueries from '../orders/orders.queries';
import * as q from './load-board.queries';

// The rules of the load board (docs/load-board.md). Every write runs in one transaction with its
// domain event, logged in the load owner's change log (a carrier's bid is the owner's row, posted by
// the carrier). Accepting a bid is one conditional UPDATE of the load (open → awarded): of any number
// of concurrent accepts exactly one wins; the others get 409 with the load's current state, and the
// same transaction accepts the bid, rejects every other pending bid and makes (or updates) the road
// order with the carrier as party.

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const iso = (value: Date | string | null | undefined) =>
  value === null || value === undefined ? null : value instanceof Date ? value.toISOString() : String(value);

export const toBid = (row: q.BidRow): TBid => ({
  id: row.id,
  loadId: row.loadId,
  loadNumber: row.loadNumber,
  carrierCompanyId: row.carrierCompanyId,
  carrierName: row.carrierName,
  amount: row.amount,
  currency: row.amountCurrency,
  note: row.note ?? null,
  validUntil: row.validUntil.toISOString(),
  status: row.status as TBid['status'],
  decidedAt: iso(row.decidedAt),
  createdAt: row.createdAt.toISOString(),
});

export const toLoad = (tenant: Tenant, row: q.LoadRow, myBid: q.BidRow | null = null): TLoad => ({
  id: row.id,
  loadNumber: row.loadNumber,
  status: row.status as TLoad['status'],
  visibility: row.visibility as TLoad['visibility'],
  viewerRole: row.companyId === tenant.companyId ? 'owner' : 'carrier',
  shipperCompanyId: row.companyId,
  shipperName: row.shipperName,
  orderId: row.orderId ?? null,
  orderNumber: row.orderNumber ?? null,
  // A carrier sees whether the load is offered to it, never the shipper's other carriers.
  carrierCompanyIds:
    row.companyId === tenant.companyId
      ? row.carrierCompanyIds
      : row.carrierCompanyIds.filter((id) => id === tenant.companyId),
  originCity: row.originCity,
  originState: row.originState ?? null,
  originCountry: row.originCountry,
  destinationCity: row.destinationCity,
  destinationState: row.destinationState ?? null,
  destinationCountry: row.destinationCountry,
  pickupFrom: row.pickupFrom.toISOString(),
  pickupTo: row.pickupTo.toISOString(),
  deliveryFrom: row.deliveryFrom.toISOString(),
  deliveryTo: row.deliveryTo.toISOString(),
  equipmentType: row.equipmentType,
  weightKg: row.weightKg,
  commodity: row.commodity,
  targetRate: row.targetRate ?? null,
  targetRateCurrency: row.targetRate ? (row.targetRateCurrency ?? null) : null,
  notes: row.notes ?? null,
  // Which bid won and who carries it are the owner's and the winner's business.
  acceptedBidId:
    row.companyId === tenant.companyId || row.carrierCompanyId === tenant.companyId
      ? (row.acceptedBidId ?? null)
      : null,
  awardedCarrierName:
    row.companyId === tenant.companyId || row.carrierCompanyId === tenant.companyId
      ? (row.awardedCarrierName ?? null)
      : null,
  awardedAt: iso(row.awardedAt),
  pendingBids: Number(row.pendingBids ?? 0),
  myBid: myBid ? toBid(myBid) : null,
  createdAt: row.createdAt.toISOString(),
});

const loadConflict = (current: string) => LOAD_BOARD_MSG.loadConflict(current);
const bidConflict = (current: string) => LOAD_BOARD_MSG.bidConflict(current);

/** What the change log keeps of a load. */
const loggedLoad = (loadNumber: string, values: TLoadValues) => ({
  loadNumber,
  visibility: values.visibility,
  origin: `${values.originCity}, ${values.originCountry}`,
  destination: `${values.destinationCity}, ${values.destinationCountry}`,
  pickupFrom: values.pickupFrom,
  deliveryTo: values.deliveryTo,
  equipmentType: values.equipmentType,
  weightKg: values.weightKg,
  commodity: values.commodity,
  targetRate: values.targetRate ? `${values.targetRate} ${values.targetRateCurrency}` : null,
  offeredTo: values.carrierCompanyIds.length,
});

const legalNameOf = async (tx: Tx | Db, companyId: string) => {
  const [row] = await tx.select({ legalName: companies.legalName }).from(companies).where(eq(companies.id, companyId));
  return row?.legalName ?? '';
};

/** A notification to the user who posted the load or placed the bid (none when that user is gone). */
const notify = async (tx: Tx, companyId: string, userId: string | null, msg: string, link: string) => {
  if (userId) {
    await tx.insert(notifications).values({ companyId, userId, msg, link });
  }
};

export const createLoadBoardService = (db: Db) => {
  const readLoad = async (tenant: Tenant, id: string, executor: Db | Tx = db) => {
    const row = await q.getLoad(executor, tenant, id);
    if (!row) {
      throw notFound(LOAD_BOARD_MSG.notFound);
    }
    const mine = row.companyId === tenant.companyId ? null : await q.latestBidsOf(executor, tenant, [row.id]);
    return toLoad(tenant, row, mine?.get(row.id) ?? null);
  };

  /** The road order a load is posted from: one of the caller's own road orders. */
  const checkOrder = async (tenant: Tenant, orderId: string | null) => {
    if (!orderId) {
      return;
    }
    const [order] = await db
      .select({ mode: orders.mode })
      .from(orders)
      .where(tenantWhere(orders, tenant, eq(orders.id, orderId)));
    if (!order) {
      throw badRequest(LOAD_BOARD_MSG.orderNotFound, { orderId: LOAD_BOARD_MSG.orderNotFound });
    }
    if (order.mode !== 'road') {
      throw badRequest(LOAD_BOARD_MSG.orderNotRoad, { orderId: LOAD_BOARD_MSG.orderNotRoad });
    }
  };

  /** Makes the awarded load's road order, or names the carrier on the order it was posted from. */
  const awardOrder = async (tx: Tx, owner: Tenant, load: q.LoadRow, carrierCompanyId: string) => {
    const carrierName = await legalNameOf(tx, carrierCompanyId);
    if (load.orderId) {
      const own = await orderQueries.lockOwnOrder(tx, owner, load.orderId);
      if (own) {
        const [previous] = await tx
          .select({ partyCompanyId: orderParties.partyCompanyId })
          .from(orderParties)
          .where(
            tenantWhere(orderParties, owner, eq(orderParties.orderId, load.orderId), eq(orderParties.role, 'carrier')),
          );
        await tx
          .delete(orderParties)
          .where(
            tenantWhere(orderParties, owner, eq(orderParties.orderId, load.orderId), eq(orderParties.role, 'carrier')),
          );
        await tx
          .insert(orderParties)
          .values(tenantValues(owner, { orderId: load.orderId, partyCompanyId: carrierCompanyId, role: 'carrier' }));
        await tx
          .update(orders)
          .set({ updatedAt: new Date() })
          .where(tenantWhere(orders, owner, eq(orders.id, own.id)));
        await recordEvent(tx, owner, {
          aggregateType: 'order',
          aggregateId: own.id,
          type: 'order.updated',
          before: { carrier: previous ? await legalNameOf(tx, previous.partyCompanyId) : null },
          after: { carrier: carrierName, loadNumber: load.loadNumber },
        });
        return { id: own.id, orderNumber: own.orderNumber };
      }
    }
    const values = ZOrderInput.parse({
      mode: 'road',
      shippingType: 'FTL',
      equipmentType: load.equipmentType,
      origin: { city: load.originCity, state: load.originState, country: load.originCountry },
      destination: { city: load.destinationCity, state: load.destinationState, country: load.destinationCountry },
      carrierCompanyId,
      customerReference: load.loadNumber,
      grossWeight: Number(load.weightKg),
      weightUnit: 'kg',
      pickupAt: load.pickupFrom.toISOString(),
      deliveryAt: load.deliveryTo.toISOString(),
      road: {
        pickupWindowStart: load.pickupFrom.toISOString(),
        pickupWindowEnd: load.pickupTo.toISOString(),
        deliveryWindowStart: load.deliveryFrom.toISOString(),
        deliveryWindowEnd: load.deliveryTo.toISOString(),
      },
    } satisfies z.input<typeof ZOrderInput>);
    const orderNumber = await nextNumber(tx, owner, 'order');
    const id = await orderQueries.insertOrder(tx, owner, orderNumber, values);
    await recordEvent(tx, owner, {
      aggregateType: 'order',
      aggregateId: id,
      type: 'order.created',
      after: {
        id,
        orderNumber,
        mode: 'road',
        origin: values.origin.city,
        destination: values.destination.city,
        shipper: await legalNameOf(tx, owner.companyId),
        carrier: carrierName,
        loadNumber: load.loadNumber,
      },
    });
    return { id, orderNumber };
  };

  return {
    get: readLoad,

    listOwn: async (tenant: Tenant, params: TLoadListQuery) => {
      const { rows, ...page } = await q.listOwnLoads(db, tenant, params);
      return { items: rows.map((row) => toLoad(tenant, row as q.LoadRow)), ...page };
    },

    listBoard: async (tenant: Tenant, params: TLoadListQuery) => {
      const { rows, ...page } = await q.listBoard(db, tenant, params);
      const mine = await q.latestBidsOf(
        db,
        tenant,
        rows.map((r) => (r as q.LoadRow).id),
      );
      return {
        items: rows.map((row) => toLoad(tenant, row as q.LoadRow, mine.get((row as q.LoadRow).id) ?? null)),
        ...page,
      };
    },

    listOwnBids: async (tenant: Tenant, params: TBidListQuery) => {
      const { rows, ...page } = await q.listOwnBids(db, tenant, params);
      return { items: rows.map((row) => toBid(row as q.BidRow)), ...page };
    },

    bidsOf: async (tenant: Tenant, loadId: string) => {
      const row = await q.getLoad(db, tenant, loadId);
      if (!row) {
        throw notFound(LOAD_BOARD_MSG.notFound);
      }
      return (await q.bidsOfLoad(db, tenant, row)).map(toBid);
    },

    post: async (tenant: Tenant, values: TLoadValues) => {
      const carriers = [...new Set(values.visibility === 'partners' ? values.carrierCompanyIds : [])];
      const allowed = await orderQueries.partnerOrSelf(db, tenant, carriers);
      if (carriers.some((id) => id === tenant.companyId || !allowed.has(id))) {
        throw badRequest(LOAD_BOARD_MSG.carrierNotPartner, { carrierCompanyIds: LOAD_BOARD_MSG.carrierNotPartner });
      }
      await checkOrder(tenant, values.orderId);
      const id = await db.transaction(async (tx) => {
        const loadNumber = await nextNumber(tx, tenant, 'load');
        const [row] = await tx
          .insert(loads)
          .values(
            tenantValues(tenant, {
              loadNumber,
              visibility: values.visibility,
              orderId: values.orderId,
              originCity: values.originCity,
              originState: values.originState,
              originCountry: values.originCountry,
              destinationCity: values.destinationCity,
              destinationState: values.destinationState,
              destinationCountry: values.destinationCountry,
              pickupFrom: new Date(values.pickupFrom),
              pickupTo: new Date(values.pickupTo),
              deliveryFrom: new Date(values.deliveryFrom),
              deliveryTo: new Date(values.deliveryTo),
              equipmentType: values.equipmentType,
              weightKg: values.weightKg,
              commodity: values.commodity,
              targetRate: values.targetRate,
              targetRateCurrency: values.targetRate ? values.targetRateCurrency : null,
              notes: values.notes,
              createdBy: tenant.userId,
            }),
          )
          .returning({ id: loads.id });
        const loadId = row?.id as string;
        if (carriers.length > 0) {
          await tx
            .insert(loadParties)
            .values(
              carriers.map((partyCompanyId) => tenantValues(tenant, { loadId, partyCompanyId, role: 'carrier' })),
            );
        }
        await recordEvent(tx, tenant, {
          aggregateType: 'load',
          aggregateId: loadId,
          type: 'load.posted',
          after: loggedLoad(loadNumber, { ...values, carrierCompanyIds: carriers }),
        });
        return loadId;
      });
      return readLoad(tenant, id);
    },

    cancelLoad: async (tenant: Tenant, loadId: string) => {
      await db.transaction(async (tx) => {
        const before = await q.getLoad(tx, tenant, loadId);
        if (!before) {
          throw notFound(LOAD_BOARD_MSG.notFound);
        }
        if (before.companyId !== tenant.companyId) {
          throw forbidden(LOAD_BOARD_MSG.ownerOnly);
        }
        await transition(tx as unknown as Db, {
          table: loads,
          id: loadId,
          tenant,
          from: ['open'],
          to: 'cancelled',
          what: 'load',
          conflictMessage: loadConflict,
          notFoundMessage: LOAD_BOARD_MSG.notFound,
        });
        const rejected = await tx
          .update(loadBids)
          .set({ status: 'rejected', decidedAt: new Date() })
          .where(tenantWhere(loadBids, tenant, eq(loadBids.loadId, loadId), eq(loadBids.status, 'pending')))
          .returning({ id: loadBids.id });
        await recordEvent(tx, tenant, {
          aggregateType: 'load',
          aggregateId: loadId,
          type: 'load.cancelled',
          before: { status: 'open' },
          after: { status: 'cancelled', rejectedBids: rejected.length },
        });
      });
      return readLoad(tenant, loadId);
    },

    bid: async (tenant: Tenant, loadId: string, input: z.output<typeof ZBidInput>) => {
      const bidId = await db.transaction(async (tx) => {
        // The load row is held (FOR SHARE) until the bid is in: an accept that awards the load waits
        // for it and then rejects it with the others, or it ran first and this bid sees the load closed.
        const [locked] = await tx
          .select({ id: loads.id })
          .from(loads)
          .where(and(eq(loads.id, loadId), q.visibleLoads(tenant)))
          .for('share');
        const load = locked ? await q.getLoad(tx, tenant, loadId) : null;
        if (!load) {
          throw notFound(LOAD_BOARD_MSG.notFound);
        }
        if (load.companyId === tenant.companyId) {
          throw badRequest(LOAD_BOARD_MSG.ownLoad);
        }
        if (load.status !== 'open') {
          throw new StateConflict(LOAD_BOARD_MSG.loadNotOpen, load.status);
        }
        const [pending] = await tx
          .select({ id: loadBids.id })
          .from(loadBids)
          .where(
            and(
              eq(loadBids.companyId, load.companyId),
              eq(loadBids.loadId, loadId),
              eq(loadBids.carrierCompanyId, tenant.companyId),
              eq(loadBids.status, 'pending'),
            ),
          );
        if (pending) {
          throw new StateConflict(LOAD_BOARD_MSG.alreadyBid, 'pending');
        }
        const owner: Tenant = { companyId: load.companyId, userId: tenant.userId };
        const [row] = await tx
          .insert(loadBids)
          .values(
            tenantValues(owner, {
              loadId,
              carrierCompanyId: tenant.companyId,
              amount: input.amount,
              amountCurrency: input.currency,
              note: input.note,
              validUntil: new Date(input.validUntil),
              createdBy: tenant.userId,
            }),
          )
          .returning({ id: loadBids.id });
        const carrierName = await legalNameOf(tx, tenant.companyId);
        await recordEvent(tx, owner, {
          aggregateType: 'load',
          aggregateId: loadId,
          type: 'load.bid-placed',
          after: { carrier: carrierName, amount: `${input.amount} ${input.currency}`, validUntil: input.validUntil },
        });
        await notify(
          tx,
          load.companyId,
          load.createdBy,
          LOAD_BOARD_MSG.newBid(`${input.amount} ${input.currency}`, carrierName, load.loadNumber),
          '/road/load-board',
        );
        return row?.id as string;
      });
      const created = await q.getBid(db, tenant, bidId);
      return toBid(created as q.BidRow);
    },

    accept: async (tenant: Tenant, bidId: string) =>
      db.transaction(async (tx) => {
        const bid = await q.getBid(tx, tenant, bidId);
        if (!bid) {
          throw notFound(LOAD_BOARD_MSG.bidNotFound);
        }
        if (bid.companyId !== tenant.companyId) {
          throw forbidden(LOAD_BOARD_MSG.ownerOnly);
        }
        // The one conditional UPDATE that decides the race: open → awarded.
        const now = new Date();
        await transition(tx as unknown as Db, {
          table: loads,
          id: bid.loadId,
          tenant,
          from: ['open'],
          to: 'awarded',
          set: { acceptedBidId: bid.id, carrierCompanyId: bid.carrierCompanyId, awardedAt: now },
          what: 'load',
          conflictMessage: loadConflict,
          notFoundMessage: LOAD_BOARD_MSG.notFound,
        });
        const [accepted] = await tx
          .update(loadBids)
          .set({ status: 'accepted', decidedAt: now })
          .where(tenantWhere(loadBids, tenant, eq(loadBids.id, bid.id), eq(loadBids.status, 'pending')))
          .returning({ id: loadBids.id, createdBy: loadBids.createdBy });
        if (!accepted) {
          // The bid was cancelled or rejected meanwhile: the award above rolls back with this refusal.
          const [current] = await tx
            .select({ status: loadBids.status })
            .from(loadBids)
            .where(tenantWhere(loadBids, tenant, eq(loadBids.id, bid.id)));
          throw new StateConflict(bidConflict(current?.status ?? bid.status), current?.status ?? bid.status);
        }
        const rejected = await tx
          .update(loadBids)
          .set({ status: 'rejected', decidedAt: now })
          .where(
            tenantWhere(
              loadBids,
              tenant,
              eq(loadBids.loadId, bid.loadId),
              eq(loadBids.status, 'pending'),
              ne(loadBids.id, bid.id),
            ),
          )
          .returning({ id: loadBids.id, carrierCompanyId: loadBids.carrierCompanyId, createdBy: loadBids.createdBy });
        const load = (await q.getLoad(tx, tenant, bid.loadId)) as q.LoadRow;
        const order = await awardOrder(tx, tenant, load, bid.carrierCompanyId);
        if (load.orderId !== order.id) {
          await tx
            .update(loads)
            .set({ orderId: order.id })
            .where(tenantWhere(loads, tenant, eq(loads.id, load.id)));
        }
        await recordEvent(tx, tenant, {
          aggregateType: 'load',
          aggregateId: load.id,
          type: 'load.awarded',
          before: { status: 'open', carrier: null, orderNumber: load.orderNumber ?? null },
          after: {
            status: 'awarded',
            carrier: bid.carrierName,
            amount: `${bid.amount} ${bid.amountCurrency}`,
            rejectedBids: rejected.length,
            orderNumber: order.orderNumber,
          },
        });
        await notify(
          tx,
          bid.carrierCompanyId,
          accepted.createdBy,
          LOAD_BOARD_MSG.yourBidAccepted(load.loadNumber),
          '/road/load-board?tab=bids',
        );
        for (const other of rejected) {
          await notify(
            tx,
            other.carrierCompanyId,
            other.createdBy,
            LOAD_BOARD_MSG.yourBidRejected(load.loadNumber),
            '/road/load-board?tab=bids',
          );
        }
        const fresh = (await q.getLoad(tx, tenant, load.id)) as q.LoadRow;
        return {
          load: toLoad(tenant, fresh),
          orderId: order.id,
          orderNumber: order.orderNumber,
          rejectedBids: rejected.length,
        };
      }),

    reject: async (tenant: Tenant, bidId: string) => {
      await db.transaction(async (tx) => {
        const bid = await q.getBid(tx, tenant, bidId);
        if (!bid) {
          throw notFound(LOAD_BOARD_MSG.bidNotFound);
        }
        if (bid.companyId !== tenant.companyId) {
          throw forbidden(LOAD_BOARD_MSG.ownerOnly);
        }
        const moved = await transition(tx as unknown as Db, {
          table: loadBids,
          id: bidId,
          tenant,
          from: ['pending'],
          to: 'rejected',
          set: { decidedAt: new Date() },
          what: 'bid',
          conflictMessage: bidConflict,
          notFoundMessage: LOAD_BOARD_MSG.bidNotFound,
        });
        await recordEvent(tx, tenant, {
          aggregateType: 'load',
          aggregateId: bid.loadId,
          type: 'load.bid-rejected',
          before: { carrier: bid.carrierName, amount: `${bid.amount} ${bid.amountCurrency}`, status: 'pending' },
          after: { carrier: bid.carrierName, amount: `${bid.amount} ${bid.amountCurrency}`, status: 'rejected' },
        });
        await notify(
          tx,
          bid.carrierCompanyId,
          moved.createdBy,
          LOAD_BOARD_MSG.yourBidRejected(bid.loadNumber),
          '/road/load-board?tab=bids',
        );
      });
      return toBid((await q.getBid(db, tenant, bidId)) as q.BidRow);
    },

    cancelBid: async (tenant: Tenant, bidId: string) => {
      await db.transaction(async (tx) => {
        const bid = await q.getBid(tx, tenant, bidId);
        if (!bid) {
          throw notFound(LOAD_BOARD_MSG.bidNotFound);
        }
        if (bid.carrierCompanyId !== tenant.companyId) {
          throw forbidden(LOAD_BOARD_MSG.bidderOnly);
        }
        await transition(tx as unknown as Db, {
          table: loadBids,
          id: bidId,
          scope: eq(loadBids.carrierCompanyId, tenant.companyId),
          from: ['pending'],
          to: 'cancelled',
          set: { decidedAt: new Date() },
          what: 'bid',
          conflictMessage: bidConflict,
          notFoundMessage: LOAD_BOARD_MSG.bidNotFound,
        });
        await recordEvent(
          tx,
          { companyId: bid.companyId, userId: tenant.userId },
          {
            aggregateType: 'load',
            aggregateId: bid.loadId,
            type: 'load.bid-cancelled',
            before: { carrier: bid.carrierName, amount: `${bid.amount} ${bid.amountCurrency}`, status: 'pending' },
            after: { carrier: bid.carrierName, amount: `${bid.amount} ${bid.amountCurrency}`, status: 'cancelled' },
          },
        );
      });
      return toBid((await q.getBid(db, tenant, bidId)) as q.BidRow);
    },

    revenue: async (tenant: Tenant): Promise<TRevenue> => {
      const [revenue, cost] = await Promise.all([
        q.awardedTotals(db, tenant, 'revenue'),
        q.awardedTotals(db, tenant, 'cost'),
      ]);
      return { revenue, cost };
    },
  };
};

export type LoadBoardService = ReturnType<typeof createLoadBoardService>;
