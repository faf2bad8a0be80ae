import type { AnyResource } from '@lanehub/shared/resources/define-resource';
import {
  createBrowserRouter,
  createMemoryRouter,
  Navigate,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
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
// them); this file holds only the guards and the redirects. The registry resources' screens are added
// under the shell on the first navigation that may need them (below), so that the route table the
// first screen loads holds no zod schema.

const SHELL_ROUTE_ID = 'shell';
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
        id: SHELL_ROUTE_ID,
        loader: shellLoader,
        lazy: async () => ({ Component: (await import('./shell')).Shell }),
        children: [
          { path: '/settings', element: <Navigate to="/settings/profile" replace /> },
          { path: '/profile', element: <Navigate to="/settings/profile" replace /> },
          ...routesOf('shell'),
        ],
      },
      { path: '*', element: <Navigate to="/dashboard" replace /> },
    ],
  },
];

/** The registry resources' four routes each, loaded once per router (React Router's route discovery). */
export const discoverResourceRoutes = (): PatchRoutesOnNavigationFunction => {
  let added: Promise<void> | null = null;
  return ({ patch }) => {
    added ??= import('@lanehub/shared/resources/registry').then(
      ({ RESOURCES }) => {
        patch(SHELL_ROUTE_ID, resourceRoutes(RESOURCES as unknown as AnyResource[], resourceScreens()));
      },
      (error: unknown) => {
        // A failed download (a deploy reloads the tab through the chunk-reload guard) is tried again.
        added = null;
        throw error;
      },
    );
    return added;
  };
};

type AppRouter = ReturnType<typeof createBrowserRouter>;

const installUnauthorizedNavigation = (router: AppRouter) => {
  // A 401 goes to /logout inside the app instead of reloading the page.
  setUnauthorizedHandler(() => {
    void router.navigate('/logout');
  });
  return router;
};

export const createAppRouter = () =>
  installUnauthorizedNavigation(createBrowserRouter(routes, { patchRoutesOnNavigation: discoverResourceRoutes() }));

export const createTestRouter = (initialEntries: string[]) =>
  installUnauthorizedNavigation(
    createMemoryRouter(routes, { initialEntries, patchRoutesOnNavigation: discoverResourceRoutes() }),
  );
