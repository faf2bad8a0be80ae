import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { resetAppStart } from '../app/app-start';
import { Providers } from '../app/providers';
import { createTestRouter } from '../app/router';
import { setUnauthorizedHandler } from '../lib/api-client';
import { i18n } from '../lib/i18n';
import { clearSession } from '../lib/session';

const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: 0 }, mutations: { retry: false } } });

/** Each test starts signed out, in English, with no timers or handlers left from the last one. */
export const resetClientState = async () => {
  resetAppStart();
  clearSession();
  window.localStorage.clear();
  setUnauthorizedHandler(null);
  await i18n.changeLanguage('en');
};

/** Renders the whole route table at `path`, as the browser would. */
export const renderApp = (path: string) => {
  const router = createTestRouter([path]);
  const view = render(
    <Providers env="test">
      <QueryClientProvider client={testQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </Providers>,
  );
  return { router, ...view };
};

/** Renders one element under the given routes (or on its own) with every provider. */
export const renderWithRoutes = (routes: RouteObject[], path: string) => {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <Providers env="test">
      <QueryClientProvider client={testQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </Providers>,
  );
  return { router, ...view };
};

export const renderWithProviders = (ui: ReactElement) =>
  render(
    <Providers env="test">
      <QueryClientProvider client={testQueryClient()}>{ui}</QueryClientProvider>
    </Providers>,
  );
