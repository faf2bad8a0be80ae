import { ORDER_ATTENTION, ORDER_SORTS, type TOrderRow } from '@lanehub/shared/features/orders/orders.contract';
import { ORDER_MODES, ORDER_STATUSES, type TOrderMode } from '@lanehub/shared/orders/order-model';
import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconFileImport, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { FeatureSlot } from '../../../app/feature-slot';
import type { DataTableColumn } from '../../../components/data-table';
import type { FilterField } from '../../../components/filter-form';
import { ListPanel } from '../../../components/list/list-panel';
import { useListState } from '../../../components/list/use-list-state';
import { formatDate } from '../../../lib/format';
import { RequirePermission, useCan } from '../../../resources/require-permission';
import { useOrderList } from '../api/orders-api';
import { endLabel, OrderBadges } from '../components/order-badges';
import { OrderEventsImportModal } from '../components/order-events-import-modal';
import { stagesOf, useOrderLabels } from '../components/order-labels';
import { MODE_LIST_KINDS, ORDER_START_PATH, orderDetailPath } from '../order-paths';

const FILTERS = [
  'mode',
  'status',
  'stage',
  'attention',
  'from',
  'to',
  'originLocode',
  'destinationLocode',
  'scope',
] as const;
const SCOPES = ['all', 'owned', 'shared'] as const;

// /orders, /orders/all and the per-mode lists: every order the company owns or is named on as a party,
// filtered in the URL, searched by order, PO, BOL or container number, paged by keyset.
export const OrdersList = ({ fixedMode }: { fixedMode?: TOrderMode | undefined }) => {
  const { t } = useTranslation();
  const labels = useOrderLabels();
  const navigate = useNavigate();
  const canBook = useCan()('order.view');
  const [importing, setImporting] = useState(false);
  const list = useListState({
    sorts: ORDER_SORTS,
    defaultSort: 'createdAt',
    defaultOrder: 'desc',
    filters: fixedMode ? FILTERS.filter((name) => name !== 'mode') : FILTERS,
  });
  const mode = fixedMode ?? (list.filters.mode as TOrderMode | undefined);
  const listParams = { ...list.params, ...(fixedMode ? { mode: fixedMode } : {}) };
  const query = useOrderList(listParams as never);

  const columns: DataTableColumn<TOrderRow>[] = [
    {
      key: 'orderNumber',
      label: t('orderScreens.fields.orderNumber'),
      sortable: true,
      hideable: false,
      render: (r) => (
        <Text size="sm" fw={500}>
          {r.orderNumber}
        </Text>
      ),
    },
    { key: 'mode', label: t('orderScreens.fields.mode'), render: (r) => <Text size="sm">{labels.mode(r.mode)}</Text> },
    {
      key: 'status',
      label: t('orderScreens.fields.statusStage'),
      sortable: true,
      render: (r) => <OrderBadges order={r} />,
    },
    {
      key: 'route',
      label: t('orderScreens.fields.route'),
      render: (r) => <Text size="sm">{`${endLabel(r.origin)} → ${endLabel(r.destination)}`}</Text>,
    },
    {
      key: 'parties',
      label: t('orderScreens.fields.parties'),
      render: (r) => (
        <Stack gap={0}>
          {r.parties.map((party) => (
            <Text size="xs" key={`${party.role}-${party.companyId}`}>
              {t('common.labelValue', { label: labels.role(party.role), value: party.legalName })}
            </Text>
          ))}
        </Stack>
      ),
    },
    {
      key: 'eta',
      label: t('orderScreens.fields.eta'),
      sortable: true,
      render: (r) => <Text size="sm">{formatDate(r.eta)}</Text>,
    },
    {
      key: 'poNumber',
      label: t('orderScreens.fields.poNumber'),
      defaultHidden: true,
      render: (r) => <Text size="sm">{r.poNumber ?? ''}</Text>,
    },
    {
      key: 'createdAt',
      label: t('orderScreens.fields.createdAt'),
      sortable: true,
      render: (r) => <Text size="sm">{formatDate(r.createdAt)}</Text>,
    },
  ];

  const filterFields: FilterField[] = [
    ...(fixedMode
      ? []
      : [
          {
            name: 'mode',
            label: t('orderScreens.fields.mode'),
            options: ORDER_MODES.map((value) => ({ value, label: labels.mode(value) })),
          },
        ]),
    {
      name: 'status',
      label: t('orderScreens.fields.status'),
      options: ORDER_STATUSES.map((value) => ({ value, label: labels.status(value) })),
    },
    {
      name: 'stage',
      label: t('orderScreens.fields.stage'),
      options: stagesOf(mode).map((value) => ({ value: String(value), label: labels.stage(mode ?? 'ocean', value) })),
    },
    {
      name: 'attention',
      label: t('orderScreens.filters.attention'),
      options: ORDER_ATTENTION.map((value) => ({ value, label: t(`orderScreens.attention.${value}`) })),
    },
    { name: 'from', label: t('orderScreens.filters.from') },
    { name: 'to', label: t('orderScreens.filters.to') },
    { name: 'originLocode', label: t('orderScreens.filters.originLocode') },
    { name: 'destinationLocode', label: t('orderScreens.filters.destinationLocode') },
  ];

  const book = (label: string) => (
    <Button
      component={Link}
      to={fixedMode ? `${ORDER_START_PATH}?mode=${fixedMode}` : ORDER_START_PATH}
      leftSection={<IconPlus size={16} />}
    >
      {label}
    </Button>
  );

  return (
    <ListPanel
      list={list}
      query={query}
      title={fixedMode ? t('orderScreens.modeTitle', { mode: labels.mode(fixedMode) }) : t('orderScreens.title')}
      actions={
        <Group gap="xs">
          <FeatureSlot name="orders.list.actions" props={{ params: listParams }} />
          {canBook ? (
            <>
              <Button variant="default" leftSection={<IconFileImport size={16} />} onClick={() => setImporting(true)}>
                {t('orderScreens.eventsImport.action')}
              </Button>
              {book(t('orderScreens.book'))}
              <OrderEventsImportModal opened={importing} onClose={() => setImporting(false)} />
            </>
          ) : null}
        </Group>
      }
      search={{ label: t('orderScreens.searchLabel'), placeholder: t('orderScreens.searchLabel') }}
      filters={
        <SegmentedControl
          aria-label={t('orderScreens.filters.scope')}
          value={list.filters.scope ?? 'all'}
          onChange={(value) => list.setFilters({ scope: value === 'all' ? null : value })}
          data={SCOPES.map((value) => ({ value, label: t(`orderScreens.scopes.${value}`) }))}
        />
      }
      filterFields={filterFields}
      tableName={fixedMode ? `orders-${fixedMode}` : 'orders'}
      tableLabel={t('orderScreens.tableLabel')}
      columns={columns}
      rowKey={(row) => row.id}
      onRowClick={(row) => navigate(orderDetailPath(row.id))}
      empty={{
        message: t('orderScreens.empty'),
        ...(canBook ? { action: book(t('orderScreens.bookFirst')) } : {}),
      }}
    />
  );
};

export const OrdersListPage = () => (
  <RequirePermission permission="order.view">
    <OrdersList />
  </RequirePermission>
);

/** `/orders/<kind>-orders/order-list`: the same list with the mode fixed. */
export const ModeOrdersListPage = () => {
  const kind = useLocation().pathname.split('/')[2] ?? '';
  const mode = MODE_LIST_KINDS[kind];
  return (
    <RequirePermission permission="order.view">
      <OrdersList key={mode} fixedMode={mode} />
    </RequirePermission>
  );
};
