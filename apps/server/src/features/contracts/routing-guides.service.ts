import {
  CONTRACT_MSG,
  type TRoutingGuide,
  type TRoutingGuideInput,
  ZRoutingGuideInput,
} from '@lanehub/shared/features/contracts/contracts.contract';
import type { Db } from '../../db/client';
import { findCountry } from '../../kernel/reference-data';
import { badRequest, isUniqueViolation, notFound } from '../../platform/errors';
import { recordEvent } from '../../platform/events/record-event';
import type { Tenant } from '../../platform/tenancy';
import { isPartner } from './contracts.queries';
import * as q from './routing-guides.queries';

// Routing guides (issue 16): per lane, the carriers the company tenders to, ranked, each with its rate
// and tender acceptance. Carriers are companies of the partner network; order entry suggests the first.

const toGuide = (row: q.RoutingGuideRow, carriers: Awaited<ReturnType<typeof q.carriersOf>>): TRoutingGuide => ({
  _id: row.id,
  originCountry: row.originCountry,
  destinationCountry: row.destinationCountry,
  equipmentType: row.equipmentType,
  mode: row.mode as TRoutingGuide['mode'],
  carriers: carriers
    .filter((c) => c.carrier.routingGuideId === row.id)
    .map((c) => ({
      rank: c.carrier.rank,
      carrierCompanyId: c.carrier.carrierCompanyId,
      carrierName: c.carrierName,
      rate: c.carrier.rate,
      currency: c.carrier.currency,
      tenderAcceptance: c.carrier.tenderAcceptance,
    })),
  updatedAt: row.updatedAt.toISOString(),
});

// What the change log keeps of a guide.
const logged = (guide: TRoutingGuide) => ({
  lane: `${guide.originCountry} → ${guide.destinationCountry}`,
  equipmentType: guide.equipmentType,
  mode: guide.mode,
  carriers: guide.carriers.map((c) => `${c.rank}. ${c.carrierName} ${c.rate} ${c.currency} (${c.tenderAcceptance}%)`),
});

export type RoutingGuidesService = ReturnType<typeof createRoutingGuidesService>;

export const createRoutingGuidesService = ({ db }: { db: Db }) => {
  const withCarriers = async (tenant: Tenant, rows: q.RoutingGuideRow[]) => {
    const carriers = await q.carriersOf(
      db,
      tenant,
      rows.map((r) => r.id),
    );
    return rows.map((row) => toGuide(row, carriers));
  };

  const get = async (tenant: Tenant, id: string) => {
    const row = await q.getGuide(db, tenant, id);
    if (!row) {
      throw notFound(CONTRACT_MSG.routingGuideNotFound);
    }
    const [guide] = await withCarriers(tenant, [row]);
    return guide as TRoutingGuide;
  };

  const countryCode = (value: string, field: string) => {
    const code = findCountry(value);
    if (!code) {
      const message = `${value} is not a known country`;
      throw badRequest(message, { [field]: message });
    }
    return code;
  };

  /** The parsed input with its countries as ISO codes and every carrier a partner, once. */
  const checked = async (tenant: Tenant, body: TRoutingGuideInput) => {
    const input = ZRoutingGuideInput.parse(body);
    const lane = {
      originCountry: countryCode(input.originCountry, 'originCountry'),
      destinationCountry: countryCode(input.destinationCountry, 'destinationCountry'),
      // An empty equipment type is none: the guide is for any (a '' would never match an order's lane).
      equipmentType: input.equipmentType || null,
      mode: input.mode,
    };
    const seen = new Set<string>();
    for (const [index, carrier] of input.carriers.entries()) {
      if (seen.has(carrier.carrierCompanyId)) {
        throw badRequest(CONTRACT_MSG.carrierTwice, {
          [`carriers.${index}.carrierCompanyId`]: CONTRACT_MSG.carrierTwice,
        });
      }
      seen.add(carrier.carrierCompanyId);
      if (!(await isPartner(db, tenant, carrier.carrierCompanyId))) {
        throw badRequest(CONTRACT_MSG.carrierNotPartner, {
          [`carriers.${index}.carrierCompanyId`]: CONTRACT_MSG.carrierNotPartner,
        });
      }
    }
    return { lane, carriers: input.carriers };
  };

  const laneTaken = (error: unknown) =>
    isUniqueViolation(error)
      ? badRequest(CONTRACT_MSG.routingGuideExists, { originCountry: CONTRACT_MSG.routingGuideExists })
      : error;

  const list = async (tenant: Tenant, filter: Parameters<typeof q.listGuides>[2]) =>
    withCarriers(
      tenant,
      await q.listGuides(db, tenant, {
        ...filter,
        originCountry: filter.originCountry ? (findCountry(filter.originCountry) ?? filter.originCountry) : undefined,
        destinationCountry: filter.destinationCountry
          ? (findCountry(filter.destinationCountry) ?? filter.destinationCountry)
          : undefined,
      }),
    );

  const create = async (tenant: Tenant, body: TRoutingGuideInput) => {
    const { lane, carriers } = await checked(tenant, body);
    try {
      const id = await db.transaction(async (tx) => {
        const row = await q.insertGuide(tx, tenant, { ...lane, createdBy: tenant.userId || null });
        await q.replaceCarriers(tx, tenant, row.id, carriers);
        const guide = toGuide(row, await q.carriersOf(tx, tenant, [row.id]));
        await recordEvent(tx, tenant, {
          aggregateType: 'routing-guide',
          aggregateId: row.id,
          type: 'routing-guide.created',
          after: logged(guide),
        });
        return row.id;
      });
      return get(tenant, id);
    } catch (error) {
      throw laneTaken(error);
    }
  };

  const update = async (tenant: Tenant, id: string, body: TRoutingGuideInput) => {
    const before = await get(tenant, id);
    const { lane, carriers } = await checked(tenant, body);
    try {
      await db.transaction(async (tx) => {
        const row = await q.updateGuide(tx, tenant, id, lane);
        if (!row) {
          throw notFound(CONTRACT_MSG.routingGuideNotFound);
        }
        await q.replaceCarriers(tx, tenant, id, carriers);
        const after = toGuide(row, await q.carriersOf(tx, tenant, [id]));
        await recordEvent(tx, tenant, {
          aggregateType: 'routing-guide',
          aggregateId: id,
          type: 'routing-guide.updated',
          before: logged(before),
          after: logged(after),
        });
      });
    } catch (error) {
      throw laneTaken(error);
    }
    return get(tenant, id);
  };

  const remove = async (tenant: Tenant, id: string) => {
    const before = await get(tenant, id);
    await db.transaction(async (tx) => {
      const row = await q.deleteGuide(tx, tenant, id);
      if (!row) {
        throw notFound(CONTRACT_MSG.routingGuideNotFound);
      }
      await recordEvent(tx, tenant, {
        aggregateType: 'routing-guide',
        aggregateId: id,
        type: 'routing-guide.deleted',
        before: logged(before),
      });
    });
    return { _id: id };
  };

  /** The guide of an order's lane (null when the company has none for it). */
  const forLane = async (
    tenant: Tenant,
    lane: { originCountry: string; destinationCountry: string; equipmentType?: string | undefined; mode: string },
  ) => {
    const row = await q.guideForLane(db, tenant, {
      ...lane,
      originCountry: findCountry(lane.originCountry) ?? lane.originCountry,
      destinationCountry: findCountry(lane.destinationCountry) ?? lane.destinationCountry,
    });
    if (!row) {
      return null;
    }
    const [guide] = await withCarriers(tenant, [row]);
    return guide ?? null;
  };

  return { list, get, create, update, remove, forLane };
};
