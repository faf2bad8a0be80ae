import type { TProduct, TProductListQuery } from '@lanehub/shared/features/products/products.contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PRODUCTS_API, productKeys } from './product-keys';

export type ProductPage = {
  rows: TProduct[];
  total: number;
  /** false: more than `total` products (meta.totalExact). */
  totalExact: boolean;
  /** The next page's keyset cursor (meta.nextCursor), null on the last page. */
  nextCursor: string | null;
  /** The supplying partner, on the partner route. */
  partner: { _id: string; legalName: string } | null;
};

// GET /api/lanehub-core/products, or …/products/partner/:partnerCompanyId (the company's own products that
// partner supplies; meta.partner names it) → { data: Product[], meta: { total, skip, limit } }
export const productListOptions = (params: TProductListQuery, partnerId?: string) =>
  queryOptions({
    queryKey: productKeys.list(params, partnerId),
    queryFn: async ({ signal }): Promise<ProductPage> => {
      const url = partnerId ? `${PRODUCTS_API}/partner/${encodeURIComponent(partnerId)}` : PRODUCTS_API;
      const { data, meta } = await api.get<TProduct[]>(url, { query: params, signal });
      const partner = (meta as { partner?: ProductPage['partner'] }).partner ?? null;
      return {
        rows: Array.isArray(data) ? data : [],
        total: meta.total ?? 0,
        totalExact: meta.totalExact !== false,
        nextCursor: meta.nextCursor ?? null,
        partner,
      };
    },
    placeholderData: keepPreviousData,
  });

export const useProductList = (params: TProductListQuery, partnerId?: string) =>
  useQuery(productListOptions(params, partnerId));
