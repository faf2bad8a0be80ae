import {
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  type MantineColor,
  Menu,
  Table,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp, IconChevronDown } from '@tabler/icons-react';
import { type KeyboardEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnChooser, readColumnChoice, saveColumnChoice } from './column-chooser';
import './data-table.css';
import { ConfirmDialog } from './confirm-dialog';
import { formatQuantity } from './format-number';

export type SortOrder = 'asc' | 'desc';

/** How far one arrow key press scrolls the table (spec: keyboard arrow scrolling by 40 px). */
export const TABLE_KEY_SCROLL_PX = 40;

export type DataTableColumn<Row> = {
  key: string;
  label: string;
  sortable?: boolean;
  render: (row: Row) => ReactNode;
  /** Offered in the column chooser but not shown until chosen. */
  defaultHidden?: boolean;
  /** false: always shown, cannot be unticked in the column chooser. */
  hideable?: boolean;
};

export type DataTableBulkAction<Row> = {
  label: string;
  color?: MantineColor;
  /** Receives the selected rows of the page; the selection clears when it resolves. It reports its own
   * failures: a rejection keeps the rows selected so that the user can try again. */
  onRun: (rows: Row[]) => unknown;
  /** Ask the standard confirm dialog ('Warning') first; use it for anything destructive. */
  confirm?: boolean;
};

export type DataTableProps<Row> = {
  columns: ReadonlyArray<DataTableColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  total: number;
  /** false: the list holds more than `total` rows (the server's `meta.totalExact`, for big lists). */
  totalExact?: boolean | undefined;
  skip: number;
  limit: number;
  sort?: string | undefined;
  order?: SortOrder | undefined;
  loading?: boolean;
  onSortChange?: (sort: string, order: SortOrder) => void;
  onSkipChange: (skip: number) => void;
  onRowClick?: (row: Row) => void;
  caption?: string;
  /** Names the table: the column choice is saved in local storage under `lanehub.columns.<tableName>`. */
  tableName?: string;
  /** Adds row checkboxes, a page checkbox in the header and the 'Bulk actions' menu. */
  selectable?: boolean;
  bulkActions?: ReadonlyArray<DataTableBulkAction<Row>>;
  /** Accessible name of the scrollable area (default 'Table (arrow keys scroll)'). */
  label?: string;
  /** Caps the height so that the table scrolls vertically too. */
  maxHeight?: number;
  /** Shown in the table when it has no rows ('No records' by default), e.g. a next step. */
  empty?: ReactNode;
};

/** Whether the list fits on one page, so that paging is hidden (docs/ui.md). */
export const isSinglePage = ({
  skip,
  limit,
  total,
  totalExact = true,
  rowCount,
}: {
  skip: number;
  limit: number;
  total: number;
  totalExact?: boolean | undefined;
  rowCount: number;
}) => skip <= 0 && (totalExact ? total <= limit : rowCount < limit);

/** The range text of every list, 'x-y of total' (spec 01 §2.5). */
export const rangeOf = (skip: number, limit: number, total: number) => {
  if (total <= 0) {
    return { from: 0, to: 0, total: 0 };
  }
  const from = Math.min(skip + 1, total);
  return { from, to: Math.min(skip + limit, total), total };
};

const ARROW_SCROLL: Record<string, { left: number; top: number }> = {
  ArrowLeft: { left: -TABLE_KEY_SCROLL_PX, top: 0 },
  ArrowRight: { left: TABLE_KEY_SCROLL_PX, top: 0 },
  ArrowUp: { left: 0, top: -TABLE_KEY_SCROLL_PX },
  ArrowDown: { left: 0, top: TABLE_KEY_SCROLL_PX },
};

// Arrow keys typed into a field inside the table move its caret, not the table.
const isEditable = (target: EventTarget) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || target.closest('textarea, select, input:not([type="checkbox"])') !== null);

const EMPTY: ReadonlySet<string> = new Set();

type PendingAction<Row> = { action: DataTableBulkAction<Row>; rows: Row[] };

// The one table every list uses: server-side paging and sorting, so it only renders what it is given;
// the column chooser, row selection with bulk actions and arrow-key scrolling on top.
export const DataTable = <Row,>({
  columns,
  rows,
  rowKey,
  total,
  totalExact = true,
  skip,
  limit,
  sort,
  order,
  loading = false,
  onSortChange,
  onSkipChange,
  onRowClick,
  caption,
  tableName,
  selectable = false,
  bulkActions = [],
  label,
  maxHeight,
  empty,
}: DataTableProps<Row>) => {
  const { t } = useTranslation();
  const range = rangeOf(skip, limit, total);

  // Column choice: the saved keys of this table, or null for the defaults.
  const allKeys = columns.map((c) => c.key);
  const defaultKeys = columns.filter((c) => c.hideable === false || !c.defaultHidden).map((c) => c.key);
  const [choice, setChoice] = useState(() => ({
    table: tableName,
    keys: tableName ? readColumnChoice(tableName, allKeys) : null,
  }));
  let chosenKeys = choice.keys;
  if (choice.table !== tableName) {
    // The same table element reused for another table name: read that table's choice.
    chosenKeys = tableName ? readColumnChoice(tableName, allKeys) : null;
    setChoice({ table: tableName, keys: chosenKeys });
  }
  const chosen = chosenKeys ? new Set(chosenKeys) : null;
  const picked = columns.filter((c) => c.hideable === false || (chosen ? chosen.has(c.key) : !c.defaultHidden));
  const visibleColumns = picked.length > 0 ? picked : columns;
  const applyColumns = (keys: string[]) => {
    setChoice({ table: tableName, keys });
    if (tableName) {
      saveColumnChoice(tableName, keys);
    }
  };

  // Selection belongs to the page shown: another page, sort or order starts empty.
  const pageKey = `${skip}|${sort ?? ''}|${order ?? ''}`;
  const [selection, setSelection] = useState<{ page: string; keys: ReadonlySet<string> }>({
    page: pageKey,
    keys: EMPTY,
  });
  const selectedKeys = selection.page === pageKey ? selection.keys : EMPTY;
  if (selection.page !== pageKey) {
    setSelection({ page: pageKey, keys: EMPTY });
  }
  const selectedRows = selectable ? rows.filter((row) => selectedKeys.has(rowKey(row))) : [];
  const allSelected = rows.length > 0 && selectedRows.length === rows.length;
  const setSelected = (keys: ReadonlySet<string>) => setSelection({ page: pageKey, keys });
  const toggleRow = (key: string, checked: boolean) => {
    const next = new Set(selectedKeys);
    if (checked) {
      next.add(key);
    } else {
      next.delete(key);
    }
    setSelected(next);
  };

  const [pending, setPending] = useState<PendingAction<Row> | null>(null);
  const [running, setRunning] = useState(false);
  const run = async (action: DataTableBulkAction<Row>, chosenRows: Row[]) => {
    setRunning(true);
    try {
      await action.onRun(chosenRows);
      setSelected(EMPTY);
    } catch {
      // The action reports its own failure; the rows stay selected so the user can retry.
    } finally {
      setRunning(false);
      setPending(null);
    }
  };
  const startAction = (action: DataTableBulkAction<Row>) => {
    const chosenRows = [...selectedRows];
    if (action.confirm) {
      setPending({ action, rows: chosenRows });
    } else {
      void run(action, chosenRows);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = ARROW_SCROLL[event.key];
    if (!step || event.altKey || event.ctrlKey || event.metaKey || isEditable(event.target)) {
      return;
    }
    event.preventDefault();
    event.currentTarget.scrollLeft += step.left;
    event.currentTarget.scrollTop += step.top;
  };

  const headerFor = (column: DataTableColumn<Row>) => {
    if (!column.sortable || !onSortChange) {
      return <Table.Th key={column.key}>{column.label}</Table.Th>;
    }
    const active = sort === column.key;
    const nextOrder: SortOrder = active && order === 'asc' ? 'desc' : 'asc';
    const Icon = active ? (order === 'desc' ? IconArrowDown : IconArrowUp) : IconArrowsSort;
    return (
      <Table.Th key={column.key} aria-sort={active ? (order === 'desc' ? 'descending' : 'ascending') : 'none'}>
        <UnstyledButton onClick={() => onSortChange(column.key, nextOrder)}>
          <Group gap={4} wrap="nowrap">
            <Text fw={600} size="xs" c="dimmed">
              {column.label}
            </Text>
            <Icon size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Table.Th>
    );
  };

  const chooserColumns = columns.map((c) => ({ key: c.key, label: c.label, hideable: c.hideable !== false }));
  const showChooser = chooserColumns.some((c) => c.hideable);
  const singlePage = isSinglePage({ skip, limit, total, totalExact, rowCount: rows.length });
  const openRow = onRowClick
    ? (row: Row) => ({
        onClick: () => onRowClick(row),
        onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>) => {
          if (event.key === 'Enter' && event.target === event.currentTarget) {
            event.preventDefault();
            onRowClick(row);
          }
        },
        tabIndex: 0,
        className: 'lh-row-link',
        'data-clickable': 'true',
      })
    : () => ({});

  return (
    <div>
      <Group justify="space-between" mb="xs" gap="sm" wrap="nowrap" data-testid="table-toolbar">
        {selectable ? (
          <Menu position="bottom-start" shadow="md">
            <Menu.Target>
              <Button
                variant="default"
                size="xs"
                disabled={selectedRows.length === 0}
                aria-label={
                  selectedRows.length > 0
                    ? t('table.bulkActionsSelected', { n: selectedRows.length })
                    : t('table.bulkActions')
                }
                rightSection={
                  <Group gap={4} wrap="nowrap">
                    {selectedRows.length > 0 ? (
                      <Badge size="sm" circle>
                        {selectedRows.length}
                      </Badge>
                    ) : null}
                    <IconChevronDown size={14} aria-hidden />
                  </Group>
                }
              >
                {t('table.bulkActions')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {bulkActions.map((action) => (
                <Menu.Item key={action.label} color={action.color} onClick={() => startAction(action)}>
                  {action.label}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        ) : (
          <span />
        )}
        <Group gap="sm" wrap="nowrap">
          {loading ? <Loader size="xs" aria-label={t('common.loading')} /> : null}
          <Text size="sm" c="dimmed" data-testid="table-range">
            {totalExact
              ? t('table.range', range)
              : t('table.rangeCapped', { ...range, total: formatQuantity(range.total) })}
          </Text>
          {showChooser ? (
            <ColumnChooser
              columns={chooserColumns}
              visible={visibleColumns.map((c) => c.key)}
              defaults={defaultKeys}
              onApply={applyColumns}
            />
          ) : null}
        </Group>
      </Group>
      <Table.ScrollContainer
        type="native"
        minWidth={600}
        maxHeight={maxHeight}
        role="region"
        tabIndex={0}
        aria-label={label ?? caption ?? t('table.scrollArea')}
        onKeyDown={onKeyDown}
      >
        <Table
          className="lh-table"
          verticalSpacing="sm"
          highlightOnHover={Boolean(onRowClick)}
          stickyHeader={maxHeight !== undefined}
        >
          {caption ? <Table.Caption>{caption}</Table.Caption> : null}
          <Table.Thead>
            <Table.Tr>
              {selectable ? (
                <Table.Th w={40}>
                  <Checkbox
                    aria-label={t('table.selectPage')}
                    size="xs"
                    checked={allSelected}
                    indeterminate={selectedRows.length > 0 && !allSelected}
                    disabled={rows.length === 0}
                    onChange={() => setSelected(allSelected ? EMPTY : new Set(rows.map(rowKey)))}
                  />
                </Table.Th>
              ) : null}
              {visibleColumns.map(headerFor)}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => {
              const key = rowKey(row);
              return (
                <Table.Tr key={key} {...openRow(row)}>
                  {selectable ? (
                    // A click on the box selects the row; it does not open it.
                    <Table.Td onClick={(event) => event.stopPropagation()}>
                      <Checkbox
                        aria-label={t('table.selectRow', { n: skip + index + 1 })}
                        size="xs"
                        checked={selectedKeys.has(key)}
                        onChange={(event) => toggleRow(key, event.currentTarget.checked)}
                      />
                    </Table.Td>
                  ) : null}
                  {visibleColumns.map((column) => (
                    <Table.Td key={column.key}>{column.render(row)}</Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
            {rows.length === 0 && !loading ? (
              <Table.Tr>
                <Table.Td colSpan={visibleColumns.length + (selectable ? 1 : 0)}>
                  {empty ?? (
                    <Text c="dimmed" ta="center">
                      {t('table.empty')}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ) : null}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {singlePage ? null : (
        <Group justify="flex-end" mt="sm" gap="sm" data-testid="table-paging">
          <Button
            variant="default"
            size="xs"
            disabled={skip <= 0}
            onClick={() => onSkipChange(Math.max(0, skip - limit))}
          >
            {t('table.previous')}
          </Button>
          <Button
            variant="default"
            size="xs"
            disabled={totalExact ? skip + limit >= total : rows.length < limit}
            onClick={() => onSkipChange(skip + limit)}
          >
            {t('table.next')}
          </Button>
        </Group>
      )}
      <ConfirmDialog
        opened={pending !== null}
        loading={running}
        onConfirm={() => (pending ? run(pending.action, pending.rows) : undefined)}
        onCancel={() => setPending(null)}
      />
    </div>
  );
};
