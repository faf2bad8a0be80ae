import type { TDgLine, TOrderCarbon } from '@lanehub/shared/features/order-carbon-dg/order-carbon-dg.contract';
import type { TOrder } from '@lanehub/shared/features/orders/orders.contract';
import { notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { renderWithProviders, resetClientState } from '../../test/render';
import OrderCarbonDgPanels from './components/order-carbon-dg-panels';

const ORDER_ID = '00000000-0000-4000-8000-000000000007';
const BASE = `/api/lanehub-core/order/${ORDER_ID}`;
// The panels read only the order's id and the viewer's role.
const order = (viewerRole: TOrder['viewerRole']) => ({ id: ORDER_ID, viewerRole }) as TOrder;

const acetone: TDgLine = {
  id: 'l1',
  orderId: ORDER_ID,
  unNumber: 'UN1090',
  hazardClass: '3',
  packingGroup: 'II',
  properShippingName: 'Acetone',
  grossWeight: '180.000',
  weightUnit: 'kg',
  createdAt: '2026-11-24T09:00:00.000Z',
};

const carbon: TOrderCarbon = {
  orderId: ORDER_ID,
  weightKg: 12_000,
  legs: [
    {
      from: 'DEHAM',
      to: 'USNYC',
      mode: 'ocean',
      greatCircleKm: 6128.391,
      routingFactor: 1.15,
      addKm: 0,
      distanceKm: 7047.65,
      tonneKm: 84_571.8,
      gCo2ePerTonneKm: 8,
      factorSource: 'GLEC Framework v3.0 (2023), sea transport default',
      kgCo2e: 676.574,
    },
  ],
  totalDistanceKm: 7047.65,
  totalTonneKm: 84_571.8,
  totalKgCo2e: 676.574,
  method: 'ISO 14083',
  calculatedAt: '2026-11-24T09:00:00.000Z',
};

describe('order emissions and dangerous goods panels', () => {
  beforeEach(async () => {
    await resetClientState();
    notifications.clean();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('puts the server refusal on the UN number field, then adds the line the owner typed', async () => {
    const lines: TDgLine[] = [];
    const posted: unknown[] = [];
    mockFetch({
      [`GET ${BASE}/dangerous-goods`]: () => ({ body: { data: lines, meta: {} } }),
      [`GET ${BASE}/carbon`]: { body: { data: null, meta: {} } },
      [`POST ${BASE}/dangerous-goods`]: (req) => {
        posted.push(req.body);
        if ((req.body as { unNumber: string }).unNumber === 'UN9999') {
          return {
            status: 400,
            body: {
              message: 'UN9999 is not in the dangerous goods list',
              code: 'BAD_REQUEST',
              fieldErrors: { unNumber: 'UN9999 is not in the dangerous goods list' },
            },
          };
        }
        lines.push(acetone);
        return { status: 201, body: { data: acetone, meta: { message: 'The dangerous goods line has been added' } } };
      },
    });
    renderWithProviders(<OrderCarbonDgPanels order={order('owner')} />);
    const region = await screen.findByRole('region', { name: 'Dangerous goods' });
    expect(await within(region).findByText(/No dangerous goods on this order/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(within(region).getByRole('textbox', { name: /UN number/ }), 'UN9999');
    await user.type(within(region).getByRole('textbox', { name: /Class or division/ }), '3');
    await user.selectOptions(within(region).getByRole('combobox', { name: 'Packing group' }), 'II');
    await user.click(within(region).getByRole('button', { name: 'Add line' }));
    expect(await within(region).findByText('UN9999 is not in the dangerous goods list')).toBeInTheDocument();
    expect(within(region).getByRole('textbox', { name: /UN number/ })).toHaveAttribute('aria-invalid', 'true');

    await user.clear(within(region).getByRole('textbox', { name: /UN number/ }));
    await user.type(within(region).getByRole('textbox', { name: /UN number/ }), 'UN1090');
    await user.type(within(region).getByRole('spinbutton', { name: 'Gross weight' }), '180');
    await user.click(within(region).getByRole('button', { name: 'Add line' }));
    expect(await within(region).findByRole('cell', { name: 'Acetone' })).toBeInTheDocument();
    expect(posted.at(-1)).toEqual({
      unNumber: 'UN1090',
      hazardClass: '3',
      packingGroup: 'II',
      grossWeight: 180,
      weightUnit: 'kg',
    });
    expect(within(region).getByRole('cell', { name: '180 kg' })).toBeInTheDocument();
  });

  it('calculates the emissions and shows each leg with its factor', async () => {
    mockFetch({
      [`GET ${BASE}/dangerous-goods`]: { body: { data: [acetone], meta: {} } },
      [`GET ${BASE}/carbon`]: { body: { data: null, meta: {} } },
      [`POST ${BASE}/calculate-carbon`]: {
        body: { data: carbon, meta: { message: 'Emissions have been calculated' } },
      },
    });
    renderWithProviders(<OrderCarbonDgPanels order={order('consignee')} />);
    const region = await screen.findByRole('region', { name: 'Emissions' });
    expect(await within(region).findByText(/Emissions have not been calculated yet/)).toBeInTheDocument();
    await userEvent.setup().click(within(region).getByRole('button', { name: 'Calculate emissions' }));
    const legs = await within(region).findByRole('table', { name: 'Legs' });
    expect(within(legs).getByRole('cell', { name: 'DEHAM → USNYC' })).toBeInTheDocument();
    expect(within(legs).getByRole('cell', { name: '6,128.4 km' })).toBeInTheDocument();
    expect(within(legs).getByRole('cell', { name: '8 g/t-km' })).toBeInTheDocument();
    expect(within(region).getByText('676.6 kg CO2e')).toBeInTheDocument();
    // A consignee reads the dangerous goods but does not change them.
    const goods = screen.getByRole('region', { name: 'Dangerous goods' });
    expect(within(goods).getByRole('cell', { name: 'Acetone' })).toBeInTheDocument();
    expect(within(goods).queryByRole('button', { name: 'Add line' })).toBeNull();
    expect(within(goods).queryByRole('button', { name: 'Remove UN1090' })).toBeNull();
  });
});
