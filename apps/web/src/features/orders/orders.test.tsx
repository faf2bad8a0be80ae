import type { TOrder, TOrderRow } from '@lanehub/shared/features/orders/orders.contract';
import type { TShipmentEvent } from '@lanehub/shared/features/orders/tracking.contract';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { callsOf, type MockRequest, mockFetch } from '../../test/fetch-mock';
import { renderWithRoutes, resetClientState } from '../../test/render';
import { signInWithPermissions } from '../../test/sign-in';
import { OrderDetailPage } from './pages/order-detail-page';
import { OrderEntryPage } from './pages/order-entry-page';
import { ModeOrdersListPage, OrdersListPage } from './pages/orders-list-page';

const signIn = signInWithPermissions;

const ORDER_ID = '00000000-0000-4000-8000-000000000001';
const end = (locode: string, country: string, city: string | null = null) => ({
  locationId: null,
  locationName: null,
  locode,
  country,
  address: city ? '1000 Yanggao Road' : null,
  city,
  state: null,
  postCode: null,
});

const order = (overrides: Partial<TOrder> = {}): TOrder => ({
  id: ORDER_ID,
  orderNumber: 'ORD-2026-000042',
  mode: 'ocean',
  moveType: 'Door-to-Port',
  shippingType: 'FCL',
  equipmentType: '40HC',
  temperatureType: null,
  incoterm: 'FOB',
  origin: end('CNSHA', 'CN', 'Shanghai'),
  destination: end('CAVAN', 'CA'),
  ownerCompanyId: 'c1',
  ownerName: 'Acme Freight Ltd.',
  viewerRole: 'owner',
  parties: [{ role: 'carrier', companyId: 'c2', legalName: 'Pacific Lines' }],
  poNumber: 'PO-2026-0042',
  bolNumber: null,
  bookingNumber: 'BK7731204',
  customerReference: null,
  shipperOwnedContainer: false,
  grossWeight: '18250',
  weightUnit: 'kg',
  volume: null,
  volumeUnit: null,
  orderDate: '2026-03-01',
  readyDate: null,
  pickupAt: null,
  etd: '2026-03-02T06:30:00.000Z',
  eta: '2026-03-20T16:00:00.000Z',
  deliveryAt: null,
  status: 'on_vessel',
  stage: 5,
  lastEventCode: 'DEPA',
  lastEventAt: '2026-03-02T07:00:00.000Z',
  late: true,
  endedAt: null,
  assignedUserId: null,
  units: [
    {
      id: 'u1',
      kind: 'container',
      equipmentNumber: 'CSQU3054383',
      sizeType: '45G1',
      sealNumbers: ['SL123456'],
      grossWeightKg: null,
      vgmKg: null,
      temperatureSetting: null,
    },
  ],
  ocean: {
    carrierScac: 'MAEU',
    vesselName: 'Maersk Elba',
    vesselImo: null,
    voyage: '612W',
    portOfLoading: 'CNSHA',
    portOfDischarge: 'CAVAN',
    // The reply is a list at run time; the contract's type says text (reported to the coordinator).
    transhipmentPorts: [] as never,
  },
  road: null,
  rail: null,
  drayage: null,
  air: null,
  createdAt: '2026-03-01T15:00:00.000Z',
  updatedAt: '2026-03-01T15:00:00.000Z',
  ...overrides,
});

const shipmentEvent = (overrides: Partial<TShipmentEvent> = {}): TShipmentEvent => ({
  id: 'e1',
  eventType: 'EQUIPMENT',
  eventCode: 'GTOT',
  eventClassifier: 'ACT',
  eventTime: '2026-03-01T01:15:00.000Z',
  recordedTime: '2026-03-01T01:20:00.000Z',
  location: 'CNSHA',
  facilityType: null,
  locationType: null,
  transportMode: null,
  emptyIndicator: 'LADEN',
  containerNumber: 'CSQU3054383',
  vesselName: null,
  voyage: null,
  remarks: null,
  source: 'screen',
  idempotencyKey: 'screen-1',
  postedBy: null,
  ...overrides,
});

const row = (): TOrderRow => {
  const { units, ocean, road, rail, drayage, air, ...rest } = order();
  return { ...rest, unitCount: units.length };
};

const listReply = (rows: TOrderRow[]) => (_req: MockRequest) => ({
  body: { data: rows, meta: { total: rows.length, skip: 0, limit: 10 } },
});

const orderListCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  callsOf(fetchMock)
    .filter((call) => call.startsWith('GET /api/lanehub-core/order?') || call === 'GET /api/lanehub-core/order')
    .map((call) => new URL(call.slice(4), 'http://localhost').searchParams);

describe('Order lists', () => {
  beforeEach(async () => {
    await resetClientState();
    notifications.clean();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows each order with its status and stage labels and sends the filters, scope and search', async () => {
    signIn(['order.view']);
    const fetchMock = mockFetch({ 'GET /api/lanehub-core/order': listReply([row()]) });
    const { router } = renderWithRoutes(
      [
        { path: '/orders/all', Component: OrdersListPage },
        { path: '/orders/order-detail/:id', Component: () => <p>Detail page</p> },
      ],
      '/orders/all?status=on_vessel&attention=late',
    );
    const table = await screen.findByLabelText('Orders');
    expect(await within(table).findByText('ORD-2026-000042')).toBeInTheDocument();
    expect(within(table).getByText('On vessel')).toBeInTheDocument();
    expect(within(table).getByText('Underway')).toBeInTheDocument();
    expect(within(table).getByText('Late')).toBeInTheDocument();
    expect(within(table).getByText('CNSHA → CAVAN')).toBeInTheDocument();
    expect(within(table).getByText('Carrier: Pacific Lines')).toBeInTheDocument();
    expect(orderListCalls(fetchMock).at(-1)?.get('status')).toBe('on_vessel');
    // The dashboard's cards open the list with `attention`: it is sent and kept like any filter.
    expect(orderListCalls(fetchMock).at(-1)?.get('attention')).toBe('late');

    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Shared with us' }));
    await waitFor(() => expect(orderListCalls(fetchMock).at(-1)?.get('scope')).toBe('shared'));
    expect(orderListCalls(fetchMock).at(-1)?.get('status')).toBe('on_vessel');

    await user.type(screen.getByRole('textbox', { name: 'Order, PO, BOL or container number' }), 'CSQU3054383{Enter}');
    await waitFor(() => expect(orderListCalls(fetchMock).at(-1)?.get('search')).toBe('CSQU3054383'));
    expect(router.state.location.search).toContain('scope=shared');
    expect(orderListCalls(fetchMock).at(-1)?.get('attention')).toBe('late');

    await user.click(within(table).getByText('ORD-2026-000042'));
    expect(await screen.findByText('Detail page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/orders/order-detail/${ORDER_ID}`);
  });

  it.each([
    ['en', 'Carrier: Pacific Lines', '03/20/2026', '03/01/2026'],
    ['fr', 'Transporteur\u00a0: Pacific Lines', '20/03/2026', '01/03/2026'],
    ['es', 'Transportista: Pacific Lines', '20/03/2026', '01/03/2026'],
  ] as const)('writes parties and dates as %s does', async (lng, party, eta, created) => {
    await changeLanguage(lng);
    signIn(['order.view']);
    mockFetch({ 'GET /api/lanehub-core/order': listReply([row()]) });
    renderWithRoutes([{ path: '/orders/all', Component: OrdersListPage }], '/orders/all');
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('ORD-2026-000042')).toBeInTheDocument();
    // As written: French's no-break space before the colon is kept (the default normalizer would fold it).
    expect(within(table).getByText(party, { normalizer: (text) => text.trim() })).toBeInTheDocument();
    // ETA 16:00 UTC and creation 15:00 UTC are the same days in Toronto.
    expect(within(table).getByText(eta)).toBeInTheDocument();
    expect(within(table).getByText(created)).toBeInTheDocument();
  });

  it('fixes the mode on a per-mode list and offers to book the first order when there is none', async () => {
    signIn(['order.view']);
    const fetchMock = mockFetch({ 'GET /api/lanehub-core/order': listReply([]) });
    renderWithRoutes(
      [{ path: '/orders/rail-orders/order-list', Component: ModeOrdersListPage }],
      '/orders/rail-orders/order-list',
    );
    expect(await screen.findByRole('heading', { name: 'Rail orders' })).toBeInTheDocument();
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    // Booking starts with the route, the list's mode already chosen.
    expect(screen.getAllByRole('link', { name: 'Book an order' }).at(-1)).toHaveAttribute(
      'href',
      '/orders/start?mode=rail',
    );
    expect(orderListCalls(fetchMock).at(-1)?.get('mode')).toBe('rail');
  });
});

const entryRoutes = [
  { path: '/orders/order-entry', Component: OrderEntryPage },
  { path: '/orders/order-detail/:id', Component: () => <p>Detail page</p> },
];

describe('Order entry', () => {
  beforeEach(async () => {
    await resetClientState();
    notifications.clean();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the address fields only where the move type allows them', async () => {
    signIn(['order.view']);
    mockFetch({ 'GET /api/lanehub-core/partners': { body: { data: [], meta: {} } } });
    renderWithRoutes(entryRoutes, '/orders/order-entry');
    const user = userEvent.setup();
    const moveType = await screen.findByRole('combobox', { name: /Move type/ });
    expect(
      within(moveType)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose…', 'Door-to-Door', 'Door-to-Port', 'Port-to-Door', 'Port-to-Port']);

    // Next without a move type stays on the first step with the error on the field.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();

    await user.selectOptions(moveType, 'Door-to-Port');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('textbox', { name: 'Shipper location address' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Consignee location address' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: /Move type/ }), 'Port-to-Door');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('textbox', { name: 'Consignee location address' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Shipper location address' })).not.toBeInTheDocument();
  });

  it('checks container numbers as typed and puts a server error on the unit field', async () => {
    signIn(['order.view']);
    const fetchMock = mockFetch({
      'GET /api/lanehub-core/partners': { body: { data: [], meta: {} } },
      // The rate step asks for the matched rate: none of the company's contracts applies.
      'POST /api/lanehub/contract/matched-rate': { body: { data: null, meta: {} } },
      'POST /api/lanehub-core/order': {
        status: 400,
        body: {
          message: 'Validation failed',
          code: 'VALIDATION_ERROR',
          fieldErrors: { 'units.0.equipmentNumber': 'This unit is on another open order' },
        },
      },
    });
    renderWithRoutes(entryRoutes, '/orders/order-entry');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: /Move type/ }), 'Port-to-Port');
    for (let i = 0; i < 3; i += 1) {
      await user.click(screen.getByRole('button', { name: 'Next' }));
    }
    await user.click(await screen.findByRole('button', { name: 'Add a unit' }));
    const number = screen.getByRole('textbox', { name: 'Container or equipment number of unit 1' });
    await user.type(number, 'CSQU3054384');
    expect(await screen.findByText(/check digit/i)).toBeInTheDocument();
    await user.clear(number);
    await user.type(number, 'CSQU3054383');
    expect(await screen.findByText('Valid ISO 6346 container number')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(/No contract rate applies/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Create order' }));

    const field = await screen.findByRole('textbox', { name: 'Container or equipment number of unit 1' });
    await waitFor(() => expect(field).toHaveAccessibleDescription(/This unit is on another open order/));
    // The order's POST (the rate step posted its matched-rate question before).
    const post = fetchMock.mock.calls.find(
      ([url, init]) => init?.method === 'POST' && String(url).includes('/api/lanehub-core/order'),
    );
    const sent = JSON.parse(String(post?.[1]?.body)) as { moveType: string; units: Array<{ equipmentNumber: string }> };
    expect(sent.moveType).toBe('Port-to-Port');
    expect(sent.units[0]?.equipmentNumber).toBe('CSQU3054383');
  });
});

describe('Order detail', () => {
  beforeEach(async () => {
    await resetClientState();
    notifications.clean();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const renderDetail = () =>
    renderWithRoutes(
      [
        { path: '/orders/order-detail/:id', Component: OrderDetailPage },
        { path: '/orders/all', Component: () => <p>All orders</p> },
      ],
      `/orders/order-detail/${ORDER_ID}`,
    );

  it('lets the owner edit and delete after confirming', async () => {
    signIn(['order.view']);
    const fetchMock = mockFetch({
      [`GET /api/lanehub-core/order/${ORDER_ID}`]: { body: { data: order(), meta: {} } },
      [`DELETE /api/lanehub-core/order/${ORDER_ID}`]: {
        body: { data: null, meta: { message: 'Order has been deleted' } },
      },
      [`GET /api/orders/${ORDER_ID}/events`]: { body: { data: [shipmentEvent()], meta: {} } },
    });
    const { router } = renderDetail();
    expect(await screen.findByRole('heading', { name: 'Order ORD-2026-000042' })).toBeInTheDocument();
    expect(screen.getByText('CSQU3054383')).toBeInTheDocument();
    expect(screen.getByText('Maersk Elba')).toBeInTheDocument();
    expect(
      await within(await screen.findByLabelText('Tracking events')).findByText('GTOT – Gated out'),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Post event' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/orders/order-entry/ocean/${ORDER_ID}`);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Delete order ORD-2026-000042/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/all'));
    expect(callsOf(fetchMock)).toContain(`DELETE /api/lanehub-core/order/${ORDER_ID}`);
    expect(await screen.findByText('Order has been deleted')).toBeInTheDocument();
  });

  it('shows a consignee the order and its events read-only', async () => {
    signIn(['order.view']);
    mockFetch({
      [`GET /api/lanehub-core/order/${ORDER_ID}`]: {
        body: { data: order({ viewerRole: 'consignee', ownerName: 'Maple Leaf Home Goods' }), meta: {} },
      },
      [`GET /api/orders/${ORDER_ID}/events`]: { body: { data: [shipmentEvent()], meta: {} } },
    });
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Order ORD-2026-000042' })).toBeInTheDocument();
    expect(
      screen.getByText('You see this order as its consignee; Maple Leaf Home Goods booked it and changes it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(
      await within(await screen.findByLabelText('Tracking events')).findByText('GTOT – Gated out'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Post event' })).not.toBeInTheDocument();
  });

  it('lets the carrier post an event and shows the order moved on', async () => {
    signIn(['order.view']);
    let posted: Record<string, unknown> | null = null;
    const fetchMock = mockFetch({
      [`GET /api/lanehub-core/order/${ORDER_ID}`]: () => ({
        body: {
          data: posted
            ? order({ viewerRole: 'carrier', status: 'on_vessel', stage: 4, late: false })
            : order({ viewerRole: 'carrier', status: 'at_origin', stage: 3, late: false }),
          meta: {},
        },
      }),
      [`GET /api/orders/${ORDER_ID}/events`]: () => ({
        body: {
          data: posted
            ? [shipmentEvent(), shipmentEvent({ id: 'e2', eventCode: 'LOAD', remarks: 'Loaded on deck, bay 14' })]
            : [shipmentEvent()],
        },
      }),
      [`POST /api/orders/${ORDER_ID}/events`]: (req) => {
        posted = req.body as Record<string, unknown>;
        return {
          body: {
            data: {
              stored: 1,
              duplicates: 0,
              status: 'on_vessel',
              stage: 4,
              stageLabel: 'Shipped on board',
              eta: null,
              ata: null,
              late: false,
            },
            meta: { message: 'Tracking events have been recorded' },
          },
        };
      },
    });
    renderDetail();
    expect(await screen.findByText('Waiting at Port of Load')).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Post event' });
    const user = userEvent.setup();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Event' }), 'LOAD');
    await user.clear(within(form).getByRole('textbox', { name: /Location/ }));
    await user.type(within(form).getByRole('textbox', { name: /Location/ }), 'CNSHA');
    await user.type(within(form).getByRole('textbox', { name: 'Remarks' }), 'Loaded on deck, bay 14');
    await user.click(within(form).getByRole('button', { name: 'Post event' }));
    expect(await screen.findByText('Shipped on board')).toBeInTheDocument();
    expect(await within(screen.getByLabelText('Tracking events')).findByText('LOAD – Loaded')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Tracking events')).getByText('Loaded on deck, bay 14')).toBeInTheDocument();
    expect(posted).toMatchObject({
      remarks: 'Loaded on deck, bay 14',
      eventType: 'EQUIPMENT',
      eventCode: 'LOAD',
      eventClassifier: 'ACT',
      location: 'CNSHA',
      containerNumber: 'CSQU3054383',
      source: 'screen',
    });
    expect(String((posted as unknown as { idempotencyKey: string }).idempotencyKey)).toMatch(/^screen-/);
    expect(callsOf(fetchMock).filter((call) => call.startsWith('POST'))).toHaveLength(1);
  });
});
