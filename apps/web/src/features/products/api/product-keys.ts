import type { TProductListQuery } from '@lanehub/shared/features/products/products.contract';

export const PRODUCTS_API = '/lanehub-core/products';

export const productKeys = {
  all: ['products'] as const,
  list: (params: TProductListQuery, partnerId?: string) => ['products', 'list', partnerId ?? null, params] as const,
};
