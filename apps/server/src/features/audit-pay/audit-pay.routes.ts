import { envelope } from '@lanehub/shared';
import {
  AUDIT_PAY_MSG,
  ZApproveInput,
  ZAuditSettings,
  ZBillAudit,
  ZBillAuditSummary,
  ZBillIdParams,
  ZDisputeInput,
} from '@lanehub/shared/features/audit-pay/audit-pay.contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { access } from '../../platform/access';
import { ok } from '../../platform/envelope';
import { tenantOf } from '../../platform/tenancy';
import { createAuditPayService } from './audit-pay.service';

// Audit & Pay (issue 17; spec 01 module list 'Audit & Pay (/invoice-management)'), under
// /api/lanehub-core beside the invoices: the billed company audits its bills (order.bill), the issuer
// reads the decisions on its invoice (order.invoice).
const CORE = '/api/lanehub-core';
const BASE = `${CORE}/audit-pay`;
const TAGS = ['Audit & Pay'];
const billAccess = access.permission('order.bill');

export const auditPayRoutes = async (app: FastifyInstance, opts: { db: Db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createAuditPayService(opts.db);

  r.get(
    `${BASE}/settings`,
    {
      config: { access: billAccess },
      schema: {
        tags: TAGS,
        summary: "The company's audit tolerances (amount and percent of the contract amount)",
        response: { 200: envelope(ZAuditSettings) },
      },
    },
    async (request) => ok(await service.settings(tenantOf(request))),
  );
  r.put(
    `${BASE}/settings`,
    {
      config: { access: billAccess, example: { body: { toleranceAmount: '5', tolerancePercent: '2' } } },
      schema: {
        tags: TAGS,
        summary: "Change the company's audit tolerances",
        body: ZAuditSettings,
        response: { 200: envelope(ZAuditSettings) },
      },
    },
    async (request) =>
      ok(await service.saveSettings(tenantOf(request), request.body), { message: AUDIT_PAY_MSG.settingsSaved }),
  );
  r.get(
    `${BASE}/bill`,
    {
      config: { access: billAccess, exposes: 'parties' },
      schema: {
        tags: TAGS,
        summary: 'The published bills issued to this company, with how many lines are approved or disputed',
        response: { 200: envelope(z.array(ZBillAuditSummary)) },
      },
    },
    async (request) => ok(await service.list(tenantOf(request))),
  );
  r.get(
    `${BASE}/bill/:id`,
    {
      config: { access: billAccess, exposes: 'parties' },
      schema: {
        tags: TAGS,
        summary: "A bill's lines against the contract rate: match, over, under or no rate, and the decisions",
        params: ZBillIdParams,
        response: { 200: envelope(ZBillAudit) },
      },
    },
    async (request) => ok(await service.audit(tenantOf(request), request.params.id)),
  );
  r.post(
    `${BASE}/bill/:id/approve`,
    {
      config: { access: billAccess, exposes: 'parties', example: { body: { lineIds: [':id'] } }, errors: [409] },
      schema: {
        tags: TAGS,
        summary: 'Approve lines within tolerance (all or nothing; one decision per line)',
        params: ZBillIdParams,
        body: ZApproveInput,
        response: { 200: envelope(ZBillAudit) },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      const approved = await service.approve(tenant, request.params.id, request.body);
      return ok(await service.audit(tenant, request.params.id), { message: AUDIT_PAY_MSG.approved(approved) });
    },
  );
  r.post(
    `${BASE}/bill/:id/dispute`,
    {
      config: {
        access: billAccess,
        exposes: 'parties',
        example: { body: { lineId: ':id', reason: 'over_contract_rate', note: 'Fuel is 15 % of base by contract' } },
        errors: [409],
      },
      schema: {
        tags: TAGS,
        summary: 'Dispute a line with a reason and a note the carrier sees on its invoice',
        params: ZBillIdParams,
        body: ZDisputeInput,
        response: { 200: envelope(ZBillAudit) },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      await service.dispute(tenant, request.params.id, request.body);
      return ok(await service.audit(tenant, request.params.id), { message: AUDIT_PAY_MSG.disputed });
    },
  );
  r.get(
    `${CORE}/invoice/:id/audit`,
    {
      config: { access: access.permission('order.invoice'), exposes: 'parties' },
      schema: {
        tags: TAGS,
        summary: "The billed company's decisions on an invoice's lines (approved, disputed with reason and note)",
        params: ZBillIdParams,
        response: { 200: envelope(ZBillAudit) },
      },
    },
    async (request) => ok(await service.audit(tenantOf(request), request.params.id)),
  );
};
