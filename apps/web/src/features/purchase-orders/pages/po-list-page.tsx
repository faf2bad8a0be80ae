import {
  PO_SORTS,
  PO_STATUSES,
  PO_URGENCIES,
  type TPoRow,
} from '@lanehub/shared/features/purchase-orders/purchase-orders.contract';
import { Button, Group, SegmentedControl, Text } from '@mantine/core';
import { IconFileImport, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { DataTableColumn } from '../../../components/data-table';
import type { FilterField } from '../../../components/filter-form';
import { ListPanel } from '../../../components/list/list-panel';
import { useListState } from '../../../components/list/use-list-state';
import { formatCalendarDate, formatDate } from '../../../lib/format';
import { usePartners } from '../../../lib/partner-network';
import { RequirePermission } from '../../../resources/require-permission';
import { usePoList } from '../api/purchase-orders-api';
import { PoImportModal } from '../components/po-import-modal';
import { PoStatusBadge } from '../components/po-status';
import { PO_ENTRY_PATH, poDetailPath } from '../po-paths';

const FILTERS = ['status', 'vendorCompanyId', 'urgency', 'from', 'to', 'scope'] as const;
const SCOPES = ['all', 'owned', 'shared'] as const;

// /orders/purchase-order: the POs the company placed (buyer) or is the vendor of; searched, filtered
// by status, vendor, order dates and urgency, paged on the server.
const PoList = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const partners = usePartners();
  const [importing, setImporting] = useState(false);
  const list = useListState({ sorts: PO_SORTS, defaultSort: 'createdAt', defaultOrder: 'desc', filters: FILTERS });
  const query = usePoList(list.params as never);

  const columns: DataTableColumn<TPoRow>[] = [
    {
      key: 'poNumber',
      label: t('purchaseOrders.fields.poNumber'),
      sortable: true,
      hideable: false,
      render: (r) => (
        <Text size="sm" fw={500}>
          {r.poNumber}
        </Text>
      ),
    },
    {
      key: 'status',
      label: t('purchaseOrders.fields.status'),
      sortable: true,
      render: (r) => <PoStatusBadge status={r.status} />,
    },
    {
      key: 'vendor',
      label: t('purchaseOrders.fields.vendor'),
      render: (r) => <Text size="sm">{r.vendorName ?? r.supplierName ?? ''}</Text>,
    },
    { key: 'buyer', label: t('purchaseOrders.fields.buyer'), render: (r) => <Text size="sm">{r.buyerName}</Text> },
    {
      key: 'urgency',
      label: t('purchaseOrders.fields.urgency'),
      render: (r) => <Text size="sm">{r.urgency ? t(`purchaseOrders.urgency.${r.urgency}`) : ''}</Text>,
    },
    {
      key: 'orderDate',
      label: t('purchaseOrders.fields.orderDate'),
      sortable: true,
      render: (r) => <Text size="sm">{formatCalendarDate(r.orderDate)}</Text>,
    },
    {
      key: 'quantities',
      label: t('purchaseOrders.fields.shippedOfTotal'),
      render: (r) => (
        <Text size="sm">
          {t('purchaseOrders.shippedOf', { shipped: r.shippedQuantity, total: r.totalQuantity, count: r.itemCount })}
        </Text>
      ),
    },
    {
      key: 'createdAt',
      label: t('purchaseOrders.fields.createdAt'),
      sortable: true,
      render: (r) => <Text size="sm">{formatDate(r.createdAt)}</Text>,
    },
  ];

  const filterFields: FilterField[] = [
    {
      name: 'status',
      label: t('purchaseOrders.fields.status'),
      options: PO_STATUSES.map((value) => ({ value, label: t(`purchaseOrders.status.${value}`) })),
    },
    {
      name: 'vendorCompanyId',
      label: t('purchaseOrders.fields.vendor'),
      options: (partners.data ?? []).map((p) => ({ value: p._id, label: p.legalName })),
    },
    {
      name: 'urgency',
      label: t('purchaseOrders.fields.urgency'),
      options: PO_URGENCIES.map((value) => ({ value, label: t(`purchaseOrders.urgency.${value}`) })),
    },
    { name: 'from', label: t('purchaseOrders.filters.from') },
    { name: 'to', label: t('purchaseOrders.filters.to') },
  ];

  const enter = (label: string) => (
    <Button component={Link} to={PO_ENTRY_PATH} leftSection={<IconPlus size={16} />}>
      {label}
    </Button>
  );

  return (
    <ListPanel
      list={list}
      query={query}
      title={t('purchaseOrders.title')}
      actions={
        <Group gap="xs">
          <Button variant="default" leftSection={<IconFileImport size={16} />} onClick={() => setImporting(true)}>
            {t('purchaseOrders.import.open')}
          </Button>
          {enter(t('purchaseOrders.enter'))}
          <PoImportModal opened={importing} onClose={() => setImporting(false)} />
        </Group>
      }
      search={{ label: t('purchaseOrders.searchLabel'), placeholder: t('purchaseOrders.searchLabel') }}
      filters={
        <SegmentedControl
          aria-label={t('purchaseOrders.filters.scope')}
          value={list.filters.scope ?? 'all'}
          onChange={(value) => list.setFilters({ scope: value === 'all' ? null : value })}
          data={SCOPES.map((value) => ({ value, label: t(`purchaseOrders.scopes.${value}`) }))}
        />
      }
      filterFields={filterFields}
      tableName="purchase-orders"
      tableLabel={t('purchaseOrders.tableLabel')}
      columns={columns}
      rowKey={(row) => row.id}
      onRowClick={(row) => navigate(poDetailPath(row.id))}
      empty={{ message: t('purchaseOrders.empty'), action: enter(t('purchaseOrders.enterFirst')) }}
    />
  );
};

export const PoListPage = () => (
  <RequirePermission permission="order.po">
    <PoList />
  </RequirePermission>
);
