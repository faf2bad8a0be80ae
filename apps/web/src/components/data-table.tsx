import { Button, Group, Loader, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type SortOrder = 'asc' | 'desc';

export type DataTableColumn<Row> = {
  key: string;
  label: string;
  sortable?: boolean;
  render: (row: Row) => ReactNode;
};

export type DataTableProps<Row> = {
  columns: ReadonlyArray<DataTableColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  total: number;
  skip: number;
  limit: number;
  sort?: string | undefined;
  order?: SortOrder | undefined;
  loading?: boolean;
  onSortChange?: (sort: string, order: SortOrder) => void;
  onSkipChange: (skip: number) => void;
  onRowClick?: (row: Row) => void;
  caption?: string;
};

/** The range text of every list, 'x-y of total' (spec 01 §2.5). */
export const rangeOf = (skip: number, limit: number, total: number) => {
  if (total <= 0) {
    return { from: 0, to: 0, total: 0 };
  }
  const from = Math.min(skip + 1, total);
  return { from, to: Math.min(skip + limit, total), total };
};

// The one table every list uses: server-side paging and sorting, so it only renders what it is given.
export const DataTable = <Row,>({
  columns,
  rows,
  rowKey,
  total,
  skip,
  limit,
  sort,
  order,
  loading = false,
  onSortChange,
  onSkipChange,
  onRowClick,
  caption,
}: DataTableProps<Row>) => {
  const { t } = useTranslation();
  const range = rangeOf(skip, limit, total);

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
            <Text fw={700} size="sm">
              {column.label}
            </Text>
            <Icon size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Table.Th>
    );
  };

  return (
    <div>
      <Table.ScrollContainer minWidth={600}>
        <Table striped highlightOnHover={Boolean(onRowClick)}>
          {caption ? <Table.Caption>{caption}</Table.Caption> : null}
          <Table.Thead>
            <Table.Tr>{columns.map(headerFor)}</Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr
                key={rowKey(row)}
                onClick={onRowClick ? () => onRowClick(row) : undefined}
                style={onRowClick ? { cursor: 'pointer' } : undefined}
              >
                {columns.map((column) => (
                  <Table.Td key={column.key}>{column.render(row)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
            {rows.length === 0 && !loading ? (
              <Table.Tr>
                <Table.Td colSpan={columns.length}>
                  <Text c="dimmed" ta="center">
                    {t('table.empty')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : null}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="flex-end" mt="sm" gap="sm">
        {loading ? <Loader size="xs" aria-label={t('common.loading')} /> : null}
        <Text size="sm" data-testid="table-range">
          {t('table.range', range)}
        </Text>
        <Button
          variant="default"
          size="xs"
          disabled={skip <= 0}
          onClick={() => onSkipChange(Math.max(0, skip - limit))}
        >
          {t('table.previous')}
        </Button>
        <Button variant="default" size="xs" disabled={skip + limit >= total} onClick={() => onSkipChange(skip + limit)}>
          {t('table.next')}
        </Button>
      </Group>
    </div>
  );
};
