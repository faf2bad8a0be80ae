import { type AnyResource, resourceTextKey } from '@lanehub/shared/resources/define-resource';
import { Button, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { DataTableColumn } from '../components/data-table';
import { type ListBulkAction, ListPanel } from '../components/list/list-panel';
import { useListState } from '../components/list/use-list-state';
import type { ResourceRecord } from './api/resource-keys';
import { useBulkDeleteResource } from './api/use-bulk-delete-resource';
import { useResourceList } from './api/use-resource-list';
import { FieldValue } from './field-value';
import { RequirePermission, useCan } from './require-permission';
import { fieldLabel, resourceLabel, resourceLabelPlural } from './resource-text';

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
  const list = useListState<string>({
    sorts: r.sortable,
    defaultSort: r.defaultSort.field,
    defaultOrder: r.defaultSort.order,
  });
  const query = useResourceList(r, {
    skip: list.skip,
    limit: list.limit,
    sort: list.sort,
    order: list.order,
    search: list.search || undefined,
  });
  const bulkDelete = useBulkDeleteResource(r);
  const canWrite = allowed(r.permission.write);

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

  const bulkActions: ListBulkAction<ResourceRecord>[] = [
    {
      label: t('resource.delete'),
      color: 'red',
      confirm: true,
      run: async (selected) => {
        const reply = await bulkDelete.mutateAsync(selected.map((row) => row.id));
        return t('table.bulkDeleted', { n: reply.data.deleted });
      },
    },
  ];

  return (
    <ListPanel
      list={list}
      query={query}
      title={resourceLabelPlural(t, r)}
      description={t(`${resourceTextKey(r)}.purpose`, {
        defaultValue: t(`pages.resources.${r.name}`, { defaultValue: '' }),
      })}
      actions={
        canWrite ? (
          <Button leftSection={<IconPlus size={16} />} onClick={() => navigate(`${r.webPath}/new`)}>
            {t('resource.new', { label: resourceLabel(t, r) })}
          </Button>
        ) : null
      }
      search={{ placeholder: t('resource.searchPlaceholder') }}
      tableName={r.name}
      empty={
        canWrite
          ? {
              action: (
                <Button
                  variant="light"
                  leftSection={<IconPlus size={16} />}
                  onClick={() => navigate(`${r.webPath}/new`)}
                >
                  {t('pages.empty.firstRecord')}
                </Button>
              ),
            }
          : undefined
      }
      tableLabel={resourceLabelPlural(t, r)}
      columns={columns}
      rowKey={(row) => row.id}
      onRowClick={(row) => navigate(`${r.webPath}/${row.id}`)}
      bulkActions={canWrite ? bulkActions : undefined}
    />
  );
};

export const ResourceListPage = ({ resource }: { resource: AnyResource }) => (
  <RequirePermission permission={resource.permission.read}>
    <ResourceList resource={resource} />
  </RequirePermission>
);
