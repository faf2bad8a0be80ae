import { Navigate, type RouteObject } from 'react-router';

// Access management (issue 4). Roles are one screen, its Roles tab (issue 13 §6): the Company menu's
// former Roles address goes there.
export const accessRoutes = (): RouteObject[] => [
  {
    path: '/settings/access',
    lazy: async () => ({ Component: (await import('./pages/access-page')).AccessPage }),
  },
  {
    path: '/company/role',
    element: <Navigate to="/settings/access?tab=roles" replace />,
  },
];
