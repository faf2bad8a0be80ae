import { PRODUCT_MSG, type TProduct, type TProductValues } from '@lanehub/shared';
import type { Db } from '../../db/client';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { loggedWrite } from '../../platform/events/record-event';
import type { Tenant } from '../../platform/tenancy';
import * as q from './products.queries';

// The rules of products: the product id is used once per company, and the supplying company is one
// of the caller's partners.

export const toProduct = (row: q.ProductRow): TProduct => ({
  id: row.id,
  productId: row.productId,
  name: row.name,
  category: row.category,
  description: row.description,
  hsCode: row.hsCode,
  partnerCompanyId: row.partnerCompanyId,
  partnerName: row.partnerName,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const duplicate = () =>
  new AppError(409, 'CONFLICT', PRODUCT_MSG.productIdTaken, { productId: PRODUCT_MSG.productIdTaken });

export const createProductService = (db: Db) => {
  const checkPartner = async (tenant: Tenant, values: TProductValues) => {
    if (values.partnerCompanyId && !(await q.findPartner(db, tenant, values.partnerCompanyId))) {
      throw badRequest(PRODUCT_MSG.partnerNotFound, { partnerCompanyId: PRODUCT_MSG.partnerNotFound });
    }
  };

  const read = async (tenant: Tenant, id: string) => {
    const row = await q.getProduct(db, tenant, id);
    if (!row) {
      throw notFound();
    }
    return toProduct(row);
  };

  return {
    list: async (tenant: Tenant, params: q.ListParams) => {
      const { rows, ...total } = await q.listProducts(db, tenant, params);
      return { items: rows.map(toProduct), ...total };
    },

    listOfPartner: async (tenant: Tenant, partnerCompanyId: string, params: q.ListParams) => {
      const partner = await q.findPartner(db, tenant, partnerCompanyId);
      if (!partner) {
        throw notFound();
      }
      const { rows, ...total } = await q.listProducts(db, tenant, { ...params, partnerCompanyId });
      return { partner, items: rows.map(toProduct), ...total };
    },

    get: read,

    create: async (tenant: Tenant, values: TProductValues) => {
      await checkPartner(tenant, values);
      if (await q.isProductIdTaken(db, tenant, values.productId)) {
        throw duplicate();
      }
      const id = await loggedWrite(db, tenant, { aggregateType: 'product', type: 'product.created' }, async (tx) => {
        const created = await q.insertProduct(tx, tenant, values);
        return { result: created, aggregateId: created, after: { id: created, ...values } };
      });
      return read(tenant, id);
    },

    update: async (tenant: Tenant, id: string, values: TProductValues) => {
      if (!(await q.getProduct(db, tenant, id))) {
        throw notFound();
      }
      await checkPartner(tenant, values);
      if (await q.isProductIdTaken(db, tenant, values.productId, id)) {
        throw duplicate();
      }
      await q.productRepository.loggedUpdate(db, tenant, id, values, {
        aggregateType: 'product',
        type: 'product.updated',
      });
      return read(tenant, id);
    },

    remove: async (tenant: Tenant, id: string) => {
      const deleted = await q.productRepository.loggedDelete(db, tenant, id, {
        aggregateType: 'product',
        type: 'product.deleted',
      });
      return deleted.id;
    },
  };
};
