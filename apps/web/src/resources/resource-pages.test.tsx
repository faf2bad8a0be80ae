import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveAccountSelection, setAccessToken, setAuthTime, setPolicy, setProfile } from '../lib/session';
import { callsOf, fakeJwt, type MockRequest, mockFetch } from '../test/fetch-mock';
import { makeProfile } from '../test/fixtures';
import { renderApp, resetClientState } from '../test/render';

const profile = makeProfile();

const signIn = (permissions: string[]) => {
  setAccessToken(fakeJwt(Math.floor(Date.now() / 1000) + 900));
  setAuthTime(Date.now());
  setProfile(profile);
  saveAccountSelection({
    account: { _id: 'a1', number: 'ACC-1001', accountType: null, mode: null, enable: true },
    mode: 'integrated_shipping',
    type: null,
    integratedShipping: true,
  });
  setPolicy({ roles: ['user'], permissions, isSystemAdmin: false });
};

const ID = '0b6f4a9e-8d7c-4e55-9a4f-2b1f3c9d8e71';

const instruction = (n: number) => ({
  id: n === 1 ? ID : `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  title: `Instruction ${n}`,
  body: `Body ${n}`,
  createdAt: '2025-01-01T12:00:00.000Z',
  // 03:00 UTC on the 2nd is still the 1st in Toronto.
  updatedAt: '2025-03-02T03:00:00.000Z',
});

const listReply = (req: MockRequest) => {
  const skip = Number(req.url.searchParams.get('skip') ?? 0);
  const limit = Number(req.url.searchParams.get('limit') ?? 10);
  const rows = Array.from({ length: Math.max(0, Math.min(limit, 23 - skip)) }, (_, i) => instruction(skip + i + 1));
  return { body: { data: rows, meta: { total: 23, skip, limit } } };
};

describe('generic resource pages (instructions)', () => {
  beforeEach(resetClientState);
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists with server paging, the range text, sorting and search', async () => {
    signIn(['adminMgt.*']);
    const fetchFn = mockFetch({ 'GET /api/lanehub-core/instructions': listReply });
    const { router } = renderApp('/admin/instruction-management');

    expect(await screen.findByRole('heading', { name: 'Instructions' })).toBeInTheDocument();
    expect(await screen.findByText('1-10 of 23')).toBeInTheDocument();
    expect(screen.getByText('Instruction 1')).toBeInTheDocument();
    expect(screen.getAllByText('03/01/2025').length).toBeGreaterThan(0);
    expect(screen.getByRole('columnheader', { name: /Updated/ })).toBeInTheDocument();
    expect(callsOf(fetchFn).filter((call) => call.includes('/instructions'))).toEqual([
      'GET /api/lanehub-core/instructions?skip=0&limit=10&sort=updatedAt&order=desc',
    ]);

    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('11-20 of 23')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('21-23 of 23')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: /Title/ }));
    await waitFor(() =>
      expect(callsOf(fetchFn).at(-1)).toBe('GET /api/lanehub-core/instructions?skip=0&limit=10&sort=title&order=asc'),
    );
    await user.click(screen.getByRole('button', { name: /Title/ }));
    await waitFor(() =>
      expect(callsOf(fetchFn).at(-1)).toBe('GET /api/lanehub-core/instructions?skip=0&limit=10&sort=title&order=desc'),
    );

    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'crane');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(callsOf(fetchFn).at(-1)).toContain('search=crane'));
    expect(router.state.location.search).toContain('search=crane');
  });

  it("offers 'New Instruction' only with the write permission, and opens a row's detail", async () => {
    signIn(['adminMgt.instruction']);
    mockFetch({
      'GET /api/lanehub-core/instructions': listReply,
      [`GET /api/lanehub-core/instructions/${ID}`]: { body: { data: instruction(1), meta: {} } },
    });
    const { router } = renderApp('/admin/instruction-management');
    expect(await screen.findByRole('button', { name: 'New Instruction' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(await screen.findByText('Instruction 1'));
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/admin/instruction-management/${ID}`);
    expect(screen.getByRole('heading', { name: 'Instruction' })).toBeInTheDocument();
    expect(screen.getByText('Body 1')).toBeInTheDocument();
    expect(screen.queryByText('1-10 of 23')).not.toBeInTheDocument();
  });

  it('refuses the list without the read permission', async () => {
    signIn(['order.view']);
    const fetchFn = mockFetch({ 'GET /api/lanehub-core/instructions': listReply });
    renderApp('/admin/instruction-management');
    expect(await screen.findByText('You do not have permission to do this')).toBeInTheDocument();
    expect(callsOf(fetchFn)).not.toContain('GET /api/lanehub-core/instructions');
    expect(screen.queryByRole('link', { name: 'Instructions' })).not.toBeInTheDocument();
  });

  it('validates the form with the spec messages after touch and maps server field errors', async () => {
    signIn(['adminMgt.*']);
    const posted: unknown[] = [];
    mockFetch({
      'POST /api/lanehub-core/instructions': (req) => {
        posted.push(req.body);
        return {
          status: 409,
          body: {
            message: 'This record already exists',
            code: 'CONFLICT',
            fieldErrors: { title: 'This record already exists' },
          },
        };
      },
    });
    renderApp('/admin/instruction-management/new');
    expect(await screen.findByRole('heading', { name: 'New Instruction' })).toBeInTheDocument();
    const user = userEvent.setup();
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.click(title);
    await user.tab();
    expect(await screen.findByText('This field is required')).toBeInTheDocument();

    await user.type(title, 'Crane');
    await user.type(screen.getByRole('textbox', { name: 'Instruction' }), 'Lift slowly');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This record already exists')).toBeInTheDocument();
    expect(posted).toEqual([{ title: 'Crane', body: 'Lift slowly' }]);
  });

  it('creates a record, toasts the server message and returns to the list', async () => {
    signIn(['adminMgt.*']);
    mockFetch({
      'POST /api/lanehub-core/instructions': (req) => ({
        status: 201,
        body: {
          data: { ...instruction(1), ...(req.body as object) },
          meta: { message: 'Instruction has been created' },
        },
      }),
      'GET /api/lanehub-core/instructions': listReply,
    });
    const { router } = renderApp('/admin/instruction-management/new');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Crane');
    await user.type(screen.getByRole('textbox', { name: 'Instruction' }), 'Lift slowly');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Instruction has been created')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/instruction-management'));
  });

  it('asks to confirm a delete, then deletes and toasts the server message', async () => {
    signIn(['adminMgt.*']);
    const fetchFn = mockFetch({
      [`GET /api/lanehub-core/instructions/${ID}`]: { body: { data: instruction(1), meta: {} } },
      [`DELETE /api/lanehub-core/instructions/${ID}`]: {
        body: { data: { id: ID }, meta: { message: 'Instruction has been deleted' } },
      },
      'GET /api/lanehub-core/instructions': listReply,
    });
    const { router } = renderApp(`/admin/instruction-management/${ID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Warning')).toBeInTheDocument();
    expect(within(dialog).getByText('Are you sure you want to continue with this action?')).toBeInTheDocument();
    expect(callsOf(fetchFn)).not.toContain(`DELETE /api/lanehub-core/instructions/${ID}`);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Instruction has been deleted')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/instruction-management'));
    expect(callsOf(fetchFn)).toContain(`DELETE /api/lanehub-core/instructions/${ID}`);
  });
});

describe('generic resource list: column chooser and bulk delete', () => {
  beforeEach(resetClientState);
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent);

  it("offers every field as a column and keeps the choice under the resource's name", async () => {
    signIn(['adminMgt.*']);
    mockFetch({
      'GET /api/lanehub-core/equipment-types': {
        body: {
          data: [
            {
              id: ID,
              code: '45G1',
              alias: "40' High Cube",
              category: 'container',
              lengthFt: 40,
              description: 'Reefer-ready',
              active: true,
              createdAt: '2025-01-01T12:00:00.000Z',
              updatedAt: '2025-03-02T03:00:00.000Z',
            },
          ],
          meta: { total: 1, skip: 0, limit: 10 },
        },
      },
    });
    const first = renderApp('/admin/equipment-management');
    expect(await screen.findByText('1-1 of 1')).toBeInTheDocument();
    // The definition's columns by default, after the selection box.
    expect(headers()).toEqual(['', 'Code', 'Alias', 'Category', 'Length (ft)', 'Active', 'Updated']);
    expect(screen.queryByText('Reefer-ready')).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const sheet = await screen.findByRole('dialog', { name: 'Columns' });
    await user.click(within(sheet).getByRole('checkbox', { name: 'Description' }));
    await user.click(within(sheet).getByRole('checkbox', { name: 'Alias' }));
    await user.click(within(sheet).getByRole('button', { name: 'Done' }));
    expect(headers()).toEqual(['', 'Code', 'Category', 'Length (ft)', 'Description', 'Active', 'Updated']);
    expect(screen.getByText('Reefer-ready')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('lanehub.columns.equipment-types') ?? '[]')).toEqual([
      'code',
      'category',
      'lengthFt',
      'description',
      'active',
      'updatedAt',
    ]);

    first.unmount();
    renderApp('/admin/equipment-management');
    expect(await screen.findByText('Reefer-ready')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Alias' })).not.toBeInTheDocument();
  });

  it('deletes the selected rows in one call after the confirm dialog', async () => {
    signIn(['adminMgt.instruction']);
    const posted: unknown[] = [];
    const fetchFn = mockFetch({
      'GET /api/lanehub-core/instructions': listReply,
      'POST /api/lanehub-core/instructions/bulk-delete': (req) => {
        posted.push(req.body);
        return { body: { data: { deleted: 2 }, meta: { message: 'Instructions have been deleted' } } };
      },
    });
    const { router } = renderApp('/admin/instruction-management');
    expect(await screen.findByText('1-10 of 23')).toBeInTheDocument();
    const user = userEvent.setup();
    const bulk = screen.getByRole('button', { name: 'Bulk actions' });
    expect(bulk).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Select row 2' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select row 3' }));
    // Ticking a box does not open the record.
    expect(router.state.location.pathname).toBe('/admin/instruction-management');
    await user.click(screen.getByRole('button', { name: 'Bulk actions (2 selected)' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Warning' });
    expect(within(dialog).getByText('Are you sure you want to continue with this action?')).toBeInTheDocument();
    expect(posted).toEqual([]);

    const listCalls = callsOf(fetchFn).filter((call) => call.startsWith('GET /api/lanehub-core/instructions')).length;
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Records deleted: 2')).toBeInTheDocument();
    expect(posted).toEqual([{ ids: [instruction(2).id, instruction(3).id] }]);
    // The list is fetched again and the selection is gone.
    await waitFor(() =>
      expect(
        callsOf(fetchFn).filter((call) => call.startsWith('GET /api/lanehub-core/instructions')).length,
      ).toBeGreaterThan(listCalls),
    );
    expect(screen.getByRole('button', { name: 'Bulk actions' })).toBeDisabled();
  });

  it('shows the error and keeps the selection when the server refuses the bulk delete', async () => {
    signIn(['adminMgt.instruction']);
    mockFetch({
      'GET /api/lanehub-core/instructions': listReply,
      'POST /api/lanehub-core/instructions/bulk-delete': {
        status: 404,
        body: { message: 'The record was not found', code: 'NOT_FOUND' },
      },
    });
    renderApp('/admin/instruction-management');
    expect(await screen.findByText('1-10 of 23')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    await user.click(screen.getByRole('button', { name: 'Bulk actions (10 selected)' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Warning' })).getByRole('button', { name: 'Confirm' }),
    );
    expect(await screen.findByText('The record was not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bulk actions (10 selected)' })).toBeEnabled();
  });
});

describe('generic resource form (equipment types)', () => {
  beforeEach(resetClientState);
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('builds inputs from the definition, with the schema defaults', async () => {
    signIn(['adminMgt.*']);
    const posted: unknown[] = [];
    mockFetch({
      'POST /api/lanehub-core/equipment-types': (req) => {
        posted.push(req.body);
        return { status: 201, body: { data: {}, meta: { message: 'Equipment Type has been created' } } };
      },
      'GET /api/lanehub-core/equipment-types': { body: { data: [], meta: { total: 0, skip: 0, limit: 10 } } },
    });
    renderApp('/admin/equipment-management/new');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Code' }), '22G1');
    await user.type(screen.getByRole('textbox', { name: 'Alias' }), "20' Dry");
    expect(screen.getByRole('checkbox', { name: 'Active' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The category select is required.
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Container' }));
    await user.type(screen.getByRole('textbox', { name: 'Length (ft)' }), '20');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Equipment Type has been created')).toBeInTheDocument();
    expect(posted).toEqual([
      { code: '22G1', alias: "20' Dry", category: 'container', lengthFt: 20, description: '', active: true },
    ]);
  });
});
