import type { RouteObject } from 'react-router';

// Admin → Requested Companies (issue 4; menus.ts ADMIN_MENU 'requestedCompanies').
export const requestedCompaniesRoutes = (): RouteObject[] => [
  {
    path: '/admin/requested-companies',
    lazy: async () => ({
      Component: (await import('./pages/requested-companies-page')).RequestedCompaniesPage,
    }),
  },
];
