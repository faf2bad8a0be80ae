import { Button, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../lib/api-client';
import { renderWithProviders, renderWithRoutes, resetClientState } from '../../test/render';
import { EntityFormModal } from './entity-form-modal';
import { type ListPage, ListPanel } from './list-panel';
import { SEARCH_DEBOUNCE_MS } from './use-list-search';
import { useListState } from './use-list-state';

type Lane = { id: string; name: string; mode: string };

const lane = (n: number, mode = 'ocean'): Lane => ({ id: `lane-${n}`, name: `Lane ${n}`, mode });
const LANES = Array.from({ length: 23 }, (_, i) => lane(i + 1, i % 2 === 0 ? 'ocean' : 'rail'));

// The list a server would give: search on the name, a mode filter, sort by name, offset or cursor paging.
const serve = (
  params: Record<string, string | number | undefined>,
  all: readonly Lane[],
  withCursor: boolean,
): ListPage<Lane> => {
  const search = String(params.search ?? '').toLowerCase();
  const rows = all
    .filter((row) => !search || row.name.toLowerCase().includes(search))
    .filter((row) => !params.mode || row.mode === params.mode);
  if (params.order === 'desc') {
    rows.reverse();
  }
  const start = params.cursor ? rows.findIndex((row) => row.id === params.cursor) + 1 : Number(params.skip ?? 0);
  const pageRows = rows.slice(start, start + Number(params.limit));
  const last = pageRows.at(-1);
  return {
    rows: pageRows,
    total: rows.length,
    nextCursor: withCursor && last && start + pageRows.length < rows.length ? last.id : null,
  };
};

type Harness = {
  all?: readonly Lane[];
  withCursor?: boolean;
  /** A keyset-only server: no offset, no total, only `nextCursor` (the kit's `paging: 'cursor'`). */
  keysetOnly?: boolean;
  fail?: () => boolean;
  onDelete?: (rows: Lane[]) => Promise<string | undefined>;
  requests?: Array<Record<string, string | number | undefined>>;
};

const LaneList = ({
  all = LANES,
  withCursor = false,
  keysetOnly = false,
  fail = () => false,
  onDelete,
  requests = [],
}: Harness) => {
  const list = useListState({ sorts: ['name'] as const, filters: ['mode'], paging: keysetOnly ? 'cursor' : 'offset' });
  const query = useQuery({
    queryKey: ['lanes', list.params],
    queryFn: async () => {
      requests.push(list.params);
      if (fail()) {
        throw new Error('The lanes could not be loaded');
      }
      if (keysetOnly) {
        // The server reads no offset and counts nothing.
        const { rows, nextCursor } = serve({ ...list.params, skip: 0 }, all, true);
        return { rows, nextCursor };
      }
      return serve(list.params, all, withCursor);
    },
    retry: false,
  });
  return (
    <ListPanel
      list={list}
      query={query}
      title="Lanes"
      tableName="test-lanes"
      tableLabel="Lanes table"
      columns={[{ key: 'name', label: 'Name', sortable: true, render: (row) => row.name }]}
      rowKey={(row) => row.id}
      search={{ label: 'Search lanes' }}
      filters={
        <Button variant="default" onClick={() => list.setFilters({ mode: 'rail' })}>
          Rail only
        </Button>
      }
      empty={{ message: 'No lanes yet', action: <Button>Add a lane</Button> }}
      bulkActions={onDelete ? [{ label: 'Delete', color: 'red', confirm: true, run: onDelete }] : undefined}
    />
  );
};

const renderList = (path: string, harness: Harness = {}) =>
  renderWithRoutes([{ path: '/lanes', element: <LaneList {...harness} /> }], path);

describe('List kit: useListState and ListPanel', () => {
  beforeEach(async () => {
    await resetClientState();
    notifications.clean();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('reads search, filter, sort and page from the URL and writes them back', async () => {
    const { router } = renderList('/lanes?search=lane%201&mode=ocean&sort=name&order=desc');
    expect(await screen.findByText('1-6 of 6')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search lanes' })).toHaveValue('lane 1');
    const names = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(names[0]).toBe('Lane 19');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Rail only' }));
    await waitFor(() => expect(router.state.location.search).toContain('mode=rail'));
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('lane 1');
    expect(await screen.findByText('1-5 of 5')).toBeInTheDocument();
  });

  it('searches once typing pauses, goes back to the first page, and Back restores the list before', async () => {
    const requests: Array<Record<string, string | number | undefined>> = [];
    const { router } = renderList('/lanes?skip=10', { requests });
    expect(await screen.findByText('11-20 of 23')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Search lanes' }), 'Lane 2');
    // Nothing is searched while typing: one pause, one request.
    await waitFor(() => expect(router.state.location.search).toBe('?search=Lane+2'), {
      timeout: SEARCH_DEBOUNCE_MS * 5,
    });
    expect(await screen.findByText('1-5 of 5')).toBeInTheDocument();
    expect(requests.filter((params) => params.search !== undefined).map((params) => params.search)).toEqual(['Lane 2']);

    await act(() => router.navigate(-1));
    expect(await screen.findByText('11-20 of 23')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search lanes' })).toHaveValue('');
  });

  it('shows the next step when the list is empty and offers to clear the filters when they emptied it', async () => {
    const { router, unmount } = renderList('/lanes', { all: [] });
    expect(await screen.findByText('No lanes yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a lane' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    unmount();
    expect(router.state.location.search).toBe('');

    const filtered = renderList('/lanes?search=nothing-like-this&mode=rail');
    expect(await screen.findByText('No records match the search or filters.')).toBeInTheDocument();
    expect(screen.queryByText('No lanes yet')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('1-10 of 23')).toBeInTheDocument();
    expect(filtered.router.state.location.search).toBe('');
    expect(screen.getByRole('textbox', { name: 'Search lanes' })).toHaveValue('');
  });

  it('follows the server cursor for Next when the list gives one, and pages by number otherwise', async () => {
    const requests: Array<Record<string, string | number | undefined>> = [];
    const { router } = renderList('/lanes', { withCursor: true, requests });
    expect(await screen.findByText('1-10 of 23')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('11-20 of 23')).toBeInTheDocument();
    expect(requests.at(-1)).toMatchObject({ cursor: 'lane-10', skip: 10 });
    expect(screen.getByText('Lane 11')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('1-10 of 23')).toBeInTheDocument();
    expect(router.state.location.search).not.toContain('cursor');
  });

  it('pages a keyset-only list by its cursors: Next, Previous, Back and a reload find each page', async () => {
    const requests: Array<Record<string, string | number | undefined>> = [];
    const { router, unmount } = renderList('/lanes', { keysetOnly: true, requests });
    // No total from the server: the range counts what was walked, '+' while a next page exists.
    expect(await screen.findByText('1-10 of 11+')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('11-20 of 21+')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('21-23 of 23')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(requests.at(-1)).toMatchObject({ cursor: 'lane-20' });
    expect(new URLSearchParams(router.state.location.search).get('cursors')).toBe('lane-10.lane-20');

    // Previous asks for page 2 by its own cursor (a keyset server has no offset to go back to).
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('11-20 of 21+')).toBeInTheDocument();
    expect(screen.getByText('Lane 11')).toBeInTheDocument();
    expect(requests.at(-1)).toMatchObject({ cursor: 'lane-10' });
    // Back returns to page 3; a filter starts again from the first page.
    await act(() => router.navigate(-1));
    expect(await screen.findByText('21-23 of 23')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rail only' }));
    expect(await screen.findByText('1-10 of 11+')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?mode=rail');
    expect(requests.at(-1)?.cursor).toBeUndefined();
    unmount();

    // A shared link (or a reload) of page 2 shows page 2, and Previous still reaches page 1.
    renderList('/lanes?cursors=lane-10', { keysetOnly: true });
    expect(await screen.findByText('11-20 of 21+')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('1-10 of 11+')).toBeInTheDocument();
  });

  it('shows a failed list as an error with a retry that loads it again', async () => {
    let failing = true;
    renderList('/lanes', { fail: () => failing });
    expect(await screen.findByRole('alert')).toHaveTextContent('The lanes could not be loaded');
    failing = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1-10 of 23')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks before a bulk delete, runs it once on the chosen rows, and gives one toast', async () => {
    const onDelete = vi.fn(async (rows: Lane[]) => `Lanes deleted: ${rows.length}`);
    renderList('/lanes', { onDelete });
    expect(await screen.findByText('1-10 of 23')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Select row 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select row 3' }));
    await user.click(screen.getByRole('button', { name: 'Bulk actions (2 selected)' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Warning' });
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onDelete).toHaveBeenCalledOnce());
    expect(onDelete.mock.calls[0]?.[0].map((row) => row.name)).toEqual(['Lane 1', 'Lane 3']);
    expect(await screen.findByText('Lanes deleted: 2')).toBeInTheDocument();
    expect(screen.getAllByText('Lanes deleted: 2')).toHaveLength(1);
  });

  it('keeps the rows selected and gives one error toast when a bulk action fails', async () => {
    const onDelete = vi.fn(async (): Promise<string> => {
      throw new Error('Lane 1 is used by an order');
    });
    renderList('/lanes', { onDelete });
    expect(await screen.findByText('1-10 of 23')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Select row 1' }));
    await user.click(screen.getByRole('button', { name: 'Bulk actions (1 selected)' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Warning' })).getByRole('button', { name: 'Confirm' }),
    );
    expect(await screen.findByText('Lane 1 is used by an order')).toBeInTheDocument();
    expect(screen.getAllByText('Lane 1 is used by an order')).toHaveLength(1);
    expect(screen.getByRole('checkbox', { name: 'Select row 1' })).toBeChecked();
  });
});

const ZLaneInput = z.object({ name: z.string().trim().min(1, 'Name is required'), code: z.string().trim() });
type TLaneInput = z.input<typeof ZLaneInput>;

describe('List kit: EntityFormModal', () => {
  beforeEach(async () => {
    await resetClientState();
    notifications.clean();
  });

  const renderForm = (onSubmit: (values: z.output<typeof ZLaneInput>) => Promise<{ message: string }>) => {
    const onClose = vi.fn();
    renderWithProviders(
      <EntityFormModal
        opened
        onClose={onClose}
        title="New lane"
        schema={ZLaneInput}
        defaultValues={{ name: '', code: '' } satisfies TLaneInput}
        onSubmit={onSubmit}
        successMessage={(result) => result.message}
      >
        {({ form, errorOf }) => (
          <>
            <TextInput label="Name" {...form.register('name')} error={errorOf('name')} />
            <TextInput label="Code" {...form.register('code')} error={errorOf('code')} />
          </>
        )}
      </EntityFormModal>,
    );
    return { onClose };
  };

  it('puts the field errors of a 400 on their fields, without a toast, and keeps the modal open', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError({
        status: 400,
        message: 'Validation failed',
        code: 'VALIDATION_ERROR',
        fieldErrors: { code: 'This code is already used' },
      });
    });
    const { onClose } = renderForm(onSubmit);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Rotterdam–Basel');
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'RTM-BSL');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const code = screen.getByRole('textbox', { name: 'Code' });
    await waitFor(() => expect(code).toHaveAccessibleDescription('This code is already used'));
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAccessibleDescription();
    expect(screen.queryByText('Validation failed')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('checks the schema before saving, disables Save while saving, then gives one toast and closes', async () => {
    let finish: (value: { message: string }) => void = () => {};
    const onSubmit = vi.fn(
      (_values: z.output<typeof ZLaneInput>) => new Promise<{ message: string }>((resolve) => (finish = resolve)),
    );
    const { onClose } = renderForm(onSubmit);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'Name' }), '  Rotterdam  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ name: 'Rotterdam', code: '' });
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    act(() => finish({ message: 'Lane created' }));
    expect(await screen.findByText('Lane created')).toBeInTheDocument();
    expect(screen.getAllByText('Lane created')).toHaveLength(1);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('asks before Cancel throws changes away, and closes at once without changes (issue 13 §10)', async () => {
    const { onClose } = renderForm(async () => ({ message: 'Lane created' }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Rotterdam');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(
      await screen.findByText('You have changes that are not saved. Leave without saving them?'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Rotterdam');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('shows any other failure as one error toast', async () => {
    renderForm(async () => {
      throw new ApiError({ status: 500, message: 'The server is busy', code: 'INTERNAL' });
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Rotterdam');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The server is busy')).toBeInTheDocument();
    expect(screen.getAllByText('The server is busy')).toHaveLength(1);
  });
});
