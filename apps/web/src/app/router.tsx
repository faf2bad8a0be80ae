import type { AnyResource } from '@lanehub/shared/resources/define-resource';
import {
  createBrowserRouter,
  createMemoryRouter,
  Navigate,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { setUnauthorizedHandler } from '../lib/api-client';
import { loadEnglish } from '../lib/i18n';
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

//
// Texts: the first load holds only English's start texts (lib/i18n.ts); every screen but those whose
// route says `handle: { texts: 'start' }` (the log-in) waits in its guard for the rest of the English
// catalogue, downloaded with the guard's own work. A screen so never shows a key instead of a text.

/** Whether a route's screen needs only the start texts (core.json), declared by its manifest. */
const needsStartTextsOnly = (route: RouteObject) => (route.handle as { texts?: string } | undefined)?.texts === 'start';

/** A guard that also waits for the whole English catalogue. */
const withTexts =
  <Args extends unknown[], Result>(guard: (...args: Args) => Promise<Result>) =>
  async (...args: Args): Promise<Result> => {
    const [result] = await Promise.all([guard(...args), loadEnglish()]);
    return result;
  };
const textsLoader = async () => {
  await loadEnglish();
  return null;
};

const SHELL_ROUTE_ID = 'shell';
const publicOnlyRoutes = routesOf('publicOnly');
export const routes: RouteObject[] = [
  {
    Component: NavigationFocus,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      { loader: publicOnlyLoader, children: publicOnlyRoutes.filter(needsStartTextsOnly) },
      // The loader always redirects; the element only stops the router's 'no element' warning (issue 13 §11).
      { path: '/logout', loader: logoutLoader, element: <FullPageLoader /> },
      {
        // Every other screen may fetch through TanStack Query, whose provider comes with them.
        lazy: async () => ({ Component: (await import('./query-layout')).QueryLayout }),
        children: [
          {
            loader: withTexts(publicOnlyLoader),
            children: publicOnlyRoutes.filter((route) => !needsStartTextsOnly(route)),
          },
          { loader: textsLoader, children: routesOf('public') },
          { loader: withTexts(sessionAwareLoader), children: routesOf('sessionAware') },
          { loader: textsLoader, children: routesOf('open') },
          { loader: withTexts(surveyLoader), children: routesOf('survey') },
          { loader: withTexts(accountSelectionLoader), children: routesOf('accountSelection') },
          {
            id: SHELL_ROUTE_ID,
            loader: withTexts(shellLoader),
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
