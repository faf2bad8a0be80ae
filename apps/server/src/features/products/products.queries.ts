import type { ProductSort } from '@lanehub/shared';
import { asc, desc, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { companies, companyPartners, products } from '../../db/schema';
import { escapeLike } from '../../platform/list-query';
import { countRow, listTotal } from '../../platform/list-total';
import { type Tenant, tenantValues, tenantWhere } from '../../platform/tenancy';

// SQL of the company's products. Every statement is scoped to the caller's company: the partner
// route lists the caller's own products supplied by that partner, never the partner's records.

export type ProductValues = {
  productId: string;
  name: string;
  category: string | null;
  description: string | null;
  hsCode: string | null;
  partnerCompanyId: string | null;
};

const columns = {
  id: products.id,
  productId: products.productId,
  name: products.name,
  category: products.category,
  description: products.description,
  hsCode: products.hsCode,
  partnerCompanyId: products.partnerCompanyId,
  partnerName: companies.legalName,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

export type ProductRow = {
  id: string;
  productId: string;
  name: string;
  category: string | null;
  description: string | null;
  hsCode: string | null;
  partnerCompanyId: string | null;
  partnerName: string | null;
  createdAt: Date;
  updatedAt: Date;
};

const SORT_COLUMNS: Record<ProductSort, AnyPgColumn> = {
  productId: products.productId,
  name: products.name,
  category: products.category,
  hsCode: products.hsCode,
  partner: companies.legalName,
  updatedAt: products.updatedAt,
};

const searchCondition = (search: string | undefined): SQL | undefined => {
  const text = search?.trim();
  if (!text) {
    return undefined;
  }
  const pattern = `%${escapeLike(text)}%`;
  return or(
    ilike(products.productId, pattern),
    ilike(products.name, pattern),
    ilike(products.category, pattern),
    ilike(products.hsCode, pattern),
    ilike(products.description, pattern),
    ilike(companies.legalName, pattern),
  );
};

export type ListParams = {
  search?: string | undefined;
  skip: number;
  limit: number;
  sort: ProductSort;
  order: 'asc' | 'desc';
  partnerCompanyId?: string | undefined;
};

export const listProducts = async (db: Db, tenant: Tenant, params: ListParams) => {
  const where = tenantWhere(
    products,
    tenant,
    params.partnerCompanyId ? eq(products.partnerCompanyId, params.partnerCompanyId) : undefined,
    searchCondition(params.search),
  );
  const direction = params.order === 'desc' ? desc : asc;
  const rows = await db
    .select(columns)
    .from(products)
    .leftJoin(companies, eq(companies.id, products.partnerCompanyId))
    .where(where)
    .orderBy(direction(SORT_COLUMNS[params.sort]), asc(products.id))
    .limit(params.limit)
    .offset(params.skip);
  const counted = db
    .select(countRow)
    .from(products)
    .leftJoin(companies, eq(companies.id, products.partnerCompanyId))
    .where(where)
    .$dynamic();
  const total = await listTotal(db, counted, params, rows.length);
  return { rows: rows as ProductRow[], ...total };
};

export const getProduct = async (db: Db, tenant: Tenant, id: string): Promise<ProductRow | null> => {
  const [row] = await db
    .select(columns)
    .from(products)
    .leftJoin(companies, eq(companies.id, products.partnerCompanyId))
    .where(tenantWhere(products, tenant, eq(products.id, id)))
    .limit(1);
  return row ?? null;
};

export const insertProduct = async (db: Db, tenant: Tenant, values: ProductValues) => {
  const [row] = await db.insert(products).values(tenantValues(tenant, values)).returning({ id: products.id });
  return row?.id as string;
};

export const updateProduct = async (db: Db, tenant: Tenant, id: string, values: ProductValues) => {
  const [row] = await db
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(tenantWhere(products, tenant, eq(products.id, id)))
    .returning({ id: products.id });
  return row?.id ?? null;
};

export const deleteProduct = async (db: Db, tenant: Tenant, id: string) => {
  const [row] = await db
    .delete(products)
    .where(tenantWhere(products, tenant, eq(products.id, id)))
    .returning({ id: products.id });
  return row?.id ?? null;
};

export const isProductIdTaken = async (db: Db, tenant: Tenant, productId: string, exceptId?: string) => {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      tenantWhere(
        products,
        tenant,
        eq(products.productId, productId),
        exceptId ? ne(products.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
};

/** A company of the caller's partner network, with its legal name; null when it is not a partner. */
export const findPartner = async (db: Db, tenant: Tenant, companyId: string) => {
  const [row] = await db
    .select({ _id: companies.id, legalName: companies.legalName })
    .from(companyPartners)
    .innerJoin(companies, eq(companies.id, companyPartners.partnerCompanyId))
    .where(tenantWhere(companyPartners, tenant, eq(companyPartners.partnerCompanyId, companyId)))
    .limit(1);
  return row ?? null;
};
