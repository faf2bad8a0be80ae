import type { AnyResource } from '@lanehub/shared';
import { TABLE_PAGE_SIZE } from '@lanehub/shared';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { DataTable, type DataTableBulkAction, type DataTableColumn, type SortOrder } from '../components/data-table';
import { SearchBox } from '../components/search-box';
import { toastError, toastSuccess } from '../components/toast';
import { translateMessage } from '../lib/i18n';
import type { ResourceRecord } from './api/resource-keys';
import { useBulkDeleteResource } from './api/use-bulk-delete-resource';
import { useResourceList } from './api/use-resource-list';
import { FieldValue } from './field-value';
import { RequirePermission, useCan } from './require-permission';
import { fieldLabel, resourceLabel, resourceLabelPlural } from './resource-text';

const toSkip = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 0;
};

// Every field can be a column: the definition's columns in their order, each other field placed
// after the nearest field before it (fields, then Created and Updated).
export const columnNamesOf = (r: AnyResource): string[] => {
  const canonical = [...r.fields.map((f) => f.name), 'createdAt', 'updatedAt'];
  const names: string[] = [...r.columns];
  canonical.forEach((name, index) => {
    if (names.includes(name)) {
      return;
    }
    const before = canonical
      .slice(0, index)
      .reverse()
      .find((n) => names.includes(n));
    names.splice(before === undefined ? 0 : names.indexOf(before) + 1, 0, name);
  });
  return names;
};

// The list of any resource, driven by its definition: search, sortable columns, server paging, the
// column chooser (every field; the definition's columns by default) and a bulk Delete for writers.
const ResourceList = ({ resource: r }: { resource: AnyResource }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const allowed = useCan();
  // Paging, sort and search live in the URL so that Back and a shared link keep them.
  const [params, setParams] = useSearchParams();
  const skip = toSkip(params.get('skip'));
  const sort = params.get('sort') ?? r.defaultSort.field;
  const order: SortOrder = (params.get('order') ?? r.defaultSort.order) === 'desc' ? 'desc' : 'asc';
  const search = params.get('search') ?? '';

  const query = useResourceList(r, { skip, limit: TABLE_PAGE_SIZE, sort, order, search: search || undefined });
  const bulkDelete = useBulkDeleteResource(r);
  const canWrite = allowed(r.permission.write);

  const update = (patch: Record<string, string | number | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(patch)) {
        if (value === null || value === '' || value === 0) {
          next.delete(key);
        } else {
          next.set(key, String(value));
        }
      }
      return next;
    });

  const defaults: readonly string[] = r.columns;
  const columns: DataTableColumn<ResourceRecord>[] = columnNamesOf(r).map((name) => ({
    key: name,
    label: fieldLabel(t, r, name),
    sortable: (r.sortable as readonly string[]).includes(name),
    defaultHidden: !defaults.includes(name),
    render: (row) => (
      <Text size="sm" lineClamp={2}>
        <FieldValue resource={r} name={name} value={row[name]} />
      </Text>
    ),
  }));

  const rows = query.data?.rows ?? [];
  const bulkActions: DataTableBulkAction<ResourceRecord>[] = [
    {
      label: t('resource.delete'),
      color: 'red',
      confirm: true,
      onRun: async (selected) => {
        try {
          const reply = await bulkDelete.mutateAsync(selected.map((row) => row.id));
          toastSuccess(t('table.bulkDeleted', { n: reply.data.deleted }));
          // A page emptied by the delete gives way to the one before it.
          if (selected.length === rows.length && skip > 0) {
            update({ skip: Math.max(0, skip - TABLE_PAGE_SIZE) });
          }
        } catch (error) {
          toastError(error instanceof Error ? error.message : String(error));
          throw error;
        }
      },
    },
  ];

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{resourceLabelPlural(t, r)}</Title>
        {canWrite ? (
          <Button leftSection={<IconPlus size={16} />} onClick={() => navigate(`${r.webPath}/new`)}>
            {t('resource.new', { label: resourceLabel(t, r) })}
          </Button>
        ) : null}
      </Group>
      <div style={{ maxWidth: 520 }}>
        <SearchBox
          key={search}
          defaultValue={search}
          placeholder={t('resource.searchPlaceholder')}
          onSearch={(text) => update({ search: text, skip: null })}
        />
      </div>
      {query.isError ? (
        <Alert color="red" variant="light" role="alert">
          {translateMessage(t, query.error.message)}
        </Alert>
      ) : null}
      <DataTable
        tableName={r.name}
        label={resourceLabelPlural(t, r)}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        total={query.data?.total ?? 0}
        totalExact={query.data?.totalExact}
        skip={query.data?.skip ?? skip}
        limit={query.data?.limit ?? TABLE_PAGE_SIZE}
        sort={sort}
        order={order}
        loading={query.isFetching}
        onSortChange={(nextSort, nextOrder) => update({ sort: nextSort, order: nextOrder, skip: null })}
        onSkipChange={(nextSkip) => update({ skip: nextSkip })}
        onRowClick={(row) => navigate(`${r.webPath}/${row.id}`)}
        selectable={canWrite}
        bulkActions={canWrite ? bulkActions : undefined}
      />
    </Stack>
  );
};

export const ResourceListPage = ({ resource }: { resource: AnyResource }) => (
  <RequirePermission permission={resource.permission.read}>
    <ResourceList resource={resource} />
  </RequirePermission>
);
