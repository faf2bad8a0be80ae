import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { forbidden, notFound } from './errors';
import type { Tenant } from './tenancy';

// Records shared with partners (DOMAIN.md §3): a record is owned by one company (its tenant key) and
// seen by the companies named on it as parties (`<record>_parties(company_id, <record>_id,
// party_company_id, role)`), the role deciding what each may do. This is the one helper for it, beside
// the tenancy scope: a feature declares its record and party tables once and asks it for the rows the
// caller may see and for the caller's role on a record. Nothing else filters shared records by company.
// Routes that answer shared records declare `exposes: 'parties'` (platform/access.ts).

type Executor = Pick<Db, 'select'>;

export type SharedRecords = PgTable & { id: AnyPgColumn; companyId: AnyPgColumn };
export type RecordParties = PgTable & { companyId: AnyPgColumn; partyCompanyId: AnyPgColumn; role: AnyPgColumn };

/** Which of the caller's records a list shows: both, only those it owns, or only those shared with it. */
export type SharingScope = 'all' | 'owned' | 'shared';

export type Sharing<R extends string> = {
  /** Rows the caller owns or is a party to (by scope); AND it with the list's own filters. */
  visibleWhere: (tenant: Tenant, scope?: SharingScope) => SQL;
  /**
   * The same rows as disjoint branches (owned; shared with the caller by another owner), for lists
   * that read each branch in its own index order and merge them (`branchedPageWhere` in
   * platform/list-query.ts): an `OR` across the two cannot use the owner's index, so a list of a
   * million records read through `visibleWhere` scans them all.
   */
  visibleBranches: (tenant: Tenant, scope?: SharingScope) => SQL[];
  /** What the caller is on a record: 'owner', its party role, or null when it may not see it. */
  roleOn: (db: Executor, tenant: Tenant, recordId: string) => Promise<'owner' | R | null>;
  /**
   * The caller's role on a record it may see: 404 (the feature's message) when it may not see it,
   * 403 (the message given) when its role is not one of `allowed`.
   */
  require: (
    db: Executor,
    tenant: Tenant,
    recordId: string,
    allowed: ReadonlyArray<'owner' | R>,
    messages: { notFound: string; forbidden?: string },
  ) => Promise<{ role: 'owner' | R; ownerCompanyId: string }>;
};

export const defineSharing = <R extends string>(
  records: SharedRecords,
  parties: RecordParties,
  recordColumn: AnyPgColumn,
): Sharing<R> => {
  const partyOf = (tenant: Tenant) =>
    sql`exists (select 1 from ${parties} where ${parties.companyId} = ${records.companyId} and ${recordColumn} = ${records.id} and ${parties.partyCompanyId} = ${tenant.companyId})`;
  const owned = (tenant: Tenant): SQL => eq(records.companyId, tenant.companyId);
  const shared = (tenant: Tenant): SQL => and(sql`${records.companyId} <> ${tenant.companyId}`, partyOf(tenant)) as SQL;
  const visibleWhere = (tenant: Tenant, scope: SharingScope = 'all'): SQL => {
    if (scope === 'owned') {
      return owned(tenant);
    }
    if (scope === 'shared') {
      return shared(tenant);
    }
    return sql`(${owned(tenant)} or ${partyOf(tenant)})`;
  };
  const visibleBranches = (tenant: Tenant, scope: SharingScope = 'all'): SQL[] => [
    ...(scope === 'shared' ? [] : [owned(tenant)]),
    ...(scope === 'owned' ? [] : [shared(tenant)]),
  ];

  const lookup = async (db: Executor, tenant: Tenant, recordId: string) => {
    const [record] = await db
      .select({ ownerCompanyId: records.companyId })
      .from(records)
      .where(and(eq(records.id, recordId), visibleWhere(tenant)))
      .limit(1);
    if (!record) {
      return null;
    }
    const ownerCompanyId = String(record.ownerCompanyId);
    if (ownerCompanyId === tenant.companyId) {
      return { role: 'owner' as const, ownerCompanyId };
    }
    // The first role by name when a company holds several on one record (shipper and customer).
    const [party] = await db
      .select({ role: sql<string>`min(${parties.role})` })
      .from(parties)
      .where(
        and(
          eq(parties.companyId, ownerCompanyId),
          eq(recordColumn, recordId),
          eq(parties.partyCompanyId, tenant.companyId),
        ),
      );
    return party?.role ? { role: party.role as R, ownerCompanyId } : null;
  };

  return {
    visibleWhere,
    visibleBranches,
    roleOn: async (db, tenant, recordId) => (await lookup(db, tenant, recordId))?.role ?? null,
    require: async (db, tenant, recordId, allowed, messages) => {
      const found = await lookup(db, tenant, recordId);
      if (!found) {
        throw notFound(messages.notFound);
      }
      if (!allowed.includes(found.role)) {
        throw forbidden(messages.forbidden);
      }
      return found;
    },
  };
};
