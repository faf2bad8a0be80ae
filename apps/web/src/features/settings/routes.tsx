import type { RouteObject } from 'react-router';

// Settings screens (issue 4; spec 01 §2.3): profile, and for company administrators users and accounts.
export const settingsRoutes = (): RouteObject[] => [
  {
    path: '/settings/users',
    lazy: async () => ({ Component: (await import('./pages/users-page')).UsersPage }),
  },
  {
    path: '/settings/users/:id',
    lazy: async () => ({ Component: (await import('./pages/user-detail-page')).UserDetailPage }),
  },
  {
    path: '/settings/accounts',
    lazy: async () => ({ Component: (await import('./pages/accounts-page')).AccountsPage }),
  },
  {
    path: '/settings/accounts/:id',
    lazy: async () => ({ Component: (await import('./pages/account-detail-page')).AccountDetailPage }),
  },
];
