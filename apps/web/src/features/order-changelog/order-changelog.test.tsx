import type { TOrderChangeLogEntry } from '@lanehub/shared/features/order-changelog/order-changelog.contract';
import type { TOrder } from '@lanehub/shared/features/orders/orders.contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveAccountSelection, setAccessToken, setAuthTime, setPolicy, setProfile } from '../../lib/session';
import { callsOf, fakeJwt, type MockRequest, mockFetch } from '../../test/fetch-mock';
import { makeProfile } from '../../test/fixtures';
import { renderWithProviders, renderWithRoutes, resetClientState } from '../../test/render';
import { OrderChangeLog } from './components/order-change-log';
import { AdminOrderManagementPage } from './pages/admin-order-management-page';

const ORDER_ID = '00000000-0000-4000-8000-000000000001';
// The log reads only the order's id; the rest of the order is the slot's.
const orderAs = (viewerRole: TOrder['viewerRole']) => ({ id: ORDER_ID, viewerRole }) as TOrder;

const signIn = (isSystemAdmin: boolean) => {
  setAccessToken(fakeJwt(Math.floor(Date.now() / 1000) + 900));
  setAuthTime(Date.now());
  setProfile(makeProfile());
  saveAccountSelection({
    account: { _id: 'a1', number: 'ACC-1001', accountType: null, mode: null, enable: true },
    mode: 'integrated_shipping',
    type: null,
    integratedShipping: true,
  });
  setPolicy({ roles: ['admin'], permissions: ['order.view'], isSystemAdmin });
};

const entry = (overrides: Partial<TOrderChangeLogEntry>): TOrderChangeLogEntry => ({
  id: `${ORDER_ID}-1`,
  orderId: ORDER_ID,
  orderNumber: 'ORD-2026-000042',
  companyName: 'Maple Leaf Home Goods',
  sequence: 1,
  type: 'order.created',
  action: 'created',
  occurredAt: '2026-03-01T10:00:00.000Z',
  byEmail: null,
  byName: null,
  byCompany: 'Maple Leaf Home Goods',
  changes: [],
  ...overrides,
});

beforeEach(async () => {
  await resetClientState();
});
afterEach(() => vi.unstubAllGlobals());

describe('the change log of an order', () => {
  it('shows each change, who made it and what changed, and walks to older changes by cursor', async () => {
    signIn(false);
    const fetchMock = mockFetch({
      [`GET /api/lanehub-core/order/${ORDER_ID}/changelogs`]: (request: MockRequest) =>
        request.url.searchParams.get('cursor') === 'page-2'
          ? { body: { data: [entry({})], meta: { nextCursor: null } } }
          : {
              body: {
                data: [
                  entry({
                    id: `${ORDER_ID}-2`,
                    sequence: 2,
                    type: 'order.updated',
                    action: 'updated',
                    changes: [{ field: 'poNumber', before: 'PO-2026-0042', after: 'PO-2026-0043' }],
                  }),
                ],
                meta: { nextCursor: 'page-2' },
              },
            },
    });
    renderWithProviders(<OrderChangeLog order={orderAs('carrier')} />);
    const log = await screen.findByRole('region', { name: 'Change log' });
    // Closed, it reads nothing.
    expect(callsOf(fetchMock)).toEqual([]);
    await userEvent.click(within(log).getByRole('button', { name: 'Show change log' }));
    const table = await within(log).findByRole('table', { name: 'Change log' });
    expect(within(table).getByText('Updated')).toBeInTheDocument();
    expect(within(table).getByText('Maple Leaf Home Goods')).toBeInTheDocument();
    expect(within(table).getByText(/PO-2026-0042 → PO-2026-0043/)).toBeInTheDocument();
    expect(within(table).getByText('PO number')).toBeInTheDocument();

    await userEvent.click(within(log).getByRole('button', { name: 'Older changes' }));
    expect(await within(log).findByText('Created')).toBeInTheDocument();
    expect(callsOf(fetchMock).at(-1)).toBe(`GET /api/lanehub-core/order/${ORDER_ID}/changelogs?limit=25&cursor=page-2`);
    expect(within(log).getByRole('button', { name: 'Older changes' })).toBeDisabled();
  });

  it('says when nothing was recorded and offers no download', async () => {
    signIn(false);
    mockFetch({ [`GET /api/lanehub-core/order/${ORDER_ID}/changelogs`]: { body: { data: [], meta: {} } } });
    renderWithProviders(<OrderChangeLog order={orderAs('owner')} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Show change log' }));
    expect(await screen.findByText('No change has been recorded for this order yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Excel' })).toBeDisabled();
  });
});

describe('Admin → Order Change Logs', () => {
  it('is refused to a user who is not a system administrator, without calling the server', async () => {
    signIn(false);
    const fetchMock = mockFetch({});
    renderWithRoutes(
      [{ path: '/admin/order-management', Component: AdminOrderManagementPage }],
      '/admin/order-management',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to do this');
    expect(callsOf(fetchMock).filter((call) => call.includes('/admin/'))).toEqual([]);
  });

  it('shows every company’s order changes to a system administrator, filtered by company', async () => {
    signIn(true);
    const fetchMock = mockFetch({
      'GET /api/admin/companies': { body: { data: [{ id: 'c1', legalName: 'Maple Leaf Home Goods' }], meta: {} } },
      'GET /api/admin/order-changelogs': {
        body: {
          data: [entry({ byEmail: 'shipper.admin@lanehub.demo', byName: 'Sam Shipper' })],
          meta: { nextCursor: null },
        },
      },
    });
    renderWithRoutes(
      [{ path: '/admin/order-management', Component: AdminOrderManagementPage }],
      '/admin/order-management',
    );
    expect(await screen.findByRole('heading', { name: 'Order management' })).toBeInTheDocument();
    expect(await screen.findByText('Sam Shipper · Maple Leaf Home Goods')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Order Change Logs' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.type(screen.getByLabelText('Order number'), 'ORD-2026');
    expect(callsOf(fetchMock).at(-1)).toContain('orderNumber=ORD-2026');
  });
});
