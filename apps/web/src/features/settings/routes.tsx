import { Navigate, type RouteObject, useParams } from 'react-router';

const SettingsAccountRedirect = () => {
  const { id = '' } = useParams();
  return <Navigate to={`/company/account-detail/${id}`} replace />;
};

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
  // Settings → Accounts is the company accounts screen (one accounts API and screen, issue 5).
  { path: '/settings/accounts', element: <Navigate to="/company/company-accounts" replace /> },
  { path: '/settings/accounts/:id', Component: SettingsAccountRedirect },
];
