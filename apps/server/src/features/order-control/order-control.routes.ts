import { envelope } from '@lanehub/shared';
import {
  ORDER_CONTROL_EXAMPLE_ID,
  ORDER_CONTROL_MSG,
  ZAssignee,
  ZAssigneeQuery,
  ZAssignInput,
  ZContainerReleaseInput,
  ZControlListQuery,
  ZControlLookupQuery,
  ZControlRow,
  ZOrderControl,
  ZOrderControlParams,
  ZSocInput,
  ZUpdateContainerInput,
  ZUpdateUnitInput,
} from '@lanehub/shared/features/order-control/order-control.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { access } from '../../platform/access';
import { ok } from '../../platform/envelope';
import { listMeta } from '../../platform/list-query';
import { tenantOf } from '../../platform/tenancy';
import { createOrderControlService } from './order-control.service';

const TAGS = ['Shipment Control'];
const BASE = '/api/lanehub-core/order-control';
const ORDER = '/api/lanehub-core/order/:id';
// The orders area's one permission (spec: order.view) opens Shipment Control, as it opens the order
// screens; what a company may do to one order is its role on it: only the owner controls it.
const read = { access: access.permission('order.view') };
const writeOf = (body: object) => ({ access: access.permission('order.view'), example: { body } });
const UNIT = ORDER_CONTROL_EXAMPLE_ID;

export const orderControlRoutes = async (app: FastifyInstance, opts: { db: Db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createOrderControlService(opts.db);

  r.get(
    BASE,
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: "The company's open shipments to control: assigned to me, unassigned or all (keyset paging)",
        querystring: ZControlListQuery,
        response: { 200: envelope(z.array(ZControlRow)) },
      },
    },
    async (request) => {
      const { skip, limit } = request.query;
      const { items, ...page } = await service.list(tenantOf(request), request.query);
      return ok(items, listMeta(page, { skip, limit }));
    },
  );

  r.get(
    `${BASE}/lookup`,
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: 'One of the company’s orders by shipping mode and order number (the create form’s lookup)',
        querystring: ZControlLookupQuery,
        response: { 200: envelope(ZOrderControl) },
      },
    },
    async (request) => ok(await service.lookup(tenantOf(request), request.query)),
  );

  r.get(
    `${BASE}/assignees`,
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: 'Users of the company a shipment may be assigned to',
        querystring: ZAssigneeQuery,
        response: { 200: envelope(z.array(ZAssignee)) },
      },
    },
    async (request) => ok(await service.assignees(tenantOf(request), request.query)),
  );

  r.get(
    `${ORDER}/control`,
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: "An order's control: assignee, status, units with shipper-owned flag and release",
        params: ZOrderControlParams,
        response: { 200: envelope(ZOrderControl) },
      },
    },
    async (request) => ok(await service.get(tenantOf(request), request.params.id)),
  );

  r.put(
    `${ORDER}/assign`,
    {
      config: { ...writeOf({ userId: null, expectedUserId: null }), errors: [409] },
      schema: {
        tags: TAGS,
        summary: 'Assign the shipment to a user of the company (or unassign it: userId null)',
        description:
          '`expectedUserId` is the assignee the caller saw (null: none). The write only happens if it is still so: of two concurrent assignments one wins, the other gets 409.',
        params: ZOrderControlParams,
        body: ZAssignInput,
        response: { 200: envelope(ZOrderControl) },
      },
    },
    async (request) => {
      const result = await service.assign(tenantOf(request), request.params.id, request.body);
      return ok(result, {
        message: request.body.userId ? ORDER_CONTROL_MSG.assigned : ORDER_CONTROL_MSG.unassigned,
      });
    },
  );

  r.put(
    `${ORDER}/end`,
    {
      config: { ...writeOf({}), errors: [409] },
      schema: {
        tags: TAGS,
        summary: 'Mark the shipment ended (a CMPL shipment event; the status is projected from the events)',
        params: ZOrderControlParams,
        body: z.object({}).strict(),
        response: { 200: envelope(ZOrderControl) },
      },
    },
    async (request) =>
      ok(await service.end(tenantOf(request), request.params.id), { message: ORDER_CONTROL_MSG.ended }),
  );

  r.put(
    `${ORDER}/soc`,
    {
      config: writeOf({ containers: [{ unitId: UNIT, shipperOwned: true }] }),
      schema: {
        tags: TAGS,
        summary: 'Shipper-owned container flag, per container',
        params: ZOrderControlParams,
        body: ZSocInput,
        response: { 200: envelope(ZOrderControl) },
      },
    },
    async (request) =>
      ok(await service.soc(tenantOf(request), request.params.id, request.body), {
        message: ORDER_CONTROL_MSG.socSaved,
      }),
  );

  r.put(
    `${ORDER}/update-container`,
    {
      config: writeOf({ unitId: UNIT, equipmentNumber: 'MSCU1234566', sealNumbers: ['SL1'], sizeType: '45G1' }),
      schema: {
        tags: TAGS,
        summary: 'Container number (ISO 6346), seals and size/type of a container of the order',
        params: ZOrderControlParams,
        body: ZUpdateContainerInput,
        response: { 200: envelope(ZOrderControl) },
      },
    },
    async (request) =>
      ok(await service.updateContainer(tenantOf(request), request.params.id, request.body), {
        message: ORDER_CONTROL_MSG.containerUpdated,
      }),
  );

  r.put(
    `${ORDER}/update-unit`,
    {
      config: writeOf({ unitId: UNIT, grossWeightKg: '12000', vgmKg: '14000', temperatureSetting: null }),
      schema: {
        tags: TAGS,
        summary: 'Gross weight, VGM and reefer setting of a unit of the order',
        params: ZOrderControlParams,
        body: ZUpdateUnitInput,
        response: { 200: envelope(ZOrderControl) },
      },
    },
    async (request) =>
      ok(await service.updateUnit(tenantOf(request), request.params.id, request.body), {
        message: ORDER_CONTROL_MSG.unitUpdated,
      }),
  );

  r.put(
    `${ORDER}/container-release`,
    {
      config: writeOf({ unitId: UNIT, releaseNumber: 'REL-20931', releaseDate: '2026-03-02' }),
      schema: {
        tags: TAGS,
        summary: 'Release number and date of a container of the order',
        params: ZOrderControlParams,
        body: ZContainerReleaseInput,
        response: { 200: envelope(ZOrderControl) },
      },
    },
    async (request) =>
      ok(await service.release(tenantOf(request), request.params.id, request.body), {
        message: ORDER_CONTROL_MSG.released,
      }),
  );
};
