import type { WebFeatureManifest } from '../../app/feature-manifest';
import { ORDER_DASHBOARD_PATH } from './order-dashboard-paths';

// The orders dashboard (issue 14; spec 01 §2.3 Orders: /orders/dashboard), at the end of the Orders
// menu for users with order.view (the menus hide it from everyone else).
export const manifest: WebFeatureManifest = {
  name: 'order-dashboard',
  routes: {
    shell: () => [
      {
        path: ORDER_DASHBOARD_PATH,
        lazy: async () => ({ Component: (await import('./pages/order-dashboard-page')).OrderDashboardPage }),
      },
    ],
  },
  menus: {
    orders: [
      {
        key: 'orderDashboard',
        labelKey: 'orderDashboard',
        textKey: 'orderDashboard.menu',
        to: ORDER_DASHBOARD_PATH,
        permission: 'order.view',
        icon: 'chart',
      },
    ],
  },
};
