import {
  BOL_SORTS,
  BOL_STATUSES,
  type TBol,
  type TBolStatus,
  type TBolSummary,
} from '@lanehub/shared/features/bills-of-lading/bills-of-lading.contract';
import { Button, Group, Menu, SegmentedControl, Text } from '@mantine/core';
import { IconDownload, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { DataTableColumn } from '../../../components/data-table';
import { ListPanel } from '../../../components/list/list-panel';
import { useListState } from '../../../components/list/use-list-state';
import { toastError } from '../../../components/toast';
import { formatDate } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';
import { RequirePermission } from '../../../resources/require-permission';
import { downloadBolExport, useBolList } from '../api/bol-api';
import { bolPath } from '../bol-paths';
import { BolBookNumberDialog, BolImportDialog } from '../components/bol-dialogs';
import { BolFormModal } from '../components/bol-form-modal';
import { BolStatusBadge } from '../components/bol-status-badge';

const ALL = 'all';

// /demand-management/forwarding/bol: the company's bills of lading, searched and paged on the server.
const BolList = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useListState({ sorts: BOL_SORTS, defaultSort: 'updatedAt', defaultOrder: 'desc', filters: ['status'] });
  const status = (list.filters.status ?? null) as TBolStatus | null;
  const query = useBolList({
    search: list.search || undefined,
    status: status ?? undefined,
    skip: list.skip,
    limit: list.limit,
    sort: list.sort,
    order: list.order,
    cursor: list.cursor,
  });
  const [creating, setCreating] = useState<{ bolNumber?: string } | null>(null);
  const [importing, setImporting] = useState(false);
  const [booking, setBooking] = useState(false);
  const text = (value: string | number | null | undefined) => <Text size="sm">{value ?? ''}</Text>;

  const columns: DataTableColumn<TBolSummary>[] = [
    {
      key: 'bolNumber',
      label: t('billsOfLading.fields.bolNumber'),
      sortable: true,
      hideable: false,
      render: (r) => text(r.bolNumber),
    },
    {
      key: 'status',
      label: t('billsOfLading.fields.status'),
      sortable: true,
      render: (r) => <BolStatusBadge status={r.status} />,
    },
    { key: 'shipper', label: t('billsOfLading.fields.shipper'), sortable: true, render: (r) => text(r.shipperName) },
    { key: 'consignee', label: t('billsOfLading.fields.consignee'), render: (r) => text(r.consigneeName) },
    {
      key: 'vessel',
      label: t('billsOfLading.vesselVoyage'),
      sortable: true,
      render: (r) => text([r.vesselName, r.voyage].filter(Boolean).join(' / ')),
    },
    {
      key: 'route',
      label: t('billsOfLading.route'),
      render: (r) => text([r.portOfLoading, r.portOfDischarge].filter(Boolean).join(' → ')),
    },
    { key: 'containers', label: t('billsOfLading.fields.containers'), render: (r) => text(r.containerCount) },
    { key: 'updatedAt', label: t('common.updated'), sortable: true, render: (r) => text(formatDate(r.updatedAt)) },
  ];

  const exportAs = async (format: 'csv' | 'xlsx') => {
    try {
      await downloadBolExport(format, list.search || undefined);
    } catch (error) {
      toastError(translateMessage(t, error instanceof Error ? error.message : String(error)));
    }
  };
  const newButton = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating({})}>
      {t('billsOfLading.new')}
    </Button>
  );

  return (
    <ListPanel
      list={list}
      query={query}
      title={t('billsOfLading.title')}
      description={t('billsOfLading.description')}
      actions={
        <Group gap="xs">
          <Button variant="default" onClick={() => setBooking(true)}>
            {t('billsOfLading.book.action')}
          </Button>
          <Button variant="default" onClick={() => setImporting(true)}>
            {t('billsOfLading.import.open')}
          </Button>
          <Menu>
            <Menu.Target>
              <Button variant="default" leftSection={<IconDownload size={16} />}>
                {t('billsOfLading.export')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => exportAs('csv')}>CSV</Menu.Item>
              <Menu.Item onClick={() => exportAs('xlsx')}>Excel</Menu.Item>
            </Menu.Dropdown>
          </Menu>
          {newButton}
        </Group>
      }
      header={
        <SegmentedControl
          aria-label={t('billsOfLading.statusFilter')}
          value={status ?? ALL}
          onChange={(value) => list.setFilters({ status: value === ALL ? null : value })}
          data={[
            { value: ALL, label: t('billsOfLading.allStatuses') },
            ...BOL_STATUSES.map((s) => ({ value: s, label: t(`billsOfLading.status.${s}`) })),
          ]}
          style={{ alignSelf: 'flex-start' }}
        />
      }
      search={{ label: t('billsOfLading.searchLabel'), placeholder: t('billsOfLading.searchPlaceholder') }}
      tableName="bills-of-lading"
      tableLabel={t('billsOfLading.title')}
      columns={columns}
      rowKey={(row) => row.id}
      onRowClick={(row) => navigate(bolPath(row.id))}
      empty={{ message: t('billsOfLading.empty'), action: newButton }}
    >
      {creating ? (
        <BolFormModal
          opened
          onClose={() => setCreating(null)}
          mode={{ kind: 'create', bolNumber: creating.bolNumber }}
          onSaved={(bol: TBol) => navigate(bolPath(bol.id))}
        />
      ) : null}
      <BolImportDialog opened={importing} onClose={() => setImporting(false)} />
      <BolBookNumberDialog
        opened={booking}
        onClose={() => setBooking(false)}
        onUse={(bolNumber) => {
          setBooking(false);
          setCreating({ bolNumber });
        }}
      />
    </ListPanel>
  );
};

export const BolListPage = () => (
  <RequirePermission permission="forwarding.view">
    <BolList />
  </RequirePermission>
);
