import { envelope } from '@lanehub/shared';
import {
  SHIPPING_INSTRUCTION_EXAMPLE,
  SI_MSG,
  shippingInstructionFileName,
  ZShippingInstruction,
  ZShippingInstructionInput,
} from '@lanehub/shared/features/order-documents/shipping-instruction.contract';
import { ZOrderIdParams } from '@lanehub/shared/features/orders/orders.contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema';
import { access } from '../../platform/access';
import { ok } from '../../platform/envelope';
import { tenantOf } from '../../platform/tenancy';
import { renderShippingInstructionPdf } from './shipping-instruction.pdf';
import { createShippingInstructionService } from './shipping-instruction.service';

const TAGS = ['Orders'];
// Spec 02 §7.3 lists the order calls as `order/{id}/…` (shipping-instruction (PUT, export-pdf)); the
// paths follow it, under /api like every call.
const BASE = '/api/order/:id/shipping-instruction';
const read = { access: access.permission('order.view'), exposes: 'parties' as const };

export const shippingInstructionRoutes = async (app: FastifyInstance, opts: { db: Db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createShippingInstructionService(opts.db);

  r.get(
    BASE,
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: "An order's shipping instruction (a draft from the order until it is first saved)",
        description:
          'Every company that sees the order reads it. `version` 0 is the draft prefilled from the order; each save adds one. `canEdit` says whether the caller may change it.',
        params: ZOrderIdParams,
        response: { 200: envelope(ZShippingInstruction) },
      },
    },
    async (request) => ok(await service.get(tenantOf(request), request.params.id)),
  );

  r.put(
    BASE,
    {
      config: { ...read, example: { body: SHIPPING_INSTRUCTION_EXAMPLE } },
      schema: {
        tags: TAGS,
        summary: "Save an order's shipping instruction (every field is sent)",
        description:
          "The order's owner and the shipper and forwarder named on it save it; the carrier and the other parties get 403, any other company 404. The HS code must be an HS 2022 subheading; the Incoterm must fit the order's mode.",
        params: ZOrderIdParams,
        body: ZShippingInstructionInput,
        response: { 200: envelope(ZShippingInstruction) },
      },
    },
    async (request) =>
      ok(await service.save(tenantOf(request), request.params.id, request.body), { message: SI_MSG.saved }),
  );

  r.get(
    `${BASE}/export-pdf`,
    {
      config: read,
      schema: {
        tags: TAGS,
        summary: 'The shipping instruction as a PDF file (every company that sees the order, the carrier too)',
        params: ZOrderIdParams,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const tenant = tenantOf(request);
      const si = await service.get(tenant, request.params.id);
      const [company] = await opts.db
        .select({ legalName: companies.legalName })
        .from(companies)
        .where(eq(companies.id, tenant.companyId));
      const pdf = await renderShippingInstructionPdf(si, {
        issuedBy: si.shipper.name ?? company?.legalName ?? '',
        printedAt: new Date(),
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${shippingInstructionFileName(si.orderNumber)}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
};
