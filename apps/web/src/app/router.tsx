import { createBrowserRouter, createMemoryRouter, Navigate, type RouteObject } from 'react-router';
import { setUnauthorizedHandler } from '../lib/api-client';
import { NavigationFocus } from '../lib/navigation-focus';
import { resourceRoutes } from '../resources/resource-routes';
import {
  accountSelectionLoader,
  logoutLoader,
  publicOnlyLoader,
  sessionAwareLoader,
  shellLoader,
  surveyLoader,
} from './guards';
import { resourceScreens, routesOf } from './manifests';
import { FullPageLoader, RouteError } from './route-error';

// The route table (spec 01 §2): guards are loaders, pages load lazily per feature. Each feature
// declares its routes in its manifest under the guard they sit behind (app/manifests.ts collects
// them); this file holds only the guards and the redirects.
export const routes: RouteObject[] = [
  {
    Component: NavigationFocus,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      { loader: publicOnlyLoader, children: routesOf('publicOnly') },
      // The loader always redirects; the element only stops the router's 'no element' warning (issue 13 §11).
      { path: '/logout', loader: logoutLoader, element: <FullPageLoader /> },
      ...routesOf('public'),
      { loader: sessionAwareLoader, children: routesOf('sessionAware') },
      ...routesOf('open'),
      { loader: surveyLoader, children: routesOf('survey') },
      { loader: accountSelectionLoader, children: routesOf('accountSelection') },
      {
        loader: shellLoader,
        lazy: async () => ({ Component: (await import('./shell')).Shell }),
        children: [
          { path: '/settings', element: <Navigate to="/settings/profile" replace /> },
          { path: '/profile', element: <Navigate to="/settings/profile" replace /> },
          ...routesOf('shell'),
          ...resourceRoutes(undefined, resourceScreens()),
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
