import {
  ORDER_CHANGE_ACTIONS,
  type TAdminOrderRow,
  type TOrderChangeLogEntry,
} from '@lanehub/shared/features/order-changelog/order-changelog.contract';
import { ORDER_MODES, ORDER_STATUSES } from '@lanehub/shared/orders/order-model';
import { Alert, Button, Group, Select, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { CalendarDateInput } from '../../../components/date-picker-field';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { RequireSystemAdmin } from '../../../components/require-system-admin';
import { toastError } from '../../../components/toast';
import { formatDate } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n';
import {
  CHANGE_LOG_PAGE_SIZE,
  type ChangeLogFilters,
  downloadAdminChangeLog,
  useAdminChangeLog,
  useAdminCompanyOptions,
  useAdminOrders,
} from '../api/order-changelog-api';
import { byOf, ChangeList } from '../components/change-values';

export const ADMIN_ORDER_MANAGEMENT_PATH = '/admin/order-management';
export const ADMIN_ORDERS_PATH = '/admin/order-management/orders';

const CompanyFilter = ({ value, onChange }: { value: string | null; onChange: (id: string | null) => void }) => {
  const { t } = useTranslation();
  const companies = useAdminCompanyOptions();
  return (
    <Select
      label={t('orderChangelog.filters.company')}
      placeholder={t('orderChangelog.filters.allCompanies')}
      searchable
      clearable
      data={companies.data ?? []}
      value={value}
      onChange={onChange}
    />
  );
};

const text = (value: string) => value.trim() || undefined;

/** Every company's order changes, filtered, paged by cursor, exported to Excel. */
const ChangeLogsPanel = () => {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<ChangeLogFilters>({});
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  const [exporting, setExporting] = useState(false);
  const page = cursors.length - 1;
  const query = useAdminChangeLog(filters, cursors[page] ?? null);
  const rows = query.data?.rows ?? [];
  const nextCursor = query.data?.nextCursor ?? null;
  const isEmpty = !query.isLoading && !query.isError && rows.length === 0 && page === 0;

  const change = (patch: ChangeLogFilters) => {
    setFilters((current) => ({ ...current, ...patch }));
    setCursors([null]);
  };
  const onSkipChange = (skip: number) => {
    if (skip > page * CHANGE_LOG_PAGE_SIZE && nextCursor) {
      setCursors((list) => [...list, nextCursor]);
    } else if (skip < page * CHANGE_LOG_PAGE_SIZE) {
      setCursors((list) => (list.length > 1 ? list.slice(0, -1) : list));
    }
  };
  const exportExcel = async () => {
    setExporting(true);
    try {
      await downloadAdminChangeLog(filters);
    } catch (error) {
      toastError(translateMessage(t, error instanceof Error ? error.message : String(error)));
    } finally {
      setExporting(false);
    }
  };

  const columns: DataTableColumn<TOrderChangeLogEntry>[] = [
    {
      key: 'occurredAt',
      label: t('orderChangelog.columns.time'),
      hideable: false,
      render: (row) => formatDate(row.occurredAt, 'dateTime'),
    },
    { key: 'company', label: t('orderChangelog.columns.company'), render: (row) => row.companyName ?? '' },
    { key: 'orderNumber', label: t('orderChangelog.columns.orderNumber'), render: (row) => row.orderNumber ?? '' },
    {
      key: 'action',
      label: t('orderChangelog.columns.action'),
      render: (row) => t(`orderChangelog.actions.${row.action}`, { defaultValue: row.action }),
    },
    { key: 'by', label: t('orderChangelog.columns.by'), render: byOf },
    {
      key: 'changes',
      label: t('orderChangelog.columns.changes'),
      hideable: false,
      render: (row) => <ChangeList entry={row} />,
    },
  ];

  return (
    <Stack>
      <Group align="flex-end" gap="sm">
        <CompanyFilter value={filters.companyId ?? null} onChange={(id) => change({ companyId: id ?? undefined })} />
        <TextInput
          label={t('orderChangelog.filters.orderNumber')}
          placeholder="ORD-2026-"
          onChange={(e) => change({ orderNumber: text(e.currentTarget.value) })}
        />
        <Select
          label={t('orderChangelog.filters.action')}
          placeholder={t('orderChangelog.filters.allActions')}
          clearable
          data={ORDER_CHANGE_ACTIONS.map((value) => ({ value, label: t(`orderChangelog.actions.${value}`) }))}
          value={filters.action ?? null}
          onChange={(value) => change({ action: (value ?? undefined) as ChangeLogFilters['action'] })}
        />
        <CalendarDateInput
          label={t('orderChangelog.filters.from')}
          value={filters.from ?? ''}
          onChange={(value) => change({ from: text(value) })}
          clearable
        />
        <CalendarDateInput
          label={t('orderChangelog.filters.to')}
          value={filters.to ?? ''}
          onChange={(value) => change({ to: text(value) })}
          clearable
        />
        <Button variant="light" loading={exporting} disabled={isEmpty} onClick={exportExcel}>
          {t('orderChangelog.exportExcel')}
        </Button>
      </Group>
      {query.isError ? (
        <Alert color="red" variant="light" role="alert">
          {translateMessage(t, query.error.message)}
        </Alert>
      ) : null}
      {isEmpty ? <EmptyState message={t('orderChangelog.adminEmpty')} /> : null}
      {isEmpty || query.isError ? null : (
        <DataTable
          tableName="admin-order-changelogs"
          caption={t('menu.orderChangeLogs')}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          total={nextCursor ? (page + 1) * CHANGE_LOG_PAGE_SIZE + 1 : page * CHANGE_LOG_PAGE_SIZE + rows.length}
          totalExact={!nextCursor}
          skip={page * CHANGE_LOG_PAGE_SIZE}
          limit={CHANGE_LOG_PAGE_SIZE}
          loading={query.isFetching}
          onSkipChange={onSkipChange}
        />
      )}
    </Stack>
  );
};

const ORDERS_PAGE_SIZE = 20;

/** Every company's orders, read only, by company, mode, status and number. */
const OrdersPanel = () => {
  const { t } = useTranslation();
  const [companyId, setCompanyId] = useState<string | null>(null);
  const [mode, setMode] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [skip, setSkip] = useState(0);
  const query = useAdminOrders({
    ...(companyId ? { companyId } : {}),
    ...(mode ? { mode: mode as never } : {}),
    ...(status ? { status: status as never } : {}),
    ...(search.trim() ? { search: search.trim() } : {}),
    skip,
    limit: ORDERS_PAGE_SIZE,
  });
  const rows = query.data?.rows ?? [];
  const isEmpty = !query.isLoading && !query.isError && rows.length === 0 && skip === 0;
  const reset =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setSkip(0);
    };

  const columns: DataTableColumn<TAdminOrderRow>[] = [
    {
      key: 'orderNumber',
      label: t('orderChangelog.columns.orderNumber'),
      hideable: false,
      render: (r) => r.orderNumber,
    },
    { key: 'company', label: t('orderChangelog.columns.company'), render: (r) => r.companyName },
    {
      key: 'mode',
      label: t('orderChangelog.columns.mode'),
      render: (r) => t(`orders.modes.${r.mode}`, { defaultValue: r.mode }),
    },
    {
      key: 'status',
      label: t('orderChangelog.columns.status'),
      render: (r) => t(`orders.statuses.${r.status}`, { defaultValue: r.status }),
    },
    {
      key: 'route',
      label: t('orderChangelog.columns.route'),
      render: (r) => `${r.origin ?? '—'} → ${r.destination ?? '—'}`,
    },
    { key: 'eta', label: t('orderChangelog.columns.eta'), render: (r) => formatDate(r.eta) },
    { key: 'createdAt', label: t('orderChangelog.columns.createdAt'), render: (r) => formatDate(r.createdAt) },
  ];

  return (
    <Stack>
      <Group align="flex-end" gap="sm">
        <CompanyFilter value={companyId} onChange={reset(setCompanyId)} />
        <TextInput
          label={t('orderChangelog.filters.search')}
          value={search}
          onChange={(e) => reset(setSearch)(e.currentTarget.value)}
        />
        <Select
          label={t('orderChangelog.filters.mode')}
          placeholder={t('orderChangelog.filters.allModes')}
          clearable
          data={ORDER_MODES.map((value) => ({ value, label: t(`orders.modes.${value}`) }))}
          value={mode}
          onChange={reset(setMode)}
        />
        <Select
          label={t('orderChangelog.filters.status')}
          placeholder={t('orderChangelog.filters.allStatuses')}
          clearable
          data={ORDER_STATUSES.map((value) => ({ value, label: t(`orders.statuses.${value}`) }))}
          value={status}
          onChange={reset(setStatus)}
        />
      </Group>
      {query.isError ? (
        <Alert color="red" variant="light" role="alert">
          {translateMessage(t, query.error.message)}
        </Alert>
      ) : null}
      {isEmpty ? <EmptyState message={t('orderChangelog.ordersEmpty')} /> : null}
      {isEmpty || query.isError ? null : (
        <DataTable
          tableName="admin-orders"
          caption={t('orderChangelog.ordersTab')}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          total={query.data?.total ?? 0}
          totalExact={query.data?.totalExact ?? true}
          skip={skip}
          limit={ORDERS_PAGE_SIZE}
          loading={query.isFetching}
          onSkipChange={setSkip}
        />
      )}
    </Stack>
  );
};

// /admin/order-management (spec 01: Admin → Order Change Logs) and /admin/order-management/orders:
// the system administrator's view of every company's order changes and orders, read only.
export const AdminOrderManagementPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const onOrders = useLocation().pathname === ADMIN_ORDERS_PATH;
  return (
    <RequireSystemAdmin>
      <Stack>
        <PageHeader title={t('orderChangelog.adminTitle')} description={t('orderChangelog.adminDescription')} />
        <Tabs
          value={onOrders ? 'orders' : 'changes'}
          onChange={(value) => void navigate(value === 'orders' ? ADMIN_ORDERS_PATH : ADMIN_ORDER_MANAGEMENT_PATH)}
        >
          <Tabs.List>
            <Tabs.Tab value="changes">{t('menu.orderChangeLogs')}</Tabs.Tab>
            <Tabs.Tab value="orders">{t('orderChangelog.ordersTab')}</Tabs.Tab>
          </Tabs.List>
        </Tabs>
        {onOrders ? <OrdersPanel /> : <ChangeLogsPanel />}
        <Text size="xs" c="dimmed">
          {t('orderChangelog.readOnly')}
        </Text>
      </Stack>
    </RequireSystemAdmin>
  );
};
