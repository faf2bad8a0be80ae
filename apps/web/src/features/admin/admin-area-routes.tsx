import { Navigate, type RouteObject, useParams } from 'react-router';

const CompanyApproveRedirect = () => {
  const { companyId = '' } = useParams();
  return <Navigate to={`/admin/company-management/${companyId}`} replace />;
};

// The admin area (issue 4: users, companies, accounts, subscriptions), the company approval screens
// (issue 5) and Settings → Subscription / App Services. Pages load lazily.
export const adminAreaRoutes = (): RouteObject[] => [
  {
    path: '/admin/user-management',
    lazy: async () => ({ Component: (await import('./pages/user-management-page')).UserManagementPage }),
  },
  {
    path: '/admin/user-management/new',
    lazy: async () => ({ Component: (await import('./pages/user-new-page')).UserNewPage }),
  },
  {
    path: '/admin/user-management/:userId',
    lazy: async () => ({ Component: (await import('./pages/user-detail-page')).UserDetailPage }),
  },
  {
    path: '/admin/company-management',
    lazy: async () => ({ Component: (await import('./pages/company-management-page')).CompanyManagementPage }),
  },
  {
    path: '/admin/company-management/:companyId',
    lazy: async () => ({ Component: (await import('./pages/company-management-page')).CompanyManagementDetailPage }),
  },
  {
    path: '/admin/company-management/:companyId/account/:accountId',
    lazy: async () => {
      const { CompanyAccountPage } = await import('./pages/company-account-page');
      return { Component: () => <CompanyAccountPage basePath="/admin/company-management" /> };
    },
  },
  {
    path: '/admin/account-management',
    lazy: async () => ({ Component: (await import('./pages/account-management-page')).AccountManagementPage }),
  },
  {
    path: '/admin/account-management/:accountId',
    lazy: async () => ({ Component: (await import('./pages/account-detail-page')).AccountDetailPage }),
  },
  {
    path: '/admin/subscriptions',
    lazy: async () => ({ Component: (await import('./pages/subscriptions-page')).SubscriptionsPage }),
  },
  // Company approval and Company Management were two screens of the same companies: one now (issue 13 §6).
  { path: '/company/company-approve', element: <Navigate to="/admin/company-management" replace /> },
  {
    path: '/company/company-approve/new-company',
    lazy: async () => ({ Component: (await import('./pages/new-company-page')).NewCompanyPage }),
  },
  { path: '/company/company-approve/:companyId', Component: CompanyApproveRedirect },
  {
    path: '/company/company-approve/:companyId/account/:accountId',
    lazy: async () => {
      const { CompanyAccountPage } = await import('./pages/company-account-page');
      return { Component: () => <CompanyAccountPage basePath="/company/company-approve" /> };
    },
  },
  {
    path: '/company/company-approve/:companyId/company-partners',
    lazy: async () => ({ Component: (await import('./pages/company-partners-page')).CompanyPartnersPage }),
  },
  {
    path: '/settings/subscriptions',
    lazy: async () => ({ Component: (await import('./pages/settings-subscription-page')).SettingsSubscriptionPage }),
  },
  {
    path: '/settings/app-services',
    lazy: async () => ({ Component: (await import('./pages/settings-app-services-page')).SettingsAppServicesPage }),
  },
];
