import type { TOrder } from '@lanehub/shared/features/orders/orders.contract';
import type { TOrderPo, TPo } from '@lanehub/shared/features/purchase-orders/purchase-orders.contract';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { renderWithRoutes, resetClientState } from '../../test/render';
import { signInWithPermissions } from '../../test/sign-in';
import OrderPosPanel from './components/order-pos-panel';

const ORDER_ID = '00000000-0000-4000-8000-0000000000o1';
const PO_ID = '00000000-0000-4000-8000-0000000000aa';
const order = (viewerRole: TOrder['viewerRole']) => ({ id: ORDER_ID, viewerRole }) as TOrder;
const po = {
  id: PO_ID,
  poNumber: 'PO-7781',
  status: 'approved',
  supplierName: 'Pacific Rim Industrial Supply',
  items: [
    { id: 'i1', item: 'SKU-1', description: 'Mugs', quantity: '100', shippedQuantity: '40', openQuantity: '60' },
    { id: 'i2', item: 'SKU-2', description: 'Plates', quantity: '50', shippedQuantity: '50', openQuantity: '0' },
  ],
} as unknown as TPo;
const onOrder: TOrderPo = {
  poId: PO_ID,
  poNumber: 'PO-7781',
  status: 'approved',
  lines: [{ itemPoId: 'i1', item: 'SKU-1', quantity: '25' }],
} as TOrderPo;

const render = (viewerRole: TOrder['viewerRole']) =>
  renderWithRoutes(
    [{ path: '/orders/order-detail/:id', Component: () => <OrderPosPanel order={order(viewerRole)} /> }],
    `/orders/order-detail/${ORDER_ID}`,
  );

describe("the order detail's purchase orders", () => {
  beforeEach(async () => {
    await resetClientState();
    notifications.clean();
    signInWithPermissions(['order.po', 'order.view']);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lets the owner put an approved PO on the order with the quantity of each line', async () => {
    let carried: TOrderPo[] = [];
    let posted: unknown;
    mockFetch({
      [`GET /api/lanehub-core/order/${ORDER_ID}/po`]: () => ({ body: { data: carried, meta: {} } }),
      'GET /api/lanehub-core/po': (request) => ({
        body: { data: request.url.searchParams.get('status') === 'approved' ? [po] : [], meta: { total: 1 } },
      }),
      [`GET /api/lanehub-core/po/${PO_ID}`]: () => ({ body: { data: po, meta: {} } }),
      [`POST /api/lanehub-core/order/${ORDER_ID}/po`]: (request) => {
        posted = request.body;
        carried = [onOrder];
        return { body: { data: carried, meta: { message: 'The purchase order has been linked to the order' } } };
      },
    });
    render('owner');
    expect(await screen.findByText(/Put one of your approved or accepted purchase orders/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add purchase order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a purchase order to this order' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Purchase order/ }));
    await userEvent.click(await screen.findByRole('option', { name: /PO-7781/ }));
    const quantity = await within(dialog).findByRole('textbox', { name: 'Quantity of SKU-1 on this order' });
    expect(quantity).toHaveValue('60');
    // A line with nothing open cannot be put on the order.
    expect(within(dialog).getByRole('textbox', { name: 'Quantity of SKU-2 on this order' })).toBeDisabled();
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to order' }));
    expect(await screen.findByText('The purchase order has been linked to the order')).toBeInTheDocument();
    expect(posted).toEqual({ poId: PO_ID, lines: [{ itemPoId: 'i1', quantity: 25 }] });
    expect(await screen.findByRole('link', { name: /PO-7781/ })).toBeInTheDocument();
    expect(screen.getByText('SKU-1: 25')).toBeInTheDocument();
  });

  it('shows a line refused by the server on that line', async () => {
    mockFetch({
      [`GET /api/lanehub-core/order/${ORDER_ID}/po`]: { body: { data: [], meta: {} } },
      'GET /api/lanehub-core/po': (request) => ({
        body: { data: request.url.searchParams.get('status') === 'approved' ? [po] : [], meta: { total: 1 } },
      }),
      [`GET /api/lanehub-core/po/${PO_ID}`]: { body: { data: po, meta: {} } },
      [`POST /api/lanehub-core/order/${ORDER_ID}/po`]: {
        status: 400,
        body: {
          message: 'Only 10 of item SKU-1 are still open',
          code: 'VALIDATION',
          fieldErrors: { 'lines.0.quantity': 'Only 10 of item SKU-1 are still open' },
        },
      },
    });
    render('owner');
    await userEvent.click(await screen.findByRole('button', { name: 'Add purchase order' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Purchase order/ }));
    await userEvent.click(await screen.findByRole('option', { name: /PO-7781/ }));
    await within(dialog).findByRole('textbox', { name: 'Quantity of SKU-1 on this order' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to order' }));
    expect(await within(dialog).findByText('Only 10 of item SKU-1 are still open')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows a party of the order what it carries, without adding or removing', async () => {
    mockFetch({ [`GET /api/lanehub-core/order/${ORDER_ID}/po`]: { body: { data: [onOrder], meta: {} } } });
    render('carrier');
    expect(await screen.findByRole('link', { name: /PO-7781/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add purchase order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
  });

  it('lets the owner take a PO off the order after confirming', async () => {
    let carried: TOrderPo[] = [onOrder];
    mockFetch({
      [`GET /api/lanehub-core/order/${ORDER_ID}/po`]: () => ({ body: { data: carried, meta: {} } }),
      [`DELETE /api/lanehub-core/order/${ORDER_ID}/po/${PO_ID}`]: () => {
        carried = [];
        return { body: { data: null, meta: { message: 'The purchase order is no longer on the order' } } };
      },
    });
    render('owner');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take PO PO-7781 off this order?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('The purchase order is no longer on the order')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: /PO-7781/ })).not.toBeInTheDocument());
  });
});
