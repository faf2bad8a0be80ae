import type { TBol } from '@lanehub/shared/features/bills-of-lading/bills-of-lading.contract';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type MockRequest, mockFetch } from '../../test/fetch-mock';
import { renderWithRoutes, resetClientState } from '../../test/render';
import { signInWithPermissions } from '../../test/sign-in';
import { BolDetailPage } from './pages/bol-detail-page';

const ID = '00000000-0000-4000-8000-000000000011';
const PATH = `/api/lanehub-core/bol/${ID}`;

const bol = (overrides: Partial<TBol> = {}): TBol => ({
  id: ID,
  bolNumber: 'BOL-2026-000042',
  status: 'draft',
  shipper: { companyId: null, name: 'Maple Leaf Shipping', address: 'Shanghai' },
  consignee: { companyId: null, name: 'Northern Retail Inc.', address: '200 Granville St' },
  notifyParty: { companyId: null, name: null, address: null },
  carrierName: 'Maersk A/S',
  carrierScac: 'MAEU',
  vesselName: 'Maersk Elba',
  voyage: '612W',
  portOfLoading: 'CNSHA',
  portOfDischarge: 'CAVAN',
  placeOfReceipt: null,
  placeOfDelivery: null,
  containers: [
    { containerNumber: 'CSQU3054383', sizeType: '45G1', sealNumbers: ['SL123456'], packages: 10, grossWeightKg: 18250 },
  ],
  packageCount: 10,
  packageKind: 'cartons',
  grossWeightKg: 18250,
  volumeM3: null,
  marks: null,
  goodsDescription: 'Furniture',
  freightTerms: 'prepaid',
  numberOfOriginals: 3,
  orders: [],
  amendments: [],
  issuedAt: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

const renderPage = () =>
  renderWithRoutes(
    [{ path: '/demand-management/forwarding/bol/:id', Component: BolDetailPage }],
    `/demand-management/forwarding/bol/${ID}`,
  );

describe('Bill of lading detail', () => {
  beforeEach(async () => {
    await resetClientState();
    notifications.clean();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('approves a draft after confirming, and shows the state the server answers', async () => {
    signInWithPermissions(['forwarding.view']);
    const calls: string[] = [];
    let current = bol();
    mockFetch({
      [`GET ${PATH}`]: () => ({ body: { data: current, meta: {} } }),
      [`POST ${PATH}/approve`]: (request: MockRequest) => {
        calls.push(request.url.pathname);
        current = bol({ status: 'approved' });
        return { body: { data: current, meta: { message: 'Bill of lading has been approved' } } };
      },
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Bill of lading BOL-2026-000042' })).toBeInTheDocument();
    expect(screen.getByText('CSQU3054383')).toBeInTheDocument();
    expect(screen.getByText('SL123456')).toBeInTheDocument();
    // A draft is approved or voided, never issued straight away; it can be edited and deleted.
    expect(screen.queryByRole('button', { name: 'Issue' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('dialog', { name: 'Approve the bill of lading?' });
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Bill of lading has been approved')).toBeInTheDocument();
    expect(calls).toEqual([`${PATH}/approve`]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Issue' })).toBeInTheDocument());
    expect(screen.getByText('Approved')).toBeInTheDocument();
  });

  it('offers only an amendment once issued, sends its reason, and lists the history', async () => {
    signInWithPermissions(['forwarding.view']);
    const sent: unknown[] = [];
    const issued = bol({ status: 'issued', issuedAt: '2026-03-02T10:00:00.000Z' });
    let current: TBol = issued;
    mockFetch({
      [`GET ${PATH}`]: () => ({ body: { data: current, meta: {} } }),
      [`POST ${PATH}/amend`]: (request: MockRequest) => {
        sent.push(request.body);
        current = {
          ...issued,
          consignee: { companyId: null, name: 'Northern Retail Inc.', address: '9 Front St' },
          amendments: [
            {
              id: '00000000-0000-4000-8000-000000000099',
              reason: 'Consignee moved',
              amendedByName: 'Pat Shipper',
              before: { consignee: { name: 'Northern Retail Inc.', address: '200 Granville St' } },
              after: { consignee: { name: 'Northern Retail Inc.', address: '9 Front St' } },
              createdAt: '2026-03-03T10:00:00.000Z',
            },
          ],
        };
        return { body: { data: current, meta: { message: 'Amendment has been recorded' } } };
      },
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Bill of lading BOL-2026-000042' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.getByText('No amendment yet. Use Amend to change this issued bill of lading.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Amend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Amend bill of lading BOL-2026-000042' });
    const consignee = within(dialog).getByRole('group', { name: 'Consignee' });
    await user.clear(within(consignee).getByLabelText(/Address/));
    await user.type(within(consignee).getByLabelText(/Address/), '9 Front St');
    await user.click(within(dialog).getByRole('button', { name: 'Record amendment' }));
    expect(await within(dialog).findByText('Say why the bill of lading is amended')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(within(dialog).getByLabelText(/Reason for the amendment/), 'Consignee moved');
    await user.click(within(dialog).getByRole('button', { name: 'Record amendment' }));
    expect(await screen.findByText('Amendment has been recorded')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      reason: 'Consignee moved',
      consignee: { name: 'Northern Retail Inc.', address: '9 Front St' },
      containers: [{ containerNumber: 'CSQU3054383', sealNumbers: ['SL123456'] }],
    });
    expect(await screen.findByText('Reason: Consignee moved')).toBeInTheDocument();
    expect(
      screen.getByText('Consignee: Northern Retail Inc., 200 Granville St → Northern Retail Inc., 9 Front St'),
    ).toBeInTheDocument();
  });
});
