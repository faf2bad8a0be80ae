import type { RouteObject } from 'react-router';
import { PRODUCTS_PATH } from './product-paths';

// Products (issue 5; spec 01 §2.3 /company/product, /company/product/partner/:id).
export const productRoutes = (): RouteObject[] => [
  {
    path: PRODUCTS_PATH,
    lazy: async () => ({ Component: (await import('./pages/products-page')).ProductsPage }),
  },
  {
    path: '/company/product/partner/:id',
    lazy: async () => ({ Component: (await import('./pages/products-page')).PartnerProductsPage }),
  },
];
