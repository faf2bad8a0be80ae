import {
  SI_MSG,
  type TShippingInstruction,
  type TShippingInstructionValues,
} from '@lanehub/shared/features/order-documents/shipping-instruction.contract';
import type { TOrder } from '@lanehub/shared/features/orders/orders.contract';
import type { TOrderMode } from '@lanehub/shared/orders/order-model';
import { checkIncoterm } from '@lanehub/shared/orders/order-rules';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, shippingInstructions } from '../../db/schema';
import { badRequest } from '../../platform/errors';
import { recordEvent } from '../../platform/events/record-event';
import type { Tenant } from '../../platform/tenancy';
import { orderSharing } from '../orders/orders.queries';
import { createOrderService } from '../orders/orders.service';
import { isKnownHsSubheading } from './hs-codes';

// The shipping instruction of an order (docs/orders-shipping-instruction.md). Every company that sees
// the order (its owner and the parties named on it, through the sharing helper) reads it and exports
// its PDF; the owner, and the shipper and forwarder named on the order, write it. The row belongs to
// the order's owner whoever writes it, and each save is logged in the owner's change log.

export const SI_WRITERS = ['owner', 'shipper', 'forwarder'] as const;

type Row = typeof shippingInstructions.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const num = (value: string | number | null) => (value === null ? null : Number(value));
const joined = (parts: Array<string | null | undefined>) => parts.filter(Boolean).join(', ') || null;

const addressOf = (end: TOrder['origin']) =>
  joined([end.address, joined([end.city, end.state, end.postCode]), end.country]);

/** What the order already says, for an instruction that was never saved (version 0). */
const draftFrom = (order: TOrder): Omit<TShippingInstruction, 'canEdit' | 'updatedByCompany'> => {
  const party = (role: string) => order.parties.find((p) => p.role === role)?.legalName ?? null;
  const weight = order.grossWeight ? Number(order.grossWeight) * (order.weightUnit === 'lb' ? 0.45359237 : 1) : null;
  const volume = order.volume ? Number(order.volume) * (order.volumeUnit === 'CFT' ? 0.0283168466 : 1) : null;
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    mode: order.mode,
    version: 0,
    updatedAt: null,
    shipper: { name: party('shipper') ?? order.ownerName, address: addressOf(order.origin) },
    consignee: { name: party('consignee'), address: addressOf(order.destination) },
    notifyParty: { name: null, address: null },
    bookingNumber: order.bookingNumber,
    bolNumber: order.bolNumber,
    vesselName: order.ocean?.vesselName ?? null,
    voyage: order.ocean?.voyage ?? null,
    portOfLoading: order.ocean?.portOfLoading ?? order.origin.locode,
    portOfDischarge: order.ocean?.portOfDischarge ?? order.destination.locode,
    placeOfReceipt: order.origin.city ?? order.origin.locationName,
    placeOfDelivery: order.destination.city ?? order.destination.locationName,
    containers: order.units
      .filter((u) => u.kind === 'container')
      .map((u) => ({
        containerNumber: u.equipmentNumber,
        sizeType: u.sizeType,
        sealNumbers: u.sealNumbers,
        packages: null,
        grossWeightKg: num(u.grossWeightKg),
      })),
    packageCount: null,
    packageKind: null,
    goodsDescription: null,
    hsCode: null,
    grossWeightKg: weight === null ? null : Math.round(weight * 1000) / 1000,
    volumeM3: volume === null ? null : Math.round(volume * 1000) / 1000,
    dangerousGoods: [],
    freightTerms: null,
    incoterm: order.incoterm,
    remarks: null,
  };
};

const fromRow = (order: TOrder, row: Row) => ({
  orderId: order.id,
  orderNumber: order.orderNumber,
  mode: order.mode,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
  shipper: { name: row.shipperName, address: row.shipperAddress },
  consignee: { name: row.consigneeName, address: row.consigneeAddress },
  notifyParty: { name: row.notifyName, address: row.notifyAddress },
  bookingNumber: row.bookingNumber,
  bolNumber: row.bolNumber,
  vesselName: row.vesselName,
  voyage: row.voyage,
  portOfLoading: row.portOfLoading,
  portOfDischarge: row.portOfDischarge,
  placeOfReceipt: row.placeOfReceipt,
  placeOfDelivery: row.placeOfDelivery,
  containers: row.containers,
  packageCount: row.packageCount,
  packageKind: row.packageKind,
  goodsDescription: row.goodsDescription,
  hsCode: row.hsCode,
  grossWeightKg: num(row.grossWeightKg),
  volumeM3: num(row.volumeM3),
  dangerousGoods: row.dangerousGoods,
  freightTerms: row.freightTerms as TShippingInstruction['freightTerms'],
  incoterm: row.incoterm,
  remarks: row.remarks,
});

const columnsOf = (values: TShippingInstructionValues) => ({
  shipperName: values.shipper.name,
  shipperAddress: values.shipper.address,
  consigneeName: values.consignee.name,
  consigneeAddress: values.consignee.address,
  notifyName: values.notifyParty.name,
  notifyAddress: values.notifyParty.address,
  bookingNumber: values.bookingNumber,
  bolNumber: values.bolNumber,
  vesselName: values.vesselName,
  voyage: values.voyage,
  portOfLoading: values.portOfLoading,
  portOfDischarge: values.portOfDischarge,
  placeOfReceipt: values.placeOfReceipt,
  placeOfDelivery: values.placeOfDelivery,
  containers: values.containers.map((c) => ({
    containerNumber: c.containerNumber,
    sizeType: c.sizeType,
    sealNumbers: c.sealNumbers,
    packages: c.packages,
    grossWeightKg: c.grossWeightKg,
  })),
  packageCount: values.packageCount,
  packageKind: values.packageKind,
  goodsDescription: values.goodsDescription,
  hsCode: values.hsCode,
  grossWeightKg: values.grossWeightKg === null ? null : String(values.grossWeightKg),
  volumeM3: values.volumeM3 === null ? null : String(values.volumeM3),
  dangerousGoods: values.dangerousGoods,
  freightTerms: values.freightTerms,
  incoterm: values.incoterm,
  remarks: values.remarks,
});

/** What the change log keeps of a save: every field, each container and dangerous-goods line as one text. */
const logged = (c: ReturnType<typeof columnsOf>) => ({
  ...c,
  containers: c.containers.map((x) =>
    [x.containerNumber, x.sizeType, x.sealNumbers.join(' '), x.packages, x.grossWeightKg]
      .map((v) => v ?? '')
      .join(' | '),
  ),
  dangerousGoods: c.dangerousGoods.map((d) =>
    [`UN${d.unNumber}`, d.properShippingName, d.hazardClass, d.packingGroup ?? ''].join(' | '),
  ),
});

/** The rules the contract cannot check alone: the HS list and the Incoterm against the order's mode. */
const checkAgainstReference = (values: TShippingInstructionValues, mode: TOrderMode) => {
  if (values.hsCode && !isKnownHsSubheading(values.hsCode)) {
    const message = SI_MSG.hsUnknown(values.hsCode);
    throw badRequest(message, { hsCode: message });
  }
  const incotermProblem = values.incoterm ? checkIncoterm(values.incoterm, mode) : null;
  if (incotermProblem) {
    throw badRequest(incotermProblem, { incoterm: incotermProblem });
  }
};

export const createShippingInstructionService = (db: Db) => {
  const orders = createOrderService(db);

  const rowOf = async (executor: Db | Tx, ownerCompanyId: string, orderId: string, lock = false) => {
    const query = executor
      .select()
      .from(shippingInstructions)
      .where(and(eq(shippingInstructions.companyId, ownerCompanyId), eq(shippingInstructions.orderId, orderId)));
    const [row] = lock ? await query.for('update') : await query;
    return row ?? null;
  };

  const get = async (tenant: Tenant, orderId: string): Promise<TShippingInstruction> => {
    // 404 for a company that neither owns the order nor is named on it.
    const order = await orders.get(tenant, orderId);
    const row = await rowOf(db, order.ownerCompanyId, orderId);
    const canEdit = (SI_WRITERS as readonly string[]).includes(order.viewerRole);
    if (!row) {
      return { ...draftFrom(order), canEdit, updatedByCompany: null };
    }
    const [by] = row.updatedByCompanyId
      ? await db
          .select({ legalName: companies.legalName })
          .from(companies)
          .where(eq(companies.id, row.updatedByCompanyId))
      : [];
    return { ...fromRow(order, row), canEdit, updatedByCompany: by?.legalName ?? null };
  };

  const save = async (tenant: Tenant, orderId: string, values: TShippingInstructionValues) => {
    const order = await orders.get(tenant, orderId);
    await db.transaction(async (tx) => {
      // 404 for a stranger, 403 for a party that may read it but not write it (the carrier).
      const { ownerCompanyId } = await orderSharing.require(tx, tenant, orderId, SI_WRITERS, {
        notFound: SI_MSG.notFound,
        forbidden: SI_MSG.readOnly,
      });
      checkAgainstReference(values, order.mode as TOrderMode);
      const columns = columnsOf(values);
      const before = await rowOf(tx, ownerCompanyId, orderId, true);
      // Logged first: a save that changes nothing records nothing and keeps its version.
      const changed = await recordEvent(
        tx,
        { companyId: ownerCompanyId, userId: tenant.userId },
        {
          aggregateType: 'order',
          aggregateId: orderId,
          type: 'order.shipping-instruction-saved',
          before: before ? logged(columnsOf(fromRow(order, before) as never)) : null,
          after: logged(columns),
        },
      );
      if (!changed) {
        return;
      }
      const stamp = { updatedByCompanyId: tenant.companyId, updatedByUserId: tenant.userId, updatedAt: new Date() };
      if (before) {
        await tx
          .update(shippingInstructions)
          .set({ ...columns, ...stamp, version: before.version + 1 })
          .where(and(eq(shippingInstructions.companyId, ownerCompanyId), eq(shippingInstructions.id, before.id)));
      } else {
        await tx.insert(shippingInstructions).values({ companyId: ownerCompanyId, orderId, ...columns, ...stamp });
      }
    });
    return get(tenant, orderId);
  };

  return { get, save };
};
