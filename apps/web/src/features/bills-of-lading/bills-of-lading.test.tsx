import { BOL_CSV_COLUMNS, type TBol } from '@lanehub/shared/features/bills-of-lading/bills-of-lading.contract';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type MockRequest, mockFetch } from '../../test/fetch-mock';
import { renderWithProviders, renderWithRoutes, resetClientState } from '../../test/render';
import { signInWithPermissions } from '../../test/sign-in';
import { BolImportDialog } from './components/bol-dialogs';
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

describe('Bills of lading import', () => {
  beforeEach(async () => {
    await resetClientState();
    notifications.clean();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('imports a BOL file on the import assistant: a number already used is shown on its cell, then the job imports every BOL', async () => {
    signInWithPermissions(['forwarding.view']);
    const header = 'bolNumber,shipperName,consigneeName,goodsDescription';
    const columns = BOL_CSV_COLUMNS.map((key) => ({
      key,
      required: ['shipperName', 'consigneeName', 'goodsDescription'].includes(key),
    }));
    const mapping = Object.fromEntries(BOL_CSV_COLUMNS.map((c) => [c, header.split(',').includes(c) ? c : null]));
    const cells = { bolNumber: 'MAEU1', shipperName: 'Acme', consigneeName: 'Bolt', goodsDescription: 'Chairs' };
    const dryRun = (fixed: boolean) => ({
      template: 'bol',
      columns,
      headers: header.split(','),
      mapping,
      savedMapping: false,
      totalRows: 2,
      rows: [
        { row: 2, cells: fixed ? { ...cells, bolNumber: 'MAEU2' } : cells },
        { row: 3, cells: { ...cells, bolNumber: '' } },
      ],
      errors: fixed
        ? []
        : [
            {
              row: 2,
              column: 'bolNumber',
              message: 'Bill of lading number MAEU1 is already used',
              messageCode: 'billsOfLading.api.numberTaken',
              params: { number: 'MAEU1' },
            },
          ],
      rowsWithErrors: fixed ? 0 : 1,
      summary: fixed ? 'No errors: the file is ready to import' : '1 row has errors',
    });
    const jobId = '00000000-0000-4000-8000-0000000000bb';
    const job = {
      id: jobId,
      kind: 'import.bol',
      counts: { total: 2, done: 2 },
      errorReport: null,
      cancelRequested: false,
      createdAt: '2026-11-23T22:00:00.000Z',
      startedAt: null,
      finishedAt: null,
    };
    const previews: MockRequest['body'][] = [];
    const commits: MockRequest['body'][] = [];
    mockFetch({
      'POST /api/imports/bol/preview': (req) => {
        previews.push(req.body);
        return { body: { data: dryRun(previews.length > 1), meta: {} } };
      },
      'POST /api/imports/bol': (req) => {
        commits.push(req.body);
        return {
          status: 202,
          body: { data: { job: { ...job, state: 'queued', progress: 0, result: null } }, meta: {} },
        };
      },
      [`GET /api/jobs/${jobId}`]: {
        body: {
          data: {
            ...job,
            state: 'completed',
            progress: 100,
            result: { imported: 2, numbers: ['MAEU2', 'BOL-2026-000043'], message: 'File imported succesfully' },
          },
          meta: {},
        },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<BolImportDialog opened onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Import bills of lading' });
    const content = `${header}\nMAEU1,Acme,Bolt,Chairs\n,Acme,Bolt,Chairs\n`;
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File([content], 'bols.csv', { type: 'text/csv' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    const number = await within(dialog).findByRole('textbox', { name: 'bolNumber, row 2' });
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('Bill of lading number MAEU1 is already used')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import 2 rows' })).toBeDisabled();
    await user.clear(number);
    await user.type(number, 'MAEU2');
    await user.click(within(dialog).getByRole('button', { name: 'Check again' }));
    expect(await within(dialog).findByText('No errors: the file is ready to import')).toBeInTheDocument();
    expect(previews[1]).toMatchObject({ edits: [{ row: 2, column: 'bolNumber', value: 'MAEU2' }] });

    await user.click(within(dialog).getByRole('button', { name: 'Import 2 rows' }));
    expect(await within(dialog).findByText('File imported succesfully', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(within(dialog).getByText('Bills of lading imported: 2')).toBeInTheDocument();
    expect(within(dialog).getByText('Numbers: MAEU2, BOL-2026-000043')).toBeInTheDocument();
    expect(commits[0]).toMatchObject({ fileName: 'bols.csv', content, mapping });
  });
});
