import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  companies,
  contracts,
  invoiceLines,
  invoiceParties,
  invoices,
  orderParties,
  orders,
  rateCardLanes,
  rateCards,
} from '../../db/schema';
import type { DemoSeed } from '../../kernel/demo-seed';
import { nextNumber } from '../../platform/sequences';

// Audit & Pay's demo (issue 17): the shipper's road contract with its carrier (one lane Canada →
// Canada, base 1,850.00 and fuel 277.50 CAD), and the carrier's published invoice for a delivered road
// (ended) order of the shipper it carried, with the base at the contract rate and the fuel overbilled (412.00).

const SHIPPER = 'Maple Leaf Home Goods Ltd.';
const ROAD_CARRIER = 'Great Lakes Trucking Co.';

const companyId = async (tx: Db, legalName: string) =>
  (await tx.select({ id: companies.id }).from(companies).where(eq(companies.legalName, legalName)))[0]?.id;

export const auditPayDemoSeed: DemoSeed = {
  name: 'audit-pay',
  after: async (tx) => {
    const shipperId = await companyId(tx, SHIPPER);
    const carrierId = await companyId(tx, ROAD_CARRIER);
    if (!shipperId || !carrierId) {
      return;
    }
    const [order] = await tx
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        orderDate: orders.orderDate,
        createdAt: orders.createdAt,
        originCountry: orders.originCountry,
        destinationCountry: orders.destinationCountry,
      })
      .from(orders)
      .innerJoin(
        orderParties,
        and(
          eq(orderParties.companyId, orders.companyId),
          eq(orderParties.orderId, orders.id),
          eq(orderParties.partyCompanyId, carrierId),
          eq(orderParties.role, 'carrier'),
        ),
      )
      .where(eq(orders.companyId, shipperId))
      // A delivered (ended) road order when the book has one, else the carrier's most advanced order.
      .orderBy(
        desc(sql`${orders.status} = 'ended'`),
        desc(sql`${orders.mode} = 'road'`),
        desc(orders.stage),
        asc(orders.orderNumber),
      )
      .limit(1);
    if (!order) {
      return;
    }
    const onDate = order.orderDate ?? order.createdAt.toISOString().slice(0, 10);
    const year = Number(onDate.slice(0, 4));
    const [contract] = await tx
      .insert(contracts)
      .values({
        companyId: shipperId,
        contractNumber: `GLT-ROAD-${year}`,
        description: `Road freight with ${ROAD_CARRIER}`,
        mode: 'outbound',
        contractTypeId: 'road-transportation',
        partyCompanyId: carrierId,
        validFrom: `${year - 1}-01-01`,
        validTo: `${year + 1}-12-31`,
        status: 'active',
      })
      .returning({ id: contracts.id });
    if (!contract) {
      return;
    }
    const [card] = await tx
      .insert(rateCards)
      .values({ companyId: shipperId, contractId: contract.id, rateCardTypeId: '110', name: 'Road Canada 2026' })
      .returning({ id: rateCards.id });
    if (!card) {
      return;
    }
    await tx.insert(rateCardLanes).values({
      companyId: shipperId,
      contractId: contract.id,
      rateCardId: card.id,
      rowIndex: 0,
      carrier: ROAD_CARRIER,
      originCountry: order.originCountry ?? 'CA',
      destinationCountry: order.destinationCountry ?? 'CA',
      mode: 'Road',
      specificity: 4,
      baseRate: '1850',
      fuelSurcharge: '277.50',
      currency: 'CAD',
    });
    // The carrier's invoice, published (unpaid): base at the contract rate, fuel overbilled.
    const carrier = { companyId: carrierId, userId: '' };
    const lines = [
      { chargeCode: 'BAS', description: 'Linehaul', unitRate: '1850.0000' },
      { chargeCode: 'FSC', description: 'Fuel surcharge', unitRate: '412.0000' },
    ];
    const subtotal = '2262.0000';
    const today = new Date().toISOString().slice(0, 10);
    const [invoice] = await tx
      .insert(invoices)
      .values({
        companyId: carrierId,
        invoiceNumber: await nextNumber(tx, carrier, 'invoice'),
        status: 'unpaid',
        billToCompanyId: shipperId,
        currency: 'CAD',
        issueDate: today,
        dueDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
        notes: `Order ${order.orderNumber}`,
        taxes: [],
        subtotal,
        taxTotal: '0',
        total: subtotal,
        balance: subtotal,
        publishedAt: new Date(),
      })
      .returning({ id: invoices.id });
    if (!invoice) {
      return;
    }
    await tx.insert(invoiceParties).values({
      companyId: carrierId,
      invoiceId: invoice.id,
      partyCompanyId: shipperId,
      role: 'bill-to',
    });
    await tx.insert(invoiceLines).values(
      lines.map((line, position) => ({
        companyId: carrierId,
        invoiceId: invoice.id,
        position: position + 1,
        orderCompanyId: shipperId,
        orderId: order.id,
        chargeCode: line.chargeCode,
        description: line.description,
        quantity: '1',
        unitRate: line.unitRate,
        amount: line.unitRate,
      })),
    );
  },
};
