import type { TShippingInstruction } from '@lanehub/shared/features/order-documents/shipping-instruction.contract';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type MockRequest, mockFetch } from '../../test/fetch-mock';
import { renderWithRoutes, resetClientState } from '../../test/render';
import { signInWithPermissions } from '../../test/sign-in';
import { ShippingInstructionSection } from './components/shipping-instruction-section';

const ORDER_ID = '00000000-0000-4000-8000-000000000001';
const PATH = `/api/order/${ORDER_ID}/shipping-instruction`;

const draft = (overrides: Partial<TShippingInstruction> = {}): TShippingInstruction => ({
  orderId: ORDER_ID,
  orderNumber: 'ORD-2026-000042',
  mode: 'ocean',
  version: 0,
  updatedAt: null,
  updatedByCompany: null,
  canEdit: true,
  shipper: { name: 'Maple Leaf Home Goods', address: '1000 Yanggao Road, Shanghai, CN' },
  consignee: { name: null, address: null },
  notifyParty: { name: null, address: null },
  bookingNumber: 'BK7731204',
  bolNumber: null,
  vesselName: 'Maersk Elba',
  voyage: '612W',
  portOfLoading: 'CNSHA',
  portOfDischarge: 'CAVAN',
  placeOfReceipt: 'Shanghai',
  placeOfDelivery: null,
  containers: [
    {
      containerNumber: 'CSQU3054383',
      sizeType: '45G1',
      sealNumbers: ['SL123456'],
      packages: null,
      grossWeightKg: null,
    },
  ],
  packageCount: null,
  packageKind: null,
  goodsDescription: null,
  hsCode: null,
  grossWeightKg: 18250,
  volumeM3: null,
  dangerousGoods: [],
  freightTerms: null,
  incoterm: 'FOB',
  remarks: null,
  ...overrides,
});

const renderSection = () =>
  renderWithRoutes(
    [
      {
        path: '/o',
        Component: () => <ShippingInstructionSection order={{ id: ORDER_ID, orderNumber: 'ORD-2026-000042' }} />,
      },
    ],
    '/o',
  );

describe('Shipping instruction section', () => {
  beforeEach(async () => {
    await resetClientState();
    notifications.clean();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('edits the draft from the order, sends seals as a list and puts a server error on its field', async () => {
    signInWithPermissions(['order.view']);
    const sent: unknown[] = [];
    mockFetch({
      [`GET ${PATH}`]: { body: { data: draft(), meta: {} } },
      [`PUT ${PATH}`]: (request: MockRequest) => {
        sent.push(request.body);
        const body = request.body as { hsCode: string | null };
        if (body.hsCode === '999999') {
          return {
            status: 400,
            body: {
              message: '999999 is not an HS 2022 subheading',
              code: 'BAD_REQUEST',
              fieldErrors: { hsCode: '999999 is not an HS 2022 subheading' },
            },
          };
        }
        return {
          body: {
            data: draft({
              version: 1,
              updatedAt: '2026-03-01T10:00:00.000Z',
              updatedByCompany: 'Maple Leaf Home Goods',
              consignee: { name: 'Northern Retail Inc.', address: null },
            }),
            meta: { message: 'Shipping instruction has been saved' },
          },
        };
      },
    });
    renderSection();
    const section = await screen.findByRole('region', { name: 'Shipping instruction' });
    expect(await within(section).findByText('Draft from the order, not saved yet')).toBeInTheDocument();
    expect(within(section).getByText('CNSHA → CAVAN')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: 'Edit shipping instruction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Shipping instruction of ORD-2026-000042' });
    expect(within(dialog).getByLabelText(/Seal numbers/)).toHaveValue('SL123456');
    const consignee = within(dialog).getByRole('group', { name: 'Consignee' });
    await user.type(within(consignee).getByLabelText(/Name/), 'Northern Retail Inc.');
    await user.type(within(dialog).getByLabelText(/Description of goods/), 'Furniture');
    await user.clear(within(dialog).getByLabelText(/Seal numbers/));
    await user.type(within(dialog).getByLabelText(/Seal numbers/), 'SL1, SL2');
    await user.type(within(dialog).getByLabelText('HS code'), '999999');
    await user.click(within(dialog).getByRole('button', { name: 'Save instruction' }));
    expect(await within(dialog).findByText('999999 is not an HS 2022 subheading')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      consignee: { name: 'Northern Retail Inc.', address: null },
      containers: [{ containerNumber: 'CSQU3054383', sealNumbers: ['SL1', 'SL2'], packages: null }],
      grossWeightKg: 18250,
      freightTerms: null,
    });
    await user.clear(within(dialog).getByLabelText('HS code'));
    await user.type(within(dialog).getByLabelText('HS code'), '9403.50');
    await user.click(within(dialog).getByRole('button', { name: 'Save instruction' }));
    expect(await screen.findByText('Shipping instruction has been saved')).toBeInTheDocument();
    expect(sent[1]).toMatchObject({ hsCode: '940350' });
    await waitFor(() => expect(within(section).getByText(/^Version 1, saved /)).toBeInTheDocument());
    expect(within(section).getByText('Northern Retail Inc.')).toBeInTheDocument();
  });

  it('offers the carrier the PDF but no edit', async () => {
    signInWithPermissions(['order.view']);
    mockFetch({ [`GET ${PATH}`]: { body: { data: draft({ canEdit: false, version: 2 }), meta: {} } } });
    renderSection();
    const section = await screen.findByRole('region', { name: 'Shipping instruction' });
    expect(await within(section).findByRole('button', { name: 'Export PDF' })).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Edit shipping instruction' })).toBeNull();
  });
});
