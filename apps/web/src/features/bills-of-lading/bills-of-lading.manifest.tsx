import { lazy } from 'react';
import type { WebFeatureManifest } from '../../app/feature-manifest';
import { BOL_LIST_PATH } from './bol-paths';

// Bills of lading (issue 15; spec 01 §1 /demand-management/forwarding/bol/:id): the list and the
// detail with the lifecycle, an entry in the module list beside Forwarding, and the order's BOLs on
// its detail page (slot 'order.detail', after the documents).
export const manifest: WebFeatureManifest = {
  name: 'bills-of-lading',
  routes: {
    shell: () => [
      {
        path: BOL_LIST_PATH,
        lazy: async () => ({ Component: (await import('./pages/bol-list-page')).BolListPage }),
      },
      {
        path: `${BOL_LIST_PATH}/:id`,
        lazy: async () => ({ Component: (await import('./pages/bol-detail-page')).BolDetailPage }),
      },
    ],
  },
  menus: {
    modules: [
      {
        key: 'billsOfLading',
        labelKey: 'billsOfLading',
        textKey: 'billsOfLading.menu',
        to: BOL_LIST_PATH,
        permission: 'forwarding.view',
        icon: 'bill',
      },
    ],
  },
  slots: {
    'order.detail': { order: 15, component: lazy(() => import('./components/order-bols-section')) },
  },
};
