import type { TOrderDashboard } from '@lanehub/shared/features/order-dashboard/order-dashboard.contract';
import { ORDER_STATUSES } from '@lanehub/shared/orders/order-model';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isBuiltPath } from '../../app/built-paths';
import { SIDEBAR_MENUS, visibleMenu } from '../../nav/menus';
import { callsOf, type MockRequest, mockFetch } from '../../test/fetch-mock';
import { renderWithRoutes, resetClientState } from '../../test/render';
import { signInWithPermissions } from '../../test/sign-in';
import { OrderDashboardPage } from './pages/order-dashboard-page';

const counts = (present: Record<string, number>) =>
  ORDER_STATUSES.map((status) => ({ status, count: present[status] ?? 0 }));

const dashboard = (patch: Partial<TOrderDashboard> = {}): TOrderDashboard => ({
  mode: null,
  total: 12,
  inTransit: 5,
  late: 2,
  arrivingThisWeek: 3,
  exceptions: 4,
  byStatus: counts({ pending: 4, on_vessel: 5, waiting_pickup: 3 }),
  byStage: [
    { mode: 'ocean', stage: 0, count: 3 },
    { mode: 'ocean', stage: 5, count: 5 },
    { mode: 'drayage', stage: 11, count: 3 },
    { mode: 'road', stage: 0, count: 1 },
  ],
  weekEnd: '2026-11-30T00:00:00.000Z',
  ...patch,
});

const reply = (data: (req: MockRequest) => TOrderDashboard) => (req: MockRequest) => ({
  body: { data: data(req), meta: {} },
});

const dashboardCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  callsOf(fetchMock)
    .filter((call) => call.startsWith('GET /api/orders/dashboard'))
    .map((call) => new URL(call.slice(4), 'http://localhost').searchParams);

const routes = [
  { path: '/orders/dashboard', Component: OrderDashboardPage },
  { path: '/orders/all', Component: () => <p>Orders list</p> },
  { path: '/orders/start', Component: () => <p>Start an order</p> },
];

describe('Orders dashboard', () => {
  beforeEach(async () => {
    await resetClientState();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows each figure, the counts by status and stage, and links them to the filtered orders list', async () => {
    signInWithPermissions(['order.view']);
    mockFetch({ 'GET /api/orders/dashboard': reply(() => dashboard()) });
    const { router } = renderWithRoutes(routes, '/orders/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders dashboard' })).toBeInTheDocument();
    expect(await screen.findByTestId('order-figure-total-value')).toHaveTextContent('12');
    expect(screen.getByTestId('order-figure-inTransit-value')).toHaveTextContent('5');
    expect(screen.getByTestId('order-figure-late-value')).toHaveTextContent('2');
    expect(screen.getByTestId('order-figure-arrivingThisWeek-value')).toHaveTextContent('3');
    expect(screen.getByTestId('order-figure-exceptions-value')).toHaveTextContent('4');

    // Statuses with orders, in the spec's order, each a link to the list filtered on it.
    const statuses = screen.getByTestId('orders-by-status-table');
    const statusRows = within(statuses).getAllByRole('row').slice(1);
    expect(statusRows.map((row) => row.textContent)).toEqual(['Pending4', 'On vessel5', 'Waiting pickup3']);
    expect(within(statuses).getByRole('link', { name: 'On vessel' })).toHaveAttribute(
      'href',
      '/orders/all?status=on_vessel',
    );
    // Across modes, stage numbers are summed (drayage's 11 is the ocean's 11) and named on the ocean scale.
    const stages = screen.getByTestId('orders-by-stage-table');
    expect(
      within(stages)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Booked4', 'Underway5', 'Waiting at Destination Port3']);
    expect(within(stages).getByRole('link', { name: 'Underway' })).toHaveAttribute('href', '/orders/all?stage=5');
    // Every card opens the list of what it counts.
    expect(screen.getByRole('link', { name: 'Open the list: Late against ETA' })).toHaveAttribute(
      'href',
      '/orders/all?attention=late',
    );
    expect(screen.getByRole('link', { name: 'Open the list: Exceptions' })).toHaveAttribute(
      'href',
      '/orders/all?attention=exceptions',
    );

    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Open the list: Orders' }));
    expect(await screen.findByText('Orders list')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/orders/all');
  });

  it('narrows to one mode, naming its stages and keeping the mode in every link', async () => {
    signInWithPermissions(['order.view']);
    const fetchMock = mockFetch({
      'GET /api/orders/dashboard': reply((req) =>
        req.url.searchParams.get('mode') === 'drayage'
          ? dashboard({
              mode: 'drayage',
              total: 3,
              byStatus: counts({ waiting_pickup: 3 }),
              byStage: [{ mode: 'drayage', stage: 11, count: 3 }],
            })
          : dashboard(),
      ),
    });
    const { router } = renderWithRoutes(routes, '/orders/dashboard');
    await screen.findByTestId('order-figure-total-value');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mode' }), 'drayage');
    await waitFor(() => expect(dashboardCalls(fetchMock).at(-1)?.get('mode')).toBe('drayage'));
    expect(router.state.location.search).toBe('?mode=drayage');
    await waitFor(() => expect(screen.getByTestId('order-figure-total-value')).toHaveTextContent('3'));
    expect(screen.getByRole('heading', { name: 'Drayage orders by stage' })).toBeInTheDocument();
    const stages = screen.getByTestId('orders-by-stage-table');
    expect(within(stages).getByRole('link', { name: 'Waiting for pickup' })).toHaveAttribute(
      'href',
      '/orders/all?mode=drayage&stage=11',
    );
    expect(screen.getByRole('link', { name: 'Open the list: Orders' })).toHaveAttribute(
      'href',
      '/orders/all?mode=drayage',
    );
    expect(screen.getByRole('link', { name: 'Open the list: In transit' })).toHaveAttribute(
      'href',
      '/orders/all?mode=drayage&attention=inTransit',
    );
  });

  it('offers to book the first order when there is none', async () => {
    signInWithPermissions(['order.view']);
    mockFetch({
      'GET /api/orders/dashboard': reply(() =>
        dashboard({
          total: 0,
          inTransit: 0,
          late: 0,
          arrivingThisWeek: 0,
          exceptions: 0,
          byStatus: counts({}),
          byStage: [],
        }),
      ),
    });
    renderWithRoutes(routes, '/orders/dashboard');
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(screen.queryByTestId('order-figure-total')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Book an order' }));
    expect(await screen.findByText('Start an order')).toBeInTheDocument();
  });

  it('sits in the Orders menu for users with order.view only', () => {
    const ctx = (permissions: string[]) => ({
      subject: { isSystemAdmin: false, permissions },
      role: 'user',
      isBuilt: isBuiltPath,
    });
    const shown = (permissions: string[]) =>
      visibleMenu(SIDEBAR_MENUS.orders, ctx(permissions)).filter((item) => item.to === '/orders/dashboard');
    expect(shown(['order.view'])).toHaveLength(1);
    expect(shown(['order.view'])[0]?.textKey).toBe('orderDashboard.menu');
    expect(shown(['order.bill', 'company.view'])).toHaveLength(0);
  });
});
