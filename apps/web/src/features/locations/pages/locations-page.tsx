import {
  LOCATION_MSG,
  type TLocation,
  type TLocationType,
} from '@lanehub/shared/features/locations/locations.contract';
import { Button, Tabs, Text } from '@mantine/core';
import { IconFileExport, IconFileImport, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { DataTableColumn } from '../../../components/data-table';
import { ListPanel } from '../../../components/list/list-panel';
import { useListState } from '../../../components/list/use-list-state';
import { toastError } from '../../../components/toast';
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
const SORTS = ['name', 'type', 'code', 'city', 'state', 'country', 'postCode', 'updatedAt'] as const;

const LocationList = ({ view }: { view: LocationsView }) => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const canWrite = useCan()('company.edit');
  const config = LOCATION_VIEWS[view];
  const list = useListState({ sorts: SORTS });
  const { search, sort, order } = list;
  const query = useLocations({
    type: config.types.join(',') || undefined,
    search: search || undefined,
    skip: list.skip,
    limit: list.limit,
    cursor: list.cursor,
    sort,
    order,
  });
  const remove = useDeleteLocation();
  const [editing, setEditing] = useState<{ location: TLocation | null } | null>(null);
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
  const newLocation = (label: string) => (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ location: null })}>
      {label}
    </Button>
  );

  return (
    <ListPanel
      list={list}
      query={query}
      title={t(`locations.titles.${view}`)}
      description={t(`pages.locations.${view}`)}
      actions={
        <>
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
              {newLocation(t('locations.new'))}
            </>
          ) : null}
        </>
      }
      header={
        TABBED.includes(view) ? (
          <Tabs value={view} onChange={(next) => next && navigate(LOCATION_VIEWS[next as LocationsView].path)}>
            <Tabs.List>
              {TABBED.map((tab) => (
                <Tabs.Tab key={tab} value={tab}>
                  {t(`locations.tabs.${tab}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
        ) : null
      }
      search={{ placeholder: t('locations.searchPlaceholder') }}
      tableName={config.tableName}
      tableLabel={t(`locations.titles.${view}`)}
      columns={columns}
      rowKey={(l) => l.id}
      onRowClick={canWrite ? (l) => setEditing({ location: l }) : undefined}
      rowActions={
        canWrite
          ? {
              label: t('locations.fields.actions'),
              edit: {
                label: (l) => t('locations.editNamed', { name: l.name }),
                onEdit: (l) => setEditing({ location: l }),
              },
              remove: {
                label: (l) => t('locations.deleteNamed', { name: l.name }),
                message: (l) => t('locations.deleteMessage', { name: l.name }),
                run: async (l) => {
                  const reply = await remove.mutateAsync(l.id);
                  return translateLocationMessage(t, reply.meta.message ?? LOCATION_MSG.deleted);
                },
              },
            }
          : undefined
      }
      empty={canWrite ? { action: newLocation(t('listKit.firstLocation')) } : undefined}
      translateError={(message) => translateLocationMessage(t, message)}
    >
      <LocationFormModal
        opened={editing !== null}
        location={editing?.location ?? null}
        defaultType={config.newType}
        onClose={() => setEditing(null)}
      />
      <LocationImportModal opened={importing} onClose={() => setImporting(false)} />
    </ListPanel>
  );
};

/** A list of the company's locations: all of them, or the ports, terminals, yards or distribution centers. */
export const LocationsPage = ({ view }: { view: LocationsView }) => (
  <RequirePermission permission="company.view">
    <LocationList view={view} />
  </RequirePermission>
);
