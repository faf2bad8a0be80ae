import type { TOrderControl } from '@lanehub/shared/features/order-control/order-control.contract';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsOf, type MockRequest, mockFetch } from '../../test/fetch-mock';
import { renderWithRoutes, resetClientState } from '../../test/render';
import { signInWithPermissions } from '../../test/sign-in';
import { INITIAL_LOOKUP, lookupReducer } from './components/lookup-machine';
import { OrderControlPanel } from './components/order-control-panel';
import { ShipmentControlCreatePage } from './pages/shipment-control-create-page';

const ORDER_ID = '00000000-0000-4000-8000-000000000001';
const control = (overrides: Partial<TOrderControl> = {}): TOrderControl => ({
  id: ORDER_ID,
  orderNumber: 'ORD-2026-000042',
  mode: 'ocean',
  status: 'on_vessel',
  stage: 5,
  originLocode: 'CNSHA',
  destinationLocode: 'CAVAN',
  bookingNumber: 'BK7731204',
  eta: null,
  endedAt: null,
  assignedUserId: null,
  assignedUserName: null,
  createdAt: '2026-03-01T00:00:00.000Z',
  poNumber: 'PO-2026-0042',
  bolNumber: null,
  customerReference: null,
  shipperOwnedContainer: false,
  units: [],
  ...overrides,
});

const assignees = { body: { data: [{ id: 'u2', name: 'Jo Planner', email: 'jo@acme.test' }], meta: {} } };

const routes = [
  { path: '/orders/order-management/create', Component: ShipmentControlCreatePage },
  { path: '/orders/order-management', Component: () => <p>Shipment list</p> },
];

describe('Shipment Control: the order lookup', () => {
  beforeEach(async () => {
    await resetClientState();
    notifications.clean();
    signInWithPermissions(['order.view']);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows loading, then locks the form prefilled from the order; Clear order unlocks it', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetchMock = mockFetch({
      'GET /api/lanehub-core/order-control/assignees': assignees,
      'GET /api/lanehub-core/order-control/lookup': async () => {
        await answered;
        return { body: { data: control(), meta: {} } };
      },
    });
    renderWithRoutes(routes, '/orders/order-management/create');
    const user = userEvent.setup();
    const number = await screen.findByRole('textbox', { name: 'Order number' });
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(number, 'ord-2026-000042');
    await user.click(screen.getByRole('button', { name: 'Look up' }));

    expect(await screen.findByText('Looking the order up…')).toBeInTheDocument();
    expect(number).toHaveAttribute('readonly');
    release();

    const card = await screen.findByRole('region', { name: 'Order found' });
    expect(screen.queryByText('Looking the order up…')).not.toBeInTheDocument();
    expect(within(card).getByRole('textbox', { name: 'Booking number' })).toHaveValue('BK7731204');
    expect(within(card).getByRole('textbox', { name: 'Origin' })).toHaveValue('CNSHA');
    expect(within(card).getByRole('textbox', { name: 'Booking number' })).toHaveAttribute('readonly');
    expect(number).toHaveValue('ORD-2026-000042');
    expect(number).toHaveAttribute('readonly');
    expect(screen.getByRole('combobox', { name: 'Shipping mode' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    const lookup = callsOf(fetchMock).find((c) => c.includes('/lookup')) ?? '';
    expect(new URL(lookup.split(' ')[1] ?? '', 'http://x').searchParams.get('mode')).toBe('ocean');

    await user.click(screen.getByRole('button', { name: 'Clear order' }));
    expect(screen.queryByRole('region', { name: 'Order found' })).not.toBeInTheDocument();
    expect(number).not.toHaveAttribute('readonly');
    expect(number).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Shipping mode' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('shows why an order is not found, and Cancel resets everything', async () => {
    mockFetch({
      'GET /api/lanehub-core/order-control/assignees': assignees,
      'GET /api/lanehub-core/order-control/lookup': {
        status: 404,
        body: { message: 'No order of this shipping mode has this number', code: 'NOT_FOUND' },
      },
    });
    renderWithRoutes(routes, '/orders/order-management/create');
    const user = userEvent.setup();
    const number = await screen.findByRole('textbox', { name: 'Order number' });
    await user.click(screen.getByRole('combobox', { name: 'Shipping mode' }));
    await user.click(await screen.findByRole('option', { name: 'Road' }));
    await user.type(number, 'ORD-1');
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No order of this shipping mode has this number');
    expect(number).not.toHaveAttribute('readonly');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(number).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Shipping mode' })).toHaveValue('Ocean');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('saves the assignee against the one it saw, and goes back to the list', async () => {
    const assigned: MockRequest[] = [];
    mockFetch({
      'GET /api/lanehub-core/order-control/assignees': assignees,
      'GET /api/lanehub-core/order-control/lookup': { body: { data: control(), meta: {} } },
      [`PUT /api/lanehub-core/order/${ORDER_ID}/assign`]: (request) => {
        assigned.push(request);
        return {
          body: {
            data: control({ assignedUserId: 'u2', assignedUserName: 'Jo Planner' }),
            meta: { message: 'The shipment has been assigned' },
          },
        };
      },
    });
    const { router } = renderWithRoutes(routes, '/orders/order-management/create');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Order number' }), 'ORD-2026-000042');
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    await screen.findByRole('region', { name: 'Order found' });
    await user.click(screen.getByRole('combobox', { name: 'Assign to' }));
    await user.click(await screen.findByRole('option', { name: 'Jo Planner (jo@acme.test)' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/order-management'));
    expect(assigned[0]?.body).toEqual({ userId: 'u2', expectedUserId: null });
    expect(await screen.findByText('The shipment has been assigned')).toBeInTheDocument();
  });
});

describe('Shipment Control on the order detail', () => {
  beforeEach(async () => {
    await resetClientState();
    notifications.clean();
    signInWithPermissions(['order.view']);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const unit = {
    id: 'unit-1',
    kind: 'container',
    equipmentNumber: 'CSQU3054383',
    sizeType: '45G1',
    sealNumbers: [],
    grossWeightKg: null,
    vgmKg: null,
    temperatureSetting: null,
    shipperOwned: false,
    releaseNumber: 'REL-7',
    releaseDate: '2026-03-02',
  };

  it('assigns to me, marks ended after confirming and flags a shipper-owned container', async () => {
    const writes: MockRequest[] = [];
    let current = control({ units: [unit] });
    const reply = (request: MockRequest, next: TOrderControl, message: string) => {
      writes.push(request);
      current = next;
      return { body: { data: next, meta: { message } } };
    };
    mockFetch({
      'GET /api/lanehub-core/order-control/assignees': assignees,
      [`GET /api/lanehub-core/order/${ORDER_ID}/control`]: () => ({ body: { data: current, meta: {} } }),
      [`PUT /api/lanehub-core/order/${ORDER_ID}/assign`]: (request) =>
        reply(
          request,
          { ...current, assignedUserId: 'u1', assignedUserName: 'Test User' },
          'The shipment has been assigned',
        ),
      [`PUT /api/lanehub-core/order/${ORDER_ID}/end`]: (request) =>
        reply(request, { ...current, status: 'ended' }, 'The shipment has been marked ended'),
      [`PUT /api/lanehub-core/order/${ORDER_ID}/soc`]: (request) =>
        reply(
          request,
          { ...current, units: [{ ...unit, shipperOwned: true }] },
          'Shipper-owned containers have been saved',
        ),
    });
    renderWithRoutes([{ path: '/', Component: () => <OrderControlPanel recordId={ORDER_ID} isOwner /> }], '/');
    const user = userEvent.setup();
    const panel = await screen.findByRole('region', { name: 'Shipment Control' });
    expect(within(panel).getByText('Assigned to: Unassigned')).toBeInTheDocument();
    expect(within(panel).getByText('REL-7 · 2026-03-02')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Assign to me' }));
    expect(await within(panel).findByText('Assigned to: Test User')).toBeInTheDocument();
    expect(writes[0]?.body).toEqual({ userId: 'u1', expectedUserId: null });

    await user.click(within(panel).getByRole('checkbox', { name: 'Shipper-owned container CSQU3054383' }));
    await waitFor(() => expect(within(panel).getByRole('checkbox', { name: /CSQU3054383/ })).toBeChecked());
    expect(writes[1]?.body).toEqual({ containers: [{ unitId: 'unit-1', shipperOwned: true }] });

    await user.click(within(panel).getByRole('button', { name: 'Mark ended' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(within(panel).queryByRole('button', { name: 'Mark ended' })).not.toBeInTheDocument());
    expect(writes[2]?.url.pathname).toBe(`/api/lanehub-core/order/${ORDER_ID}/end`);
  });

  it('updates a container (check digit on the field first), its weights and its release through the forms', async () => {
    const writes: MockRequest[] = [];
    let current = control({ units: [unit] });
    const reply = (request: MockRequest, next: TOrderControl, message: string) => {
      writes.push(request);
      current = next;
      return { body: { data: next, meta: { message } } };
    };
    mockFetch({
      'GET /api/lanehub-core/order-control/assignees': assignees,
      [`GET /api/lanehub-core/order/${ORDER_ID}/control`]: () => ({ body: { data: current, meta: {} } }),
      [`PUT /api/lanehub-core/order/${ORDER_ID}/update-container`]: (request) =>
        reply(
          request,
          { ...current, units: [{ ...unit, sealNumbers: ['SL-1', 'SL-2'] }] },
          'The container has been updated',
        ),
      [`PUT /api/lanehub-core/order/${ORDER_ID}/update-unit`]: (request) => {
        writes.push(request);
        return {
          status: 400,
          body: {
            message: 'Validation failed',
            code: 'VALIDATION',
            fieldErrors: { vgmKg: 'Must be a number with at most 3 decimals' },
          },
        };
      },
      [`PUT /api/lanehub-core/order/${ORDER_ID}/container-release`]: (request) =>
        reply(
          request,
          { ...current, units: [{ ...unit, releaseNumber: 'REL-9', releaseDate: '2026-03-02' }] },
          'The container release has been saved',
        ),
    });
    renderWithRoutes([{ path: '/', Component: () => <OrderControlPanel recordId={ORDER_ID} isOwner /> }], '/');
    const user = userEvent.setup();
    const panel = await screen.findByRole('region', { name: 'Shipment Control' });

    await user.click(within(panel).getByRole('button', { name: 'Update CSQU3054383' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Update container' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update container CSQU3054383' });
    const number = within(dialog).getByLabelText('Container number (ISO 6346)');
    await user.clear(number);
    await user.type(number, 'CSQU3054384');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The check digit of CSQU305438 should be 3')).toBeInTheDocument();
    expect(writes).toHaveLength(0);
    await user.clear(number);
    await user.type(number, 'CSQU3054383');
    const seals = within(dialog).getByLabelText('Seal numbers, comma-separated');
    await user.clear(seals);
    await user.type(seals, 'SL-1, SL-2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The container has been updated')).toBeInTheDocument();
    expect(writes[0]?.body).toEqual({
      unitId: 'unit-1',
      equipmentNumber: 'CSQU3054383',
      sizeType: '45G1',
      sealNumbers: ['SL-1', 'SL-2'],
    });

    await user.click(within(panel).getByRole('button', { name: 'Update CSQU3054383' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Update weights and temperature' }));
    const weights = await screen.findByRole('dialog', { name: 'Weights and temperature of CSQU3054383' });
    await user.type(within(weights).getByLabelText('Verified gross mass (kg)'), '12.34567');
    await user.click(within(weights).getByRole('button', { name: 'Save' }));
    // The server's field error lands on its field and the form stays open.
    expect(await within(weights).findByText('Must be a number with at most 3 decimals')).toBeInTheDocument();
    await user.click(within(weights).getByRole('button', { name: 'Cancel' }));

    await user.click(within(panel).getByRole('button', { name: 'Update CSQU3054383' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Release container' }));
    const release = await screen.findByRole('dialog', { name: 'Release of container CSQU3054383' });
    const releaseNumber = within(release).getByLabelText('Release number');
    await user.clear(releaseNumber);
    await user.type(releaseNumber, 'REL-9');
    await user.click(within(release).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText('REL-9 · 2026-03-02')).toBeInTheDocument();
    expect(writes.at(-1)?.body).toEqual({ unitId: 'unit-1', releaseNumber: 'REL-9', releaseDate: '2026-03-02' });
  });

  it('shows nothing to a party of the order', async () => {
    const fetchMock = mockFetch({ 'GET /api/lanehub-core/order-control/assignees': assignees });
    renderWithRoutes([{ path: '/', Component: () => <OrderControlPanel recordId={ORDER_ID} isOwner={false} /> }], '/');
    await waitFor(() => expect(callsOf(fetchMock).length).toBeGreaterThan(0));
    expect(callsOf(fetchMock).some((c) => c.includes('/control'))).toBe(false);
    expect(screen.queryByRole('region', { name: 'Shipment Control' })).not.toBeInTheDocument();
  });
});

describe('the lookup reducer', () => {
  it('ignores edits of the locked lookup and keeps the mode when the order is cleared', () => {
    const found = lookupReducer(
      { ...INITIAL_LOOKUP, mode: 'road', orderNumber: 'x', phase: 'loading' },
      { type: 'found', order: control({ mode: 'road' }), me: 'me' },
    );
    expect(found).toMatchObject({ phase: 'success', orderNumber: 'ORD-2026-000042', assigneeId: 'me' });
    expect(lookupReducer(found, { type: 'number', orderNumber: 'other' })).toBe(found);
    expect(lookupReducer(found, { type: 'clearOrder' })).toEqual({ ...INITIAL_LOOKUP, mode: 'road' });
    expect(lookupReducer(found, { type: 'cancel' })).toEqual(INITIAL_LOOKUP);
  });
});
