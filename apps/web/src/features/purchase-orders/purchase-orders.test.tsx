import type { TPo } from '@lanehub/shared/features/purchase-orders/purchase-orders.contract';
import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsOf, mockFetch } from '../../test/fetch-mock';
import { renderWithRoutes, resetClientState } from '../../test/render';
import { signInWithPermissions } from '../../test/sign-in';
import { PoDetailPage } from './pages/po-detail-page';

const ID = '00000000-0000-4000-8000-0000000000aa';
const po = (overrides: Partial<TPo> = {}): TPo =>
  ({
    id: ID,
    companyId: 'c1',
    buyerName: 'Maple Leaf Home Goods Ltd.',
    poNumber: 'PO-7781',
    status: 'approved',
    vendorCompanyId: 'c2',
    vendorName: 'Pacific Rim Industrial Supply',
    urgency: 'high',
    palletGroup: { palletType: 'GMA', lengthInMT: 1.219, lengthInFT: 4 },
    items: [
      {
        id: 'i1',
        lineNo: 1,
        item: 'SKU-1',
        description: 'Mugs',
        quantity: '100',
        uom: 'EA',
        shippedQuantity: '40',
        openQuantity: '60',
        weight: null,
        weightUnit: 'kg',
        rate: null,
        rateCurrency: 'CAD',
        hsCode: '691200',
        unCode: null,
        consumerUnit: null,
        innerPack: null,
        masterPack: null,
      },
    ],
    role: 'vendor',
    actions: ['accept', 'reject'],
    orders: [],
    createdAt: '2026-03-01T00:00:00.000Z',
    updatedAt: '2026-03-01T00:00:00.000Z',
    ...overrides,
  }) as TPo;

describe('purchase order detail', () => {
  beforeEach(async () => {
    await resetClientState();
    notifications.clean();
    signInWithPermissions(['order.po']);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('offers the vendor Accept and Reject, never Edit, and Accept posts the action and shows its message', async () => {
    // The server's state: the detail is read again after the action and shows what it left.
    let current = po();
    const fetchMock = mockFetch({
      [`GET /api/lanehub-core/po/${ID}`]: () => ({ body: { data: current, meta: {} } }),
      [`POST /api/lanehub-core/po/${ID}/accept`]: () => {
        current = po({ status: 'accepted', actions: [] });
        return { body: { data: current, meta: { message: 'The purchase order has been accepted' } } };
      },
    });
    renderWithRoutes([{ path: '/orders/purchase-order/:id', Component: PoDetailPage }], `/orders/purchase-order/${ID}`);
    expect(await screen.findByRole('heading', { name: 'PO PO-7781' })).toBeInTheDocument();
    expect(screen.getByText('Maple Leaf Home Goods Ltd. placed this PO with your company.')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '60' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('The purchase order has been accepted')).toBeInTheDocument();
    expect(callsOf(fetchMock)).toContain(`POST /api/lanehub-core/po/${ID}/accept`);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });
});
