import { MSG } from '@lanehub/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { companies } from '../db/schema/identity';
import { forbidden } from './errors';

// The company is the tenant. Every query on a tenant-owned table goes through these helpers, which
// add the caller's company; nothing else in the code base filters by company_id by hand.
export type Tenant = { companyId: string; userId: string };

export type TenantTable = { companyId: AnyPgColumn };

export const tenantOf = (request: FastifyRequest): Tenant => {
  const auth = request.auth;
  if (!auth?.companyId) {
    throw forbidden(MSG.noCompany, 'NO_COMPANY');
  }
  return { companyId: auth.companyId, userId: auth.userId };
};

/**
 * The tenant condition of a prepared statement (built once, run many times): the company is the
 * placeholder `companyId`, filled from `tenantParams(tenant)` at each execution.
 */
export const tenantPreparedWhere = (table: TenantTable, ...conditions: Array<SQL | undefined>): SQL =>
  and(eq(table.companyId, sql.placeholder('companyId')), ...conditions) as SQL;

/** The caller's company, for the `companyId` placeholder of `tenantPreparedWhere`. */
export const tenantParams = (tenant: Tenant): { companyId: string } => ({ companyId: tenant.companyId });

/** The tenant condition ANDed with any others. */
export const tenantWhere = (table: TenantTable, tenant: Tenant, ...conditions: Array<SQL | undefined>): SQL =>
  and(eq(table.companyId, tenant.companyId), ...conditions) as SQL;

/** Values for an insert into a tenant-owned table: the company comes from the session, never the body. */
export const tenantValues = <T extends object>(tenant: Tenant, values: T): T & { companyId: string } => ({
  ...values,
  companyId: tenant.companyId,
});

/** The caller's own company row (the company table is the tenant itself, keyed by id). */
export const ownCompanyWhere = (tenant: Tenant): SQL => eq(companies.id, tenant.companyId);
