import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  isSinglePage,
  rangeOf,
  TABLE_KEY_SCROLL_PX,
} from './data-table';

type Shipment = { id: string; reference: string; origin: string; carrier: string; notes: string };

const shipment = (n: number): Shipment => ({
  id: `s${n}`,
  reference: `SH-${String(n).padStart(3, '0')}`,
  origin: n % 2 ? 'Montreal' : 'Halifax',
  carrier: `Carrier ${n}`,
  notes: `Note ${n}`,
});

const COLUMNS: DataTableColumn<Shipment>[] = [
  { key: 'reference', label: 'Reference', hideable: false, render: (row) => row.reference },
  { key: 'origin', label: 'Origin', sortable: true, render: (row) => row.origin },
  { key: 'carrier', label: 'Carrier', render: (row) => row.carrier },
  { key: 'notes', label: 'Notes', defaultHidden: true, render: (row) => row.notes },
];

const page = (skip: number, total = 23) =>
  Array.from({ length: Math.max(0, Math.min(10, total - skip)) }, (_, i) => shipment(skip + i + 1));

const renderTable = (props: Partial<DataTableProps<Shipment>> = {}) => {
  const skip = props.skip ?? 0;
  const all: DataTableProps<Shipment> = {
    tableName: 'shipments',
    columns: COLUMNS,
    rows: page(skip),
    rowKey: (row) => row.id,
    total: 23,
    skip,
    limit: 10,
    onSkipChange: vi.fn(),
    ...props,
  };
  const view = renderWithProviders(<DataTable {...all} />);
  return { ...view, props: all, user: userEvent.setup() };
};

const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent);

describe('DataTable', () => {
  beforeEach(() => window.localStorage.clear());

  it("shows the range as 'x-y of total' and pages with Previous and Next", async () => {
    const onSkipChange = vi.fn();
    const { user } = renderTable({ skip: 10, rows: page(10), onSkipChange });
    expect(screen.getByText('11-20 of 23')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSkipChange).toHaveBeenLastCalledWith(20);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onSkipChange).toHaveBeenLastCalledWith(0);
    expect(rangeOf(20, 10, 23)).toEqual({ from: 21, to: 23, total: 23 });
    expect(rangeOf(0, 10, 0)).toEqual({ from: 0, to: 0, total: 0 });
  });

  it("shows a capped total as '10,000+' and still pages forward past it", async () => {
    const onSkipChange = vi.fn();
    const first = renderTable({ rows: page(0, 20_000), total: 10_000, totalExact: false, onSkipChange });
    expect(screen.getByText('1-10 of 10,000+')).toBeInTheDocument();
    await first.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSkipChange).toHaveBeenLastCalledWith(10);
    first.unmount();
    // A full page at the cap: the total is only a floor, so Next stays on.
    renderTable({ skip: 9_990, rows: page(9_990, 20_000), total: 10_000, totalExact: false, onSkipChange });
    expect(screen.getByText('9991-10000 of 10,000+')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('hides Previous and Next when the whole list fits on one page, and keeps the count in the toolbar', () => {
    const { unmount } = renderTable({ rows: page(0, 7), total: 7 });
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();
    expect(within(screen.getByTestId('table-toolbar')).getByText('1-7 of 7')).toBeInTheDocument();
    expect(within(screen.getByTestId('table-toolbar')).getByRole('button', { name: /Columns/ })).toBeInTheDocument();
    unmount();
    // Exactly one full page is still one page; one row more is two.
    renderTable({ rows: page(0, 10), total: 10 });
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(isSinglePage({ skip: 0, limit: 10, total: 11, rowCount: 10 })).toBe(false);
    expect(isSinglePage({ skip: 0, limit: 10, total: 10, rowCount: 10 })).toBe(true);
    // A capped count with a full page may have more: paging stays.
    expect(isSinglePage({ skip: 0, limit: 10, total: 10, totalExact: false, rowCount: 10 })).toBe(false);
    expect(isSinglePage({ skip: 10, limit: 10, total: 12, rowCount: 2 })).toBe(false);
  });

  it('opens a row with a click or with Enter, and marks it as clickable', async () => {
    const onRowClick = vi.fn();
    const { user } = renderTable({ onRowClick });
    const row = screen.getByRole('row', { name: /SH-002/ });
    expect(row).toHaveAttribute('tabindex', '0');
    expect(row).toHaveClass('lh-row-link');
    await user.click(screen.getByText('SH-001'));
    expect(onRowClick).toHaveBeenLastCalledWith(shipment(1));
    row.focus();
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(shipment(2));
    expect(onRowClick).toHaveBeenCalledTimes(2);
  });

  it('leaves rows that open nothing out of the tab order', () => {
    renderTable();
    expect(screen.getByRole('row', { name: /SH-002/ })).not.toHaveAttribute('tabindex');
  });

  it('shows the default columns, and Done saves the choice under the table name for the next visit', async () => {
    const { user, unmount } = renderTable();
    expect(headers()).toEqual(['Reference', 'Origin', 'Carrier']);

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const sheet = await screen.findByRole('dialog', { name: 'Columns' });
    await user.type(within(sheet).getByRole('textbox', { name: 'Search Column Name' }), 'not');
    expect(within(sheet).getAllByRole('checkbox')).toHaveLength(1);
    await user.click(within(sheet).getByRole('checkbox', { name: 'Notes' }));
    await user.clear(within(sheet).getByRole('textbox', { name: 'Search Column Name' }));
    await user.click(within(sheet).getByRole('checkbox', { name: 'Carrier' }));
    await user.click(within(sheet).getByRole('button', { name: 'Done' }));

    expect(headers()).toEqual(['Reference', 'Origin', 'Notes']);
    expect(screen.getByText('Note 3')).toBeInTheDocument();
    expect(screen.queryByText('Carrier 3')).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('lanehub.columns.shipments') ?? 'null')).toEqual([
      'reference',
      'origin',
      'notes',
    ]);

    unmount();
    renderTable();
    expect(headers()).toEqual(['Reference', 'Origin', 'Notes']);
  });

  it('ignores stored keys the table does not have, and Cancel changes nothing', async () => {
    window.localStorage.setItem('lanehub.columns.shipments', JSON.stringify(['notes', 'gone', 'carrier']));
    window.localStorage.setItem('lanehub.columns.invoices', JSON.stringify(['origin']));
    const { user } = renderTable();
    expect(headers()).toEqual(['Reference', 'Carrier', 'Notes']);

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const sheet = await screen.findByRole('dialog', { name: 'Columns' });
    await user.click(within(sheet).getByRole('button', { name: 'Select all' }));
    await user.click(within(sheet).getByRole('button', { name: 'Cancel' }));
    expect(headers()).toEqual(['Reference', 'Carrier', 'Notes']);
    expect(window.localStorage.getItem('lanehub.columns.shipments')).toBe('["notes","gone","carrier"]');
  });

  it('Restore defaults and the expanded sheet apply like the small one', async () => {
    window.localStorage.setItem('lanehub.columns.shipments', JSON.stringify(['notes']));
    const { user } = renderTable();
    expect(headers()).toEqual(['Reference', 'Notes']);
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(screen.getByRole('button', { name: 'Expand Sheet' }));
    const sheet = await screen.findByRole('dialog', { name: 'Columns' });
    expect(within(sheet).getByPlaceholderText('Search Column Name')).toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: 'Restore defaults' }));
    await user.click(within(sheet).getByRole('button', { name: 'Done' }));
    expect(headers()).toEqual(['Reference', 'Origin', 'Carrier']);
    expect(JSON.parse(window.localStorage.getItem('lanehub.columns.shipments') ?? 'null')).toEqual([
      'reference',
      'origin',
      'carrier',
    ]);
  });

  it('offers row checkboxes and Bulk actions only when rows are selectable', () => {
    renderTable();
    expect(screen.queryByRole('button', { name: /Bulk actions/ })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('selects the page from the header checkbox and hands the selected rows to the bulk action', async () => {
    const onRun = vi.fn();
    const onRowClick = vi.fn();
    const { user } = renderTable({
      selectable: true,
      onRowClick,
      bulkActions: [{ label: 'Archive', onRun }],
    });
    const bulk = screen.getByRole('button', { name: /Bulk actions/ });
    expect(bulk).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    const rowBoxes = screen.getAllByRole('checkbox', { name: /^Select row/ });
    expect(rowBoxes).toHaveLength(10);
    for (const box of rowBoxes) {
      expect(box).toBeChecked();
    }
    expect(screen.getByRole('button', { name: /Bulk actions/ })).toHaveAccessibleName('Bulk actions (10 selected)');

    // Untick two rows: a click on a box selects, it does not open the row.
    await user.click(screen.getByRole('checkbox', { name: 'Select row 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select row 4' }));
    expect(onRowClick).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox', { name: 'Select all rows on this page' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: /Bulk actions/ })).toHaveAccessibleName('Bulk actions (8 selected)');

    await user.click(screen.getByRole('button', { name: /Bulk actions/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Archive' }));
    expect(onRun).toHaveBeenCalledOnce();
    expect(onRun.mock.calls[0]?.[0].map((row: Shipment) => row.reference)).toEqual([
      'SH-002',
      'SH-003',
      'SH-005',
      'SH-006',
      'SH-007',
      'SH-008',
      'SH-009',
      'SH-010',
    ]);
    // Done: the selection is cleared.
    expect(screen.getByRole('button', { name: /Bulk actions/ })).toBeDisabled();

    await user.click(screen.getByText('SH-003'));
    expect(onRowClick).toHaveBeenCalledExactlyOnceWith(shipment(3));
  });

  it('asks to confirm a bulk action marked confirm, and clears the selection on another page', async () => {
    const onRun = vi.fn();
    const Paged = () => {
      const [skip, setSkip] = useState(0);
      return (
        <DataTable
          columns={COLUMNS}
          rows={page(skip)}
          rowKey={(row) => row.id}
          total={23}
          skip={skip}
          limit={10}
          onSkipChange={setSkip}
          selectable
          bulkActions={[{ label: 'Delete', color: 'red', confirm: true, onRun }]}
        />
      );
    };
    renderWithProviders(<Paged />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Select row 2' }));
    await user.click(screen.getByRole('button', { name: /Bulk actions/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Warning' });
    expect(within(dialog).getByText('Are you sure you want to continue with this action?')).toBeInTheDocument();
    expect(onRun).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onRun).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: /Bulk actions/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Warning' })).getByRole('button', { name: 'Confirm' }),
    );
    expect(onRun).toHaveBeenCalledExactlyOnceWith([shipment(2)]);

    await user.click(screen.getByRole('checkbox', { name: 'Select row 5' }));
    expect(screen.getByRole('button', { name: /Bulk actions/ })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('11-20 of 23')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Bulk actions/ })).toBeDisabled();
    expect(screen.getAllByRole('checkbox', { name: /^Select row/ }).filter((box) => box.matches(':checked'))).toEqual(
      [],
    );
    // Back on the first page, the old selection is gone too.
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('1-10 of 23')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select row 5' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: /Bulk actions/ })).toBeDisabled();
  });

  it('keeps the rows selected when the bulk action fails', async () => {
    const onRun = vi.fn().mockRejectedValue(new Error('Delete data error!'));
    const { user } = renderTable({ selectable: true, bulkActions: [{ label: 'Archive', onRun }] });
    await user.click(screen.getByRole('checkbox', { name: 'Select row 3' }));
    await user.click(screen.getByRole('button', { name: /Bulk actions/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Archive' }));
    expect(onRun).toHaveBeenCalledOnce();
    expect(screen.getByRole('checkbox', { name: 'Select row 3' })).toBeChecked();
    expect(screen.getByRole('button', { name: /Bulk actions/ })).toHaveAccessibleName('Bulk actions (1 selected)');
  });

  it(`scrolls by ${TABLE_KEY_SCROLL_PX} px with the arrow keys once the table has the focus`, async () => {
    const { user } = renderTable({ label: 'Shipments' });
    const area = screen.getByRole('region', { name: 'Shipments' });
    expect(TABLE_KEY_SCROLL_PX).toBe(40);
    await user.tab();
    // The toolbar's Columns button comes first, then the table.
    await user.tab();
    expect(area).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(area.scrollLeft).toBe(40);
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowLeft}');
    expect(area.scrollLeft).toBe(80);
    await user.keyboard('{ArrowDown}');
    expect(area.scrollTop).toBe(40);
    await user.keyboard('{ArrowUp}');
    expect(area.scrollTop).toBe(0);
  });
});
