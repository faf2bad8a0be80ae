import type { TImportPreview } from '@lanehub/shared/features/imports/imports.contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { setAccessToken } from '../../lib/session';
import { fakeJwt, type MockRequest, mockFetch } from '../../test/fetch-mock';
import { renderWithProviders, resetClientState } from '../../test/render';
import { ImportAssistant } from './import-assistant';

const BASE = '/api/imports/purchase-orders';

const preview = (fields: Partial<TImportPreview>): TImportPreview => ({
  template: 'purchase-orders',
  columns: [
    { key: 'poNumber', required: true },
    { key: 'hsCode', required: false },
    { key: 'customer', required: false },
  ],
  headers: ['PO', 'HS'],
  mapping: { poNumber: 'PO', hsCode: 'HS', customer: null },
  savedMapping: false,
  totalRows: 1,
  rows: [{ row: 2, cells: { poNumber: 'P-1', hsCode: '999999' } }],
  errors: [],
  rowsWithErrors: 0,
  summary: 'No errors: the file is ready to import',
  ...fields,
});

const withError = preview({
  errors: [
    {
      row: 2,
      column: 'hsCode',
      message: '999999 is not an HS 2022 subheading',
      messageCode: 'purchaseOrders.api.hsUnknown',
      params: { code: '999999' },
    },
  ],
  rowsWithErrors: 1,
  summary: '1 row has errors',
});

const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

const label = (column: string) =>
  ({ poNumber: 'PO number', hsCode: 'HS code', customer: 'Customer' })[column] ?? column;

describe('ImportAssistant', () => {
  beforeEach(async () => {
    await resetClientState();
    setAccessToken(fakeJwt(Math.floor(Date.now() / 1000) + 900));
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await changeLanguage('en');
  });

  it('shows an error on its cell, sends the value typed in the grid when checking again, then allows the import', async () => {
    const bodies: MockRequest['body'][] = [];
    const replies = [withError, preview({ rows: [{ row: 2, cells: { poNumber: 'P-1', hsCode: '691200' } }] })];
    mockFetch({
      [`POST ${BASE}/preview`]: (request) => {
        bodies.push(request.body);
        return { body: { data: replies.shift(), meta: {} } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ImportAssistant template="purchase-orders" columnLabel={label} />);
    const file = new File(['PO,HS\nP-1,999999\n'], 'po.csv', { type: 'text/csv' });
    await user.upload(fileInput(), file);
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    const cell = await screen.findByRole('textbox', { name: 'HS code, row 2' });
    expect(cell).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('999999 is not an HS 2022 subheading')).toBeInTheDocument();
    expect(screen.getByText('1 row has errors')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 1 row' })).toBeDisabled();
    // The column left out of the file is offered on demand only.
    expect(screen.queryByText('customer')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show the 1 columns not in the file' })).toBeInTheDocument();

    await user.clear(cell);
    await user.type(cell, '691200');
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('No errors: the file is ready to import')).toBeInTheDocument();
    expect(bodies[1]).toMatchObject({
      mapping: { poNumber: 'PO', hsCode: 'HS' },
      edits: [{ row: 2, column: 'hsCode', value: '691200' }],
    });
    expect(screen.getByRole('button', { name: 'Import 1 row' })).toBeEnabled();
  });

  it('speaks French, with the count in the singular', async () => {
    await changeLanguage('fr');
    mockFetch({ [`POST ${BASE}/preview`]: () => ({ body: { data: withError, meta: {} } }) });
    const user = userEvent.setup();
    renderWithProviders(<ImportAssistant template="purchase-orders" columnLabel={label} />);
    await user.upload(fileInput(), new File(['PO,HS\n'], 'po.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Téléverser' }));
    expect(await screen.findByText('1 ligne contient des erreurs')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Importer 1 ligne' })).toBeDisabled();
  });
});
