import type { RouteObject } from 'react-router';

// Access management (issue 4) and the Company menu's Roles (issue 5).
export const accessRoutes = (): RouteObject[] => [
  {
    path: '/settings/access',
    lazy: async () => ({ Component: (await import('./pages/access-page')).AccessPage }),
  },
  {
    path: '/company/role',
    lazy: async () => ({ Component: (await import('./pages/company-roles-page')).CompanyRolesPage }),
  },
];
