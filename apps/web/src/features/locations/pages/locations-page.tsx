import { LOCATION_MSG, TABLE_PAGE_SIZE, type TLocation, type TLocationType } from '@lanehub/shared';
import { Alert, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconFileExport, IconFileImport, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type DataTableColumn, type SortOrder } from '../../../components/data-table';
import { actionsColumn } from '../../../components/row-actions';
import { SearchBox } from '../../../components/search-box';
import { toastError, toastSuccess } from '../../../components/toast';
import { formatDate } from '../../../lib/format';
import { countryLabel } from '../../../lib/reference-data';
import { RequirePermission, useCan } from '../../../resources/require-permission';
import { useDeleteLocation } from '../api/delete-location';
import { downloadLocationsCsv } from '../api/export-locations';
import { useLocations } from '../api/list-locations';
import { LocationFormModal } from '../components/location-form-modal';
import { LocationImportModal } from '../components/location-import-modal';
import { translateLocationMessage } from '../location-text';

export type LocationsView = 'all' | 'port' | 'terminal' | 'yard' | 'dc';

// Each screen is the one list filtered to its types (spec 01 §2.3, §2.4); a new location starts with
// the screen's first type.
export const LOCATION_VIEWS: Record<
  LocationsView,
  { path: string; types: readonly TLocationType[]; newType: TLocationType; tableName: string }
> = {
  all: { path: '/company/locations', types: [], newType: 'port', tableName: 'locations' },
  port: { path: '/company/locations/port-locations', types: ['port'], newType: 'port', tableName: 'port-locations' },
  terminal: {
    path: '/company/locations/terminal-locations',
    types: ['terminal', 'rail-terminal'],
    newType: 'terminal',
    tableName: 'terminal-locations',
  },
  yard: {
    path: '/company/locations/yard-locations',
    types: ['yard', 'rail-yard'],
    newType: 'yard',
    tableName: 'yard-locations',
  },
  dc: { path: '/company/dc-location', types: ['dc'], newType: 'dc', tableName: 'dc-locations' },
};

const TABBED: readonly LocationsView[] = ['all', 'port', 'terminal', 'yard'];
const SORTABLE = new Set(['name', 'type', 'code', 'city', 'state', 'country', 'postCode', 'updatedAt']);

const toSkip = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 0;
};

const LocationList = ({ view }: { view: LocationsView }) => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const canWrite = useCan()('company.edit');
  const config = LOCATION_VIEWS[view];
  // Paging, sort and search live in the URL so that Back and a shared link keep them.
  const [params, setParams] = useSearchParams();
  const skip = toSkip(params.get('skip'));
  const sortParam = params.get('sort') ?? 'name';
  const sort = SORTABLE.has(sortParam) ? (sortParam as 'name') : 'name';
  const order: SortOrder = params.get('order') === 'desc' ? 'desc' : 'asc';
  const search = params.get('search') ?? '';
  const query = useLocations({
    type: config.types.join(',') || undefined,
    search: search || undefined,
    skip,
    limit: TABLE_PAGE_SIZE,
    sort,
    order,
  });
  const remove = useDeleteLocation();
  const [editing, setEditing] = useState<{ location: TLocation | null } | null>(null);
  const [deleting, setDeleting] = useState<TLocation | null>(null);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);

  // The file holds what the list shows: the screen's types, the search and the sort, every page.
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadLocationsCsv({
        type: config.types.join(',') || undefined,
        search: search || undefined,
        sort,
        order,
      });
    } catch (error) {
      toastError(translateLocationMessage(t, error instanceof Error ? error.message : String(error)));
    } finally {
      setExporting(false);
    }
  };

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

  const confirmDelete = async () => {
    if (!deleting) {
      return;
    }
    try {
      const reply = await remove.mutateAsync(deleting.id);
      toastSuccess(translateLocationMessage(t, reply.meta.message ?? LOCATION_MSG.deleted));
      setDeleting(null);
      if (query.data?.rows.length === 1 && skip > 0) {
        update({ skip: Math.max(0, skip - TABLE_PAGE_SIZE) });
      }
    } catch (error) {
      setDeleting(null);
      throw new Error(translateLocationMessage(t, error instanceof Error ? error.message : String(error)));
    }
  };

  const cell = (value: string | null | undefined) => (
    <Text size="sm" lineClamp={2}>
      {value ?? ''}
    </Text>
  );
  const columns: DataTableColumn<TLocation>[] = [
    { key: 'name', label: t('locations.fields.name'), sortable: true, hideable: false, render: (l) => cell(l.name) },
    {
      key: 'type',
      label: t('locations.fields.type'),
      sortable: true,
      render: (l) => cell(t(`locations.types.${l.type}`, { defaultValue: l.type })),
    },
    { key: 'code', label: t('locations.fields.code'), sortable: true, render: (l) => cell(l.code) },
    { key: 'city', label: t('locations.fields.city'), sortable: true, render: (l) => cell(l.city) },
    { key: 'state', label: t('locations.fields.state'), sortable: true, render: (l) => cell(l.stateName ?? l.state) },
    {
      key: 'country',
      label: t('locations.fields.country'),
      sortable: true,
      render: (l) => cell(countryLabel(l.country, i18n.language, l.countryName)),
    },
    { key: 'postCode', label: t('locations.fields.postCode'), sortable: true, render: (l) => cell(l.postCode) },
    { key: 'address', label: t('locations.fields.address'), defaultHidden: true, render: (l) => cell(l.address) },
    {
      key: 'locationType',
      label: t('locations.fields.locationType'),
      defaultHidden: true,
      render: (l) => cell(l.locationType),
    },
    {
      key: 'contact',
      label: t('locations.fields.contact'),
      defaultHidden: true,
      render: (l) =>
        cell(
          [[l.contact.firstName, l.contact.lastName].filter(Boolean).join(' '), l.contact.email]
            .filter(Boolean)
            .join(', '),
        ),
    },
    {
      key: 'updatedAt',
      label: t('locations.fields.updatedAt'),
      sortable: true,
      defaultHidden: true,
      render: (l) => cell(formatDate(l.updatedAt)),
    },
  ];
  if (canWrite) {
    columns.push(
      actionsColumn(t('locations.fields.actions'), {
        labels: (l) => ({
          edit: t('locations.editNamed', { name: l.name }),
          remove: t('locations.deleteNamed', { name: l.name }),
        }),
        onEdit: (l) => setEditing({ location: l }),
        onRemove: (l) => setDeleting(l),
      }),
    );
  }

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t(`locations.titles.${view}`)}</Title>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconFileExport size={16} aria-hidden />}
            loading={exporting}
            onClick={() => void exportCsv()}
          >
            {t('locations.export')}
          </Button>
          {canWrite ? (
            <>
              <Button
                variant="default"
                leftSection={<IconFileImport size={16} aria-hidden />}
                onClick={() => setImporting(true)}
              >
                {t('locations.import.open')}
              </Button>
              <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ location: null })}>
                {t('locations.new')}
              </Button>
            </>
          ) : null}
        </Group>
      </Group>
      {TABBED.includes(view) ? (
        <Tabs value={view} onChange={(next) => next && navigate(LOCATION_VIEWS[next as LocationsView].path)}>
          <Tabs.List>
            {TABBED.map((tab) => (
              <Tabs.Tab key={tab} value={tab}>
                {t(`locations.tabs.${tab}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      ) : null}
      <div style={{ maxWidth: 520 }}>
        <SearchBox
          key={search}
          defaultValue={search}
          placeholder={t('locations.searchPlaceholder')}
          onSearch={(text) => update({ search: text, skip: null })}
        />
      </div>
      {query.isError ? (
        <Alert color="red" variant="light" role="alert">
          {translateLocationMessage(t, query.error.message)}
        </Alert>
      ) : null}
      <DataTable
        tableName={config.tableName}
        label={t(`locations.titles.${view}`)}
        columns={columns}
        rows={query.data?.rows ?? []}
        rowKey={(l) => l.id}
        total={query.data?.total ?? 0}
        totalExact={query.data?.totalExact}
        skip={skip}
        limit={TABLE_PAGE_SIZE}
        sort={sort}
        order={order}
        loading={query.isFetching}
        onSortChange={(nextSort, nextOrder) => update({ sort: nextSort, order: nextOrder, skip: null })}
        onSkipChange={(nextSkip) => update({ skip: nextSkip })}
        onRowClick={canWrite ? (l) => setEditing({ location: l }) : undefined}
      />
      <LocationFormModal
        opened={editing !== null}
        location={editing?.location ?? null}
        defaultType={config.newType}
        onClose={() => setEditing(null)}
      />
      <LocationImportModal opened={importing} onClose={() => setImporting(false)} />
      <ConfirmDialog
        opened={deleting !== null}
        message={deleting ? t('locations.deleteMessage', { name: deleting.name }) : undefined}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
};

/** A list of the company's locations: all of them, or the ports, terminals, yards or distribution centers. */
export const LocationsPage = ({ view }: { view: LocationsView }) => (
  <RequirePermission permission="company.view">
    <LocationList view={view} />
  </RequirePermission>
);
