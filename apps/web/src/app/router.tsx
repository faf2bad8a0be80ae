import { createBrowserRouter, createMemoryRouter, Navigate, type RouteObject } from 'react-router';
import { companyRoutes } from '../features/companies/routes';
import { documentRoutes } from '../features/documents/routes';
import { equipmentRoutes } from '../features/equipment/routes';
import { locationRoutes } from '../features/locations/routes';
import {
  vendorSourcingOpenRoutes,
  vendorSourcingPrivateRoutes,
  vendorSourcingPublicOnlyRoutes,
} from '../features/vendor-sourcing/routes';
import { setUnauthorizedHandler } from '../lib/api-client';
import { resourceRoutes } from '../resources/resource-routes';
import { logoutLoader, privateLoader, publicOnlyLoader, shellLoader } from './guards';
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
          {
            path: '/forgot-password',
            lazy: async () => ({
              Component: (await import('../features/auth/pages/forgot-password-page')).ForgotPasswordPage,
            }),
          },
          ...vendorSourcingPublicOnlyRoutes(),
        ],
      },
      { path: '/logout', loader: logoutLoader },
      ...vendorSourcingOpenRoutes(),
      { loader: privateLoader, children: vendorSourcingPrivateRoutes() },
      // Reached from the log-in state machine; not guarded, like the spec's sign-up screens.
      {
        path: '/company-sign-up',
        lazy: async () => ({
          Component: (await import('../features/onboarding/pages/company-sign-up-page')).CompanySignUpPage,
        }),
      },
      {
        path: '/signup-confirmation',
        lazy: async () => ({
          Component: (await import('../features/onboarding/pages/signup-confirmation-page')).SignupConfirmationPage,
        }),
      },
      {
        path: '/account-selection',
        loader: privateLoader,
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
          ...companyRoutes(),
          ...documentRoutes(),
          ...equipmentRoutes(),
          ...locationRoutes(),
          ...resourceRoutes(),
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
