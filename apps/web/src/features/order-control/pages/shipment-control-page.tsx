import {
  CONTROL_SORTS,
  CONTROL_VIEWS,
  type TControlRow,
} from '@lanehub/shared/features/order-control/order-control.contract';
import { orderModeTextKey, orderStatusTextKey } from '@lanehub/shared/orders/order-model';
import { Button, SegmentedControl, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { DataTableColumn } from '../../../components/data-table';
import { ListPanel } from '../../../components/list/list-panel';
import { useListState } from '../../../components/list/use-list-state';
import { StatusBadge } from '../../../components/status-badge';
import { formatDate } from '../../../lib/format';
import { RequirePermission } from '../../../resources/require-permission';
import { useControlList } from '../api/order-control-api';
import { CONTROL_CREATE_PATH, orderDetailPath } from '../order-control-paths';

// `/orders/order-management` (Orders menu → Shipment Control): the company's open shipments, those
// assigned to me by default, or the unassigned ones, or all; searched by order, PO or booking number,
// paged by keyset.
const ShipmentControlList = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useListState({
    sorts: CONTROL_SORTS,
    defaultSort: 'createdAt',
    defaultOrder: 'desc',
    filters: ['view'],
  });
  const view = (list.filters.view as (typeof CONTROL_VIEWS)[number] | undefined) ?? 'mine';
  const query = useControlList({ ...list.params, view } as never);

  const columns: DataTableColumn<TControlRow>[] = [
    {
      key: 'orderNumber',
      label: t('orderControl.fields.orderNumber'),
      sortable: true,
      hideable: false,
      render: (r) => (
        <Text size="sm" fw={500}>
          {r.orderNumber}
        </Text>
      ),
    },
    {
      key: 'mode',
      label: t('orderControl.fields.mode'),
      render: (r) => <Text size="sm">{t(orderModeTextKey(r.mode))}</Text>,
    },
    {
      key: 'status',
      label: t('orderControl.fields.status'),
      render: (r) => (
        <StatusBadge tone={r.status === 'ended' ? 'neutral' : 'info'}>{t(orderStatusTextKey(r.status))}</StatusBadge>
      ),
    },
    {
      key: 'route',
      label: t('orderControl.fields.route'),
      render: (r) => <Text size="sm">{`${r.originLocode ?? '—'} → ${r.destinationLocode ?? '—'}`}</Text>,
    },
    {
      key: 'assignee',
      label: t('orderControl.fields.currentAssignee'),
      render: (r) => <Text size="sm">{r.assignedUserName ?? t('orderControl.unassigned')}</Text>,
    },
    {
      key: 'eta',
      label: t('orderControl.fields.eta'),
      sortable: true,
      render: (r) => <Text size="sm">{formatDate(r.eta)}</Text>,
    },
    {
      key: 'createdAt',
      label: t('orderControl.fields.createdAt'),
      sortable: true,
      render: (r) => <Text size="sm">{formatDate(r.createdAt)}</Text>,
    },
  ];

  const create = (
    <Button component={Link} to={CONTROL_CREATE_PATH} leftSection={<IconPlus size={16} />}>
      {t('orderControl.list.create')}
    </Button>
  );

  return (
    <ListPanel
      list={list}
      query={query}
      title={t('orderControl.list.title')}
      description={t('orderControl.list.description')}
      actions={create}
      search={{ label: t('orderControl.list.searchLabel'), placeholder: t('orderControl.list.searchLabel') }}
      filters={
        <SegmentedControl
          aria-label={t('orderControl.list.view')}
          value={view}
          onChange={(value) => list.setFilters({ view: value === 'mine' ? null : value })}
          data={CONTROL_VIEWS.map((value) => ({ value, label: t(`orderControl.views.${value}`) }))}
        />
      }
      tableName="order-control"
      tableLabel={t('orderControl.list.tableLabel')}
      columns={columns}
      rowKey={(row) => row.id}
      onRowClick={(row) => navigate(orderDetailPath(row.id))}
      empty={{ message: t(`orderControl.list.empty.${view}`), action: create }}
    />
  );
};

export const ShipmentControlPage = () => (
  <RequirePermission permission="order.view">
    <ShipmentControlList />
  </RequirePermission>
);
