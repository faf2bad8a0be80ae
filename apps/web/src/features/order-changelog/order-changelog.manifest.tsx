import { lazy } from 'react';
import type { WebFeatureManifest } from '../../app/feature-manifest';

// The order change log: a section of every order's detail, the "Export to Excel" of the orders lists
// (both through slots of the orders screens), and the admin screen of every company's order changes and
// orders (Admin → Order Change Logs, already in the admin menu at /admin/order-management).
export const manifest: WebFeatureManifest = {
  name: 'order-changelog',
  routes: {
    shell: () =>
      ['/admin/order-management', '/admin/order-management/orders'].map((path) => ({
        path,
        lazy: async () => ({
          Component: (await import('./pages/admin-order-management-page')).AdminOrderManagementPage,
        }),
      })),
  },
  slots: {
    // Last on the order's detail: what changed, after what the order holds.
    'order.detail': {
      order: 90,
      component: lazy(async () => ({
        default: (await import('./components/order-change-log')).OrderChangeLog,
      })),
    },
    'orders.list.actions': lazy(async () => ({
      default: (await import('./components/export-orders-button')).ExportOrdersButton,
    })),
  },
};
