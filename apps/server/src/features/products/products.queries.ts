import type { ProductSort } from '@lanehub/shared';
import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, companyPartners, products } from '../../db/schema';
import { defineList, type ListParams as ListParams_, listPage, listPlan, searchAny } from '../../platform/list-query';
import { countRow } from '../../platform/list-total';
import { tenantRepository } from '../../platform/repository';
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

// The list's sorts; the list helper ends each with the id, so pages never overlap or skip rows.
const PRODUCT_LIST = defineList<ProductSort>({
  id: products.id,
  sorts: {
    productId: products.productId,
    name: products.name,
    category: products.category,
    hsCode: products.hsCode,
    partner: companies.legalName,
    updatedAt: products.updatedAt,
  },
});

const searchCondition = (search: string | undefined): SQL | undefined => {
  const text = search?.trim();
  if (!text) {
    return undefined;
  }
  return searchAny(text, [
    products.productId,
    products.name,
    products.category,
    products.hsCode,
    products.description,
    companies.legalName,
  ]);
};

export type ListParams = ListParams_<ProductSort> & {
  search?: string | undefined;
  partnerCompanyId?: string | undefined;
};

export const listProducts = async (db: Db, tenant: Tenant, params: ListParams) => {
  const where = tenantWhere(
    products,
    tenant,
    params.partnerCompanyId ? eq(products.partnerCompanyId, params.partnerCompanyId) : undefined,
    searchCondition(params.search),
  );
  const plan = listPlan(PRODUCT_LIST, params);
  const fetched = await db
    .select({ ...columns, ...plan.keyColumns })
    .from(products)
    .leftJoin(companies, eq(companies.id, products.partnerCompanyId))
    .where(and(where, plan.after))
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  const counted = db
    .select(countRow)
    .from(products)
    .leftJoin(companies, eq(companies.id, products.partnerCompanyId))
    .where(where)
    .$dynamic();
  const { rows, ...page } = await listPage(db, plan, fetched, counted);
  return { rows: rows as ProductRow[], ...page };
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

export const insertProduct = async (db: Pick<Db, 'insert'>, tenant: Tenant, values: ProductValues) => {
  const [row] = await db.insert(products).values(tenantValues(tenant, values)).returning({ id: products.id });
  return row?.id as string;
};

/** The by-id writes of a product (404 with the platform's message, as before). */
export const productRepository = tenantRepository(products);

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
