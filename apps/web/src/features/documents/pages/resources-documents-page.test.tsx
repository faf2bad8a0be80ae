import { DEFAULT_TIME_ZONE } from '@lanehub/shared/constants/app';
import type { TDocument } from '@lanehub/shared/features/documents/documents.contract';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveAccountSelection, setAccessToken, setAuthTime, setPolicy, setProfile } from '../../../lib/session';
import { callsOf, fakeJwt, type MockRequest, mockFetch } from '../../../test/fetch-mock';
import { makeProfile } from '../../../test/fixtures';
import { renderWithRoutes, resetClientState } from '../../../test/render';
import { documentRoutes } from '../routes';

const PATH = '/company/resources-documents';
const LIST = 'GET /api/lanehub-core/documents';
const TOKEN = fakeJwt(Math.floor(Date.now() / 1000) + 900);

const signIn = (permissions: string[]) => {
  setAccessToken(TOKEN);
  setAuthTime(Date.now());
  setProfile(makeProfile());
  saveAccountSelection({
    account: { _id: 'a1', number: 'ACC-1001', accountType: null, mode: null, enable: true },
    mode: 'ocean',
    type: null,
    integratedShipping: false,
  });
  setPolicy({ roles: ['admin'], permissions, isSystemAdmin: false });
};

const doc = (n: number, overrides: Partial<TDocument> = {}): TDocument => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  where: 'company',
  whereId: null,
  name: `Document ${n}`,
  originalName: `document-${n}.pdf`,
  mimeType: 'application/pdf',
  size: 2048 * n,
  sha256: 'a'.repeat(64),
  uploadedByName: 'Ada Lovelace',
  // 03:00 UTC on the 2nd is still the 1st in Toronto.
  createdAt: '2025-03-02T03:00:00.000Z',
  expiresOn: null,
  ...overrides,
});

const pageOf = (rows: TDocument[]) => (req: MockRequest) => {
  const skip = Number(req.url.searchParams.get('skip') ?? 0);
  const limit = Number(req.url.searchParams.get('limit') ?? 10);
  return { body: { data: rows.slice(skip, skip + limit), meta: { total: rows.length, skip, limit } } };
};

const fileInput = () => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) {
    throw new Error('no file input');
  }
  return input;
};

const renderPage = () => renderWithRoutes(documentRoutes(), PATH);

describe('Resources & Documents', () => {
  beforeEach(async () => {
    await resetClientState();
    notifications.clean();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('lists the documents ten at a time with their type, size, uploader and date', async () => {
    signIn(['company.*']);
    const rows = Array.from({ length: 12 }, (_, i) => doc(i + 1));
    const fetchFn = mockFetch({ [LIST]: pageOf(rows) });
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Resources & Documents' })).toBeInTheDocument();
    expect(await screen.findByText('1-10 of 12')).toBeInTheDocument();
    const first = screen.getByRole('row', { name: /Document 1\b/ });
    expect(within(first).getByText('PDF')).toBeInTheDocument();
    expect(within(first).getByText('2 KB')).toBeInTheDocument();
    expect(within(first).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(first).getByText('03/01/2025')).toBeInTheDocument();
    expect(callsOf(fetchFn)).toEqual(['GET /api/lanehub-core/documents?skip=0&limit=10']);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('11-12 of 12')).toBeInTheDocument();
    expect(screen.getByText('Document 12')).toBeInTheDocument();
  });

  it('uploads a file with its name and shows the spec message', async () => {
    signIn(['company.*']);
    let rows: TDocument[] = [];
    let sent: FormData | null = null;
    const fetchFn = mockFetch({
      [LIST]: (req) => pageOf(rows)(req),
      'POST /api/lanehub-core/documents': () => {
        rows = [doc(1, { name: 'Rate sheet 2025', originalName: 'rates.pdf' })];
        return {
          status: 201,
          body: { data: rows[0], meta: { message: 'File Rate sheet 2025 has been uploaded!' } },
        };
      },
    });
    const original = fetchFn.getMockImplementation();
    fetchFn.mockImplementation(async (input, init) => {
      if (init?.body instanceof FormData) {
        sent = init.body;
        expect(new Headers(init.headers).get('authorization')).toBe(`Bearer ${TOKEN}`);
        // The browser sets the multipart boundary; a JSON content type would break the upload.
        expect(new Headers(init.headers).has('content-type')).toBe(false);
      }
      return (original as typeof fetch)(input, init);
    });
    renderPage();
    expect(await screen.findByText('Upload a document')).toBeInTheDocument();
    expect(
      screen.getByText(/Allowed: PDF, PNG, JPEG, Word, Excel, PowerPoint, CSV, Text\. Up to 10 MB per file\./),
    ).toBeInTheDocument();
    expect(fileInput()).toHaveAttribute('accept', '.pdf,.png,.jpg,.jpeg,.docx,.xlsx,.pptx,.csv,.txt');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Document name'), 'Rate sheet 2025');
    await user.upload(fileInput(), new File(['%PDF-1.4'], 'rates.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('File Rate sheet 2025 has been uploaded!')).toBeInTheDocument();
    // One toast per action (issue 13 §8): the picker's generic confirmation is not added to it.
    expect(screen.queryByText('rates.pdf file uploaded successfully')).not.toBeInTheDocument();
    const form = sent as FormData | null;
    expect(form?.get('where')).toBe('company');
    expect(form?.get('name')).toBe('Rate sheet 2025');
    expect((form?.get('file') as File | null)?.name).toBe('rates.pdf');
    // The list is read again and shows the new document; the name field is cleared.
    expect(await screen.findByRole('row', { name: /Rate sheet 2025/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Document name')).toHaveValue('');
  });

  it('refuses a type outside the list before uploading, and shows the server refusal', async () => {
    signIn(['company.*']);
    const fetchFn = mockFetch({
      [LIST]: pageOf([]),
      'POST /api/lanehub-core/documents': {
        status: 400,
        body: {
          message: 'fake.pdf is not supported file types',
          code: 'BAD_REQUEST',
          fieldErrors: { file: 'fake.pdf is not supported file types' },
        },
      },
    });
    renderPage();
    await screen.findByText('Upload a document');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(), new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    expect(screen.getByText('setup.exe is not supported file types')).toBeInTheDocument();

    await user.upload(fileInput(), new File(['MZ'], 'fake.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('fake.pdf is not supported file types')).toBeInTheDocument();
    expect(callsOf(fetchFn)).toContain('POST /api/lanehub-core/documents');
  });

  it('does not send a file over 10 MB', async () => {
    signIn(['company.*']);
    const fetchFn = mockFetch({ [LIST]: pageOf([]) });
    renderPage();
    await screen.findByText('Upload a document');
    const big = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    const user = userEvent.setup();
    await user.upload(fileInput(), big);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('scan.pdf is too large. Files up to 10 MB are accepted.')).toBeInTheDocument();
    expect(callsOf(fetchFn)).not.toContain('POST /api/lanehub-core/documents');
  });

  it('downloads with the session headers and saves the file under its name', async () => {
    signIn(['company.view']);
    const fetchFn = mockFetch({
      [LIST]: pageOf([doc(1, { name: 'Insurance', originalName: 'insurance.pdf' })]),
      'GET /api/lanehub-core/documents/00000000-0000-4000-8000-000000000001/download': (req) => {
        expect(req.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
        return { body: 'bytes' };
      },
    });
    // jsdom has no object URLs.
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:insurance');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked: Array<{ href: string; download: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    renderPage();

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Download Insurance' }));
    await waitFor(() => expect(clicked).toEqual([{ href: 'blob:insurance', download: 'insurance.pdf' }]));
    // The mock answers JSON: the saved bytes are exactly the reply's.
    const saved = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    expect(await saved.text()).toBe('"bytes"');
    expect(callsOf(fetchFn)).toContain('GET /api/lanehub-core/documents/00000000-0000-4000-8000-000000000001/download');
  });

  it('deletes after the confirmation and says so', async () => {
    signIn(['company.*']);
    let rows = [doc(1, { name: 'Old contract' }), doc(2)];
    const fetchFn = mockFetch({
      [LIST]: (req) => pageOf(rows)(req),
      'DELETE /api/lanehub-core/documents/00000000-0000-4000-8000-000000000001': () => {
        rows = rows.slice(1);
        return { body: { data: { id: doc(1).id }, meta: { message: 'File Old contract has been deleted' } } };
      },
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Old contract' }));
    expect(await screen.findByText('Are you sure you want to continue with this action?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('File Old contract has been deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /Old contract/ })).not.toBeInTheDocument());
    expect(callsOf(fetchFn)).toContain('DELETE /api/lanehub-core/documents/00000000-0000-4000-8000-000000000001');
  });

  it('shows when documents expire, filters to the expiring ones and edits the date (issue 13)', async () => {
    signIn(['company.*']);
    // Twelve days from the product's today (its calendar runs in DEFAULT_TIME_ZONE, not the machine's UTC date).
    const soon = dayjs().tz(DEFAULT_TIME_ZONE).add(12, 'day').format('YYYY-MM-DD');
    let rows = [
      doc(1, { name: 'Cargo insurance', expiresOn: soon }),
      doc(2, { name: 'Customs bond', expiresOn: '2020-01-31' }),
      doc(3, { name: 'Rate sheet' }),
    ];
    const fetchFn = mockFetch({
      [LIST]: (req) =>
        pageOf(req.url.searchParams.get('expiring') === 'true' ? rows.filter((r) => r.expiresOn !== null) : rows)(req),
      'PUT /api/lanehub-core/documents/00000000-0000-4000-8000-000000000002': (req) => {
        expect(req.body).toEqual({ name: 'Customs bond', expiresOn: null });
        rows = rows.map((r) => (r.id === doc(2).id ? { ...r, expiresOn: null } : r));
        return { body: { data: rows[1], meta: { message: 'Document has been updated' } } };
      },
    });
    renderPage();
    const user = userEvent.setup();
    const insurance = await screen.findByRole('row', { name: /Cargo insurance/ });
    expect(within(insurance).getByText('Expires in 12 days')).toBeInTheDocument();
    const bond = screen.getByRole('row', { name: /Customs bond/ });
    expect(within(bond).getByText('01/31/2020')).toBeInTheDocument();
    expect(within(bond).getByText('Expired')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Expired or expiring within 30 days' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Rate sheet/ })).not.toBeInTheDocument());
    expect(callsOf(fetchFn).some((c) => c.includes('expiring=true'))).toBe(true);

    // The bond was renewed without an end date: clearing it takes it off the expiring list.
    await user.click(screen.getByRole('button', { name: 'Edit Customs bond' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit document' });
    await user.click(within(dialog).getByRole('button', { name: 'Clear the date' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Document has been updated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /Customs bond/ })).not.toBeInTheDocument());
  });

  it('shows a reader the list and downloads, without upload or delete', async () => {
    signIn(['company.view']);
    mockFetch({ [LIST]: pageOf([doc(1)]) });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Download Document 1' })).toBeInTheDocument();
    expect(screen.queryByText('Upload a document')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Document 1' })).not.toBeInTheDocument();
  });

  it('refuses a user without company.view', async () => {
    signIn(['order.view']);
    const fetchFn = mockFetch({ [LIST]: pageOf([doc(1)]) });
    renderPage();
    expect(await screen.findByText('You do not have permission to do this')).toBeInTheDocument();
    expect(callsOf(fetchFn)).toEqual([]);
  });
});
