import { waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageHeader } from '../components/page-header';
import { PRODUCT_TITLE } from '../lib/document-title';
import { NavigationFocus } from '../lib/navigation-focus';
import { mockFetch } from '../test/fetch-mock';
import { renderApp, renderWithRoutes, resetClientState } from '../test/render';
import { routesOf } from './manifests';

// Every screen names the browser tab '<Screen> · Lanehub' (issue 13 §11): the screen's h1 through
// PageHeader or AuthCard, reset to 'Lanehub' on every change of path.

const TITLED = / · Lanehub$/;

/** The screens of some slots of the route table, with sample values for their parameters. */
const screenPaths = (routes: RouteObject[]): string[] =>
  routes.flatMap((route) => [
    ...(route.path && (route.lazy || route.Component) ? [route.path] : []),
    ...screenPaths(route.children ?? []),
  ]);

const withSamples = (path: string) =>
  path
    .replace(':vendor', 'vendor')
    .replace(':type', 'seller')
    .replace(/:[a-zA-Z]+/g, 'sample-1');

describe('document titles', () => {
  beforeEach(async () => {
    await resetClientState();
    document.title = PRODUCT_TITLE;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('names the tab after the page header, and starts again from Lanehub on another path', async () => {
    const { router } = renderWithRoutes(
      [
        {
          Component: NavigationFocus,
          children: [
            { path: '/first', element: <PageHeader title="Locations" /> },
            { path: '/second', element: <PageHeader title={<span>Custom</span>} documentTitle="Orders" /> },
            { path: '/blank', element: <p>No header</p> },
          ],
        },
      ],
      '/first',
    );
    await waitFor(() => expect(document.title).toBe('Locations · Lanehub'));
    await router.navigate('/second');
    await waitFor(() => expect(document.title).toBe('Orders · Lanehub'));
    await router.navigate('/blank');
    await waitFor(() => expect(document.title).toBe('Lanehub'));
    await router.navigate('/first');
    await waitFor(() => expect(document.title).toBe('Locations · Lanehub'));
  });

  // The signed-out screens of the route table, walked: each must name the tab.
  const publicPaths = [...new Set(screenPaths([...routesOf('publicOnly'), ...routesOf('public')]).map(withSamples))];

  it('walks a route table with screens to check', () => {
    expect(publicPaths).toContain('/login');
    expect(publicPaths).toContain('/forgot-password');
    expect(publicPaths.length).toBeGreaterThan(5);
  });

  it.each(publicPaths)('%s names the tab', async (path) => {
    mockFetch({});
    renderApp(path);
    await waitFor(() => expect(document.title).toMatch(TITLED), { timeout: 10_000 });
  });
});
