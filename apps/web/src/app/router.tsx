import { createBrowserRouter, createMemoryRouter, Navigate, type RouteObject } from 'react-router';
import { accessRoutes } from '../features/access/routes';
import { accountRoutes } from '../features/accounts/routes';
import { adminAreaRoutes } from '../features/admin/admin-area-routes';
import { requestedCompaniesRoutes } from '../features/admin/requested-companies-routes';
import { companyRoutes } from '../features/companies/routes';
import { documentRoutes } from '../features/documents/routes';
import { employeeRoutes } from '../features/employees/routes';
import { equipmentRoutes } from '../features/equipment/routes';
import { eventRoutes } from '../features/events/routes';
import { hrHierarchyRoutes } from '../features/hr-hierarchy/routes';
import { locationRoutes } from '../features/locations/routes';
import {
  onboardingPublicOnlyRoutes,
  onboardingPublicRoutes,
  onboardingSessionAwareRoutes,
  onboardingShellRoutes,
} from '../features/onboarding/routes';
import { productRoutes } from '../features/products/routes';
import { settingsRoutes } from '../features/settings/routes';
import {
  vendorSourcingOpenRoutes,
  vendorSourcingPrivateRoutes,
  vendorSourcingPublicOnlyRoutes,
} from '../features/vendor-sourcing/routes';
import { setUnauthorizedHandler } from '../lib/api-client';
import { resourceRoutes } from '../resources/resource-routes';
import {
  accountSelectionLoader,
  logoutLoader,
  publicOnlyLoader,
  sessionAwareLoader,
  shellLoader,
  surveyLoader,
} from './guards';
import { FullPageLoader, RouteError } from './route-error';

// The route table (spec 01 §2): guards are loaders, pages load lazily per feature.
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      {
        loader: publicOnlyLoader,
        children: [
          {
            path: '/login',
            lazy: async () => ({ Component: (await import('../features/auth/pages/login-page')).LoginPage }),
          },
          {
            // '/vendor/login' matches here too; the page titles itself 'Vendor Login'.
            path: '/:vendor/login',
            lazy: async () => ({ Component: (await import('../features/auth/pages/login-page')).LoginPage }),
          },
          ...onboardingPublicOnlyRoutes(),
          ...vendorSourcingPublicOnlyRoutes(),
        ],
      },
      { path: '/logout', loader: logoutLoader },
      // Reached from the log-in state machine and e-mailed links; not guarded, like the spec's sign-up screens.
      ...onboardingPublicRoutes(),
      { loader: sessionAwareLoader, children: onboardingSessionAwareRoutes() },
      ...vendorSourcingOpenRoutes(),
      { loader: surveyLoader, children: vendorSourcingPrivateRoutes() },
      {
        path: '/account-selection',
        loader: accountSelectionLoader,
        lazy: async () => ({
          Component: (await import('../features/account-selection/pages/account-selection-page')).AccountSelectionPage,
        }),
      },
      {
        loader: shellLoader,
        lazy: async () => ({ Component: (await import('./shell')).Shell }),
        children: [
          {
            path: '/dashboard',
            lazy: async () => ({
              Component: (await import('../features/dashboard/pages/dashboard-page')).DashboardPage,
            }),
          },
          {
            path: '/dashboard/shipintuit',
            lazy: async () => {
              const { DashboardPage } = await import('../features/dashboard/pages/dashboard-page');
              return { Component: () => <DashboardPage view="shipintuit" /> };
            },
          },
          {
            path: '/dashboard/ANwork',
            lazy: async () => {
              const { DashboardPage } = await import('../features/dashboard/pages/dashboard-page');
              return { Component: () => <DashboardPage view="anwork" /> };
            },
          },
          {
            path: '/admin',
            lazy: async () => ({
              Component: (await import('../features/admin/pages/admin-home-page')).AdminHomePage,
            }),
          },
          { path: '/settings', element: <Navigate to="/settings/profile" replace /> },
          { path: '/profile', element: <Navigate to="/settings/profile" replace /> },
          {
            path: '/settings/profile',
            lazy: async () => ({
              Component: (await import('../features/settings/pages/profile-page')).ProfilePage,
            }),
          },
          ...requestedCompaniesRoutes(),
          ...companyRoutes(),
          ...adminAreaRoutes(),
          ...documentRoutes(),
          ...equipmentRoutes(),
          ...eventRoutes(),
          ...hrHierarchyRoutes(),
          ...locationRoutes(),
          ...settingsRoutes(),
          ...accessRoutes(),
          ...resourceRoutes(),
          ...accountRoutes(),
          ...employeeRoutes(),
          ...productRoutes(),
          ...onboardingShellRoutes(),
        ],
      },
      { path: '*', element: <Navigate to="/dashboard" replace /> },
    ],
  },
];

type AppRouter = ReturnType<typeof createBrowserRouter>;

const installUnauthorizedNavigation = (router: AppRouter) => {
  // A 401 goes to /logout inside the app instead of reloading the page.
  setUnauthorizedHandler(() => {
    void router.navigate('/logout');
  });
  return router;
};

export const createAppRouter = () => installUnauthorizedNavigation(createBrowserRouter(routes));

export const createTestRouter = (initialEntries: string[]) =>
  installUnauthorizedNavigation(createMemoryRouter(routes, { initialEntries }));
