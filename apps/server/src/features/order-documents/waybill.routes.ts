import { envelope } from '@lanehub/shared';
import { WAYBILL_MSG, ZWaybill, ZWaybillQuery } from '@lanehub/shared/features/order-documents/waybill.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { access } from '../../platform/access';
import { ok } from '../../platform/envelope';
import { AppError, forbidden } from '../../platform/errors';
import { tenantOf } from '../../platform/tenancy';

// GET /api/waybill (spec 02 §7.3; docs/orders-waybill.md): the sea waybill of a bill of lading number
// from CMA CGM's API, an outbound call configured by CMA_WAYBILL_URL and CMA_API_KEY. Whatever goes wrong
// on the way (not configured, unreachable, slow, refused, not JSON) the caller gets the spec's message
// 'Failed to fetch CMA data!' (502); the cause goes to the server log, never to the caller.

const failed = () => new AppError(502, 'CARRIER_UNAVAILABLE', WAYBILL_MSG.failed);

export const fetchCmaWaybill = async (cma: Config['cma'], blNumber: string): Promise<unknown> => {
  if (!cma) {
    throw new Error('CMA CGM API is not configured (CMA_WAYBILL_URL, CMA_API_KEY)');
  }
  const url = cma.waybillUrl.replaceAll('{blNumber}', encodeURIComponent(blNumber));
  const response = await fetch(url, {
    headers: { accept: 'application/json', [cma.apiKeyHeader]: cma.apiKey },
    signal: AbortSignal.timeout(cma.timeoutMs),
    redirect: 'error',
  });
  if (!response.ok) {
    throw new Error(`CMA CGM answered ${response.status}`);
  }
  return response.json();
};

export const waybillRoutes = async (app: FastifyInstance, opts: { config: Config }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/waybill',
    {
      config: { access: access.permission('order.view') },
      schema: {
        tags: ['Orders'],
        summary: "A bill of lading's sea waybill from CMA CGM",
        description:
          "Fetched from CMA CGM's API (CMA_WAYBILL_URL, CMA_API_KEY). Any failure, an unconfigured server included, answers 502 'Failed to fetch CMA data!'.",
        querystring: ZWaybillQuery,
        response: { 200: envelope(ZWaybill) },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      if (request.query.companyId && request.query.companyId !== tenant.companyId) {
        throw forbidden(WAYBILL_MSG.ownCompany);
      }
      try {
        const document = await fetchCmaWaybill(opts.config.cma, request.query.blNumber);
        return ok({
          carrier: 'CMA CGM' as const,
          blNumber: request.query.blNumber,
          fetchedAt: new Date().toISOString(),
          document,
        });
      } catch (error) {
        request.log.warn({ err: error, blNumber: request.query.blNumber }, 'waybill fetch from CMA CGM failed');
        throw failed();
      }
    },
  );
};
