import type { RouteObject } from 'react-router';
import { ACCOUNTS_ALIAS_PATH, ACCOUNTS_PATH, NEW_ACCOUNT_PATH } from './account-paths';

// Company accounts (issue 5; spec 01 §2.3): the list under two paths, the new-account form and the detail.
export const accountRoutes = (): RouteObject[] => [
  {
    path: ACCOUNTS_PATH,
    lazy: async () => ({ Component: (await import('./pages/accounts-page')).AccountsPage }),
  },
  {
    path: ACCOUNTS_ALIAS_PATH,
    lazy: async () => ({ Component: (await import('./pages/accounts-page')).AccountsPage }),
  },
  {
    path: NEW_ACCOUNT_PATH,
    lazy: async () => ({ Component: (await import('./pages/new-account-page')).NewAccountPage }),
  },
  {
    path: '/company/account-detail/:id',
    lazy: async () => ({ Component: (await import('./pages/account-detail-page')).AccountDetailPage }),
  },
];
