import { Alert, Button, Group, Stack, Title, type TitleOrder } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../lib/i18n';
import { ConfirmDialog } from '../confirm-dialog';
import { DataTable, type DataTableBulkAction, type DataTableColumn } from '../data-table';
import { EmptyState } from '../empty-state';
import { type FilterField, FilterForm, type FilterValues } from '../filter-form';
import { type PageCrumb, PageHeader } from '../page-header';
import { RowActions } from '../row-actions';
import { SearchBox } from '../search-box';
import { toastError, toastSuccess } from '../toast';
import { useListSearch } from './use-list-search';
import type { ListState } from './use-list-state';

/** The shared SearchBox, held by the list kit: it searches the URL's list as typing pauses. */
const ListSearchBox = ({
  value,
  onSearch,
  label,
  placeholder,
}: {
  value: string;
  onSearch: (search: string) => void;
  label?: string | undefined;
  placeholder?: string | undefined;
}) => <SearchBox {...useListSearch(value, onSearch)} label={label} placeholder={placeholder} />;

/** One page of a list as the web API hooks return it. */
export type ListPage<Row> = {
  rows: readonly Row[];
  /** The rows the list holds; a keyset-only list (`paging: 'cursor'`) has none: the panel counts what was walked. */
  total?: number | undefined;
  /** false: the list holds more than `total` rows (the server's count stopped at its cap). */
  totalExact?: boolean | undefined;
  /** The server's `meta.nextCursor`: when present, Next follows it instead of counting rows. */
  nextCursor?: string | null | undefined;
  /** The offset the server answered for, when it says so. */
  skip?: number | undefined;
};

/** What the panel reads of a list query: a TanStack query result, or `pageInMemory` of a whole list. */
export type ListQuery<Row> = {
  data: ListPage<Row> | undefined;
  isError: boolean;
  error: Error | null;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
};

export type ListRowActions<Row> = {
  /** Header of the always-shown actions column. */
  label: string;
  edit?: { label: (row: Row) => string; onEdit: (row: Row) => void } | undefined;
  /** Asks the confirm dialog first; `run` resolves to the success message to toast (if any). */
  remove?:
    | {
        label: (row: Row) => string;
        message?: (row: Row) => string;
        run: (row: Row) => Promise<string | undefined>;
      }
    | undefined;
};

export type ListBulkAction<Row> = Omit<DataTableBulkAction<Row>, 'onRun'> & {
  /** Acts on the selected rows of the page; resolves to the success message to toast (if any). */
  run: (rows: Row[]) => Promise<string | undefined>;
};

export type ListPanelProps<Row> = {
  list: ListState;
  query: ListQuery<Row>;
  columns: ReadonlyArray<DataTableColumn<Row>>;
  rowKey: (row: Row) => string;
  /** Saves the column choice under this name. */
  tableName: string;
  /** Accessible name of the table. */
  tableLabel: string;
  /** A string is the screen's page header (its h1, docs/ui.md); any other node is shown as given (e.g. a scope switch). */
  title?: ReactNode;
  /** A heading of this level instead of the page header (a list inside a screen). */
  titleOrder?: TitleOrder;
  /** The page header's one line: what the list is for (also the empty list's text unless `empty.message`). */
  description?: ReactNode;
  /** The page header's breadcrumbs, where the sidebar does not show the place. */
  breadcrumbs?: readonly PageCrumb[];
  /** Buttons beside the title (e.g. 'Add a location'). */
  actions?: ReactNode;
  /** Between the title and the search (tabs, a back link). */
  header?: ReactNode;
  /** false hides the search; otherwise its accessible name and placeholder. */
  search?: false | { label?: string | undefined; placeholder?: string | undefined };
  /** Controls beside the search that set `list.setFilters` themselves (segmented controls, selects). */
  filters?: ReactNode;
  /** A filter form bound to the list's URL filters (Filter and Reset buttons). */
  filterFields?: readonly FilterField[];
  onRowClick?: ((row: Row) => void) | undefined;
  rowActions?: ListRowActions<Row> | undefined;
  bulkActions?: ReadonlyArray<ListBulkAction<Row>>;
  /** The empty list's heading ('No records yet'), what the list is for (the description by default) and its
   * next step (e.g. an 'Add a location' button). */
  empty?: { title?: string; message?: ReactNode; action?: ReactNode };
  /** Translates a server message (the list error, a failed action); the message catalogue by default. */
  translateError?: (message: string) => string;
  /** Heads the error shown when the list cannot be loaded. */
  errorTitle?: string;
  /** Below the table: hints, the page's modals. */
  children?: ReactNode;
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

// A list screen in one piece: title and actions, search and filters in the URL, the data table with
// row and bulk actions behind the confirm dialog, one toast per action, an empty state that says what
// to do next, and an error that can be retried.
export const ListPanel = <Row,>({
  list,
  query,
  columns,
  rowKey,
  tableName,
  tableLabel,
  title,
  titleOrder,
  description,
  breadcrumbs,
  actions,
  header,
  search = {},
  filters,
  filterFields,
  onRowClick,
  rowActions,
  bulkActions,
  empty,
  translateError,
  errorTitle,
  children,
}: ListPanelProps<Row>) => {
  const { t } = useTranslation();
  const translate = translateError ?? ((message: string) => translateMessage(t, message));
  const [removing, setRemoving] = useState<Row | null>(null);
  const page = query.data;
  const rows = page?.rows ?? [];
  const skip = page?.skip ?? list.skip;
  // A keyset-only list knows no total: the range counts the pages walked, with one more row while a
  // next page exists ('26-50 of 51+'), so Next stays on exactly while the server gives a cursor.
  const total = page ? (page.total ?? (page.nextCursor ? skip + rows.length + 1 : skip + rows.length)) : 0;
  const totalExact = page?.total === undefined ? !page?.nextCursor : page.totalExact;

  const confirmRemove = async () => {
    const remove = rowActions?.remove;
    if (!removing || !remove) {
      return;
    }
    try {
      const message = await remove.run(removing);
      if (message) {
        toastSuccess(message);
      }
      setRemoving(null);
      // The last row of a page went: show the page before it rather than an empty one.
      if (rows.length === 1 && list.skip > 0) {
        list.setSkip(Math.max(0, list.skip - list.limit));
      }
    } catch (error) {
      setRemoving(null);
      // The confirm dialog shows this as the one error toast.
      throw new Error(translate(messageOf(error)));
    }
  };

  const allColumns: DataTableColumn<Row>[] = [...columns];
  if (rowActions && (rowActions.edit || rowActions.remove)) {
    const { edit, remove } = rowActions;
    allColumns.push({
      key: 'actions',
      label: rowActions.label,
      hideable: false,
      render: (row) => (
        <RowActions
          labels={{ edit: edit?.label(row), remove: remove?.label(row) }}
          onEdit={edit ? () => edit.onEdit(row) : undefined}
          onRemove={remove ? () => setRemoving(row) : undefined}
        />
      ),
    });
  }

  const tableBulkActions = bulkActions?.map(
    ({ run, ...action }): DataTableBulkAction<Row> => ({
      ...action,
      onRun: async (chosen) => {
        let message: string | undefined;
        try {
          message = await run(chosen);
        } catch (error) {
          toastError(translate(messageOf(error)));
          // Keeps the rows selected so that the user can try again.
          throw error;
        }
        if (message) {
          toastSuccess(message);
        }
        // A page emptied by the action gives way to the one before it.
        if (chosen.length === rows.length && list.skip > 0) {
          list.setSkip(Math.max(0, list.skip - list.limit));
        }
      },
    }),
  );

  const emptyState = list.isFiltered ? (
    <EmptyState
      message={t('listKit.noMatch')}
      action={
        <Button variant="default" size="xs" onClick={list.clearFilters}>
          {t('listKit.clearFilters')}
        </Button>
      }
    />
  ) : (
    <EmptyState
      title={empty?.title ?? t('listKit.emptyTitle')}
      message={empty?.message ?? description ?? t('table.empty')}
      action={empty?.action}
    />
  );

  const filterDefaults: FilterValues = {};
  for (const field of filterFields ?? []) {
    const value = list.filters[field.name];
    if (value !== undefined) {
      filterDefaults[field.name] = value;
    }
  }
  const applyFilterForm = (values: FilterValues) =>
    list.setFilters(Object.fromEntries((filterFields ?? []).map((field) => [field.name, values[field.name] ?? null])));

  return (
    <Stack>
      {typeof title === 'string' && titleOrder === undefined ? (
        <PageHeader title={title} description={description} breadcrumbs={breadcrumbs} actions={actions} />
      ) : title !== undefined || actions ? (
        <Group justify="space-between">
          {typeof title === 'string' ? <Title order={titleOrder}>{title}</Title> : (title ?? <span />)}
          {actions ? <Group gap="xs">{actions}</Group> : null}
        </Group>
      ) : null}
      {header}
      {search !== false || filters ? (
        <Group align="flex-end" gap="lg" wrap="wrap">
          {search !== false ? (
            <div style={{ flex: '1 1 320px', maxWidth: 520 }}>
              <ListSearchBox
                value={list.search}
                onSearch={list.setSearch}
                label={search.label}
                placeholder={search.placeholder}
              />
            </div>
          ) : null}
          {filters}
        </Group>
      ) : null}
      {filterFields && filterFields.length > 0 ? (
        <FilterForm
          key={JSON.stringify(filterDefaults)}
          fields={filterFields}
          defaultValues={filterDefaults}
          onFilter={applyFilterForm}
        />
      ) : null}
      {query.isError ? (
        <Alert color="red" variant="light" role="alert" title={errorTitle}>
          <Group justify="space-between" gap="sm">
            <span>{translate(query.error?.message ?? '')}</span>
            <Button size="xs" variant="default" loading={query.isFetching} onClick={() => void query.refetch()}>
              {t('listKit.retry')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      <DataTable
        tableName={tableName}
        label={tableLabel}
        columns={allColumns}
        rows={rows}
        rowKey={rowKey}
        total={total}
        totalExact={totalExact}
        skip={skip}
        limit={list.limit}
        sort={list.sort}
        order={list.order}
        loading={query.isFetching}
        onSortChange={list.setSort}
        onSkipChange={(nextSkip) => {
          if (nextSkip > list.skip && page?.nextCursor) {
            list.followCursor(page.nextCursor, nextSkip);
          } else {
            list.setSkip(nextSkip);
          }
        }}
        onRowClick={onRowClick}
        selectable={Boolean(bulkActions && bulkActions.length > 0)}
        bulkActions={tableBulkActions}
        empty={query.isError ? <span /> : emptyState}
      />
      {children}
      {rowActions?.remove ? (
        <ConfirmDialog
          opened={removing !== null}
          message={removing && rowActions.remove.message ? rowActions.remove.message(removing) : undefined}
          onConfirm={confirmRemove}
          onCancel={() => setRemoving(null)}
        />
      ) : null}
    </Stack>
  );
};
