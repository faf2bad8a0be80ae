import type { TDndTerms } from '@lanehub/shared/features/demurrage/demurrage.contract';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsOf, type MockRequest, mockFetch } from '../../test/fetch-mock';
import { renderWithRoutes, resetClientState } from '../../test/render';
import { signInWithPermissions } from '../../test/sign-in';
import { DndTermsPage } from './pages/dnd-terms-page';

const MAPLE = '00000000-0000-4000-8000-000000000101';
const PRAIRIE = '00000000-0000-4000-8000-000000000102';
const TERMS_ID = '00000000-0000-4000-8000-000000000301';
const carriers = [
  { _id: MAPLE, legalName: 'Maple Carriers' },
  { _id: PRAIRIE, legalName: 'Prairie Haulage' },
];

const saved = (carrierCompanyId: string | null, carrierName: string | null): TDndTerms => ({
  id: TERMS_ID,
  name: 'Vancouver demurrage',
  clock: 'demurrage',
  carrierCompanyId,
  carrierName,
  contractReference: null,
  portLocode: 'CAVAN',
  freeDays: 4,
  currency: 'CAD',
  tiers: [
    { fromDay: 1, toDay: 4, rate: '150' },
    { fromDay: 5, toDay: null, rate: '250' },
  ],
  updatedAt: '2026-03-01T10:00:00.000Z',
});

const routes = [{ path: '/orders/free-time', Component: DndTermsPage }];
const list = (rows: TDndTerms[]) => ({ body: { data: rows, meta: { total: rows.length } } });

describe('Free-time terms: the carrier', () => {
  beforeEach(async () => {
    await resetClientState();
    notifications.clean();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is picked among the partner carriers, and the saved terms carry its id', async () => {
    signInWithPermissions(['order.view', 'order.bill']);
    const posted: unknown[] = [];
    let rows: TDndTerms[] = [];
    const fetchMock = mockFetch({
      'GET /api/lanehub-core/partners': { body: { data: carriers, meta: {} } },
      'GET /api/lanehub-core/dnd-terms': () => list(rows),
      'POST /api/lanehub-core/dnd-terms': (request: MockRequest) => {
        posted.push(request.body);
        rows = [saved(PRAIRIE, 'Prairie Haulage')];
        return { status: 201, body: { data: rows[0], meta: { message: 'Free-time terms have been saved' } } };
      },
    });
    renderWithRoutes(routes, '/orders/free-time');
    const user = userEvent.setup();
    await user.click((await screen.findAllByRole('button', { name: 'Add terms' }))[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Empty for every carrier')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Vancouver demurrage');
    await user.click(within(dialog).getByLabelText(/^Carrier/, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Prairie Haulage' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Port/ }), 'cavan');
    await user.type(within(dialog).getByRole('textbox', { name: /Tier 1: rate per day/ }), '150');
    await user.type(within(dialog).getByRole('textbox', { name: /Tier 2: rate per day/ }), '250');
    await user.click(within(dialog).getByRole('button', { name: 'Save terms' }));

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ name: 'Vancouver demurrage', carrierCompanyId: PRAIRIE, portLocode: 'CAVAN' });
    // The picker offers the carriers of the partner network only.
    expect(callsOf(fetchMock)).toContain('GET /api/lanehub-core/partners?type=carrier');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = (await screen.findByText('Vancouver demurrage')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Prairie Haulage')).toBeInTheDocument();
  });

  it('shows the carrier of saved terms, and another one chosen is saved in its place', async () => {
    signInWithPermissions(['order.view', 'order.bill']);
    const put: unknown[] = [];
    let rows = [saved(MAPLE, 'Maple Carriers')];
    mockFetch({
      'GET /api/lanehub-core/partners': { body: { data: carriers, meta: {} } },
      'GET /api/lanehub-core/dnd-terms': () => list(rows),
      [`PUT /api/lanehub-core/dnd-terms/${TERMS_ID}`]: (request: MockRequest) => {
        put.push(request.body);
        rows = [saved(PRAIRIE, 'Prairie Haulage')];
        return { body: { data: rows[0], meta: { message: 'Free-time terms have been saved' } } };
      },
    });
    renderWithRoutes(routes, '/orders/free-time');
    const user = userEvent.setup();
    const before = (await screen.findByText('Vancouver demurrage')).closest('tr') as HTMLElement;
    expect(within(before).getByText('Maple Carriers')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Vancouver demurrage' }));
    const dialog = await screen.findByRole('dialog');
    const carrier = within(dialog).getByLabelText(/^Carrier/, { selector: 'input' });
    await waitFor(() => expect(carrier).toHaveValue('Maple Carriers'));

    await user.click(carrier);
    await user.click(await screen.findByRole('option', { name: 'Prairie Haulage' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save terms' }));
    await waitFor(() => expect(put).toHaveLength(1));
    expect(put[0]).toMatchObject({ carrierCompanyId: PRAIRIE, portLocode: 'CAVAN' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const after = (await screen.findByText('Prairie Haulage')).closest('tr') as HTMLElement;
    expect(within(after).getByText('Vancouver demurrage')).toBeInTheDocument();
  });
});
